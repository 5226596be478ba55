/// Event closures registered on a dispatcher rather than on one mapping: for every mapping of a view type, for every
/// model of a type, or (for questions not tied to a model, like section index titles) for the whole view.
///
/// The per-row lookups avoid hashing: the names registered at each level are kept in bit sets (a level with no
/// closure for an event is skipped outright), view types are found in a ``TypeTable``, and the model-type closures
/// that accept a dynamic model type are worked out once per type and cached (like the registry's candidates).
@MainActor
final class ManagerEvents {
    /// Closures for every mapping whose view is of a type.
    private(set) var byViewType: [ObjectIdentifier: (type: Any.Type, handlers: EventHandlers)] = [:]
    /// Closures for every model of a type, in registration order.
    private(set) var byModelType: [(type: Any.Type, accepts: (Any) -> Bool, handlers: EventHandlers)] = []
    /// Closures for the whole view, by event: each is the `@MainActor (ItemPath?, Argument) -> Result?` of its
    /// event's key (``Dispatcher/setUnbound(_:_:)``).
    var unbound: [EventName: Any] = [:]
    /// Whether registrations changed since the last check that every event can fire.
    var needsVerification = false
    /// The events registered by model type that the view asks about headers and footers: a `String` or `Substring`
    /// model needs no mapping there (it is shown as a title), so such closures can fire without one.
    private(set) var headerAndFooterNames = EventNameSet()
    /// The closures already reported as unable to fire, so each is reported once.
    var reportedUnfireable: Set<EventCannotFire> = []

    /// The events some view-type closure is registered for.
    @exclusivity(unchecked) private(set) var viewTypeNames = EventNameSet()
    /// The events some model-type closure is registered for.
    @exclusivity(unchecked) private(set) var modelTypeNames = EventNameSet()
    /// `byViewType`'s handlers, by view type, for the per-row lookup.
    @exclusivity(unchecked) private var viewTypeTable = TypeTable<EventHandlers>()
    /// For each dynamic model type met, the model-type handlers that accept it, the latest registered first.
    @exclusivity(unchecked) private var modelTypeMatches = TypeTable<[EventHandlers]>()

    /// The dispatcher's cache of the events some closure (on a mapping of its registry or here) listens to, valid
    /// while ``EventHandlers/generation`` equals `listenedGeneration`.
    @exclusivity(unchecked) var listenedNames = EventNameSet()
    @exclusivity(unchecked) var listenedGeneration = -1

    /// Stores `handler` for `event` for every mapping whose view is of `type`, replacing an earlier one.
    func set<Argument, Result>(
        _ handler: ErasedHandler<Argument, Result>, for event: EventKey<Argument, Result>, view type: Any.Type
    ) {
        handlers(forView: type).set(handler, for: event)
        viewTypeNames.insert(event.name)
        needsVerification = true
    }

    /// Stores `handler` for `event` for every model of `type`, replacing an earlier one.
    func set<Model, Argument, Result>(
        _ handler: ErasedHandler<Argument, Result>, for event: EventKey<Argument, Result>, model type: Model.Type
    ) {
        handlers(forModel: type).set(handler, for: event)
        modelTypeNames.insert(event.name)
        if event.asksAboutHeadersAndFooters { headerAndFooterNames.insert(event.name) }
        needsVerification = true
    }

    /// The handlers for mappings whose view is of the type `type` identifies, if any.
    @inline(__always)
    func handlers(forViewType type: ObjectIdentifier) -> EventHandlers? { viewTypeTable[type] }

    /// The model-type handlers that accept `model` (of dynamic type `type`), the latest registered first.
    func handlers(accepting model: Any, type: ObjectIdentifier) -> [EventHandlers] {
        if let cached = modelTypeMatches[type] { return cached }
        let matches = byModelType.reversed().filter { $0.accepts(model) }.map(\.handlers)
        // `AnyHashable` looks through to its base when cast, so what it accepts depends on the value, not the type.
        if Swift.type(of: model) != AnyHashable.self { modelTypeMatches.insert(matches, for: type) }
        return matches
    }

    /// Every name registered by view or by model type.
    var typeNames: EventNameSet {
        var names = viewTypeNames
        names.formUnion(modelTypeNames)
        return names
    }

    private func handlers(forView type: Any.Type) -> EventHandlers {
        let key = ObjectIdentifier(type)
        if let entry = byViewType[key] { return entry.handlers }
        let handlers = EventHandlers()
        byViewType[key] = (type, handlers)
        viewTypeTable.insert(handlers, for: key)
        return handlers
    }

    private func handlers<Model>(forModel type: Model.Type) -> EventHandlers {
        if let entry = byModelType.first(where: { $0.type == type }) { return entry.handlers }
        let handlers = EventHandlers()
        byModelType.append((type, { $0 is Model }, handlers))
        modelTypeMatches = TypeTable()
        return handlers
    }
}
