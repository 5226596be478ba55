internal import GRDB
import Trellis

/// What a schema change made while the storage is open does to what opening checked.
extension DatabaseStorage {
    /// Asks SQLite again whether an index serves the order (after a schema change: an index dropped or made), and
    /// returns the `missingIndex` report when none does any more. Reported once each time the order loses its index.
    func recheckOrderIndex() -> DatabaseStorageError? {
        let sql = sql
        let sorts: Bool
        do {
            sorts = try database.writeWithoutTransaction { db in try RequestShape.sorts(db, sql) }
        } catch {
            return nil  // The schema no longer reads the request: the processing reports that itself.
        }
        defer { orderIsServed = !sorts }
        guard sorts, orderIsServed else { return nil }
        return DatabaseStorageError(
            .missingIndex, operation: "processPendingChanges()",
            message: "the schema changed: " + missingIndexMessage)
    }
}
