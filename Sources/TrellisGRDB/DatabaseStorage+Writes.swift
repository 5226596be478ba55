internal import GRDB
public import Trellis

/// Writes made through the storage: each in one transaction, its update sent before the call returns (or, when the
/// call comes from an observer during a delivery, right after the delivery, reported as an edit during an update).
extension DatabaseStorage {
    /// Deletes the rows at `paths` from the request's table (for a delete from an editing event) in one
    /// transaction, then sends the update.
    ///
    /// - Throws: ``DatabaseStorageError`` when a path is out of range, when the rows' ids are not the rowids of
    ///   one table, or when the database refuses the delete; nothing is deleted then.
    public func deleteItems(at paths: [ItemPath]) throws(DatabaseStorageError) {
        let operation = "deleteItems(at:)"
        guard let table = trackedTable else {
            throw DatabaseStorageError(
                .unsupported, operation: operation,
                message:
                    "the rows' id column '\(sql.idColumn)' is not the rowid of the request's only table; delete the rows with your own write"
            )
        }
        var ids: [DatabaseValue] = []
        for path in paths {
            guard layout.position(of: path) != nil else {
                throw DatabaseStorageError(
                    .outOfRange, operation: operation,
                    message: "there is no row \(path.item) in section \(path.section)")
            }
            _ = record(at: path)
            guard let row = layout.windowRow(at: path) else {
                throw DatabaseStorageError(
                    .databaseError, operation: operation,
                    message: "could not read the row at \(path) to delete it")
            }
            ids.append(row.id.value)
        }
        guard !ids.isEmpty else { return }
        do {
            try database.write { db in
                let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
                try db.execute(
                    sql: "DELETE FROM \(quoted(table)) WHERE rowid IN (\(marks))",
                    arguments: StatementArguments(ids))
            }
        } catch {
            throw DatabaseStorageError(
                .databaseError, operation: operation,
                message: "the database refused the delete; nothing was deleted: \(error)", underlying: error)
        }
        processPendingChanges(operation: operation)
    }

    /// Deletes the row at `path`; see ``deleteItems(at:)``.
    public func deleteItem(at path: ItemPath) throws(DatabaseStorageError) {
        try deleteItems(at: [path])
    }

    /// Moves the row at `source` to `destination` (its path once it has left `source`) by running ``moveWriter``
    /// in a write transaction, then sends the update the database's new order makes (the dispatcher calls this when
    /// the user has moved a row on screen).
    ///
    /// - Throws: `StorageError` when a path is out of range, when there is no ``moveWriter``, or when the write
    ///   fails (the transaction is rolled back): the content is then unchanged, as the database is, and a host
    ///   whose view already shows the move should reload.
    public func moveItem(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        let operation = "moveItem(at:to:)"
        guard let sourcePosition = layout.position(of: source) else {
            throw StorageError(
                .itemOutOfRange, operation: operation,
                message: "there is no row \(source.item) in section \(source.section).")
        }
        let sameSection = source.section == destination.section
        guard layout.counts.indices.contains(destination.section), destination.item >= 0,
            destination.item <= layout.counts[destination.section] - (sameSection ? 1 : 0)
        else {
            throw StorageError(
                .itemOutOfRange, operation: operation,
                message: "row \(destination.item) of section \(destination.section) is not a place the row can move to."
            )
        }
        guard let moveWriter else {
            throw StorageError(
                .invalidArgument, operation: operation,
                message: "set the storage's moveWriter to write a move to the database.")
        }
        guard let moved = record(at: source), let movedID = layout.windowRow(at: source)?.id else {
            throw StorageError(.itemNotFound, operation: operation, message: "could not read the row to move.")
        }
        // Neighbours at the destination, in the order without the moved row.
        let sectionStart =
            layout.position(of: ItemPath(item: 0, section: destination.section))
            ?? layout.totalCount
        let start = sectionStart - (source.section < destination.section ? 1 : 0)
        func original(_ index: Int) -> ItemPath { layout.path(ofPosition: index < sourcePosition ? index : index + 1) }
        let remaining = layout.counts[destination.section] - (sameSection ? 1 : 0)
        let previous = destination.item > 0 ? record(at: original(start + destination.item - 1)) : nil
        let next = destination.item < remaining ? record(at: original(start + destination.item)) : nil
        let move = DatabaseMove(
            record: moved, id: movedID.value, previous: previous, next: next,
            sectionValue: layout.sectionValues[destination.section].value)
        do {
            try database.write { db in try moveWriter(db, move) }
        } catch {
            report(
                DatabaseStorageError(
                    .databaseError, operation: operation,
                    message: "the database refused the move, which was rolled back: \(error)", underlying: error))
            throw StorageError(
                .invalidArgument, operation: operation,
                message: "the database refused the move (\(error)); the rows stay where they were, so reload the view.")
        }
        processPendingChanges(operation: operation)
    }
}
