public import Trellis

/// A table view in the terminal, driven by the same engine as UIKit: sections with header and footer rows, cells
/// that draw themselves (``TerminalView``), a viewport that dequeues and reuses cells only for the rows on screen,
/// keyboard navigation, selection and highlight through the dispatcher's events, deleting and moving rows through
/// the editing and moving events, and every content update applied stage by stage and shown (inserted rows flash,
/// deleted rows vanish, moved rows go to their new place, the cursor and the selection follow their items).
///
/// ```swift
/// let storage = MemoryStorage()
/// let table = TerminalTableView(content: storage, title: "Posts")
/// table.dispatcher.registry.register(PostCell.self) { $0.didSelect { _, post, _ in open(post) } }
/// try TerminalSession().run(table)
/// ```
///
/// Rendering is separate from input and output: ``frame(size:)`` draws a ``TerminalFrame`` and ``handle(_:)`` takes
/// a ``Key``, so a table can be tested against a ``VirtualTerminal``; ``TerminalSession`` does the terminal's I/O.
///
/// Keys: ↑/↓ or k/j move the cursor; page up/down, home/end (g/G) jump; Enter selects; d or Delete commits a
/// deletion of the row under the cursor (when the row is editable and something answers
/// `commitEditingStyle`); K/J (shift) move that row up or down (when it can move).
@MainActor
public final class TerminalTableView {
    /// The one object the table asks: counts, models, cells, events.
    public let dispatcher: Dispatcher
    /// The title bar's text.
    public var title: String
    /// An optional line under the title bar (a filter prompt, a legend).
    public var banner: StyledLine?
    /// The status bar's message (the last event, an error); the key hints when `nil`.
    public var statusMessage: String?
    /// The key hints shown in the status bar when there is no message.
    public var keyHints = "↑↓/jk move  PgUp/PgDn  Home/End  Enter select  d delete  J/K move row  q quit"
    /// What the table shows while it has no rows (no sections, or only empty ones): its title and message, centred,
    /// instead of the table's lines. `nil` (the default): the empty table (its headers and footers, if any).
    public var emptyState: EmptyState?
    /// Whether the row under the cursor is drawn highlighted (off when the table is printed once, without a terminal).
    public var showsCursor = true
    /// How long inserted, updated and moved rows flash after an update (0 to 60 seconds; other values are clamped).
    public var flashDuration: Duration = .milliseconds(800)
    /// How rows whose content changed are shown when an update leaves it to the table: `.reconfigure` (the default)
    /// runs the configure closure again on the cell a row has; `.reload` gives the row a new cell. Either way the
    /// row flashes as updated.
    public var itemRefresh: ItemRefresh = .reconfigure
    /// The clock that times flashes; tests replace it.
    public var now: () -> ContinuousClock.Instant = { ContinuousClock.now }

    /// The row under the cursor (highlighted when the dispatcher allows it).
    public internal(set) var cursor: ItemPath?
    /// Whether the cursor's row is highlighted (`shouldHighlight` allowed it).
    public internal(set) var isCursorHighlighted = false
    /// The selected row, if any.
    public internal(set) var selection: ItemPath?
    /// The index of the first line of the table (headers, rows, footers, gaps between sections) on screen.
    public internal(set) var topLine = 0
    /// How many views the table created because no reusable one was queued.
    public var createdViewCount: Int { reuseQueue.createdViewCount }
    /// How many content updates the table has applied.
    public internal(set) var appliedUpdateCount = 0
    /// The violations of every stage the table refused (and reloaded instead), oldest first.
    public internal(set) var rejectedStages: [[BatchUpdateViolation]] = []
    /// Updates that came while the table configured a view, applied once the view is where it was asked for.
    let heldWhileConfiguring = UpdatesHeldWhileConfiguring()
    /// What the last update did (`+2 -1 ↕1 ~0 in 1 stage`), shown in the status bar.
    public internal(set) var lastUpdateSummary: String?
    /// When the current flash ends, if rows are flashing.
    public internal(set) var flashDeadline: ContinuousClock.Instant?

    /// The size the table was last laid out for.
    var size = TerminalSize(columns: 80, rows: 24)
    /// Rows per section, as shown.
    var counts: [Int] = []
    /// Per row: which update changed it last.
    var marks: [[RowMark]] = []
    /// The overall index of each section's first row.
    var rowStarts: [Int] = []
    var layouts: [SectionLayout] = []
    var totalLines = 0
    /// The number of the update being shown (row marks with this generation flash).
    var generation: UInt32 = 0
    var visibleCells: [ItemPath: ConfiguredView] = [:]
    var visibleSupplementaries: [SupplementaryKey: ConfiguredView] = [:]
    var reuseQueue = ReuseQueue()
    /// Keeps the visible cells up to date with the `@Observable` models their configure closures read: a change
    /// configures the cell again before the next frame is drawn (no update, no reload, no flash).
    public let liveCells = LiveCellTracker()
    /// Whether something answers the indentation level (asked once a frame, not per row).
    var indentsRows = false
    private var observation: ContentObservation?

    /// A table showing `content` (observed, so its updates animate) with a dispatcher of its own.
    public init(content: (any SectionedContent)? = nil, title: String = "", dispatcher: Dispatcher = Dispatcher()) {
        self.dispatcher = dispatcher
        self.title = title
        dispatcher.host = self
        liveCells.reconfigureViews = { [weak self] views in self?.reconfigureLive(views) }
        if let content { show(content) }
    }

    /// Shows `content`: the dispatcher's content becomes `content`, the table reloads, and when the content is
    /// observable every update it sends is applied (``apply(_:)``).
    public func show(_ content: any SectionedContent) {
        observation?.cancel()
        observation = nil
        dispatcher.content = content
        if let observable = content as? any ObservableContent {
            observation = observable.observe { [weak self] update in self?.apply(update) }
        }
        reloadData()
    }

    /// Stops observing the content.
    public func stopObserving() {
        observation?.cancel()
        observation = nil
    }

    // MARK: Reading

    /// The number of rows shown in `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// The number of sections shown.
    public var numberOfSections: Int { counts.count }

    /// All rows shown, over all sections.
    public var rowCount: Int { (rowStarts.last ?? 0) + (counts.last ?? 0) }

    /// How a row was changed by the update that is flashing now (`.none` when nothing flashes).
    public func change(at path: ItemPath) -> RowChange {
        guard flashDeadline != nil, marks.indices.contains(path.section),
            marks[path.section].indices.contains(path.item)
        else { return .none }
        let mark = marks[path.section][path.item]
        return mark.generation == generation ? mark.change : .none
    }

    /// The cell on screen for `path`, if the row is visible.
    public func visibleCell(at path: ItemPath) -> AnyObject? { visibleCells[path]?.view }

    /// The paths of the rows on screen, top to bottom.
    public var visibleItemPaths: [ItemPath] {
        (topLine..<min(totalLines, topLine + viewportRows)).compactMap { index in
            if case .row(let path) = line(at: index) { return path }
            return nil
        }
    }

    // MARK: Reloading

    /// Reads everything again from the dispatcher, like `reloadData()`: every view on screen goes back to its
    /// reuse queue, and the cursor and selection stay at their paths when those still exist.
    public func reloadData() {
        dispatcher.reloadShownContent()
        counts = shownCounts(sections: dispatcher.numberOfSections) { dispatcher.numberOfItems(inSection: $0) }
        marks = counts.map { Array(repeating: RowMark.unchanged, count: $0) }
        for (path, shown) in visibleCells { retire(shown, at: path) }
        visibleCells = [:]
        retireSupplementaries()
        if let selection, !contains(selection) { self.selection = nil }
        rebuildLayout()
        placeCursor(cursor.flatMap { contains($0) ? $0 : nil } ?? firstPath)
    }

    /// The most sections the table shows: the dispatcher's (``Dispatcher/maximumSectionCount``), which cuts a content
    /// that reports more and tells the table, whose status line says so.
    public nonisolated static let maximumSectionCount = Dispatcher.maximumSectionCount
    /// The most rows the table shows over all sections (it keeps 8 bytes a row, 80 MB at the most): a content that
    /// reports more is shown cut, with a status message.
    public nonisolated static let maximumRowCount = 10_000_000

    /// The counts to show for a content's, as the dispatcher passes them on (a negative count is 0, and no more than
    /// `Dispatcher.maximumSectionCount` sections), with rows past ``maximumRowCount`` left out; the status bar says
    /// what the content reported that could not be shown (what the dispatcher cut, then what this table cut).
    private func shownCounts(sections: Int, items: (Int) -> Int) -> [Int] {
        var cutHere: [String] = []
        var counts: [Int] = []
        var total = 0
        // The dispatcher passes on 0...maximumSectionCount sections of 0 or more rows: only the row cap is this table's.
        for section in 0..<sections {
            let reported = items(section)
            var count = reported
            if count > Self.maximumRowCount - total {
                if cutHere.count < 3 { cutHere.append("\(Self.grouped(reported)) rows in section \(section)") }
                count = Self.maximumRowCount - total
            }
            total += count
            counts.append(count)
        }
        let problems = Array((dispatcher.countsCutSinceReload + cutHere).prefix(3))
        if !problems.isEmpty {
            statusMessage =
                "the content reported \(problems.joined(separator: ", ")): shown as "
                + "\(Self.grouped(counts.count)) sections of \(Self.grouped(total)) rows"
        }
        return counts
    }

    func contains(_ path: ItemPath) -> Bool {
        counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
    }

    var firstPath: ItemPath? { path(atRow: 0) }
}

/// A header or footer on screen.
struct SupplementaryKey: Hashable {
    let kind: ViewKind
    let section: Int
}
