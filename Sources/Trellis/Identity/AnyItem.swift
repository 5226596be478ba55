/// Source of content revisions: every wrap gets a new one.
private let contentRevisions = Locked<UInt64>(0)

/// A model of any type, ready for a storage and its diff: the model, its ``ItemIdentity``, and what the diff needs
/// to tell whether its content changed.
///
/// Any Swift type can be a model: a struct, an enum, a class or subclass instance, a protocol existential, a
/// `String`. Wrapping works out the identity (see ``ItemIdentity``), gives the wrap a new content ``revision``, and,
/// when the model is `Equatable`, remembers how to compare it.
///
/// ## Content changes and reloads
///
/// Two items with the same identity have the same content (``hasSameContent(as:)``) when
/// - they are the same wrap (the same ``revision``: a stored value nobody touched), or
/// - their models are `Equatable`, of the same type, and `==`.
///
/// Otherwise the content counts as changed and a diff reloads the item. **Make your models `Equatable`** to avoid
/// needless reloads: without it, every new value of an item (even an identical one) is reloaded.
///
/// Only an item that is set again counts as changed this way: content that keeps its items keeps their wraps, so an
/// item nobody set again is never reloaded, whatever its model's type. A storage keeps the items it holds; an
/// `OutlineItem` keeps its wrap until its model is set; a `ListSection` until its rows change; a cascading section
/// keeps its models' wraps while nothing in its subtree called `setNeedsUpdate()` (see
/// `CascadingNode.setNeedsUpdate(animation:)`).
///
/// ## Sendability
///
/// `AnyItem` is `@unchecked Sendable` so that snapshots and changesets can travel to a background diff. Storages
/// treat models as values: once a model is in a storage, do not mutate it (a class instance, say) while a diff that
/// holds it runs off the main actor; put a new value in instead, or mutate it on the main actor between updates. A
/// class instance mutated in place compares equal to itself, so publishing it again shows nothing new: reload its row
/// (`MemoryStorage.reloadItem(_:)`, `DeclarativeContent.reloadRows(withIDs:)`,
/// `CascadingNode.setNeedsUpdate(rowsAt:animation:)`, an outline item's model set again), or make it `@Observable`.
public struct AnyItem: Diffable, @unchecked Sendable, CustomStringConvertible {
    /// The shared, immutable parts of a wrap: one allocation per wrap keeps arrays of items small and cheap to
    /// shift.
    ///
    /// The model's type comes first and the model right after it: a cell reads both, and the object's header
    /// (which holds its reference count), from the object's first 56 bytes. (Measured: with the model first and its
    /// type after, `dispatch-1-mapping` and every storage read are markedly slower.)
    final class Storage {
        /// The model's dynamic type, worked out once here so that the per-cell mapping lookup does not ask the
        /// runtime for it each time a cell is shown.
        let modelType: ObjectIdentifier
        /// The model, held as its own type (never an existential inside the `Any`: see `erasedModel(_:)`).
        let base: Any
        let identity: ItemIdentity
        /// `identity.hash`, kept here so that scans read it without following another reference.
        let identityHash: Int
        let revision: UInt64
        /// The model's type when it is `Equatable`, to compare content with `==`.
        let equatableType: (any Equatable.Type)?
        /// The model again, when it is a declarative row wrapped by its section (``init(row:)``): the content of
        /// two such wraps is compared through their rows directly, with neither cast nor `_isEqual`.
        let row: AnyRow?
        /// Whether the wrap says its item changed, whatever its model compares as (``init(changed:)``): its content
        /// differs from every older wrap's.
        let isChange: Bool

        init(
            base: Any, identity: ItemIdentity, revision: UInt64, equatableType: (any Equatable.Type)?,
            modelType: ObjectIdentifier, row: AnyRow? = nil, isChange: Bool = false
        ) {
            self.base = base
            self.identity = identity
            identityHash = identity.hash
            self.revision = revision
            self.equatableType = equatableType
            self.modelType = modelType
            self.row = row
            self.isChange = isChange
        }

        /// This storage with `identity` instead of its own, keeping everything else (the revision too).
        func replacingIdentity(_ identity: ItemIdentity) -> Storage {
            Storage(
                base: base, identity: identity, revision: revision, equatableType: equatableType,
                modelType: modelType, row: row, isChange: isChange)
        }
    }

    let storage: Storage

    /// Wraps `model`. Wrapping an `AnyItem` returns it unchanged (same identity, same revision).
    public init<Model>(_ model: Model) {
        let (base, type, traits) = erasedModel(model)
        if case .anyItem = traits.kind, let item = base as? AnyItem {
            self = item
            return
        }
        storage = Storage(
            base: base, identity: ItemIdentity.of(base, type: type, traits: traits),
            revision: contentRevisions.increment(),
            equatableType: traits.equatable, modelType: ObjectIdentifier(type))
    }

    /// Wraps `model` with `revision` (from ``newRevision()``) instead of a new one: two wraps of the same item with
    /// the same revision have the same content, whatever the model's type. Content that knows when its items change
    /// (a cascading tree's row nodes, by their `setNeedsUpdate()`) keeps the revision until they do.
    init<Model>(_ model: Model, revision: UInt64) {
        let (base, type, traits) = erasedModel(model)
        storage = Storage(
            base: base, identity: ItemIdentity.of(base, type: type, traits: traits), revision: revision,
            equatableType: traits.equatable, modelType: ObjectIdentifier(type))
    }

    /// Wraps `model` as ``init(_:)`` does, keeping `previous`'s revision when the model cannot be compared (it is
    /// not `Equatable`) and `previous` wraps a model of the same type (and, when `sameIdentity`, the same identity, or
    /// both have none of their own: such items are known by their place):
    /// for content that knows the item was not set again since `previous` was made (a cascading section whose node
    /// did not call `setNeedsUpdate()`), so that it does not count as changed.
    init<Model>(_ model: Model, keepingRevisionOf previous: AnyItem, sameIdentity: Bool = true) {
        let (base, type, traits) = erasedModel(model)
        if case .anyItem = traits.kind, let item = base as? AnyItem {
            self = item
            return
        }
        let identity = ItemIdentity.of(base, type: type, traits: traits)
        let keeps =
            traits.equatable == nil && previous.storage.modelType == ObjectIdentifier(type)
            && (!sameIdentity || previous.storage.identity == identity
                || (identity.isToken && previous.storage.identity.isToken))
        storage = Storage(
            base: base, identity: identity, revision: keeps ? previous.storage.revision : contentRevisions.increment(),
            equatableType: traits.equatable, modelType: ObjectIdentifier(type))
    }

    /// Wraps `model` as an item that changed, whatever its model compares as: its content differs from that of
    /// every wrap made before it (a class instance changed in place, which `==` cannot tell from itself). Wraps made
    /// after it compare with it as usual, so the change counts once.
    init(changed model: Any) {
        var (base, type, traits) = erasedModel(model)
        if case .anyItem = traits.kind, let item = base as? AnyItem { (base, type, traits) = erasedModel(item.base) }
        storage = Storage(
            base: base, identity: ItemIdentity.of(base, type: type, traits: traits),
            revision: contentRevisions.increment(), equatableType: traits.equatable, modelType: ObjectIdentifier(type),
            isChange: true)
    }

    /// A content revision no wrap has: for content that keeps its own revisions (``init(_:revision:)``), so they
    /// never equal another wrap's.
    static func newRevision() -> UInt64 { contentRevisions.increment() }

    /// Wraps a declarative row for its section (``RowWraps``): the same wrap as `AnyItem(row)`, which also keeps
    /// the row as one, so that ``hasSameContent(as:)`` compares two rows without casting them back.
    init(row: AnyRow) {
        let (base, type, traits) = erasedModel(row)
        storage = Storage(
            base: base, identity: ItemIdentity.of(base, type: type, traits: traits),
            revision: contentRevisions.increment(),
            equatableType: traits.equatable, modelType: ObjectIdentifier(type), row: row)
    }

    /// The wrapped model (a protocol existential is stored as the concrete value inside it).
    public var base: Any { storage.base }

    /// The dynamic type of ``base``.
    var modelType: ObjectIdentifier { storage.modelType }

    /// The model's identity.
    public var identity: ItemIdentity { storage.identity }

    /// The model's identity, for the diff.
    public var diffIdentity: ItemIdentity { storage.identity }

    /// The identity's hash, read without copying the identity: scans compare it first.
    var identityHash: Int { storage.identityHash }

    /// A number that is new for every wrap: two items with the same revision are the same stored value.
    public var revision: UInt64 { storage.revision }

    /// Whether the model is `Equatable`, so that content changes can be told from unchanged content.
    public var isEquatable: Bool { storage.equatableType != nil }

    /// The model as a `T`, or `nil` when it is not one. `T` can be a protocol existential or a superclass.
    public func model<T>(as type: T.Type = T.self) -> T? {
        storage.base as? T
    }

    /// Whether `other` (an item with the same identity) shows the same content: the same wrap, two `Void` models
    /// (a row that only shows its cell has no content to change), or `Equatable` models of the same type that are
    /// `==`. Anything else counts as changed.
    public func hasSameContent(as other: AnyItem) -> Bool {
        if storage === other.storage || storage.revision == other.storage.revision { return true }
        if storage.isChange || other.storage.isChange {
            // A wrap that says its item changed differs from every older wrap (revisions only grow).
            if (storage.revision > other.storage.revision ? storage : other.storage).isChange { return false }
        }
        if let row = storage.row, let otherRow = other.storage.row {
            // What `==` on the rows answers (below), once their types are known to match.
            return storage.modelType == other.storage.modelType && AnyRow.hasSameContent(row, otherRow)
        }
        if storage.modelType == AnyItem.voidType, other.storage.modelType == AnyItem.voidType { return true }
        guard let equatable = storage.equatableType, other.storage.equatableType != nil,
            Swift.type(of: storage.base) == Swift.type(of: other.storage.base)
        else { return false }
        return _isEqual(equatable, storage.base, other.storage.base)
    }

    /// `Void`'s type: a model with no content.
    private static let voidType = ObjectIdentifier(Void.self)

    /// The model, as `String(describing:)`.
    public var description: String { String(describing: storage.base) }
}

/// `==` on two values of the `Equatable` type `T`, reached by opening an `any Equatable.Type`.
private func _isEqual<T: Equatable>(_ type: T.Type, _ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
    return lhs == rhs
}

extension AnyItem {
    /// `model`, or the model it wraps when it is an ``AnyItem``: what the dispatcher shows and answers events for.
    ///
    /// A content type of one's own that keeps ``StorageSection``s may return their items as they are (`AnyItem`s)
    /// from `item(at:)`, `headerModel(forSection:)` or `footerModel(forSection:)`; the registry maps models, never
    /// the wrap (as ``MappingRegistry/mapping(for:at:kind:)`` looks through it too).
    ///
    /// The type is compared first: a conditional cast from `Any` to a struct is a runtime call, and every event of a
    /// declarative row reads its model through here (`events-answer-declarative` took 1.6x as long with `as?`).
    static func lookingThrough(_ model: Any?) -> Any? {
        guard let model else { return nil }
        guard ObjectIdentifier(Swift.type(of: model)) == ObjectIdentifier(AnyItem.self) else { return model }
        return (model as? AnyItem)?.base ?? model
    }
}
