/// Event closures registered on a dispatcher rather than on one mapping: for every mapping of a view type, for every
/// model of a type, or (for questions not tied to a model, like section index titles) for the whole view.
@MainActor
final class ManagerEvents {
    /// Closures for every mapping whose view is of a type.
    var byViewType: [ObjectIdentifier: (type: Any.Type, handlers: EventHandlers)] = [:]
    /// Closures for every model of a type, in registration order.
    var byModelType: [(type: Any.Type, accepts: (Any) -> Bool, handlers: EventHandlers)] = []
    /// Closures not tied to a model, by event.
    var unbound: [EventName: Any] = [:]
    /// Whether registrations changed since the last check that every event can fire.
    var needsVerification = false
    /// The closures already reported as unable to fire, so each is reported once.
    var reportedUnfireable: Set<EventCannotFire> = []

    func handlers(forView type: Any.Type) -> EventHandlers {
        let key = ObjectIdentifier(type)
        if let entry = byViewType[key] { return entry.handlers }
        let handlers = EventHandlers()
        byViewType[key] = (type, handlers)
        return handlers
    }

    func handlers<Model>(forModel type: Model.Type) -> EventHandlers {
        if let entry = byModelType.first(where: { $0.type == type }) { return entry.handlers }
        let handlers = EventHandlers()
        byModelType.append((type, { $0 is Model }, handlers))
        return handlers
    }
}
