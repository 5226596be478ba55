/// A section (of ``LiveContent`` or of declarative content) following a live source: an `@Observable` model's array,
/// or an `AsyncSequence` of arrays. ``cancel()`` stops following it (the section keeps what it shows); so does the
/// content going away.
public final class LiveBinding: Sendable {
    private let state = Locked<(cancelled: Bool, task: Task<Void, Never>?)>((false, nil))

    init() {}

    /// Whether the binding was cancelled.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Stops following the source.
    public func cancel() {
        let task = state.withLock { state -> Task<Void, Never>? in
            state.cancelled = true
            defer { state.task = nil }
            return state.task
        }
        task?.cancel()
    }

    /// The task reading an `AsyncSequence`, cancelled with the binding.
    func own(_ task: Task<Void, Never>) {
        let cancelled = state.withLock { state -> Bool in
            if !state.cancelled { state.task = task }
            return state.cancelled
        }
        if cancelled { task.cancel() }
    }
}

extension LiveTracking {
    /// Calls `deliver` with `read()` now and again each time an `@Observable` property `read` read changes (its
    /// value then, read on the main actor on the next turn: changes made in one turn arrive once), until `binding`
    /// is cancelled or `deliver` answers `false` (its owner is gone).
    @MainActor
    static func follow<Value>(
        _ read: @escaping @MainActor () -> Value, binding: LiveBinding,
        deliver: @escaping @MainActor (Value) -> Bool
    ) {
        guard !binding.isCancelled else { return }
        let value = run(read) { follow(read, binding: binding, deliver: deliver) }
        guard deliver(value) else {
            binding.cancel()
            return
        }
    }

    /// Calls `deliver` on the main actor with each element of `sequence`, until it ends, `binding` is cancelled or
    /// `deliver` answers `false`.
    @MainActor
    static func follow<Sequence: AsyncSequence & Sendable>(
        _ sequence: Sequence, binding: LiveBinding, deliver: @escaping @MainActor (Sequence.Element) -> Bool
    ) where Sequence.Element: Sendable {
        let task = Task { @MainActor in
            do {
                for try await value in sequence {
                    guard !Task.isCancelled, deliver(value) else { break }
                }
            } catch {
                // A sequence that throws ends: the section keeps what it shows.
            }
        }
        binding.own(task)
    }
}
