
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

    /// Reports `anomaly` to ``handler``, or to the default handler when none is set.
    public static func report(_ anomaly: Anomaly) {
        let custom = state.withLock { $0.handler }
        (custom ?? logOncePerAnomaly).handle(anomaly)
    }

    /// The default: in debug builds, logs each distinct anomaly once; in release builds, does nothing.
    public static let logOncePerAnomaly = AnomalyHandler { anomaly in
        #if DEBUG
        let (isNew, logger) = state.withLock { ($0.seen.insert(anomaly).inserted, $0.logger) }
        if isNew { logger.log(anomaly.message) }
        #endif
    }
}
