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
    /// Shows and answers the rows.
    let rows = RowDispatch()
    private var updateDepth = 0
    /// The storages whose sections this content's sections follow (see `bind(section:to:...)`).
    var storageBindings: [StorageObservation] = []
    private var pendingAnimation: RowAnimation??

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
        rows.setDefaultHeight(points, for: cell)
    }

    // MARK: Publishing

    private func sectionsDidChange() {
        guard updateDepth == 0 else { return }
        let animation = pendingAnimation.flatMap { $0 } ?? self.animation
        pendingAnimation = nil
        let target = sections.map(\.storageSection)
        reportDuplicates(in: target)
        rows.learn(target)   // before observers hear of it: a UIKit host asks which events the new rows answer
        let update = publisher.publish(target, animation: animation, operation: "DeclarativeContent.sections")
        rows.invalidateHeights(after: update, shown: publisher.shown)
        rows.learn(publisher.shown)
        if sections.contains(where: { $0.indexTitle != nil }) { hasIndexTitles = true } else { hasIndexTitles = false }
    }

    /// Whether some section has an index title.
    private(set) var hasIndexTitles = false

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

    /// The mappings made so far, for a host that registers views up front.
    public var viewMappings: [ViewMapping] { rows.viewMappings }

    /// Answers a question not tied to a model (section index titles).
    func indexTitles() -> [String]? {
        let titles = publisher.shown.indices.compactMap { index in
            sections.indices.contains(index) ? sections[index].indexTitle : nil
        }
        return titles.isEmpty ? nil : titles
    }
}
