internal import Foundation
internal import GRDB

/// A read-only connection that holds a read transaction on the state the storage last processed, so that the old
/// place of a changed row outside the window can be read after the change (WAL databases, i.e. `DatabasePool`s).
///
/// It is re-pinned on the writer's queue each time the storage processes commits, where no commit can interleave,
/// so its snapshot is exactly the state the storage's counts describe. A read transaction started while the WAL
/// holds frames not yet copied to the database keeps the WAL from starting over (SQLite then only appends to it),
/// so once the WAL passes ``checkpointThreshold`` the re-pin first copies it all back (a passive checkpoint, between
/// the old read and the new one): the new read then needs no WAL frame, and the next commit reuses the WAL from its
/// start. The WAL stays near the threshold however many commits the storage processes.
final class PinnedReader: Sendable {
    private let queue: DatabaseQueue
    private let walPath: String
    /// The WAL size past which a re-pin checkpoints first: SQLite's own automatic checkpoint size (1,000 pages of
    /// 4 KiB).
    static let checkpointThreshold = 4 << 20

    init(path: String) throws {
        walPath = path + "-wal"
        var configuration = Configuration()
        configuration.readonly = true
        // The read transaction outlives each access on purpose: it is the pinned state.
        configuration.allowsUnsafeTransactions = true
        configuration.label = "TrellisGRDB.PinnedReader"
        queue = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Ends the current read transaction and starts one on the latest committed state; in between, checkpoints a WAL
    /// past ``checkpointThreshold`` on `writer`. Call it on the writer's queue, with its connection.
    func pin(writer: Database) throws {
        try queue.inDatabase { db in
            if db.isInsideTransaction { try db.commit() }
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: walPath)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? (attributes?[.size] as? Int) ?? 0
        if size > Self.checkpointThreshold {
            _ = try Row.fetchOne(writer, sql: "PRAGMA wal_checkpoint(PASSIVE)")
        }
        try queue.inDatabase { db in
            try db.beginTransaction(.deferred)
            // A deferred transaction takes its snapshot at its first read.
            _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master")
        }
    }

    /// Reads the pinned state.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try queue.inDatabase(body)
    }
}
