/// Receives every anomaly Trellis reports.
///
/// The default handler (``AnomalyReporter/logOncePerAnomaly``) writes each distinct anomaly once to
/// ``AnomalyReporter/logger`` in debug builds and does nothing in release builds. Replace it to count anomalies in
/// analytics, to fail a test, or to stop in the debugger:
///
/// ```swift
/// AnomalyReporter.handler = AnomalyHandler { anomaly in Analytics.log(anomaly.shortMessage) }
/// ```
public struct AnomalyHandler: Sendable {
    private let body: @Sendable (Anomaly) -> Void

    /// A handler that calls `body` for each anomaly.
    public init(_ body: @escaping @Sendable (Anomaly) -> Void) {
        self.body = body
    }

    /// Hands `anomaly` to the handler.
    public func handle(_ anomaly: Anomaly) {
        body(anomaly)
    }
}

/// The process-wide destination of anomalies.
public enum AnomalyReporter {
    private struct State: Sendable {
        var handler: AnomalyHandler?
        var logger: any TrellisLogger = StandardErrorLogger()
        var seen: Set<Anomaly> = []
    }

    private static let state = Locked(State())

    /// The handler every anomaly goes to. `nil` restores the default, ``logOncePerAnomaly``.
    public static var handler: AnomalyHandler? {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// Where the default handler writes.
    public static var logger: any TrellisLogger {
        get { state.withLock { $0.logger } }
        set { state.withLock { $0.logger = newValue } }
    }

    /// Reports `anomaly` to ``handler``, or to the default handler when none is set. Inside
    /// ``collecting(into:_:)``, anomalies of the same task go to that collector's handler instead.
    public static func report(_ anomaly: Anomaly) {
        if let scoped = scopedHandler {
            scoped.handle(anomaly)
            return
        }
        let custom = state.withLock { $0.handler }
        (custom ?? logOncePerAnomaly).handle(anomaly)
    }

    /// Reports `anomaly` to `handler` (an object's own, such as a storage's ``MemoryStorage/anomalyHandler``), or
    /// as ``report(_:)`` does when it is `nil`: the one fallback every reporter uses.
    public static func report(_ anomaly: Anomaly, to handler: AnomalyHandler?) {
        if let handler { handler.handle(anomaly) } else { report(anomaly) }
    }

    /// The handler of the innermost ``collecting(into:_:)`` around the current task, if any.
    @TaskLocal static var scopedHandler: AnomalyHandler?

    /// Runs `body` with every anomaly reported through ``report(_:)`` by the current task (and the tasks it
    /// creates) sent to `handler` instead of the process-wide one: how a test collects the anomalies it provokes
    /// while other tests run in parallel. Objects with their own handler still use theirs.
    public static func collecting<Result, Failure: Error>(
        into handler: AnomalyHandler, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result: Swift.Result<Result, Failure> = $scopedHandler.withValue(handler) {
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// ``collecting(into:_:)`` for an asynchronous `body`.
    public static func collecting<Result>(
        into handler: AnomalyHandler, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedHandler.withValue(handler, operation: body, isolation: isolation)
    }

    /// The default: in debug builds, logs each distinct anomaly once; in release builds, does nothing.
    public static let logOncePerAnomaly = AnomalyHandler { anomaly in
        #if DEBUG
        let (isNew, logger) = state.withLock { ($0.seen.insert(anomaly).inserted, $0.logger) }
        if isNew { logger.log(anomaly.message) }
        #endif
    }
}
