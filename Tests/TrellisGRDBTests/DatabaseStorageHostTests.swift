import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// Collects anomalies, for a storage's `anomalyHandler`.
final class AnomalyLog: @unchecked Sendable {
    private let lock = NSLock()
    private var anomalies: [Anomaly] = []
    var handler: AnomalyHandler { AnomalyHandler { [self] anomaly in lock.withLock { anomalies.append(anomaly) } } }
    var all: [Anomaly] { lock.withLock { anomalies } }
}

@MainActor
@Suite("DatabaseStorage: hosts")
struct DatabaseStorageHostTests {
    @Test(
        "a headless table over a million-row database storage reads one page to open, one page per jump, and only the window when updates come"
    )
    func headlessReadsOnlyItsViewport() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.fillAsync(count: 1_000_000)
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.ascending("score")], pageSize: 50)
        let table = HeadlessTableView(content: storage, viewportHeight: 20)
        #expect(table.rowCount == 1_000_000)
        #expect(table.visibleModels.count == 20)
        #expect(storage.statistics.pageFetches == 1)
        #expect(storage.statistics.rowsFetched == 50)

        table.scroll(toRow: 500_000)
        #expect((table.visibleModels.first as? Item)?.id == 500_001)
        #expect(storage.statistics.pageFetches == 2)
        #expect(storage.statistics.rowsFetched == 100)

        // An insert on screen, a delete far above it, a rename far below: the update reads the window again (at
        // most its capacity) and the changed rows, never the table.
        try await database.writer.write { db in
            try db.execute(sql: "INSERT INTO item VALUES (2000000, 5000015, 'g0', 'on screen')")
            try db.execute(sql: "DELETE FROM item WHERE id = 10")
            try db.execute(sql: "UPDATE item SET name = 'far' WHERE id = 900000")
        }
        let before = storage.statistics.rowsFetched
        storage.processPendingChanges()
        #expect(storage.statistics.rowsFetched - before <= storage.windowCapacity)
        #expect(storage.statistics.pageFetches == 2)
        #expect(table.rejectedStages.isEmpty)
        #expect(table.rowCount == 1_000_000)
        let expected = try DatabaseStorageScaleTests.rows(
            database.writer, table.firstVisibleRow..<(table.firstVisibleRow + 20))
        #expect(table.visibleModels.compactMap { $0 as? Item } == expected)
        #expect(table.visibleModels.contains { ($0 as? Item)?.id == 2_000_000 })
        #expect(storage.statistics.rowsFetched < 2_000)
    }

    @Test(
        "an observer that writes through the storage while an update is delivered: the edit is reported, every observer gets the current update first, then the edit's update, and the table stays exact"
    )
    func editDuringDelivery() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 30)
        let anomalies = AnomalyLog()
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.ascending("score")])
        storage.anomalyHandler = anomalies.handler
        let table = HeadlessTableView(content: storage, viewportHeight: 10)
        var seen: [(observer: String, count: Int)] = []
        var edits = 0
        let editor = storage.observe { update in
            seen.append(("editor", update.finalSnapshot?.numberOfItems(inSection: 0) ?? -1))
            guard edits < 2 else { return }
            edits += 1
            // Two edits in one delivery: each reported, each processed in order after it.
            do {
                try storage.deleteItem(at: ItemPath(item: 0, section: 0))
                try database.writer.write {
                    try $0.execute(sql: "INSERT INTO item VALUES (\(100 + edits), 1, 'g0', 'new')")
                }
                storage.processPendingChanges()
            } catch {
                Issue.record("\(error)")
            }
        }
        let last = storage.observe { update in
            seen.append(("last", update.finalSnapshot?.numberOfItems(inSection: 0) ?? -1))
        }
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (99, 5, 'g0', 'first')") }
        storage.processPendingChanges()
        #expect(anomalies.all.map(\.shortMessage) == Array(repeating: "edit during update", count: 4))
        #expect(anomalies.all.first?.description.contains("deleteItems(at:)") == true, "\(anomalies.all)")
        // Every observer receives each update before the next one starts, in the order they were made.
        let counts = seen.map(\.count)
        #expect(seen.map(\.observer) == ["editor", "last", "editor", "last", "editor", "last"])
        #expect(counts == [31, 31, 31, 31, 31, 31])
        #expect(table.rejectedStages.isEmpty)
        #expect(table.rowCount == 31)
        let expected = try database.expected(sectioned: false)
        #expect(table.visibleModels.compactMap { $0 as? Item } == Array(expected.prefix(10)))
        editor.cancel()
        last.cancel()
    }
}
