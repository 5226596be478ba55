internal import Observation

// Live heights: a declarative row whose height closure reads an `@Observable` model gets a new height when what it
// read changes, not only when the diff reloads the row (an in-place change of a live model is no diff).
//
// How:
// - the row dispatch computes the height of a row whose model is an `@Observable` object inside
//   `withObservationTracking` (iOS 17 / macOS 14; before that, nothing is tracked and heights change with reloads
//   only, as before);
// - a change (reported on whichever thread makes it, before the value is stored) is noted, and the row's height
//   forgotten on the main actor on the next turn, or sooner when a host flushes its live cells
//   (`LiveCellTracker.flush()` forgets the noted heights first, so the cells it configures again and the heights it
//   reads then agree);
// - the dispatchers showing the content are then told, once per turn (`Dispatcher.heightsDidChange`): a host
//   that lays out by heights asks for them again (UIKit: an empty batch update). The headless and terminal tables
//   lay out by rows, and read a height when asked.
//
// Only computations are tracked (a cached height costs nothing more), and a row is tracked once while its tracking
// is pending (a height recomputed after the cache was emptied, with the same model, does not pile closures up in the
// model's registrar).

/// Tracks what the height closures of a row dispatch's live rows read, and forgets their heights when it changes.
@MainActor
final class LiveHeightTracking {
    /// A row whose height closure's reads are tracked, with the model it showed (weakly: a dead model's registrar
    /// and the tracking in it are gone).
    private final class Tracked {
        weak var model: AnyObject?
        init(model: AnyObject) { self.model = model }
    }

    /// The rows tracked, by identity, until what they read changes.
    private var tracked: [ItemIdentity: Tracked] = [:]
    private var pruneAt = 64
    /// Whether each model type seen is an `@Observable` class.
    /// (A ``TypeTable`` keyed by the type the row's item recorded: read for every height computed, with no copy of
    /// the model.)
    private var observableTypes = TypeTable<Bool>()
    /// The dispatchers that showed the content (told when heights changed), by identity.
    private var dispatchers: [ObjectIdentifier: WeakDispatcher] = [:]
    private var notifyScheduled = false
    /// The row dispatch whose heights these are.
    private unowned let owner: RowDispatch
    /// The heights whose reads changed, not forgotten yet (a change is reported on the thread that makes it).
    private nonisolated static let stale = Locked<[(rows: WeakRowDispatch, id: ItemIdentity)]>([])

    init(owner: RowDispatch) { self.owner = owner }

    /// A row dispatch, held weakly, that a change reported on any thread names (read on the main actor only).
    private final class WeakRowDispatch: @unchecked Sendable {
        // @unchecked: set once, read only on the main actor (`forgetStaleHeights()`).
        weak var dispatch: RowDispatch?
        init(_ dispatch: RowDispatch) { self.dispatch = dispatch }
    }

    private final class WeakDispatcher {
        weak var dispatcher: Dispatcher?
        init(_ dispatcher: Dispatcher) { self.dispatcher = dispatcher }
    }

    /// `compute()`, the height of `row`, with its reads tracked when the row's model is an `@Observable` object:
    /// when one of them changes, the owner forgets the row's height (``RowDispatch/forgetLiveHeight(of:)``).
    func height(of row: AnyRow, _ compute: () -> Double) -> Double {
        guard let model = observableModel(of: row) else { return compute() }
        let id = row.id
        if let existing = tracked[id], existing.model === model { return compute() }
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return compute() }
        tracked[id] = Tracked(model: model)
        pruneIfNeeded()
        let rows = WeakRowDispatch(owner)
        return withObservationTracking(compute) {
            // Before the value is stored, on the thread that makes the change: noted here, and forgotten on the main
            // actor on the next turn, or sooner by a live-cell tracker's flush (before it configures cells again).
            let first = Self.stale.withLock { stale in
                stale.append((rows, id))
                return stale.count == 1
            }
            if first { Task { @MainActor in LiveHeightTracking.forgetStaleHeights() } }
        }
    }

    /// Forgets, now, the heights of every row whose height closure read something that changed since (what the
    /// main actor does on the turn after the change): a host's live-cell flush calls it first, so that the cells it
    /// configures again and the heights it reads then agree.
    static func forgetStaleHeights() {
        let stale = Self.stale.withLock { stale in
            defer { stale = [] }
            return stale
        }
        for (rows, id) in stale { rows.dispatch?.forgetLiveHeight(of: id) }
    }

    /// The tracking of `id` fired: a new computation tracks it anew.
    func fired(_ id: ItemIdentity) {
        tracked[id] = nil
    }

    /// Tells `dispatcher` when heights change.
    func listen(_ dispatcher: Dispatcher) {
        let id = ObjectIdentifier(dispatcher)
        if dispatchers[id]?.dispatcher === dispatcher { return }
        dispatchers = dispatchers.filter { $0.value.dispatcher != nil }
        dispatchers[id] = WeakDispatcher(dispatcher)
    }

    /// Tells the dispatchers still showing `rows`, once on the next main-actor turn, that heights changed.
    func scheduleNotification(for rows: RowDispatch) {
        guard !notifyScheduled else { return }
        notifyScheduled = true
        Task { @MainActor [weak self, weak rows] in
            guard let self else { return }
            notifyScheduled = false
            guard let rows else { return }
            for listener in dispatchers.values {
                guard let dispatcher = listener.dispatcher, dispatcher.heightRows === rows else { continue }
                dispatcher.heightsMayHaveChanged()
            }
        }
    }

    /// The row's model when it is an `@Observable` object. Whether a type is observable is worked out once per type.
    private func observableModel(of row: AnyRow) -> AnyObject? {
        let type = row.item.modelType
        let observable: Bool
        if let known = observableTypes[type] {
            observable = known
        } else {
            observable = LiveTracking.isObservableObject(row.anyModel)
            observableTypes.insert(observable, for: type)
        }
        return observable ? row.anyModel as AnyObject : nil
    }

    /// Forgets the rows whose models are gone, once their number doubles.
    private func pruneIfNeeded() {
        guard tracked.count > pruneAt else { return }
        tracked = tracked.filter { $0.value.model != nil }
        pruneAt = max(64, tracked.count * 2)
    }
}
