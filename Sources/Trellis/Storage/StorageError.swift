/// Why a storage refused an edit. A refused edit leaves the storage exactly as it was.
public struct StorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of mistake.
    public enum Kind: String, Hashable, Sendable {
        /// A section index outside the storage's sections.
        case sectionOutOfRange = "section out of range"
        /// An item path outside its section's items.
        case itemOutOfRange = "item out of range"
        /// An item that the storage does not hold.
        case itemNotFound = "item not found"
        /// A section identifier the storage does not hold.
        case sectionNotFound = "section not found"
        /// An edit that would give two sections the same identifier.
        case duplicateSectionIdentifier = "duplicate section identifier"
        /// An item whose identity the storage already holds, refused under ``DuplicatePolicy/keepFirst``.
        case duplicateItem = "duplicate item"
        /// Arguments that do not fit together, e.g. a different number of items and paths.
        case invalidArgument = "invalid argument"
    }

    /// The kind of mistake.
    public var kind: Kind
    /// The edit that was refused, e.g. `insertItem(_:at:)`.
    public var operation: String
    /// What was wrong and what to do about it.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, operation: String, message: String) {
        self.kind = kind
        self.operation = operation
        self.message = message
    }

    /// `operation: message`.
    public var description: String { "\(operation): \(message)" }
}
