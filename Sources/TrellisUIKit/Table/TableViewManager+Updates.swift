internal import Foundation
public import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// The safe update path. For each stage: check it against the counts the table shows with `BatchUpdateRules`; if
// UIKit would refuse it, reload and report; else apply it inside `performBatchUpdates` with the dispatcher showing
// the stage's snapshot, so the counts UIKit reads when the batch ends are the stage's. The completion fires when
// the last batch's animations finish; updates arriving meanwhile wait and are applied together afterwards, the
// dispatcher showing what the table shows until then.

extension TableViewManager {
    /// Applies `update` now (or after the batch animating), then calls `completion` when its animations finish.
    /// Content updates from the observed content go through here by themselves.
    public func apply(_ update: ContentUpdate, completion: (@MainActor () -> Void)? = nil) {
        receive(update, completion: completion)
    }

    /// Applies `update` and returns once its animations have finished (or the table reloaded instead).
    public func apply(_ update: ContentUpdate) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            receive(update) { continuation.resume() }
        }
    }

    /// Calls `completion` once every update received so far has been applied and its animations have finished
    /// (at once when none is in flight).
    public func whenUpdatesFinish(_ completion: @escaping @MainActor () -> Void) {
        if isUpdating { inFlightCompletions.append(completion) } else { completion() }
    }

    func receive(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
        guard let tableView else {
            checkOutlived()
            completion?()
            return
        }
        if dispatcher.isApplyingUserMove {
            // The table already shows the user's move.
            completion?()
            return
        }
        if isUpdating {
            if shownSnapshot == nil, let last = lastSnapshot { pin(last) }
            queued.append((update, completion))
            return
        }
        perform([update], completions: completion.map { [$0] } ?? [], on: tableView)
    }

    /// The snapshot the table shows after the batch animating, when known.
    private var lastSnapshot: (any SectionedContent)? { appliedSnapshot }

    private func perform(_ updates: [ContentUpdate], completions: [@MainActor () -> Void], on tableView: UITableView) {
        unpin()
        if tableView.window == nil && !animatesOffScreen {
            for update in updates { willUpdate?(update) }
            tableView.reloadData()
            appliedSnapshot = nil
            for update in updates { didUpdate?(update) }
            for completion in completions { completion() }
            return
        }
        isUpdating = true
        inFlightCompletions += completions
        let anchor = captureAnchor(in: tableView)
        var tracked = anchor?.path
        var reloaded = false
        var batches = 0
        outer: for update in updates {
            willUpdate?(update)
            for (index, stage) in update.stages.enumerated() {
                let before = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
                let after = (0..<stage.snapshot.numberOfSections).map { stage.snapshot.numberOfItems(inSection: $0) }
                let violations = BatchUpdateRules.violations(of: stage.changes, before: before, after: after, view: .tableView)
                if !violations.isEmpty {
                    report(.rejectedBatchUpdate(RejectedUpdate(
                        view: "table view", stage: index, before: before, after: after, update: stage.changes,
                        violations: violations.map(\.message), recentUpdates: recentUpdates)))
                    reloaded = true
                    break outer
                }
                if let path = tracked {
                    tracked = try? stage.changes.replay(
                        on: before.map { Array(repeating: (), count: $0) }, after: after, tracking: [path]) { _ in () }
                        .tracked[path]
                }
                batches += 1
                pendingBatches += 1
                let animations = update.animation.map { RowAnimations(all: $0) } ?? rowAnimations
                dispatcher.showing(stage.snapshot) {
                    tableView.performBatchUpdates({
                        Self.apply(stage.changes, animations: animations, to: tableView)
                    }, completion: { [weak self] _ in self?.batchFinished() })
                }
                appliedSnapshot = stage.snapshot
                remember(stage.changes)
            }
            didUpdate?(update)
        }
        if reloaded {
            appliedSnapshot = nil
            tableView.reloadData()
            if batches == 0 { finishUpdating() }
        }
        if let anchor, let tracked, !reloaded { restore(anchor, at: tracked, in: tableView) }
        if batches == 0 && !reloaded { finishUpdating() }
    }

    private func batchFinished() {
        pendingBatches -= 1
        if pendingBatches <= 0 { finishUpdating() }
    }

    func finishUpdating() {
        isUpdating = false
        pendingBatches = 0
        let completions = inFlightCompletions
        inFlightCompletions = []
        let waiting = queued
        queued = []
        if !waiting.isEmpty, let tableView {
            perform(waiting.map(\.update), completions: waiting.compactMap(\.completion), on: tableView)
        } else {
            unpin()
        }
        for completion in completions { completion() }
    }

    /// Shows `snapshot` instead of the content until the queued updates are applied.
    func pin(_ snapshot: any SectionedContent) {
        shownSnapshot = snapshot
        dispatcher.content = snapshot
    }

    /// Shows the content again.
    func unpin() {
        guard shownSnapshot != nil else { return }
        shownSnapshot = nil
        dispatcher.content = content
    }

    private func remember(_ batch: BatchUpdate) {
        recentUpdates.append(batch)
        if recentUpdates.count > recentUpdateLimit { recentUpdates.removeFirst(recentUpdates.count - recentUpdateLimit) }
    }

    /// Applies `changes` to `tableView` with UIKit's calls, animated as `animations` says.
    static func apply(_ changes: BatchUpdate, animations: RowAnimations, to tableView: UITableView) {
        if !changes.deletedSections.isEmpty {
            tableView.deleteSections(IndexSet(changes.deletedSections), with: animations.deleteSections.uikit)
        }
        if !changes.insertedSections.isEmpty {
            tableView.insertSections(IndexSet(changes.insertedSections), with: animations.insertSections.uikit)
        }
        if !changes.reloadedSections.isEmpty {
            tableView.reloadSections(IndexSet(changes.reloadedSections), with: animations.reloadSections.uikit)
        }
        for move in changes.movedSections { tableView.moveSection(move.source, toSection: move.target) }
        if !changes.deletedItems.isEmpty {
            tableView.deleteRows(at: changes.deletedItems.map(\.uikit), with: animations.deleteItems.uikit)
        }
        if !changes.insertedItems.isEmpty {
            tableView.insertRows(at: changes.insertedItems.map(\.uikit), with: animations.insertItems.uikit)
        }
        if !changes.reloadedItems.isEmpty {
            tableView.reloadRows(at: changes.reloadedItems.map(\.uikit), with: animations.reloadItems.uikit)
        }
        for move in changes.movedItems { tableView.moveRow(at: move.source.uikit, to: move.target.uikit) }
    }
}
