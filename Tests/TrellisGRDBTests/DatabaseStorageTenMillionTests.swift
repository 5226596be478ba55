import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting
import _TrellisTestSupport

@MainActor
@Suite("DatabaseStorage: ten million rows")
struct DatabaseStorageTenMillionTests {
    /// The row count straight from SQL.
    static func count(_ writer: any DatabaseWriter) throws -> Int {
        try writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM item") ?? -1 }
    }

    @Test(
        "10,000,000 rows with kept counts: a new connection opens on exact counts without counting, and they stay exact after commits by the storage's writer, by another connection, a replacing insert and a recount"
    )
    func tenMillionRows() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let clock = ContinuousClock()
        let building = try await clock.measure { try await database.fillAsync(count: 10_000_000) }
        print("ten million rows built in \(building)")
        let errors = ErrorLog()
        func open(_ writer: any DatabaseWriter) throws -> DatabaseStorage<Item> {
            try DatabaseStorage<Item>(
                database: writer, request: Item.all(), orderedBy: [.descending("score")],
                counting: .keptInDatabase, errorHandler: errors.handler)
        }
        var installing: DatabaseStorage<Item>?
        let install = try clock.measure { installing = try open(database.writer) }
        let storage = try #require(installing)
        #expect(storage.usesKeptCounts)
        #expect(storage.totalNumberOfItems == 10_000_000)
        print("first open (counts, then installs the kept counts): \(install)")

        // A new connection, as an app's next launch: reads the kept counts.
        var reading: DatabaseStorage<Item>?
        let reopen = try clock.measure { reading = try open(DatabaseQueue(path: database.url.path)) }
        #expect(reading?.totalNumberOfItems == 10_000_000)
        #expect(reading?.record(at: ItemPath(item: 0, section: 0))?.id == 10_000_000)
        print("open from a new connection on kept counts: \(reopen)")
        #expect(reopen < timeLimit(.milliseconds(500)), "opening on kept counts took \(reopen)")
        reading = nil

        // The storage's writer (observed), another connection (not observed), a replacing insert, then a recount.
        let other = try DatabaseQueue(path: database.url.path)
        _ = storage.record(at: ItemPath(item: 5_000_000, section: 0))
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO item VALUES (20000001, 50000005, 'g0', 'middle'), (20000002, 1, 'g0', 'last')")
            try db.execute(sql: "DELETE FROM item WHERE id BETWEEN 100 AND 199")
        }
        storage.processPendingChanges()
        #expect(storage.totalNumberOfItems == 9_999_902)
        #expect(try open(other).totalNumberOfItems == 9_999_902)
        try await other.write { try $0.execute(sql: "DELETE FROM item WHERE id BETWEEN 1000 AND 1999") }
        #expect(try open(database.writer).totalNumberOfItems == 9_998_902)
        try await other.write { try $0.execute(sql: "REPLACE INTO item VALUES (5, 7, 'g0', 'replaced')") }
        #expect(try open(database.writer).totalNumberOfItems == 9_998_902)
        storage.processPendingChanges(recount: true)
        #expect(storage.totalNumberOfItems == 9_998_902)
        #expect(try Self.count(database.writer) == 9_998_902)
        #expect(errors.errors.isEmpty, "\(errors.errors)")
    }
}
