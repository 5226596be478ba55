/// Many ids an app asks for, looked up in constant time per identity: which of them ``ItemIdentity/isIdentified(by:)``
/// says an identity is identified by. A pass over n rows asking for k ids costs n + k, not n × k.
struct IdentityLookup {
    /// The ids asked for.
    let asked: Set<ItemIdentity>
    /// The ids asked for by value, by that value: a model whose `Identifiable.id` equals one is identified by it.
    private let byValue: [Value: ItemIdentity]

    init(_ ids: some Sequence<ItemIdentity>) {
        asked = Set(ids)
        var byValue: [Value: ItemIdentity] = [:]
        for id in asked {
            if let value = id.valueAsked { byValue[Value(value)] = id }
        }
        self.byValue = byValue
    }

    /// The ids asked for that `identity` is identified by (at most two: itself, and the value its id equals).
    func ids(identifying identity: ItemIdentity) -> (exact: ItemIdentity?, byValue: ItemIdentity?) {
        let exact = asked.contains(identity) ? identity : nil
        guard let own = identity.idValue, let id = byValue[Value(own)], id != exact else { return (exact, nil) }
        return (exact, id)
    }

    /// Whether `identity` is identified by one of the ids asked for.
    func contains(_ identity: ItemIdentity) -> Bool {
        let found = ids(identifying: identity)
        return found.exact != nil || found.byValue != nil
    }

    /// An id's value, hashed and compared as ``IdentityValue`` does (the same type and an equal value).
    private struct Value: Hashable {
        let value: any IdentityValue
        init(_ value: any IdentityValue) { self.value = value }
        static func == (lhs: Value, rhs: Value) -> Bool { lhs.value.isEqual(to: rhs.value) }
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(Swift.type(of: value)))
            value.hash(into: &hasher)
        }
    }
}
