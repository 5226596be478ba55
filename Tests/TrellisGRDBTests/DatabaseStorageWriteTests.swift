import Foundation

import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

@MainActor
@Suite("DatabaseStorage: writes through the storage, failures, closed databases")
struct DatabaseStorageWriteTests {
    func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    /// Moves by giving the row the mean of its new neighbours' scores (neighbours 10 apart, so there is room).
    static func midpointWriter(_ db: Database, _ move: DatabaseMove<Item>) throws {
        let low = move.previous?.score ?? ((move.next?.score ?? 0) - 10)
        let high = move.next?.score ?? (low + 10)
        try db.execute(
            sql: "UPDATE item SET score = ?, grp = ? WHERE id = ?",
            arguments: [(low + high) / 2, move.sectionValue.isNull ? move.record.grp : move.sectionValue, move.id])
    }

    @Test("deleting from an editing event deletes the rows in one transaction and sends their deletes before returning")
    func deleteThroughTheStorage() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 10)
        let harness = try Harness(database: database)
        try harness.storage.deleteItems(at: [path(1), path(4)])
        #expect(harness.updates.last?.stages.map(\.update) == [BatchUpdate(deletedItems: [path(1), path(4)])])
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM item") } == 8)
        #expect(try harness.check() == [])
        #expect(throws: DatabaseStorageError.self) { try harness.storage.deleteItem(at: path(8)) }
    }

    @Test("a delete the database refuses throws, deletes nothing and sends nothing")
    func failedDelete() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 10)
        try database.writer.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER keep BEFORE DELETE ON item WHEN old.id = 5 BEGIN SELECT RAISE(ABORT, 'row 5 is kept'); END
                    """)
        }
        let harness = try Harness(database: database)
        var thrown: DatabaseStorageError?
        do { try harness.storage.deleteItems(at: [path(2), path(4)]) } catch { thrown = error }
        #expect(thrown?.kind == .databaseError)
        #expect(thrown?.message.contains("row 5 is kept") == true)
        #expect(harness.updates.isEmpty)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM item") } == 10)
        #expect(try harness.check() == [])
    }

    @Test(
        "a move the user made writes the sort column through moveWriter; the update moves the row (within and across sections)"
    )
    func moveThroughTheStorage() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 12, groups: 2)
        let harness = try Harness(database: database, sectioned: true)
        harness.storage.moveWriter = Self.midpointWriter
        let dispatcher = Dispatcher(content: harness.storage)
        // g0 holds ids 2, 4, ..., 12 (scores 20...120); move the first to third place.
        #expect(dispatcher.moveItem(at: path(0), to: path(2)))
        #expect(harness.updates.last?.stages.first?.update.movedItems == [.init(source: path(0), target: path(2))])
        #expect(harness.storage.record(at: path(2))?.id == 2)
        // Across sections: to the top of g1.
        try harness.storage.moveItem(at: path(5), to: path(0, 1))
        #expect(harness.storage.record(at: path(0, 1))?.id == 12)
        #expect(harness.storage.numberOfItems(inSection: 0) == 5)
        #expect(try harness.check() == [])
    }

    @Test("a move the database refuses throws StorageError, is reported, and leaves content and database as they were")
    func failedMove() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 10)
        let harness = try Harness(database: database)
        struct Refused: Error {}
        var reported: [DatabaseStorageError] = []
        harness.storage.errorHandler = { reported.append($0) }
        harness.storage.moveWriter = { db, move in
            try db.execute(sql: "UPDATE item SET score = -1 WHERE id = ?", arguments: [move.id])
            throw Refused()
        }
        #expect(throws: StorageError.self) { try harness.storage.moveItem(at: path(0), to: path(5)) }
        #expect(reported.count == 1)
        #expect(harness.updates.isEmpty)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT score FROM item WHERE id = 1") } == 10)
        #expect(try harness.check() == [])
        // Without a writer, and out of range: refused before the database is touched.
        harness.storage.moveWriter = nil
        #expect(throws: StorageError.self) { try harness.storage.moveItem(at: path(0), to: path(5)) }
        harness.storage.moveWriter = Self.midpointWriter
        #expect(throws: StorageError.self) { try harness.storage.moveItem(at: path(10), to: path(0)) }
        #expect(throws: StorageError.self) { try harness.storage.moveItem(at: path(0), to: path(10)) }
        // Through a dispatcher: refused, reported as an anomaly, and the user's closures do not run.
        let anomalies = Locked<[Anomaly]>([])
        let registry = MappingRegistry()
        registry.anomalyHandler = AnomalyHandler { anomaly in anomalies.withLock { $0.append(anomaly) } }
        let dispatcher = Dispatcher(content: harness.storage, registry: registry)
        harness.storage.moveWriter = { _, _ in throw Refused() }
        #expect(dispatcher.moveItem(at: path(1), to: path(3)) == false)
        #expect(anomalies.withLock { $0.count } == 1)
    }

    @Test("a closed database: reads and writes fail with reported errors, the content keeps what it showed")
    func closedDatabase() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 500)
        let harness = try Harness(database: database, pageSize: 20)
        var reported: [DatabaseStorageError] = []
        harness.storage.errorHandler = { reported.append($0) }
        let queue = try #require(database.writer as? DatabaseQueue)
        try queue.close()
        #expect(harness.storage.record(at: path(400)) == nil)
        #expect(reported.count == 1)
        #expect(harness.storage.record(at: path(3))?.id == 4)  // still in the window
        #expect(harness.storage.processPendingChanges(recount: true) == false)
        #expect(reported.count == 2)
        #expect(harness.storage.numberOfItems(inSection: 0) == 500)
        var thrown: DatabaseStorageError?
        do { try harness.storage.deleteItem(at: path(3)) } catch { thrown = error }
        #expect(thrown?.kind == .databaseError)
        #expect(harness.updates.isEmpty)
    }

    @Test("concurrent writers on a pool: every update passes the rules and the table ends on the query's result")
    func concurrentWriters() async throws {
        let database = try TestDatabase(pool: true)
        defer { database.remove() }
        try database.fill(count: 300)
        let harness = try Harness(database: database, sectioned: true, pageSize: 10, capacity: 30)
        _ = harness.storage.record(at: path(40, 1))
        harness.rescan()
        let writer = database.writer
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for step in 0..<25 {
                        let id = 1 + (task * 97 + step * 31) % 320
                        try await writer.write { db in
                            switch step % 4 {
                            case 0:
                                try db.execute(
                                    sql: "INSERT INTO item VALUES (?, ?, 'g1', 'w')",
                                    arguments: [10_000 + task * 100 + step, (id * 7) % 3000])
                            case 1: try db.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [id])
                            case 2:
                                try db.execute(
                                    sql: "UPDATE item SET score = ? WHERE id = ?", arguments: [(id * 13) % 3000, id])
                            default:
                                try db.execute(
                                    sql: "UPDATE item SET name = 'touched', grp = 'g2' WHERE id = ?", arguments: [id])
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        for _ in 0..<100 { await Task.yield() }
        harness.storage.processPendingChanges()
        #expect(harness.updates.count >= 1)
        #expect(try harness.check() == [])
    }
}
