import Foundation
import GRDB
import Trellis
import TrellisGRDB
import TrellisTerminal

// A million rows in SQLite, through TrellisGRDB's DatabaseStorage: the table opens on counts and one page, keeps a
// window of rows in memory, and every commit (an insert after the cursor, a delete through the editing events)
// animates. The database (`MillionRowsDatabase`) is built on the first run, on a thread of its own while the screen
// shows its progress, and kept in the user's cache directory for later runs.

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
        return StyledLine(label.padding(to: 22), .bold)
            + StyledLine("sensor \(reading.sensor)  value \(reading.value)", .dim)
    }
}

final class MillionRowsScreen: DemoScreen {
    static let name = "million"
    static let title = "A million rows"
    static let summary = "1,000,000 rows of a SQLite table (TrellisGRDB): a window in memory, cells only on screen"

    let table = TerminalTableView(
        title: "A million rows in SQLite: counts, one page, and cells only for what is on screen")
    private var storage: DatabaseStorage<Reading>?
    /// The build under way, if the database is being built.
    private var building: BuildProgress?
    private var buildStarted = ContinuousClock.now
    private var progressDeadline: ContinuousClock.Instant?
    private let location = MillionRowsDatabase.location()

    /// Whether the screen builds its database again even when a ready one is there (`--rebuild-database`).
    static var rebuildsDatabase = false

    init() {
        table.keyHints = "j/k  PgUp/PgDn  Home/End (g/G)  Enter select  i insert below  d delete  q back"
        let registry = table.dispatcher.registry
        registry.register(ReadingCell.self) { [unowned self] mapping in
            mapping.didSelect { _, reading, _ in
                self.table.statusMessage =
                    "didSelect row \(reading.id); cells created so far: \(self.table.createdViewCount)"
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
        if !Self.rebuildsDatabase, let pool = MillionRowsDatabase.openIfReady(at: location) {
            show(pool)
            return
        }
        Self.rebuildsDatabase = false
        table.show(MemoryStorage())
        progressDeadline = .now
        // Opened again (from the menu) while its build runs: the screen follows that build.
        if let running = Self.runningBuild {
            building = running.progress
            buildStarted = running.started
            showProgress(running.progress.phase)
            return
        }
        let progress = BuildProgress()
        building = progress
        buildStarted = .now
        Self.runningBuild = (progress, buildStarted)
        let location = location
        let thread = Thread { MillionRowsDatabase.build(at: location, progress: progress) }
        thread.name = "trellis-demo database build"
        thread.start()
        showProgress(progress.phase)
    }

    /// The build under way in this process, if any, and when it started.
    private static var runningBuild: (progress: BuildProgress, started: ContinuousClock.Instant)?

    var nextDeadline: ContinuousClock.Instant? { progressDeadline }

    /// While building: shows the progress, and the table once the database is ready.
    func tick() {
        guard let building else {
            progressDeadline = nil
            return
        }
        let phase = building.phase
        switch phase {
        case .finished:
            self.building = nil
            Self.runningBuild = nil
            progressDeadline = nil
            table.banner = nil
            guard let pool = MillionRowsDatabase.openIfReady(at: location) else {
                table.statusMessage = "the demo database was built at \(location.path) but cannot be opened"
                return
            }
            show(pool)
            let seconds =
                Double((ContinuousClock.now - buildStarted).components.seconds)
                + Double((ContinuousClock.now - buildStarted).components.attoseconds) / 1e18
            table.statusMessage =
                "built the database in \(Int(seconds.rounded())) s at \(location.path); later runs open it at once"
        case .failed(let message):
            self.building = nil
            Self.runningBuild = nil
            progressDeadline = nil
            table.banner =
                StyledLine(
                    " Could not build the demo database in \(location.deletingLastPathComponent().path): ",
                    .colored(.red, bold: true))
                + StyledLine(message, .colored(.red))
            table.statusMessage = "set XDG_CACHE_HOME to a directory you can write to, or run trellis-demo --help"
        case .inserting, .indexing:
            showProgress(phase)
            progressDeadline = .now.advanced(by: .milliseconds(100))
        }
    }

    /// Waits for a build under way to end (for printed output, which is drawn once).
    func finishLoading() {
        while let building, building.phase != .finished, !building.phase.isFailure {
            Thread.sleep(forTimeInterval: 0.05)
        }
        tick()
    }

    /// The banner while building: a bar, the rows so far, where the database goes.
    private func showProgress(_ phase: BuildProgress.Phase) {
        let total = MillionRowsDatabase.rowCount
        let rows: Int64
        switch phase {
        case .inserting(let inserted): rows = inserted
        default: rows = total
        }
        let barWidth = 30
        let filled = Int(rows * Int64(barWidth) / total)
        var banner = StyledLine(" Building the demo database (first run only) ", .bold)
        banner.append(String(repeating: "█", count: filled), .colored(.green))
        banner.append(String(repeating: "░", count: barWidth - filled), .dim)
        if phase == .indexing {
            banner.append("  indexing 1,000,000 rows…", .colored(.cyan))
        } else {
            banner.append("  \(rows * 100 / total)%  \(grouped(rows)) of 1,000,000 rows", .colored(.cyan))
        }
        table.banner = banner
        table.statusMessage = "kept in \(location.path) for later runs (trellis-demo --remove-database deletes it)"
    }

    /// Shows the database's readings.
    private func show(_ pool: DatabasePool) {
        do {
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
        }
    }

    func handle(key: Key) -> Bool {
        guard case .character("i") = key else { return false }
        guard let storage, let path = table.cursor, let reading = storage.record(at: path) else { return true }
        do {
            try storage.database.write { db in
                let position =
                    try Double.fetchOne(db, sql: "SELECT position FROM reading WHERE id = ?", arguments: [reading.id])
                    ?? 0
                let next =
                    try Double.fetchOne(
                        db,
                        sql: """
                            SELECT MIN(position) FROM reading WHERE sensor = ? AND position > ?
                            """, arguments: [reading.sensor, position]) ?? position + 1
                try db.execute(
                    sql: "INSERT INTO reading(sensor, position, value) VALUES (?, ?, ?)",
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

/// `1234567` as `1,234,567`.
func grouped(_ value: Int64) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return value < 0 ? "-" + result : result
}
