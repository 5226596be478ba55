/// What a ``TerminalSession`` runs: something that draws frames, takes keys, and may want to be woken at a time
/// (a flash ending, a timer). ``TerminalTableView`` is one; an app with several screens is one that forwards to the
/// screen it shows.
@MainActor
public protocol TerminalScene: AnyObject {
    /// The screen, drawn for `size`.
    func frame(size: TerminalSize) -> TerminalFrame
    /// Handles a key: whether it was used, ignored, or asks the session to end.
    func handle(key: Key) -> KeyResponse
    /// When the scene next wants ``tick()`` called, if ever.
    var nextDeadline: ContinuousClock.Instant? { get }
    /// Called once the deadline has passed: end a flash, advance a timer.
    func tick()
    /// The scene as lines, for output that is not a terminal (printed once).
    func printedLines(width: Int) -> [StyledLine]
}

/// What a scene did with a key.
public enum KeyResponse: Hashable, Sendable {
    /// The key was used: redraw.
    case handled
    /// The key means nothing here.
    case ignored
    /// End the session.
    case quit
}

extension TerminalTableView: TerminalScene {
    /// The table's keys (see ``handle(_:)``); q, Escape and Ctrl-C end the session.
    public func handle(key: Key) -> KeyResponse {
        switch key {
        case .character("q"), .escape, .control("c"), .control("d"): return .quit
        default: return handle(key) ? .handled : .ignored
        }
    }

    /// When the flash of the last update ends.
    public var nextDeadline: ContinuousClock.Instant? { flashDeadline }

    /// Ends the flash when its time has come.
    public func tick() { endFlash() }

    /// The whole table, at most 500 lines.
    public func printedLines(width: Int) -> [StyledLine] { printedLines(width: width, maxLines: 500) }
}
