import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// Every public entry point of `DatabaseStorage` that takes a number, a string or a path, fed values a caller (or a
/// database) should not pass: each gets a clear error or report, or a documented bounded behaviour; none traps,
/// hangs, or shows rows that disagree with the counts.
@MainActor
@Suite("DatabaseStorage: hostile input")
struct DatabaseStorageHostileInputTests {
    /// A table whose order and section columns may hold NULL, indexed on both orders.
    static func nullableDatabase() throws -> TestDatabase {
        let database = try TestDatabase()
        try database.writer.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE loose (id INTEGER PRIMARY KEY, score INTEGER, grp TEXT, name TEXT NOT NULL);
                    CREATE INDEX loose_score ON loose(score, id);
                    CREATE INDEX loose_grp ON loose(grp, score, id);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
                    INSERT INTO loose SELECT i, CASE WHEN i % 15 = 0 THEN NULL ELSE i * 10 END,
                        CASE WHEN i % 31 = 0 THEN NULL ELSE 'g' || (i % 3) END, 'row ' || i FROM n;
                    """)
        }
        return database
    }

    static func allRecords(_ storage: DatabaseStorage<Item>) -> [Item?] {
        (0..<storage.numberOfSections).flatMap { section in
            (0..<storage.numberOfItems(inSection: section)).map {
                storage.record(at: ItemPath(item: $0, section: section))
            }
        }
    }

    @Test(
        "NULL in the order column: the rows are reported and left out, and every counted row is reachable (20 of 300 used to read as nil)"
    )
    func nullOrderColumn() throws {
        let database = try Self.nullableDatabase()
        defer { database.remove() }
        let errors = ErrorLog()
        let rows = "SELECT id, score, IFNULL(grp, '') AS grp, name FROM loose"
        let storage = try DatabaseStorage<Item>(
            database: database.writer,
            request: SQLRequest<Item>(sql: rows), orderedBy: [.ascending("score")], pageSize: 7,
            errorHandler: errors.handler)
        #expect(errors.kinds() == [.unservedRows])
        #expect(errors.errors.first?.message.hasPrefix("20 rows have NULL in 'score'") == true, "\(errors.errors)")
        #expect(storage.totalNumberOfItems == 280)
        let records = Self.allRecords(storage)
        #expect(!records.contains(nil))
        let expected = try database.writer.read { db in
            try Item.fetchAll(db, sql: "SELECT * FROM (\(rows)) WHERE score IS NOT NULL ORDER BY score, id")
        }
        #expect(records == expected.map { Optional($0) })
    }

    @Test(
        "NULL in the section column or an order column, sectioned: reported, left out, counts and reachable rows agree; a change that brings a NULL is reported and keeps them agreeing"
    )
    func nullSectionColumn() throws {
        let database = try Self.nullableDatabase()
        defer { database.remove() }
        try database.writer.write { try $0.execute(sql: "UPDATE loose SET score = id * 10") }
        let errors = ErrorLog()
        let storage = try DatabaseStorage<Item>(
            database: database.writer,
            request: SQLRequest<Item>(sql: "SELECT * FROM loose"), orderedBy: [.ascending("score")],
            sectionedBy: "grp", pageSize: 7, errorHandler: errors.handler)
        #expect(errors.kinds() == [.unservedRows])
        #expect(
            errors.errors.first?.message.contains("9 rows have NULL in 'grp' or 'score'") == true, "\(errors.errors)")
        #expect(storage.numberOfSections == 3)
        #expect(storage.totalNumberOfItems == 291)
        #expect(!Self.allRecords(storage).contains(nil))
        var counts: [Int] = []
        let observation = storage.observe { update in counts = update.finalSnapshot?.counts ?? [] }
        // A tracked change that gives two rows a NULL, and one that gives a hidden row a value.
        try database.writer.write { db in
            try db.execute(sql: "UPDATE loose SET score = NULL WHERE id IN (10, 200)")
            try db.execute(sql: "UPDATE loose SET grp = 'g0' WHERE id = 31")
        }
        storage.processPendingChanges()
        #expect(errors.kinds() == [.unservedRows, .unservedRows])
        #expect(errors.errors.last?.message.contains("rows have NULL in 'grp' or 'score'") == true, "\(errors.errors)")
        #expect(storage.totalNumberOfItems == 290)
        #expect(counts.reduce(0, +) == 290)
        let expected = try database.writer.read { db in
            try Item.fetchAll(
                db, sql: "SELECT * FROM loose WHERE score IS NOT NULL AND grp IS NOT NULL ORDER BY grp, score, id")
        }
        #expect(Self.allRecords(storage) == expected.map { Optional($0) })
        observation.cancel()
    }

    @Test(
        "an id column that is not unique is refused when opening (count 60 with 5 reachable before); a join that repeats ids too"
    )
    func duplicateIDs() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 60)
        let requests: [(SQLRequest<Item>, String)] = [
            (SQLRequest(sql: "SELECT id % 5 AS id, score, grp, name FROM item"), "id"),
            (SQLRequest(sql: "SELECT a.id, a.score, a.grp, a.name FROM item a JOIN item b ON a.grp = b.grp"), "id"),
        ]
        for (request, idColumn) in requests {
            do {
                _ = try DatabaseStorage<Item>(
                    database: database.writer, request: request,
                    orderedBy: [.ascending("score")], idColumn: idColumn)
                Issue.record("\(request) opened")
            } catch {
                #expect(error.kind == .unsupported)
                #expect(error.message.contains("the id column 'id' is not unique"), "\(error)")
            }
        }
        // The grp column of a table, named as the id: its schema does not make it unique, the check does.
        #expect(throws: DatabaseStorageError.self) {
            try DatabaseStorage<Item>(database: database.writer, request: Item.all(), idColumn: "grp")
        }
        // A unique column that is not the rowid passes without a scan (its unique index says so).
        try database.writer.write { try $0.execute(sql: "CREATE UNIQUE INDEX item_name ON item(name)") }
        let byName = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.ascending("name")], idColumn: "name")
        #expect(byName.totalNumberOfItems == 60)
    }

    @Test(
        "numbers: pageSize Int.max, 0, negative; windowCapacity extremes; paths and ranges at Int.max and Int.min: clamped, nil or a thrown error, never a trap or a hang"
    )
    func extremeNumbers() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 300)
        for pageSize in [Int.max, Int.max - 1, 0, -1, Int.min, 1] {
            let storage = try DatabaseStorage<Item>(
                database: database.writer, request: Item.all(),
                orderedBy: [.ascending("score")], pageSize: pageSize)
            #expect((1...DatabaseStorage<Item>.maximumPageSize).contains(storage.pageSize))
            #expect(storage.windowCapacity >= storage.pageSize * 2)
            #expect(storage.record(at: ItemPath(item: 299, section: 0))?.id == 300)
        }
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.ascending("score")], pageSize: 10)
        for capacity in [Int.max, Int.min, 0, -5] {
            storage.windowCapacity = capacity
            #expect(storage.windowCapacity >= 20)
            #expect(storage.record(at: ItemPath(item: 150, section: 0))?.id == 151)
        }
        storage.windowCapacity = 40
        for path in [
            ItemPath(item: Int.max, section: 0), ItemPath(item: Int.min, section: 0),
            ItemPath(item: 0, section: Int.max), ItemPath(item: 0, section: Int.min), ItemPath(item: -1, section: -1),
        ] {
            #expect(storage.record(at: path) == nil)
            #expect(storage.item(at: path) == nil)
            #expect(storage.headerModel(forSection: path.section) == nil)
            if path.section != 0 { #expect(storage.sectionValue(at: path.section) == nil) }
            #expect(storage.numberOfItems(inSection: path.section) == 0 || path.section == 0)
            #expect(storage.windowSnapshot().record(at: path) == nil)
            #expect(storage.windowSnapshot().headerModel(forSection: path.section) == nil)
            #expect(storage.windowSnapshot().numberOfItems(inSection: path.section) == (path.section == 0 ? 300 : 0))
            #expect(throws: DatabaseStorageError.self) { try storage.deleteItems(at: [path]) }
            #expect(throws: DatabaseStorageError.self) { try storage.deleteItem(at: path) }
            #expect(throws: StorageError.self) { try storage.moveItem(at: path, to: ItemPath(item: 0, section: 0)) }
            #expect(throws: StorageError.self) { try storage.moveItem(at: ItemPath(item: 0, section: 0), to: path) }
            storage.loadItems(from: path, through: path)
            storage.loadItems(from: ItemPath(item: 0, section: 0), through: path)
        }
        // The whole table at once: loaded, within the documented bound.
        storage.loadItems(from: ItemPath(item: 0, section: 0), through: ItemPath(item: 299, section: 0))
        #expect(storage.windowRange == 0..<300)
        #expect(storage.totalNumberOfItems == 300)
    }

    @Test("loadItems over more rows than maximumLoadedRows loads that many, not every row")
    func loadItemsBounded() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 120_000)
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.ascending("score")])
        storage.loadItems(from: ItemPath(item: 10, section: 0), through: ItemPath(item: 119_999, section: 0))
        #expect(storage.windowRange.count <= DatabaseStorage<Item>.maximumLoadedRows + storage.pageSize)
        #expect(storage.windowRange.contains(10))
        #expect(storage.record(at: ItemPath(item: 119_999, section: 0))?.id == 120_000)
    }

    @Test(
        "strings: column names that are not result columns (SQL in them, quotes, empty, a NUL) get a clear error naming the columns and leave the database alone; a column whose name needs quoting works"
    )
    func hostileColumnNames() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 20)
        let names = [
            "score\"; DROP TABLE item; --", "", "\u{0}", "sco\u{0}re", "nope", "score DESC", "'score'", "[score]",
        ]
        for name in names {
            for role in 0..<3 {
                do {
                    _ = try DatabaseStorage<Item>(
                        database: database.writer, request: Item.all(),
                        orderedBy: role == 0 ? [.ascending(name)] : [], sectionedBy: role == 1 ? name : nil,
                        idColumn: role == 2 ? name : "id")
                    Issue.record("\(name.debugDescription) as \(role) opened")
                } catch {
                    #expect(error.kind == .unsupported, "\(error)")
                    #expect(error.message.contains("is not a column of the request's rows"), "\(error)")
                    #expect(error.message.contains("'score'"), "\(error)")
                }
            }
        }
        #expect(try database.writer.read { try $0.tableExists("item") })
        try database.writer.write { db in
            try db.execute(
                sql: #"""
                    CREATE TABLE "we""ird" (id INTEGER PRIMARY KEY, "sco re""" INTEGER NOT NULL, "gr'p" TEXT NOT NULL);
                    CREATE INDEX weird_order ON "we""ird"("gr'p", "sco re""", id);
                    INSERT INTO "we""ird" VALUES (1, 5, 'a'), (2, 3, 'a'), (3, 1, 'b');
                    """#)
        }
        let errors = ErrorLog()
        let weird = try DatabaseStorage<WeirdRow>(
            database: database.writer,
            request: SQLRequest<WeirdRow>(sql: #"SELECT * FROM "we""ird""#), orderedBy: [.ascending("sco re\"")],
            sectionedBy: "gr'p", counting: .keptInDatabase, errorHandler: errors.handler)
        #expect(errors.errors.isEmpty, "\(errors.errors)")
        #expect(weird.usesKeptCounts)
        #expect(weird.numberOfSections == 2)
        #expect(weird.record(at: ItemPath(item: 0, section: 0))?.id == 2)
        try weird.deleteItem(at: ItemPath(item: 0, section: 1))
        #expect(weird.numberOfSections == 1)
    }

    @Test(
        "a request whose SQL ends with a line comment (or holds comments, strings and names with parameters' characters) opens, pages, keeps counts and follows changes"
    )
    func commentsInTheRequest() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 40)
        let request = SQLRequest<Item>(
            sql: """
                SELECT * /* :not ? a parameter */ FROM item WHERE name != '?:x -- no' AND score >= ? -- the end
                """, arguments: [20])
        let errors = ErrorLog()
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: request,
            orderedBy: [.ascending("score")], pageSize: 5, counting: .keptInDatabase, errorHandler: errors.handler)
        #expect(errors.errors.isEmpty, "\(errors.errors)")
        #expect(storage.usesKeptCounts)
        #expect(storage.totalNumberOfItems == 39)
        #expect(storage.record(at: ItemPath(item: 30, section: 0))?.id == 32)
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (100, 25, 'g0', '?:x -- no')") }
        storage.processPendingChanges()
        #expect(storage.totalNumberOfItems == 39)
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (101, 25, 'g0', 'yes')") }
        storage.processPendingChanges()
        #expect(storage.totalNumberOfItems == 40)
        #expect(errors.errors.isEmpty, "\(errors.errors)")
    }

    @Test(
        "a request whose rows depend on other rows (LIMIT): not placed from the changed rows alone, so its counts and rows stay exact"
    )
    func limitedRequest() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 100)
        let request = SQLRequest<Item>(sql: "SELECT * FROM item ORDER BY score DESC LIMIT 10")
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: request,
            orderedBy: [.ascending("score")], errorHandler: { _ in })
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (500, 5000, 'g0', 'top')") }
        storage.processPendingChanges()
        let expected = try database.writer.read { db in
            try Item.fetchAll(
                db, sql: "SELECT * FROM (SELECT * FROM item ORDER BY score DESC LIMIT 10) ORDER BY score, id")
        }
        #expect(storage.totalNumberOfItems == 10)
        #expect(
            (0..<10).map { storage.windowSnapshot().record(at: ItemPath(item: $0, section: 0)) }
                == expected.map { Optional($0) })
        #expect(storage.statistics.recountedUpdates == 1)
    }

    @Test(
        "paths: a pool in a directory whose name has spaces, quotes and non-ASCII letters opens, pins its reader and follows changes"
    )
    func awkwardPath() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis 'grdb\" ü \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pool = try DatabasePool(path: directory.appendingPathComponent("rows ü.sqlite").path)
        try pool.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, score INTEGER NOT NULL, grp TEXT NOT NULL, name TEXT NOT NULL);
                    CREATE INDEX item_score ON item(score, id);
                    INSERT INTO item VALUES (1, 10, 'g', 'a'), (2, 20, 'g', 'b');
                    """)
        }
        let storage = try DatabaseStorage<Item>(
            database: pool, request: Item.all(), orderedBy: [.ascending("score")],
            counting: .keptInDatabase)
        #expect(storage.usesKeptCounts)
        try pool.write { try $0.execute(sql: "DELETE FROM item WHERE id = 1") }
        storage.processPendingChanges()
        #expect(storage.totalNumberOfItems == 1)
        #expect(storage.statistics.trackedUpdates == 1)
    }
}

/// A row of a table whose names need quoting.
struct WeirdRow: FetchableRecord {
    var id: Int64
    init(row: GRDB.Row) throws { id = row["id"] }
}
