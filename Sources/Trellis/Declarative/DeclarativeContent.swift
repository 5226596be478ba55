/// Declarative sections and rows (Flow's `TableManager`): the content of a table or collection described as
/// ``ListSection``s of ``ListRow``s, each row tying one model to one cell type with its own closures.
///
/// ```swift
/// let content = DeclarativeContent {
///     ListSection(id: "countries", header: "Countries") {
///         for country in countries { ListRow<CountryCell>(country).onTap { _ in .deselect(animated: true) } }
///     }
/// }
/// dispatcher.content = content
/// content.update(animation: .fade) { content in
///     content.sections[0].rows.removeFirst()
///     content.sections.append(ListSection(id: "more", rows: ListRow<CountryCell>.create(more)))
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
/// A row's height is, in order: its own (``ListRow/height(_:)-(Double)``, or a closure whose answer is cached by the
/// row's identity until the diff reloads that row, or until an `@Observable` property it read changes),
/// ``ListRow/automaticHeight()``, the default of its cell type
/// (``setDefaultHeight(_:for:)``), else no answer (the host's own, UIKit's automatic dimension).
@MainActor
public final class DeclarativeContent {
    /// The sections, in order. Every change is diffed and sent to observers as one update (inside
    /// ``update(animation:_:)``, once at its end).
    public var sections: [ListSection] = [] {
        didSet { sectionsDidChange() }
    }
    /// How updates ask hosts to animate, unless ``update(animation:_:)`` says otherwise (`nil`: the host's own).
    public var animation: RowAnimation = .inherited
    /// Where this content's anomalies go; `nil` sends them to ``AnomalyReporter``.
    public var anomalyHandler: AnomalyHandler? {
        get { published.publisher.anomalyHandler }
        set { published.publisher.anomalyHandler = newValue }
    }

    /// What observers were sent. Sections keep their rows' wraps, so the duplicate check keeps its counts from one
    /// publish to the next (``CountedSections``).
    let published = PublishedSections(keepsCounts: true)
    /// Shows and answers the rows.
    let rows = RowDispatch()
    private var updateDepth = 0
    /// What each bound section follows, by section id (`Live/DeclarativeContent+Bindings.swift`): a live binding or a
    /// storage's observation, kept as long as the content, or until the section is bound again.
    var boundSources: [ItemIdentity: BoundSource] = [:]
    /// The rows of the bound sections, by section id (`Live/DeclarativeContent+Bindings.swift`): put back in their
    /// sections whenever the sections change.
    var boundRows: [ItemIdentity: BoundRows] = [:]
    /// Whether the bound rows are being put back in their sections (that edit publishes with the one that caused it).
    private var applyingBindings = false
    private var pendingAnimation: RowAnimation?

    /// Empty content.
    public init(animation: RowAnimation = .inherited) {
        self.animation = animation
    }

    deinit {
        // The sections' sources stop with the content (a task waiting on an AsyncSequence would otherwise wait on,
        // holding the sequence, until it produces again, which may be never).
        for source in boundSources.values { source.stop() }
    }

    /// Content made of the sections `build` returns.
    public convenience init(animation: RowAnimation = .inherited, @SectionsBuilder _ build: () -> [ListSection]) {
        self.init(animation: animation)
        sections = build()
        sectionsDidChange()  // property observers do not run inside an initializer
    }

    /// Replaces every section by those `build` returns, animating the difference.
    public func set(animation: RowAnimation = .inherited, @SectionsBuilder _ build: () -> [ListSection]) {
        update(animation: animation) { content in content.sections = build() }
    }

    /// Runs `body`, which edits ``sections`` any number of times, then sends observers one update from the
    /// content before to the content after, animated as `animation` (`nil`: ``animation``). If `body` throws,
    /// its edits are undone and nothing is sent.
    public func update<Failure: Error>(
        animation: RowAnimation = .inherited, _ body: (DeclarativeContent) throws(Failure) -> Void
    ) throws(Failure) {
        let before = sections
        updateDepth += 1
        if updateDepth == 1 { pendingAnimation = animation }
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
    public func row(at path: ItemPath) -> AnyRow? { published.item(at: path) as? AnyRow }

    /// Every row of a cell type without a height of its own is `points` high.
    public func setDefaultHeight<Cell: ModelTransfer>(_ points: Double, for cell: Cell.Type) {
        rows.setDefaultHeight(points, for: cell)
    }

    // MARK: Publishing

    private func sectionsDidChange() {
        guard updateDepth == 0, !applyingBindings else { return }
        if !boundRows.isEmpty {
            // A rebuilt screen's bound sections show what their sources hold, not what the app built them with.
            applyingBindings = true
            applyingBoundRows(to: &sections)
            applyingBindings = false
        }
        let requested = pendingAnimation ?? .inherited
        let animation = requested == .inherited ? self.animation : requested
        pendingAnimation = nil
        let target = sections.map(\.storageSection)
        let tokenFree = sections.map { !$0.mayHoldTokenRows }
        let sent = sections  // what `target` is made of, row for row
        // Sections whose rows were edited by a known edit (a bound storage's): sent as they are, not diffed.
        var edits: [Int: SectionEdit] = [:]
        for (index, section) in sections.enumerated() {
            guard let edit = section.wraps.edit else { continue }
            edits[index] = edit
            section.wraps.edit = nil  // what it was made from is no longer needed
        }
        published.publish(
            target, tokenFree: tokenFree, edits: edits, animation: animation,
            operation: "DeclarativeContent.sections"
        ) { [self] update in
            rows.invalidateHeights(
                after: update, shown: published.shown, previous: published.previous,
                duplicates: published.hasDuplicateRows)
            rows.learn(sent)
        }
        if sections.contains(where: { $0.indexTitle != nil }) { hasIndexTitles = true } else { hasIndexTitles = false }
    }

    /// Whether some section has an index title.
    private(set) var hasIndexTitles = false

    func report(_ anomaly: Anomaly) {
        published.publisher.report(anomaly)
    }

    /// The mappings made so far, for a host that registers views up front.
    public var viewMappings: [ViewMapping] { rows.viewMappings }

    /// Answers a question not tied to a model (section index titles).
    func indexTitles() -> [String]? {
        let titles = published.shown.indices.compactMap { index in
            sections.indices.contains(index) ? sections[index].indexTitle : nil
        }
        return titles.isEmpty ? nil : titles
    }
}
