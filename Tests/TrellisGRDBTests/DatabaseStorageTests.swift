import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

@MainActor
@Suite("DatabaseStorage: counts, pages, updates", .collectsAnomalies)
struct DatabaseStorageTests {
    @Test("opens with SQL counts and one page, and fetches any row's page on demand within the window's capacity")
    func countsAndPages() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 1_000)
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: SQLRequest<Item>(sql: "SELECT * FROM item"),
            orderedBy: [.ascending("score")], pageSize: 20)
        storage.windowCapacity = 60
        #expect(storage.numberOfSections == 1)
        #expect(storage.numberOfItems(inSection: 0) == 1_000)
        #expect(storage.windowRange == 0..<20)
        #expect(storage.statistics.pageFetches == 1)
        #expect(storage.record(at: ItemPath(item: 0, section: 0))?.id == 1)
        // A jump far away, then neighbouring pages before and after it by key.
        #expect(storage.record(at: ItemPath(item: 700, section: 0))?.id == 701)
        #expect(storage.windowRange.contains(700))
        #expect(storage.record(at: ItemPath(item: 690, section: 0))?.id == 691)
        #expect(storage.record(at: ItemPath(item: 730, section: 0))?.id == 731)
        #expect(storage.record(at: ItemPath(item: 999, section: 0))?.id == 1_000)
        #expect(storage.windowRange.count <= 60)
        #expect(storage.record(at: ItemPath(item: 1_000, section: 0)) == nil)
        #expect(storage.record(at: ItemPath(item: 0, section: 1)) == nil)
        // Every row, read in order through pages, is the query's row.
        let expected = try database.expected(sectioned: false)
        for (index, item) in expected.enumerated() where storage.record(at: ItemPath(item: index, section: 0)) != item {
            Issue.record("row \(index) is not \(item)")
            break
        }
    }

    @Test("sections come from the section column, in its order, with their values as titles")
    func sections() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 30, groups: 3)
        let storage = try DatabaseStorage<Item>(
            database: database.writer,
            request: Item.all(), orderedBy: [.descending("score")], sectionedBy: "grp")
        #expect(storage.numberOfSections == 3)
        #expect((0..<3).map { storage.headerModel(forSection: $0) as? String } == ["g0", "g1", "g2"])
        #expect((0..<3).map { storage.numberOfItems(inSection: $0) } == [10, 10, 10])
        #expect(storage.record(at: ItemPath(item: 0, section: 1))?.id == 28)  // g1, highest score first
        #expect(storage.footerModel(forSection: 0) == nil)
    }

    @Test("every change kind inside the window: exact inserts, deletes, reloads and moves")
    func changesInsideTheWindow() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 20)
        let harness = try Harness(database: database)
        let writer = database.writer
        func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

        try writer.write { try $0.execute(sql: "INSERT INTO item VALUES (100, 55, 'g0', 'new')") }
        harness.storage.processPendingChanges()
        #expect(harness.updates.last?.stages.map(\.update) == [BatchUpdate(insertedItems: [path(5)])])

        try writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = 3") }
        harness.storage.processPendingChanges()
        #expect(harness.updates.last?.stages.map(\.update) == [BatchUpdate(deletedItems: [path(2)])])

        try writer.write { try $0.execute(sql: "UPDATE item SET name = 'renamed' WHERE id = 7") }
        harness.storage.processPendingChanges()
        #expect(harness.updates.last?.stages.map(\.update) == [BatchUpdate(reloadedItems: [path(6)])])

        try writer.write { try $0.execute(sql: "UPDATE item SET score = 1000 WHERE id = 1") }
        harness.storage.processPendingChanges()
        let last = try #require(harness.updates.last)
        #expect(last.stages.count == 2)
        #expect(last.stages.first?.update.movedItems == [.init(source: path(0), target: path(19))])
        #expect(last.stages.last?.update == BatchUpdate(reloadedItems: [path(19)]))

        // Several changes in one transaction make one update.
        let before = harness.updates.count
        try writer.write { db in
            try db.execute(sql: "DELETE FROM item WHERE id IN (2, 4)")
            try db.execute(sql: "INSERT INTO item VALUES (101, 1, 'g0', 'first'), (102, 9999, 'g0', 'last')")
            try db.execute(sql: "UPDATE item SET score = 95 WHERE id = 20")
            try db.execute(sql: "UPDATE item SET name = 'x' WHERE id = 12")
        }
        harness.storage.processPendingChanges()
        #expect(harness.updates.count == before + 1)
        #expect(harness.storage.statistics.recountedUpdates == 0)
        #expect(try harness.check() == [])
    }

    @Test(
        "changes before and after the window change counts only: deletes and inserts next to the window, no rows fetched"
    )
    func changesOutsideTheWindow() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 300)
        let harness = try Harness(database: database, pageSize: 20, capacity: 40)
        let storage = harness.storage
        _ = storage.record(at: ItemPath(item: 150, section: 0))
        harness.rescan()
        let window = storage.windowRange
        #expect(window.contains(150) && window.count <= 40)
        let fetches = storage.statistics.pageFetches

        // (The first page, which the table was given, is held: rows 0-19 stay exact. See DatabaseStorageHeldWindowTests.)
        // Inserted before the window: an insert just before the window's first row, which moves down by one.
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (1000, 505, 'g0', 'top')") }
        storage.processPendingChanges()
        #expect(
            harness.updates.last?.stages.map(\.update)
                == [BatchUpdate(insertedItems: [ItemPath(item: window.lowerBound, section: 0)])])
        #expect(storage.windowRange == (window.lowerBound + 1)..<(window.upperBound + 1))
        #expect(storage.statistics.trackedUpdates == 1)

        // Inserted after the window: an insert just after it.
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (1001, 99999, 'g0', 'bottom')") }
        storage.processPendingChanges()
        #expect(
            harness.updates.last?.stages.map(\.update)
                == [BatchUpdate(insertedItems: [ItemPath(item: window.upperBound + 1, section: 0)])])

        // Deleted before the window (its old place is unknown): counted again, a delete just before the window.
        try database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id IN (40, 41)") }
        storage.processPendingChanges()
        #expect(
            harness.updates.last?.stages.map(\.update)
                == [
                    BatchUpdate(
                        deletedItems: [window.lowerBound - 1, window.lowerBound].map { ItemPath(item: $0, section: 0) })
                ])
        #expect(storage.statistics.recountedUpdates == 1)

        // Updated after the window without moving: nothing the host shows changes.
        let updatesBefore = harness.updates.count
        try database.writer.write { try $0.execute(sql: "UPDATE item SET name = 'quiet' WHERE id = 290") }
        storage.processPendingChanges()
        #expect(harness.updates.count == updatesBefore)
        // Moved from after the window to before it.
        try database.writer.write { try $0.execute(sql: "UPDATE item SET score = 1 WHERE id = 280") }
        storage.processPendingChanges()
        #expect(storage.statistics.pageFetches == fetches)
        #expect(try harness.check() == [])
    }

    @Test("sections appear, empty out and rows move between them, inside and outside the window")
    func sectionChanges() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 12, groups: 3)
        let harness = try Harness(database: database, sectioned: true)
        try database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (50, 5, 'a-first', 'x')") }
        harness.storage.processPendingChanges()
        #expect(harness.updates.last?.stages.map(\.update) == [BatchUpdate(insertedSections: [0])])
        try database.writer.write { try $0.execute(sql: "UPDATE item SET grp = 'g2' WHERE grp = 'g1'") }
        harness.storage.processPendingChanges()
        #expect(harness.updates.last?.stages.first?.update.deletedSections == [2])
        try database.writer.write { try $0.execute(sql: "UPDATE item SET grp = 'g0' WHERE id = 50") }
        harness.storage.processPendingChanges()
        #expect(try harness.check() == [])
        #expect(harness.storage.numberOfSections == 2)
    }

    @Test("a filtered request: rows entering and leaving the filter are inserts and deletes")
    func filteredRequest() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 200)
        let harness = try Harness(database: database, filter: "score % 20 = 0", pageSize: 10, capacity: 20)
        _ = harness.storage.record(at: ItemPath(item: 50, section: 0))
        harness.rescan()
        try database.writer.write { db in
            try db.execute(sql: "UPDATE item SET score = score + 10 WHERE id IN (2, 100, 198)")
            try db.execute(sql: "UPDATE item SET score = 1010 WHERE id = 3")
        }
        harness.storage.processPendingChanges()
        #expect(try harness.check() == [])
    }

    @Test("a request over two tables: a change to the other table is counted again and stays exact")
    func joinedRequest() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 40)
        try database.writer.write { db in
            try db.execute(sql: "CREATE TABLE hidden (itemId INTEGER PRIMARY KEY)")
        }
        let storage = try DatabaseStorage<Item>(
            database: database.writer,
            request: SQLRequest<Item>(sql: "SELECT item.* FROM item WHERE id NOT IN (SELECT itemId FROM hidden)"),
            orderedBy: [.ascending("score")])
        let table = HeadlessTableView()
        table.dispatcher.content = storage
        table.reloadData()
        var failures: [String] = []
        let observation = storage.observe { update in
            do { try table.apply(update) } catch { failures.append("\(error)") }
        }
        try database.writer.write { try $0.execute(sql: "INSERT INTO hidden VALUES (3), (4), (39)") }
        storage.processPendingChanges()
        #expect(failures == [])
        #expect(storage.statistics.recountedUpdates == 1)
        #expect(storage.numberOfItems(inSection: 0) == 37)
        #expect(table.model(at: ItemPath(item: 2, section: 0), as: Item.self)?.id == 5)
        observation.cancel()
    }

    @Test("updates arrive on their own on the main actor after a commit, one per commit batch, and stop with the token")
    func automaticDelivery() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 10)
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(), orderedBy: [.ascending("score")])
        var received = 0
        var observation: ContentObservation? = storage.observe { _ in received += 1 }
        try await database.writer.write { try $0.execute(sql: "INSERT INTO item VALUES (77, 35, 'g0', 'n')") }
        for _ in 0..<200 where received == 0 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(received == 1)
        #expect(storage.numberOfItems(inSection: 0) == 11)
        observation = nil
        try await database.writer.write { try $0.execute(sql: "DELETE FROM item WHERE id = 77") }
        for _ in 0..<200 where storage.numberOfItems(inSection: 0) != 10 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(storage.numberOfItems(inSection: 0) == 10)
        #expect(received == 1)
        _ = observation
    }

    @Test("a host that says what it will show gets those rows in the window, which grows to hold them")
    func loadItems() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 3_000)
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.descending("score")], pageSize: 20)
        storage.windowCapacity = 40
        let fetches = storage.statistics.pageFetches
        storage.loadItems(from: ItemPath(item: 1_000, section: 0), through: ItemPath(item: 1_099, section: 0))
        #expect(storage.windowRange.contains(1_000) && storage.windowRange.contains(1_099))
        #expect(storage.statistics.pageFetches > fetches)
        let snapshot = storage.windowSnapshot()
        #expect(snapshot.record(at: ItemPath(item: 1_000, section: 0))?.id == 2_000)
        #expect(snapshot.record(at: ItemPath(item: 1_099, section: 0))?.id == 1_901)
        #expect(storage.totalNumberOfItems == 3_000)
        #expect(storage.sectionValue(at: 0) == .null)
    }
}
