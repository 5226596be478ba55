public import GRDB
public import Trellis

/// A database query's rows as a table's content: counted in SQL, fetched a page at a time into a window around what
/// the host shows, and observed, so that every committed change, by any writer of the database, animates.
///
/// ```swift
/// // Once, in a migration: the index that serves the order below (sections first, then score, high to low).
/// try db.execute(sql: "CREATE INDEX player_by_team_score ON player(team, score DESC)")
///
/// let storage = try DatabaseStorage<Player>(
///     database: dbQueue,
///     request: Player.filter(Column("isActive")),          // or SQLRequest<Player>(sql: "SELECT * FROM player")
///     orderedBy: [.descending("score")],                   // then by id, so the order is total
///     sectionedBy: "team")                                 // optional, like sectionNameKeyPath
/// let manager = TableViewManager(registry: registry)    // TrellisUIKit: observes the storage, animates its updates
/// manager.attach(to: tableView, content: storage)       // (in tests: HeadlessTableView(content: storage))
/// try dbQueue.write { db in try Player(name: "Arthur", score: 100, team: "A").insert(db) }  // the table animates
/// ```
///
/// (In an `async` function, GRDB picks its `async` `write`: `try await dbQueue.write { ... }`.)
///
/// **The order.** Rows are ordered by the section column (ascending unless `orderedBy` names it), then `orderedBy`,
/// then the id column, so that every row has one place and can be found by its key. The id takes the direction that
/// lets an index serve the order: SQLite walks an index forwards or backwards, so `score DESC` walks an index on
/// `(score)` or `(score, id)` backwards with the id descending; a mixed order such as `team ASC, score DESC` needs an
/// index with those directions (`(team, score DESC)` above). When no index serves the order, every page sorts the
/// rows: opening reports it (``DatabaseStorageError/Kind/missingIndex``) with the `CREATE INDEX` to run.
///
/// **Counts and pages.** Opening counts the rows (`COUNT(*)`, per section with `GROUP BY`), or reads the counts the
/// database keeps for the request (``DatabaseCounting/keptInDatabase``: a few rows instead of a walk over the index),
/// and fetches the first page; ``item(at:)`` fetches the page around a row the window does not hold (the next or
/// previous page by key, which is cheap; a jump by `OFFSET` from the nearer end, which walks the index up to the
/// row). The window holds at most ``windowCapacity`` rows. A host that knows what it will show calls
/// ``loadItems(from:through:)``.
///
/// **Changes.** The storage listens to the writer's transactions (a `TransactionObserver`: the rowids each commit
/// changed). After each commit (on the main actor's next turn, or at once with ``processPendingChanges(recount:)``)
/// it works out the new counts and the new window and sends one ``ContentUpdate``: inside the window (and the windows
/// it keeps for hosts that may still show them, see ``maximumHeldWindows``), positions are exact (inserts, deletes, changed rows as reloads, re-sorted rows as moves, in a last stage of reloads); before and
/// after the window, where a host shows no cell and only counts are known, each section's rows change by their net
/// difference, as deletes or inserts right next to the window. Only positions move there: no row is fetched.
///
/// How the new counts are found: when the ids are the rowids of the request's only table and each row is found by
/// rowid alone, from the changed rows alone (a lookup by rowid for their new keys; their old places are known when
/// they were inserted or are in the window, and on a `DatabasePool` they are read from a read-only connection pinned
/// on the state the storage last processed). Anything else (a row outside the window updated or deleted on a
/// `DatabaseQueue`, a change to another table of the request, a page read while a commit waited) is counted again:
/// from the kept counts when the database keeps them, else `COUNT(*)` per section; and the rows before the window, a
/// walk over the order's index. `INSERT OR REPLACE` of an existing row, which SQLite reports as an insert alone, is
/// caught by a temporary trigger on the writer's connection.
///
/// Page reads go through the pinned connection on a pool (they never wait for the writer and always fit the
/// counts) and through the writer's queue on a `DatabaseQueue`. Changes made behind GRDB's back (another process,
/// another connection) are not observed: call ``processPendingChanges(recount:)`` with `recount: true`.
///
/// **Writes.** ``deleteItems(at:)`` and ``moveItem(at:to:)`` (with a ``moveWriter``) write in one transaction and
/// send the resulting update before they return; a write that fails throws and changes nothing. A write made while
/// an update is being delivered (from an observer) is reported (`Anomaly.editDuringUpdate`) and its update is
/// worked out right after the delivery, in order (the publisher's one policy).
///
/// **What it cannot show.** A row with `NULL` in an order, section or id column has no place in the order: such
/// rows are left out (counts and rows always agree) and reported (``DatabaseStorageError/Kind/unservedRows``) when
/// opening and when a change brings some. Columns declared `NOT NULL` cost nothing to check. Ids must be unique:
/// when the schema does not say so (the rowid, or a unique index on the id column of the request's only table),
/// opening reads every id once and refuses a request where two rows share one; a page that meets a repeated id later
/// (a join whose rows changed) reports it.
///
/// Give the request no `ORDER BY`: the storage orders rows itself.
@MainActor
public final class DatabaseStorage<Record: FetchableRecord>: ObservableContent, EditableContent {
    /// The most rows a page can hold: a larger ``pageSize`` is clamped to it.
    public nonisolated static var maximumPageSize: Int { 10_000 }
    /// The most rows ``loadItems(from:through:)`` loads at once.
    public nonisolated static var maximumLoadedRows: Int { 100_000 }
    /// The most windows the storage keeps exact besides the one it pages in: windows it left for a row far away
    /// (another host, or code reading rows, may still show them) and the rows where a slide of the window began.
    /// Each costs nothing until a change reaches it (then it is read again, at most ``windowCapacity`` rows); the
    /// least recently read goes first, rows slid past before windows left by a jump.
    public nonisolated static var maximumHeldWindows: Int { 4 }

    /// The database the rows are read from and written to.
    public let database: any DatabaseWriter
    /// Rows fetched at a time (1 through ``maximumPageSize``).
    public let pageSize: Int
    /// How the storage knew its counts when it opened, as asked.
    public let counting: DatabaseCounting
    /// The most rows the window keeps (at least two pages).
    public var windowCapacity: Int {
        didSet { windowCapacity = max(windowCapacity, pageSize * 2) }
    }
    /// The header model of a section, from the section column's value (default: the value as a `String`, which
    /// hosts show as the section's title).
    public var sectionHeader: @MainActor (DatabaseValue) -> Any? = { DatabaseStorage.title(of: $0) }
    /// Writes a move the user made on screen (see ``DatabaseMove``), inside a write transaction. Without it,
    /// ``moveItem(at:to:)`` refuses moves. A host shows reorder controls only once a `moveItem` or `canMove` closure
    /// is registered (`dispatcher.moveItem(withModel: Item.self) { _, _, _ in }` is enough): UIKit shows them only
    /// when the data source answers `moveRowAt`. When the write changes what a row shows (its order column, say),
    /// the host reloads after the move rather than keeping the rows it moved on screen.
    public var moveWriter: ((Database, DatabaseMove<Record>) throws -> Void)?
    /// Called with every failure and every problem the storage meets on its own (a page or an update it could not
    /// read, rows it cannot show, an order no index serves); by default they are logged through
    /// `AnomalyReporter.logger`. Throwing calls report their errors by throwing.
    public var errorHandler: @MainActor (DatabaseStorageError) -> Void = DatabaseStorage.logError
    /// Where anomalies go (an edit made while an update is delivered): this handler, else `AnomalyReporter`.
    public var anomalyHandler: AnomalyHandler? {
        get { publisher.anomalyHandler }
        set { publisher.anomalyHandler = newValue }
    }
    /// What the storage has done so far (for tests and tuning).
    public internal(set) var statistics = DatabaseStorageStatistics()

    let sql: KeySQL
    /// The table whose rowids are the rows' ids, when there is one.
    let trackedTable: String?
    /// The tracked table's rowid column as opening found it (its alias, or `rowid`).
    let rowIDColumn: String
    /// SQLite's schema version as last processed: a table dropped, made again or renamed sends no change, so a
    /// new version makes the next processing count again.
    var schemaVersion: Int
    /// Whether the tracked table's rowids are still the rows' ids (a table made again may make `id` a plain column):
    /// until then changes are placed from their rowids and rows can be deleted through the storage.
    var rowIDsAreIDs = true
    /// The counts the database keeps for the request, while it keeps them.
    var kept: KeptCounts?
    /// Rows left out for a `NULL` in a key column, as last counted (to report when more appear).
    var hiddenRows = 0
    /// Whether an index served the order when the schema was last read (a schema change checks it again).
    var orderIsServed: Bool
    /// The report of an order no index serves, with the index to create.
    let missingIndexMessage: String
    var layout: WindowLayout<Record>
    /// Counts reads of held windows and windows left, so that the least recently used goes first.
    var useClock = 0
    /// Bumped each time an update is sent (the layout's counts or positions may have changed): a snapshot of an
    /// older generation no longer reads rows from the storage. A processing that sends nothing leaves it, so the
    /// snapshot a host shows keeps reading its rows.
    var layoutGeneration = 0
    /// The last failure to fetch rows, reported once per layout generation and cause (a SQLite result code, or the
    /// error's type).
    var lastFetchFailure: (generation: Int, cause: String)?
    /// Whether the last processing failed after taking the commits it had to process: the next one counts again.
    var mustRecount = false
    /// Whether ``moveWriter`` is running: the writer is busy in its transaction, and the storage must not use the
    /// database until it returns (GRDB traps on a nested write).
    var isWritingMove = false
    /// Whether the window's rows were fetched from the state the layout's counts describe (no commit was waiting
    /// when they were read); only then can an update be worked out from the changed rows alone.
    var windowIsConsistent = true
    let recorder: ChangeRecorder
    /// The state the layout describes, for the old places of changed rows (pools only; `nil` otherwise).
    var pinned: PinnedReader?
    /// The temporary trigger that catches `INSERT OR REPLACE`, removed with the storage.
    let replacementWatch: ChangeRecorder.ReplacementWatch?
    private let link: ProcessingLink
    /// Delivers updates to observers; a change processed during a delivery waits for it to end.
    let publisher = ContentPublisher()

    /// Opens the rows of `request`, ordered by `sectionedBy`, `orderedBy` and `idColumn`, in sections by
    /// `sectionedBy`.
    ///
    /// - Parameters:
    ///   - database: A `DatabaseQueue` or a `DatabasePool`. Changes made through it (by any code) are observed.
    ///   - request: The rows, without `ORDER BY` (a query interface request or `SQLRequest`); it is read as a
    ///     subquery, so its result columns are the names the other parameters use.
    ///   - orderedBy: The order; the id column is added last (in the direction an index serves) so that every row
    ///     has one place.
    ///   - sectionedBy: A column whose values make the sections (placed first in the order), or `nil` for one
    ///     section.
    ///   - idColumn: A unique column identifying each row. When it is the rowid of the request's only table,
    ///     changes to that table are worked out from the changed rows and ``deleteItems(at:)`` works.
    ///   - pageSize: Rows fetched at a time, clamped to 1 through ``maximumPageSize``.
    ///   - counting: How opening knows the counts: `COUNT(*)` (the default), or counts the database keeps
    ///     (``DatabaseCounting/keptInDatabase``).
    ///   - errorHandler: Replaces the default ``errorHandler`` from the start, so that it also receives what
    ///     opening reports (an order no index serves, rows it cannot show, counts it could not keep).
    /// - Throws: ``DatabaseStorageError`` when the database cannot be read, when a column given is not one of the
    ///   request's result columns, or when two rows share an id.
    public init<Request: FetchRequest>(
        database: any DatabaseWriter,
        request: Request,
        orderedBy: [DatabaseOrdering] = [],
        sectionedBy sectionColumn: String? = nil,
        idColumn: String = "id",
        pageSize: Int = 50,
        counting: DatabaseCounting = .whenOpening,
        errorHandler: (@MainActor (DatabaseStorageError) -> Void)? = nil
    ) throws(DatabaseStorageError) {
        self.database = database
        let pageSize = min(max(1, pageSize), Self.maximumPageSize)
        self.pageSize = pageSize
        self.counting = counting
        windowCapacity = max(1_000, pageSize * 4)
        let link = ProcessingLink()
        self.link = link
        let opened: Opening
        do {
            opened = try database.writeWithoutTransaction { db -> Opening in
                try Self.open(
                    db, database: database, request: request, orderedBy: orderedBy,
                    sectionColumn: sectionColumn, idColumn: idColumn, pageSize: pageSize, counting: counting
                ) {
                    Task { @MainActor in link.owner?.processScheduledChanges() }
                }
            }
        } catch let error as DatabaseStorageError {
            throw error
        } catch {
            throw DatabaseStorageError(
                .databaseError, operation: "init", message: "could not open the rows: \(error)",
                underlying: error)
        }
        sql = opened.sql
        trackedTable = opened.tracked
        rowIDColumn = opened.rowIDColumn
        schemaVersion = opened.schemaVersion
        recorder = opened.recorder
        pinned = opened.pinned
        replacementWatch = opened.watch
        kept = opened.kept
        hiddenRows = opened.hidden
        orderIsServed = opened.orderIsServed
        missingIndexMessage = opened.missingIndex
        layout = WindowLayout(sectionValues: opened.values, counts: opened.counts, windowStart: 0, window: [])
        if let errorHandler { self.errorHandler = errorHandler }
        statistics.pageFetches = 1
        statistics.rowsFetched = opened.rows.count
        layout.window = decode(opened.rows)
        link.owner = self
        for problem in opened.reports { report(problem) }
    }

    deinit {
        replacementWatch?.remove(from: database)
    }

    /// The default ``errorHandler``: a line through `AnomalyReporter.logger`.
    public static func logError(_ error: DatabaseStorageError) {
        AnomalyReporter.logger.log("TrellisGRDB: \(error)")
    }

    /// Whether the storage reads and checks counts the database keeps (``DatabaseCounting/keptInDatabase`` asked
    /// for, and available for this request).
    public var usesKeptCounts: Bool { kept != nil }

    /// A section value as a title: text as is, numbers written out, `nil` for `NULL`.
    public nonisolated static func title(of value: DatabaseValue) -> String? {
        switch value.storage {
        case .null: return nil
        case .int64(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return text
        case .blob(let data): return "\(data.count) bytes"
        }
    }

    // MARK: SectionedContent

    /// The number of sections (one when the rows are not sectioned, even without rows).
    public var numberOfSections: Int { layout.counts.count }

    /// The number of rows in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        layout.counts.indices.contains(section) ? layout.counts[section] : 0
    }

    /// The total number of rows.
    public var totalNumberOfItems: Int { layout.totalCount }

    /// The record at `path`, fetching its page when the window does not hold it; `nil` out of range or when the
    /// page cannot be read (reported to ``errorHandler``).
    public func item(at path: ItemPath) -> Any? { record(at: path) }

    /// The record at `path`, typed; fetches its page when the window does not hold it.
    public func record(at path: ItemPath) -> Record? {
        guard let position = layout.position(of: path) else { return nil }
        if layout.windowRange.contains(position) { return layout.window[position - layout.windowStart].record }
        if let row = heldRow(at: position) { return row.record }
        loadWindow(around: position)
        return layout.row(atPosition: position)?.record
    }

    /// The header model of `section`: ``sectionHeader`` of its value, `nil` when unsectioned.
    public func headerModel(forSection section: Int) -> Any? {
        guard sql.sectionColumn != nil, layout.sectionValues.indices.contains(section) else { return nil }
        return sectionHeader(layout.sectionValues[section].value)
    }

    /// No footers.
    public func footerModel(forSection section: Int) -> Any? { nil }

    /// The section column's value of `section`, `nil` when out of range.
    public func sectionValue(at section: Int) -> DatabaseValue? {
        layout.sectionValues.indices.contains(section) ? layout.sectionValues[section].value : nil
    }

    /// The positions the window holds, counted over all sections.
    public var windowRange: Range<Int> { layout.windowRange }

    /// What the storage shows now, counts and the window's records, typed.
    public func windowSnapshot() -> DatabaseContentSnapshot<Record> {
        DatabaseContentSnapshot(
            layout: layout, sectioned: sql.sectionColumn != nil, header: sectionHeader,
            storage: self, generation: layoutGeneration)
    }

    // MARK: ObservableContent

    /// Calls `handler` with every update from now on, until the token is cancelled or released.
    public func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        publisher.observe(handler)
    }

    /// What observers have received: counts and the window's records (never every row).
    public var snapshot: ContentSnapshot { ContentSnapshot(windowed: windowSnapshot()) }

    /// Reports `error` to ``errorHandler``.
    func report(_ error: DatabaseStorageError) {
        statistics.errors += 1
        errorHandler(error)
    }

    /// Decodes rows into window rows, reusing the records of unchanged rows of `previous`.
    func decode(_ rows: [Row], reusing previous: [WindowRow<Record>] = []) -> [WindowRow<Record>] {
        var old: [ExactValue: WindowRow<Record>] = [:]
        for row in previous { old[row.id] = row }
        var seen = Set<ExactValue>()
        var result: [WindowRow<Record>] = []
        result.reserveCapacity(rows.count)
        var duplicate: ExactValue?
        defer {
            if let duplicate {
                report(
                    DatabaseStorageError(
                        .unservedRows, operation: "decode",
                        message:
                            "the id column '\(sql.idColumn)' is not unique: more than one row has the id \(duplicate), "
                            + "and only the first is shown; give idColumn a column with a different value on every row")
                )
            }
        }
        for row in rows {
            let id = sql.id(of: row)
            guard seen.insert(id).inserted else {
                duplicate = duplicate ?? id
                continue
            }
            if let kept = old[id], kept.row == row {
                result.append(kept)
                continue
            }
            var record: Record?
            do {
                record = try Record(row: row)
            } catch {
                report(
                    DatabaseStorageError(
                        .databaseError, operation: "decode",
                        message: "the row with id \(id) does not decode as \(Record.self): \(error)", underlying: error)
                )
            }
            result.append(WindowRow(id: id, key: sql.key(of: row), row: row, record: record))
        }
        return result
    }
}

/// What the storage has done, counted since it opened.
public struct DatabaseStorageStatistics: Hashable, Sendable {
    /// Updates sent to observers.
    public var updates = 0
    /// Updates worked out from the changed rows alone (no recount).
    public var trackedUpdates = 0
    /// Updates that counted the rows again in SQL.
    public var recountedUpdates = 0
    /// Pages fetched (and windows read again after a change).
    public var pageFetches = 0
    /// Rows read from the database for the window: pages, and the window read again after a change.
    public var rowsFetched = 0
    /// Failures reported to the error handler.
    public var errors = 0
}

/// Lets the writer's queue ask the storage, on the main actor, to process commits, without keeping it alive.
@MainActor
final class ProcessingLink {
    weak var owner: (any PendingChangesProcessor)?
}

/// What ``ProcessingLink`` calls.
@MainActor
protocol PendingChangesProcessor: AnyObject {
    func processScheduledChanges()
}
