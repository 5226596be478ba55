internal import Observation

/// Runs code while recording the `@Observable` properties it reads, and reports once when one of them changes: the
/// `Observation` module's `withObservationTracking`, on the main actor.
///
/// `Observation` needs iOS 17 (macOS 14, tvOS 17, watchOS 10) on Apple platforms: before that, and for values that
/// are not observable, the code just runs and nothing is reported. The report comes once, on the main actor, after
/// the change is made (`withObservationTracking` calls back *before* the new value is stored, on the thread that makes
/// the change); to keep observing, run the code through here again.
///
/// A change made off the main thread is reported ``offMainSettleDelay`` later: the callback runs as the writer
/// starts its store, and the main actor, free on another core, would otherwise read the value before it is stored and
/// track it again, missing the store for good (the value stayed stale until the next change). A writer pre-empted for
/// longer than the delay between the two can still be read early.

public enum LiveTracking {
    /// Whether reads can be tracked here (iOS 17, macOS 14, and every Linux).
    public static var isAvailable: Bool {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { return true }
        return false
    }

    /// Whether `model` is an instance of an `@Observable` class: what the live trackers track.
    static func isObservableObject(_ model: Any) -> Bool {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return false }
        return Swift.type(of: model) is AnyObject.Type && model is any Observable
    }

    /// Runs `body`, and calls `onChange` on the main actor, once, after the first change to an `@Observable`
    /// property `body` read (nothing when it read none).
    @MainActor
    public static func run<T>(_ body: () -> T, onChange: @escaping @MainActor @Sendable () -> Void) -> T {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return body() }
        return withObservationTracking(body) {
            let offMain = !MainActorCheck.isOnMainQueue
            Task { @MainActor in
                if offMain { try? await Task.sleep(nanoseconds: offMainSettleDelay) }
                onChange()
            }
        }
    }

    /// How long after a change made off the main thread it is reported, in nanoseconds (10 ms): time for the
    /// writer's store to land, less than a frame.
    static let offMainSettleDelay: UInt64 = 10_000_000
}
