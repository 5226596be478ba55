import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting

/// A row of the test table.
struct Item: FetchableRecord, TableRecord, Decodable, Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int64
    var score: Int
    var grp: String
    var name: String
    var description: String { "\(id):\(grp)/\(score)/\(name)" }
}

/// A database in a temporary file with the table `item(id, score, grp, name)`, indexed on the orders the tests use.
struct TestDatabase {
    let url: URL
    let writer: any DatabaseWriter

    /// A new database; a `DatabasePool` (WAL) when `pool` is set, else a `DatabaseQueue`.
    init(pool: Bool = false) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-grdb-\(UUID().uuidString).sqlite")
        writer = pool ? try DatabasePool(path: url.path) : try DatabaseQueue(path: url.path)
        try writer.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, score INTEGER NOT NULL, grp TEXT NOT NULL, name TEXT NOT NULL);
                    CREATE INDEX item_score ON item(score, id);
                    CREATE INDEX item_grp ON item(grp, score, id);
                    """)
        }
    }

    /// Inserts `count` rows in one statement (a recursive CTE): ids from `firstID`, scores `id * 10`, groups
    /// `g0`...`g(groups-1)` by id.
    func fill(count: Int, firstID: Int = 1, groups: Int = 3) throws {
        try writer.write { db in try Self.fill(db, count: count, firstID: firstID, groups: groups) }
    }

    /// ``fill(count:firstID:groups:)`` on the writer's queue, leaving the main actor free meanwhile.
    func fillAsync(count: Int, firstID: Int = 1, groups: Int = 3) async throws {
        try await writer.write { db in try Self.fill(db, count: count, firstID: firstID, groups: groups) }
    }

    private static func fill(_ db: Database, count: Int, firstID: Int, groups: Int) throws {
        // Many rows: build the order's index once at the end (a sort) instead of row by row.
        let rebuild = count > 100_000
        if rebuild { try db.execute(sql: "DROP INDEX item_score; DROP INDEX item_grp") }
        try db.execute(
            sql: """
                WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO item(id, score, grp, name) SELECT i, i * 10, 'g' || (i % ?), 'row ' || i FROM n
                """, arguments: [firstID, firstID + count - 1, groups])
        // Unsectioned at that size: the section index is left out.
        if rebuild { try db.execute(sql: "CREATE INDEX item_score ON item(score, id)") }
    }

    /// Every row of the query the storages in the tests show, in their order (ties broken by id in the direction
    /// of the score, which lets SQLite walk the index on `(score, id)` either way).
    func expected(sectioned: Bool, filter: String = "1", descending: Bool = false) throws -> [Item] {
        try writer.read { db in
            try Item.fetchAll(
                db,
                sql: """
                    SELECT * FROM item WHERE \(filter)
                    ORDER BY \(sectioned ? "grp, " : "")score \(descending ? "DESC" : ""), id \(descending ? "DESC" : "")
                    """)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }
}

/// A storage, a headless table that applies its updates, and checks of both against the database.
@MainActor
final class Harness {
    let database: TestDatabase
    let storage: DatabaseStorage<Item>
    let table = HeadlessTableView(viewportHeight: 8)
    let sectioned: Bool
    let filter: String
    let descending: Bool
    private var observation: ContentObservation?
    /// Every update received, and every failure met while applying them.
    private(set) var updates: [ContentUpdate] = []
    private(set) var failures: [String] = []

    init(
        database: TestDatabase, sectioned: Bool = false, filter: String = "1", descending: Bool = false,
        pageSize: Int = 50, capacity: Int? = nil, counting: DatabaseCounting = .whenOpening
    ) throws {
        self.database = database
        self.sectioned = sectioned
        self.filter = filter
        self.descending = descending
        storage = try DatabaseStorage<Item>(
            database: database.writer,
            request: SQLRequest<Item>(sql: "SELECT * FROM item WHERE \(filter)"),
            orderedBy: [descending ? .descending("score") : .ascending("score")],
            sectionedBy: sectioned ? "grp" : nil,
            pageSize: pageSize,
            counting: counting)
        if let capacity { storage.windowCapacity = capacity }
        table.dispatcher.content = storage
        table.reloadData()
        observation = storage.observe { [unowned self] update in
            updates.append(update)
            let before = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            for (index, stage) in update.stages.enumerated() {
                let after = (0..<stage.data.numberOfSections).map { stage.data.numberOfItems(inSection: $0) }
                let violations = BatchUpdateRules.violations(
                    of: stage.update, before: index == 0 ? before : after,
                    after: after)
                if !violations.isEmpty { failures.append("stage \(index) \(stage.update): \(violations)") }
            }
            do { try table.apply(update) } catch { failures.append("\(error)") }
        }
    }

    /// Shows the storage's window in the table again (what a host does when it scrolls: it asks for its cells).
    func rescan() { table.reloadData() }

    /// Counts, window rows and the table's rows in the window against the query's result; every failure.
    func check(_ label: String = "") throws -> [String] {
        var problems = failures.map { "\(label) \($0)" }
        let expected = try database.expected(sectioned: sectioned, filter: filter, descending: descending)
        // Expected sections and counts.
        var counts: [Int] = []
        var values: [String] = []
        for item in expected {
            let key = sectioned ? item.grp : ""
            if values.last != key || counts.isEmpty {
                values.append(key)
                counts.append(0)
            }
            counts[counts.count - 1] += 1
        }
        if counts.isEmpty { counts = sectioned ? [] : [0] }
        let storageCounts = (0..<storage.numberOfSections).map { storage.numberOfItems(inSection: $0) }
        let tableCounts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        if storageCounts != counts { problems.append("\(label) storage counts \(storageCounts), expected \(counts)") }
        if storage.usesKeptCounts {
            // A storage opening now reads the counts the database keeps: they must be the same.
            let reopened = try DatabaseStorage<Item>(
                database: database.writer,
                request: SQLRequest<Item>(sql: "SELECT * FROM item WHERE \(filter)"),
                orderedBy: [descending ? .descending("score") : .ascending("score")],
                sectionedBy: sectioned ? "grp" : nil, counting: .keptInDatabase, errorHandler: { _ in })
            let kept = (0..<reopened.numberOfSections).map { reopened.numberOfItems(inSection: $0) }
            if kept != counts { problems.append("\(label) kept counts \(kept), expected \(counts)") }
        }
        if tableCounts != counts { problems.append("\(label) table counts \(tableCounts), expected \(counts)") }
        guard problems.isEmpty else { return problems }
        // The window's rows, in the storage and in the table.
        let snapshot = storage.windowSnapshot()
        for (offset, path) in snapshot.windowPaths.enumerated() {
            let position = snapshot.windowRange.lowerBound + offset
            let want = expected[position]
            let have = snapshot.record(at: path)
            if have != want {
                problems.append("\(label) storage at \(path): \(String(describing: have)), expected \(want)")
            }
            let shown = table.model(at: path, as: Item.self)
            if shown != want {
                problems.append("\(label) table at \(path): \(String(describing: shown)), expected \(want)")
            }
        }
        return problems
    }
}
