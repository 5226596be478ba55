/// A declarative row with its cell type erased: what ``ListSection``s and ``DeclarativeContent`` hold. Make rows with
/// ``ListRow``; `AnyRow` is the common type a section's rows are kept as.
///
/// A row's identity (``id``) is its model's (`Identifiable.id`, else the value when `Hashable`, else the object
/// for a class), or the `id` you give it, scoped by the row's cell type. Its content is its model's: the diff
/// reloads a row whose model changed (compared with `==` when the model is `Equatable`). Rows are values in all but
/// name: make a new row to show a new model.
@MainActor
public class AnyRow: Identifiable, Equatable, CustomStringConvertible {
    // A row's stored properties are few and small, so that a `ListRow`'s model (its first stored property, right
    // after these) sits within 48 bytes of the row's start: a cell reads the row's class, this flag and the model,
    // which then take one or two cache lines, not three. What most rows never set lives in `extras`.

    /// The row's identity, for the diff and the height cache.
    nonisolated public let id: ItemIdentity
    /// The model, wrapped: its identity and content.
    nonisolated let item: AnyItem
    /// The row's event closures and height rules, made when the first is set (most rows have none).
    private var extras: RowExtras?
    /// Whether the row was given a reuse identifier of its own (``givenReuseIdentifier`` is not `nil`), worked out
    /// once by `init` (its only write, so not checked for exclusive access): read for every cell without a call or a
    /// copy of the identifier.
    @exclusivity(unchecked) private(set) var hasGivenReuseIdentifier = false
    /// Whether a section wrapped the row for the diff (``RowWraps``): an edit of its closures or heights from then on
    /// counts in ``editsOfWrappedRows``.
    @exclusivity(unchecked) var isWrapped = false

    /// How many times a row already wrapped by a section had a closure or height set (it answers other events now):
    /// what sections learned of their rows (``RowSummary``) is learned again when this changes. Rows being built,
    /// not yet in a published section, do not count.
    private(set) static var editsOfWrappedRows: UInt64 = 0

    /// Counts an edit of the row's closures or heights (``editsOfWrappedRows``).
    func noteEdit() {
        if isWrapped { AnyRow.editsOfWrappedRows &+= 1 }
    }

    /// The row's own event closures, if it has any.
    var eventsIfAny: EventHandlers? { extras?.events }
    /// The row's own event closures, made now if the row has none yet: for storing one.
    var events: EventHandlers {
        noteEdit()
        let extras = madeExtras
        if let events = extras.events { return events }
        let made = EventHandlers()
        extras.events = made
        return made
    }
    /// The row's height rule, if it has one.
    var height: RowHeight? {
        get { extras?.height }
        set {
            if newValue == nil && extras == nil { return }
            noteEdit()
            madeExtras.height = newValue
        }
    }
    /// The row's estimated height rule, if it has one.
    var estimatedHeight: RowHeight? {
        get { extras?.estimatedHeight }
        set {
            if newValue == nil && extras == nil { return }
            noteEdit()
            madeExtras.estimatedHeight = newValue
        }
    }

    /// The height ``RowDispatch`` last cached for the row, if it cached it under `token` (the cache's current token:
    /// a height cached under an older one may have been invalidated since).
    func cachedHeight(under token: UInt64) -> Double? {
        guard let extras, extras.cachedHeightToken == token else { return nil }
        return extras.cachedHeight
    }

    /// Keeps `points` on the row as its height cached under `token`, so that the next ask under the same token
    /// reads the row, not the identity-keyed cache. (Only rows with a computed height are cached: they have
    /// `extras`.)
    func cacheHeight(_ points: Double, under token: UInt64) {
        guard let extras else { return }
        extras.cachedHeight = points
        extras.cachedHeightToken = token
    }

    /// Whether the row has made its `extras` (tests check that rows without closures or heights make none).
    var hasExtras: Bool { extras != nil }

    /// `extras`, made now if the row has none yet.
    private var madeExtras: RowExtras {
        if let extras { return extras }
        let made = RowExtras()
        extras = made
        return made
    }

    init<Model>(model: Model, id: ItemIdentity?) {
        let item = AnyItem(model)
        self.item = item
        self.id = id ?? item.identity
        // A subclass sets its own properties before calling this init, so its override answers already.
        hasGivenReuseIdentifier = givenReuseIdentifier != nil
    }

    /// The model the row shows, as `Any` (a ``ListRow`` has it typed as `model`).
    public var anyModel: Any { item.base }

    /// The cell type that shows the row.
    public var cellType: AnyObject.Type { AnyObject.self }

    /// Two rows are equal when they have the same identity and their models the same content. (Rows whose
    /// models have no identity of their own are told apart by their place in the content, so only their content
    /// is compared here.)
    nonisolated public static func == (lhs: AnyRow, rhs: AnyRow) -> Bool {
        hasSameContent(lhs, rhs)
    }

    /// `==`, for a row's wrap too (`AnyItem.hasSameContent(as:)`), which knows both rows are of the same type.
    /// A row given another reuse identifier is changed, even with the same model: the identifier picks its mapping,
    /// so its cell is replaced by one dequeued with the new identifier (an Epoxy item's new style).
    nonisolated static func hasSameContent(_ lhs: AnyRow, _ rhs: AnyRow) -> Bool {
        lhs === rhs
            || ((lhs.id == rhs.id || (lhs.id.isToken && rhs.id.isToken)) && lhs.item.hasSameContent(as: rhs.item)
                && lhs.givenReuseIdentifier == rhs.givenReuseIdentifier)
    }

    /// `ListRow<CountryCell>(France)`.
    nonisolated public var description: String { "Row(\(item.description))" }

    // MARK: What the concrete row provides

    /// The key of the row's mapping in a ``DeclarativeContent`` (one mapping per row type).
    var mappingKey: ObjectIdentifier { ObjectIdentifier(type(of: self)) }

    /// Builds the mapping that shows rows of this type.
    func makeMapping() -> ViewMapping? { nil }

    /// Shows the row's model in `view`, the cell dequeued for it: a ``DeclarativeCell``'s `configure(_:path:)` when
    /// given the row's `path`, else `update(with:)`. `false` when `view` is not of the row's cell type. (The row's
    /// mapping's `configure` calls it; the dispatcher's per-cell path calls it on the row itself, with no cast.)
    func configureCell(_ view: AnyObject, at path: ItemPath?) -> Bool { false }

    /// The reuse identifier given at creation, if any: rows of one type with different identifiers have different
    /// mappings (so a row given another one is changed: ``hasSameContent(_:_:)``).
    nonisolated var givenReuseIdentifier: String? { nil }

    /// Whether the row has a dequeue closure (``didDequeue(_:at:)`` does something).
    var runsDequeueClosure: Bool { false }

    /// Runs the row's dequeue closure with the configured cell.
    func didDequeue(_ view: AnyObject, at path: ItemPath) {}
}

/// What a row holds that most rows never set: its own event closures and height rules.
@MainActor
final class RowExtras {
    var events: EventHandlers?
    var height: RowHeight?
    var estimatedHeight: RowHeight?
    /// The row's computed height as ``RowDispatch`` last cached it, valid while the cache's token is
    /// `cachedHeightToken` (0: none).
    var cachedHeight = 0.0
    var cachedHeightToken: UInt64 = 0
}

/// How tall a row is: a fixed value, a closure of the model (whose answer ``DeclarativeContent`` caches by the row's
/// identity until the diff reloads the row), or automatic (the cell sizes itself).
enum RowHeight {
    /// Always this many points.
    case fixed(Double)
    /// Worked out from the model and path, then cached.
    case computed(@MainActor (Any, ItemPath) -> Double)
    /// The cell sizes itself (UIKit's `automaticDimension`): no answer.
    case automatic
}
