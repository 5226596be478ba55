internal import Foundation

/// Where Trellis writes what it has to say. Replace ``AnomalyReporter/logger`` to route it elsewhere
/// (`os.Logger`, swift-log, a test's buffer).
public protocol TrellisLogger: Sendable {
    /// Writes one message.
    func log(_ message: String)
}

/// Writes each message as a line on standard error.
public struct StandardErrorLogger: TrellisLogger {
    /// Creates the logger.
    public init() {}

    /// Writes `message` and a newline to standard error.
    public func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
