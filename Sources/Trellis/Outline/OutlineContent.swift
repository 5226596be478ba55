/// An outline: sections that collapse and expand, and rows with child rows that expand below them, one level
/// deeper. Every expansion, collapse or edit is diffed and sent as one animated update (the children slide in and
/// out), for tables and collections alike.
///
/// ```swift
/// let outline = OutlineContent {
///     OutlineSection(id: "files", header: "Files") {
///         OutlineItem(Folder("Docs")) { OutlineItem(File("a.txt")); OutlineItem(File("b.txt")) }
///     }
/// }
/// dispatcher.content = outline
/// outline.toggle(Folder("Docs"))       // its two files appear, animated
/// outline.toggleSection("files")      // the whole section folds up
/// ```
///
/// Selecting a row that has children toggles it (``togglesOnSelection``). A row's depth answers the table's
/// indentation level. Models are shown by the registry's mappings, or by their own cell when they are declarative
/// ``ListRow``s.
@MainActor
public final class OutlineContent {
    /// The sections, with every item and its expansion state. Every change is diffed and sent as one update.
    public var sections: [OutlineSection] = [] {
        didSet {
            version &+= 1
            publish()
        }
    }
    /// Whether selecting a row with children expands or collapses it.
    public var togglesOnSelection = true
    /// How updates ask hosts to animate (`nil`: the host's own).
    public var animation: RowAnimation = .inherited
    /// Called after an item was expanded (`true`) or collapsed by ``toggle(_:)`` or a selection.
    public var onToggle: (@MainActor (_ model: Any, _ isExpanded: Bool) -> Void)?

    let published = PublishedSections()
    let rowDispatch = RowDispatch()
    /// Counts the changes of ``sections``, so that ``shownRows`` tells whether it still describes them.
    private var version: UInt64 = 0
    /// The depth, expandability and place in the tree of each published row, by its shown path.
    private var shownRows = OutlineShownRows(version: 0)
    /// The shown path of the first published row of each identity, made when first asked after a publish: for
    /// ``depth(of:)`` and for a host still showing an earlier update (see `shownRow(for:at:)`).
    private var shownPathsByIdentity: [ItemIdentity: ItemPath]?

    /// An outline of the sections `build` returns.
    public init(animation: RowAnimation = .inherited, @OutlineSectionsBuilder _ build: () -> [OutlineSection] = { [] })
    {
        self.animation = animation
        sections = build()
        publish()
    }

    // MARK: Expanding and collapsing, by model

    /// Expands the item showing `model` (the first found by identity, collapsed items searched too) if it is
    /// collapsed, else collapses it. A declarative row finds the item of that row (its model and cell type); any
    /// other model also finds the first row showing it.
    ///
    /// A model with no identity of its own (neither `Identifiable`, `Hashable` nor a class instance) cannot be
    /// found from a copy: that is reported (``Anomaly/modelWithoutIdentity(operation:model:alternative:)``); give it
    /// an identity, or use ``toggle(at:)``.
    ///
    /// - Returns: Whether the item was found.
    @discardableResult
    public func toggle(_ model: Any) -> Bool {
        guard let found = find(model, operation: "toggle(_:)") else { return false }
        return setExpanded(!item(at: found).isExpanded, at: found)
    }

    /// Expands or collapses the item showing `model` (found as ``toggle(_:)`` finds it).
    ///
    /// - Returns: Whether the item was found.
    @discardableResult
    public func setExpanded(_ expanded: Bool, _ model: Any) -> Bool {
        guard let found = find(model, operation: "setExpanded(_:_:)") else { return false }
        return setExpanded(expanded, at: found)
    }

    /// Whether the item showing `model` (found as ``toggle(_:)`` finds it) is expanded; `nil` when no item shows it.
    public func isExpanded(_ model: Any) -> Bool? {
        find(model, operation: "isExpanded(_:)").map { item(at: $0).isExpanded }
    }

    /// The depth of the first row showing `model` (0 for a top-level item), or `nil` when it is not shown.
    public func depth(of model: Any) -> Int? {
        guard hasIdentity(model, operation: "depth(of:)"), let path = shownPath(of: model) else { return nil }
        return shownRows.row(at: path)?.depth
    }

    // MARK: Expanding and collapsing, by shown path

    /// Expands the item of the row shown at `path` (a path of the rows the outline publishes, as a host shows them
    /// once up to date) if it is collapsed, else collapses it: what a selection does. Works for every item,
    /// whatever its model, and tells apart rows of one model.
    ///
    /// - Returns: Whether a row is shown at `path`.
    @discardableResult
    public func toggle(at path: ItemPath) -> Bool {
        guard let found = treeLocation(ofShown: path) else { return false }
        return setExpanded(!item(at: found).isExpanded, at: found)
    }

    /// Expands or collapses the item of the row shown at `path`.
    ///
    /// - Returns: Whether a row is shown at `path`.
    @discardableResult
    public func setExpanded(_ expanded: Bool, at path: ItemPath) -> Bool {
        guard let found = treeLocation(ofShown: path) else { return false }
        return setExpanded(expanded, at: found)
    }

    /// Whether the item of the row shown at `path` is expanded; `nil` when no row is shown there.
    public func isExpanded(at path: ItemPath) -> Bool? {
        treeLocation(ofShown: path).map { item(at: $0).isExpanded }
    }

    /// The depth of the row shown at `path` (0 for a top-level item), or `nil` when no row is shown there.
    public func depth(at path: ItemPath) -> Int? { shownRows.row(at: path)?.depth }

    // MARK: Sections and every item

    /// Collapses the section identified by `id` if it is expanded, else expands it.
    public func toggleSection<ID: Hashable>(_ id: ID) {
        let identity = ItemIdentity(value: id)
        guard let index = sections.firstIndex(where: { $0.id == identity }) else { return }
        sections[index].isCollapsed.toggle()
    }

    /// Expands (`true`) or collapses every item of every section, in one update.
    public func setAllExpanded(_ expanded: Bool) {
        var sections = self.sections
        for index in sections.indices {
            OutlineTree.modifyAll(&sections[index].items) { item in
                if item.isExpandable { item.isExpanded = expanded }
            }
        }
        self.sections = sections
    }

    // MARK: Finding items

    /// Where an item is: its section's index and the indexes that lead to it (``OutlineTree``'s paths).
    private typealias TreeLocation = (section: Int, path: [Int])

    private func item(at location: TreeLocation) -> OutlineItem {
        OutlineTree.item(at: location.path, in: sections[location.section].items)
    }

    /// The first item showing `model` (see ``toggle(_:)``); a model that cannot be found for want of an identity is
    /// reported as a call of `operation` (none when `nil`).
    private func find(_ model: Any, operation: String?) -> TreeLocation? {
        let identity = ItemIdentity(model)
        if identity.isToken {
            if let operation { reportNoIdentity(model, operation: operation) }
            return nil
        }
        if let found = find(where: { $0.identity == identity }) { return found }
        if type(of: model) is AnyClass, !(model is AnyRow) {
            // A class instance whose identity changed since its item was made (its `id` reassigned): the instance.
            let object = model as AnyObject
            if let found = find(where: { type(of: $0.model) is AnyClass && $0.model as AnyObject === object }) {
                return found
            }
        }
        if let row = model as? AnyRow {
            // A new row of a model with no identity of its own: its identity is a new token.
            if row.id.isToken, let operation { reportNoIdentity(model, operation: operation) }
            return nil
        }
        return find(where: { ($0.model as? AnyRow)?.id == identity })
    }

    private func find(where matches: (OutlineItem) -> Bool) -> TreeLocation? {
        for index in sections.indices {
            if let path = OutlineTree.path(in: sections[index].items, where: matches) { return (index, path) }
        }
        return nil
    }

    /// Whether `model` has an identity to be found by; reports it as a call of `operation` when it has none.
    private func hasIdentity(_ model: Any, operation: String) -> Bool {
        let (_, _, traits) = erasedModel(model)
        guard case .unidentified = traits.kind else { return true }
        reportNoIdentity(model, operation: operation)
        return false
    }

    private func reportNoIdentity(_ model: Any, operation: String) {
        published.publisher.report(
            .modelWithoutIdentity(
                operation: "OutlineContent.\(operation)", model: String(describing: Swift.type(of: model)),
                alternative:
                    "the item's shown path (`toggle(at:)`, `setExpanded(_:at:)`, `isExpanded(at:)`, `depth(at:)`)"
            ))
    }

    /// The item of the row published at `path`: found by the shown rows while they describe ``sections``, else
    /// (sections changed while an update was being delivered) by the identity of the model shown there.
    private func treeLocation(ofShown path: ItemPath) -> TreeLocation? {
        if shownRows.version == version {
            return shownRows.treePath(at: path).map { (path.section, $0) }
        }
        return published.item(at: path).flatMap { find($0, operation: nil) }
    }

    private func setExpanded(_ expanded: Bool, at location: TreeLocation) -> Bool {
        var sections = self.sections
        var model: Any?
        OutlineTree.modify(&sections[location.section].items, at: location.path) { item in
            item.isExpanded = expanded
            model = item.model
        }
        self.sections = sections
        if let model { onToggle?(RowDispatch.registryModel(for: model), expanded) }
        return true
    }

    // MARK: Publishing

    private func publish() {
        var rows = OutlineShownRows(version: version)
        // Each item's wrap was made when its model was set: an item kept since the last publish is the very item
        // the diff showed (same revision), so it counts as unchanged whatever its model's type, and nothing is
        // wrapped again.
        let flattened = sections.map { section in
            var items: [AnyItem] = []
            rows.addSection(showing: section.isCollapsed ? [] : section.items) { items.append($0.wrap) }
            var storageSection = StorageSection()
            storageSection.id = section.id
            storageSection.header = section.headerWrap
            storageSection.footer = section.footerWrap
            storageSection.items = items
            return storageSection
        }
        published.publish(flattened, animation: animation, operation: "OutlineContent") { [self] update in
            shownRows = rows
            shownPathsByIdentity = nil
            rowDispatch.invalidateHeights(
                after: update, shown: published.shown, previous: published.previous,
                duplicates: published.hasDuplicateRows)
            rowDispatch.learn(published.shown)
        }
    }

    // MARK: Rows a host asks about

    /// The published row a host asks about when it shows `model` at `path`: that row when it shows `model` (a host
    /// up to date shows what was published), else the first row showing `model`'s identity (a host still showing
    /// an earlier update while it animates).
    private func shownRow(for model: Any, at path: ItemPath) -> (path: ItemPath, row: OutlineShownRows.Row)? {
        if let row = shownRows.row(at: path), published.shown.indices.contains(path.section),
            published.shown[path.section].items.indices.contains(path.item),
            Self.shows(published.shown[path.section].items[path.item], model)
        {
            return (path, row)
        }
        guard let found = shownPath(of: model), let row = shownRows.row(at: found) else { return nil }
        return (found, row)
    }

    /// Whether `item` (a published row) shows `model`: the same instance, the same identity, or, for a value with no
    /// identity of its own, a value of the same type (all that can be told).
    private static func shows(_ item: AnyItem, _ model: Any) -> Bool {
        let (base, type, traits) = erasedModel(model)
        guard item.modelType == ObjectIdentifier(type) else { return false }
        if type is AnyClass { return item.base as AnyObject === base as AnyObject }
        if case .unidentified = traits.kind { return true }
        return ItemIdentity.of(base, type: type, traits: traits) == item.identity
    }

    /// The path of the first published row whose identity is `model`'s.
    private func shownPath(of model: Any) -> ItemPath? {
        if shownPathsByIdentity == nil {
            var paths: [ItemIdentity: ItemPath] = [:]
            for (section, rows) in published.shown.enumerated() {
                for (index, row) in rows.items.enumerated() where paths[row.identity] == nil {
                    paths[row.identity] = ItemPath(item: index, section: section)
                }
            }
            shownPathsByIdentity = paths
        }
        return shownPathsByIdentity?[ItemIdentity(model)]
    }
}

/// Builds an outline's sections with `if`, `for` and optionals.
@resultBuilder
public enum OutlineSectionsBuilder {
    /// One section.
    public static func buildExpression(_ section: OutlineSection) -> [OutlineSection] { [section] }
    /// Several sections.
    public static func buildExpression(_ sections: [OutlineSection]) -> [OutlineSection] { sections }
    /// The sections of each statement, in order.
    public static func buildBlock(_ parts: [OutlineSection]...) -> [OutlineSection] { parts.flatMap { $0 } }
    /// The sections of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [OutlineSection]?) -> [OutlineSection] { part ?? [] }
    /// The sections of the `if` branch.
    public static func buildEither(first part: [OutlineSection]) -> [OutlineSection] { part }
    /// The sections of the `else` branch.
    public static func buildEither(second part: [OutlineSection]) -> [OutlineSection] { part }
    /// The sections of every pass of a `for` loop.
    public static func buildArray(_ parts: [[OutlineSection]]) -> [OutlineSection] { parts.flatMap { $0 } }
}

// MARK: - As a host sees it

extension OutlineContent: ObservableContent {
    public var numberOfSections: Int { published.shown.count }

    public func numberOfItems(inSection section: Int) -> Int { published.numberOfItems(inSection: section) }

    public func item(at path: ItemPath) -> Any? { published.item(at: path) }

    public func headerModel(forSection section: Int) -> Any? { published.headerModel(forSection: section) }

    public func footerModel(forSection section: Int) -> Any? { published.footerModel(forSection: section) }

    public func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? {
        published.supplementaryModel(ofKind: kind, forSection: section)
    }

    public func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        published.publisher.observe(handler)
    }

    public var snapshot: ContentSnapshot { published.snapshot }
}

extension OutlineContent: DispatchingContent {
    public func viewMapping(for model: Any, kind: ViewKind, at path: ItemPath) -> ViewMapping? {
        rowDispatch.viewMapping(for: model, kind: kind)
    }

    public func didConfigure(_ view: AnyObject, with model: Any, kind: ViewKind, at path: ItemPath) {
        guard rowDispatch.runsDequeueClosures else { return }
        (model as? AnyRow)?.didDequeue(view, at: path)
    }

    /// The row's depth answers the indentation level; selecting an expandable row toggles it (and the selection
    /// goes on to the row's closures and the registry).
    public func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument
    ) -> Result? {
        if kind == .cell, let (shown, row) = shownRow(for: model, at: path) {
            if let depth = event.answer(as: .indentationLevel, argument: argument, { _ in row.depth }) { return depth }
            if event.matches(.didSelect), togglesOnSelection, row.isExpandable { toggle(at: shown) }
        }
        return rowDispatch.answer(event, model: model, at: path, view: view, argument: argument)
    }

    public func registryModel(for model: Any) -> Any { RowDispatch.registryModel(for: model) }

    public func answers<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        event.matches(.indentationLevel) || (event.matches(.didSelect) && togglesOnSelection)
            || rowDispatch.answeredNames.contains(event.name)
    }

    public func unboundAnswer<Argument, Result>(
        _ event: EventKey<Argument, Result>, at path: ItemPath?, argument: Argument
    ) -> Result? {
        nil
    }

    public var viewMappings: [ViewMapping] { rowDispatch.viewMappings }
}

extension OutlineContent: RowBackedContent {
    var publishedSections: PublishedSections { published }
    var rowCells: RowDispatch? { rowDispatch }
}
