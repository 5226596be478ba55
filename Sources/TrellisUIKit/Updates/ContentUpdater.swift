internal import Foundation
internal import Trellis

// The safe update path, shared by the table and collection managers, over the engine's one stage applier
// (`Dispatcher.apply(_:to:)`): each stage is checked against the counts the view shows with `BatchUpdateRules`; if
// UIKit would refuse it, the view reloads and the anomaly says why; else the stage is applied inside
// `performBatchUpdates` while the dispatcher shows the stage's data, so the counts UIKit reads when the batch ends
// are the stage's. The completion fires when the last batch's animations finish; updates arriving meanwhile wait and
// are applied together afterwards, the dispatcher showing what the view shows until then (`Dispatcher.shown`). A
// view not in a window reloads. An anchor row keeps its place on screen (its path is followed through each stage
// with `BatchUpdate.destinations(of:before:after:)`).

/// Applies content updates to one view for a manager.
@MainActor
final class ContentUpdater {
    let dispatcher: Dispatcher
    weak var view: (any BatchView)?
    /// The content observed (the dispatcher may show a pinned snapshot of it while batches animate).
    var content: (any SectionedContent)?
    var rowAnimations = RowAnimations()
    var animatesOffScreen = false
    var scrollAnchor: ScrollAnchor = .none
    /// How rows whose content changed are shown when an update leaves it to the view.
    var itemRefresh: ItemRefresh = .reconfigure
    /// The mapping that configured a cell on screen (the proxy keeps it), for the stage applier's reconfigures.
    var mappingOfCell: @MainActor (AnyObject) -> ViewMapping? = { _ in nil }
    /// Told of each batch before the view performs it, with the counts before and after: the proxy moves the rows it
    /// remembers for its cells with their rows.
    var willPerformBatch: @MainActor (_ update: BatchUpdate, _ before: [Int], _ after: [Int]) -> Void = { _, _, _ in }
    var willUpdate: (@MainActor (ContentUpdate) -> Void)?
    var didUpdate: (@MainActor (ContentUpdate) -> Void)?
    var recentUpdateLimit = 5
    /// Reports anomalies (the manager's handler).
    let report: @MainActor (Anomaly) -> Void
    /// Called when an update arrives and the view is gone (the leak sentinel).
    var viewIsGone: @MainActor () -> Void = {}
    /// Called once the view shows another state of the content (a batch applied, a reload): the empty state.
    var shownContentChanged: @MainActor () -> Void = {}

    private(set) var isUpdating = false
    private var queued: [ContentUpdate] = [] {
        didSet { dispatcher.hasUpdatesWaiting = !queued.isEmpty }
    }
    /// The completions of the updates in `queued` (kept apart: `deinit` reads them, and they are `Sendable`).
    private var queuedCompletions: [@MainActor () -> Void] = []
    private var inFlightCompletions: [@MainActor () -> Void] = []
    private var pendingBatches = 0
    /// What the view shows while a batch animates: the last stage applied (shown by the dispatcher while updates
    /// wait, so cells dequeued meanwhile match the rows on screen).
    private var appliedSnapshot: ContentSnapshot?
    /// While `perform` applies updates: the view, the anchor's path as stages move it, and the batches sent.
    private var performing: (view: any BatchView, tracked: ItemPath?, batches: Int)?
    private(set) var recentUpdates: [BatchUpdate] = []
    /// Whether the waiting updates are shown with a reload (the view and the content parted, see `absorbUserMove`).
    private var reloadsWhenBatchEnds = false
    /// Whether updates wait because they came while the view was being configured (see `holdWhileConfiguring`).
    private var holdsWhileConfiguring = false
    /// How many times in a row held updates were applied with no other update between: the rows on screen are
    /// configured again after the first few only, so a cell that edits the content each time it is configured does
    /// not keep the main queue busy.
    private var heldRounds = 0
    /// Whether the rows on screen are configured again after the held updates: the dispatcher could not keep what
    /// the view showed while they were held (a windowed content), so cells asked for meanwhile read the content.
    private var refreshesAfterHeld = false

    init(dispatcher: Dispatcher, report: @escaping @MainActor (Anomaly) -> Void) {
        self.dispatcher = dispatcher
        self.report = report
    }

    /// Forgets queued updates and shows the content (a new content or a reload).
    func reset() {
        // The waiting updates are superseded by the reload that follows: their completions run now, not never.
        let superseded = queuedCompletions
        queued = []
        queuedCompletions = []
        for completion in superseded { completion() }
        reloadsWhenBatchEnds = false
        holdsWhileConfiguring = false
        refreshesAfterHeld = false
        dispatcher.reloadShownContent()
    }

    /// A manager released while updates wait or animate: their completions still run (the updates will never be
    /// applied), so code awaiting `apply(_:)` or `whenUpdatesFinish(_:)` is not left waiting for ever.
    deinit {
        let completions = inFlightCompletions + queuedCompletions
        guard !completions.isEmpty else { return }
        Task { @MainActor in for completion in completions { completion() } }
    }

    func whenUpdatesFinish(_ completion: @escaping @MainActor () -> Void) {
        if isUpdating { inFlightCompletions.append(completion) } else { completion() }
    }

    func receive(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
        guard let view else {
            viewIsGone()
            completion?()
            return
        }
        if dispatcher.isApplyingUserMove {
            absorbUserMove(update)
            completion?()
            return
        }
        if dispatcher.isConfiguringView {
            holdWhileConfiguring(update, completion: completion)
            return
        }
        heldRounds = 0
        if isUpdating {
            if queued.isEmpty, let appliedSnapshot { dispatcher.show(appliedSnapshot) }
            queued.append(update)
            if let completion { queuedCompletions.append(completion) }
            return
        }
        perform([update], completions: completion.map { [$0] } ?? [], on: view)
    }

    /// An update that came while UIKit asked for a cell (its `update(with:)`, content configuration or dequeue
    /// closure edited the content): UIKit is laying out its cells, and neither a batch nor a reload may start from
    /// inside `cellForRowAt`. The update waits (as updates wait for an animation), and is applied on the next turn of
    /// the main queue; meanwhile the dispatcher shows what the view showed when UIKit asked for the cell
    /// (`Dispatcher.stateBeforeConfiguring`), so the cells UIKit asks for in the same pass, the counts and the taps
    /// are the view's. Content it cannot keep that way (windowed) is read as it is; then the rows on screen are
    /// configured again after the update. While a batch animates, the dispatcher already shows the view's state, so
    /// the update simply waits for the batch.
    private func holdWhileConfiguring(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
        if !holdsWhileConfiguring {
            report(.contentEditedWhileConfiguringView(host: view.map { "a \(type(of: $0))" } ?? "a view"))
        }
        if isUpdating {
            if queued.isEmpty, let appliedSnapshot { dispatcher.show(appliedSnapshot) }
        } else if !holdsWhileConfiguring {
            // Until then the dispatcher answers from what the view shows: counts, cells, taps.
            if let shown = dispatcher.stateBeforeConfiguring {
                dispatcher.show(shown)
            } else {
                refreshesAfterHeld = true
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.applyHeldUpdates() } }
        }
        holdsWhileConfiguring = true
        queued.append(update)
        if let completion { queuedCompletions.append(completion) }
    }

    /// Applies the updates held while a cell was configured, then configures again the rows that were on screen.
    private func applyHeldUpdates() {
        guard holdsWhileConfiguring else { return }
        holdsWhileConfiguring = false
        guard !isUpdating else { return }  // a batch started meanwhile: the updates follow it
        guard let view else {
            reset()
            return
        }
        let held = queued, completions = queuedCompletions
        queued = []
        queuedCompletions = []
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

    /// The update that follows a user's move (any editable content: a `MemoryStorage`, declarative rows, a
    /// cascading tree): the view already shows the move, so it is not applied. What the view shows is now the
    /// update's last snapshot; while a batch animates, the dispatcher shows that snapshot rather than the one from
    /// before the move, so the cells dequeued meanwhile match the rows.
    ///
    /// While updates wait (the content is ahead of the view), the view no longer matches any state of the content
    /// (a move made through ``Dispatcher/performUserMove(_:)`` directly; the proxy's moves are refused then, see
    /// ``Dispatcher/hasUpdatesWaiting``): the view reloads once the batch ends instead of animating the waiting
    /// updates.
    private func absorbUserMove(_ update: ContentUpdate) {
        if !queued.isEmpty {
            reloadsWhenBatchEnds = true
            return
        }
        dispatcher.absorbUserMove(update)
        if isUpdating { appliedSnapshot = update.finalSnapshot ?? appliedSnapshot }
    }

    private func perform(_ updates: [ContentUpdate], completions: [@MainActor () -> Void], on view: any BatchView) {
        if view.window == nil && !animatesOffScreen {
            perform(updates, completions: completions, reloadingOn: view)
            return
        }
        isUpdating = true
        inFlightCompletions += completions
        let anchor = captureAnchor(in: view)
        performing = (view, anchor?.path, 0)
        var rejection: RejectedStage?
        for update in updates {
            willUpdate?(update)
            rejection = dispatcher.apply(update, to: self)
            if rejection != nil { break }
            appliedSnapshot = update.finalSnapshot ?? appliedSnapshot
            didUpdate?(update)
        }
        let (_, tracked, batches) = performing ?? (view, nil, 0)
        performing = nil
        if let rejection {
            appliedSnapshot = nil
            report(
                .rejectedBatchUpdate(
                    rejection.rejectedUpdate(view: type(of: view).batchTarget, recentUpdates: recentUpdates)))
            dispatcher.reloadShownContent()
            view.reloadData()
        } else if let anchor, let tracked {
            restore(anchor, at: tracked, in: view)
        }
        shownContentChanged()
        if batches == 0 { finishUpdating() }
    }

    /// Shows `updates` with a reload rather than batches.
    private func perform(
        _ updates: [ContentUpdate], completions: [@MainActor () -> Void], reloadingOn view: any BatchView
    ) {
        for update in updates { willUpdate?(update) }
        dispatcher.reloadShownContent()
        view.reloadData()
        shownContentChanged()
        for update in updates { didUpdate?(update) }
        for completion in completions { completion() }
    }

    private func batchFinished() {
        pendingBatches -= 1
        if pendingBatches <= 0 { finishUpdating() }
    }

    private func finishUpdating() {
        isUpdating = false
        appliedSnapshot = nil
        pendingBatches = 0
        let completions = inFlightCompletions
        inFlightCompletions = []
        let waiting = queued, waitingCompletions = queuedCompletions
        queued = []
        queuedCompletions = []
        if reloadsWhenBatchEnds, let view {
            reloadsWhenBatchEnds = false
            perform(waiting, completions: waitingCompletions, reloadingOn: view)
        } else if !waiting.isEmpty, let view {
            perform(waiting, completions: waitingCompletions, on: view)
        } else {
            for completion in waitingCompletions { completion() }  // no view left to apply them to
        }
        for completion in completions { completion() }
    }

    private func remember(_ batch: BatchUpdate) {
        recentUpdates.append(batch)
        if recentUpdates.count > recentUpdateLimit {
            recentUpdates.removeFirst(recentUpdates.count - recentUpdateLimit)
        }
    }

    // MARK: Anchored scrolling

    private struct Anchor {
        let path: ItemPath
        let offsetFromTop: CGFloat
    }

    private func captureAnchor(in view: any BatchView) -> Anchor? {
        let path: ItemPath?
        switch scrollAnchor {
        case .none:
            return nil
        case .firstVisibleItem:
            path = view.visibleItemPaths.min()
        case .item(let matches):
            path = pathOfFirstModel(matching: matches, in: view) ?? view.visibleItemPaths.min()
        }
        guard let path else { return nil }
        return Anchor(path: path, offsetFromTop: view.frameOfItem(at: path).minY - view.contentOffset.y)
    }

    private func restore(_ anchor: Anchor, at path: ItemPath, in view: any BatchView) {
        let y = max(0, view.frameOfItem(at: path).minY - anchor.offsetFromTop)
        guard y != view.contentOffset.y else { return }
        view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
    }

    private func pathOfFirstModel(matching matches: @MainActor (Any) -> Bool, in view: any BatchView) -> ItemPath? {
        for (section, count) in view.shownCounts.enumerated() {
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                if let model = dispatcher.model(at: path), matches(model) { return path }
            }
        }
        return nil
    }
}

extension ContentUpdater: UpdatableView {
    /// The view's wording.
    var batchUpdateTarget: BatchUpdateTarget { performing.map { type(of: $0.view).batchTarget } ?? .tableView }

    /// The counts the view shows.
    var shownCounts: [Int] { performing?.view.shownCounts ?? [] }

    /// The cell on screen for the row, with the mapping that configured it; `.unknown` for a row without one, since
    /// UIKit may keep a prepared cell for it that a data source cannot see (it is reloaded: off screen, that shows
    /// nothing).
    func keptCell(at path: ItemPath) -> KeptCell {
        guard let cell = performing?.view.visibleCell(at: path), let mapping = mappingOfCell(cell) else {
            return .unknown
        }
        return .cell(mapping)
    }

    /// The rows of the cells on screen.
    var keptCellPaths: [ItemPath] { performing?.view.visibleItemPaths ?? [] }

    /// One checked stage in one `performBatchUpdates`; the anchor's path follows it.
    func performBatch(_ stage: ContentUpdate.Stage, of update: ContentUpdate) {
        guard let (view, tracked, batches) = performing else { return }
        let before = view.shownCounts
        var anchorPath = tracked
        if let path = tracked {
            anchorPath = stage.update.destinations(of: [path], before: before, after: stage.data.counts)[path]
        }
        willPerformBatch(stage.update, before, stage.data.counts)
        performing = (view, anchorPath, batches + 1)
        pendingBatches += 1
        let animations = update.animation == .inherited ? rowAnimations : RowAnimations(all: update.animation)
        view.performBatch(stage.update, animations: animations) { [weak self] _ in self?.batchFinished() }
        remember(stage.update)
    }
}
