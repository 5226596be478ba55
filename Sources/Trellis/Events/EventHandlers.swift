/// A model-tied event handler with its types erased: it receives the view (when one exists), the model, the path
/// and the event's extra argument, and answers `nil` when the view or model is not of the types it was written for.
///
/// A class, so that handlers of any types share one array; a handler is stored and found by its event's key, whose
/// name has one pair of types, so the one found is recovered without a checked cast.
@usableFromInline
final class ErasedHandler<Argument, Result> {
    /// Whether the handler reads the view: when it does not (heights, prefetching, editing questions), the dispatcher
    /// does not ask the host for the visible view.
    @usableFromInline let needsView: Bool
    @usableFromInline let call:
        @MainActor (_ view: AnyObject?, _ model: Any, _ path: ItemPath, _ argument: Argument) -> Result?

    @inlinable
    init(
        needsView: Bool = true,
        call: @escaping @MainActor (_ view: AnyObject?, _ model: Any, _ path: ItemPath, _ argument: Argument) -> Result?
    ) {
        self.needsView = needsView
        self.call = call
    }
}

/// The event handlers attached to one mapping (or registered on a dispatcher for a type, or on a declarative row),
/// by event.
///
/// Registering a second handler for the same event replaces the first: the last registration wins. A mapping holds
/// a few handlers, so they are kept in a small array, with the names in a bit set that answers "none for this
/// event" without a scan.
@MainActor
final class EventHandlers {
    /// Bumped by every registration anywhere: a dispatcher's cache of the events anyone listens to is valid while
    /// this has not changed.
    @exclusivity(unchecked) static var generation = 0

    @exclusivity(unchecked) private(set) var nameSet = EventNameSet()
    @exclusivity(unchecked) private var entries: [(name: EventName, handler: AnyObject)] = []

    /// Whether no handler is registered.
    var isEmpty: Bool { entries.isEmpty }

    /// The names with a handler, in registration order.
    var names: [EventName] { entries.map(\.name) }

    /// Stores `handler` for `event`, replacing any earlier one.
    func set<Argument, Result>(_ handler: ErasedHandler<Argument, Result>, for event: EventKey<Argument, Result>) {
        let name = event.name
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].handler = handler
        } else {
            entries.append((name, handler))
            nameSet.insert(name)
        }
        Self.generation &+= 1
    }

    /// The handler for `event`, if one is registered.
    @inline(__always)
    func handler<Argument, Result>(for event: EventKey<Argument, Result>) -> ErasedHandler<Argument, Result>? {
        guard nameSet.contains(event.name), let handler = storedHandler(named: event.name) else { return nil }
        // Stored by `set(_:for:)` for a key of this name, which has these types (`EventKey.init`'s precondition).
        return unsafeDowncast(handler, to: ErasedHandler<Argument, Result>.self)
    }

    /// The handler stored under `name`, as stored (tests check its type against the name's key).
    func storedHandler(named name: EventName) -> AnyObject? {
        for entry in entries where entry.name == name { return entry.handler }
        return nil
    }

    /// Whether a handler is registered for the event named `name`.
    func contains(_ name: EventName) -> Bool { nameSet.contains(name) }
}
