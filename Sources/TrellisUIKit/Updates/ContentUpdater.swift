internal import Foundation
internal import Trellis

// The safe update path, shared by the table and collection managers, over the engine's one stage applier
// (`Dispatcher.apply(_:to:)`): each stage is checked against the counts the view shows with `BatchUpdateRules`; if
// UIKit would refuse it, the view reloads and the anomaly says why; else the stage is applied inside
// `performBatchUpdates` while the dispatcher shows the stage's data, so the counts UIKit reads when the batch ends
// are the stage's. The completion fires when the last batch's animations finish; updates arriving meanwhile wait and
// are applied as one update afterwards (`ContentUpdater+Merging.swift`), the dispatcher showing what the view shows
// until then (`Dispatcher.shown`). A view not in a window reloads. An anchor row keeps its place on screen (its path
// is followed through each stage with `BatchUpdate.destinations(of:before:after:)`).
//
// A reload of the view (the content replaced, `reloadData()`, a refused batch) or the manager's `detach()` ends
// what was animating: the batches sent before it belong to an earlier generation, whose completions from UIKit are
// ignored; the updates waiting and in flight are shown by the reload (their completions run then). Updates made
// while the view reloads or configures a cell wait for the next turn of the main queue
// (`ContentUpdater+Holding.swift`).

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
    /// Updates waiting for the batch animating, or held until the next turn of the main queue.
    var queued: [ContentUpdate] = [] {
        didSet { dispatcher.hasUpdatesWaiting = !queued.isEmpty }
    }
    /// The completions of the updates in `queued` (kept apart: `deinit` reads them, and they are `Sendable`).
    var queuedCompletions: [@MainActor () -> Void] = []
    private var inFlightCompletions: [@MainActor () -> Void] = []
    private var pendingBatches = 0
    /// Which batches count: a reload or a detach starts a new generation, and the completions UIKit still calls for
    /// the batches sent before it change nothing (the view no longer shows what they animated).
    private(set) var generation = 0
    /// What the view shows while a batch animates: the last stage applied (shown by the dispatcher while updates
    /// wait, so cells dequeued meanwhile match the rows on screen).
    var appliedSnapshot: ContentSnapshot?
    /// While `perform` applies updates: the view, the anchor's path as stages move it, and the batches sent.
    var performing: (view: any BatchView, tracked: ItemPath?, batches: Int)?
    private(set) var recentUpdates: [BatchUpdate] = []
    /// Whether the waiting updates are shown with a reload (the view and the content parted, see `absorbUserMove`).
    private var reloadsWhenBatchEnds = false
    /// Whether updates are held until the next turn of the main queue (see `ContentUpdater+Holding.swift`).
    var holdsUpdates = false
    /// Whether an edit made while a cell was configured was reported since updates were last held.
    var reportedEditWhileConfiguring = false
    /// How many times in a row held updates were applied with no other update between: the rows on screen are
    /// configured again after the first few only, so a cell that edits the content each time it is configured does
    /// not keep the main queue busy.
    var heldRounds = 0
    /// Whether the rows on screen are configured again after the held updates: the dispatcher could not keep what
    /// the view showed while they were held (a windowed content), so cells asked for meanwhile read the content.
    var refreshesAfterHeld = false
    /// Whether the held updates are shown with a reload: they came while the view reloaded a content the dispatcher
    /// could not keep as it was (windowed), so the view may already show them.
    var reloadsAfterHeld = false
    /// While the view reloads (`reloadView(_:)`): what it reads, the content as it was when the reload began;
    /// `nil` when the content cannot be kept so (windowed).
    var reloading: (state: ContentSnapshot?, depth: Int)?

    init(dispatcher: Dispatcher, report: @escaping @MainActor (Anomaly) -> Void) {
        self.dispatcher = dispatcher
        self.report = report
    }

    /// Forgets queued updates and what animates, and shows the content (a new content or a reload follows): the
    /// completions of the updates waiting or animating run now, since the reload shows them.
    func reset() {
        let superseded = endGeneration()
        dispatcher.reloadShownContent()
        for completion in superseded { completion() }
    }

    /// The manager stops driving its view (`detach()`): what animated there is no longer waited for (a view that
    /// never ends its animation would hold every later update back), the updates waiting or animating are dropped
    /// and their completions run, so code awaiting `apply(_:)` or `whenUpdatesFinish(_:)` is not left waiting; the
    /// dispatcher shows the content. Updates received from now on reach no view until the manager is attached again.
    func detach() {
        let superseded = endGeneration()
        view = nil
        dispatcher.reloadShownContent()
        for completion in superseded { completion() }
    }

    /// Starts a new generation: nothing animates or waits any more. Returns the completions of the updates that were
    /// waiting or animating, for the caller to run once the view shows the content.
    private func endGeneration() -> [@MainActor () -> Void] {
        generation &+= 1
        let superseded = inFlightCompletions + queuedCompletions
        isUpdating = false
        pendingBatches = 0
        appliedSnapshot = nil
        inFlightCompletions = []
        queued = []
        queuedCompletions = []
        reloadsWhenBatchEnds = false
        holdsUpdates = false
        reportedEditWhileConfiguring = false
        refreshesAfterHeld = false
        reloadsAfterHeld = false
        return superseded
    }

    /// A manager released while updates wait or animate: their completions still run (the updates will never be
    /// applied), so code awaiting `apply(_:)` or `whenUpdatesFinish(_:)` is not left waiting for ever.
    deinit {
        let completions = inFlightCompletions + queuedCompletions
        guard !completions.isEmpty else { return }
        Task { @MainActor in for completion in completions { completion() } }
    }

    /// Runs `completion` once every update received so far is applied and animated: after the updates waiting, if
    /// any (it used to run when the batch animating ended, while the updates that waited for it animated).
    func whenUpdatesFinish(_ completion: @escaping @MainActor () -> Void) {
        if !queued.isEmpty {
            queuedCompletions.append(completion)
        } else if isUpdating {
            inFlightCompletions.append(completion)
        } else {
            completion()
        }
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
        if dispatcher.isConfiguringView || reloading != nil || holdsUpdates {
            hold(update, completion: completion)  // after the ones held, if any
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

    /// Applies `updates` (several that waited: as one, see `merged(_:on:)`), each stage in a batch. A reload made
    /// meanwhile (from `willUpdate`, `didUpdate`, the anomaly handler) shows the updates not applied yet: they stop.
    func perform(_ updates: [ContentUpdate], completions: [@MainActor () -> Void], on view: any BatchView) {
        if view.window == nil && !animatesOffScreen {
            perform(updates, completions: completions, reloadingOn: view)
            return
        }
        let updates = merged(updates, on: view)
        isUpdating = true
        inFlightCompletions += completions
        let generation = self.generation
        let anchor = captureAnchor(in: view)
        performing = (view, anchor?.path, 0)
        var rejection: RejectedStage?
        for update in updates {
            willUpdate?(update)
            guard self.generation == generation else { return stopAfterReload() }
            rejection = dispatcher.apply(update, to: self)
            guard self.generation == generation else { return stopAfterReload() }
            if rejection != nil { break }
            appliedSnapshot = update.finalSnapshot ?? appliedSnapshot
            didUpdate?(update)
            guard self.generation == generation else { return stopAfterReload() }
        }
        let (_, tracked, batches) = performing ?? (view, nil, 0)
        performing = nil
        if let rejection {
            reload(view, after: rejection)
            return
        }
        if let anchor, let tracked { restore(anchor, at: tracked, in: view) }
        shownContentChanged()
        if batches == 0 { finishUpdating() }
    }

    /// `perform` stops: the view reloaded while it applied updates (the reload shows them; their completions ran).
    private func stopAfterReload() {
        performing = nil
    }

    /// A stage UIKit would refuse: the view reloads, then the anomaly is reported, then the completions of the
    /// updates run. The reload shows every update received so far, those waiting too: they are dropped (applied
    /// after the reload, they would be refused in turn). An edit the anomaly handler makes reaches a view that shows
    /// the content as it was before it, as any other update.
    private func reload(_ view: any BatchView, after rejection: RejectedStage) {
        let superseded = endGeneration()
        dispatcher.reloadShownContent()
        reloadView(view)
        shownContentChanged()
        report(
            .rejectedBatchUpdate(
                rejection.rejectedUpdate(view: type(of: view).batchTarget, recentUpdates: recentUpdates)))
        for completion in superseded { completion() }
    }

    /// Shows `updates` with a reload rather than batches.
    func perform(_ updates: [ContentUpdate], completions: [@MainActor () -> Void], reloadingOn view: any BatchView) {
        for update in updates { willUpdate?(update) }
        dispatcher.reloadShownContent()
        reloadView(view)
        shownContentChanged()
        for update in updates { didUpdate?(update) }
        for completion in completions { completion() }
    }

    private func batchFinished(of generation: Int) {
        guard generation == self.generation else { return }  // sent before a reload: the reload shows it
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
        holdsUpdates = false  // updates held while a cell was configured go with the others
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
        let generation = generation
        view.performBatch(stage.update, animations: animations) { [weak self] _ in
            self?.batchFinished(of: generation)
        }
        remember(stage.update)
    }
}
