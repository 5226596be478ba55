import Foundation
import GRDB
import Synchronization

// The million-row screen's database: 1,000,000 readings from 10 sensors, ordered by `position`, about 35 MB. It is
// kept in the user's cache directory (`$XDG_CACHE_HOME/trellis-demo`, else `~/.cache/trellis-demo`; on macOS
// `~/Library/Caches/trellis-demo`), built once, in steps whose progress the screen shows, and reused by later runs.
// It is built into a file of its own and renamed into place when complete, so an interrupted build never leaves a
// half-built database where a later run would open it. `--rebuild-database` builds it again; `--remove-database`
// deletes it.

/// The demo's database: where it lives, whether it is ready, building it, removing it.
enum MillionRowsDatabase {
    static let rowCount: Int64 = 1_000_000
    static let sensors = 10
    /// The database's file name (the version changes when the schema or the data does).
    static let fileName = "million-v1.sqlite"
    /// Rows inserted per step of a build (each step a transaction, then progress is reported).
    static let rowsPerStep: Int64 = 50_000

    /// The cache directory: `XDG_CACHE_HOME` when it is an absolute path (the XDG base directory specification
    /// ignores a relative one), else the platform's (`~/Library/Caches` on macOS, `~/.cache` elsewhere), else the
    /// temporary directory when there is no home.
    static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
        }
        #if canImport(Darwin)
        if let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first { return caches }
        #endif
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }

    /// The directory of the demo's files.
    static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        cacheDirectory(environment: environment).appendingPathComponent("trellis-demo", isDirectory: true)
    }

    /// The database file.
    static func location(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        directory(environment: environment).appendingPathComponent(fileName)
    }

    /// The database at `url`, opened, when it holds exactly the rows it was built with (earlier runs may have
    /// inserted or deleted); `nil` when it is missing, changed or unreadable.
    static func openIfReady(at url: URL) -> DatabasePool? {
        guard FileManager.default.fileExists(atPath: url.path), let pool = try? DatabasePool(path: url.path) else {
            return nil
        }
        let ready = try? pool.read { db in
            try Int64.fetchOne(db, sql: "SELECT COUNT(*) FROM reading") == rowCount
                && Int64.fetchOne(db, sql: "SELECT MAX(id) FROM reading") == rowCount
                && Bool.fetchOne(
                    db, sql: "SELECT COUNT(*) = 1 FROM sqlite_master WHERE type = 'index' AND name = 'reading_order'")
                    == true
        }
        guard ready == true else {
            try? pool.close()
            return nil
        }
        return pool
    }

    /// Builds the database at `url` (reporting to `progress` after each step), in a file of its own renamed into
    /// place when complete. Runs on the thread that calls it.
    static func build(at url: URL, progress: BuildProgress) {
        let directory = url.deletingLastPathComponent()
        let building = directory.appendingPathComponent("\(fileName).building-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            removeAbandonedBuilds(in: directory)
            removeDatabaseFiles(at: building)
            let queue = try DatabaseQueue(path: building.path)
            try queue.write { db in
                try db.execute(
                    sql: """
                        CREATE TABLE reading(id INTEGER PRIMARY KEY, sensor INTEGER NOT NULL, position REAL NOT NULL, value INTEGER NOT NULL)
                        """)
            }
            var inserted: Int64 = 0
            while inserted < rowCount {
                let end = min(rowCount, inserted + rowsPerStep)
                try queue.write { db in
                    try db.execute(
                        sql: """
                            WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                            INSERT INTO reading(id, sensor, position, value) SELECT i, (i - 1) / ?, i, (i * 7919) % 1000 FROM n
                            """, arguments: [inserted + 1, end, rowCount / Int64(sensors)])
                }
                inserted = end
                progress.update(.inserting(rows: inserted))
            }
            progress.update(.indexing)
            try queue.write { db in try db.execute(sql: "CREATE INDEX reading_order ON reading(sensor, position, id)") }
            try queue.close()
            // Another run may have finished first: its database stays (it may be open).
            if let other = openIfReady(at: url) {
                try? other.close()
                removeDatabaseFiles(at: building)
            } else {
                removeDatabaseFiles(at: url)
                try FileManager.default.moveItem(at: building, to: url)
            }
            progress.update(.finished)
        } catch {
            removeDatabaseFiles(at: building)
            progress.update(.failed("\(error)"))
        }
    }

    /// Removes the database and anything a build left in `directory`; returns the files removed and their size.
    static func remove(in directory: URL) -> (files: [String], bytes: Int64) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed: [String] = []
        var bytes: Int64 = 0
        for name in names where name.hasPrefix(fileName) {
            let path = directory.appendingPathComponent(name).path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value ?? 0
            if (try? FileManager.default.removeItem(atPath: path)) != nil {
                removed.append(path)
                bytes += size
            }
        }
        if (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: directory)
        }
        return (removed, bytes)
    }

    /// The file at `url` with its journal, WAL and shared-memory files.
    private static func removeDatabaseFiles(at url: URL) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
    }

    /// Removes the files of builds whose process is gone (interrupted: Ctrl-C, a crash).
    private static func removeAbandonedBuilds(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(fileName + ".building-") {
            let pid = name.dropFirst((fileName + ".building-").count).prefix { $0.isNumber }
            guard let pid = Int32(pid), pid != getpid(), kill(pid, 0) != 0 else { continue }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }
}

/// How far a build has got: written by the thread that builds, read by the screen that shows it.
final class BuildProgress: Sendable {
    /// A build's phase.
    enum Phase: Sendable, Equatable {
        /// Inserting rows: `rows` of ``MillionRowsDatabase/rowCount`` so far.
        case inserting(rows: Int64)
        /// Creating the index.
        case indexing
        /// Done: the database is in place.
        case finished
        /// The build failed.
        case failed(String)

        /// Whether the build failed.
        var isFailure: Bool {
            if case .failed = self { return true }
            return false
        }
    }

    private let state = Mutex<Phase>(.inserting(rows: 0))

    /// The phase now.
    var phase: Phase { state.withLock { $0 } }

    func update(_ phase: Phase) { state.withLock { $0 = phase } }
}
