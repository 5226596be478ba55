public import GRDB

/// A move the user made on screen, for ``DatabaseStorage/moveWriter`` to write: give `record` order values that put
/// it between `previous` and `next` (and `sectionValue` in the section column when the rows are sectioned).
///
/// ```swift
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
