public import Trellis

/// A table view without a screen, for testing what a real one would do with your updates.
///
/// It holds what a table shows (sections of rows, and a window of visible rows), applies staged changesets stage by
/// stage exactly as UIKit would, checks every stage with ``BatchUpdateRules`` *before* applying it, and records
/// each batch in ``log``. A stage UIKit would reject is refused with a ``HeadlessUpdateError`` carrying UIKit's
/// message, and nothing of it is applied.
///
/// ```swift
/// let table = HeadlessTableView<Post>()
/// table.reloadData([posts])
/// try table.apply(StagedChangeset(source: posts, target: newPosts))
/// #expect(table.log.insertedItems == [ItemPath(item: 0, section: 0)])
/// ```
@MainActor
public final class HeadlessTableView<Row> {
    /// The rows shown, section by section.
    public private(set) var sections: [[Row]] = []
    /// Everything the table was asked to do.
    public private(set) var log = UpdateLog()
    /// Table or collection: decides the wording of refusals.
    public let kind: BatchUpdateTarget
    /// How many rows fit on screen.
    public var viewportHeight: Int {
        didSet { viewportHeight = max(0, viewportHeight) }
    }
    /// The index, counted over all sections, of the first row on screen.
    public private(set) var firstVisibleRow = 0
    /// Dequeues and configures real cells for the visible rows when set (see `HeadlessTableView+Cells.swift`).
    public var dispatcher: Dispatcher? {
        didSet {
            dispatcher?.host = self
            layoutCells()
        }
    }
    /// How many cells were created because the reuse queue was empty.
    public internal(set) var createdViewCount = 0
    /// Reusable cells by reuse identifier.
    var reuseQueue: [String: [AnyObject]] = [:]
    /// The reuse identifier of every cell this table created, by cell.
    var reuseIdentifiers: [ObjectIdentifier: String] = [:]
    /// The cells on screen, by path.
    var visibleCells: [ItemPath: VisibleCell] = [:]

    /// An empty table showing `viewportHeight` rows at a time.
    public init(kind: BatchUpdateTarget = .tableView, viewportHeight: Int = 20) {
        self.kind = kind
        self.viewportHeight = max(0, viewportHeight)
    }

    // MARK: Reading

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of rows shown in `section`; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The row shown at `path`, or `nil` when there is none.
    public func row(at path: ItemPath) -> Row? {
        guard sections.indices.contains(path.section), sections[path.section].indices.contains(path.item) else {
            return nil
        }
        return sections[path.section][path.item]
    }

    /// The total number of rows.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// The paths of the rows on screen, top to bottom.
    public var visibleItemPaths: [ItemPath] {
        var paths: [ItemPath] = []
        var skip = firstVisibleRow
        for (s, rows) in sections.enumerated() where paths.count < viewportHeight {
            if skip >= rows.count {
                skip -= rows.count
                continue
            }
            for i in skip..<rows.count where paths.count < viewportHeight { paths.append(ItemPath(item: i, section: s)) }
            skip = 0
        }
        return paths
    }

    /// The rows on screen, top to bottom.
    public var visibleRows: [Row] { visibleItemPaths.map { sections[$0.section][$0.item] } }

    /// Scrolls so that the row at overall index `row` is the first on screen (clamped to the content).
    public func scroll(toRow row: Int) {
        firstVisibleRow = min(max(0, row), max(0, rowCount - viewportHeight))
        layoutCells()
    }

    /// Scrolls so that `path` is the first row on screen, as far as the content allows.
    public func scroll(to path: ItemPath) {
        let before = sections.prefix(max(0, min(path.section, sections.count))).reduce(0) { $0 + $1.count }
        scroll(toRow: before + path.item)
    }

    // MARK: Updating

    /// Replaces everything shown, like `reloadData()`.
    public func reloadData(_ sections: [[Row]]) {
        self.sections = sections
        log.append(.reloadData)
        carryCells([:])
        scroll(toRow: firstVisibleRow)
    }

    /// Applies one batch, after which the data source answers `data`.
    ///
    /// - Throws: ``HeadlessUpdateError`` when UIKit would reject the batch; nothing is applied then.
    public func apply(_ update: BatchUpdate, data: [[Row]], stage: Int = 0) throws(HeadlessUpdateError) {
        do {
            let result = try update.replay(
                on: sections, after: data.map(\.count), view: kind, tracking: Set(visibleCells.keys)
            ) { data[$0.section][$0.item] }
            sections = result.rows
            carryCells(result.tracked)
        } catch {
            let violations = BatchUpdateRules.violations(
                of: update, before: sections.map(\.count), after: data.map(\.count), view: kind)
            log.append(.rejected(update, violations))
            throw HeadlessUpdateError(stage: stage, update: update, violations: violations)
        }
        log.append(.batch(update))
        scroll(toRow: firstVisibleRow)
    }

    /// Applies every stage of a sectioned changeset, in order.
    ///
    /// - Throws: ``HeadlessUpdateError`` for the first stage UIKit would reject; the stages before it stay applied.
    public func apply<Section: DiffableSection>(
        _ changeset: StagedChangeset<[Section]>
    ) throws(HeadlessUpdateError) where Section.Item == Row {
        for (index, stage) in changeset.enumerated() {
            try apply(stage.update, data: stage.data.map(\.items), stage: index)
        }
    }

    /// Applies every stage of a single-section changeset, in order.
    ///
    /// - Throws: ``HeadlessUpdateError`` for the first stage UIKit would reject; the stages before it stay applied.
    public func apply(_ changeset: StagedChangeset<[Row]>) throws(HeadlessUpdateError) {
        for (index, stage) in changeset.enumerated() {
            try apply(stage.update, data: [stage.data], stage: index)
        }
    }

    /// Forgets the log so far.
    public func clearLog() { log.removeAll() }
}

extension HeadlessTableView where Row == AnyItem {
    /// Applies every stage of a storage's update, in order. While a stage is applied, the ``dispatcher`` answers
    /// from that stage's data, as UIKit's data source must inside `performBatchUpdates`.
    ///
    /// - Throws: ``HeadlessUpdateError`` for the first stage UIKit would reject; the stages before it stay applied.
    public func apply(_ update: StorageUpdate) throws(HeadlessUpdateError) {
        for (index, stage) in update.enumerated() {
            let rows = stage.data.map(\.items)
            guard let dispatcher else {
                try apply(stage.update, data: rows, stage: index)
                continue
            }
            try dispatcher.showing(stage.data) { () throws(HeadlessUpdateError) in
                try apply(stage.update, data: rows, stage: index)
            }
        }
    }

    /// Applies every stage of a content update (from any ``ObservableContent``), in order, reading each stage's rows
    /// from its snapshot. While a stage is applied, the ``dispatcher`` answers from that snapshot.
    ///
    /// - Throws: ``HeadlessUpdateError`` for the first stage UIKit would reject; the stages before it stay applied.
    public func apply(_ update: ContentUpdate) throws(HeadlessUpdateError) {
        for (index, stage) in update.stages.enumerated() {
            let rows = Self.rows(of: stage.snapshot)
            guard let dispatcher else {
                try apply(stage.changes, data: rows, stage: index)
                continue
            }
            try dispatcher.showing(stage.snapshot) { () throws(HeadlessUpdateError) in
                try apply(stage.changes, data: rows, stage: index)
            }
        }
    }

    /// Replaces everything shown by `content`'s rows, like `reloadData()`.
    public func reloadData(from content: any SectionedContent) {
        reloadData(Self.rows(of: content))
    }

    /// Every row of `content`, as the table keeps them: a row the content does not hold a model for (a windowed
    /// storage's row that is not fetched) is represented by its path.
    static func rows(of content: any SectionedContent) -> [[AnyItem]] {
        if let snapshot = content as? SectionsSnapshot { return snapshot.sections.map(\.items) }
        return (0..<content.numberOfSections).map { section in
            (0..<content.numberOfItems(inSection: section)).map { item in
                content.item(at: ItemPath(item: item, section: section)).map { ($0 as? AnyItem) ?? AnyItem($0) }
                    ?? AnyItem(ItemPath(item: item, section: section))
            }
        }
    }
}
