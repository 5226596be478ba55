import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting
import _TrellisTestSupport

/// An outside probe of `DatabaseStorage` with a new team's own schema: keys and orders beyond the simple case,
/// writes that move many rows, schema changes while open, exactness against a fresh SELECT after every commit, and
/// the speed claims on shapes the benches do not cover.
@MainActor
@Suite("Probe: DatabaseStorage over other shapes")
struct DatabaseShapesAttackTests {
    // MARK: Keys the storage mistakes for rowids

    @Test(
        "a column declared INTEGER PRIMARY KEY DESC is not the rowid (an SQLite quirk): changes by rowid must still place the rows"
    )
    func integerPrimaryKeyDesc() throws {
        for pool in [false, true] {
            let database = try ShapeDatabase(
                pool: pool,
                schema: """
                    CREATE TABLE note (id INTEGER PRIMARY KEY DESC, score INTEGER NOT NULL, title TEXT NOT NULL);
                    CREATE INDEX note_score ON note(score, id);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
                    INSERT INTO note(id, score, title) SELECT 1000 + i, i * 10, 'note ' || i FROM n;
                    """)
            defer { database.remove() }
            let rowIDsDiffer = try database.writer.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note WHERE rowid != id") ?? 0
            }
            #expect(rowIDsDiffer == 200, "the quirk: the ids are not the rowids")
            let probe = try ShapeProbe(
                database.writer, oracle: ShapeOracle(request: "SELECT * FROM note", orderBy: "score, id"),
                orderedBy: [.ascending("score")], pageSize: 10, capacity: 30)
            #expect(probe.errors.isEmpty, "\(probe.errors)")
            // A row added past the window, then (another commit) a row deleted past the window.
            try database.writer.write { try $0.execute(sql: "INSERT INTO note VALUES (5000, 99999, 'new')") }
            probe.storage.processPendingChanges()
            let afterInsert = try probe.mismatches(everyRow: false)
            probe.storage.processPendingChanges(recount: true)
            try database.writer.write { try $0.execute(sql: "DELETE FROM note WHERE id = 1150") }
            probe.storage.processPendingChanges()
            let afterDelete = try probe.mismatches(everyRow: false)
            #expect(afterInsert == [], "pool \(pool), after the insert")
            #expect(afterDelete == [], "pool \(pool), after the delete")
        }
    }

    @Test(
        "a request that renames another column to the rowid alias's name (SELECT number AS id): deleteItems deletes the row shown, not the row whose rowid is that number"
    )
    func renamedColumnAsID() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE ticket (id INTEGER PRIMARY KEY, number INTEGER NOT NULL UNIQUE, title TEXT NOT NULL);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
                INSERT INTO ticket SELECT i, 21 - i, 'ticket #' || (21 - i) FROM n;
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer, oracle: ShapeOracle(request: "SELECT number AS id, title FROM ticket", orderBy: "id"),
            orderedBy: [], pageSize: 5)
        #expect(try probe.mismatches() == [])
        let first = probe.storage.record(at: ItemPath(item: 0, section: 0))
        #expect(first?["title"] == "ticket #1".databaseValue)
        var thrown: DatabaseStorageError?
        do { try probe.storage.deleteItems(at: [ItemPath(item: 0, section: 0)]) } catch { thrown = error }
        let titles = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM ticket ORDER BY number")
        }
        // Either the row shown is gone, or the delete is refused: never another row.
        if thrown == nil {
            #expect(!titles.contains("ticket #1"), "the row shown is still there")
        }
        #expect(titles.contains("ticket #20"), "ticket #20 (rowid 1) was deleted instead: \(titles)")
    }

    @Test(
        "a text id renamed from another column (SELECT uuid AS id) over a table whose rowid alias is named id: inserts past the window are counted"
    )
    func renamedTextID() throws {
        let database = try ShapeDatabase(
            pool: true,
            schema: """
                CREATE TABLE doc (id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, rank INTEGER NOT NULL);
                CREATE INDEX doc_rank ON doc(rank, uuid);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
                INSERT INTO doc SELECT i, printf('%08x-uuid', i * 7919), i FROM n;
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer,
            oracle: ShapeOracle(request: "SELECT uuid AS id, rank FROM doc", orderBy: "rank, id"),
            orderedBy: [.ascending("rank")], pageSize: 5, capacity: 12)
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        try database.writer.write { try $0.execute(sql: "INSERT INTO doc VALUES (NULL, 'zzz-new', 500)") }
        probe.storage.processPendingChanges()
        let problems = try probe.mismatches(everyRow: false)
        #expect(problems == [])
    }

    @Test(
        "a WITHOUT ROWID table whose CREATE TABLE puts WITHOUT ROWID on its own line: opening leaves the app's own inserts working, and the storage follows its writes as for the same table on one line"
    )
    func withoutRowIDOnItsOwnLine() throws {
        for layout in [") WITHOUT ROWID", ")\nWITHOUT ROWID", ")\tWITHOUT ROWID"] {
            let database = try ShapeDatabase(
                schema: """
                    CREATE TABLE tag (id INTEGER PRIMARY KEY, score INTEGER NOT NULL, name TEXT NOT NULL\(layout);
                    CREATE INDEX tag_score ON tag(score);
                    INSERT INTO tag VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 30, 'c');
                    """)
            defer { database.remove() }
            let label = layout.debugDescription
            let probe = try ShapeProbe(
                database.writer, oracle: ShapeOracle(request: "SELECT * FROM tag", orderBy: "score, id"),
                orderedBy: [.ascending("score")])
            #expect(probe.errors.isEmpty, "\(label): \(probe.errors)")
            var refused: (any Error)?
            do {
                try database.writer.write { db in
                    try db.execute(sql: "INSERT INTO tag VALUES (4, 5, 'd'); UPDATE tag SET score = 40 WHERE id = 1")
                }
            } catch { refused = error }
            probe.storage.processPendingChanges()
            let shown = try probe.mismatches()
            // The app's own writes work (FINDING 2: a newline before WITHOUT ROWID made every INSERT fail), and the
            // storage follows them (FINDING 4: SQLite reports no change to a WITHOUT ROWID table; triggers do).
            #expect(refused == nil, "\(label): \(String(describing: refused))")
            #expect(shown == [], "\(label)")
            #expect(probe.errors.isEmpty, "\(label): \(probe.errors)")
            let shownID = probe.storage.record(at: ItemPath(item: 0, section: 0)).flatMap {
                Int.fromDatabaseValue($0["id"])
            }
            let before = try database.writer.read { try Int.fetchAll($0, sql: "SELECT id FROM tag ORDER BY id") }
            var thrown: DatabaseStorageError?
            do { try probe.storage.deleteItems(at: [ItemPath(item: 0, section: 0)]) } catch { thrown = error }
            let left = try database.writer.read { try Int.fetchAll($0, sql: "SELECT id FROM tag ORDER BY id") }
            // Deleting from a WITHOUT ROWID table: refused, or the row shown deleted, never another.
            #expect(
                (thrown != nil && left == before) || left == before.filter { $0 != shownID },
                "\(label): shown \(String(describing: shownID)), \(before) -> \(left), \(String(describing: thrown))")
        }
    }

    // MARK: The missing index report

    @Test(
        "an order on a renamed or computed result column: the missingIndex report's CREATE INDEX runs, and once it does, opening reports nothing"
    )
    func suggestedIndexRuns() throws {
        let cases: [(request: String, order: DatabaseOrdering)] = [
            ("SELECT id, name AS title, score FROM item", .ascending("title")),
            ("SELECT id, name, score % 7 AS bucket FROM item", .descending("bucket")),
        ]
        for (request, order) in cases {
            let database = try ShapeDatabase(
                schema: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL);
                    INSERT INTO item VALUES (1, 'b', 10), (2, 'a', 20), (3, 'c', 30);
                    """)
            defer { database.remove() }
            let probe = try ShapeProbe(
                database.writer,
                oracle: ShapeOracle(
                    request: request, orderBy: "\(order.column) \(order.isDescending ? "DESC" : ""), id"),
                orderedBy: [order])
            #expect(probe.errors.map(\.kind) == [.missingIndex])
            let message = probe.errors.first?.message ?? ""
            guard order.column == "title" else {
                // A computed column: no index on columns serves it, and the report says so (no statement to fail).
                #expect(!message.contains("CREATE INDEX"), "\(message)")
                #expect(message.contains("'bucket' is computed by the request"), "\(message)")
                continue
            }
            let statement = message.range(of: "CREATE INDEX").map { String(message[$0.lowerBound...]) } ?? ""
            #expect(statement.contains("\"name\""), "\(statement)")
            var refused: (any Error)?
            do { try database.writer.write { try $0.execute(sql: statement) } } catch { refused = error }
            #expect(refused == nil, "\(statement): \(String(describing: refused))")
            let again = try ShapeProbe(
                database.writer,
                oracle: ShapeOracle(request: request, orderBy: "\(order.column), id"), orderedBy: [order])
            #expect(again.errors.isEmpty, "after \(statement): \(again.errors)")
            #expect(try again.mismatches() == [])
        }
    }

    // MARK: Schema changes while open

    @Test(
        "the index the order relies on dropped while the storage is open: rows stay exact, and the next processing reports the missing index"
    )
    func indexDroppedWhileOpen() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL);
                CREATE INDEX item_score ON item(score);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
                INSERT INTO item SELECT i, 'row ' || i, (i * 37) % 101 FROM n;
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer, oracle: ShapeOracle(request: "SELECT * FROM item", orderBy: "score, id"),
            orderedBy: [.ascending("score")])
        #expect(probe.errors.isEmpty)
        try database.writer.write { db in
            try db.execute(sql: "DROP INDEX item_score; UPDATE item SET score = score + 1 WHERE id % 3 = 0")
        }
        probe.storage.processPendingChanges()
        #expect(try probe.mismatches() == [])
        #expect(probe.errors.map(\.kind).contains(.missingIndex), "\(probe.errors)")
    }

    @Test(
        "ALTER TABLE while open: a column added shows in the rows; the order column renamed is reported (no trap) and rows read as nil, not wrong"
    )
    func alterTableWhileOpen() throws {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL);
                CREATE INDEX item_score ON item(score);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
                INSERT INTO item SELECT i, 'row ' || i, i FROM n;
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer, oracle: ShapeOracle(request: "SELECT * FROM item", orderBy: "score, id"),
            orderedBy: [.ascending("score")])
        try database.writer.write { try $0.execute(sql: "ALTER TABLE item ADD COLUMN note TEXT DEFAULT 'x'") }
        probe.storage.processPendingChanges()
        let added = try probe.mismatches()
        #expect(added == [], "after ADD COLUMN")
        try database.writer.write { try $0.execute(sql: "ALTER TABLE item RENAME COLUMN score TO points") }
        probe.storage.processPendingChanges()
        #expect(probe.errors.contains { $0.kind == .databaseError }, "\(probe.errors)")
        // Counts stay as they were; a row outside the windows reads as nil (never a wrong row). (Row 0, which the
        // last update gave the table, is held: it reads as it was, like the window's rows.)
        #expect(probe.storage.totalNumberOfItems == 40)
        #expect(!probe.storage.windowRange.contains(20))
        #expect(probe.storage.record(at: ItemPath(item: 20, section: 0)) == nil)
    }

    @Test(
        "two hosts on one storage, one at the top and one far down: a row the top one shows is changed, and it shows the change"
    )
    func twoHostsApart() throws {
        for pool in [false, true] {
            let database = try ShapeDatabase(
                pool: pool,
                schema: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL);
                    CREATE INDEX item_score ON item(score);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
                    INSERT INTO item SELECT i, 'row ' || i, i FROM n;
                    """)
            defer { database.remove() }
            let probe = try ShapeProbe(
                database.writer, oracle: ShapeOracle(request: "SELECT * FROM item", orderBy: "score, id"),
                orderedBy: [.ascending("score")], pageSize: 10, capacity: 40, viewportHeight: 6)
            // The top table applies an update (its rows now come from the update's snapshot).
            try database.writer.write { try $0.execute(sql: "UPDATE item SET name = 'first' WHERE id = 1") }
            probe.storage.processPendingChanges()
            #expect((probe.table.visibleModels.first as? ShapeRow)?["name"] == "first".databaseValue)
            // A second host (another table, a widget) shows the rows around 300.
            let other = HeadlessTableView(content: probe.storage, viewportHeight: 6)
            other.scroll(toRow: 300)
            #expect((other.visibleModels.first as? ShapeRow)?["id"] == 301.databaseValue)
            try database.writer.write { try $0.execute(sql: "UPDATE item SET name = 'renamed' WHERE id = 2") }
            probe.storage.processPendingChanges()
            let top = probe.table.model(at: ItemPath(item: 1, section: 0), as: ShapeRow.self)
            #expect(top?["name"] == "renamed".databaseValue, "pool \(pool): \(String(describing: top))")
        }
    }

    // MARK: Writes that move many rows

    @Test(
        "a rolled-back transaction sends nothing; deleting every row empties every section; a commit that reverses the order key of every row stays exact"
    )
    func rollbackDeleteAllAndReverse() throws {
        for pool in [false, true] {
            let database = try ShapeDatabase(
                pool: pool,
                schema: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, grp TEXT NOT NULL, score INTEGER NOT NULL);
                    CREATE INDEX item_grp_score ON item(grp, score DESC);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
                    INSERT INTO item SELECT i, 'g' || (i % 4), (i * 37) % 211 FROM n;
                    """)
            defer { database.remove() }
            let oracle = ShapeOracle(
                request: "SELECT * FROM item", orderBy: "grp, score DESC, id", section: "grp")
            let probe = try ShapeProbe(
                database.writer, oracle: oracle, orderedBy: [.descending("score")], pageSize: 10, capacity: 40)
            #expect(probe.errors.isEmpty, "\(probe.errors)")
            _ = probe.storage.record(at: ItemPath(item: 60, section: 1))
            probe.table.scroll(toRow: 180)
            var updates = 0
            let token = probe.storage.observe { _ in updates += 1 }
            defer { token.cancel() }
            try? database.writer.write { db in
                try db.execute(sql: "DELETE FROM item WHERE id < 400")
                throw DatabaseError(resultCode: .SQLITE_ABORT, message: "user cancelled")
            }
            #expect(probe.storage.processPendingChanges() == false)
            #expect(updates == 0)
            try database.writer.write { try $0.execute(sql: "UPDATE item SET score = -score, grp = 'h' || grp") }
            probe.storage.processPendingChanges()
            #expect(try probe.mismatches() == [], "pool \(pool), reversed")
            try database.writer.write { try $0.execute(sql: "DELETE FROM item") }
            probe.storage.processPendingChanges()
            #expect(try probe.mismatches() == [], "pool \(pool), emptied")
            #expect(probe.storage.numberOfSections == 0)
            try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (1, 'z', 1)") }
            probe.storage.processPendingChanges()
            #expect(try probe.mismatches() == [], "pool \(pool), refilled")
        }
    }

    @Test(
        "100,000 rows inserted in one transaction, then every row's order key changed in one: exact, and processing costs about what counting them does"
    )
    func hundredThousandInOneTransaction() throws {
        for pool in [false, true] {
            let database = try ShapeDatabase(
                pool: pool,
                schema: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, grp TEXT NOT NULL, score INTEGER NOT NULL);
                    CREATE INDEX item_score ON item(score);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
                    INSERT INTO item SELECT i, 'g' || (i % 4), i * 1000 FROM n;
                    """)
            defer { database.remove() }
            let probe = try ShapeProbe(
                database.writer, oracle: ShapeOracle(request: "SELECT * FROM item", orderBy: "score, id"),
                orderedBy: [.ascending("score")], pageSize: 50, capacity: 1_000, viewportHeight: 20)
            _ = probe.storage.record(at: ItemPath(item: 500, section: 0))
            probe.table.scroll(toRow: 500)
            // The same storage with no host: what the storage itself costs.
            let bare = try DatabaseStorage<ShapeRow>(
                database: database.writer, request: SQLRequest<ShapeRow>(sql: "SELECT * FROM item"),
                orderedBy: [.ascending("score")])
            _ = bare.record(at: ItemPath(item: 500, section: 0))
            var changedPaths = 0
            let token = probe.storage.observe { update in
                for stage in update.stages {
                    changedPaths +=
                        stage.update.insertedItems.count + stage.update.deletedItems.count
                        + stage.update.movedItems.count + stage.update.reloadedItems.count
                }
            }
            defer { token.cancel() }
            let clock = ContinuousClock()
            try database.writer.write { db in
                try db.execute(
                    sql: """
                        WITH RECURSIVE n(i) AS (SELECT 1001 UNION ALL SELECT i + 1 FROM n WHERE i < 101000)
                        INSERT INTO item SELECT i, 'g' || (i % 4), (i * 7919) % 1000003 FROM n
                        """)
            }
            let bareInsert = clock.measure { bare.processPendingChanges() }
            let insertTime = clock.measure { probe.storage.processPendingChanges() }
            let insertPaths = changedPaths
            let recountTime = clock.measure { bare.processPendingChanges(recount: true) }
            #expect(try probe.mismatches(everyRow: false) == [], "pool \(pool), after the insert")
            changedPaths = 0
            try database.writer.write { try $0.execute(sql: "UPDATE item SET score = -score") }
            let bareReverse = clock.measure { bare.processPendingChanges() }
            let reverseTime = clock.measure { probe.storage.processPendingChanges() }
            #expect(try probe.mismatches(everyRow: false) == [], "pool \(pool), after the reverse")
            // Spot-check rows everywhere against the oracle.
            let expected = try database.writer.read { db in
                try ShapeRow.fetchAll(db, sql: "SELECT * FROM item ORDER BY score, id")
            }
            for index in stride(from: 0, to: expected.count, by: 9_973) {
                #expect(probe.storage.record(at: ItemPath(item: index, section: 0)) == expected[index])
            }
            print(
                "PROBE 100k pool=\(pool): insert processed by the storage alone \(bareInsert), with a host \(insertTime) "
                    + "(\(insertPaths) paths in the update); a recount \(recountTime); reverse alone \(bareReverse), "
                    + "with a host \(reverseTime) (\(changedPaths) paths)")
            #expect(bareInsert < recountTime * 20 + .milliseconds(100), "pool \(pool)")
            #expect(bareReverse < recountTime * 20 + .milliseconds(100), "pool \(pool)")
        }
    }

    @Test(
        "writes from a second connection on the same file are not observed (documented); recount: true makes the storage exact, with a text primary key"
    )
    func secondConnection() throws {
        let database = try ShapeDatabase(
            pool: true,
            schema: """
                CREATE TABLE person (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL COLLATE NOCASE);
                CREATE INDEX person_name ON person(name, id);
                INSERT INTO person VALUES ('p1', 'bob'), ('p2', 'Alice'), ('p3', 'alice'), ('p4', 'Carol'), ('p5', 'dave');
                """)
        defer { database.remove() }
        let probe = try ShapeProbe(
            database.writer,
            oracle: ShapeOracle(request: "SELECT * FROM person", orderBy: "name, id"),
            orderedBy: [.ascending("name")], pageSize: 2, capacity: 4)
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        #expect(try probe.mismatches() == [])
        let other = try database.otherConnection()
        try other.write {
            try $0.execute(sql: "INSERT INTO person VALUES ('p0', 'ALICE'); DELETE FROM person WHERE id = 'p4'")
        }
        probe.storage.processPendingChanges(recount: true)
        #expect(try probe.mismatches() == [])
    }

    // MARK: Exactness over random commits

    /// The shapes the random test runs: schema, request, order, section, nullable columns, id column.
    struct Shape {
        var name: String
        var schema: String
        var request: String
        var orderedBy: [DatabaseOrdering]
        var oracleOrder: String
        var section: String?
        var nullable: [String]
        /// Inserts a row with the given values (`id`, `grp`, `score`, `name`, `flag`).
        var insert: String
        var idLiteral: (Int) -> DatabaseValue
        /// Whether writes must tell GRDB what they changed (`notifyChanges`): GRDB does not see changes to WITHOUT
        /// ROWID tables (FINDING 4).
        var notify = false
    }

    static let shapes: [Shape] = [
        Shape(
            name: "rowid table, filtered, sections, nullable score DESC then NOCASE name",
            schema: """
                CREATE TABLE t (id INTEGER PRIMARY KEY, grp TEXT NOT NULL, score INTEGER, name TEXT NOT NULL COLLATE NOCASE, flag INTEGER NOT NULL);
                CREATE INDEX t_order ON t(grp, score DESC, name);
                """,
            request: "SELECT * FROM t WHERE flag = 1", orderedBy: [.descending("score"), .ascending("name")],
            oracleOrder: "grp, score DESC, name, id", section: "grp", nullable: ["score"],
            insert: "INSERT INTO t VALUES (?, ?, ?, ?, ?)", idLiteral: { $0.databaseValue }),
        Shape(
            name: "text primary key (rowid table), mixed directions, no sections",
            schema: """
                CREATE TABLE t (id TEXT PRIMARY KEY NOT NULL, grp TEXT NOT NULL, score INTEGER NOT NULL, name TEXT NOT NULL, flag INTEGER NOT NULL);
                CREATE INDEX t_order ON t(score DESC, name, id);
                """,
            request: "SELECT * FROM t", orderedBy: [.descending("score"), .ascending("name")],
            oracleOrder: "score DESC, name, id", section: nil, nullable: [],
            insert: "INSERT INTO t VALUES (?, ?, ?, ?, ?)", idLiteral: { "k\($0)".databaseValue }),
        Shape(
            name: "WITHOUT ROWID, blob primary key, sections descending",
            schema: """
                CREATE TABLE t (id BLOB PRIMARY KEY NOT NULL, grp TEXT NOT NULL, score INTEGER NOT NULL, name TEXT NOT NULL, flag INTEGER NOT NULL) WITHOUT ROWID;
                CREATE INDEX t_order ON t(grp DESC, score);
                """,
            request: "SELECT * FROM t WHERE flag = 1", orderedBy: [.descending("grp"), .ascending("score")],
            oracleOrder: "grp DESC, score, id", section: "grp", nullable: [],
            insert: "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
            idLiteral: { Data([UInt8($0 % 256), UInt8($0 / 256), 0xFF]).databaseValue }, notify: true),
        Shape(
            name: "a view as the source, with a composite key made an id",
            schema: """
                CREATE TABLE t (a INTEGER NOT NULL, b INTEGER NOT NULL, grp TEXT NOT NULL, score INTEGER NOT NULL, name TEXT NOT NULL, flag INTEGER NOT NULL, PRIMARY KEY (a, b));
                CREATE INDEX t_order ON t(score);
                CREATE VIEW v AS SELECT a * 1000 + b AS id, grp, score, name, flag FROM t WHERE flag = 1;
                """,
            request: "SELECT * FROM v", orderedBy: [.ascending("score")],
            oracleOrder: "score, id", section: nil, nullable: [],
            insert: "INSERT INTO t VALUES (? / 1000, ? % 1000, ?, ?, ?, ?)", idLiteral: { $0.databaseValue }),
    ]

    @Test(
        "after every random commit (inserts, deletes, key changes, rows in and out of the filter, bulk moves, rollbacks, another connection's writes then a recount), over four shapes, the storage's counts and every row a host reads equal a fresh SELECT",
        arguments: 0..<4
    )
    func randomCommits(shapeIndex: Int) throws {
        let runs =
            UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 10) }
            ?? 12
        for seed in 0..<runs {
            let mixed = seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(shapeIndex)
            let problems = try Self.randomRun(shape: Self.shapes[shapeIndex], seed: mixed)
            if !problems.isEmpty {
                Issue.record(
                    "shape \(Self.shapes[shapeIndex].name), seed \(mixed): \(problems.prefix(6).joined(separator: "\n"))"
                )
                return
            }
        }
        print("PROBE random shape \(shapeIndex): \(runs) seeds passed")
    }

    static func randomRun(shape: Shape, seed: UInt64) throws -> [String] {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let database = try ShapeDatabase(pool: seed % 2 == 0, schema: shape.schema)
        defer { database.remove() }
        let view = shape.request.contains("FROM v")
        func insertArguments(_ id: Int) -> StatementArguments {
            let score: DatabaseValue =
                shape.nullable.contains("score") && int(0...9) == 0 ? .null : int(0...40).databaseValue
            let names = ["ann", "Ann", "bob", "BOB", "cy", "dee", "Éva", "eva"]
            let name = names[int(0...(names.count - 1))]
            let grp = "g\(int(0...3))"
            let flag = int(0...4) == 0 ? 0 : 1
            if view { return [id, id, grp, score, name, flag] }
            return [shape.idLiteral(id), grp, score, name, flag]
        }
        let idExpression = view ? "a * 1000 + b" : "id"
        try database.writer.write { db in
            for id in 1...int(0...60) { try db.execute(sql: shape.insert, arguments: insertArguments(id)) }
        }
        let counting: DatabaseCounting = seed % 3 == 0 ? .keptInDatabase : .whenOpening
        let probe = try ShapeProbe(
            database.writer,
            oracle: ShapeOracle(
                request: shape.request, orderBy: shape.oracleOrder, section: shape.section, nullable: shape.nullable),
            orderedBy: shape.orderedBy, pageSize: 4, capacity: 10, counting: counting)
        // The view's id is an expression no index holds: its order is reported as missing an index.
        let unexpected = probe.errors.filter {
            ![.unservedRows, .keptCounts].contains($0.kind) && !(view && $0.kind == .missingIndex)
        }
        if !unexpected.isEmpty { return ["opening reported \(unexpected)"] }
        var nextID = 500
        var problems: [String] = []
        var lastUpdates: [String] = []
        let token = probe.storage.observe { lastUpdates.append("\($0.stages.map(\.update))") }
        defer { token.cancel() }
        func anyID() -> DatabaseValue {
            let id = int(1...70)
            return view ? id.databaseValue : shape.idLiteral(id)
        }
        for step in 0..<14 {
            if int(0...2) == 0, probe.storage.totalNumberOfItems > 0 {
                let row = int(0...(probe.storage.totalNumberOfItems - 1))
                if let path = probe.table.path(atRow: row) { _ = probe.storage.record(at: path) }
                probe.table.scroll(toRow: max(0, row - 2))
            }
            var statements: [(String, StatementArguments)] = []
            for _ in 0..<int(1...5) {
                switch int(0...9) {
                case 0, 1:
                    nextID += 1
                    statements.append((shape.insert, insertArguments(nextID)))
                case 2:
                    statements.append(("DELETE FROM t WHERE \(idExpression) = ?", [anyID()]))
                case 3:
                    let score: DatabaseValue =
                        shape.nullable.contains("score") && int(0...4) == 0 ? .null : int(0...40).databaseValue
                    statements.append(("UPDATE t SET score = ? WHERE \(idExpression) = ?", [score, anyID()]))
                case 4:
                    statements.append(("UPDATE t SET flag = 1 - flag WHERE \(idExpression) = ?", [anyID()]))
                case 5:
                    statements.append(("UPDATE t SET grp = ? WHERE \(idExpression) = ?", ["g\(int(0...4))", anyID()]))
                case 6:
                    statements.append(("UPDATE t SET name = upper(name) WHERE \(idExpression) = ?", [anyID()]))
                case 7:
                    statements.append(("UPDATE t SET score = 40 - score WHERE score > ?", [int(0...40)]))
                case 8:
                    statements.append(
                        ("UPDATE t SET flag = 0 WHERE score BETWEEN ? AND ?", [int(0...40), int(0...40)]))
                default:
                    if int(0...5) == 0 { statements.append(("DELETE FROM t WHERE score > ?", [int(10...40)])) }
                }
            }
            let mode = int(0...9)
            lastUpdates = []
            let windowBefore = probe.storage.windowRange
            let shownBefore = probe.table.visibleItemPaths.first
            if mode == 0 {
                // Rolled back: nothing changes.
                try? database.writer.write { db in
                    for (sql, arguments) in statements { try db.execute(sql: sql, arguments: arguments) }
                    throw DatabaseError(resultCode: .SQLITE_ABORT, message: "rolled back")
                }
                probe.storage.processPendingChanges()
            } else if mode == 1 {
                // Another connection: unobserved, then a recount.
                let other = try database.otherConnection()
                try other.write { db in
                    for (sql, arguments) in statements { try db.execute(sql: sql, arguments: arguments) }
                }
                try other.close()
                probe.storage.processPendingChanges(recount: true)
            } else {
                do {
                    try database.writer.write { db in
                        for (sql, arguments) in statements { try db.execute(sql: sql, arguments: arguments) }
                        if shape.notify { try db.notifyChanges(in: .fullDatabase) }
                    }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                    continue
                }
                probe.storage.processPendingChanges()
            }
            let found = try probe.mismatches(everyRow: step % 4 == 3)
            let reports = probe.errors.filter {
                ![.unservedRows, .keptCounts].contains($0.kind) && !(view && $0.kind == .missingIndex)
            }
            problems += found.map {
                "step \(step) mode \(mode) \(statements.map { "\($0.0) \($0.1)" }): \($0); window was \(windowBefore), "
                    + "first shown \(String(describing: shownBefore)), updates \(lastUpdates)"
            }
            problems += reports.map { "step \(step): reported \($0)" }
            if !problems.isEmpty { return problems }
        }
        return problems
    }

    // MARK: Speed on a million rows

    /// A million rows in two sections of 500,000 (`grp` 'a' and 'b'), with a unique-ish `name` no index holds, and
    /// `loose`, the same rows in a table whose columns may hold NULL.
    static func millionRows() throws -> ShapeDatabase {
        let database = try ShapeDatabase(
            schema: """
                CREATE TABLE big (id INTEGER PRIMARY KEY, grp TEXT NOT NULL, score INTEGER NOT NULL, name TEXT NOT NULL);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)
                INSERT INTO big SELECT i, CASE WHEN i % 2 = 0 THEN 'a' ELSE 'b' END, (i * 7919) % 1000003,
                    printf('n%07d', (i * 104729) % 1000003) FROM n;
                CREATE INDEX big_score ON big(score);
                CREATE INDEX big_grp_score ON big(grp, score);
                CREATE INDEX big_grp_score_desc ON big(grp, score DESC);
                CREATE TABLE loose (id INTEGER PRIMARY KEY, grp TEXT, score INTEGER, name TEXT);
                INSERT INTO loose SELECT * FROM big;
                CREATE INDEX loose_grp_score ON loose(grp, score);
                """)
        return database
    }

    @Test(
        "a million rows: opening on kept counts reads no COUNT(*) (also with nullable key columns), a jump to the middle of a descending order walks an index, a mixed-direction order pages by key as fast as a uniform one, a host reads only what it shows, and an order no index serves is reported"
    )
    func speedOnAMillionRows() throws {
        let clock = ContinuousClock()
        var database: ShapeDatabase?
        let fill = try clock.measure { database = try Self.millionRows() }
        guard let database else { return }
        defer { database.remove() }
        let writer = database.writer
        print("PROBE speed: filled 1M rows in \(fill)")
        let all = SQLRequest<ShapeRow>(sql: "SELECT * FROM big")
        // The absolute part of each bound, in ms: what a busy machine (CI runs suites in parallel, and these under the
        // sanitizers too) adds to a few-millisecond figure. The ratios to the floors measured here are the checks.
        let slack = timeLimit(.milliseconds(30)) / .milliseconds(1)

        // 1. Opening: the floors are the first page's query; COUNT(*) is what opening must not do.
        let countAll = try measure(runs: 3) {
            _ = try writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM big") }
        }
        let firstPage = try measure(runs: 3) {
            _ = try writer.read { try Row.fetchAll($0, sql: "SELECT * FROM big ORDER BY score, id LIMIT 50") }
        }
        let whenOpening = try measure(runs: 3) {
            _ = try DatabaseStorage<ShapeRow>(database: writer, request: all, orderedBy: [.ascending("score")])
        }
        let install = try clock.measure {
            _ = try DatabaseStorage<ShapeRow>(
                database: writer, request: all, orderedBy: [.ascending("score")], counting: .keptInDatabase)
        }
        let kept = try measure(runs: 3) {
            _ = try DatabaseStorage<ShapeRow>(
                database: writer, request: all, orderedBy: [.ascending("score")], counting: .keptInDatabase)
        }
        let looseRequest = SQLRequest<ShapeRow>(sql: "SELECT * FROM loose")
        let looseLog = ErrorLog()
        _ = try DatabaseStorage<ShapeRow>(
            database: writer, request: looseRequest, orderedBy: [.ascending("score")], sectionedBy: "grp",
            counting: .keptInDatabase, errorHandler: looseLog.handler)
        let keptNullable = try measure(runs: 3) {
            _ = try DatabaseStorage<ShapeRow>(
                database: writer, request: looseRequest, orderedBy: [.ascending("score")], sectionedBy: "grp",
                counting: .keptInDatabase, errorHandler: { _ in })
        }
        let looseCounted = try measure(runs: 3) {
            _ = try DatabaseStorage<ShapeRow>(
                database: writer, request: looseRequest, orderedBy: [.ascending("score")], sectionedBy: "grp",
                errorHandler: { _ in })
        }
        print(
            "PROBE speed open: nullable key columns, counted when opening \(ms(looseCounted.best))")
        print(
            "PROBE speed open: COUNT(*) \(ms(countAll.best)), first page \(ms(firstPage.best)); "
                + "whenOpening \(ms(whenOpening.best)); kept: install \(install), then \(ms(kept.best)); "
                + "kept, nullable key columns \(ms(keptNullable.best)) (reports \(looseLog.errors.map(\.kind)))")
        #expect(kept.best < max(slack, firstPage.best * 20), "kept counts opening \(ms(kept.best))")
        // FINDING 10 (fixed): `grp IS NULL OR score IS NULL` read the whole table (61 ms); the rows left out are now
        // counted by index seeks (`KeySQL.hiddenCount`).
        #expect(
            keptNullable.best < max(slack, countAll.best / 4),
            "kept counts, nullable: \(ms(keptNullable.best)) vs COUNT(*) \(ms(countAll.best))")

        // 2. A jump to the middle of a descending order: OFFSET from the nearer end, over the index.
        let descending = try DatabaseStorage<ShapeRow>(
            database: writer, request: all, orderedBy: [.descending("score")], pageSize: 50)
        let jumpFloor = try measure(runs: 3) {
            _ = try writer.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM big ORDER BY score DESC, id DESC LIMIT 50 OFFSET 499975")
            }
        }
        var jumpTarget = 500_000
        let jump = measure(runs: 3) {
            jumpTarget += 3_000
            _ = descending.record(at: ItemPath(item: jumpTarget, section: 0))
        }
        let want = try writer.read { db in
            try ShapeRow.fetchOne(
                db, sql: "SELECT * FROM big ORDER BY score DESC, id DESC LIMIT 1 OFFSET ?", arguments: [jumpTarget])
        }
        #expect(descending.record(at: ItemPath(item: jumpTarget, section: 0)) == want)
        print(
            "PROBE speed jump to the middle, descending: \(ms(jump.best)) (floor, the same OFFSET in SQL \(ms(jumpFloor.best)))"
        )
        #expect(jump.best < jumpFloor.best * 3 + slack)

        // 3. Paging by key deep in a section: mixed directions (grp ASC, score DESC) against uniform (grp, score).
        func adjacentPage(_ orderedBy: [DatabaseOrdering]) throws -> (next: Double, previous: Double) {
            let log = ErrorLog()
            let storage = try DatabaseStorage<ShapeRow>(
                database: writer, request: all, orderedBy: orderedBy, sectionedBy: "grp", pageSize: 50,
                errorHandler: log.handler)
            #expect(log.errors.isEmpty, "\(orderedBy): \(log.errors)")
            var target = 440_000
            var next: [Double] = [], previous: [Double] = []
            for _ in 0..<4 {
                target += 10_000
                _ = storage.record(at: ItemPath(item: target, section: 0))  // a jump (not timed)
                let end = storage.windowRange.upperBound
                next.append(measure(runs: 1) { _ = storage.record(at: ItemPath(item: end, section: 0)) }.best)
                let start = storage.windowRange.lowerBound
                previous.append(measure(runs: 1) { _ = storage.record(at: ItemPath(item: start - 1, section: 0)) }.best)
            }
            return (next.min() ?? 0, previous.min() ?? 0)
        }
        let uniform = try adjacentPage([.ascending("score")])
        let mixed = try adjacentPage([.descending("score")])
        // The floor for the mixed order: the same next page with a bound on both leading columns.
        let key = try writer.read { db in
            try Row.fetchOne(
                db, sql: "SELECT score, id FROM big WHERE grp = 'a' ORDER BY score DESC, id LIMIT 1 OFFSET 460000")
        }
        let score: Int = key?["score"] ?? 0, id: Int = key?["id"] ?? 0
        let mixedFloor = try measure(runs: 3) {
            _ = try writer.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT * FROM big WHERE grp = 'a' AND score <= ? AND (score < ? OR id > ?)
                        ORDER BY grp, score DESC, id LIMIT 50
                        """, arguments: [score, score, id])
            }
        }
        print(
            "PROBE speed page by key at 450k-480k of a 500k section: uniform next \(ms(uniform.next)) previous "
                + "\(ms(uniform.previous)); mixed next \(ms(mixed.next)) previous \(ms(mixed.previous)); "
                + "mixed floor in SQL \(ms(mixedFloor.best))")
        #expect(mixed.next < max(slack, uniform.next * 10), "mixed next \(ms(mixed.next))")
        #expect(mixed.previous < max(slack, uniform.previous * 10), "mixed previous \(ms(mixed.previous))")

        // 4. A host reads only what it shows.
        let shown = try DatabaseStorage<ShapeRow>(
            database: writer, request: all, orderedBy: [.ascending("score")], pageSize: 50)
        let table = HeadlessTableView(content: shown, viewportHeight: 20)
        let before = shown.statistics.rowsFetched
        let scroll = clock.measure {
            table.scroll(toRow: 500_000)
            _ = table.visibleModels
            table.scroll(by: 30)
            _ = table.visibleModels
        }
        let read = shown.statistics.rowsFetched - before
        let expectedRow = try writer.read { db in
            try ShapeRow.fetchOne(db, sql: "SELECT * FROM big ORDER BY score, id LIMIT 1 OFFSET 500030")
        }
        #expect(table.visibleModels.first as? ShapeRow == expectedRow)
        print("PROBE speed host: scrolled to 500,000 and by 30 in \(scroll), reading \(read) rows")
        #expect(read <= 200, "rows read for 50 shown: \(read)")

        // 5. An order no index serves: reported with the index to create; with it, a jump walks the index.
        let log = ErrorLog()
        let byName = try DatabaseStorage<ShapeRow>(
            database: writer, request: all, orderedBy: [.ascending("name")], pageSize: 50, errorHandler: log.handler)
        #expect(log.errors.map(\.kind) == [.missingIndex])
        var far = 400_000
        let unserved = measure(runs: 2) {
            far += 3_000
            _ = byName.record(at: ItemPath(item: far, section: 0))
        }
        let message = log.errors.first?.message ?? ""
        let statement = message.range(of: "CREATE INDEX").map { String(message[$0.lowerBound...]) } ?? ""
        try writer.write { try $0.execute(sql: statement) }
        let served = try DatabaseStorage<ShapeRow>(
            database: writer, request: all, orderedBy: [.ascending("name")], pageSize: 50,
            errorHandler: { Issue.record("\($0)") })
        let indexed = measure(runs: 3) {
            far += 3_000
            _ = served.record(at: ItemPath(item: far, section: 0))
        }
        print("PROBE speed unserved order: jump \(ms(unserved.best)); after \(statement): \(ms(indexed.best))")
        #expect(indexed.best * 3 < unserved.best)
    }
}
