import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// A row of the tables below: its tag names it.
struct TaggedRow: FetchableRecord, Decodable, Sendable {
    var tag: String
}

/// Key values a Swift `String` cannot carry (a NUL, bytes that are not UTF-8) or tells apart less finely than SQLite
/// (canonically equivalent texts), in order, section and id columns; and sections under a collation. Before, such
/// rows read `nil` or another row's record, two ids or sections became one, kept counts were written wrong, and
/// updates went out that UIKit refuses. Each case checks what the storage shows against SQLite's own answer.
@MainActor
@Suite("DatabaseStorage: key values exactly as SQLite holds them")
struct DatabaseStorageExactValueTests {
    /// A database holding `schema`'s table `t(id, tag, k, s)`.
    static func database(_ schema: String) throws -> TestDatabase {
        let database = try TestDatabase()
        try database.writer.write { try $0.execute(sql: schema) }
        return database
    }

    static func open(
        _ database: TestDatabase, section: String? = nil, idColumn: String = "id", pageSize: Int,
        counting: DatabaseCounting = .whenOpening, errors: ErrorLog? = nil
    ) throws -> DatabaseStorage<TaggedRow> {
        try DatabaseStorage<TaggedRow>(
            database: database.writer, request: SQLRequest<TaggedRow>(sql: "SELECT * FROM t"),
            orderedBy: [.ascending("k")], sectionedBy: section, idColumn: idColumn, pageSize: pageSize,
            counting: counting, errorHandler: errors?.handler)
    }

    /// SQLite's answer: each section's tags in the storage's order (the id breaks ties), grouped as SQLite groups the
    /// section column (under its collation).
    static func oracle(_ database: TestDatabase, section: String? = nil) throws -> [[String]] {
        try database.writer.read { db in
            let column = section ?? "''"
            var tags = try String.fetchAll(db, sql: "SELECT tag FROM t ORDER BY \(column), k, id")[...]
            let counts = try Int.fetchAll(db, sql: "SELECT COUNT(*) FROM t GROUP BY \(column) ORDER BY \(column)")
            return counts.map { count in
                defer { tags = tags.dropFirst(count) }
                return Array(tags.prefix(count))
            }
        }
    }

    /// What the storage shows, section by section, read front to back.
    static func shown(_ storage: DatabaseStorage<TaggedRow>) -> [[String?]] {
        (0..<storage.numberOfSections).map { section in
            (0..<storage.numberOfItems(inSection: section)).map {
                storage.record(at: ItemPath(item: $0, section: section))?.tag
            }
        }
    }

    /// The same read back to front, so that every page is read by key before the one it follows.
    static func shownBackwards(_ storage: DatabaseStorage<TaggedRow>) -> [[String?]] {
        var sections: [[String?]] = []
        for section in (0..<storage.numberOfSections).reversed() {
            let rows = (0..<storage.numberOfItems(inSection: section)).reversed().map {
                storage.record(at: ItemPath(item: $0, section: section))?.tag
            }
            sections.insert(rows.reversed(), at: 0)
        }
        return sections
    }

    @Test(
        "text a String cannot carry in the order column: every row reads, forwards and backwards, page by page",
        arguments: [
            "'a' || char(0) || 'b'", "'a' || char(0)", "char(0)", "CAST(x'ff' AS TEXT)", "CAST(x'61ff62' AS TEXT)",
            "CAST(x'c3' AS TEXT)",
        ])
    func lossyOrderValues(value: String) throws {
        let database = try Self.database(
            """
            CREATE TABLE t (id INTEGER PRIMARY KEY, tag TEXT NOT NULL, k NOT NULL);
            CREATE INDEX t_k ON t(k, id);
            INSERT INTO t VALUES (1, 'r1', 'a'), (2, 'r2', \(value)), (3, 'r3', \(value)), (4, 'r4', 'b'),
                (5, 'r5', \(value)), (6, 'r6', ''), (7, 'r7', 1), (8, 'r8', 'a' || \(value)), (9, 'r9', x'00');
            """)
        defer { database.remove() }
        let expected = try Self.oracle(database)
        for pageSize in [1, 2, 3] {
            #expect(Self.shown(try Self.open(database, pageSize: pageSize)) == expected, "page size \(pageSize)")
            #expect(
                Self.shownBackwards(try Self.open(database, pageSize: pageSize)) == expected, "page size \(pageSize)")
        }
    }

    @Test(
        "ids SQLite tells apart and a String does not (canonically equivalent, or cut at a NUL) stay apart",
        arguments: [
            ["char(233)", "'e' || char(769)"], ["'a' || char(0) || 'x'", "'a' || char(0) || 'y'"],
            ["char(8491)", "char(197)", "'A' || char(778)"], ["CAST(x'ff' AS TEXT)", "CAST(x'fe' AS TEXT)"],
        ])
    func idsSQLiteTellsApart(ids: [String]) throws {
        let values = ids.enumerated().map { "(\($1), 'r\($0)', 1)" }.joined(separator: ", ")
        let database = try Self.database(
            """
            CREATE TABLE t (id TEXT PRIMARY KEY NOT NULL, tag TEXT NOT NULL, k NOT NULL);
            CREATE INDEX t_k ON t(k, id);
            INSERT INTO t VALUES \(values);
            """)
        defer { database.remove() }
        let expected = try Self.oracle(database)
        for pageSize in [1, 10] {
            let errors = ErrorLog()
            let storage = try Self.open(database, pageSize: pageSize, errors: errors)
            #expect(Self.shown(storage) == expected, "page size \(pageSize)")
            #expect(errors.errors.isEmpty, "\(errors.errors)")  // never "the id column is not unique"
        }
    }

    @Test(
        "sections SQLite tells apart and a String does not: each its own, and a tracked change makes an update UIKit accepts",
        arguments: [
            ["char(233)", "'e' || char(769)"], ["'a' || char(0) || 'x'", "'a' || char(0) || 'y'"],
            ["CAST(x'ff' AS TEXT)", "'b'"],
        ])
    func sectionsSQLiteTellsApart(sections: [String]) throws {
        let values = sections.enumerated().map { "(\($0 + 1), 'r\($0 + 1)', 1, \($1))" }.joined(separator: ", ")
        let database = try Self.database(
            """
            CREATE TABLE t (id INTEGER PRIMARY KEY, tag TEXT NOT NULL, k NOT NULL, s TEXT NOT NULL);
            CREATE INDEX t_s ON t(s, k, id);
            INSERT INTO t VALUES \(values), (10, 'r10', 2, \(sections[0]));
            """)
        defer { database.remove() }
        let storage = try Self.open(database, section: "s", pageSize: 10)
        let table = HeadlessTableView(content: storage, viewportHeight: 10)
        #expect(Self.shown(storage) == (try Self.oracle(database, section: "s")))
        try database.writer.write { db in
            try db.execute(sql: "UPDATE t SET k = 3 WHERE id = 1")
            try db.execute(sql: "INSERT INTO t VALUES (11, 'r11', 0, \(sections[1]))")
        }
        storage.processPendingChanges()
        #expect(table.rejectedStages.isEmpty)
        #expect(Self.shown(storage) == (try Self.oracle(database, section: "s")))
        #expect(
            table.visibleModels.compactMap { ($0 as? TaggedRow)?.tag } == Self.shown(storage).joined().compactMap { $0 }
        )
    }

    @Test(
        "counts kept in the database keep each section SQLite tells apart, and their triggers find the values written",
        arguments: ["'e' || char(769)", "'a' || char(0) || 'x'", "CAST(x'ff' AS TEXT)"])
    func keptCountsOfExactSections(value: String) throws {
        let database = try Self.database(
            """
            CREATE TABLE t (id INTEGER PRIMARY KEY, tag TEXT NOT NULL, k NOT NULL, s TEXT NOT NULL);
            CREATE INDEX t_s ON t(s, k, id);
            INSERT INTO t VALUES (1, 'r1', 1, char(233)), (2, 'r2', 1, char(233)), (3, 'r3', 1, \(value));
            """)
        defer { database.remove() }
        let first = try Self.open(database, section: "s", pageSize: 10, counting: .keptInDatabase)
        #expect(first.usesKeptCounts)
        try database.writer.write { try $0.execute(sql: "INSERT INTO t VALUES (4, 'r4', 2, \(value))") }
        first.processPendingChanges()
        // Every row of that section deleted by a write the storage does not process: only the triggers count it.
        try database.writer.write { try $0.execute(sql: "DELETE FROM t WHERE id IN (3, 4)") }
        let second = try Self.open(database, section: "s", pageSize: 10, counting: .keptInDatabase)
        #expect(Self.shown(second) == (try Self.oracle(database, section: "s")))
        #expect(second.numberOfSections == 1)
    }

    @Test(
        "sections by a NOCASE or RTRIM column: tracked changes keep the column's grouping and order",
        arguments: [("NOCASE", ["'a'", "'A'", "'B'", "'c'"]), ("RTRIM", ["'a'", "'a '", "'b'", "'c'"])])
    func collatedSections(collation: String, values: [String]) throws {
        let database = try Self.database(
            """
            CREATE TABLE t (id INTEGER PRIMARY KEY, tag TEXT NOT NULL, k NOT NULL, s TEXT COLLATE \(collation) NOT NULL);
            CREATE INDEX t_s ON t(s, k, id);
            INSERT INTO t VALUES (1, 'r1', 1, \(values[0])), (2, 'r2', 2, \(values[1])), (3, 'r3', 1, \(values[2]));
            """)
        defer { database.remove() }
        let storage = try Self.open(database, section: "s", pageSize: 10)
        let table = HeadlessTableView(content: storage, viewportHeight: 10)
        #expect(storage.numberOfSections == 2)
        for change in [
            "UPDATE t SET k = 3 WHERE id = 1", "UPDATE t SET k = 4 WHERE id = 2",
            "INSERT INTO t VALUES (4, 'r4', 1, \(values[3]))", "INSERT INTO t VALUES (5, 'r5', 0, \(values[1]))",
            "UPDATE t SET s = \(values[0]) WHERE id = 3",
        ] {
            try database.writer.write { try $0.execute(sql: change) }
            storage.processPendingChanges()
            #expect(table.rejectedStages.isEmpty, "\(change)")
            #expect(Self.shown(storage) == (try Self.oracle(database, section: "s")), "\(change)")
        }
    }
}
