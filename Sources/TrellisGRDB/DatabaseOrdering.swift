/// One column of the order a ``DatabaseStorage`` shows its rows in, named as a column of the request's rows.
///
/// The storage orders rows itself (`ORDER BY` the section column, the columns you give, then the id column in the
/// direction an index serves), so that it can count and page by key. Index the columns in the order's directions
/// (`(score)` serves `.descending("score")`, walked backwards; a mixed order needs an index with those directions),
/// or opening reports the `CREATE INDEX` to run. A row whose value is `NULL` has no place in the order: declare the
/// columns `NOT NULL`, or such rows are left out and reported.
public struct DatabaseOrdering: Hashable, Sendable, CustomStringConvertible {
    /// The result column's name.
    public var column: String
    /// Whether larger values come first.
    public var isDescending: Bool

    /// Orders by `column` (a result column of the request) in the given direction.
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
