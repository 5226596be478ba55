/// The identity given to a model that has none of its own (neither `Identifiable`, `Hashable` nor a class) in
/// content rebuilt on every change (declarative rows, a cascading tree, an outline): its section, its type, and
/// which of the section's items without an identity of that type it is (`index`: 0 for the first). Without it such a model would get a new token at every rebuild and be deleted and inserted each time;
/// with it, it stays put and is reloaded only when its content (`==`) changed.
struct PositionalIdentity: Hashable {
    let section: SectionIdentity
    let index: Int
    let type: ObjectIdentifier
}

extension AnyItem {
    /// `self` with `identity` instead of its own, keeping the model and its content revision.
    func replacingIdentity(_ identity: ItemIdentity) -> AnyItem {
        AnyItem(storage: storage.replacingIdentity(identity))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Whether the item's identity (or, for a declarative row, its row's) is a token that changes at every wrap.
    var hasTokenIdentity: Bool {
        if let row = base as? AnyRow { return row.id.isToken }
        return identity.isToken
    }
}

extension ItemIdentity {
    /// Whether this is the identity ``PublishedSections/positioned(_:tokenFree:)`` gave an item with none of its own:
    /// its place among its section's items of its type, which another item of that type inserted or removed before it
    /// changes.
    var isPositional: Bool { type == PositionalIdentity.self }

    /// The type of the item a positional identity was given to (``isPositional``); `nil` for any other identity.
    var positionalType: ObjectIdentifier? {
        guard isPositional, case .value(let value) = key else { return nil }
        return (value.base as? PositionalIdentity)?.type
    }
}
