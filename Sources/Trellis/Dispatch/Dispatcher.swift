/// The one object a host asks: how many sections and items, which view shows an item (dequeued through the host,
/// then `update(with:)`), headers and footers (views or titles), and every delegate question, answered by the event
/// closures registered on mappings or on the dispatcher, or by UIKit's default.
///
/// ```swift
/// let dispatcher = Dispatcher(content: storage)
/// dispatcher.registry.register(PostCell.self) { $0.didSelect { cell, post, path in open(post) } }
/// dispatcher.host = tableHost
/// let cell = dispatcher.cell(at: path)
/// ```
///
/// Each capability (selection, display, heights, editing, ...) lives in its own file in `Events/` and adds its
/// typed registration methods and its answers here.
@MainActor
public final class Dispatcher {
    /// The views that show models.
    public let registry: MappingRegistry
    /// What is shown.
    public var content: (any SectionedContent)? {
        didSet {
            learnContentRoles()
            show(nil)
        }
    }
    /// `content` when it brings its own views and answers (declarative rows, a cascading tree): asked first.
    private(set) var dispatchingContent: (any DispatchingContent)?
    /// `content` when observers can follow it: what the host shows is compared with its snapshot.
    private(set) var observableContent: (any ObservableContent)?
    /// Whether `content` is a cascading tree: it answers events by walking its children by path, and implements
    /// `commit` for every row (looked up once, here, not cast on each event).
    private(set) var showsCascadingTree = false
    /// `content` when it is a `MemoryStorage`, read directly on the per-cell path (no witness call, no boxing).
    @exclusivity(unchecked) private(set) var memoryStorage: MemoryStorage?
    /// The published sections of `content` when it holds rows as such (``RowBackedContent``), read directly on the
    /// per-cell path: kept here, not asked of the content for each cell (a witness call, a retain and a release).
    @exclusivity(unchecked) private(set) var rowSections: PublishedSections?
    /// The row dispatch of that content, when it makes its rows' cells (``RowBackedContent/rowCells``).
    @exclusivity(unchecked) private var rowCells: RowDispatch?
    /// The row dispatch that answers that content's rows' heights: it says when they change without an update.
    private(set) var heightRows: RowDispatch?
    /// Called when heights of rows may have changed without an update: a declarative row's height closure read an
    /// `@Observable` model that changed (the new height is answered from then on). A host that lays out by heights
    /// asks for them again (the UIKit managers: an empty batch update); called once per main-actor turn.
    public var heightsDidChange: (@MainActor () -> Void)?
    /// The view that shows it: where cells are dequeued and visible views found.
    @exclusivity(unchecked) public weak var host: (any ViewHost)?
    /// Whether a section with no items shows no header (its header view or title is `nil`).
    public var hidesHeadersOfEmptySections = false
    /// Whether a section with no items shows no footer.
    public var hidesFootersOfEmptySections = false

    /// What the host shows (see ``shown``), when held as sections: read directly on the per-cell path. Set by
    /// `Dispatcher+Shown.swift` only, as the two below.
    @exclusivity(unchecked) var shownSections: [StorageSection]?
    /// What the host shows, when it is windowed content (a database storage's window).
    var shownWindowed: (any SectionedContent)?
    /// Whether a host holds updates of the content it has not applied yet (see ``hasUpdatesWaiting``).
    var updatesWaiting = false
    /// Closures registered on the dispatcher rather than on one mapping.
    let managerEvents = ManagerEvents()
    /// How many user moves are being applied to the content (see `Events/Moving.swift`).
    var userMoveDepth = 0
    /// How many views the dispatcher is configuring now (one, unless a view's configuration asks for another).
    /// Checked only by hosts when an update arrives, so not checked for exclusive access: two adds on the per-cell
    /// path.
    @exclusivity(unchecked) var configuringDepth = 0
    /// What the host showed when it began asking for a view, kept while it asks (see
    /// ``whileAskingForView(_:)``).
    public internal(set) var stateBeforeConfiguring: ContentSnapshot?
    /// The move the user made on screen that ``applyUserMove(from:to:)`` is applying to the content, and what the
    /// updates sent meanwhile did to it (see `Applying/Dispatcher+UserMove.swift`).
    var userMoveInProgress: UserMoveProgress?
    /// The kinds of unusable values already reported (each is reported once per dispatcher, not once per row).
    var reportedInvalidValues: Set<String> = []
    /// What the content reported that could not be passed on since the last ``reloadShownContent()`` (see
    /// ``countsCutSinceReload``).
    var cutCounts: [String] = []

    /// A dispatcher showing `content`, with its own mapping registry.
    public init(content: (any SectionedContent)? = nil, registry: MappingRegistry = MappingRegistry()) {
        self.content = content
        self.registry = registry
        learnContentRoles()
    }

    /// Looks up once, when the content is set, the roles the content plays that the dispatcher asks about often
    /// (each a cast, too costly per cell or per update).
    private func learnContentRoles() {
        memoryStorage = content as? MemoryStorage
        dispatchingContent = content as? any DispatchingContent
        showsCascadingTree = content is CascadingRoot
        observableContent = content as? any ObservableContent
        setRowContent(content as? any RowBackedContent)
    }

    /// Keeps `content`'s published sections and row dispatch (each the same object for the content's life).
    private func setRowContent(_ content: (any RowBackedContent)?) {
        rowSections = content?.publishedSections
        rowCells = content?.rowCells
        heightRows = content?.rowDispatch
        heightRows?.liveHeights.listen(self)
    }

    /// The content's row heights may have changed (``heightsDidChange``).
    func heightsMayHaveChanged() {
        heightsDidChange?()
    }

    /// Where this dispatcher's anomalies go (its registry's handler); `nil` sends them to ``AnomalyReporter``.
    public var anomalyHandler: AnomalyHandler? {
        get { registry.anomalyHandler }
        set { registry.anomalyHandler = newValue }
    }

    // MARK: Counts and models

    /// The number of sections.
    public var numberOfSections: Int {
        verifyEvents()
        if let shownSections { return shownSections.count }
        if let shownWindowed { return checkedSectionCount(shownWindowed.numberOfSections, of: shownWindowed) }
        guard let content else { return 0 }
        return checkedSectionCount(content.numberOfSections, of: content)
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        if let shownSections {
            return shownSections.indices.contains(section) ? shownSections[section].items.count : 0
        }
        if let shownWindowed {
            return checkedItemCount(
                shownWindowed.numberOfItems(inSection: section), inSection: section, of: shownWindowed)
        }
        guard let content else { return 0 }
        return checkedItemCount(content.numberOfItems(inSection: section), inSection: section, of: content)
    }

    /// The model at `path`, or `nil`. An ``AnyItem`` that a content returns (the items of its own
    /// ``StorageSection``s, say) is looked through to the model it wraps.
    public func model(at path: ItemPath) -> Any? {
        if let shownSections { return ContentSnapshot.item(in: shownSections, at: path)?.base }
        if let shownWindowed { return AnyItem.lookingThrough(shownWindowed.item(at: path)) }
        if let memoryStorage { return ContentSnapshot.item(in: memoryStorage.content, at: path)?.base }
        // Content held as rows (declarative, outline, cascading) returns its rows, never a wrap: not looked at.
        return rowSections == nil ? AnyItem.lookingThrough(content?.item(at: path)) : content?.item(at: path)
    }

    /// The identity of the item at `path` (what the diff follows it by), or `nil`: a host compares it before and
    /// after running closures that may change the content, to know whether `path` still names the same row.
    public func identity(ofItemAt path: ItemPath) -> ItemIdentity? {
        if let item = storedItem(at: path) { return item.identity }
        guard let model = model(at: path) else { return nil }
        return (model as? AnyItem)?.identity ?? ItemIdentity(model)
    }

    /// The model the registry's mappings and closures see for `model`: a declarative row's own model, else `model`.
    public func registryModel(for model: Any) -> Any {
        dispatchingContent?.registryModel(for: model) ?? model
    }

    /// The header (`kind == .header`), footer or other supplementary view's model of `section` (a collection
    /// layout's own element kinds, `.supplementary("badge")`), or `nil`; `nil` for cells. An ``AnyItem`` is looked
    /// through to the model it wraps.
    public func supplementaryModel(ofKind kind: ViewKind, inSection section: Int) -> Any? {
        if let shownSections {
            guard shownSections.indices.contains(section) else { return nil }
            switch kind {
            case .header: return shownSections[section].headerModel
            case .footer: return shownSections[section].footerModel
            case .supplementary(let name): return shownSections[section].supplementaryModel(ofKind: name)
            case .cell: return nil
            }
        }
        let shown = shownWindowed ?? content
        switch kind {
        case .header: return AnyItem.lookingThrough(shown?.headerModel(forSection: section))
        case .footer: return AnyItem.lookingThrough(shown?.footerModel(forSection: section))
        case .supplementary(let name):
            return AnyItem.lookingThrough(shown?.supplementaryModel(ofKind: name, forSection: section))
        case .cell: return nil
        }
    }

    // MARK: Views

    /// The cell for the item at `path`: its mapping's view, dequeued through ``host`` and shown with
    /// `update(with:)`, with the model and the mapping. `nil` (with an anomaly) when no mapping fits or the host has
    /// no view for it; `nil` for a path out of range.
    public func cell(at path: ItemPath) -> ConfiguredView? { cell(at: path, host: host ?? NoHost.shared) }

    /// The cell for the item at `path`, dequeued from `host`: what ``cell(at:)`` does, for a host that asks for its
    /// own cells. It passes itself, so the dispatcher need not load its weak ``host`` reference for each cell (on
    /// the per-cell path, that load and its release cost about as much as the rest of the dispatch).
    public func cell(at path: ItemPath, dequeuingFrom host: any ViewHost) -> ConfiguredView? {
        cell(at: path, host: host)
    }

    private func cell(at path: ItemPath, host: any ViewHost) -> ConfiguredView? {
        configuringDepth += 1
        defer { configuringDepth -= 1 }
        if let item = storedItem(at: path) { return storedCell(item.storage, at: path, host: host) }
        guard let model = model(at: path),
            let shown = view(ofKind: .cell, for: model, type: ObjectIdentifier(type(of: model)), at: path, host: host)
        else { return nil }
        return ConfiguredView(view: shown.view, model: model, mapping: shown.mapping)
    }

    /// The cell of a stored item: the view keeps the item's storage (moved in, not retained again), not a copy of
    /// its model, which is read only if the host asks for it.
    private func storedCell(
        _ storage: consuming AnyItem.Storage, at path: ItemPath, host: any ViewHost
    ) -> ConfiguredView? {
        guard let shown = storedView(storage, at: path, host: host) else { return nil }
        return ConfiguredView(view: shown.view, storage: storage, mapping: shown.mapping)
    }

    /// The view of a stored item. The model is passed on as it sits in the storage, which the caller holds for the
    /// whole call: read from a storage held any less surely (a local copy, a `consuming` or `borrowing` parameter),
    /// the model is copied first, an indirect call through its type's value witnesses on every cell. Not inlined,
    /// for the same reason.
    @inline(never)
    private func storedView(_ storage: AnyItem.Storage, at path: ItemPath, host: any ViewHost) -> Shown? {
        view(ofKind: .cell, for: storage.base, type: storage.modelType, at: path, host: host)
    }

    /// The item at `path` when what is shown is held as sections (a stage's data or a `MemoryStorage`), which
    /// knows its model's type already; `nil` otherwise, and for a path out of range.
    func storedItem(at path: ItemPath) -> AnyItem? {
        if let shownSections { return ContentSnapshot.item(in: shownSections, at: path) }
        guard shownWindowed == nil else { return nil }
        if let memoryStorage { return ContentSnapshot.item(in: memoryStorage.content, at: path) }
        if let rowSections { return ContentSnapshot.item(in: rowSections.shown, at: path) }
        return nil
    }

    /// Whether the dispatcher is configuring a view now: a view's `update(with:)`, content configuration or dequeue
    /// closure is running. A host that receives an update then is in the middle of laying out its views: it applies
    /// the update once the view is configured (the view it is configuring is for the row the host asked, which the
    /// update may move), and reports ``Anomaly/contentEditedWhileConfiguringView(host:)``.
    public var isConfiguringView: Bool { configuringDepth > 0 }

    /// The header or footer view of `section`, with its model and mapping: `nil` when the section has no such
    /// model, when the model is a `String` (see ``title(ofKind:inSection:)``), or when the section is empty and such
    /// views are hidden.
    public func supplementaryView(ofKind kind: ViewKind, inSection section: Int) -> ConfiguredView? {
        guard !isHidden(kind, section), let model = supplementaryModel(ofKind: kind, inSection: section),
            !(model is String
                && registry.mapping(for: model, at: ItemPath(item: 0, section: section), kind: kind) == nil)
        else { return nil }
        configuringDepth += 1
        defer { configuringDepth -= 1 }
        guard
            let shown = view(
                ofKind: kind, for: model, type: ObjectIdentifier(type(of: model)),
                at: ItemPath(item: 0, section: section), host: host ?? NoHost.shared)
        else { return nil }
        return ConfiguredView(view: shown.view, model: model, mapping: shown.mapping)
    }

    /// The title of `section`'s header or footer: its model when that is a `String` with no view mapped for it.
    public func title(ofKind kind: ViewKind, inSection section: Int) -> String? {
        guard !isHidden(kind, section), let model = supplementaryModel(ofKind: kind, inSection: section) else {
            return nil
        }
        let text = (model as? String) ?? (model as? Substring).map(String.init)
        guard let text else { return nil }
        return registry.mapping(for: model, at: ItemPath(item: 0, section: section), kind: kind) == nil ? text : nil
    }

    /// Whether the header or footer of an empty section is hidden (a layout's own kinds never are).
    private func isHidden(_ kind: ViewKind, _ section: Int) -> Bool {
        guard kind == .header || kind == .footer else { return false }
        let hides = kind == .footer ? hidesFootersOfEmptySections : hidesHeadersOfEmptySections
        return hides && numberOfItems(inSection: section) == 0
    }

    /// A view the dispatcher dequeued and configured, with the mapping that made it: what ``ConfiguredView`` holds
    /// besides the model, which its caller already has.
    private typealias Shown = (view: AnyObject, mapping: ViewMapping)

    private func view(
        ofKind kind: ViewKind, for model: Any, type: ObjectIdentifier, at path: ItemPath, host: any ViewHost
    ) -> Shown? {
        // Content with a row dispatch is dispatching content: its rows are asked of the dispatch first.
        if kind == .cell, let rowCells, let (row, mapping) = rowCells.learnedRow(model, ofType: type) {
            return rowCell(row, mapping: mapping, at: path, dispatch: rowCells, host: host)
        }
        if let dispatchingContent {
            return contentView(ofKind: kind, for: model, at: path, from: dispatchingContent, host: host)
        }
        return registryView(ofKind: kind, for: model, type: type, at: path, host: host)
    }

    /// The cell of a declarative row whose mapping the row dispatch found by the row's type: the row configures it
    /// itself (no cast of the model), then runs its dequeue closure when some row has one (what the content's
    /// `didConfigure` does for a row, asked here of the row dispatch directly: see ``RowBackedContent/rowCells``).
    ///
    /// `row` is unretained: the model being shown, which the caller holds, holds it.
    private func rowCell(
        _ row: Unmanaged<AnyRow>, mapping: ViewMapping, at path: ItemPath, dispatch: RowDispatch, host: any ViewHost
    ) -> Shown? {
        let pathGiven = mapping.configuresWithPath ? path : nil
        guard
            let view = dequeue(
                mapping, kind: .cell, at: path, host: host,
                configure: { view in
                    withUnretained(row) { $0.configureCell(view, at: pathGiven) }
                })
        else { return nil }
        if dispatch.runsDequeueClosures { withUnretained(row) { $0.didDequeue(view, at: path) } }
        return (view, mapping)
    }

    /// The view of a ``DispatchingContent``'s item: its own mapping, else the registry's for its registry model.
    private func contentView(
        ofKind kind: ViewKind, for model: Any, at path: ItemPath, from content: any DispatchingContent,
        host: any ViewHost
    ) -> Shown? {
        guard let mapping = content.viewMapping(for: model, kind: kind, at: path) else {
            let registryModel = content.registryModel(for: model)
            guard
                let shown = registryView(
                    ofKind: kind, for: registryModel, type: ObjectIdentifier(Swift.type(of: registryModel)), at: path,
                    host: host)
            else { return nil }
            return shown
        }
        guard let view = dequeueAndConfigure(mapping, kind: kind, for: model, at: path, host: host) else { return nil }
        content.didConfigure(view, with: model, kind: kind, at: path)
        return (view, mapping)
    }

    private func registryView(
        ofKind kind: ViewKind, for model: Any, type: ObjectIdentifier, at path: ItemPath, host: any ViewHost
    ) -> Shown? {
        guard let mapping = registry.resolve(model, type: type, at: path, kind: kind) else {
            registry.reportMissing(model, at: path, kind: kind)
            return nil
        }
        guard let view = dequeueAndConfigure(mapping, kind: kind, for: model, at: path, host: host) else { return nil }
        return (view, mapping)
    }

    private func dequeueAndConfigure(
        _ mapping: ViewMapping, kind: ViewKind, for model: Any, at path: ItemPath, host: any ViewHost
    ) -> AnyObject? {
        dequeue(mapping, kind: kind, at: path, host: host) { mapping.show(model, in: $0, at: path) }
    }

    /// Dequeues `mapping`'s view from `host` and shows `model` in it with `configure`, reporting a view the host
    /// cannot give or one `configure` cannot show the model in.
    @inline(__always)
    private func dequeue(
        _ mapping: ViewMapping, kind: ViewKind, at path: ItemPath, host: any ViewHost, configure: (AnyObject) -> Bool
    ) -> AnyObject? {
        // No host, no view (and nothing to report: the host is gone, or not attached yet).
        guard host !== NoHost.shared else { return nil }
        guard let view = mapping.provideView?(path) ?? host.dequeueView(for: mapping, at: path) else {
            registry.reportUnavailable(
                ViewUnavailable(reuseIdentifier: mapping.reuseIdentifier, kind: kind, path: path), for: mapping)
            return nil
        }
        if !configure(view) {
            registry.reportUnavailable(
                ViewUnavailable(
                    reuseIdentifier: mapping.reuseIdentifier, kind: kind, path: path,
                    dequeuedType: String(describing: Swift.type(of: view))),
                for: mapping)
        }
        return view
    }

    /// The host passed on when ``host`` is `nil`: one object, so that the per-cell path passes a host that is not
    /// optional (an optional existential is retained and released on the way down; this one is compared by identity).
    private final class NoHost: ViewHost {
        static let shared = NoHost()
        func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? { nil }
        func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? { nil }
    }
}
