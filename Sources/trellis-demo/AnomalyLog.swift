import Trellis

/// Collects anomalies for the status bar: written to standard error they would land in the middle of the screen.
/// (`Locked`, not `Synchronization`'s `Mutex`, which needs macOS 15.)
final class AnomalyLog: Sendable {
    private let latest = Locked<String?>(nil)

    /// Routes every anomaly here.
    func install() {
        AnomalyReporter.handler = AnomalyHandler { [self] anomaly in
            latest.withLock { $0 = "anomaly: \(anomaly.shortMessage)" }
        }
    }

    /// The latest anomaly's message, once.
    func takeMessage() -> String? {
        latest.withLock { message in
            defer { message = nil }
            return message
        }
    }
}
