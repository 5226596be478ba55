import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting
import _TrellisTestSupport

/// Commits that change many more rows than a window: counted again rather than placed row by row, and a section with
/// more changes than a window reloaded rather than sent as one path per row; hosts stay exact.
@MainActor
@Suite("DatabaseStorage: commits that change many rows")
struct DatabaseStorageBulkChangeTests {
    @Test(
        "thousands of rows inserted into one section and a few moved between others: that section reloads, the others change row by row, every host shows the database",
        arguments: [false, true]
    )
    func bulkInsertIntoOneSection(pool: Bool) throws {
        let database = try ShapeDatabase(
            pool: pool,
            schema: """
                CREATE TABLE item (id INTEGER PRIMARY KEY, grp TEXT NOT NULL, score INTEGER NOT NULL);
                CREATE INDEX item_grp_score ON item(grp, score);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
                INSERT INTO item SELECT i, 'g' || (i % 3), i FROM n;
                """)
        defer { database.remove() }
        let oracle = ShapeOracle(request: "SELECT * FROM item", orderBy: "grp, score, id", section: "grp")
        let probe = try ShapeProbe(
            database.writer, oracle: oracle, orderedBy: [.ascending("score")], pageSize: 10, capacity: 40,
            viewportHeight: 8)
        let other = HeadlessTableView(content: probe.storage, viewportHeight: 8)
        other.scroll(toRow: 250)
        _ = other.visibleModels
        var stages: [BatchUpdate] = []
        let token = probe.storage.observe { stages += $0.stages.map(\.update) }
        defer { token.cancel() }
        let recounted = probe.storage.statistics.recountedUpdates
        try database.writer.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1001 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
                    INSERT INTO item SELECT i, 'g1', (i * 7919) % 10007 FROM n
                    """)
            try db.execute(sql: "UPDATE item SET grp = 'g2' WHERE id IN (3, 6)")  // g0 to g2
            try db.execute(sql: "UPDATE item SET score = 0 WHERE id = 299")  // inside g2
        }
        probe.storage.processPendingChanges()
        #expect(probe.storage.statistics.recountedUpdates == recounted + 1, "pool \(pool)")
        #expect(stages.flatMap(\.reloadedSections) == [1], "pool \(pool): \(stages)")
        #expect(stages.allSatisfy { $0.insertedItems.count + $0.deletedItems.count < 40 }, "pool \(pool)")
        #expect(try probe.mismatches(everyRow: false) == [], "pool \(pool), top host")
        #expect(
            try DatabaseStorageHeldWindowTests.mismatches(other, database.writer, oracle) == [],
            "pool \(pool), far host")
        // A few changes after it are placed again, row by row.
        try database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id IN (1, 2)") }
        probe.storage.processPendingChanges()
        #expect(probe.storage.statistics.recountedUpdates == recounted + 1 || !pool)
        #expect(try probe.mismatches(everyRow: false) == [], "pool \(pool), after a small change")
    }
}
