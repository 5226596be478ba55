import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

@MainActor
@Suite("DatabaseStorage: what SQLite's change hook does not say")
struct DatabaseStorageHookTests {
    @Test("the temporary trigger that catches replacements lives as long as its storage")
    func triggerRemovedWithTheStorage() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        func triggers() throws -> Int {
            try database.writer.write { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_temp_master WHERE type = 'trigger'") ?? -1
            }
        }
        var storage: DatabaseStorage<Item>? = try DatabaseStorage<Item>(database: database.writer, request: Item.all())
        #expect(try triggers() == 1)
        #expect(storage?.numberOfSections == 1)
        storage = nil
        #expect(try triggers() == 0)
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (1, 1, 'g0', 'after')") }
    }

    @Test(
        "INSERT OR REPLACE of an existing row outside the window (reported by SQLite as an insert alone) keeps the counts exact"
    )
    func replaceOutsideTheWindow() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 200)
        let harness = try Harness(database: database, pageSize: 10, capacity: 20)
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO item VALUES (150, 1505, 'g0', 'replaced')")
            try db.execute(sql: "REPLACE INTO item VALUES (160, 5, 'g0', 'replaced, now first')")
        }
        harness.storage.processPendingChanges()
        #expect(try harness.check() == [])
        #expect(harness.storage.numberOfItems(inSection: 0) == 200)
        // A plain insert outside the window still takes the cheap path.
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (500, 5000, 'g0', 'new')") }
        harness.storage.processPendingChanges()
        #expect(harness.storage.statistics.trackedUpdates == 1)
        #expect(try harness.check() == [])
    }
}

@MainActor
@Suite("DatabaseStorage: old places from the pinned state of a pool")
struct DatabaseStoragePinnedTests {
    @Test(
        "on a DatabasePool, rows outside the window updated, re-sorted, deleted or replaced are placed from the pinned old state, without counting again"
    )
    func outsideChangesWithoutRecount() throws {
        let database = try TestDatabase(pool: true)
        defer { database.remove() }
        try database.fill(count: 300, groups: 3)
        for sectioned in [false, true] {
            let harness = try Harness(
                database: database, sectioned: sectioned, filter: "score % 7 != 0",
                pageSize: 10, capacity: 20)
            _ = harness.storage.record(at: ItemPath(item: 40, section: sectioned ? 1 : 0))
            harness.rescan()
            let statements = [
                "DELETE FROM item WHERE id IN (5, 250)",
                "UPDATE item SET score = 2995 WHERE id = 8",  // from before the window to after it
                "UPDATE item SET score = 15 WHERE id = 280",  // from after the window to before it
                "UPDATE item SET score = 1001 WHERE id = 10",  // leaves the filter (1001 = 7 * 143)
                "UPDATE item SET score = 2203, grp = 'g9' WHERE id = 7",  // joins a new section
                "REPLACE INTO item VALUES (290, 1, 'g0', 'replaced')",
                "UPDATE item SET name = 'far' WHERE id > 270",
            ]
            for sql in statements {
                try database.writer.write { try $0.execute(sql: sql) }
                harness.storage.processPendingChanges()
                #expect(try harness.check(sql) == [])
            }
            #expect(harness.storage.statistics.recountedUpdates == 0)
            #expect(harness.storage.statistics.trackedUpdates == statements.count)
            try database.writer.write { db in
                try db.execute(sql: "DELETE FROM item")
            }
            try database.fill(count: 300, groups: 3)
        }
    }

    @Test("on a pool, a page read while a commit waits to be processed still shows the rows the counts describe")
    func pagesFitTheCounts() throws {
        let database = try TestDatabase(pool: true)
        defer { database.remove() }
        try database.fill(count: 500)
        let harness = try Harness(database: database, pageSize: 10, capacity: 30)
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO item VALUES (1000, 1, 'g0', 'first'), (1001, 2, 'g0', 'second')")
        }
        // Not processed yet: the row at 300 is still the 301st of the old state.
        #expect(harness.storage.record(at: ItemPath(item: 300, section: 0))?.id == 301)
        harness.rescan()
        harness.storage.processPendingChanges()
        #expect(harness.storage.record(at: ItemPath(item: 300, section: 0))?.id == 299)
        #expect(harness.storage.statistics.recountedUpdates == 0)
        #expect(try harness.check() == [])
    }
}
