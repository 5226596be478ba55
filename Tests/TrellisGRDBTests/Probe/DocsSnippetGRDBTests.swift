// swift-format-ignore-file
// Not formatted: the snippets below are the documentation's own lines, as a user copies them.
import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

// An outside probe (probe 6): TrellisGRDB's documented snippets (TrellisGRDB.docc and the doc comments of
// DatabaseStorage and DatabaseMove), copied with the least surrounding the text implies, on the headless table the
// docs name for tests.

/// The docs' `Player`, the way GRDB's own documentation declares a record.
private struct Player: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable {
    var id: Int64?
    var name: String
    var score: Int
    var team: String
    var isActive = true
    init(name: String, score: Int, team: String) { self.name = name; self.score = score; self.team = team }
}

/// A headless cell for players.
private final class PlayerCell: ModelTransfer, ConstructibleView {
    private(set) var player: Player?
    init() {}
    func update(with model: Player) { player = model }
}

/// A temporary database file, removed by `remove()`.
private struct TemporaryDatabase {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-probe6-\(UUID().uuidString).sqlite")
    func remove() { try? FileManager.default.removeItem(at: url) }
}

@MainActor
@Suite("TrellisGRDB's documented snippets do what their text says", .collectsAnomalies)
struct DocsSnippetGRDBTests {
    /// The `player` table the docs imply, with its migration's index.
    private func playersDatabase(_ file: TemporaryDatabase) throws -> DatabaseQueue {
        let dbQueue = try DatabaseQueue(path: file.url.path)
        try dbQueue.write { db in
            try db.create(table: "player") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("score", .integer).notNull()
                t.column("team", .text).notNull()
                t.column("isActive", .boolean).notNull().defaults(to: true)
            }
            // In a migration: the index that serves the order below (sections first, then score from high to low).
            try db.execute(sql: "CREATE INDEX player_by_team_score ON player(team, score DESC)")
            try Player(name: "Ada", score: 50, team: "A").insert(db)
            try Player(name: "Grace", score: 70, team: "B").insert(db)
        }
        return dbQueue
    }

    /// Sources/TrellisGRDB/DatabaseStorage.swift:7-19: the index "serves the order" (no `missingIndex` report) and
    /// an insert by any writer "animates" on the host.
    @Test("DatabaseStorage doc: the documented index serves the order; an insert reaches the table")
    func databaseStorageOverview() async throws {
        let file = TemporaryDatabase()
        defer { file.remove() }
        let dbQueue = try playersDatabase(file)
        var reports: [DatabaseStorageError] = []
        let storage = try DatabaseStorage<Player>(
            database: dbQueue,
            request: Player.filter(Column("isActive")),          // or SQLRequest<Player>(sql: "SELECT * FROM player")
            orderedBy: [.descending("score")],                   // then by id, so the order is total
            sectionedBy: "team",                                 // optional, like sectionNameKeyPath
            errorHandler: { reports.append($0) })
        let table = HeadlessTableView(content: storage)       // (in tests: HeadlessTableView(content: storage))
        table.registry.register(PlayerCell.self)
        #expect(reports.map(\.kind) == [], "\(reports)")
        // In an async test the doc's line needs `await` (GRDB picks its async `write` there): "error: expression is
        // 'async' but is not marked with 'await'". That is GRDB's overloading, not Trellis's; noted in the report.
        try await dbQueue.write { db in try Player(name: "Arthur", score: 100, team: "A").insert(db) }  // the table animates
        await eventuallyShown { table.numberOfRows(inSection: 0) == 2 }
        #expect(table.numberOfSections == 2)
        #expect(table.model(at: ItemPath(item: 0, section: 0), as: Player.self)?.name == "Arthur")
        #expect(table.log.insertedItems == [ItemPath(item: 0, section: 0)])
    }

    /// Sources/TrellisGRDB/TrellisGRDB.docc/TrellisGRDB.md's overview: the same storage on kept counts (its first
    /// block, the index, is `playersDatabase(_:)`'s; its third, the manager, is in TrellisUIKitTests).
    @Test("TrellisGRDB.docc overview: kept counts, no report, the rows by team then score descending")
    func trellisGRDBOverview() throws {
        let file = TemporaryDatabase()
        defer { file.remove() }
        let dbQueue = try playersDatabase(file)
        let storage = try DatabaseStorage<Player>(
            database: dbQueue,
            request: Player.filter(Column("isActive")),
            orderedBy: [.descending("score")],
            sectionedBy: "team",
            counting: .keptInDatabase)
        var reports: [DatabaseStorageError] = []
        storage.errorHandler = { reports.append($0) }
        let table = HeadlessTableView(content: storage)      // in tests: HeadlessTableView(content: storage)
        #expect(reports.map(\.kind) == [], "\(reports)")
        #expect(table.numberOfSections == 2)
        #expect(table.model(at: ItemPath(item: 0, section: 1), as: Player.self)?.name == "Grace")
    }

    /// Waits, letting the main actor run (the storage processes a commit on the main actor's next turn).
    private func eventuallyShown(_ condition: () -> Bool) async {
        for _ in 0..<2_000 where !condition() {
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

/// DatabaseMove's documented `moveWriter`, on the table its doc declares.
@MainActor
@Suite("TrellisGRDB docs: the documented move writer holds a move", .collectsAnomalies)
struct DocsSnippetGRDBMoveWriterTests {
    /// Sources/TrellisGRDB/DatabaseMove.swift's example, as written (probe 6 found it on `INTEGER` positions, where
    /// the midpoint of two neighbours ties with the row before and the move does not hold; the doc now declares
    /// `position REAL`). A user drags the first row between the second and the third: the database holds the move.
    @Test("DatabaseMove doc: the midpoint writer on the doc's REAL positions holds a move between neighbours")
    func moveWriterAsDocumented() throws {
        struct Item: Codable, FetchableRecord, TableRecord, Identifiable {
            static let databaseTableName = "item"
            var id: Int64; var name: String; var position: Double
        }
        final class ItemCell: ModelTransfer, ConstructibleView { init() {}; func update(with model: Item) {} }
        let file = TemporaryDatabase()
        defer { file.remove() }
        let dbQueue = try DatabaseQueue(path: file.url.path)
        try dbQueue.write { db in
            try db.execute(sql: """
                CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, position REAL NOT NULL);
                CREATE INDEX item_position ON item(position, id);
                INSERT INTO item VALUES (1, 'a', 1), (2, 'b', 2), (3, 'c', 3);
                """)
        }
        let storage = try DatabaseStorage<Item>(database: dbQueue, request: Item.all(), orderedBy: [.ascending("position")])
        // CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, position REAL NOT NULL)
        storage.moveWriter = { db, move in
            let low = move.previous?.position ?? (move.next.map { $0.position - 1 } ?? 0)
            let high = move.next?.position ?? low + 2
            try db.execute(sql: "UPDATE item SET position = ? WHERE id = ?", arguments: [(low + high) / 2, move.id])
        }
        let table = HeadlessTableView(content: storage)
        table.registry.register(ItemCell.self) { $0.moveItem { _, _, _ in } }
        #expect(table.moveRow(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0)) != nil)
        let order = try dbQueue.read { db in try String.fetchAll(db, sql: "SELECT name FROM item ORDER BY position, id") }
        #expect(order == ["b", "a", "c"], "the database holds \(order) after the user's move")
        #expect((0..<3).compactMap { table.model(at: ItemPath(item: $0, section: 0), as: Item.self)?.name } == ["b", "a", "c"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
    }
}
