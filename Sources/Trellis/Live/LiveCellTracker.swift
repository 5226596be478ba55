internal import Observation

// Live models: a cell on screen whose configure closure read a property of an `@Observable` model is configured
// again when that property changes: no diff, no update, no reload (UIKit: `reconfigureRows` / `reconfigureItems`;
// the terminal and headless tables: the configure closure again).
//
// How:
// - a host asks for its cells through the tracker (`cell(at:from:)`, `reconfigure(_:at:with:)`), which runs the
//   dispatcher's configure inside `withObservationTracking` (iOS 17 / macOS 14; before that the tracker does
//   nothing);
// - a change (reported on whichever thread makes it, before the value is stored) records the model and asks for one
//   flush on the main actor: changes made in one run-loop turn are flushed together, and each cell is configured
//   once however many of its properties changed. A host without a run loop (the terminal's session, which blocks
//   reading keys) flushes before it draws (`flush()`);
// - the flush hands the host the views still showing the changed models, which it configures again through the
//   tracker (tracking anew: `withObservationTracking` reports once);
// - a cell taken off screen stops being tracked (`stopTracking(_:)`; UIKit's cells, when the manager does not hear
//   `didEndDisplaying`, are dropped when a change finds them off screen or reused for another row).
//
// Nothing is kept alive: views are known by identity, models held weakly. `withObservationTracking` keeps its closure in the
// model's registrar until a tracked property changes (or the model goes), and offers no way to cancel it, so the
// tracker tracks a model object once while that is pending: a model scrolled off and back on screen does not pile
// closures up in its registrar. Only rows whose model is an `@Observable` object are tracked (models that are values
// cost one look-up per cell). A model is tracked once per kind of row showing it (the type of the item the content
// holds: a declarative `ListRow<Cell>` names its cell type), so that two rows whose cells read different properties
// of one model are each configured again when theirs changes; a second cell of the same kind showing the model while
// its tracking is pending shares it (the reads of the first cell's closure are tracked, the same code's).

/// Keeps cells on screen up to date with the `@Observable` models their configure closures read. A host makes one,
/// asks for its cells through it, and reconfigures the views it hands back.
@MainActor
public final class LiveCellTracker {
    /// What a tracking is for: a model object, shown by a kind of row (the type of the item the content holds: a
    /// declarative row's type names its cell type). Two rows of different kinds showing one model configure
    /// different cells, which read different properties: each is tracked with its own reads.
    struct Key: Hashable, Sendable {
        let id: ObjectIdentifier
        let row: ObjectIdentifier
    }

    /// One model (or view) tracked, until one of the properties read changes.
    final class Record {
        /// The model, while it lives (a dead model's registrar, and the tracking in it, are gone).
        weak var anchor: AnyObject?
        /// The views showing it, tracked (by identity: a weak reference would make every retain of the view slower).
        var views: Set<ObjectIdentifier> = []

        init(anchor: AnyObject?) { self.anchor = anchor }
    }

    /// Changes reported and not flushed yet, from any thread.
    private struct Pending {
        var keys: Set<Key> = []
        var flushScheduled = false
    }

    private let pending = Locked(Pending())
    private var records: [Key: Record] = [:]
    private var keyOfView: [ObjectIdentifier: Key] = [:]
    private var pruneAt = 64
    /// Whether each model type seen is an `@Observable` class.
    private var observableTypes: [ObjectIdentifier: Bool] = [:]

    /// Called by each flush with the identities of the views showing changed models, each once: the host configures
    /// again each of its cells on screen with one of these identities, through ``reconfigure(_:at:with:)`` (UIKit:
    /// `reconfigureRows`). An identity may name no view of the host any more (a cell it let go).
    public var reconfigureViews: @MainActor (_ views: Set<ObjectIdentifier>) -> Void

    /// Whether cells are tracked (on by default where `Observation` exists). Turning it off stops tracking new
    /// configures; changes already tracked are still flushed.
    public var isEnabled = true

    /// A tracker whose flushes hand `reconfigure` the views still showing changed models (see
    /// ``reconfigureViews``).
    public init(reconfigure: @escaping @MainActor (_ views: Set<ObjectIdentifier>) -> Void = { _ in }) {
        reconfigureViews = reconfigure
    }

    /// How many views are tracked now.
    public var trackedViewCount: Int { keyOfView.count }

    /// Whether changes wait for a flush.
    public var hasPendingChanges: Bool { pending.withLock { !$0.keys.isEmpty } }

    // MARK: Configuring through the tracker

    /// `dispatcher.cell(at: path)`, with the reads of its configure closure tracked when the row's model is an
    /// `@Observable` object.
    public func cell(at path: ItemPath, from dispatcher: Dispatcher) -> ConfiguredView? {
        configuring(at: path, in: dispatcher) { dispatcher.cell(at: path) }
    }

    /// `dispatcher.cell(at: path, dequeuingFrom: host)`, tracked as ``cell(at:from:)`` is: for a host that asks for
    /// its own cells.
    public func cell(at path: ItemPath, from dispatcher: Dispatcher, dequeuingFrom host: any ViewHost)
        -> ConfiguredView?
    {
        configuring(at: path, in: dispatcher) { dispatcher.cell(at: path, dequeuingFrom: host) }
    }

    /// `dispatcher.reconfigure(shown, at: path)`, with the reads of the configure closure tracked when the row's
    /// model is an `@Observable` object.
    public func reconfigure(_ shown: ConfiguredView, at path: ItemPath, with dispatcher: Dispatcher) -> ConfiguredView?
    {
        configuring(at: path, in: dispatcher) { dispatcher.reconfigure(shown, at: path) }
    }

    /// Runs `configure`, which configures the cell of the row at `path`, tracking its reads when the row's model is
    /// an `@Observable` object (and tracking is enabled).
    private func configuring(
        at path: ItemPath, in dispatcher: Dispatcher, _ configure: () -> ConfiguredView?
    ) -> ConfiguredView? {
        guard isEnabled, let (model, row) = observableModel(at: path, in: dispatcher) else { return configure() }
        return track(model, as: row, configure)
    }

    /// Stops tracking `view` (it left the screen, or is queued for reuse).
    public func stopTracking(_ view: AnyObject) {
        let id = ObjectIdentifier(view)
        guard let key = keyOfView.removeValue(forKey: id), let record = records[key] else { return }
        record.views.remove(id)
        // A model's record stays while its tracking is pending, so that showing the model again does not track it
        // twice; it goes with the model.
        if record.views.isEmpty && record.anchor == nil { records[key] = nil }
    }

    /// Configures again, now, the views of every change reported so far (what the scheduled flush does on the next
    /// main-actor turn): for hosts that draw without returning to the run loop.
    public func flush() {
        // Heights that read the changed models are forgotten first: the cells configured again and the heights the
        // host reads then agree.
        LiveHeightTracking.forgetStaleHeights()
        let keys = pending.withLock { pending in
            let keys = pending.keys
            pending.keys = []
            return keys
        }
        guard !keys.isEmpty else { return }
        var views = Set<ObjectIdentifier>()
        for key in keys {
            guard let record = records.removeValue(forKey: key) else { continue }
            for id in record.views where keyOfView[id] == key {
                keyOfView[id] = nil
                views.insert(id)
            }
        }
        pruneIfNeeded()
        if !views.isEmpty { reconfigureViews(views) }
    }

    // MARK: Tracking

    private func track(_ model: AnyObject, as row: ObjectIdentifier, _ configure: () -> ConfiguredView?)
        -> ConfiguredView?
    {
        let key = Key(id: ObjectIdentifier(model), row: row)
        if let record = records[key], record.anchor === model {
            // The model is tracked for this kind of row already (its tracking has not fired): associate the view,
            // track nothing new (a model scrolled off and back on screen does not pile closures up in its registrar).
            let shown = configure()
            if let shown { follow(shown, with: key, anchor: model) }
            return shown
        }
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return configure() }
        let pending = self.pending
        let shown = withObservationTracking(configure) { [weak self] in
            let schedule = pending.withLock { pending -> Bool in
                pending.keys.insert(key)
                defer { pending.flushScheduled = true }
                return !pending.flushScheduled
            }
            guard schedule else { return }
            Task { @MainActor in self?.scheduledFlush() }
        }
        if let shown { follow(shown, with: key, anchor: model) }
        return shown
    }

    /// Associates `shown`'s view with the tracking of `key`, unless the content made the view itself (a cascading
    /// node's `cellForRowAt`): such a view has no configure to run again, and UIKit's reconfigure would raise if the
    /// content made a new one, so its row refreshes by the content's update. (Decided from the mapping that made the
    /// view, after the fact, so the per-cell path looks nothing up; the model's tracking is kept, so configuring it
    /// again adds nothing to its registrar.)
    private func follow(_ shown: ConfiguredView, with key: Key, anchor: AnyObject) {
        guard shown.mapping.provideView != nil else { return associate(shown.view, with: key, anchor: anchor) }
        if records[key]?.anchor !== anchor { records[key] = Record(anchor: anchor) }
    }

    /// The model of the row at `path` (a declarative row's own model) when it is an `@Observable` object shown by a
    /// view the host configures (not one the content makes itself): what the tracker tracks, with the type of the item
    /// the content holds there (the kind of row). Whether a type is observable is worked out once per type.
    private func observableModel(at path: ItemPath, in dispatcher: Dispatcher) -> (AnyObject, ObjectIdentifier)? {
        guard let stored = dispatcher.model(at: path) else { return nil }
        let model = dispatcher.registryModel(for: stored)
        let type = ObjectIdentifier(Swift.type(of: model))
        let observable: Bool
        if let known = observableTypes[type] {
            observable = known
        } else {
            observable = LiveTracking.isObservableObject(model)
            observableTypes[type] = observable
        }
        guard observable else { return nil }
        return (model as AnyObject, ObjectIdentifier(Swift.type(of: stored)))
    }

    private func scheduledFlush() {
        pending.withLock { $0.flushScheduled = false }
        flush()
    }

    private func associate(_ view: AnyObject, with key: Key, anchor: AnyObject) {
        let id = ObjectIdentifier(view)
        if let old = keyOfView[id], old != key { stopTracking(view) }
        let record: Record
        if let existing = records[key], existing.anchor === anchor {
            record = existing
        } else {
            // A new model, or one at the address of a model that is gone: a record of its own.
            record = Record(anchor: anchor)
            records[key] = record
        }
        record.views.insert(id)
        keyOfView[id] = key
        pruneIfNeeded()
    }

    /// Forgets the records of models that are gone, once their number doubles.
    private func pruneIfNeeded() {
        guard records.count > pruneAt else { return }
        for (key, record) in records where record.anchor == nil {
            for id in record.views where keyOfView[id] == key { keyOfView[id] = nil }
            records[key] = nil
        }
        pruneAt = max(64, records.count * 2)
    }

}
