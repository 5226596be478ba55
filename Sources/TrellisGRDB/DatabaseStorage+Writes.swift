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
        guard !isWritingMove else {
            throw DatabaseStorageError(
                .unsupported, operation: operation,
                message: "called from the storage's moveWriter, while its transaction is open: write the delete with "
                    + "the Database the moveWriter is given")
        }
        guard let table = trackedTable, rowIDsAreIDs else {
            throw DatabaseStorageError(
                .unsupported, operation: operation,
                message:
                    "the rows' id column '\(sql.idColumn)' is not the rowid of the request's only table; delete the rows with your own write"
            )
        }
        var ids: [DatabaseValue] = []
        var shown: [Row] = []
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
            shown.append(row.row)
        }
        guard !ids.isEmpty else { return }
        let sql = sql, rowIDColumn = rowIDColumn
        do {
            try database.write { db in
                // Only the rows shown, as shown: rows another connection changed, or a schema that no longer makes
                // the ids rowids (a table made again, a VACUUM renumbering rowids), would delete other rows.
                let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
                let now = try Row.fetchAll(
                    db, sql: sql.select(sql.rowColumns, where: ["\(quoted(sql.idColumn)) IN (\(marks))"]),
                    arguments: sql.sourceArguments + StatementArguments(ids))
                guard now.count == shown.count, now.allSatisfy(shown.contains) else { throw RowsChanged() }
                try db.execute(
                    sql: "DELETE FROM \(quoted(table)) WHERE \(quoted(rowIDColumn)) IN (\(marks))",
                    arguments: StatementArguments(ids))
                guard db.changesCount == ids.count else { throw RowsChanged() }
            }
        } catch is RowsChanged {
            throw DatabaseStorageError(
                .outOfRange, operation: operation,
                message: "the rows changed since they were shown (another connection wrote, or the table was made "
                    + "again); nothing was deleted: process the changes (processPendingChanges(recount: true)) and "
                    + "delete what is shown then")
        } catch {
            throw DatabaseStorageError(
                .databaseError, operation: operation,
                message: "the database refused the delete; nothing was deleted: \(describe(error))", underlying: error)
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
        guard !isWritingMove else {
            throw StorageError(
                .invalidArgument, operation: operation,
                message: "called from the storage's moveWriter, while its transaction is open: write the move with "
                    + "the Database the moveWriter is given.")
        }
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
        isWritingMove = true
        do {
            try database.write { db in try moveWriter(db, move) }
            isWritingMove = false
        } catch {
            isWritingMove = false
            report(
                DatabaseStorageError(
                    .databaseError, operation: operation,
                    message: "the database refused the move, which was rolled back: \(describe(error))",
                    underlying: error))
            throw StorageError(
                .invalidArgument, operation: operation,
                message:
                    "the database refused the move (\(describe(error))); the rows stay where they were, so reload the view."
            )
        }
        processPendingChanges(operation: operation)
    }
}

/// The rows to delete are not the rows shown any more (the transaction rolls back).
private struct RowsChanged: Error {}
