/// A row of an outline that may hold child rows, shown below it, one level deeper, while it is expanded.
///
/// ```swift
/// OutlineItem(folder, isExpanded: true) {
///     OutlineItem(file1)
///     OutlineItem(subfolder) { OutlineItem(file2) }
/// }
/// ```
///
/// The model is shown like any model (a mapping in the registry, or a declarative ``ListRow``). Selecting a row, and
/// the outline's calls `at:` a path, address the item by where it is shown; its calls given a model find the item by
/// the model's identity (see ``ItemIdentity``), so such a model should have one.
///
/// The item wraps its model for the diff once, when the model is set: an item kept from one version of
/// ``OutlineContent/sections`` to the next (expanded, collapsed, moved, or beside an edited one) shows the same
/// content, whatever its model's type, and its row is never reloaded. Setting ``model`` (even to the same value or
/// instance) makes a new wrap: a model that is not `Equatable` then counts as changed and its row is reloaded, so set
/// it again to show a class instance changed in place (see ``AnyItem``).
public struct OutlineItem {
    /// The model shown in the item's row. Setting it wraps it again, and works out the item's ``identity`` again.
    public var model: Any {
        didSet { wrap = AnyItem(model) }
    }
    /// The model as the diff sees it, made when the model is set: a new wrap (a new content revision) only then.
    private(set) var wrap: AnyItem
    /// The child items, shown while the item is expanded.
    public var children: [OutlineItem] {
        get { box.items }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = OutlineChildren(box.items) }
            yield &box.items
        }
    }
    /// The children, in a box whose release takes the levels below apart one by one (see ``OutlineChildren``).
    fileprivate var box: OutlineChildren
    /// Whether the children are shown.
    public var isExpanded: Bool
    /// The model's identity, as the diff sees it (a declarative row's is scoped by its cell type), worked out when
    /// the model is set. (A class model whose `id` changes in place keeps the identity it had: the outline's calls
    /// given a model find such an item by the instance.)
    public var identity: ItemIdentity { wrap.identity }

    /// An item showing `model`, with `children`.
    public init(_ model: Any, isExpanded: Bool = false, children: [OutlineItem] = []) {
        self.model = model
        wrap = AnyItem(model)
        box = OutlineChildren(children)
        self.isExpanded = isExpanded
    }

    /// An item showing `model`, with the children `children` builds.
    public init(_ model: Any, isExpanded: Bool = false, @OutlineItemsBuilder children: () -> [OutlineItem]) {
        self.init(model, isExpanded: isExpanded, children: children())
    }

    /// Whether the item has children (and so can be expanded).
    public var isExpandable: Bool { !children.isEmpty }
}

/// An outline's section: a header and footer, items, and whether the whole section is collapsed (its header
/// stays, its rows go).
public struct OutlineSection {
    /// The section's identity.
    public var id: ItemIdentity
    /// The header model (a `String` is a title), if any. Wrapped for the diff when set, as an item's model is.
    public var header: Any? {
        didSet { headerWrap = header.map { AnyItem($0) } }
    }
    /// The footer model, if any. Wrapped for the diff when set, as an item's model is.
    public var footer: Any? {
        didSet { footerWrap = footer.map { AnyItem($0) } }
    }
    /// The header and footer as the diff sees them, made when they are set.
    private(set) var headerWrap: AnyItem?
    private(set) var footerWrap: AnyItem?
    /// Whether the section's rows are hidden.
    public var isCollapsed: Bool
    /// The top-level items.
    public var items: [OutlineItem]

    /// A section identified by `id`.
    public init<ID: Hashable>(
        id: ID, header: Any? = nil, footer: Any? = nil, isCollapsed: Bool = false, items: [OutlineItem] = []
    ) {
        self.id = ItemIdentity(value: id)
        self.header = header
        self.footer = footer
        headerWrap = header.map { AnyItem($0) }
        footerWrap = footer.map { AnyItem($0) }
        self.isCollapsed = isCollapsed
        self.items = items
    }

    /// A section identified by `id` with the items `items` builds.
    public init<ID: Hashable>(
        id: ID, header: Any? = nil, footer: Any? = nil, isCollapsed: Bool = false,
        @OutlineItemsBuilder items: () -> [OutlineItem]
    ) {
        self.init(id: id, header: header, footer: footer, isCollapsed: isCollapsed, items: items())
    }
}

/// Builds outline items with `if`, `for` and optionals.
@resultBuilder
public enum OutlineItemsBuilder {
    /// One item.
    public static func buildExpression(_ item: OutlineItem) -> [OutlineItem] { [item] }
    /// Several items.
    public static func buildExpression(_ items: [OutlineItem]) -> [OutlineItem] { items }
    /// The items of each statement, in order.
    public static func buildBlock(_ parts: [OutlineItem]...) -> [OutlineItem] { parts.flatMap { $0 } }
    /// The items of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [OutlineItem]?) -> [OutlineItem] { part ?? [] }
    /// The items of the `if` branch.
    public static func buildEither(first part: [OutlineItem]) -> [OutlineItem] { part }
    /// The items of the `else` branch.
    public static func buildEither(second part: [OutlineItem]) -> [OutlineItem] { part }
    /// The items of every pass of a `for` loop.
    public static func buildArray(_ parts: [[OutlineItem]]) -> [OutlineItem] { parts.flatMap { $0 } }
    /// The items of an availability check.
    public static func buildLimitedAvailability(_ part: [OutlineItem]) -> [OutlineItem] { part }
}

/// The children of an ``OutlineItem``. Releasing nested arrays of values is recursive in Swift (each level's array
/// releases the next), so an outline 100,000 levels deep would overflow the stack when it is freed; this box takes
/// the levels below it apart one at a time instead.
final class OutlineChildren {
    var items: [OutlineItem]

    init(_ items: [OutlineItem]) {
        self.items = items
    }

    deinit {
        guard !items.isEmpty else { return }
        var pending: [[OutlineItem]] = [items]
        items = []
        while var level = pending.popLast() {
            for index in level.indices where isKnownUniquelyReferenced(&level[index].box) {
                if level[index].box.items.isEmpty { continue }
                pending.append(level[index].box.items)
                level[index].box.items = []
            }
            // `level` is released here: its boxes are empty or shared, so nothing below it is freed recursively.
        }
    }
}
