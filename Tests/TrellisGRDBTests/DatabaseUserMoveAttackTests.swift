import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// A headless cell showing an item.
private final class AttackItemCell: ModelTransfer, ConstructibleView {
    private(set) var item: Item?
    init() {}
    func update(with model: Item) { item = model }
}

/// Attacks (from outside, by a helper) on a user's move over a `DatabaseStorage` through the headless table and the dispatcher:
/// after the move, and after one more write, the table shows exactly the database.
@MainActor
@Suite("Attacks: a user's move over a database storage")
struct DatabaseUserMoveAttackTests {
    func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    @MainActor struct Setup {
        let database: TestDatabase
        let storage: DatabaseStorage<Item>
        let table: HeadlessTableView
        let sectioned: Bool

        /// The ids the table shows in its viewport against the ids the database has there, and the counts.
        func problems() throws -> [String] {
            var problems: [String] = []
            let expected = try database.expected(sectioned: sectioned)
            if table.rowCount != expected.count {
                problems.append("rows \(table.rowCount), expected \(expected.count)")
            }
            var flat: [ItemPath] = []
            for section in 0..<table.numberOfSections {
                for item in 0..<table.numberOfRows(inSection: section) {
                    flat.append(ItemPath(item: item, section: section))
                }
            }
            for (position, path) in flat.enumerated() where table.visibleItemPaths.contains(path) {
                let shown = table.model(at: path, as: Item.self)
                if shown != expected[position] {
                    problems.append("\(path): \(String(describing: shown)), expected \(expected[position])")
                }
            }
            if !table.rejectedStages.isEmpty { problems.append("rejected \(table.rejectedStages)") }
            return problems
        }
    }

    func setup(count: Int = 10, groups: Int = 3, sectioned: Bool = false, viewport: Int = 30) throws -> Setup {
        let database = try TestDatabase()
        try database.fill(count: count, groups: groups)
        let storage = try DatabaseStorage<Item>(
            database: database.writer, request: SQLRequest<Item>(sql: "SELECT * FROM item"),
            orderedBy: [.ascending("score")], sectionedBy: sectioned ? "grp" : nil, pageSize: 20)
        storage.moveWriter = DatabaseStorageWriteTests.midpointWriter
        let table = HeadlessTableView(content: storage, viewportHeight: viewport)
        table.registry.register(AttackItemCell.self) { $0.moveItem { _, _, _ in } }
        table.reloadData()
        return Setup(database: database, storage: storage, table: table, sectioned: sectioned)
    }

    /// A plain move, then an insert from elsewhere.
    @Test("A user's move shows the database, and so does the next write")
    func plainMove() throws {
        let setup = try setup()
        defer { setup.database.remove() }
        #expect(setup.table.canMove(at: path(0)))
        #expect(setup.table.moveRow(from: path(0), to: path(5)) == path(5))
        #expect(try setup.problems() == [])
        try setup.database.writer.write { db in
            try db.execute(sql: "INSERT INTO item VALUES (100, 35, 'g0', 'new')")
        }
        setup.storage.processPendingChanges()
        #expect(try setup.problems() == [])
    }

    /// A move across sections, then a write.
    @Test("A user's move across sections shows the database, and so does the next write")
    func sectionedMove() throws {
        let setup = try setup(count: 12, groups: 2, sectioned: true)
        defer { setup.database.remove() }
        #expect(setup.table.moveRow(from: path(5), to: path(0, 1)) == path(0, 1))
        #expect(try setup.problems() == [])
        try setup.database.writer.write { db in try db.execute(sql: "DELETE FROM item WHERE id = 1") }
        setup.storage.processPendingChanges()
        #expect(try setup.problems() == [])
    }

    /// The move's write also renames another row and deletes a third: the table must end up on the database.
    @Test("A move whose write changes more rows: the table shows the database")
    func moveChangesMore() throws {
        let setup = try setup()
        defer { setup.database.remove() }
        setup.storage.moveWriter = { db, move in
            try DatabaseStorageWriteTests.midpointWriter(db, move)
            try db.execute(sql: "UPDATE item SET name = 'renamed' WHERE id = 8")
            try db.execute(sql: "DELETE FROM item WHERE id = 9")
        }
        _ = setup.table.moveRow(from: path(0), to: path(3))
        #expect(try setup.problems() == [])
        try setup.database.writer.write { db in try db.execute(sql: "UPDATE item SET name = 'x' WHERE id = 2") }
        setup.storage.processPendingChanges()
        #expect(try setup.problems() == [])
    }

    /// The write moves the row somewhere else than the user dropped it (the database decides the order).
    @Test("A move the database puts elsewhere: the table shows the database's order")
    func moveElsewhere() throws {
        let setup = try setup()
        defer { setup.database.remove() }
        setup.storage.moveWriter = { db, move in
            try db.execute(sql: "UPDATE item SET score = 1000 WHERE id = ?", arguments: [move.id])
        }
        _ = setup.table.moveRow(from: path(0), to: path(2))
        #expect(try setup.problems() == [])
        try setup.database.writer.write { db in try db.execute(sql: "INSERT INTO item VALUES (100, 5, 'g0', 'top')") }
        setup.storage.processPendingChanges()
        #expect(try setup.problems() == [])
    }

    /// The move's write renumbers every row (a writer that rewrites the whole order).
    @Test("A move whose write renumbers every row: the table shows the database")
    func moveRenumbers() throws {
        let setup = try setup()
        defer { setup.database.remove() }
        setup.storage.moveWriter = { db, move in
            try DatabaseStorageWriteTests.midpointWriter(db, move)
            try db.execute(sql: "UPDATE item SET score = score * 2")
        }
        _ = setup.table.moveRow(from: path(1), to: path(7))
        #expect(try setup.problems() == [])
        try setup.database.writer.write { db in try db.execute(sql: "DELETE FROM item WHERE id = 5") }
        setup.storage.processPendingChanges()
        #expect(try setup.problems() == [])
    }

    /// The database refuses the move: the row goes back, the dispatcher says refused, the next write shows.
    @Test("A move the database refuses: the row goes back, and the next write shows")
    func refused() throws {
        struct Refused: Error {}
        let setup = try setup()
        defer { setup.database.remove() }
        setup.storage.errorHandler = { _ in }
        let anomalies = AnomalyLog()
        setup.table.registry.anomalyHandler = anomalies.handler
        setup.storage.moveWriter = { db, move in
            try db.execute(sql: "UPDATE item SET score = -1 WHERE id = ?", arguments: [move.id])
            throw Refused()
        }
        #expect(setup.table.moveRow(from: path(0), to: path(5)) == nil)
        #expect(try setup.problems() == [])
        #expect(anomalies.all.count == 1)
        setup.storage.moveWriter = DatabaseStorageWriteTests.midpointWriter
        try setup.database.writer.write { db in try db.execute(sql: "INSERT INTO item VALUES (100, 35, 'g0', 'new')") }
        setup.storage.processPendingChanges()
        #expect(try setup.problems() == [])
    }

    /// The dispatcher's result for each kind of move, over a dispatcher of our own (no host).
    @Test("applyUserMove answers moved, movedAndChanged and refused as the database did")
    func results() throws {
        struct Refused: Error {}
        let setup = try setup()
        defer { setup.database.remove() }
        setup.storage.errorHandler = { _ in }
        let dispatcher = setup.table.dispatcher
        // A plain move: the write changes the moved record's score, which the record shows, so the update refreshes
        // it and the host is told to reload (movedAndChanged): correct, if costly (every database move reloads).
        #expect(dispatcher.applyUserMove(from: path(0), to: path(4)) == .movedAndChanged)
        setup.table.reloadData()
        #expect(try setup.problems() == [])
        setup.storage.moveWriter = { db, move in
            try DatabaseStorageWriteTests.midpointWriter(db, move)
            try db.execute(sql: "UPDATE item SET name = 'renamed' WHERE id = 8")
        }
        #expect(dispatcher.applyUserMove(from: path(0), to: path(2)) == .movedAndChanged)
        setup.storage.moveWriter = { _, _ in throw Refused() }
        #expect(dispatcher.applyUserMove(from: path(0), to: path(2)) == .refused)
        #expect(dispatcher.applyUserMove(from: path(-1), to: path(2)) == .refused)
        #expect(dispatcher.applyUserMove(from: path(0), to: path(Int.max)) == .refused)
    }

    /// A move in a big database, scrolled far down (the window holds only part of the table).
    @Test("A move far down a paged database shows the database, and so does the next write")
    func pagedMove() throws {
        let setup = try setup(count: 2_000, viewport: 10)
        defer { setup.database.remove() }
        setup.table.scroll(toRow: 1_500)
        #expect(setup.table.moveRow(from: path(1_502), to: path(1_507)) == path(1_507))
        #expect(try setup.problems() == [])
        try setup.database.writer.write { db in try db.execute(sql: "DELETE FROM item WHERE id = 1504") }
        setup.storage.processPendingChanges()
        #expect(try setup.problems() == [])
        // Moving the last row to the top: the destination is out of the window.
        #expect(setup.table.moveRow(from: path(1_505), to: path(0)) != nil)
        #expect(try setup.problems() == [])
    }
}
