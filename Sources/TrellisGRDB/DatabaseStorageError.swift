internal import GRDB

/// Why a ``DatabaseStorage`` could not do what was asked. The storage and the database are left as they were.
public struct DatabaseStorageError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure.
    public enum Kind: String, Hashable, Sendable {
        /// The database refused a read or a write (closed, locked, a constraint, an error thrown by your closure).
        case databaseError = "database error"
        /// A path outside the storage's rows.
        case outOfRange = "out of range"
        /// The request or the storage's configuration cannot do this (a write without a table to write to, a
        /// column that is not one of the request's result columns, ids that are not unique).
        case unsupported = "unsupported"
        /// Rows of the request the storage does not show: a `NULL` in an order, section or id column gives a row no
        /// place in the order (reported with their number and what to change), or two rows share an id.
        case unservedRows = "rows not shown"
        /// No index serves the order, so every page sorts the rows (reported with the `CREATE INDEX` to run).
        case missingIndex = "missing index"
        /// Counts kept in the database (``DatabaseCounting/keptInDatabase``) could not be used or disagreed with the
        /// rows; the storage counted instead (and repaired them when it could).
        case keptCounts = "kept counts"
    }

    /// The kind of failure.
    public var kind: Kind
    /// What was being done, e.g. `deleteItems(at:)`.
    public var operation: String
    /// What went wrong and what to do about it.
    public var message: String
    /// The database's own error, when there is one.
    public var underlying: (any Error & Sendable)?

    /// Creates an error.
    public init(_ kind: Kind, operation: String, message: String, underlying: (any Error & Sendable)? = nil) {
        self.kind = kind
        self.operation = operation
        self.message = message
        self.underlying = underlying
    }

    /// `operation: message`.
    public var description: String { "\(operation): \(message)" }
}

/// `error` as a report says it: GRDB's own text, except for a connection used after it was closed, which SQLite
/// reports as `SQLITE_MISUSE` ("out of memory" in GRDB's text).
func describe(_ error: any Error) -> String {
    if let error = error as? DatabaseError, error.resultCode == .SQLITE_MISUSE {
        return "the database connection is closed (or used where SQLite does not allow it): \(error)"
    }
    return "\(error)"
}
