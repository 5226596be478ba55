/// One column of the order a ``DatabaseStorage`` shows its rows in, named as a column of the request's rows.
///
/// The storage orders rows itself (`ORDER BY` the columns you give, then the id column), so that it can count and
/// page by key. Give it columns that are never `NULL`, and index them (with the id column last) so that counting
/// and paging walk an index instead of the table.
public struct DatabaseOrdering: Hashable, Sendable, CustomStringConvertible {
    /// The result column's name.
    public var column: String
    /// Whether larger values come first.
    public var isDescending: Bool

    /// Orders by `column`, whose values may not be `NULL`, in the given direction.
    public init(column: String, descending: Bool = false) {
        self.column = column
        self.isDescending = descending
    }

    /// Smaller values of `column` first.
    public static func ascending(_ column: String) -> DatabaseOrdering { DatabaseOrdering(column: column) }

    /// Larger values of `column` first.
    public static func descending(_ column: String) -> DatabaseOrdering {
        DatabaseOrdering(column: column, descending: true)
    }

    /// `"name" ASC` or `"name" DESC`.
    public var description: String { "\(quoted(column)) \(isDescending ? "DESC" : "ASC")" }
}

/// A column name as an SQL identifier.
func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
