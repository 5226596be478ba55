/// Declarative sections and rows (Flow's `TableManager`): the content of a table or collection described as
/// ``Section``s of ``Row``s, each row tying one model to one cell type with its own closures.
///
/// ```swift
/// let content = DeclarativeContent {
///     Section(id: "countries", header: "Countries") {
///         for country in countries { Row<CountryCell>(country).onTap { _ in .deselect(animated: true) } }
///     }
/// }
/// dispatcher.content = content
/// content.update(animation: .fade) { content in
///     content.sections[0].rows.removeFirst()
///     content.sections.append(Section(id: "more", rows: Row<CountryCell>.create(more)))
/// }
/// ```
///
/// Edit ``sections`` like an array, set them wholesale (``set(animation:_:)``), or group edits in
/// ``update(animation:_:)``: each time, the diff works out the inserted, removed, moved and reloaded rows and
/// sections, and observers (hosts) receive one ``ContentUpdate`` that passes UIKit's rules. There are no order rules
/// to follow. Rows answer their own events (``DispatchingContent``): put the content in a ``Dispatcher``.
///
/// ## Heights
///
/// A row's height is, in order: its own (``Row/height(_:)-(Double)``, or a closure whose answer is cached by the
/// row's identity until the diff reloads that row), ``Row/automaticHeight()``, the default of its cell type
/// (``setDefaultHeight(_:for:)``), else no answer (the host's own, UIKit's automatic dimension).
@MainActor
public final class DeclarativeContent {
    /// The sections, in order. Every change is diffed and sent to observers as one update (inside
    /// ``update(animation:_:)``, once at its end).
    public var sections: [Section] = [] {
        didSet { sectionsDidChange() }
    }
    /// How updates ask hosts to animate, unless ``update(animation:_:)`` says otherwise (`nil`: the host's own).
    public var animation: RowAnimation?
    /// Where this content's anomalies go; `nil` sends them to ``AnomalyReporter``.
    public var anomalyHandler: AnomalyHandler?

    let publisher = ContentPublisher()
    private var updateDepth = 0
    private var pendingAnimation: RowAnimation??
    /// Cached computed heights, by row identity.
    private(set) var heightCache: [ItemIdentity: Double] = [:]
    /// How many times a row's height closure ran (tests check the cache with it).
    private(set) var heightComputations = 0
    private var defaultHeights: [ObjectIdentifier: Double] = [:]
    private var cellMappings: [ObjectIdentifier: ViewMapping] = [:]
    private var supplementaryMappings: [SupplementaryKey: ViewMapping] = [:]
    /// The event names some row answers, worked out on each publish.
    private(set) var answeredNames: Set<EventName> = []

    /// Empty content.
    public init(animation: RowAnimation? = nil) {
        self.animation = animation
        publisher.report = { [weak self] in self?.report($0) }
    }

    /// Content made of the sections `build` returns.
    public convenience init(animation: RowAnimation? = nil, @SectionsBuilder _ build: () -> [Section]) {
        self.init(animation: animation)
        sections = build()
        sectionsDidChange() // property observers do not run inside an initializer
    }

    /// Replaces every section by those `build` returns, animating the difference.
    public func set(animation: RowAnimation? = nil, @SectionsBuilder _ build: () -> [Section]) {
        update(animation: animation) { content in content.sections = build() }
    }

    /// Runs `body`, which edits ``sections`` any number of times, then sends observers one update from the
    /// content before to the content after, animated as `animation` (`nil`: ``animation``). If `body` throws,
    /// its edits are undone and nothing is sent.
    public func update<Failure: Error>(
        animation: RowAnimation? = nil, _ body: (DeclarativeContent) throws(Failure) -> Void
    ) throws(Failure) {
        let before = sections
        updateDepth += 1
        if updateDepth == 1 { pendingAnimation = .some(animation) }
        do {
            try body(self)
        } catch {
            updateDepth -= 1
            sections = before
            throw error
        }
        updateDepth -= 1
        if updateDepth == 0 { sectionsDidChange() }
    }

    /// The index of the section identified by `id`, or `nil`.
    public func sectionIndex<ID: Hashable>(of id: ID) -> Int? {
        let identity = ItemIdentity(value: id)
        return sections.firstIndex { $0.id == identity }
    }

    /// The row at `path` as shown (the last update sent), or `nil`.
    public func row(at path: ItemPath) -> AnyRow? { publisher.item(at: path) as? AnyRow }

    /// Every row of a cell type without a height of its own is `points` high.
    public func setDefaultHeight<Cell: ModelTransfer>(_ points: Double, for cell: Cell.Type) {
        defaultHeights[ObjectIdentifier(cell)] = points
        answeredNames.insert(.heightForCell)
    }

    // MARK: Publishing

    private func sectionsDidChange() {
        guard updateDepth == 0 else { return }
        let animation = pendingAnimation.flatMap { $0 } ?? self.animation
        pendingAnimation = nil
        let target = sections.map(\.storageSection)
        reportDuplicates(in: target)
        let update = publisher.publish(target, animation: animation, operation: "DeclarativeContent.sections")
        invalidateHeights(after: update)
        learnRows()
    }

    /// Forgets the cached heights of the rows `update` reloads and of the rows that left; nothing else.
    private func invalidateHeights(after update: StorageUpdate) {
        guard !heightCache.isEmpty, let last = update.stages.last else { return }
        let shown = publisher.shown
        for path in last.update.reloadedItems {
            if let row = last.data[path.section].items[path.item].base as? AnyRow { heightCache[row.id] = nil }
        }
        if !update.stages.allSatisfy({ $0.update.deletedItems.isEmpty && $0.update.deletedSections.isEmpty }) {
            var alive = Set<ItemIdentity>()
            for section in shown { for item in section.items { if let row = item.base as? AnyRow { alive.insert(row.id) } } }
            heightCache = heightCache.filter { alive.contains($0.key) }
        }
    }

    /// Builds the mappings of new row types and records which events the rows answer.
    private func learnRows() {
        var names: Set<EventName> = defaultHeights.isEmpty ? [] : [.heightForCell]
        for section in sections {
            for supplement in [section.header, section.footer] {
                if case .view(let view)? = supplement, view.height != nil { names.insert(.heightForHeader) }
            }
            for row in section.rows {
                if cellMappings[row.mappingKey] == nil, let mapping = row.makeMapping() {
                    cellMappings[row.mappingKey] = mapping
                }
                names.formUnion(row.events.names)
                if row.height != nil { names.insert(.heightForCell) }
                if row.estimatedHeight != nil { names.insert(.estimatedHeightForCell) }
            }
        }
        if sections.contains(where: { $0.indexTitle != nil }) { names.insert(.sectionIndexTitles) }
        answeredNames = names
    }

    private func reportDuplicates(in sections: [StorageSection]) {
        var sectionPaths: [ItemIdentity: [ItemPath]] = [:]
        var rowPaths: [ItemIdentity: [ItemPath]] = [:]
        for (index, section) in sections.enumerated() {
            if let id = section.id { sectionPaths[id, default: []].append(ItemPath(item: 0, section: index)) }
            for (item, row) in section.items.enumerated() {
                rowPaths[row.identity, default: []].append(ItemPath(item: item, section: index))
            }
        }
        for (id, paths) in sectionPaths where paths.count > 1 {
            report(.duplicateIdentity(DuplicateIdentity(identity: id.description, side: .after, paths: paths, isSection: true)))
        }
        for (id, paths) in rowPaths where paths.count > 1 {
            report(.duplicateIdentity(DuplicateIdentity(identity: id.description, side: .after, paths: paths)))
        }
    }

    func report(_ anomaly: Anomaly) {
        if let anomalyHandler { anomalyHandler.handle(anomaly) } else { AnomalyReporter.report(anomaly) }
    }

    // MARK: Heights

    /// The row's height by the rules above, or `nil` (automatic).
    func height(of row: AnyRow, at path: ItemPath) -> Double? {
        switch row.height {
        case .fixed(let points)?: return points
        case .automatic?: return nil
        case .computed(let body)?:
            if let cached = heightCache[row.id] { return cached }
            heightComputations += 1
            let points = body(row.anyModel, path)
            heightCache[row.id] = points
            return points
        case nil:
            return defaultHeights[ObjectIdentifier(row.cellType)]
        }
    }

    // MARK: Mappings

    struct SupplementaryKey: Hashable {
        let type: ObjectIdentifier
        let kind: ViewKind
    }

    func cellMapping(for row: AnyRow) -> ViewMapping? {
        if let mapping = cellMappings[row.mappingKey] { return mapping }
        let mapping = row.makeMapping()
        cellMappings[row.mappingKey] = mapping
        return mapping
    }

    func supplementaryMapping(for view: AnySectionView, kind: ViewKind) -> ViewMapping? {
        let key = SupplementaryKey(type: view.mappingKey, kind: kind)
        if let mapping = supplementaryMappings[key] { return mapping }
        let mapping = view.makeMapping(kind: kind)
        supplementaryMappings[key] = mapping
        return mapping
    }

    /// The mappings made so far, for a host that registers views up front.
    public var viewMappings: [ViewMapping] { Array(cellMappings.values) + Array(supplementaryMappings.values) }

    /// Answers a question not tied to a model (section index titles).
    func indexTitles() -> [String]? {
        let titles = publisher.shown.indices.compactMap { index in
            sections.indices.contains(index) ? sections[index].indexTitle : nil
        }
        return titles.isEmpty ? nil : titles
    }
}
