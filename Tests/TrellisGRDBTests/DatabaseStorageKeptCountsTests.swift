import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// The SQL statements a connection ran, collected from its trace.
final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var statements: [String] = []

    func append(_ statement: String) { lock.withLock { statements.append(statement) } }
    func take() -> [String] {
        lock.withLock {
            defer { statements = [] }; return statements
        }
    }
}

/// What a storage reported to its error handler.
@MainActor
final class ErrorLog {
    var errors: [DatabaseStorageError] = []
    lazy var handler: @MainActor (DatabaseStorageError) -> Void = { [unowned self] in errors.append($0) }
    func kinds() -> [DatabaseStorageError.Kind] { errors.map(\.kind) }
}

@MainActor
@Suite("DatabaseStorage: counts kept in the database")
struct DatabaseStorageKeptCountsTests {
    /// The counts of `filter`'s rows by section (or in total), straight from SQL.
    static func truth(_ writer: any DatabaseWriter, sectioned: Bool, filter: String = "1") throws -> [Int] {
        try writer.read { db in
            try Int.fetchAll(
                db,
                sql: sectioned
                    ? "SELECT COUNT(*) FROM item WHERE \(filter) GROUP BY grp ORDER BY grp"
                    : "SELECT COUNT(*) FROM item WHERE \(filter)")
        }
    }

    static func counts(_ storage: DatabaseStorage<Item>) -> [Int] {
        (0..<storage.numberOfSections).map { storage.numberOfItems(inSection: $0) }
    }

    static func open(
        _ writer: any DatabaseWriter, sectioned: Bool = false, filter: String = "1", arguments: StatementArguments = [],
        errors: ErrorLog? = nil
    ) throws -> DatabaseStorage<Item> {
        try DatabaseStorage<Item>(
            database: writer,
            request: SQLRequest<Item>(sql: "SELECT * FROM item WHERE \(filter)", arguments: arguments),
            orderedBy: [.ascending("score")], sectionedBy: sectioned ? "grp" : nil, pageSize: 10,
            counting: .keptInDatabase, errorHandler: errors?.handler)
    }

    @Test(
        "the first storage counts once and installs the counts; the next ones read them without counting, exact after commits by the writer, by another connection, and replacing inserts"
    )
    func keptAcrossConnections() throws {
        let log = StatementLog()
        var configuration = Configuration()
        configuration.prepareDatabase { db in db.trace { log.append("\($0)") } }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-kept-\(UUID().uuidString).sqlite")
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) } }
        let writer = try DatabaseQueue(path: url.path, configuration: configuration)
        try writer.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, score INTEGER NOT NULL, grp TEXT NOT NULL, name TEXT NOT NULL);
                    CREATE INDEX item_grp ON item(grp, score);
                    CREATE INDEX item_score ON item(score);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
                    INSERT INTO item SELECT i, i * 10, 'g' || (i % 3), 'row ' || i FROM n;
                    """)
        }
        let other = try DatabaseQueue(path: url.path)
        for sectioned in [false, true] {
            let filter = "score % 7 != 0"
            let errors = ErrorLog()
            _ = log.take()
            let first = try Self.open(writer, sectioned: sectioned, filter: filter, errors: errors)
            #expect(first.usesKeptCounts)
            #expect(errors.errors.isEmpty, "\(errors.errors)")
            #expect(log.take().contains { $0.contains("COUNT(*)") }, "the first storage counts")
            #expect(Self.counts(first) == (try Self.truth(writer, sectioned: sectioned, filter: filter)))

            _ = log.take()
            let second = try Self.open(writer, sectioned: sectioned, filter: filter, errors: errors)
            let opening = log.take()
            #expect(
                !opening.contains { $0.contains("COUNT(*)") && !$0.contains("sqlite_master") },
                "the second storage reads the kept counts: \(opening.filter { $0.contains("COUNT") })")
            #expect(Self.counts(second) == Self.counts(first))

            // Commits through the storage's writer (observed) and through another connection (not observed).
            let new = sectioned ? 2000 : 1000
            let statements = [
                "INSERT INTO item VALUES (\(new), 5, 'g0', 'new'), (\(new + 1), 14, 'g1', 'filtered out')",
                "DELETE FROM item WHERE id IN (3, 4, 5)",
                "UPDATE item SET score = 7 WHERE id = 10",  // leaves the filter
                "UPDATE item SET score = 8 WHERE id = \(new + 1)",  // joins it
                // a new section
                "UPDATE item SET grp = 'g9' WHERE id BETWEEN \(sectioned ? 40 : 20) AND \(sectioned ? 45 : 25)",
                "UPDATE item SET name = 'renamed' WHERE id > 200",
                "DELETE FROM item WHERE grp = 'g9'",  // the section empties
            ]
            for (index, statement) in statements.enumerated() {
                let through: any DatabaseWriter = index % 2 == 0 ? writer : other
                try through.write { try $0.execute(sql: statement) }
                first.processPendingChanges()
                let truth = try Self.truth(writer, sectioned: sectioned, filter: filter)
                let reopened = try Self.open(writer, sectioned: sectioned, filter: filter, errors: errors)
                #expect(Self.counts(reopened) == truth, "after \(statement)")
                // The live storage follows too: the other connection's commits are caught at its next commit.
                if index % 2 == 0 { #expect(Self.counts(first) == truth, "live, after \(statement)") }
            }
            // A replacing insert (SQLite fires no delete trigger for the row REPLACE removes): the counts are marked
            // stale, and the next storage counts again and repairs them.
            try other.write { try $0.execute(sql: "REPLACE INTO item VALUES (2, 3000, 'g2', 'replaced')") }
            _ = log.take()
            let afterReplace = try Self.open(writer, sectioned: sectioned, filter: filter, errors: errors)
            #expect(log.take().contains { $0.contains("COUNT(*)") }, "a stale count is counted again")
            #expect(Self.counts(afterReplace) == (try Self.truth(writer, sectioned: sectioned, filter: filter)))
            _ = log.take()
            let repaired = try Self.open(writer, sectioned: sectioned, filter: filter, errors: errors)
            #expect(!log.take().contains { $0.contains("COUNT(*)") && !$0.contains("sqlite_master") })
            #expect(Self.counts(repaired) == Self.counts(afterReplace))
            #expect(errors.errors.isEmpty, "\(errors.errors)")
        }
    }

    @Test(
        "the live storage checks the kept counts at every commit it processes: counts that drifted (a write without the triggers) are reported and repaired, by a commit or by a recount"
    )
    func driftRepaired() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 200)
        let errors = ErrorLog()
        let storage = try Self.open(database.writer, errors: errors)
        #expect(storage.usesKeptCounts)
        // Something writes to the table with the triggers gone (then puts them back as they were).
        try database.writer.write { db in
            try db.execute(sql: "UPDATE grdb_trellis_kept_count SET count = count + 5")
        }
        storage.processPendingChanges(recount: true)
        #expect(errors.kinds() == [.keptCounts])
        #expect(errors.errors.first?.description.contains("disagreed") == true)
        #expect(Self.counts(try Self.open(database.writer)) == [200])

        try database.writer.write { db in
            try db.execute(sql: "UPDATE grdb_trellis_kept_count SET count = count - 3")
        }
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (500, 5, 'g0', 'x')") }
        storage.processPendingChanges()
        #expect(errors.kinds() == [.keptCounts, .keptCounts])
        #expect(Self.counts(storage) == [201])
        #expect(Self.counts(try Self.open(database.writer)) == [201])
    }

    @Test(
        "a request with arguments (numbers, text with quotes, named) keeps exact counts: its literals are written into the triggers"
    )
    func argumentsWrittenIn() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 100)
        try database.writer.write { try $0.execute(sql: "UPDATE item SET name = 'it''s ? -- :x' WHERE id % 2 = 0") }
        let filters: [(String, StatementArguments, String)] = [
            ("score > ? AND name != ?", [300, "row 50"], "score > 300 AND name != 'row 50'"),
            (
                "name = ? OR score < :low", StatementArguments(["it's ? -- :x"]) + ["low": 100],
                "name = 'it''s ? -- :x' OR score < 100"
            ),
            ("score BETWEEN ?2 AND ?1", [800, 0.5], "score BETWEEN 0.5 AND 800"),
        ]
        for (filter, arguments, literal) in filters {
            let errors = ErrorLog()
            let storage = try Self.open(database.writer, filter: filter, arguments: arguments, errors: errors)
            #expect(storage.usesKeptCounts, "\(filter): \(errors.errors)")
            #expect(Self.counts(storage) == (try Self.truth(database.writer, sectioned: false, filter: literal)))
            try database.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO item VALUES (NULL, 50, 'g0', 'it''s ? -- :x'), (NULL, 5000, 'g1', 'row 50')")
                try db.execute(sql: "UPDATE item SET score = score + 1 WHERE id % 5 = 0")
                try db.execute(sql: "DELETE FROM item WHERE id % 11 = 0")
            }
            storage.processPendingChanges()
            let truth = try Self.truth(database.writer, sectioned: false, filter: literal)
            #expect(Self.counts(storage) == truth, "\(filter)")
            #expect(
                Self.counts(try Self.open(database.writer, filter: filter, arguments: arguments)) == truth, "\(filter)")
            #expect(errors.errors.isEmpty, "\(errors.errors)")
        }
    }

    @Test(
        "a request the triggers cannot serve (another table, this connection's own function, a per-row search SQLite cannot do) is reported and counted when opening"
    )
    func unavailableReported() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 50)
        try database.writer.write { db in
            try db.execute(sql: "CREATE TABLE hidden (itemId INTEGER PRIMARY KEY)")
            db.add(
                function: DatabaseFunction("trellis_test_even", argumentCount: 1, pure: true) { values in
                    (Int.fromDatabaseValue(values[0]) ?? 1) % 2 == 0
                })
        }
        let requests = [
            "SELECT item.* FROM item WHERE id NOT IN (SELECT itemId FROM hidden)",
            "SELECT * FROM item WHERE trellis_test_even(id)",
            "SELECT * FROM item WHERE score > (SELECT AVG(score) FROM item)",
        ]
        for sql in requests {
            let errors = ErrorLog()
            let storage = try DatabaseStorage<Item>(
                database: database.writer, request: SQLRequest<Item>(sql: sql),
                orderedBy: [.ascending("score")], counting: .keptInDatabase, errorHandler: errors.handler)
            #expect(!storage.usesKeptCounts)
            #expect(errors.kinds() == [.keptCounts], "\(sql)")
            let expected = try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM (\(sql))") }
            #expect(storage.numberOfItems(inSection: 0) == expected)
        }
        let triggers = try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'")
        }
        #expect(triggers == 0)
    }

    @Test(
        "removeKeptCounts takes the triggers and tables away, so a migration can drop a column they name; a live storage counts from then on and the next one installs them again"
    )
    func removedForAMigration() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 30)
        try database.writer.write { try $0.execute(sql: "ALTER TABLE item ADD COLUMN extra INTEGER") }
        let all = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.ascending("score")], counting: .keptInDatabase)
        let naming = try DatabaseStorage<Item>(
            database: database.writer,
            request: SQLRequest<Item>(sql: "SELECT * FROM item WHERE extra IS NULL"),
            orderedBy: [.ascending("score")], counting: .keptInDatabase, errorHandler: { _ in })
        #expect(all.usesKeptCounts && naming.usesKeptCounts)
        #expect(throws: (any Error).self) {
            try database.writer.write { try $0.execute(sql: "ALTER TABLE item DROP COLUMN extra") }
        }
        try database.writer.write { db in
            try DatabaseCounting.removeKeptCounts(from: db)
            try db.execute(sql: "ALTER TABLE item DROP COLUMN extra")
        }
        let left = try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'grdb_trellis%'")
        }
        #expect(left == 0)
        try database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = 1") }
        all.processPendingChanges()
        #expect(!all.usesKeptCounts)
        #expect(all.numberOfItems(inSection: 0) == 29)
        let again = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.ascending("score")], counting: .keptInDatabase)
        #expect(again.usesKeptCounts)
        #expect(again.numberOfItems(inSection: 0) == 29)
    }

    @Test("each table keeps the counts of its 16 most recent requests: a 17th drops the oldest's triggers and counts")
    func oldestRequestsDropped() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 100)
        for low in 0..<17 {
            let storage = try Self.open(database.writer, filter: "score > \(low * 10)")
            #expect(storage.usesKeptCounts)
        }
        let (queries, triggers, oldest) = try database.writer.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_trellis_kept_query"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'"),
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM grdb_trellis_kept_query WHERE definition LIKE '%score > 0%'")
            )
        }
        #expect(queries == 16)
        #expect(triggers == 16 * 5)
        #expect(oldest == 0)
    }

    @Test("a read-only database cannot keep counts: reported, and the storage counts when opening")
    func readOnly() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 25)
        var configuration = Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: database.url.path, configuration: configuration)
        let errors = ErrorLog()
        let storage = try Self.open(reader, errors: errors)
        #expect(!storage.usesKeptCounts)
        #expect(errors.kinds() == [.keptCounts])
        #expect(storage.totalNumberOfItems == 25)
    }
}
