internal import GRDB

/// A read-only connection that holds a read transaction on the state the storage last processed, so that the old
/// place of a changed row outside the window can be read after the change (WAL databases, i.e. `DatabasePool`s).
///
/// It is re-pinned on the writer's queue each time the storage processes commits, where no commit can interleave,
/// so its snapshot is exactly the state the storage's counts describe. Holding a read transaction keeps the WAL
/// from being checkpointed past it until the next processing, which follows every commit.
final class PinnedReader: Sendable {
    private let queue: DatabaseQueue

    init(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        // The read transaction outlives each access on purpose: it is the pinned state.
        configuration.allowsUnsafeTransactions = true
        configuration.label = "TrellisGRDB.PinnedReader"
        queue = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Ends the current read transaction and starts one on the latest committed state. Call it on the writer's
    /// queue.
    func pin() throws {
        try queue.inDatabase { db in
            if db.isInsideTransaction { try db.commit() }
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
