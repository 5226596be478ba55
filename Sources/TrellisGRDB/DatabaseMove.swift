public import GRDB

/// A move the user made on screen, for ``DatabaseStorage/moveWriter`` to write: give `record` order values that put
/// it between `previous` and `next` (and `sectionValue` in the section column when the rows are sectioned).
///
/// The writer below gives the moved row the midpoint of its neighbours' positions, so `position` is a `REAL`
/// column (and `Double` in the record): between two adjacent `INTEGER` positions the midpoint rounds down to the
/// row before, the order puts the moved row back where it was, and the move does not hold. (Integer positions need
/// a writer that renumbers the rows after the destination when there is no room.)
///
/// ```swift
/// // CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, position REAL NOT NULL)
/// storage.moveWriter = { db, move in
///     let low = move.previous?.position ?? (move.next.map { $0.position - 1 } ?? 0)
///     let high = move.next?.position ?? low + 2
///     try db.execute(sql: "UPDATE item SET position = ? WHERE id = ?", arguments: [(low + high) / 2, move.id])
/// }
/// ```
public struct DatabaseMove<Record> {
    /// The moved row's record, as the storage last read it.
    public var record: Record
    /// The moved row's id.
    public var id: DatabaseValue
    /// The row that will come just before it in its section, if any.
    public var previous: Record?
    /// The row that will come just after it in its section, if any.
    public var next: Record?
    /// The value of the section column of the destination section (`NULL` when unsectioned).
    public var sectionValue: DatabaseValue
}
