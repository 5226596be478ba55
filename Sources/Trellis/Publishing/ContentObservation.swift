/// A subscription to content's updates, returned by ``ObservableContent/observe(_:)``.
///
/// Keep it as long as you want updates: the observation ends when you call ``cancel()`` or when the token is
/// deallocated, whichever comes first. Ending it releases the handler (and everything the handler captured) at once,
/// on any thread.
public final class ContentObservation: Sendable {
    let entry: ObserverEntry

    init(entry: ObserverEntry) {
        self.entry = entry
    }

    /// An observation that calls `onCancel` once, when it is cancelled or deallocated: for content outside Trellis
    /// that forwards another subscription (a database observation, say) and must end it. Content that publishes
    /// its own updates uses a ``ContentPublisher``, which makes its tokens.
    public init(onCancel: @escaping @Sendable () -> Void) {
        entry = ObserverEntry(handler: nil, onCancel: onCancel)
    }

    /// Ends the observation: the handler is not called again (not even for an update being delivered right now, if
    /// it has not reached this handler yet), and it is released.
    public func cancel() {
        entry.cancel()
    }

    /// Whether the observation has ended.
    public var isCancelled: Bool { entry.isCancelled }

    deinit {
        entry.cancel()
    }
}

/// One observer of a ``ContentPublisher``: its handler until the observation ends. Shared by the publisher and the
/// token, so cancelling releases the handler wherever the token is, and the publisher drops the entry at its next
/// delivery or subscription.
final class ObserverEntry: @unchecked Sendable {
    // @unchecked: `state` is only read and written under its lock. The handler is called on the main actor only.
    private struct State {
        var handler: (@MainActor (ContentUpdate) -> Void)?
        var onCancel: (@Sendable () -> Void)?
        var cancelled = false
    }

    private let state: Locked<State>

    init(handler: (@MainActor (ContentUpdate) -> Void)?, onCancel: (@Sendable () -> Void)? = nil) {
        state = Locked(State(handler: handler, onCancel: onCancel))
    }

    /// The handler, or `nil` once cancelled.
    var handler: (@MainActor (ContentUpdate) -> Void)? { state.withLock { $0.handler } }

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Ends the observation once: drops the handler and runs `onCancel`, outside the lock.
    func cancel() {
        let released = state.withLock { state -> (handler: Any?, onCancel: (@Sendable () -> Void)?) in
            guard !state.cancelled else { return (nil, nil) }
            state.cancelled = true
            defer { state.handler = nil; state.onCancel = nil }
            return (state.handler, state.onCancel)
        }
        released.onCancel?()
        // `released.handler` (and what it captured) is released here, outside the lock.
        _ = released.handler
    }
}
