internal import Foundation
internal import Trellis

// The safe update path, shared by the table and collection managers. For each stage: check it against the counts
// the view shows with `BatchUpdateRules`; if UIKit would refuse it, reload and report; else apply it inside
// `performBatchUpdates` with the dispatcher showing the stage's snapshot, so the counts UIKit reads when the batch
// ends are the stage's. The completion fires when the last batch's animations finish; updates arriving meanwhile
// wait and are applied together afterwards, the dispatcher showing what the view shows until then. A view not in a
// window reloads. An anchor row keeps its place on screen (its path is followed through each stage with
// `BatchUpdate.replay(tracking:)`).

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
    var willUpdate: (@MainActor (ContentUpdate) -> Void)?
    var didUpdate: (@MainActor (ContentUpdate) -> Void)?
    var recentUpdateLimit = 5
    /// Reports anomalies (the manager's handler).
    let report: @MainActor (Anomaly) -> Void
    /// Called when an update arrives and the view is gone (the leak sentinel).
    var viewIsGone: @MainActor () -> Void = {}

    private(set) var isUpdating = false
    private var queued: [(update: ContentUpdate, completion: (@MainActor () -> Void)?)] = []
    private var inFlightCompletions: [@MainActor () -> Void] = []
    private var pinned = false
    private var appliedSnapshot: (any SectionedContent)?
    private var pendingBatches = 0
    private(set) var recentUpdates: [BatchUpdate] = []
    /// Whether the waiting updates are shown with a reload (the view and the content parted, see `absorbUserMove`).
    private var reloadsWhenBatchEnds = false

    init(dispatcher: Dispatcher, report: @escaping @MainActor (Anomaly) -> Void) {
        self.dispatcher = dispatcher
        self.report = report
    }

    /// Forgets queued updates and shows the content (a new content or a reload).
    func reset() {
        queued = []
        reloadsWhenBatchEnds = false
        unpin()
        appliedSnapshot = nil
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
        if isUpdating {
            if !pinned, let appliedSnapshot { pin(appliedSnapshot) }
            queued.append((update, completion))
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
    /// ``PinnedContent``): the view reloads once the batch ends instead of animating the waiting updates.
    private func absorbUserMove(_ update: ContentUpdate) {
        guard let last = update.stages.last?.snapshot else { return }
        if !queued.isEmpty {
            reloadsWhenBatchEnds = true
            return
        }
        if isUpdating || appliedSnapshot != nil { appliedSnapshot = last }
    }

    private func perform(_ updates: [ContentUpdate], completions: [@MainActor () -> Void], on view: any BatchView) {
        unpin()
        if view.window == nil && !animatesOffScreen {
            perform(updates, completions: completions, reloadingOn: view)
            return
        }
        isUpdating = true
        inFlightCompletions += completions
        let anchor = captureAnchor(in: view)
        var tracked = anchor?.path
        var reloaded = false
        var batches = 0
        outer: for update in updates {
            willUpdate?(update)
            for (index, stage) in update.stages.enumerated() {
                let before = view.shownCounts
                let after = (0..<stage.snapshot.numberOfSections).map { stage.snapshot.numberOfItems(inSection: $0) }
                let target = type(of: view).batchTarget
                let violations = BatchUpdateRules.violations(of: stage.changes, before: before, after: after, view: target)
                if !violations.isEmpty {
                    report(.rejectedBatchUpdate(RejectedUpdate(
                        view: target == .tableView ? "table view" : "collection view", stage: index, before: before,
                        after: after, update: stage.changes, violations: violations.map(\.message),
                        recentUpdates: recentUpdates)))
                    reloaded = true
                    break outer
                }
                if let path = tracked {
                    tracked = try? stage.changes.replay(
                        on: before.map { Array(repeating: (), count: $0) }, after: after, view: target, tracking: [path]
                    ) { _ in () }.tracked[path]
                }
                batches += 1
                pendingBatches += 1
                let animations = update.animation.map { RowAnimations(all: $0) } ?? rowAnimations
                dispatcher.showing(stage.snapshot) {
                    view.performBatch(stage.changes, animations: animations) { [weak self] _ in self?.batchFinished() }
                }
                appliedSnapshot = stage.snapshot
                remember(stage.changes)
            }
            didUpdate?(update)
        }
        if reloaded {
            appliedSnapshot = nil
            view.reloadData()
        } else if let anchor, let tracked {
            restore(anchor, at: tracked, in: view)
        }
        if batches == 0 { finishUpdating() }
    }

    /// Shows `updates` with a reload rather than batches.
    private func perform(_ updates: [ContentUpdate], completions: [@MainActor () -> Void], reloadingOn view: any BatchView) {
        unpin()
        for update in updates { willUpdate?(update) }
        view.reloadData()
        appliedSnapshot = nil
        for update in updates { didUpdate?(update) }
        for completion in completions { completion() }
    }

    private func batchFinished() {
        pendingBatches -= 1
        if pendingBatches <= 0 { finishUpdating() }
    }

    private func finishUpdating() {
        isUpdating = false
        pendingBatches = 0
        let completions = inFlightCompletions
        inFlightCompletions = []
        let waiting = queued
        queued = []
        if reloadsWhenBatchEnds, let view {
            reloadsWhenBatchEnds = false
            perform(waiting.map(\.update), completions: waiting.compactMap(\.completion), reloadingOn: view)
        } else if !waiting.isEmpty, let view {
            perform(waiting.map(\.update), completions: waiting.compactMap(\.completion), on: view)
        } else {
            unpin()
        }
        for completion in completions { completion() }
    }

    /// Shows `snapshot` instead of the content until the queued updates are applied, the content still answering
    /// for its items (``PinnedContent``).
    private func pin(_ snapshot: any SectionedContent) {
        pinned = true
        dispatcher.content = PinnedContent(snapshot, of: content)
    }

    /// Shows the content again.
    private func unpin() {
        guard pinned else { return }
        pinned = false
        dispatcher.content = content
    }

    private func remember(_ batch: BatchUpdate) {
        recentUpdates.append(batch)
        if recentUpdates.count > recentUpdateLimit { recentUpdates.removeFirst(recentUpdates.count - recentUpdateLimit) }
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
