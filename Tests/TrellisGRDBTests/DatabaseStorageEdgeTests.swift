import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

@MainActor
@Suite("DatabaseStorage: edge cases", .collectsAnomalies)
struct DatabaseStorageEdgeTests {
    @Test(
        "when every row of the window is deleted, the window refills next to where it was and later changes stay small and exact"
    )
    func windowEmptied() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 400)
        let harness = try Harness(database: database, pageSize: 10, capacity: 20)
        _ = harness.storage.record(at: ItemPath(item: 200, section: 0))
        harness.rescan()
        let window = harness.storage.windowRange
        try database.writer.write { db in
            try db.execute(
                sql: "DELETE FROM item WHERE id BETWEEN ? AND ?",
                arguments: [window.lowerBound + 1, window.upperBound])
        }
        harness.storage.processPendingChanges()
        #expect(!harness.storage.windowRange.isEmpty)
        #expect(harness.storage.windowRange.lowerBound == window.lowerBound)
        try database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = 3") }
        harness.storage.processPendingChanges()
        #expect((harness.updates.last?.stages.first?.update.changeCount ?? 0) <= 2)
        #expect(try harness.check() == [])
    }

    @Test(
        "rows deleted from the window are replaced by the rows that take their places on screen, from after the window or, at the end, from before it"
    )
    func windowToppedUp() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 400)
        let harness = try Harness(database: database, pageSize: 10, capacity: 20)
        _ = harness.storage.record(at: ItemPath(item: 200, section: 0))
        harness.rescan()
        let window = harness.storage.windowRange
        try database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id IN (200, 201, 202)") }
        harness.storage.processPendingChanges()
        #expect(harness.storage.windowRange == window)
        #expect(
            harness.updates.last?.stages.last?.data.item(at: ItemPath(item: window.upperBound - 1, section: 0)) != nil)
        #expect(try harness.check() == [])
        // At the end of the content: the rows before the window slide down into view.
        _ = harness.storage.record(at: ItemPath(item: 396, section: 0))
        harness.rescan()
        let end = harness.storage.windowRange
        #expect(end.upperBound == 397)
        try database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id > 395") }
        harness.storage.processPendingChanges()
        #expect(harness.storage.windowRange.count == end.count)
        #expect(harness.storage.windowRange.upperBound == 392)
        #expect(try harness.check() == [])
    }

    @Test("an empty table, then rows: sections and rows arrive as inserts, and the window fills")
    func fromEmpty() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let harness = try Harness(database: database, sectioned: true)
        #expect(harness.storage.numberOfSections == 0)
        try database.fill(count: 6, groups: 2)
        harness.storage.processPendingChanges()
        #expect(harness.updates.last?.stages.map(\.update) == [BatchUpdate(insertedSections: [0, 1])])
        #expect(try harness.check() == [])
        try database.writer.write { try $0.execute(sql: "DELETE FROM item") }
        harness.storage.processPendingChanges()
        #expect(harness.updates.last?.stages.map(\.update) == [BatchUpdate(deletedSections: [0, 1])])
        #expect(try harness.check() == [])
    }

    @Test(
        "an observer that writes while an update is delivered gets its change as the next update, not inside this one")
    func writeDuringDelivery() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 5)
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(), orderedBy: [.ascending("score")])
        var counts: [Int] = []
        var wrote = false
        let observation = storage.observe { update in
            counts.append(update.stages.last?.data.numberOfItems(inSection: 0) ?? -1)
            if !wrote {
                wrote = true
                try? storage.deleteItem(at: ItemPath(item: 0, section: 0))
            }
        }
        try await database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (9, 1, 'g0', 'x')") }
        storage.processPendingChanges()
        for _ in 0..<200 where counts.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(counts == [6, 5])
        observation.cancel()
    }
}
