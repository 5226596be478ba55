public import Foundation

/// A storage that holds its sections and items in memory, with a full editing API whose edits animate by
/// themselves.
///
/// A section can hold models of any types side by side (a struct, an enum, a class instance and a `String`), plus a
/// header model and a footer model. Items are identified as ``ItemIdentity`` describes; make your models
/// `Identifiable` (or `Hashable`) and `Equatable` for the best animations.
///
/// ```swift
/// let storage = MemoryStorage()
/// let observation = storage.observe { update in host.apply(update) }
/// try storage.addItems(posts, toSection: 0)
/// try storage.setSectionHeaderModel("Posts", forSection: 0)
/// try storage.performUpdates {
///     try storage.removeItem(oldPost)
///     try storage.insertItem(newPost, at: ItemPath(item: 0, section: 0))
/// }
/// ```
///
/// ## Updates
///
/// Every edit, and every ``performUpdates(_:)`` batch, sends exactly one ``StorageUpdate`` to each observer; an edit
/// that changes nothing sends none. Single edits build their update directly from the positions they touch, in
/// constant time: editing a storage costs about what editing an array costs. Wholesale edits (``setItems(_:)``,
/// `setSections(_:)`, ``setItems(_:forSection:)``, header and footer lists) and batches compare the content
/// before and after with the diff engine. Either way, every stage passes UIKit's batch-update rules.
///
/// ## Mistakes
///
/// An invalid edit (an index out of range, an item or section identifier the storage does not hold) throws a
/// ``StorageError`` that says what was wrong; the storage is unchanged and observers hear nothing. Nothing a caller
/// passes in can make the storage trap.
///
/// An edit made by an observer while an update is being delivered is reported as
/// ``Anomaly/editDuringUpdate(operation:)`` and applied once every observer has the current update, as an update of
/// its own (so every observer sees the updates in the same order, and no row is lost or doubled). Until then the
/// storage still shows the update being delivered. A deferred edit returns without throwing; if it turns out to be
/// invalid when it is applied, it is reported as ``Anomaly/invalidStorageEdit(_:)``. The paths and section indexes
/// a deferred edit is given name the rows and sections as the storage showed them when the edit was made: it reaches
/// those rows, wherever the edits that ran before it moved them (an item by its stored wrap; a section by its
/// identifier, or by its index when it has none, as the diff knows it). One an earlier edit removed is reported
/// (`itemNotFound`, `sectionNotFound`) and no other is touched.
///
/// ## Duplicates
///
/// See ``duplicatePolicy``.
@MainActor
public final class MemoryStorage {
    /// What happens when an edit brings in an item whose identity the storage already holds (or that the edit
    /// brings in twice).
    ///
    /// - ``DuplicatePolicy/disambiguateByOccurrence`` (the default): both are kept, and the duplicate is reported as
    ///   ``Anomaly/duplicateIdentity(_:)`` with every place the identity occurs. Diffs pair the k-th occurrence
    ///   before a change with the k-th after it.
    /// - ``DuplicatePolicy/keepFirst``: item edits (add, insert, replace, insert a section) that would bring in a
    ///   duplicate throw ``StorageError/Kind/duplicateItem`` and change nothing.
    /// - ``DuplicatePolicy/keepLast``: the new item replaces the ones already held, which are removed in the same
    ///   update ("add or replace").
    ///
    /// Wholesale edits never throw for duplicates: they apply the policy across the new content (keeping every
    /// occurrence, the first, or the last in content order) and report each duplicated identity once, with every
    /// place it occurs in the content you supplied.
    public var duplicatePolicy: DuplicatePolicy = .disambiguateByOccurrence
    /// Where this storage's anomalies go (a manager sets its own); `nil` sends them to ``AnomalyReporter``.
    public var anomalyHandler: AnomalyHandler? {
        get { publisher.anomalyHandler }
        set { publisher.anomalyHandler = newValue }
    }

    /// How many missing sections one edit may create (an item added to section `numberOfSections + 9_999`
    /// creates the 10,000 sections up to it); an index further out throws ``StorageError/Kind/sectionOutOfRange``
    /// rather than allocate sections for a runaway index.
    nonisolated public static let maximumCreatedSections = 10_000

    // MARK: State

    /// The sections, with `position` equal to the index.
    @exclusivity(unchecked) var content: [StorageSection] = []
    /// How many items of each identity the storage holds (headers and footers are not items).
    var counts: [ItemIdentity: Int] = [:]
    /// How many identities occur more than once.
    var duplicatedIdentities = 0
    /// How many items the storage holds.
    var itemCount = 0
    /// Where each identity occurs, once a duplicate report has needed it (`nil` until then, and after an edit that
    /// moved items): see ``PlaceIndex``.
    var places: PlaceIndex?

    /// An edit that arrived during a delivery, inside a ``performUpdates(_:)`` body.
    struct DeferredEdit {
        let operation: String
        let apply: () throws(StorageError) -> Void
    }

    /// Delivers updates to observers (and runs edits made during a delivery afterwards, in order).
    let publisher = ContentPublisher()
    /// The edits of a ``performUpdates(_:)`` called during a delivery, gathered to be applied as one update later.
    var deferredBatch: [DeferredEdit]?
    /// How deep inside ``performUpdates(_:)`` the storage is.
    var batchDepth = 0
    /// Named in invariant failures (tests set it to the seed that produced the storage's edits).
    var _debugLabel: String?
    /// Edits since `_checkInvariants()` last read the content (debug builds).
    var uncheckedEdits = 0
    /// Whether models whose equality breaks its laws were reported (once per storage: `_checkInvariants()`).
    var reportedUnlawfulEquality = false

    // MARK: Creating

    /// An empty storage.
    public init() {}

    /// A storage holding `sections`. Throws when two sections share an identifier; duplicate items follow the
    /// default ``duplicatePolicy``.
    public convenience init(sections: [StorageSection]) throws(StorageError) {
        self.init()
        try setSections(sections)
    }

    /// A storage holding one section of `items` (or none when `items` is empty).
    public convenience init<Model>(items: [Model]) {
        self.init()
        if !items.isEmpty { setItems([items]) }
    }

    // MARK: Reading

    /// The content: every section with its items, header and footer. A value: later edits do not change it.
    public var sections: [StorageSection] { content }

    /// How many sections the storage holds.
    public var numberOfSections: Int { content.count }

    /// How many items section `section` holds; `0` for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        content.indices.contains(section) ? content[section].items.count : 0
    }

    /// How many items the storage holds, over all sections.
    public var totalNumberOfItems: Int { itemCount }

    /// Whether the storage holds no items (it may still hold empty sections).
    public var isEmpty: Bool { itemCount == 0 }

    /// The section at `index`, or `nil` when there is none.
    public func section(at index: Int) -> StorageSection? {
        content.indices.contains(index) ? content[index] : nil
    }

    /// The section whose identifier is `id`, or `nil`.
    public func section<ID: Hashable>(withID id: ID) -> StorageSection? {
        sectionIndex(withID: id).map { content[$0] }
    }

    /// The index of the section whose identifier is `id`, or `nil`.
    public func sectionIndex<ID: Hashable>(withID id: ID) -> Int? {
        sectionIndex(of: ItemIdentity(value: id))
    }

    func sectionIndex(of id: ItemIdentity) -> Int? {
        for index in content.indices where content[index].id == id { return index }
        return nil
    }

    /// The model at `path`, or `nil` when the path is out of range.
    public func item(at path: ItemPath) -> Any? {
        anyItem(at: path)?.base
    }

    /// The model at `path` as a `T`, or `nil` when the path is out of range or the model is not a `T`.
    public func item<T>(at path: ItemPath, as type: T.Type) -> T? {
        anyItem(at: path)?.model(as: type)
    }

    /// The model at a two-index `IndexPath` (`[section, item]`), or `nil`.
    public func item(at indexPath: IndexPath) -> Any? {
        ItemPath(indexPath).flatMap { item(at: $0) }
    }

    /// The wrapped item at `path` (model, identity, revision), or `nil` when the path is out of range.
    public func anyItem(at path: ItemPath) -> AnyItem? {
        guard content.indices.contains(path.section), content[path.section].items.indices.contains(path.item)
        else { return nil }
        return content[path.section].items[path.item]
    }

    /// The models of section `section`; empty for a section that does not exist.
    public func items(inSection section: Int) -> [Any] {
        content.indices.contains(section) ? content[section].models : []
    }

    /// The header model of section `section`, if any.
    public func headerModel(forSection section: Int) -> Any? {
        content.indices.contains(section) ? content[section].header?.base : nil
    }

    /// The footer model of section `section`, if any.
    public func footerModel(forSection section: Int) -> Any? {
        content.indices.contains(section) ? content[section].footer?.base : nil
    }

    /// The model of section `section`'s supplementary view of element kind `kind`, if any.
    public func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? {
        content.indices.contains(section) ? content[section].supplementaryModel(ofKind: kind) : nil
    }

    /// Whether the storage holds an item with `model`'s identity. Constant time. (A class instance whose identity
    /// changed since it was stored, its `id` reassigned, say, is held under the old one: ``itemPath(of:)`` finds it.)
    public func contains<Model>(_ model: Model) -> Bool {
        counts[ItemIdentity(model)] != nil
    }

    /// The path of the first item with `model`'s identity (a class instance: the instance, even if its identity
    /// changed since it was stored), or `nil`. Linear in the number of items.
    public func itemPath<Model>(of model: Model) -> ItemPath? {
        firstPath(ofModel: model, identity: ItemIdentity(model))
    }

    /// The first item with `model`'s identity as a two-index `IndexPath` (`[section, item]`), or `nil`.
    public func indexPath<Model>(of model: Model) -> IndexPath? {
        itemPath(of: model)?.indexPath
    }

    // MARK: Observing

    /// Calls `handler` with every update from now on, until the returned token is cancelled or deallocated.
    ///
    /// Observers are called in the order they subscribed. An observer that edits the storage while it is being
    /// called gets its edit applied after every observer has this update (see ``MemoryStorage``).
    ///
    /// The storage keeps `handler` until the observation ends: capture the object that owns the storage weakly in
    /// it, or the two keep each other alive.
    public func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        publisher.observe(handler)
    }

    /// The sections as observers last received them: the content itself (an edit made during a delivery waits
    /// until the delivery is over).
    public var snapshot: ContentSnapshot { ContentSnapshot(sections: content) }

    // MARK: Batching

    /// Runs `body`, whose edits reach observers as one update, computed by comparing the content before and
    /// after (so any mix of edits is fine, and the stages pass UIKit's rules).
    ///
    /// If `body` throws, every edit it made is undone, no update is sent, and the error is rethrown. An edit inside
    /// `body` that throws changes nothing, and `body` may catch the error and go on. Batches can nest: the outermost
    /// one sends the update.
    ///
    /// Called by an observer while an update is being delivered, the batch is reported and deferred: its edits are
    /// recorded (they neither change the content nor throw yet) and applied as one update after the current one;
    /// any of them that fails then is reported as ``Anomaly/invalidStorageEdit(_:)``.
    public func performUpdates<E: Error>(_ body: () throws(E) -> Void) throws(E) {
        if let recorded = deferredBatch?.count {
            // Inside a batch made during a delivery: the edits are recorded; a throwing body records none.
            do throws(E) { try body() } catch {
                deferredBatch?.removeSubrange(recorded...)
                throw error
            }
            return
        }
        if batchDepth > 0 {
            // A nested batch: the outermost one sends the update, but a throwing body is undone here already, so
            // an outer body that catches the error goes on from the content before the nested batch.
            let saved = (content, counts, duplicatedIdentities, itemCount)
            batchDepth += 1
            defer { batchDepth -= 1 }
            do throws(E) { try body() } catch {
                (content, counts, duplicatedIdentities, itemCount) = saved
                forgetPlaces()
                throw error
            }
            return
        }
        if publisher.isBusy {
            deferredBatch = []
            do throws(E) {
                try body()
            } catch {
                deferredBatch = nil
                throw error
            }
            let batch = deferredBatch ?? []
            deferredBatch = nil
            guard !batch.isEmpty else { return }
            publisher.edit("performUpdates(_:)") { [self] in
                performUpdates { for edit in batch { run(edit) } }
            }
            return
        }
        let before = content, beforeCounts = counts
        let beforeDuplicates = duplicatedIdentities, beforeItemCount = itemCount
        batchDepth = 1
        do throws(E) {
            try body()
        } catch {
            batchDepth = 0
            content = before
            counts = beforeCounts
            duplicatedIdentities = beforeDuplicates
            itemCount = beforeItemCount
            forgetPlaces()
            throw error
        }
        batchDepth = 0
        commitDiff(from: before)
    }

    // MARK: Publishing

    /// Every edit's one entry: runs `body` now; during a delivery, reports it and runs it once the delivery is over
    /// (inside a batch made during a delivery, records it for that batch). `operation` names the edit in errors and
    /// reports.
    func edit(
        _ operation: String = #function, _ body: @escaping (_ operation: String) throws(StorageError) -> Void
    ) throws(StorageError) {
        if deferredBatch != nil {
            deferredBatch?.append(DeferredEdit(operation: operation) { () throws(StorageError) in try body(operation) })
            return
        }
        // Inside a batch, an edit is part of it; otherwise it runs as the publisher's edit, so that an edit made by
        // code it calls (an anomaly handler) waits until its update is sent.
        if batchDepth > 0 { return try body(operation) }
        guard publisher.isBusy else {
            return try publisher.whileEditing { () throws(StorageError) in try body(operation) }
        }
        publisher.edit(operation) { [self] in
            run(DeferredEdit(operation: operation) { () throws(StorageError) in try body(operation) })
        }
    }

    /// ``edit(_:_:)`` for an edit that cannot fail.
    func edit(_ operation: String = #function, _ body: @escaping (_ operation: String) -> Void) {
        let throwing: (String) throws(StorageError) -> Void = { body($0) }
        do { try edit(operation, throwing) } catch { report(.invalidStorageEdit(error)) }
    }

    /// Ends a single edit: checks the invariants and sends `batch` (built only when someone listens).
    func commit(_ batch: @autoclosure () -> BatchUpdate) {
        _checkInvariants()
        guard batchDepth == 0, publisher.hasObservers else { return }
        let update = batch()
        guard !update.isEmpty else { return }
        publisher.send(
            ContentUpdate(stages: [ContentUpdate.Stage(data: ContentSnapshot(sections: content), update: update)]))
    }

    /// Ends a wholesale edit or a batch: checks the invariants and sends the diff from `before` to the content.
    func commitDiff(from before: [StorageSection]) {
        _checkInvariants()
        guard batchDepth == 0, publisher.hasObservers else { return }
        publisher.send(ContentUpdate(Self.diff(from: before, to: content)))
    }

    /// Applies an edit that waited for a delivery to end; one that fails is reported.
    private func run(_ edit: DeferredEdit) {
        do {
            try edit.apply()
        } catch {
            report(.invalidStorageEdit(error))
        }
    }

    /// The diff between two contents. Duplicates are paired by occurrence (the k-th `x` before with the k-th `x`
    /// after) by the diff; the storage has reported them already, with every path, so the diff stays quiet.
    nonisolated static func diff(
        from before: [StorageSection], to after: [StorageSection]
    ) -> StagedChangeset<[StorageSection]> {
        StagedChangeset(source: before, target: after, reportingDuplicates: false)
    }
}

extension MemoryStorage: ObservableContent {}
