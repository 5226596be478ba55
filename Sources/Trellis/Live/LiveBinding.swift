/// A section (of ``LiveContent`` or of declarative content) following a live source: an `@Observable` model's array,
/// or an `AsyncSequence` of arrays. ``cancel()`` stops following it (the section keeps what it shows); so does the
/// content going away.
///
/// The content that made a binding keeps it; the source does not (an `@Observable` model keeps the closure that
/// observes it until the next change, and that closure holds the binding weakly: a model captured by the source's
/// closure and the content never keep each other alive).
public final class LiveBinding: Sendable {
    private let state = Locked<(cancelled: Bool, task: Task<Void, Never>?)>((false, nil))
    /// Reads an observed source again and tracks it anew (held here, not by the model's registrar).
    private let rearm = Locked<(@MainActor @Sendable () -> Void)?>(nil)

    init() {}

    deinit {
        // Nobody holds the binding any more (its content went, and the app kept no reference): the task reading an
        // `AsyncSequence` stops with it rather than waiting on the sequence for ever.
        state.withLock { $0.task }?.cancel()
    }

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
        rearm.withLock { $0 = nil }
    }

    /// Sets what reads the source again after a change.
    func setRearm(_ body: @escaping @MainActor @Sendable () -> Void) {
        rearm.withLock { $0 = body }
    }

    /// The source changed: read it again (on the main actor).
    @MainActor
    func sourceChanged() {
        rearm.withLock { $0 }?()
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
        binding.setRearm { [weak binding] in
            guard let binding else { return }
            readAndTrack(read, binding: binding, deliver: deliver)
        }
        readAndTrack(read, binding: binding, deliver: deliver)
    }

    /// Reads `read` inside tracking whose change calls the binding back (weakly), and delivers the value.
    @MainActor
    private static func readAndTrack<Value>(
        _ read: @MainActor () -> Value, binding: LiveBinding, deliver: @MainActor (Value) -> Bool
    ) {
        guard !binding.isCancelled else { return }
        let value = run(read) { [weak binding] in binding?.sourceChanged() }
        if !deliver(value) { binding.cancel() }
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
