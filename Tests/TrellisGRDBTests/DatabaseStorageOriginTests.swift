import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// The storage learns where the request's columns come from, and what a table's rowid is, by asking SQLite (never
/// from a result column's name or the `CREATE TABLE` text): the kinds of request the probe's findings 1 to 4, 8 and
/// 9 belong to.
@MainActor
@Suite("DatabaseStorage: result columns and rowids as SQLite resolves them")
struct DatabaseStorageOriginTests {
    @Test(
        "a nullable column renamed to the name of a NOT NULL column (bonus AS score): its NULL rows are left out and reported, never ordered as values"
    )
    func nullableRenamedOverNotNull() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE t (id INTEGER PRIMARY KEY, score INTEGER NOT NULL, bonus INTEGER);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
                INSERT INTO t SELECT i, i, CASE WHEN i % 4 = 0 THEN NULL ELSE 50 - i END FROM n;
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer,
            oracle: ShapeOracle(request: "SELECT id, bonus AS score FROM t", orderBy: "score, id", nullable: ["score"]),
            orderedBy: [.ascending("score")])
        #expect(probe.errors.map(\.kind).contains(.unservedRows), "\(probe.errors)")
        #expect(try probe.mismatches() == [])
        try database.writer.write {
            try $0.execute(sql: "UPDATE t SET bonus = NULL WHERE id = 1; DELETE FROM t WHERE id = 2")
        }
        probe.storage.processPendingChanges()
        #expect(try probe.mismatches() == [])
    }

    @Test(
        "a UNION whose second arm gives NULL in a column the first reads from a NOT NULL column: the NULL rows are left out and reported"
    )
    func unionArmGivesNull() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE t (id INTEGER PRIMARY KEY, score INTEGER NOT NULL);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
                INSERT INTO t SELECT i, i * 3 FROM n;
                """)
        defer { database.remove() }
        let request = "SELECT id, score FROM t UNION ALL SELECT id + 1000, NULL FROM t WHERE id <= 5"
        let probe = try ShapeProbe(
            database.writer, oracle: ShapeOracle(request: request, orderBy: "score, id", nullable: ["score"]),
            orderedBy: [.ascending("score")])
        #expect(probe.errors.map(\.kind).contains(.unservedRows), "\(probe.errors)")
        #expect(try probe.mismatches() == [])
    }

    @Test(
        "the rowid's alias renamed (SELECT id AS n) or read as rowid: still the rowid, so changes are placed from the changed rows and deleteItems deletes the row shown"
    )
    func rowIDUnderOtherNames() throws {
        let cases: [(schema: String, request: String)] = [
            ("CREATE TABLE t (id INTEGER PRIMARY KEY, score INTEGER NOT NULL)", "SELECT id AS n, score FROM t"),
            ("CREATE TABLE t (id INTEGER PRIMARY KEY, score INTEGER NOT NULL)", "SELECT rowid AS n, score FROM t"),
            // A table constraint PRIMARY KEY (id DESC) makes an alias (only the column constraint's DESC does not).
            (
                "CREATE TABLE t (id INTEGER, score INTEGER NOT NULL, PRIMARY KEY (id DESC))",
                "SELECT id AS n, score FROM t"
            ),
            // No alias: the rowid itself.
            ("CREATE TABLE t (score INTEGER NOT NULL)", "SELECT rowid AS n, score FROM t"),
            ("CREATE TABLE t (score INTEGER NOT NULL)", "SELECT oid AS n, score FROM t"),
        ]
        for (schema, request) in cases {
            let database = try ShapeDatabase(
                schema: """
                    \(schema);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
                    INSERT INTO t (rowid, score) SELECT i, 100 - i FROM n;
                    CREATE INDEX t_score ON t(score);
                    """)
            defer { database.remove() }
            let probe = try ShapeProbe(
                database.writer, oracle: ShapeOracle(request: request, orderBy: "score, n"),
                orderedBy: [.ascending("score")], idColumn: "n")
            #expect(probe.errors.isEmpty, "\(schema): \(probe.errors)")
            try database.writer.write { try $0.execute(sql: "INSERT INTO t (rowid, score) VALUES (500, 1000)") }
            probe.storage.processPendingChanges()
            #expect(probe.storage.statistics.trackedUpdates == 1, "\(schema) / \(request): placed from the rows")
            #expect(try probe.mismatches() == [], "\(schema) / \(request)")
            let shown = probe.storage.record(at: ItemPath(item: 0, section: 0))?["n"]
            try probe.storage.deleteItems(at: [ItemPath(item: 0, section: 0)])
            let left = try database.writer.read { try Int.fetchAll($0, sql: "SELECT rowid FROM t ORDER BY rowid") }
            #expect(left.count == 30 && !left.contains { $0.databaseValue == shown }, "\(schema): \(left)")
        }
    }

    @Test(
        "a table with a plain column named rowid: the ids read through _rowid_ are not trusted as rowids (no delete by rowid), and counts stay exact"
    )
    func plainColumnNamedRowID() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE r (rowid TEXT, score INTEGER NOT NULL);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
                INSERT INTO r (_rowid_, rowid, score) SELECT i, 'text ' || i, i FROM n;
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer, oracle: ShapeOracle(request: "SELECT _rowid_ AS id, score FROM r", orderBy: "score, id"),
            orderedBy: [.ascending("score")])
        try database.writer.write { try $0.execute(sql: "INSERT INTO r (rowid, score) VALUES ('x', 0)") }
        probe.storage.processPendingChanges()
        #expect(try probe.mismatches() == [])
        #expect(throws: DatabaseStorageError.self) {
            try probe.storage.deleteItems(at: [ItemPath(item: 0, section: 0)])
        }
    }

    @Test("WITHOUT ROWID after a comment, a CRLF or extra spaces: the app's inserts work and the storage follows them")
    func withoutRowIDLayouts() throws {
        for layout in [
            ")/* keyed */WITHOUT ROWID", ") -- keyed\nWITHOUT ROWID", ")\r\n  WITHOUT   ROWID", ") without rowid",
        ] {
            let database = try ShapeDatabase(
                schema: """
                    CREATE TABLE tag (id INTEGER PRIMARY KEY, score INTEGER NOT NULL\(layout);
                    INSERT INTO tag VALUES (1, 10), (2, 20), (3, 30);
                    """)
            defer { database.remove() }
            let probe = try ShapeProbe(
                database.writer, oracle: ShapeOracle(request: "SELECT * FROM tag", orderBy: "score, id"),
                orderedBy: [.ascending("score")])
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO tag VALUES (4, 5); UPDATE tag SET score = 40 WHERE id = 1")
                try db.execute(sql: "INSERT OR REPLACE INTO tag VALUES (2, 1)")
            }
            probe.storage.processPendingChanges()
            #expect(try probe.mismatches() == [], "\(layout.debugDescription)")
            try database.writer.write { try $0.execute(sql: "DELETE FROM tag WHERE id = 3") }
            probe.storage.processPendingChanges()
            #expect(try probe.mismatches() == [], "\(layout.debugDescription)")
        }
    }

    @Test(
        "a join with a WITHOUT ROWID table: a write to that table alone reaches the host, also after the table is made again"
    )
    func joinWithWithoutRowIDTable() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE label (code TEXT PRIMARY KEY, title TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE item (id INTEGER PRIMARY KEY, code TEXT NOT NULL, score INTEGER NOT NULL);
                INSERT INTO label VALUES ('a', 'Apple'), ('b', 'Berry');
                INSERT INTO item VALUES (1, 'a', 1), (2, 'b', 2), (3, 'a', 3);
                """)
        defer { database.remove() }
        let request = "SELECT item.id, item.score, label.title FROM item JOIN label USING (code)"
        let probe = try ShapeProbe(
            database.writer, oracle: ShapeOracle(request: request, orderBy: "score, id"),
            orderedBy: [.ascending("score")])
        try database.writer.write { try $0.execute(sql: "UPDATE label SET title = 'Avocado' WHERE code = 'a'") }
        probe.storage.processPendingChanges()
        #expect(try probe.mismatches() == [])
        try database.writer.write { db in
            try db.execute(
                sql: """
                    DROP TABLE label;
                    CREATE TABLE label (code TEXT PRIMARY KEY, title TEXT NOT NULL) WITHOUT ROWID;
                    INSERT INTO label VALUES ('a', 'Apricot');
                    """)
        }
        probe.storage.processPendingChanges()
        #expect(try probe.mismatches() == [])
        try database.writer.write { try $0.execute(sql: "INSERT INTO label VALUES ('b', 'Blueberry')") }
        probe.storage.processPendingChanges()
        #expect(try probe.mismatches() == [], "a write after the table was made again")
    }

    @Test("the order's index dropped, made again, dropped again: each loss reported once, nothing while it is there")
    func indexDroppedTwice() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL);
                CREATE INDEX item_score ON item(score);
                INSERT INTO item VALUES (1, 'a', 3), (2, 'b', 2), (3, 'c', 1);
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer,
            oracle: ShapeOracle(request: "SELECT id, name AS label, score FROM item", orderBy: "score, id"),
            orderedBy: [.ascending("score")])
        func step(_ sql: String) throws -> [DatabaseStorageError.Kind] {
            let before = probe.errors.count
            try database.writer.write { try $0.execute(sql: sql) }
            probe.storage.processPendingChanges()
            return probe.errors.dropFirst(before).map(\.kind)
        }
        #expect(try step("DROP INDEX item_score") == [.missingIndex])
        #expect(try step("CREATE TABLE other (x)") == [], "reported once")
        let message = probe.errors.last?.message ?? ""
        let statement = message.range(of: "CREATE INDEX").map { String(message[$0.lowerBound...]) } ?? ""
        #expect(try step(statement) == [], "\(statement)")
        #expect(try step("DROP INDEX \(statement.split(separator: " ")[2])") == [.missingIndex])
        #expect(try probe.mismatches() == [])
    }
}
