/// A model-tied event handler with its types erased: it receives the view (when one exists), the model, the path
/// and the event's extra argument, and answers `nil` when the view or model is not of the types it was written for.
struct ErasedHandler<Argument, Result> {
    let call: @MainActor (_ view: AnyObject?, _ model: Any, _ path: ItemPath, _ argument: Argument) -> Result?
}

/// The event handlers attached to one mapping (or registered on a dispatcher for a type), by event name.
///
/// Registering a second handler for the same event replaces the first: the last registration wins.
@MainActor
final class EventHandlers {
    private var handlers: [EventName: Any] = [:]

    /// Whether no handler is registered.
    var isEmpty: Bool { handlers.isEmpty }

    /// The names with a handler.
    var names: Dictionary<EventName, Any>.Keys { handlers.keys }

    /// Stores `handler` for `name`, replacing any earlier one.
    func set<Argument, Result>(_ handler: ErasedHandler<Argument, Result>, for name: EventName) {
        handlers[name] = handler
    }

    /// The handler for `name`, if one with these argument and result types is registered.
    func handler<Argument, Result>(
        for name: EventName, _ argument: Argument.Type = Argument.self, _ result: Result.Type = Result.self
    ) -> ErasedHandler<Argument, Result>? {
        handlers[name] as? ErasedHandler<Argument, Result>
    }

    /// Whether a handler is registered for `name`.
    func contains(_ name: EventName) -> Bool { handlers[name] != nil }
}
