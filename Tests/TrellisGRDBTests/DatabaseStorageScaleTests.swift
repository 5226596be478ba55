import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import _TrellisTestSupport

@MainActor
@Suite("DatabaseStorage: a million rows")
struct DatabaseStorageScaleTests {
    /// The rows at positions `range` of the query, straight from SQL.
    static func rows(_ writer: any DatabaseWriter, _ range: Range<Int>) throws -> [Item] {
        try writer.read { db in
            try Item.fetchAll(
                db, sql: "SELECT * FROM item ORDER BY score, id LIMIT ? OFFSET ?",
                arguments: [range.count, range.lowerBound])
        }
    }

    @Test(
        "1,000,000 rows: opens with one page, jumps to the middle, and updates there stay exact without loading the rest"
    )
    func millionRows() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let clock = ContinuousClock()
        try await database.fillAsync(count: 1_000_000)
        var storage: DatabaseStorage<Item>?
        let opening = try clock.measure {
            storage = try DatabaseStorage<Item>(
                database: database.writer, request: Item.all(),
                orderedBy: [.ascending("score")], pageSize: 40)
        }
        let content = try #require(storage)
        #expect(content.numberOfItems(inSection: 0) == 1_000_000)
        #expect(content.windowRange == 0..<40)
        #expect(opening < timeLimit(.seconds(1)), "opening took \(opening)")
        var batches: [(BatchUpdate, [Int], [Int])] = []
        var before = [content.numberOfItems(inSection: 0)]
        let observation = content.observe { update in
            for stage in update.stages {
                let after = [stage.data.numberOfItems(inSection: 0)]
                batches.append((stage.update, before, after))
                before = after
            }
        }

        // The middle of the table, then an insert among the rows shown: a tracked update.
        #expect(content.record(at: ItemPath(item: 500_000, section: 0))?.id == 500_001)
        try await database.writer.write {
            try $0.execute(sql: "INSERT INTO item VALUES (2000000, 5000005, 'g0', 'middle')")
        }
        content.processPendingChanges()
        #expect(batches.last?.0 == BatchUpdate(insertedItems: [ItemPath(item: 500_000, section: 0)]))
        #expect(content.statistics.trackedUpdates == 1)

        // A delete far above the window (past the first page, which stays held for the host it was given):
        // counted again over the index, one delete next to the window.
        try await database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = 100") }
        content.processPendingChanges()
        #expect(content.statistics.recountedUpdates == 1)
        #expect(content.numberOfItems(inSection: 0) == 1_000_000)

        // A re-sort inside the window and an update of many rows below it.
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE item SET score = 4999995 WHERE id = 500010")
            try db.execute(sql: "UPDATE item SET name = 'bulk' WHERE id > 900000")
        }
        content.processPendingChanges()
        for (batch, before, after) in batches {
            #expect(BatchUpdateRules.violations(of: batch, before: before, after: after) == [])
        }
        let window = content.windowRange
        let expected = try Self.rows(database.writer, window)
        let shown = window.map { content.windowSnapshot().record(at: ItemPath(item: $0, section: 0)) }
        #expect(shown == expected.map { Optional($0) })
        #expect(content.windowRange.count <= content.windowCapacity)
        observation.cancel()
    }
}
