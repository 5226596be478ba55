internal import Foundation

/// Where Trellis writes what it has to say. Replace ``AnomalyReporter/logger`` to route it elsewhere
/// (`os.Logger`, swift-log, a test's buffer).
public protocol TrellisLogger: Sendable {
    /// Writes one message.
    func log(_ message: String)
}

/// Writes each message as one line on standard error.
///
/// Messages quote what users gave Trellis (reuse identifiers, models' descriptions), which may hold control
/// characters. Each one is written as an escape (`\u{1B}`), so that a message cannot move the cursor, clear the
/// console or start a line that looks like another message.
public struct StandardErrorLogger: TrellisLogger {
    /// Creates the logger.
    public init() {}

    /// Writes `message`, its control characters escaped, and a newline to standard error.
    public func log(_ message: String) {
        FileHandle.standardError.write(Data(Self.line(for: message).utf8))
    }

    /// The line written for `message`: every control character (C0, DEL, C1) as `\u{XX}`, then a newline.
    static func line(for message: String) -> String {
        var line = ""
        line.reserveCapacity(message.utf8.count + 1)
        for scalar in message.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line + "\n"
    }
}
