public import Trellis

/// A table view without a screen, for testing a screen's content, cells, events and updates on any machine.
///
/// Attach content in one line and every update it sends is applied the way a UIKit view applies it, through the same
/// stage applier (``Trellis/Dispatcher/apply(_:to:)``): each stage is checked with UIKit's batch-update rules, a stage
/// UIKit would refuse is logged, reported as ``Trellis/Anomaly/rejectedBatchUpdate(_:)`` and the table reloads, as
/// `TrellisUIKit`'s managers do. Every batch lands in ``log``.
///
/// The table has no UIKit to make views with, so it makes them itself: its cells, headers and footers are
/// `ConstructibleView`s (a class with `init()`) adopting `ModelTransfer`; a view it cannot make is reported once,
/// as ``Trellis/Anomaly/viewUnavailable(_:)``.
///
/// ```swift
/// let storage = MemoryStorage(items: [first])
/// let table = HeadlessTableView(content: storage)
/// table.registry.register(PostCell.self)   // a ModelTransfer & ConstructibleView: the table makes its cells
/// try storage.addItem(post)
/// #expect(table.log.insertedItems == [ItemPath(item: 1, section: 0)])
/// #expect((table.cell(at: ItemPath(item: 1, section: 0)) as? PostCell)?.title == post.title)
/// ```
///
/// Like a real table it keeps only counts and the cells on screen: it reads the models of the rows in its viewport
/// (``viewportHeight`` rows from ``firstVisibleRow``), so a table over a million-row database storage reads one
/// screenful. When the registry maps a cell for the content (or the content brings its own, like declarative rows),
/// visible rows get real cells, dequeued through a reuse queue, that follow their rows through updates, with
/// `willDisplay` / `didEndDisplaying` as rows come and go.
@MainActor
public final class HeadlessTableView {
    /// What the table asks: counts, models, cells and every event.
    public let dispatcher: Dispatcher
    /// Table or collection: decides the wording of refusals.
    public let kind: BatchUpdateTarget
    /// Everything the table was asked to do.
    public internal(set) var log = UpdateLog()
    /// How many rows fit on screen.
    public var viewportHeight: Int {
        didSet {
            viewportHeight = max(0, viewportHeight)
            scroll(toRow: firstVisibleRow)
        }
    }
    /// The index, counted over all sections, of the first row on screen.
    public private(set) var firstVisibleRow = 0
    /// The item count of each section shown.
    public internal(set) var counts: [Int] = []
    /// The stages of automatic updates UIKit would have refused (the table reloaded instead), oldest first.
    public private(set) var rejectedStages: [RejectedStage] = []
    /// Updates that came while the table configured a cell, applied once the cell is where it was asked for.
    let heldWhileConfiguring = UpdatesHeldWhileConfiguring()
    /// What the table shows while it has no rows (as a UIKit manager's `emptyState` does); see
    /// ``shownEmptyState``.
    public var emptyState: EmptyState?
    /// The empty state the table shows now: ``emptyState`` while the table has no rows (no sections, or only empty
    /// ones), else `nil`.
    public var shownEmptyState: EmptyState? { rowCount == 0 ? emptyState : nil }
    /// How rows whose content changed are shown when an update leaves it to the table: `.reconfigure` (the
    /// default, as UIKit's managers) runs the configure closure again on the cell a row has, and logs the row in
    /// ``UpdateLog/reconfiguredItems``; `.reload` gives the row a new cell.
    public var itemRefresh: ItemRefresh = .reconfigure

    /// Whether the user can select rows.
    public var allowsSelection = true
    /// Whether the user can select several rows (a tap on a selected row deselects it).
    public var allowsMultipleSelection = false
    /// How a text snapshot describes a row, header or footer, given its model and its view (if any): return `nil`
    /// for the default (``snapshotText(of:showing:)``).
    public var describeRow: (@MainActor (_ model: Any, _ view: AnyObject?) -> String?)?
    /// The selected rows (see ``selectedItemPaths``).
    var selection: Set<ItemPath> = []

    /// Keeps the visible cells up to date with the `@Observable` models their configure closures read: a change
    /// configures the cell again (no update, no reload) on the next main-actor turn, or at ``updateLiveCells()``.
    public let liveCells = LiveCellTracker()
    var reuseQueue = ReuseQueue()
    /// The cells on screen, by path.
    var visibleCells: [ItemPath: ConfiguredView] = [:]
    /// The header and footer views read since the last update or reload.
    var visibleSupplementaries: [SupplementaryKey: ConfiguredView] = [:]
    private var observation: ContentObservation?

    /// An empty table showing `viewportHeight` rows at a time, with its own dispatcher over `registry`.
    public init(
        kind: BatchUpdateTarget = .tableView, viewportHeight: Int = 20, registry: MappingRegistry = MappingRegistry()
    ) {
        self.kind = kind
        self.viewportHeight = max(0, viewportHeight)
        dispatcher = Dispatcher(registry: registry)
        dispatcher.host = self
        liveCells.reconfigureViews = { [weak self] views in self?.reconfigureLive(views) }
    }

    /// A table showing `content`, applying its updates as they come.
    public convenience init(
        content: (any SectionedContent)?, kind: BatchUpdateTarget = .tableView, viewportHeight: Int = 20,
        registry: MappingRegistry = MappingRegistry()
    ) {
        self.init(kind: kind, viewportHeight: viewportHeight, registry: registry)
        attach(content)
    }

    /// The mappings: register cells, headers and footers here.
    public var registry: MappingRegistry { dispatcher.registry }

    // MARK: Content

    /// Shows `content` and, when it is an ``Trellis/ObservableContent``, applies each of its updates as it arrives
    /// (a stage UIKit would refuse: logged, reported, and the table reloads). Replaces any content shown before.
    public func attach(_ content: (any SectionedContent)?) {
        observation?.cancel()
        observation = nil
        dispatcher.content = content
        if let observable = content as? any ObservableContent {
            observation = observable.observe { [weak self] update in self?.receive(update) }
        }
        // With cell mappings registered already, the visible rows get their cells now, so the first update finds
        // them (a changed row is reconfigured in its cell, or reloaded when it now maps to another cell type).
        // Otherwise cells come when the table is first read (a cell, a tap, a snapshot, a scroll, an update), as
        // UIKit lays out on its next pass: the views a test registers after attaching are the ones its rows get.
        let mapsCells =
            registry.mappings.contains { $0.kind == .cell }
            || (content as? any DispatchingContent)?.viewMappings.contains { $0.kind == .cell } == true
        reload(layingOutCells: mapsCells)
    }

    /// Stops showing the content and following its updates.
    public func detach() {
        attach(nil)
    }

    /// The content shown.
    public var content: (any SectionedContent)? { dispatcher.content }

    /// An update from the attached content: applied, or refused and reloaded. One that comes while a cell is
    /// configured (its `update(with:)` edited the content) waits until the cell is in place (``applyHeldUpdates()``).
    private func receive(_ update: ContentUpdate) {
        if heldWhileConfiguring.hold(update, for: dispatcher, host: "HeadlessTableView") { return }
        do throws(HeadlessUpdateError) {
            try apply(update)
        } catch {
            rejectedStages.append(error.rejection)
            AnomalyReporter.report(
                .rejectedBatchUpdate(error.rejection.rejectedUpdate(view: kind)), to: dispatcher.anomalyHandler)
            reloadData()
        }
    }

    /// Applies the updates that came while a cell was configured, now that the cell is at the path it was asked for
    /// (the batches carry it to where its row goes), then configures the rows on screen again.
    /// - Returns: Whether there were any.
    @discardableResult
    func applyHeldUpdates() -> Bool {
        heldWhileConfiguring.release(for: dispatcher, apply: receive) {
            for path in visibleCells.keys.sorted() { reconfigureCell(at: path) }
            layoutCells()
        }
    }

    // MARK: Reading

    /// The number of sections shown.
    public var numberOfSections: Int { counts.count }

    /// The number of rows shown in `section`; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// The total number of rows.
    public var rowCount: Int { counts.reduce(0, +) }

    /// The model shown at `path`, or `nil` (out of range, or a windowed row not read).
    public func model(at path: ItemPath) -> Any? {
        guard counts.indices.contains(path.section), path.item >= 0, path.item < counts[path.section] else {
            return nil
        }
        return dispatcher.model(at: path)
    }

    /// The model shown at `path` as a `T` (a declarative row's own model), or `nil`.
    public func model<T>(at path: ItemPath, as type: T.Type) -> T? {
        guard let model = model(at: path) else { return nil }
        if let typed = model as? T { return typed }
        return dispatcher.registryModel(for: model) as? T
    }

    /// Every model of `section`, in order. Reads every row of the section: meant for small test content.
    public func models(inSection section: Int) -> [Any] {
        (0..<numberOfRows(inSection: section)).compactMap { model(at: ItemPath(item: $0, section: section)) }
    }

    /// The path of the row with overall index `row` (counted over all sections), or `nil`.
    public func path(atRow row: Int) -> ItemPath? {
        guard row >= 0 else { return nil }
        var remaining = row
        for (section, count) in counts.enumerated() {
            if remaining < count { return ItemPath(item: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    /// The paths of the rows on screen, top to bottom.
    public var visibleItemPaths: [ItemPath] {
        var paths: [ItemPath] = []
        var skip = firstVisibleRow
        for (section, count) in counts.enumerated() where paths.count < viewportHeight {
            if skip >= count {
                skip -= count
                continue
            }
            var item = skip
            while item < count && paths.count < viewportHeight {
                paths.append(ItemPath(item: item, section: section))
                item += 1
            }
            skip = 0
        }
        return paths
    }

    /// The models on screen, top to bottom.
    public var visibleModels: [Any] { visibleItemPaths.compactMap { model(at: $0) } }

    /// Scrolls so that the row at overall index `row` is the first on screen (clamped to the content).
    public func scroll(toRow row: Int) {
        let last = max(0, rowCount - viewportHeight)
        firstVisibleRow = min(max(0, row), last)
        layoutCells()
    }

    /// Scrolls so that `path` is the first row on screen, as far as the content allows (a path out of range goes
    /// to the nearest end).
    public func scroll(to path: ItemPath) {
        guard path.section >= 0 else { return scroll(toRow: 0) }
        guard path.section < counts.count else { return scroll(toRow: rowCount) }
        let before = counts.prefix(path.section).reduce(0, +)
        scroll(toRow: before + min(max(0, path.item), counts[path.section]))
    }

    // MARK: Updating

    /// Shows the content as it is now, like `reloadData()`.
    public func reloadData() {
        reload(layingOutCells: true)
    }

    private func reload(layingOutCells: Bool) {
        dispatcher.reloadShownContent()
        counts = (0..<max(0, dispatcher.numberOfSections)).map { dispatcher.numberOfItems(inSection: $0) }
        log.append(.reloadData)
        selection = []
        retireSupplementaries()
        carryCells([:])
        if layingOutCells {
            scroll(toRow: firstVisibleRow)
        } else {
            firstVisibleRow = min(firstVisibleRow, max(0, rowCount - viewportHeight))
        }
    }

    /// Shows `sections` of models without content behind them, like `reloadData()`: to test updates by hand with
    /// ``apply(_:)``.
    public func reloadData(_ sections: [[Any]]) {
        dispatcher.content = nil
        dispatcher.show(ContentSnapshot(sections: sections.map { StorageSection(items: $0) }))
        counts = sections.map(\.count)
        log.append(.reloadData)
        selection = []
        retireSupplementaries()
        carryCells([:])
        scroll(toRow: firstVisibleRow)
    }

    /// Applies every stage of `update`, in order, as UIKit would.
    ///
    /// - Throws: ``HeadlessUpdateError`` for the first stage UIKit would reject; it and the stages after it are not
    ///   applied, the stages before it stay applied.
    public func apply(_ update: ContentUpdate) throws(HeadlessUpdateError) {
        if let rejection = dispatcher.apply(update, to: self) {
            log.append(.rejected(rejection.update, rejection.violations))
            throw HeadlessUpdateError(rejection: rejection)
        }
        scroll(toRow: firstVisibleRow)
    }

    /// Applies one batch by hand, after which the content is `data` (sections of models): to test what UIKit does
    /// with a batch.
    ///
    /// - Throws: ``HeadlessUpdateError`` when UIKit would reject the batch; nothing of it is applied then.
    public func apply(_ batch: BatchUpdate, data: [[Any]]) throws(HeadlessUpdateError) {
        try apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: ContentSnapshot(sections: data.map { StorageSection(items: $0) }), update: batch)
            ]))
    }

    /// Applies a diff of plain items, one section: `StagedChangeset(source: old, target: new)`.
    ///
    /// - Throws: ``HeadlessUpdateError`` for the first stage UIKit would reject.
    public func apply<Item: Diffable>(_ changeset: StagedChangeset<[Item]>) throws(HeadlessUpdateError) {
        try apply(
            ContentUpdate(
                stages: changeset.stages.map { stage in
                    ContentUpdate.Stage(
                        data: ContentSnapshot(sections: [StorageSection(items: stage.data)]), update: stage.update)
                }))
    }

    /// Applies a sectioned diff of plain items: `StagedChangeset(source: oldSections, target: newSections)`.
    ///
    /// - Throws: ``HeadlessUpdateError`` for the first stage UIKit would reject.
    public func apply<Section: DiffableSection>(_ changeset: StagedChangeset<[Section]>) throws(HeadlessUpdateError) {
        try apply(
            ContentUpdate(
                stages: changeset.stages.map { stage in
                    ContentUpdate.Stage(
                        data: ContentSnapshot(sections: stage.data.map { StorageSection(items: $0.items) }),
                        update: stage.update)
                }))
    }

    /// Forgets the log so far.
    public func clearLog() { log.removeAll() }
}

extension HeadlessTableView: UpdatableView {
    /// Table or collection.
    public var batchUpdateTarget: BatchUpdateTarget { kind }

    /// The counts shown.
    public var shownCounts: [Int] { counts }

    /// Applies one checked stage: new counts, visible cells carried to their rows' new paths (reconfigured rows keep
    /// their cells, configured again), the batch logged.
    public func performBatch(_ stage: ContentUpdate.Stage, of update: ContentUpdate) {
        let after = stage.data.counts
        let tracked = stage.update.destinations(
            of: Set(visibleCells.keys).union(selection), before: counts, after: after)
        counts = after
        log.append(.batch(stage.update))
        selection = Set(selection.compactMap { tracked[$0] })
        retireSupplementaries()
        carryCells(tracked)
        for path in stage.update.reconfiguredItems { reconfigureCell(at: path) }
    }

    /// The cell on screen for the row at `path`, which the stage applier reconfigures in place when its mapping
    /// still shows the row's model; no cell off screen.
    public func keptCell(at path: ItemPath) -> KeptCell {
        visibleCells[path].map { .cell($0.mapping) } ?? .none
    }

    /// The rows of the cells on screen.
    public var keptCellPaths: [ItemPath] { Array(visibleCells.keys) }
}
