public import GRDB
public import Trellis

/// A database query's rows as a table's content: counted in SQL, fetched a page at a time into a window around what
/// the host shows, and observed, so that every committed change, by any writer of the database, animates.
///
/// ```swift
/// let storage = try DatabaseStorage<Player>(
///     database: dbQueue,
///     request: Player.filter(Column("isActive")),          // or SQLRequest<Player>(sql: "SELECT * FROM player")
///     orderedBy: [.descending("score")],                   // then by id, so the order is total
///     sectionedBy: "team")                                 // optional, like sectionNameKeyPath
/// let dispatcher = Dispatcher(content: storage, registry: registry)
/// let observation = storage.observeContent { update in try? table.apply(update) }
/// try dbQueue.write { db in try Player(name: "Arthur", score: 100, team: "A").insert(db) }  // the table animates
/// ```
///
/// **Counts and pages.** Opening counts the rows (`COUNT(*)`, per section with `GROUP BY`) and fetches the first
/// page; ``item(at:)`` fetches the page around a row the window does not hold (the next or previous page by key,
/// which is cheap; a jump by `OFFSET` from the nearer end, which walks the index up to the row). The window holds
/// at most ``windowCapacity`` rows. A host that knows what it will show calls ``loadItems(from:through:)``.
///
/// **Changes.** The storage listens to the writer's transactions (a `TransactionObserver`: the rowids each commit
/// changed). After each commit (on the main actor's next turn, or at once with ``processPendingChanges(recount:)``)
/// it works out the new counts and the new window and sends one ``ContentUpdate``: inside the window, positions are
/// exact (inserts, deletes, changed rows as reloads, re-sorted rows as moves, in a last stage of reloads); before and
/// after the window, where a host shows no cell and only counts are known, each section's rows change by their net
/// difference, as deletes or inserts right next to the window. Only positions move there: no row is fetched.
///
/// How the new counts are found: when the ids are the rowids of the request's only table, from the changed rows
/// alone (a lookup by rowid for their new keys; their old places are known when they were inserted or are in the
/// window, and on a `DatabasePool` they are read from a read-only connection pinned on the state the storage last
/// processed). Anything else (a row outside the window updated or deleted on a `DatabaseQueue`, a change to another
/// table of the request, a page read while a commit waited) is counted again in SQL: `COUNT(*)` per section and the
/// rows before the window, a walk over the order's index. `INSERT OR REPLACE` of an existing row, which SQLite
/// reports as an insert alone, is caught by a temporary trigger on the writer's connection.
///
/// Page reads go through the pinned connection on a pool (they never wait for the writer and always fit the
/// counts) and through the writer's queue on a `DatabaseQueue`. Changes made behind GRDB's back (another process,
/// another connection) are not observed: call ``processPendingChanges(recount:)`` with `recount: true`.
///
/// **Writes.** ``deleteItems(at:)`` and ``moveItem(at:to:)`` (with a ``moveWriter``) write in one transaction and
/// send the resulting update before they return; a write that fails throws and changes nothing.
///
/// Requirements: the request's rows have a unique, non-`NULL` id column (by default `id`; the rowid of the request's
/// table when it has one, which enables the cheap path and the writes) and non-`NULL` order columns. Give the
/// request no `ORDER BY`: the storage orders rows itself. Index the order (`CREATE INDEX ... ON player(score, id)`,
/// section column first when sectioned) so that counts and pages use it.
@MainActor
public final class DatabaseStorage<Record: FetchableRecord>: ObservableContent, EditableContent {
    /// The database the rows are read from and written to.
    public let database: any DatabaseWriter
    /// Rows fetched at a time.
    public let pageSize: Int
    /// The most rows the window keeps (at least two pages).
    public var windowCapacity: Int {
        didSet { windowCapacity = max(windowCapacity, pageSize * 2) }
    }
    /// The header model of a section, from the section column's value (default: the value as a `String`, which
    /// hosts show as the section's title).
    public var sectionHeader: @MainActor (DatabaseValue) -> Any? = { DatabaseStorage.title(of: $0) }
    /// Writes a move the user made on screen (see ``DatabaseMove``), inside a write transaction. Without it,
    /// ``moveItem(at:to:)`` refuses moves.
    public var moveWriter: ((Database, DatabaseMove<Record>) throws -> Void)?
    /// Called with every failure the storage meets on its own (a page or an update it could not read); by
    /// default they are logged through `AnomalyReporter.logger`. Throwing calls report their errors by throwing.
    public var errorHandler: @MainActor (DatabaseStorageError) -> Void = {
        AnomalyReporter.logger.log("TrellisGRDB: \($0)")
    }
    /// What the storage has done so far (for tests and tuning).
    public internal(set) var statistics = DatabaseStorageStatistics()

    let sql: KeySQL
    /// The table whose rowids are the rows' ids, when there is one.
    let trackedTable: String?
    var layout: WindowLayout<Record>
    /// Bumped each time the layout's counts or positions may change (an update processed): a snapshot of an older
    /// generation no longer reads rows from the storage.
    var layoutGeneration = 0
    /// Whether the window's rows were fetched from the state the layout's counts describe (no commit was waiting
    /// when they were read); only then can an update be worked out from the changed rows alone.
    var windowIsConsistent = true
    let recorder: ChangeRecorder
    /// The state the layout describes, for the old places of changed rows (pools only; `nil` otherwise).
    var pinned: PinnedReader?
    /// The temporary trigger that catches `INSERT OR REPLACE`, removed with the storage.
    private let replacementWatch: ChangeRecorder.ReplacementWatch?
    private let link: ProcessingLink
    /// Delivers updates to observers; a change processed during a delivery waits for it to end.
    let publisher = ContentPublisher()

    /// Opens the rows of `request`, ordered by `orderedBy` then by `idColumn`, in sections by `sectionedBy`.
    ///
    /// - Parameters:
    ///   - database: A `DatabaseQueue` or a `DatabasePool`. Changes made through it (by any code) are observed.
    ///   - request: The rows, without `ORDER BY` (a query interface request or `SQLRequest`); it is read as a
    ///     subquery, so its columns are the names the other parameters use.
    ///   - orderedBy: The order; the id column is added last so that every row has one place.
    ///   - sectionedBy: A column whose values make the sections (placed first in the order), or `nil` for one
    ///     section.
    ///   - idColumn: A unique, non-`NULL` column identifying each row. When it is the rowid of the request's only
    ///     table, changes to that table are worked out from the changed rows and ``deleteItems(at:)`` works.
    ///   - pageSize: Rows fetched at a time.
    /// - Throws: ``DatabaseStorageError`` when the database cannot be read or the request cannot be paged.
    public init<Request: FetchRequest>(
        database: any DatabaseWriter,
        request: Request,
        orderedBy: [DatabaseOrdering] = [],
        sectionedBy sectionColumn: String? = nil,
        idColumn: String = "id",
        pageSize: Int = 50
    ) throws(DatabaseStorageError) {
        self.database = database
        let pageSize = max(1, pageSize)
        self.pageSize = pageSize
        windowCapacity = max(1_000, pageSize * 4)
        let link = ProcessingLink()
        self.link = link
        var keyColumns = orderedBy.filter { $0.column != sectionColumn && $0.column != idColumn }
        if let sectionColumn {
            keyColumns.insert(orderedBy.first { $0.column == sectionColumn } ?? .ascending(sectionColumn), at: 0)
        }
        keyColumns.append(orderedBy.first { $0.column == idColumn } ?? .ascending(idColumn))
        do {
            let opened = try database.writeWithoutTransaction { db -> Opening in
                let prepared = try request.makePreparedRequest(db, forSingleResult: false)
                let region = try request.databaseRegion(db)
                let tracked = try Self.trackedTable(db, region: region, request: prepared, idColumn: idColumn)
                let sql = KeySQL(source: prepared.statement.sql, sourceArguments: prepared.statement.arguments,
                    keyColumns: keyColumns, idColumn: idColumn, sectionColumn: sectionColumn)
                let recorder = ChangeRecorder(region: region, trackedTable: tracked) {
                    Task { @MainActor in link.owner?.processScheduledChanges() }
                }
                db.add(transactionObserver: recorder, extent: .observerLifetime)
                var watch: ChangeRecorder.ReplacementWatch?
                if let tracked {
                    watch = try recorder.watchReplacements(db, table: tracked,
                        rowIDColumn: try db.primaryKey(tracked).rowIDColumn ?? "rowid")
                }
                let (values, counts) = try sql.sectionCounts(db)
                let rows = try sql.page(db, offset: 0, limit: pageSize, total: counts.reduce(0, +))
                var pinned: PinnedReader?
                if tracked != nil, database is DatabasePool {
                    pinned = try PinnedReader(path: database.path)
                    try pinned?.pin()
                }
                return Opening(sql: sql, tracked: tracked, recorder: recorder, values: values, counts: counts,
                    rows: rows, pinned: pinned, watch: watch)
            }
            sql = opened.sql
            trackedTable = opened.tracked
            recorder = opened.recorder
            pinned = opened.pinned
            replacementWatch = opened.watch
            layout = WindowLayout(sectionValues: opened.values, counts: opened.counts, windowStart: 0, window: [])
            layout.window = decode(opened.rows)
        } catch let error as DatabaseStorageError {
            throw error
        } catch {
            throw DatabaseStorageError(.databaseError, operation: "init", message: "could not open the rows: \(error)",
                underlying: error)
        }
        statistics.pageFetches = 1
        link.owner = self
    }

    deinit {
        replacementWatch?.remove(from: database)
    }

    private struct Opening {
        var sql: KeySQL
        var tracked: String?
        var recorder: ChangeRecorder
        var values: [DatabaseValue]
        var counts: [Int]
        var rows: [Row]
        var pinned: PinnedReader?
        var watch: ChangeRecorder.ReplacementWatch?
    }

    /// The request's table when the id column is its rowid and the request reads no other table.
    private nonisolated static func trackedTable(
        _ db: Database, region: DatabaseRegion, request: PreparedRequest, idColumn: String
    ) throws -> String? {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        let read = tables.filter { region.isModified(byEventsOfKind: .insert(tableName: $0)) }
        guard read.count == 1, let table = read.first else { return nil }
        if idColumn.lowercased() == "rowid" { return table }
        let primaryKey = try db.primaryKey(table)
        return primaryKey.rowIDColumn?.lowercased() == idColumn.lowercased() ? table : nil
    }

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
        if !layout.windowRange.contains(position) { loadWindow(around: position) }
        return layout.windowRow(at: path)?.record
    }

    /// The header model of `section`: ``sectionHeader`` of its value, `nil` when unsectioned.
    public func headerModel(forSection section: Int) -> Any? {
        guard sql.sectionColumn != nil, layout.sectionValues.indices.contains(section) else { return nil }
        return sectionHeader(layout.sectionValues[section])
    }

    /// No footers.
    public func footerModel(forSection section: Int) -> Any? { nil }

    /// The section column's value of `section`, `nil` when out of range.
    public func sectionValue(at section: Int) -> DatabaseValue? {
        layout.sectionValues.indices.contains(section) ? layout.sectionValues[section] : nil
    }

    /// The positions the window holds, counted over all sections.
    public var windowRange: Range<Int> { layout.windowRange }

    /// What the storage shows now, counts and the window's records, typed.
    public func windowSnapshot() -> DatabaseContentSnapshot<Record> {
        DatabaseContentSnapshot(layout: layout, sectioned: sql.sectionColumn != nil, header: sectionHeader,
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
        var old: [DatabaseValue: WindowRow<Record>] = [:]
        for row in previous { old[row.id] = row }
        var seen = Set<DatabaseValue>()
        var result: [WindowRow<Record>] = []
        result.reserveCapacity(rows.count)
        for row in rows {
            let id: DatabaseValue = row[sql.idColumn] ?? .null
            guard seen.insert(id).inserted else { continue }
            if let kept = old[id], kept.row == row {
                result.append(kept)
                continue
            }
            var record: Record?
            do {
                record = try Record(row: row)
            } catch {
                report(DatabaseStorageError(.databaseError, operation: "decode",
                    message: "the row with id \(id) does not decode as \(Record.self): \(error)", underlying: error))
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
    /// Pages fetched.
    public var pageFetches = 0
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
