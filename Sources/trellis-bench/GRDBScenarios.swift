import Foundation
import GRDB
import Trellis
import TrellisGRDB
import TrellisTesting

/// The database scenarios, over one table of 10,000,000 rows built once per run in a temporary directory:
///
/// - `grdb-insert-middle-10m`: one row inserted in the middle of the table, where the host shows rows, until the
///   host has applied the storage's update (rules checked, visible models read through the dispatcher), beside
///   `insert-only`, the same insert through a connection nobody observes.
/// - `grdb-delete-above-10m`: one row deleted far above the rows shown, on a pool (placed from the pinned old
///   state), beside `queue-recount` (counted again).
/// - `grdb-open-10m`, `grdb-jump-middle-10m-descending`, `headless-open-10m-database`: see GRDBOpenScenarios.swift.
///
/// The write scenarios run first: the open scenarios install the kept counts' triggers in the file, which every
/// later write then runs.
@MainActor
func grdbScenarios() -> [Scenario] {
    [
        grdbInsertMiddleScenario(), grdbDeleteAboveScenario(), grdbOpenScenario(), grdbJumpMiddleDescendingScenario(),
        headlessOpenDatabaseScenario(),
    ]
}

/// Rows in the table.
let tableRows = 10_000_000
/// Rows a screen shows.
let screenRows = 20

/// A row of the benchmark table, decoded by column index (the fastest way GRDB decodes).
struct GRDBBenchRow: FetchableRecord {
    var id: Int64
    var score: Int64
    var name: String

    init(row: GRDB.Row) throws {
        id = row[0]
        score = row[1]
        name = row[2]
    }
}

/// The 10,000,000-row database file, built at most once per run and removed at exit.
@MainActor
enum TenMillionRows {
    private static var built: String?

    /// How every benchmark connection opens the file: a busy timeout, because connections open and close in quick
    /// succession (each open scenario starts every run from a new connection) while a released storage's connection
    /// may still be closing (GRDB's default is to fail at once).
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        return configuration
    }

    /// Puts the file back in rollback-journal mode (the pool of `grdb-delete-above-10m` turns it to WAL), so that
    /// the open scenarios measure what they measured before that scenario ran first.
    ///
    /// - Returns: The journal mode the file is in.
    @discardableResult
    static func useRollbackJournal() -> String {
        do {
            let queue = try DatabaseQueue(path: path(), configuration: configuration)
            return try queue.writeWithoutTransaction { try String.fetchOne($0, sql: "PRAGMA journal_mode = DELETE") }
                ?? "?"
        } catch {
            return "unknown (\(error))"
        }
    }

    /// The file's path; builds it on first use (one transaction, a recursive CTE, the index made afterwards).
    static func path() -> String {
        if let built { return built }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-bench-\(ProcessInfo.processInfo.processIdentifier)")
        let path = directory.appendingPathComponent("ten-million.sqlite").path
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            benchDirectory = directory.path
            atexit { if let directory = benchDirectory { try? FileManager.default.removeItem(atPath: directory) } }
            let queue = try DatabaseQueue(path: path, configuration: TenMillionRows.configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -200000")
                try db.inTransaction {
                    try db.execute(
                        sql: """
                            CREATE TABLE item (id INTEGER PRIMARY KEY, score INTEGER NOT NULL, name TEXT NOT NULL);
                            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                            INSERT INTO item(id, score, name) SELECT i, i * 10, 'row ' || i FROM n;
                            CREATE INDEX item_score ON item(score, id);
                            """, arguments: [tableRows])
                    return .commit
                }
            }
            try queue.close()
            // Flush the build's pages to disk now, or the first timed commit's fsync would wait for them.
            try FileHandle(forUpdating: URL(fileURLWithPath: path)).synchronize()
        } catch {
            failBenchmark("grdb: could not build the 10,000,000-row database in \(directory.path): \(error)")
        }
        printError("  grdb: built \(tableRows) rows in \(format(seconds: seconds(start.duration(to: clock.now)))) s")
        built = path
        return path
    }
}

/// Where the benchmark's database lives, for the exit handler.
nonisolated(unsafe) private var benchDirectory: String?

func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
}

/// Opens a storage over the whole table, ordered by score (ascending unless `order` says otherwise), counting
/// when it opens unless `counting` says otherwise.
@MainActor
func openStorage(
    _ queue: any DatabaseWriter, order: DatabaseOrdering = .ascending("score"),
    counting: DatabaseCounting = .whenOpening
) -> DatabaseStorage<GRDBBenchRow> {
    do {
        return try DatabaseStorage<GRDBBenchRow>(
            database: queue, request: SQLRequest<GRDBBenchRow>(sql: "SELECT * FROM item"),
            orderedBy: [order], pageSize: 50, counting: counting)
    } catch {
        failBenchmark("grdb: could not open the storage: \(error)")
    }
}

/// `grdb-insert-middle-10m`, beside `insert-only`.
@MainActor
func grdbInsertMiddleScenario() -> Scenario {
    Scenario(name: "grdb-insert-middle-10m") { _ in
        let path = TenMillionRows.path()
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: TenMillionRows.configuration)
        } catch {
            failBenchmark("grdb: could not open \(path): \(error)")
        }
        let storage = openStorage(queue)
        let host = BenchDatabaseHost(storage: storage)
        let middle = tableRows / 2
        // Jumps, once each, for the notes: a page by OFFSET walks the index up to the row. The last goes back to rows
        // the storage left and holds exact for hosts that may still show them (`maximumHeldWindows`): no page read.
        let clock = ContinuousClock()
        var jumps: [String] = []
        for target in [middle, tableRows - screenRows, middle] {
            let start = clock.now
            host.scroll(to: target)
            jumps.append("to \(target): \(format(seconds: seconds(start.duration(to: clock.now)))) s")
        }
        // Inserted between the rows at `middle` and `middle + 1`, on screen.
        let newScore = Int64(middle + 1) * 10 + 5
        let newID = Int64(tableRows + 1)
        let removeInserted: @MainActor (DatabaseQueue) -> Void = { writer in
            do {
                try writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [newID]) }
                storage.processPendingChanges()
            } catch { failBenchmark("grdb: could not remove the inserted row: \(error)") }
        }
        let insert: @MainActor (DatabaseQueue) -> Void = { writer in
            do {
                try writer.write { db in
                    try db.execute(sql: "INSERT INTO item VALUES (?, ?, 'inserted')", arguments: [newID, newScore])
                }
            } catch { failBenchmark("grdb: the insert failed: \(error)") }
        }
        let work = Measurement(setUp: { removeInserted(queue) }) { () -> Int in
            insert(queue)
            storage.processPendingChanges()
            return host.appliedRows
        }
        // The same insert through the same connection, its commit recorded by the storage's observer, but no
        // update worked out or applied.
        let insertOnly = Measurement(setUp: { removeInserted(queue) }) { () -> Int in
            insert(queue)
            return 1
        }
        // The slow path once, for the notes: a change the rowids do not place, counted again over the index.
        let start = clock.now
        storage.processPendingChanges(recount: true)
        let recount = seconds(start.duration(to: clock.now))
        // The storage's part alone: the insert is made before the timer starts.
        let updateOnly = Measurement(setUp: {
            removeInserted(queue); insert(queue)
        }) { () -> Int in
            storage.processPendingChanges()
            return host.appliedRows
        }
        return PreparedScenario(
            work: work,
            baselines: [
                Baseline(name: "insert-only", work: insertOnly), Baseline(name: "update-only", work: updateOnly),
            ],
            notes: [
                "one row inserted at position \(middle + 1) of \(tableRows), on screen; timed until the host has "
                    + "checked the update against UIKit's rules and read the \(screenRows) visible models (tracked path: "
                    + "the new row's place comes from its key alone)",
                "a change the rowids cannot place (a row outside the window updated or deleted) is counted again: "
                    + "\(format(seconds: recount)) s once, with the window at the middle",
                "scrolling far (the host reads the screen's rows; a page by OFFSET, once each; back to \(middle), the rows "
                    + "left there are held): "
                    + jumps.joined(separator: ", "),
            ])
    }
}

/// `grdb-delete-above-10m`, beside `queue-recount`.
@MainActor
func grdbDeleteAboveScenario() -> Scenario {
    Scenario(name: "grdb-delete-above-10m") { _ in
        let path = TenMillionRows.path()
        let pool: DatabasePool, queue: DatabaseQueue
        do {
            // turns the file to WAL, which the queue then uses too
            pool = try DatabasePool(path: path, configuration: TenMillionRows.configuration)
            queue = try DatabaseQueue(path: path, configuration: TenMillionRows.configuration)
        } catch {
            failBenchmark("grdb: could not open \(path): \(error)")
        }
        let middle = tableRows / 2
        let deletedID: Int64 = 1_000
        @MainActor func prepare(_ writer: any DatabaseWriter) -> (DatabaseStorage<GRDBBenchRow>, BenchDatabaseHost) {
            do {
                let storage = try DatabaseStorage<GRDBBenchRow>(
                    database: writer,
                    request: SQLRequest<GRDBBenchRow>(sql: "SELECT * FROM item"), orderedBy: [.ascending("score")],
                    pageSize: 50)
                let host = BenchDatabaseHost(storage: storage)
                host.scroll(to: middle)
                return (storage, host)
            } catch {
                failBenchmark("grdb: could not open the storage: \(error)")
            }
        }
        let (poolStorage, poolHost) = prepare(pool)
        let (queueStorage, queueHost) = prepare(queue)
        // Puts the row back (the other storage may have deleted it behind this one's back: count again, untimed).
        let restore: @MainActor (any DatabaseWriter, DatabaseStorage<GRDBBenchRow>) -> Void = { writer, storage in
            do {
                try writer.write { db in
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO item VALUES (?, ?, 'row')",
                        arguments: [deletedID, deletedID * 10])
                }
                storage.processPendingChanges(recount: true)
            } catch { failBenchmark("grdb: could not put the row back: \(error)") }
        }
        let delete: @MainActor (any DatabaseWriter, DatabaseStorage<GRDBBenchRow>) -> Void = { writer, storage in
            do {
                try writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [deletedID]) }
                storage.processPendingChanges()
            } catch { failBenchmark("grdb: the delete failed: \(error)") }
        }
        let work = Measurement(setUp: { restore(pool, poolStorage) }) { () -> Int in
            delete(pool, poolStorage)
            return poolHost.appliedRows &+ poolStorage.statistics.trackedUpdates
        }
        let recount = Measurement(setUp: { restore(queue, queueStorage) }) { () -> Int in
            delete(queue, queueStorage)
            return queueHost.appliedRows &+ queueStorage.statistics.recountedUpdates
        }
        return PreparedScenario(
            work: work, baselines: [Baseline(name: "queue-recount", work: recount)],
            notes: [
                "one row deleted at position \(deletedID - 1) of \(tableRows) while the host shows position "
                    + "\(middle); timed until the host has applied the update (one delete just before the window)"
            ])
    }
}

/// The benchmark's table: the public headless host (`TrellisTesting`), applying the storage's updates through the
/// engine's stage applier (each stage checked against UIKit's rules) and configuring a cell for each visible row
/// that changed, as a table would.
@MainActor
final class BenchDatabaseHost {
    let table: HeadlessTableView

    init(storage: DatabaseStorage<GRDBBenchRow>) {
        table = HeadlessTableView(viewportHeight: screenRows)
        table.registry.register(GRDBBenchCell.self)
        table.attach(storage)
    }

    func scroll(to row: Int) {
        table.scroll(toRow: row)
    }

    /// A checksum of the visible rows' models (the rows a screen shows), failing the run if an update was refused.
    var appliedRows: Int {
        if let rejected = table.rejectedStages.first {
            failBenchmark("grdb: the storage sent a batch UIKit would refuse: \(rejected.violations)")
        }
        var sum = 0
        for model in table.visibleModels { sum &+= Int((model as? GRDBBenchRow)?.id ?? 0) }
        return sum
    }
}

/// The cell of the benchmark's table: it keeps the id it shows.
final class GRDBBenchCell: ModelTransfer, ConstructibleView {
    private(set) var id: Int64 = 0
    init() {}
    func update(with model: GRDBBenchRow) { id = model.id }
}

/// A connection opened anew before each run, so that no run reads pages another one cached in the connection.
@MainActor
final class BenchConnection {
    let path: String
    private(set) var queue: DatabaseQueue?

    init(path: String) { self.path = path }

    func reconnect() {
        queue = nil
        do { queue = try DatabaseQueue(path: path, configuration: TenMillionRows.configuration) } catch {
            failBenchmark("grdb: could not open \(path): \(error)")
        }
    }
}
