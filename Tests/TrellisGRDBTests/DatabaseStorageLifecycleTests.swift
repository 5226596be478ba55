import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// What happens to an open storage when its database changes in ways it cannot observe (another connection's
/// commits, a table dropped and made again, a processing that fails) or is used from where it must not be (its own
/// `moveWriter`, its error handler). Found by a probe of schema and lifecycle changes; each test is one of its
/// reductions. Before, these showed blank rows, trapped, lost commits for good, or deleted another row.
@MainActor
@Suite("DatabaseStorage: schema and lifecycle changes under it")
struct DatabaseStorageLifecycleTests {
    static let schema = """
        CREATE TABLE t (id INTEGER PRIMARY KEY, k INTEGER NOT NULL, s TEXT NOT NULL, tag TEXT NOT NULL);
        CREATE INDEX t_k ON t(k, id);
        CREATE INDEX t_s ON t(s, k, id);
        """

    static func rows(_ ids: ClosedRange<Int>) -> String {
        """
        WITH RECURSIVE n(i) AS (SELECT \(ids.lowerBound) UNION ALL SELECT i + 1 FROM n WHERE i < \(ids.upperBound))
        INSERT INTO t SELECT i, i * 10, 'g' || (i % 3), 'r' || i FROM n;
        """
    }

    /// A database holding rows 1...`count` of `t`.
    static func database(rows count: Int, pool: Bool = false) throws -> TestDatabase {
        let database = try TestDatabase(pool: pool)
        try database.writer.write { try $0.execute(sql: schema + rows(1...count)) }
        return database
    }

    static func open(
        _ database: TestDatabase, sectioned: Bool = false, pageSize: Int = 5, capacity: Int = 10,
        request: String = "SELECT * FROM t", errors: ErrorLog? = nil
    ) throws -> DatabaseStorage<TaggedRow> {
        let storage = try DatabaseStorage<TaggedRow>(
            database: database.writer, request: SQLRequest<TaggedRow>(sql: request), orderedBy: [.ascending("k")],
            sectionedBy: sectioned ? "s" : nil, pageSize: pageSize, errorHandler: errors?.handler)
        storage.windowCapacity = capacity
        return storage
    }

    /// Every row's tag as the storage shows it, and as SQLite has it.
    static func shownAndActual(
        _ storage: DatabaseStorage<TaggedRow>, _ database: TestDatabase, sectioned: Bool = false
    ) throws -> (shown: [String?], actual: [String]) {
        let shown = (0..<storage.numberOfSections).flatMap { section in
            (0..<storage.numberOfItems(inSection: section)).map {
                storage.record(at: ItemPath(item: $0, section: section))?.tag
            }
        }
        let actual = try database.writer.read {
            try String.fetchAll($0, sql: "SELECT tag FROM t ORDER BY \(sectioned ? "s, " : "")k, id")
        }
        return (shown, actual)
    }

    @Test(
        "a processing that sends nothing (a commit that changes no row, a recount that finds nothing new) leaves the host reading its rows",
        arguments: [false, true])
    func processingThatSendsNothing(recount: Bool) throws {
        let database = try Self.database(rows: 30)
        defer { database.remove() }
        let storage = try Self.open(database)
        let table = HeadlessTableView(content: storage, viewportHeight: 8)
        try database.writer.write { try $0.execute(sql: "UPDATE t SET tag = 'changed' WHERE id = 1") }
        #expect(storage.processPendingChanges())
        if recount {
            #expect(!storage.processPendingChanges(recount: true))
        } else {
            try database.writer.write { try $0.execute(sql: "UPDATE t SET tag = tag WHERE id = 2") }
            #expect(!storage.processPendingChanges())
        }
        table.scroll(toRow: 20)
        #expect(table.visibleModels.compactMap { ($0 as? TaggedRow)?.tag } == (21...28).map { "r\($0)" })
    }

    @Test(
        "rows another connection inserted, then a commit the storage observes: no trap, no refused update, exact after a recount",
        arguments: [false, true], [false, true])
    func unobservedInsertThenObservedCommit(pool: Bool, sectioned: Bool) throws {
        let database = try Self.database(rows: 5, pool: pool)
        defer { database.remove() }
        let storage = try Self.open(database, sectioned: sectioned, pageSize: 50, capacity: 100)
        let table = HeadlessTableView(content: storage, viewportHeight: 10)
        let other: any DatabaseWriter =
            pool ? try DatabasePool(path: database.url.path) : try DatabaseQueue(path: database.url.path)
        try other.write { try $0.execute(sql: "INSERT INTO t VALUES (100, 1, 'g1', 'x'), (101, 2, 'g9', 'y')") }
        try database.writer.write { try $0.execute(sql: "UPDATE t SET tag = 'changed' WHERE id = 3") }
        storage.processPendingChanges()
        #expect(table.rejectedStages.isEmpty)
        storage.processPendingChanges(recount: true)
        #expect(table.rejectedStages.isEmpty)
        let (shown, actual) = try Self.shownAndActual(storage, database, sectioned: sectioned)
        #expect(shown == actual)
    }

    @Test("a moveWriter that reads rows or deletes through the storage gets an error, never GRDB's trap")
    func moveWriterUsesTheStorage() throws {
        let database = try Self.database(rows: 40)
        defer { database.remove() }
        let errors = ErrorLog()
        let storage = try Self.open(database, errors: errors)
        var read: TaggedRow?
        var deleteError: (any Error)?
        storage.moveWriter = { [weak storage] db, move in
            // GRDB runs a queue's write on the calling (main) thread.
            MainActor.assumeIsolated {
                read = storage?.record(at: ItemPath(item: 35, section: 0))
                do { try storage?.deleteItem(at: ItemPath(item: 1, section: 0)) } catch { deleteError = error }
            }
            try db.execute(sql: "UPDATE t SET k = 25 WHERE id = ?", arguments: [move.id])
        }
        try storage.moveItem(at: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))
        #expect(read == nil)
        #expect((deleteError as? DatabaseStorageError)?.kind == .unsupported)
        #expect(errors.kinds() == [.unsupported])
        let (shown, actual) = try Self.shownAndActual(storage, database)
        #expect(shown == actual && actual.count == 40 && actual.prefix(2) == ["r2", "r1"])
    }

    @Test("a processing that fails (the database locked) counts again at the next one: no commit is lost")
    func failedProcessingCountsAgain() throws {
        let database = try Self.database(rows: 30)
        defer { database.remove() }
        let errors = ErrorLog()
        let storage = try Self.open(database, errors: errors)
        try database.writer.write { try $0.execute(sql: "INSERT INTO t VALUES (100, 5, 'g0', 'new')") }
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // a transaction held across accesses, as another process would
        let other = try DatabaseQueue(path: database.url.path, configuration: configuration)
        try other.inDatabase { try $0.execute(sql: "BEGIN EXCLUSIVE") }
        #expect(!storage.processPendingChanges())
        #expect(errors.kinds() == [.databaseError])
        try other.inDatabase { try $0.execute(sql: "COMMIT") }
        #expect(storage.processPendingChanges())
        let (shown, actual) = try Self.shownAndActual(storage, database)
        #expect(shown == actual && actual.count == 31)
    }

    @Test(
        "a table dropped and made again (GRDB reports no change for either) is counted again, and a replacing insert is still caught",
        arguments: [false, true])
    func tableMadeAgain(sectioned: Bool) throws {
        let database = try Self.database(rows: 30)
        defer { database.remove() }
        let storage = try Self.open(database, sectioned: sectioned)
        let table = HeadlessTableView(content: storage, viewportHeight: 8)
        try database.writer.write { try $0.execute(sql: "DROP TABLE t; \(Self.schema) \(Self.rows(1...3))") }
        storage.processPendingChanges()
        var (shown, actual) = try Self.shownAndActual(storage, database, sectioned: sectioned)
        #expect(shown == actual && actual.count == 3)
        try database.writer.write { try $0.execute(sql: "INSERT OR REPLACE INTO t VALUES (2, 15, 'g2', 'replaced')") }
        storage.processPendingChanges()
        (shown, actual) = try Self.shownAndActual(storage, database, sectioned: sectioned)
        #expect(shown == actual && actual.count == 3)
        #expect(table.rejectedStages.isEmpty)
    }

    @Test("a table made again so that its ids are no longer rowids: reported, counted, and no delete of another row")
    func idsNoLongerRowIDs() throws {
        let database = try Self.database(rows: 3)
        defer { database.remove() }
        let errors = ErrorLog()
        let storage = try Self.open(database, errors: errors)
        try database.writer.write { db in
            try db.execute(
                sql: """
                    DROP TABLE t;
                    CREATE TABLE t (id INTEGER NOT NULL, k INTEGER NOT NULL, s TEXT NOT NULL, tag TEXT NOT NULL);
                    CREATE UNIQUE INDEX t_id ON t(id);
                    CREATE INDEX t_k ON t(k, id);
                    INSERT INTO t VALUES (2, 10, 'g0', 'a'), (1, 20, 'g0', 'b'), (3, 30, 'g0', 'c');
                    """)
        }
        storage.processPendingChanges(recount: true)
        #expect(errors.kinds() == [.unsupported])
        #expect(storage.record(at: ItemPath(item: 0, section: 0))?.tag == "a")
        #expect(throws: DatabaseStorageError.self) { try storage.deleteItem(at: ItemPath(item: 0, section: 0)) }
        let (shown, actual) = try Self.shownAndActual(storage, database)
        #expect(shown == actual && actual == ["a", "b", "c"])
    }

    @Test("a delete of rows another connection changed since they were shown deletes nothing")
    func deleteOfChangedRows() throws {
        let database = try Self.database(rows: 10)
        defer { database.remove() }
        let storage = try Self.open(database)
        let other = try DatabaseQueue(path: database.url.path)
        try other.write { try $0.execute(sql: "UPDATE t SET tag = 'elsewhere' WHERE id = 1") }
        #expect(throws: DatabaseStorageError.self) { try storage.deleteItem(at: ItemPath(item: 0, section: 0)) }
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM t") } == 10)
        storage.processPendingChanges(recount: true)
        try storage.deleteItem(at: ItemPath(item: 0, section: 0))
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM t") } == 9)
    }

    @Test("an error handler that processes changes again starts from the state the report came with")
    func errorHandlerThatProcesses() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.writer.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE t (id INTEGER PRIMARY KEY, k INTEGER, s TEXT NOT NULL, tag TEXT NOT NULL);
                    CREATE INDEX t_k ON t(k, id);
                    \(Self.rows(1...20))
                    """)
        }
        let storage = try Self.open(database, request: "SELECT * FROM t")
        let table = HeadlessTableView(content: storage, viewportHeight: 8)
        var reports = 0
        storage.errorHandler = { [weak storage] _ in
            reports += 1
            storage?.processPendingChanges(recount: true)
        }
        // A row with no place in the order (reported) and a row that has one, in one commit.
        try database.writer.write {
            try $0.execute(sql: "INSERT INTO t VALUES (50, NULL, 'g0', 'hidden'), (51, 5, 'g0', 'first')")
        }
        storage.processPendingChanges()
        #expect(reports >= 1)
        #expect(table.rejectedStages.isEmpty)
        #expect(table.visibleModels.compactMap { ($0 as? TaggedRow)?.tag }.first == "first")
    }

    @Test(
        "on a pool, the WAL starts over while a storage is open (its pinned read used to hold it): it stays near 4 MiB")
    func walStartsOver() throws {
        let database = try Self.database(rows: 10, pool: true)
        defer { database.remove() }
        let storage = try Self.open(database)
        // 200 commits of 64 KiB each: 12.5 MiB written through the WAL.
        for index in 0..<200 {
            try database.writer.write {
                try $0.execute(
                    sql: "INSERT INTO t VALUES (?, ?, 'g0', hex(randomblob(32768)))", arguments: [1_000 + index, index])
            }
            storage.processPendingChanges()
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: database.url.path + "-wal")
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        #expect(size > 0 && size < 8 << 20, "WAL \(size) bytes")
        #expect(storage.numberOfItems(inSection: 0) == 210)
    }

    @Test("a database closed under the storage: reads report it once, saying the connection is closed, and never trap")
    func closedDatabase() throws {
        let database = try Self.database(rows: 30)
        defer { database.remove() }
        let errors = ErrorLog()
        let storage = try Self.open(database, errors: errors)
        let table = HeadlessTableView(content: storage, viewportHeight: 8)
        try (database.writer as? DatabaseQueue)?.close()
        table.scroll(toRow: 20)
        table.scroll(toRow: 12)
        #expect(table.visibleModels.isEmpty)
        #expect(errors.errors.count == 1, "\(errors.errors.map(\.message))")
        #expect(
            errors.errors.allSatisfy { $0.kind == .databaseError && $0.message.contains("closed") }, "\(errors.errors)")
        #expect(throws: DatabaseStorageError.self) { try storage.deleteItem(at: ItemPath(item: 0, section: 0)) }
    }
}
