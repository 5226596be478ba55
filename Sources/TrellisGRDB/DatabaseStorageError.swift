/// Why a ``DatabaseStorage`` could not do what was asked. The storage and the database are left as they were.
public struct DatabaseStorageError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure.
    public enum Kind: String, Hashable, Sendable {
        /// The database refused a read or a write (closed, locked, a constraint, an error thrown by your closure).
        case databaseError = "database error"
        /// A path outside the storage's rows.
        case outOfRange = "out of range"
        /// The request or the storage's configuration cannot do this (a write without a table to write to, an
        /// order column missing from the rows, a request with prefetched associations).
        case unsupported = "unsupported"
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
