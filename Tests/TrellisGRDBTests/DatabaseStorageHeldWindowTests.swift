import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting
import _TrellisTestSupport

/// Hosts that show rows the storage's window left: two hosts on one storage, or a host and code that reads rows far
/// away. Every change must reach every host, exactly (rows changed, inserted, deleted and moved where it shows them).
@MainActor
@Suite("DatabaseStorage: rows hosts still show after the window moved")
struct DatabaseStorageHeldWindowTests {
    static let schema = """
        CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL, grp TEXT NOT NULL);
        CREATE INDEX item_score ON item(score);
        CREATE INDEX item_grp_score ON item(grp, score);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
        INSERT INTO item SELECT i, 'row ' || i, i * 10, 'g' || (i / 150) FROM n;
        """

    /// Every row a host shows that is not the row a fresh SELECT has there, and its refused stages.
    static func mismatches(_ table: HeadlessTableView, _ writer: any DatabaseWriter, _ oracle: ShapeOracle) throws
        -> [String]
    {
        let expected = try writer.read { try oracle.sections($0) }.map(\.rows)
        var problems = table.rejectedStages.map { "refused stage: \($0)" }
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        guard counts == expected.map(\.count) else {
            return problems + ["counts \(counts), expected \(expected.map(\.count))"]
        }
        for path in table.visibleItemPaths {
            let shown = table.model(at: path, as: ShapeRow.self)
            if shown != expected[path.section][path.item] {
                problems.append(
                    "at \(path): \(String(describing: shown)), expected \(expected[path.section][path.item])")
            }
        }
        return problems
    }

    @Test(
        "a host at the top and one far down: rows the top one shows are changed, deleted, inserted and moved (also to and from the other host's rows), and both show exactly what the database holds",
        arguments: [false, true]
    )
    func twoHostsEveryKindOfChange(pool: Bool) throws {
        let database = try ShapeDatabase(pool: pool, schema: Self.schema)
        defer { database.remove() }
        let oracle = ShapeOracle(request: "SELECT * FROM item", orderBy: "score, id")
        let probe = try ShapeProbe(
            database.writer, oracle: oracle, orderedBy: [.ascending("score")], pageSize: 10, capacity: 40,
            viewportHeight: 6)
        let other = HeadlessTableView(content: probe.storage, viewportHeight: 6)
        other.scroll(toRow: 300)
        let statements = [
            "UPDATE item SET name = 'renamed' WHERE id = 2",
            "DELETE FROM item WHERE id = 3",
            "INSERT INTO item VALUES (1000, 'new', 15, 'g0')",
            "UPDATE item SET score = 3015 WHERE id = 4",  // from the top host's rows to the other's
            "UPDATE item SET score = 25 WHERE id = 303",  // and back
            "UPDATE item SET score = 1 WHERE id = 200",  // from between them to the top
            "DELETE FROM item WHERE id BETWEEN 150 AND 160",  // between them: counts only
        ]
        for statement in statements {
            try database.writer.write { try $0.execute(sql: statement) }
            probe.storage.processPendingChanges()
            for (name, table) in [("top", probe.table), ("far", other)] {
                let problems = try Self.mismatches(table, database.writer, oracle)
                #expect(problems == [], "pool \(pool), \(statement), \(name) host")
            }
        }
    }

    @Test(
        "two hosts at the top, one scrolls down a screen at a time (the window slides past the other's rows): a change to the rows the other shows reaches it",
        arguments: [false, true]
    )
    func oneHostSlidesAway(pool: Bool) throws {
        let database = try ShapeDatabase(pool: pool, schema: Self.schema)
        defer { database.remove() }
        let oracle = ShapeOracle(request: "SELECT * FROM item", orderBy: "score, id")
        let probe = try ShapeProbe(
            database.writer, oracle: oracle, orderedBy: [.ascending("score")], pageSize: 10, capacity: 40,
            viewportHeight: 6)
        let other = HeadlessTableView(content: probe.storage, viewportHeight: 6)
        _ = other.visibleModels
        for row in stride(from: 0, through: 200, by: 6) {
            other.scroll(toRow: row)
            _ = other.visibleModels
        }
        #expect(!probe.storage.windowRange.contains(2))
        try database.writer.write { try $0.execute(sql: "UPDATE item SET name = 'renamed' WHERE id = 2") }
        probe.storage.processPendingChanges()
        try database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = 1") }
        probe.storage.processPendingChanges()
        #expect(try Self.mismatches(probe.table, database.writer, oracle) == [], "pool \(pool), top host")
        #expect(try Self.mismatches(other, database.writer, oracle) == [], "pool \(pool), scrolled host")
    }

    @Test(
        "one host, and code that reads a row far away and then every row: changes to the rows the host shows still reach it, in sections too",
        arguments: [false, true]
    )
    func codeReadsRowsFarAway(pool: Bool) throws {
        let database = try ShapeDatabase(pool: pool, schema: Self.schema)
        defer { database.remove() }
        let oracle = ShapeOracle(request: "SELECT * FROM item", orderBy: "grp, score, id", section: "grp")
        let probe = try ShapeProbe(
            database.writer, oracle: oracle, orderedBy: [.ascending("score")], pageSize: 10, capacity: 40,
            viewportHeight: 6)
        probe.table.scroll(toRow: 20)
        _ = probe.table.visibleModels
        _ = probe.storage.record(at: ItemPath(item: 100, section: 2))
        try database.writer.write { try $0.execute(sql: "UPDATE item SET name = 'far' WHERE id = 22") }
        probe.storage.processPendingChanges()
        #expect(try Self.mismatches(probe.table, database.writer, oracle) == [], "pool \(pool), after a far read")
        // Every row read, in order: the window slides from the top to the end.
        for section in 0..<probe.storage.numberOfSections {
            for item in 0..<probe.storage.numberOfItems(inSection: section) {
                _ = probe.storage.record(at: ItemPath(item: item, section: section))
            }
        }
        try database.writer.write { db in
            try db.execute(sql: "UPDATE item SET name = 'again' WHERE id = 23")
            try db.execute(sql: "INSERT INTO item VALUES (1001, 'in', 215, 'g0')")
            try db.execute(sql: "UPDATE item SET grp = 'g2' WHERE id = 24")
        }
        probe.storage.processPendingChanges()
        #expect(try Self.mismatches(probe.table, database.writer, oracle) == [], "pool \(pool), after reading all")
    }

    @Test(
        "seeded: three hosts that jump and scroll while random commits land anywhere: after every commit each host shows what a fresh SELECT has at its rows"
    )
    func randomHosts() throws {
        let runs =
            UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 5) } ?? 8
        for seed in 0..<runs {
            var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 7)
            func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
            let database = try ShapeDatabase(pool: seed % 2 == 0, schema: Self.schema)
            defer { database.remove() }
            let sectioned = seed % 3 == 0
            let oracle = ShapeOracle(
                request: "SELECT * FROM item", orderBy: sectioned ? "grp, score, id" : "score, id",
                section: sectioned ? "grp" : nil)
            let probe = try ShapeProbe(
                database.writer, oracle: oracle, orderedBy: [.ascending("score")], pageSize: 8, capacity: 24,
                viewportHeight: 5)
            let hosts =
                [probe.table] + (0..<2).map { _ in HeadlessTableView(content: probe.storage, viewportHeight: 5) }
            var nextID = 2000
            for step in 0..<25 {
                let host = hosts[int(0...2)]
                if int(0...1) == 0 {
                    host.scroll(toRow: int(0...max(0, host.rowCount - 1)))
                } else {
                    for _ in 0..<int(1...6) { host.scroll(toRow: host.firstVisibleRow + 5) }
                }
                _ = host.visibleModels
                if int(0...3) == 0 { _ = probe.storage.record(at: ItemPath(item: int(0...100), section: 0)) }
                var statements: [String] = []
                for _ in 0..<int(1...4) {
                    let id = int(1...420)
                    switch int(0...4) {
                    case 0: statements.append("UPDATE item SET name = 'n\(step)' WHERE id = \(id)")
                    case 1: statements.append("DELETE FROM item WHERE id = \(id)")
                    case 2:
                        nextID += 1
                        statements.append(
                            "INSERT INTO item VALUES (\(nextID), 'i', \(int(0...4100)), 'g\(int(0...2))')")
                    case 3: statements.append("UPDATE item SET score = \(int(0...4100)) WHERE id = \(id)")
                    default: statements.append("UPDATE item SET grp = 'g\(int(0...3))' WHERE id = \(id)")
                    }
                }
                try database.writer.write { db in for sql in statements { try db.execute(sql: sql) } }
                probe.storage.processPendingChanges()
                for (index, host) in hosts.enumerated() {
                    let problems = try Self.mismatches(host, database.writer, oracle)
                    if !problems.isEmpty {
                        Issue.record("seed \(seed) step \(step) host \(index) \(statements): \(problems.prefix(4))")
                        return
                    }
                }
            }
        }
    }
}
