public import Trellis

/// Collects the anomalies Trellis reports, for a test to assert on, without printing them and without seeing those
/// of tests running at the same time.
///
/// ```swift
/// let collector = AnomalyCollector()
/// try collector.collect { try storage.addItems([post, post]) }
/// #expect(collector.anomalies.count == 1)
/// ```
///
/// Anomalies reported through ``Trellis/AnomalyReporter`` by the current task (and the tasks it creates) inside
/// ``collect(_:)`` land here. An object with a handler of its own (a storage's `anomalyHandler`, a manager's
/// dispatcher) still uses it; give it ``handler`` to collect those too. With Swift Testing, the
/// ``Trellis/Trait/collectsAnomalies`` trait collects for a whole test or suite.
public final class AnomalyCollector: Sendable {
    private let collected = Locked<[Anomaly]>([])

    /// An empty collector.
    public init() {}

    /// The anomalies collected so far, in the order they were reported.
    public var anomalies: [Anomaly] { collected.withLock { $0 } }

    /// Forgets what was collected, to assert on what comes next.
    public func removeAll() { collected.withLock { $0.removeAll() } }

    /// A handler that adds to this collector: give it to an object with a handler of its own.
    public var handler: AnomalyHandler {
        AnomalyHandler { [collected] anomaly in collected.withLock { $0.append(anomaly) } }
    }

    /// Runs `body`, collecting the anomalies its task reports.
    public func collect<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try AnomalyReporter.collecting(into: handler, body)
    }

    /// Runs `body`, collecting the anomalies its task reports.
    public func collect<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await AnomalyReporter.collecting(into: handler, isolation: isolation, body)
    }

    /// The anomalies whose ``Trellis/Anomaly/shortMessage`` is `shortMessage` (`"duplicate item identity"`, ...).
    public func anomalies(withShortMessage shortMessage: String) -> [Anomaly] {
        anomalies.filter { $0.shortMessage == shortMessage }
    }
}
