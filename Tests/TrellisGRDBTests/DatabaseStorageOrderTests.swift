import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

@MainActor
@Suite("DatabaseStorage: any order, any index")
struct DatabaseStorageOrderTests {
    /// SQLite's plan for the storage's first page, as opening builds it.
    static func sorts(_ writer: any DatabaseWriter, _ orderBy: String) throws -> Bool {
        try writer.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT * FROM (SELECT * FROM item) ORDER BY \(orderBy) LIMIT 1"
            )
            .contains { ($0["detail"] as String? ?? "").contains("TEMP B-TREE") }
        }
    }

    @Test(
        "a descending order takes the id descending, so SQLite walks the index on (score, id) backwards: no sort, no report, and ties keep one order through pages, jumps and updates"
    )
    func descendingWalksTheIndexBackwards() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 600)
        // Ties: every score appears three times.
        try database.writer.write { try $0.execute(sql: "UPDATE item SET score = (id / 3) * 10") }
        #expect(try Self.sorts(database.writer, "score DESC, id DESC") == false)
        #expect(try Self.sorts(database.writer, "score DESC, id ASC") == true)
        let errors = ErrorLog()
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.descending("score")], pageSize: 10, errorHandler: errors.handler)
        #expect(errors.errors.isEmpty, "\(errors.errors)")
        storage.windowCapacity = 30
        let expected = try database.expected(sectioned: false, descending: true)
        #expect(expected.prefix(3).map(\.id) == [600, 599, 598])
        // Every row through pages by key, backwards, and by jumps.
        for index in expected.indices {
            #expect(storage.record(at: ItemPath(item: index, section: 0)) == expected[index])
        }
        for index in expected.indices.reversed() where index % 7 == 0 {
            #expect(storage.record(at: ItemPath(item: index, section: 0)) == expected[index])
        }
        for index in [300, 12, 599, 250, 451] {
            #expect(storage.record(at: ItemPath(item: index, section: 0)) == expected[index])
        }
        let harness = try Harness(database: database, descending: true, pageSize: 10, capacity: 30)
        _ = harness.storage.record(at: ItemPath(item: 300, section: 0))
        harness.rescan()
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO item VALUES (1000, 1000, 'g0', 'tie'), (1001, 1000, 'g0', 'tie')")
            try db.execute(sql: "UPDATE item SET score = 1000 WHERE id = 290")
        }
        harness.storage.processPendingChanges()
        #expect(try harness.check() == [])
    }

    @Test(
        "an order no index serves is reported with the CREATE INDEX that serves it; once it exists, opening reports nothing and SQLite sorts nothing"
    )
    func missingIndexReported() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 50)
        let cases: [(orderedBy: [DatabaseOrdering], section: String?, index: String)] = [
            ([.ascending("name")], nil, #"CREATE INDEX "item_name_id_order" ON "item"("name", "id")"#),
            ([.descending("name")], nil, #"CREATE INDEX "item_name_id_order" ON "item"("name", "id")"#),
            (
                [.descending("score")], "grp",
                #"CREATE INDEX "item_grp_score_id_order" ON "item"("grp", "score" DESC, "id" DESC)"#
            ),
            (
                [.ascending("name"), .descending("score")], nil,
                #"CREATE INDEX "item_name_score_id_order" ON "item"("name", "score" DESC, "id" DESC)"#
            ),
        ]
        for (orderedBy, section, index) in cases {
            let errors = ErrorLog()
            _ = try DatabaseStorage<Item>(
                database: database.writer, request: Item.all(), orderedBy: orderedBy,
                sectionedBy: section, errorHandler: errors.handler)
            #expect(errors.kinds() == [.missingIndex], "\(orderedBy)")
            let message = errors.errors.first?.message ?? ""
            #expect(message.contains(index), "\(message)")
            try database.writer.write { try $0.execute(sql: index) }
            let after = ErrorLog()
            let storage = try DatabaseStorage<Item>(
                database: database.writer, request: Item.all(),
                orderedBy: orderedBy, sectionedBy: section, errorHandler: after.handler)
            #expect(after.errors.isEmpty, "\(orderedBy): \(after.errors)")
            #expect(storage.totalNumberOfItems == 50)
            try database.writer.write { try $0.execute(sql: "DROP INDEX \(index.split(separator: " ")[2])") }
        }
    }

    @Test(
        "a mixed order (section ascending, score descending) uses an index with those directions, which ends with the rowid ascending: the id goes ascending"
    )
    func mixedOrderFollowsTheIndex() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.fill(count: 90, groups: 3)
        try database.writer.write { db in
            try db.execute(sql: "UPDATE item SET score = (id / 2) * 10")
            try db.execute(sql: "CREATE INDEX item_grp_score_desc ON item(grp, score DESC)")
        }
        let errors = ErrorLog()
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: Item.all(),
            orderedBy: [.descending("score")], sectionedBy: "grp", pageSize: 5, errorHandler: errors.handler)
        #expect(errors.errors.isEmpty, "\(errors.errors)")
        let expected = try database.writer.read { db in
            try Item.fetchAll(db, sql: "SELECT * FROM item ORDER BY grp, score DESC, id ASC")
        }
        var position = 0
        for section in 0..<storage.numberOfSections {
            for item in 0..<storage.numberOfItems(inSection: section) {
                #expect(storage.record(at: ItemPath(item: item, section: section)) == expected[position])
                position += 1
            }
        }
        #expect(position == 90)
    }
}
