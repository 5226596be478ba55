import Foundation
import GRDB
import Trellis
import TrellisGRDB
import TrellisTerminal

// A million rows in SQLite, through TrellisGRDB's DatabaseStorage: the table opens on counts and one page, keeps a
// window of rows in memory, and every commit (an insert after the cursor, a delete through the editing events)
// animates. The database is built once, in the temporary directory, and reused by later runs.

/// One row of the `reading` table.
struct Reading: FetchableRecord {
    let id: Int64
    let sensor: Int
    let value: Int

    init(row: GRDB.Row) {
        id = row["id"]
        sensor = row["sensor"]
        value = row["value"]
    }
}

/// A reading's cell.
final class ReadingCell: TerminalView, ModelTransfer, ConstructibleView {
    private var reading: Reading?
    init() {}
    func update(with reading: Reading) { self.reading = reading }
    func draw(width: Int) -> StyledLine {
        guard let reading else { return StyledLine("") }
        let label = reading.id > MillionRowsDatabase.rowCount ? "Inserted row \(reading.id)" : "Row \(reading.id)"
        return StyledLine(label.padding(to: 22), .bold) + StyledLine("sensor \(reading.sensor)  value \(reading.value)", .dim)
    }
}

/// The demo's database: 1,000,000 readings from 10 sensors, ordered by `position`.
enum MillionRowsDatabase {
    static let rowCount: Int64 = 1_000_000
    static let sensors = 10

    /// Opens the database, building it when it is missing or was changed by an earlier run.
    static func open() throws -> DatabasePool {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-demo-million-v1.sqlite")
        if let pool = try? DatabasePool(path: url.path), (try? isPristine(pool)) == true { return pool }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        let pool = try DatabasePool(path: url.path)
        try pool.write { db in
            try db.execute(sql: """
                CREATE TABLE reading(id INTEGER PRIMARY KEY, sensor INTEGER NOT NULL, position REAL NOT NULL, value INTEGER NOT NULL);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO reading(id, sensor, position, value) SELECT i, (i - 1) / ?, i, (i * 7919) % 1000 FROM n;
                CREATE INDEX reading_order ON reading(sensor, position, id);
                """, arguments: [rowCount, rowCount / Int64(sensors)])
        }
        return pool
    }

    /// Whether the database holds exactly the rows it was built with (earlier runs may have inserted or deleted).
    private static func isPristine(_ pool: DatabasePool) throws -> Bool {
        try pool.read { db in
            try Int64.fetchOne(db, sql: "SELECT COUNT(*) FROM reading") == rowCount
                && Int64.fetchOne(db, sql: "SELECT MAX(id) FROM reading") == rowCount
        }
    }
}

final class MillionRowsScreen: DemoScreen {
    static let name = "million"
    static let title = "A million rows"
    static let summary = "1,000,000 rows of a SQLite table (TrellisGRDB): a window in memory, cells only on screen"

    let table = TerminalTableView(title: "A million rows in SQLite: counts, one page, and cells only for what is on screen")
    private var storage: DatabaseStorage<Reading>?

    init() {
        table.keyHints = "j/k  PgUp/PgDn  Home/End (g/G)  Enter select  i insert below  d delete  q back"
        let registry = table.dispatcher.registry
        registry.register(ReadingCell.self) { [unowned self] mapping in
            mapping.didSelect { _, reading, _ in
                self.table.statusMessage = "didSelect row \(reading.id); cells created so far: \(self.table.createdViewCount)"
            }
            mapping.canEdit { _, _ in true }
            mapping.commitEditingStyle { [unowned self] reading, path, _ in
                do {
                    try self.storage?.deleteItem(at: path)
                    self.table.statusMessage = "deleted row \(reading.id) in one transaction"
                } catch {
                    self.table.statusMessage = "the database refused the delete: \(error)"
                }
            }
        }
        do {
            let pool = try MillionRowsDatabase.open()
            let storage = try DatabaseStorage<Reading>(
                database: pool, request: SQLRequest<Reading>(sql: "SELECT * FROM reading"),
                orderedBy: [.ascending("position")], sectionedBy: "sensor")
            storage.sectionHeader = { value in
                Int.fromDatabaseValue(value).map { "Sensor \($0)" }
            }
            self.storage = storage
            table.show(storage)
        } catch {
            table.statusMessage = "could not open the demo database: \(error)"
            table.show(MemoryStorage())
        }
    }

    func handle(key: Key) -> Bool {
        guard case .character("i") = key else { return false }
        guard let storage, let path = table.cursor, let reading = storage.record(at: path) else { return true }
        do {
            try storage.database.write { db in
                let position = try Double.fetchOne(db, sql: "SELECT position FROM reading WHERE id = ?", arguments: [reading.id]) ?? 0
                let next = try Double.fetchOne(db, sql: """
                    SELECT MIN(position) FROM reading WHERE sensor = ? AND position > ?
                    """, arguments: [reading.sensor, position]) ?? position + 1
                try db.execute(sql: "INSERT INTO reading(sensor, position, value) VALUES (?, ?, ?)",
                               arguments: [reading.sensor, (position + next) / 2, reading.value])
            }
            _ = storage.processPendingChanges()
            table.statusMessage = "inserted a row below row \(reading.id): one commit, one animated update"
        } catch {
            table.statusMessage = "the database refused the insert: \(error)"
        }
        return true
    }
}
