internal import Foundation
internal import Trellis

// Updates that arrive while UIKit is in the middle of showing the content wait for the next turn of the main queue:
// - while UIKit asks for a cell (`Dispatcher.isConfiguringView`: a cell's `update(with:)`, a content configuration or
//   a dequeue closure edited the content), since neither a batch nor a reload may start from inside `cellForRowAt`;
// - while the view reloads (`reloadView(_:)`: `reloadData()` ends displaying every cell, and a `didEndDisplaying`
//   closure may edit the content), since the view reads the content during the reload: the update's changes would
//   be read by the reload, then sent again as a batch, which UIKit refuses.
// Meanwhile the dispatcher shows what the view shows (the state when UIKit asked for the cell, or when the reload
// began), so every count, cell and tap until then is the view's; the updates then reach a view that does not show
// them yet, as batches.

extension ContentUpdater {
    /// Reloads `view` from what the dispatcher shows; updates made meanwhile are held (see the top of this file).
    /// Every reload of the view goes through here: the manager's `reloadData()` too.
    func reloadView(_ view: any BatchView) {
        if let reloading {
            self.reloading = (reloading.state, reloading.depth + 1)
        } else {
            reloading = (readableState(), 1)
        }
        defer {
            if let reloading { self.reloading = reloading.depth > 1 ? (reloading.state, reloading.depth - 1) : nil }
        }
        view.reloadData()
    }

    /// Reloads the view the updater drives, if any (the manager's `reloadData()`).
    func reloadView() {
        guard let view else { return }
        reloadView(view)
    }

    /// What the view reads if it reloads now, as a snapshot that stays as it is when the content changes; `nil` for
    /// content the dispatcher cannot keep so (windowed).
    private func readableState() -> ContentSnapshot? {
        let state = dispatcher.shown ?? (dispatcher.content as? any ObservableContent)?.snapshot
        return state?.sections == nil ? nil : state
    }

    /// An update that came while UIKit asked for a cell or reloaded the view: it waits (as updates wait for an
    /// animation), and is applied on the next turn of the main queue; meanwhile the dispatcher shows what the view
    /// showed when UIKit asked for the cell (`Dispatcher.stateBeforeConfiguring`) or began reloading. Content it
    /// cannot keep that way (windowed) is read as it is; then the rows on screen are configured again after the
    /// update, or, for an update made during a reload, the view reloads again (the reload may have shown it). While a
    /// batch animates, the dispatcher already shows the view's state, so the update simply waits for the batch.
    func hold(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
        let configuring = dispatcher.isConfiguringView
        if configuring && !reportedEditWhileConfiguring {
            reportedEditWhileConfiguring = true
            report(.contentEditedWhileConfiguringView(host: view.map { "a \(type(of: $0))" } ?? "a view"))
        }
        if isUpdating {
            if queued.isEmpty, let appliedSnapshot { dispatcher.show(appliedSnapshot) }
        } else if !holdsUpdates {
            // Until then the dispatcher answers from what the view shows: counts, cells, taps.
            if let shown = configuring ? dispatcher.stateBeforeConfiguring : reloading?.state {
                dispatcher.show(shown)
            } else if configuring {
                refreshesAfterHeld = true
            } else {
                reloadsAfterHeld = true
            }
            let generation = generation
            DispatchQueue.main.async {
                MainActor.assumeIsolated { [weak self] in self?.applyHeldUpdates(of: generation) }
            }
        }
        holdsUpdates = true
        queued.append(update)
        if let completion { queuedCompletions.append(completion) }
    }

    /// Applies the updates held while a cell was configured or the view reloaded, then configures again the rows
    /// that were on screen when the dispatcher could not show what the view showed meanwhile.
    private func applyHeldUpdates(of generation: Int) {
        guard holdsUpdates, generation == self.generation else { return }  // a reload showed them
        holdsUpdates = false
        reportedEditWhileConfiguring = false
        guard !isUpdating else { return }  // a batch started meanwhile: the updates follow it
        guard let view else {
            reset()
            return
        }
        let held = queued, completions = queuedCompletions
        queued = []
        queuedCompletions = []
        if reloadsAfterHeld {
            reloadsAfterHeld = false
            refreshesAfterHeld = false
            perform(held, completions: completions, reloadingOn: view)
            return
        }
        heldRounds += 1
        let refreshes = refreshesAfterHeld && heldRounds <= 2
        refreshesAfterHeld = false
        let refresh =
            refreshes ? Self.refreshOfRows(view.visibleItemPaths, before: view.shownCounts, through: held) : nil
        perform(held, completions: completions, on: view)
        if let refresh {
            let rounds = heldRounds
            receive(refresh, completion: nil)
            heldRounds = rounds
        }
    }

    /// An update that configures again, after `updates`, the rows at `paths` (paths the view shows before them):
    /// where the updates put those rows, in their last state. `nil` when none is left.
    static func refreshOfRows(_ paths: [ItemPath], before: [Int], through updates: [ContentUpdate]) -> ContentUpdate? {
        var paths = paths
        var counts = before
        var last: ContentSnapshot?
        for update in updates {
            for stage in update.stages {
                let after = stage.data.counts
                guard BatchUpdateRules.violations(of: stage.update, before: counts, after: after).isEmpty else {
                    return nil  // refused: the view reloads anyway
                }
                let destinations = stage.update.destinations(of: paths, before: counts, after: after)
                paths = paths.compactMap { destinations[$0] }
                counts = after
                last = stage.data
            }
        }
        guard let last, !paths.isEmpty else { return nil }
        var refresh = ContentUpdate(
            stages: [ContentUpdate.Stage(data: last, update: BatchUpdate(reloadedItems: paths.sorted()))])
        refresh.itemRefresh = .reconfigure
        return refresh
    }
}
