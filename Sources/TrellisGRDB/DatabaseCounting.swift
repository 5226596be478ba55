public import GRDB

/// How a ``DatabaseStorage`` knows its counts when it opens. A host asks for counts before it asks for any row, so
/// a storage needs exact counts at once; SQLite keeps no count in its tables, so it either counts or reads counts
/// kept for it.
public enum DatabaseCounting: Hashable, Sendable {
    /// `COUNT(*)` (per section, with `GROUP BY`) when opening: nothing is added to the database. Counting walks the
    /// order's index: about a tenth of a second for ten million rows.
    case whenOpening

    /// Counts kept in the database by triggers, read when opening (a few rows, whatever the number of rows).
    ///
    /// The first storage that opens a request this way counts once and installs, in one transaction, a table of
    /// counts (`grdb_trellis_kept_count`, one row per section) and five triggers on the request's table that keep
    /// them exact in the same transaction as every insert, update and delete, by any connection or process. Each
    /// storage checks them against what it works out after every commit it processes, and
    /// ``DatabaseStorage/processPendingChanges(recount:)`` with `recount: true` counts again and repairs them; counts
    /// that disagree are reported and repaired, never shown.
    ///
    /// It needs a writable database and a request the storage tracks (its ids are the rowids of its only table, and
    /// each row is found by rowid alone), that calls only SQLite's own functions and collations (other connections
    /// run the triggers too). Otherwise the storage reports why (``DatabaseStorageError/Kind/keptCounts``) and counts
    /// when opening.
    ///
    /// What it costs: each insert, update and delete of the table runs the request once for that row (a search by
    /// rowid) and writes one count. An insert that meets an existing row (`INSERT OR REPLACE`, an upsert,
    /// `INSERT OR IGNORE`) marks the counts stale, and the next storage to read them counts again. Up to 16 requests
    /// per table are kept (opening a 17th drops the oldest).
    ///
    /// The triggers name the columns the request reads, so a migration that drops or changes such a column must
    /// call ``removeKeptCounts(from:)`` first; the next storage installs them again. Their names begin with `grdb_`,
    /// so that GRDB's `eraseDatabaseOnSchemaChange` and schema dumps leave them out, as they leave out GRDB's own.
    case keptInDatabase

    /// Removes every count kept by ``keptInDatabase`` and its triggers from the database (for a migration that
    /// changes a kept request's table). Storages open on the database count again when they next need to.
    public static func removeKeptCounts(from db: Database) throws {
        try KeptCounts.removeAll(db)
    }
}
