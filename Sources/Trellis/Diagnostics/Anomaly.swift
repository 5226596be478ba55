/// Something a user of Trellis did that Trellis survived but that is almost certainly a mistake.
///
/// Each anomaly has a long ``message`` for people (what happened, where, and what to do) and a
/// ``shortMessage`` for analytics. Anomalies go to ``AnomalyReporter``, whose handler you can replace.
public enum Anomaly: Hashable, Sendable, CustomStringConvertible {
    /// Items or sections share an identity.
    case duplicateIdentity(DuplicateIdentity)
    /// A storage edit was refused; the storage is unchanged.
    case invalidStorageEdit(StorageError)
    /// A storage was edited while it was delivering an update to its observers; the edit was deferred until the
    /// update was delivered.
    case editDuringUpdate(operation: String)

    /// What happened, where, and what to do about it.
    public var message: String {
        switch self {
        case .duplicateIdentity(let duplicate):
            return "Trellis: \(duplicate). \(duplicate.policy.outcome), but a diff cannot tell duplicates apart: "
                + "give each \(duplicate.isSection ? "section a unique id" : "item a unique identity (`Identifiable.id`)"), "
                + "or choose a `DuplicatePolicy`."
        case .invalidStorageEdit(let error):
            return "Trellis: a storage edit was refused and nothing changed: \(error.message)"
        case .editDuringUpdate(let operation):
            return "Trellis: `\(operation)` was called while the storage was delivering an update to its observers. "
                + "It was applied after that update, as a separate one. Edit storages from outside update callbacks."
        }
    }

    /// A short, stable text for analytics: the kind of anomaly without the details.
    public var shortMessage: String {
        switch self {
        case .duplicateIdentity(let duplicate): return duplicate.isSection ? "duplicate section identity" : "duplicate item identity"
        case .invalidStorageEdit(let error): return "invalid storage edit: \(error.kind)"
        case .editDuringUpdate: return "edit during update"
        }
    }

    /// The ``message``.
    public var description: String { message }
}
