/// Source of the tokens that identify values which have no identity of their own.
private let unhashableValueTokens = Locked<UInt64>(0)

/// What makes a model the same item before and after a change, whatever its type.
///
/// A storage holds models of any type side by side, so it works out each model's identity at run time, in this
/// order:
///
/// 1. an `Identifiable` model is identified by its `id`, scoped by its dynamic type: a `Post` and a `Comment` with
///    the same `id` are different items;
/// 2. otherwise a `Hashable` model is identified by its value, scoped by its type (`"Apple"` is `"Apple"`);
/// 3. otherwise a class instance is identified by the instance (`===`);
/// 4. otherwise (a value that is neither `Identifiable` nor `Hashable`) the model gets a fresh, unique token when it
///    is wrapped on its way into a storage. It keeps that identity while it stays there (through moves, for
///    instance), but a copy of the value passed in later is a different item: address such models by path, or make
///    them `Identifiable`.
///
/// Identities compare and hash fast: the hash is computed once, when the identity is made.
///
/// ## Sendability
///
/// `ItemIdentity` is `@unchecked Sendable`: like `AnyHashable`, which is not `Sendable`, it holds a type-erased
/// `Hashable` id or value. Identities are captured once, when a model enters a storage, and afterwards are only
/// hashed and compared, never mutated; the ids and values they hold are expected to be values (as `Identifiable.id`
/// and `Hashable` values are in practice).
public struct ItemIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The part of the identity that is not the type.
    enum Key {
        /// `Identifiable.id`.
        case id(any IdentityValue)
        /// The `Hashable` value itself.
        case value(any IdentityValue)
        /// The class instance.
        case object(ObjectIdentifier)
        /// A token for a value that has no identity of its own.
        case token(UInt64)
    }

    /// The parts of an identity, shared by its copies: an identity is one reference, cheap to copy, to move
    /// around in a dictionary, and to compare with itself.
    ///
    /// A *scoped* identity is the identity of a model whose `Identifiable.id` is itself an unscoped `ItemIdentity`
    /// (a declarative row's, say: its row type and its model's identity). It is kept flat: `scope` is the model's
    /// type and `type` and `key` are those of the id, so that comparing and hashing it takes one level, and copying
    /// its key copies no reference. It matches exactly the identities the nested form
    /// (`type: Model, key: .id(id)`) would match: the same model type and an equal id.
    final class Box {
        /// The type of the model whose `id` this identity is, for a scoped identity; `nil` otherwise.
        let scope: Any.Type?
        /// The model's dynamic type (the id's, for a scoped identity): identities of different types never match.
        let type: Any.Type
        /// The identity within the type.
        let key: Key
        /// The hash of `scope`, `type` and `key`, computed once.
        let hash: Int

        init(type: Any.Type, key: Key, scope: Any.Type? = nil) {
            self.scope = scope
            self.type = type
            self.key = key
            var hasher = Hasher()
            if let scope { hasher.combine(ObjectIdentifier(scope)) }
            hasher.combine(ObjectIdentifier(type))
            switch key {
            case .id(let id): id.hash(into: &hasher)
            case .value(let value): value.hash(into: &hasher)
            case .object(let object): hasher.combine(object)
            case .token(let token): hasher.combine(token)
            }
            hash = hasher.finalize()
        }
    }

    let box: Box

    /// The model's dynamic type (the id's, for a scoped identity).
    var type: Any.Type { box.type }
    /// The identity within the type.
    var key: Key { box.key }
    /// The hash of the identity, computed once.
    var hash: Int { box.hash }

    init(type: Any.Type, key: Key) {
        box = Box(type: type, key: key)
    }

    private init(box: Box) {
        self.box = box
    }

    /// The identity of a model of type `type` whose `Identifiable.id` is `id`: scoped (flat) when `id` is not
    /// scoped itself, else nested as any other id.
    static func scoped(_ type: Any.Type, id: ItemIdentity) -> ItemIdentity {
        let inner = id.box
        guard inner.scope == nil else { return ItemIdentity(type: type, key: .id(HashableIdentityValue(id))) }
        return ItemIdentity(box: Box(type: inner.type, key: inner.key, scope: type))
    }

    /// The identity of `model`, by the rules above.
    ///
    /// For a model that is neither `Identifiable`, `Hashable` nor a class instance, each call returns a new,
    /// unique identity. Passing an ``AnyItem`` returns the identity of the model it wraps.
    public init<Model>(_ model: Model) {
        let (base, type, traits) = erasedModel(model)
        self = ItemIdentity.of(base, type: type, traits: traits)
    }

    /// The identity of a `Hashable` value by its value (scoped by its type), even when it is `Identifiable`.
    /// Sections use it for their explicit identifiers.
    /// An `AnyHashable` is unwrapped: `ItemIdentity(value: AnyHashable("a")) == ItemIdentity(value: "a")`.
    public init<Value: Hashable>(value: Value) {
        if Value.self == AnyHashable.self, let base = AnyHashable(value).base as? any Hashable {
            self.init(unwrapped: base)
        } else {
            self.init(type: Value.self, key: .value(HashableIdentityValue(value)))
        }
    }

    private init<Value: Hashable>(unwrapped value: Value) {
        self.init(type: Value.self, key: .value(HashableIdentityValue(value)))
    }

    /// The identity of `value`, whose dynamic type is `type`, with the traits of that type.
    static func of(_ value: Any, type: Any.Type, traits: ModelTraits) -> ItemIdentity {
        switch traits.kind {
        case .anyItem:
            if let item = value as? AnyItem { return item.identity }
        case .identifiable(let identifiable):
            if let identity = _identity(identifiable, of: value, type: type) { return identity }
        case .hashable(let hashable):
            if let key = _hashableValue(hashable, of: value) { return ItemIdentity(type: type, key: .value(key)) }
        case .object:
            return ItemIdentity(type: type, key: .object(ObjectIdentifier(value as AnyObject)))
        case .unidentified:
            break
        }
        let token = unhashableValueTokens.increment()
        return ItemIdentity(type: type, key: .token(token))
    }

    /// Whether the identity is a token given to a value that has no identity of its own (rule 4): such an identity
    /// is never found again from a copy of the value.
    public var isToken: Bool {
        if box.scope == nil, case .token = key { return true }
        return false
    }

    /// The name of the model's dynamic type, e.g. `Post`.
    public var typeName: String { String(describing: box.scope ?? type) }

    /// Whether both identify the same item: the same type and the same id, value, instance or token.
    public static func == (lhs: ItemIdentity, rhs: ItemIdentity) -> Bool {
        let lhs = lhs.box, rhs = rhs.box
        if lhs === rhs { return true }
        guard lhs.hash == rhs.hash, ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type),
            lhs.scope.map(ObjectIdentifier.init) == rhs.scope.map(ObjectIdentifier.init)
        else { return false }
        switch (lhs.key, rhs.key) {
        case let (.id(l), .id(r)), let (.value(l), .value(r)): return l.isEqual(to: r)
        case let (.object(l), .object(r)): return l == r
        case let (.token(l), .token(r)): return l == r
        default: return false
        }
    }

    /// Whether this identity is `id` (an identity made with ``init(value:)``), or that of a model whose
    /// `Identifiable.id` is `id`'s value, whatever the model's type: how an app finds a row by the id it knows.
    /// ``IdentityLookup`` answers the same question for many ids at once.
    func isIdentified(by id: ItemIdentity) -> Bool {
        if self == id { return true }
        guard let wanted = id.valueAsked, let own = idValue else { return false }
        return own.isEqual(to: wanted)
    }

    /// The value an app passed for an identity made with ``init(value:)``: what ``isIdentified(by:)`` also looks
    /// for among models' ids. `nil` for any other identity.
    var valueAsked: (any IdentityValue)? {
        guard box.scope == nil, case .value(let value) = key else { return nil }
        return value
    }

    /// The id by which this identity is found when an app asks by value: a model's `Identifiable.id`, or the id of
    /// a scoped identity (a row made with `ListRow(_:id:)` of a model type keeps its id's type and key flat).
    /// `nil` for an identity found by `==` alone.
    var idValue: (any IdentityValue)? {
        switch key {
        case .id(let own): return own
        case .value(let own): return box.scope != nil ? own : nil
        case .object, .token: return nil
        }
    }

    /// Feeds the hash computed when the identity was made.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// Reads well in anomaly messages: `Post(id: 42)`, `"Apple"`, `Fruit.apple`, `instance of Cell at 0x…`,
    /// `Blob #3 (a value with no identity of its own)`.
    public var description: String {
        guard let scope = box.scope else { return Self.describe(type: type, key: key) }
        // What the nested form would print: `ListRow<Cell>(id: Post(id: 42))`.
        return "\(String(describing: scope))(id: \(Self.describe(type: type, key: key)))"
    }

    /// The description of an unscoped identity of type `type` and key `key`.
    private static func describe(type: Any.Type, key: Key) -> String {
        let name = String(describing: type)
        switch key {
        case .id(let id):
            return "\(name)(id: \(_describe(id.base)))"
        case .value(let value):
            let base = value.base
            if base is String || base is Substring || base is Character { return String(reflecting: base) }
            if base is any Numeric || base is Bool { return "\(base)" }
            if Mirror(reflecting: base).displayStyle == .enum { return "\(name).\(base)" }
            let text = String(describing: base)
            return text.hasPrefix(name) ? text : "\(name)(\(text))"
        case .object(let object):
            return "instance of \(name) at 0x\(String(UInt(bitPattern: object), radix: 16))"
        case .token(let token):
            return "\(name) #\(token) (a value with no identity of its own)"
        }
    }
}

/// The identity of `value` by its `id`, for a `value` whose dynamic type is `T` (and `type`), reached by opening an
/// `any Identifiable.Type`. An `id` that is an `ItemIdentity` gives a scoped identity (``ItemIdentity/Box``).
private func _identity<T: Identifiable>(_: T.Type, of value: Any, type: Any.Type) -> ItemIdentity? {
    guard let value = value as? T else { return nil }
    if T.ID.self == ItemIdentity.self {
        return .scoped(type, id: unsafeBitCast(value.id, to: ItemIdentity.self))
    }
    return ItemIdentity(type: type, key: .id(HashableIdentityValue(value.id)))
}

/// `value` as a key, for a `value` whose dynamic type is `T`, reached by opening an `any Hashable.Type`.
private func _hashableValue<T: Hashable>(_ type: T.Type, of value: Any) -> (any IdentityValue)? {
    (value as? T).map { HashableIdentityValue($0) }
}

/// Strings quoted, everything else as `String(describing:)`.
private func _describe(_ value: Any) -> String {
    if value is String || value is Substring || value is Character { return String(reflecting: value) }
    return String(describing: value)
}

// MARK: - Identity values

/// A `Hashable` value held as part of an identity. Faster than `AnyHashable`, whose equality goes through dynamic
/// casts: identities are compared in every dictionary lookup of every edit.
protocol IdentityValue {
    /// The value.
    var base: Any { get }
    /// Feeds the value to `hasher`.
    func hash(into hasher: inout Hasher)
    /// Whether `other` holds a value of the same type, equal to this one.
    func isEqual(to other: any IdentityValue) -> Bool
}

/// An ``IdentityValue`` of type `T`.
struct HashableIdentityValue<T: Hashable>: IdentityValue {
    let value: T

    init(_ value: T) { self.value = value }

    var base: Any { value }

    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }

    func isEqual(to other: any IdentityValue) -> Bool { isEqual(opened: other) }

    private func isEqual<Other: IdentityValue>(opened other: Other) -> Bool {
        // The same type, checked first: the cast is then a no-op.
        guard Other.self == Self.self else { return false }
        return value == unsafeBitCast(other, to: Self.self).value
    }
}

// MARK: - Model traits

/// What a model type conforms to, looked up once per type: dynamic conformance checks are slow, and a storage wraps
/// every model it receives.
struct ModelTraits: @unchecked Sendable {
    /// How the type's values are identified.
    enum Kind {
        case anyItem
        case identifiable(any Identifiable.Type)
        case hashable(any Hashable.Type)
        case object
        case unidentified
    }

    let kind: Kind
    /// The type, when it is `Equatable`.
    let equatable: (any Equatable.Type)?
    /// Erases a value of this type held in an `Any` again, from its own type: the `Any` then holds the value
    /// itself. (An `Any` made from a value whose static type was an existential, `Any` or `any P`, holds that
    /// existential in a box, and every copy and cast of it goes through two containers.)
    let erase: (Any) -> Any

    private static let cache = Locked<[ObjectIdentifier: ModelTraits]>([:])

    /// The traits of `type`, from the cache.
    static func of(_ type: Any.Type) -> ModelTraits {
        let key = ObjectIdentifier(type)
        if let traits = cache.withLock({ $0[key] }) { return traits }
        let traits = ModelTraits(type)
        cache.withLock { $0[key] = traits }
        return traits
    }

    private init(_ type: Any.Type) {
        if type == AnyItem.self {
            kind = .anyItem
        } else if let identifiable = type as? any Identifiable.Type {
            kind = .identifiable(identifiable)
        } else if let hashable = type as? any Hashable.Type {
            kind = .hashable(hashable)
        } else if type is AnyClass {
            kind = .object
        } else {
            kind = .unidentified
        }
        equatable = type as? any Equatable.Type
        erase = _openExistential(type, do: _eraser)
    }
}

/// `value` (whose dynamic type is `T`) erased from `T`: an `Any` holding the `T` itself, not an existential.
private func _eraser<T>(_ type: T.Type) -> (Any) -> Any {
    { value in (value as? T).map { $0 as Any } ?? value }
}

/// `model` as an `Any` that holds the value itself, whatever `Model` is, and the value's dynamic type.
///
/// `let any: Any = model` in generic code keeps `Model`: when `Model` is an existential (`Any`, `any P`,
/// `AnyObject`), the `Any` holds that existential (boxed when it does not fit inline), and every later copy and cast
/// of the model goes through both containers. The model's type is the only one worked out here; `traits` erases again
/// from it when it differs from `Model` (an existential, or a subclass of a class `Model`).
@inline(__always)
func erasedModel<Model>(_ model: Model) -> (base: Any, type: Any.Type, traits: ModelTraits) {
    let erased: Any = model
    let type = Swift.type(of: erased)
    let traits = ModelTraits.of(type)
    if type == Model.self { return (erased, type, traits) }
    return (traits.erase(erased), type, traits)
}
