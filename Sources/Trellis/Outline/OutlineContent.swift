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
        didSet { publish() }
    }
    /// Whether selecting a row with children expands or collapses it.
    public var togglesOnSelection = true
    /// How updates ask hosts to animate (`nil`: the host's own).
    public var animation: RowAnimation = .inherited
    /// Called after an item was expanded (`true`) or collapsed by ``toggle(_:)`` or a selection.
    public var onToggle: (@MainActor (_ model: Any, _ isExpanded: Bool) -> Void)?

    let published = PublishedSections()
    let rowDispatch = RowDispatch()
    /// The depth and expandability of each shown row, by identity.
    private var shownRows: [ItemIdentity: (depth: Int, expandable: Bool)] = [:]

    /// An outline of the sections `build` returns.
    public init(animation: RowAnimation = .inherited, @OutlineSectionsBuilder _ build: () -> [OutlineSection] = { [] })
    {
        self.animation = animation
        sections = build()
        publish()
    }

    // MARK: Expanding and collapsing

    /// Expands the item showing `model` (found by identity) if it is collapsed, else collapses it.
    ///
    /// - Returns: Whether the item was found.
    @discardableResult
    public func toggle(_ model: Any) -> Bool {
        let identity = (model as? AnyRow)?.id ?? ItemIdentity(model)
        guard let expanded = isExpanded(identity) else { return false }
        return setExpanded(!expanded, identity: identity)
    }

    /// Expands or collapses the item showing `model`.
    ///
    /// - Returns: Whether the item was found.
    @discardableResult
    public func setExpanded(_ expanded: Bool, _ model: Any) -> Bool {
        setExpanded(expanded, identity: (model as? AnyRow)?.id ?? ItemIdentity(model))
    }

    /// Whether the item showing `model` is expanded; `nil` when no item shows it.
    public func isExpanded(_ model: Any) -> Bool? { isExpanded((model as? AnyRow)?.id ?? ItemIdentity(model)) }

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

    private func isExpanded(_ identity: ItemIdentity) -> Bool? {
        for section in sections {
            if let path = OutlineTree.path(of: identity, in: section.items) {
                return OutlineTree.item(at: path, in: section.items).isExpanded
            }
        }
        return nil
    }

    private func setExpanded(_ expanded: Bool, identity: ItemIdentity) -> Bool {
        var sections = self.sections
        var model: Any?
        for index in sections.indices {
            guard let path = OutlineTree.path(of: identity, in: sections[index].items) else { continue }
            OutlineTree.modify(&sections[index].items, at: path) { item in
                item.isExpanded = expanded
                model = item.model
            }
            break
        }
        guard let model else { return false }
        self.sections = sections
        onToggle?(RowDispatch.registryModel(for: model), expanded)
        return true
    }

    // MARK: Publishing

    private func publish() {
        var rows: [ItemIdentity: (depth: Int, expandable: Bool)] = [:]
        let flattened = sections.map { section in
            var items: [Any] = []
            if !section.isCollapsed {
                OutlineTree.forEachShown(in: section.items) { item, depth in
                    items.append(item.model)
                    rows[item.identity] = (depth, item.isExpandable)
                }
            }
            var storageSection = StorageSection(header: section.header, footer: section.footer, items: items)
            storageSection.id = section.id
            return storageSection
        }
        published.publish(flattened, animation: animation, operation: "OutlineContent") { [self] update in
            shownRows = rows
            rowDispatch.invalidateHeights(after: update, shown: published.shown)
            rowDispatch.learn(published.shown)
        }
    }

    /// The depth of the row showing `model` (0 for a top-level item), or `nil` when it is not shown.
    public func depth(of model: Any) -> Int? { shownRows[(model as? AnyRow)?.id ?? ItemIdentity(model)]?.depth }

    fileprivate func info(of model: Any) -> (depth: Int, expandable: Bool)? {
        shownRows[(model as? AnyRow)?.id ?? (model as? AnyItem)?.identity ?? ItemIdentity(model)]
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
        if kind == .cell, let info = info(of: model) {
            if let depth = event.answer(as: .indentationLevel, argument: argument, { _ in info.depth }) { return depth }
            if event.matches(.didSelect), togglesOnSelection, info.expandable { toggle(model) }
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
