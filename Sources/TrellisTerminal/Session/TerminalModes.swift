internal import Glibc
internal import Synchronization

// The terminal's state, restorable from a signal handler: the termios saved before raw mode and the descriptor,
// kept in globals because a C signal handler cannot capture anything. Restoring writes a fixed byte string and
// calls `tcsetattr`, both async-signal-safe.

nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var terminalDescriptor: Int32 = -1
nonisolated(unsafe) private var rawModeActive = false
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// Set by the SIGWINCH handler, read and cleared by the session's loop.
let terminalResized = Atomic<Bool>(false)

/// The signals after which the terminal is restored before the process ends: interrupts, termination and crashes
/// (Swift traps are SIGILL or SIGTRAP on Linux).
private let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

/// Leaves the alternate screen, shows the cursor, turns auto-wrap back on.
private let leaveSequence: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
/// Enters the alternate screen, hides the cursor, turns auto-wrap off.
private let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"

/// Raw mode and the alternate screen, entered and left together; the terminal is restored on exit, on an
/// interrupt or termination signal, and on a crash.
enum TerminalModes {
    /// Saves the terminal's state, switches `descriptor` to raw mode (no echo, no line buffering, no signals from
    /// keys: Ctrl-C arrives as a key) and the alternate screen, and installs the signal handlers.
    static func enter(descriptor: Int32) throws(TerminalError) {
        guard tcgetattr(descriptor, &savedAttributes) == 0 else { throw TerminalError("tcgetattr failed (errno \(errno))") }
        var raw = savedAttributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { throw TerminalError("tcsetattr failed (errno \(errno))") }
        terminalDescriptor = descriptor
        rawModeActive = true
        writeStatic(enterSequence)
        installHandlers()
    }

    /// Restores the saved state and the previous signal handlers. Safe to call twice.
    static func leave() {
        restoreTerminal()
        for (index, signal) in fatalSignals.enumerated() { sigaction(signal, previousActions + index, nil) }
        Glibc.signal(SIGWINCH, SIG_DFL)
    }

    private static func installHandlers() {
        for (index, signal) in fatalSignals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                restoreTerminal()
                if let index = fatalSignals.firstIndex(of: signal) { sigaction(signal, previousActions + index, nil) }
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previousActions + index)
        }
        Glibc.signal(SIGWINCH) { _ in terminalResized.store(true, ordering: .relaxed) }
        // A parent may have blocked some of them (a test runner's thread, through the process that started this
        // one): unblocked, they reach the handlers.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in fatalSignals + [SIGWINCH] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

/// Writes the leave sequence and the saved attributes back, once.
private func restoreTerminal() {
    guard rawModeActive else { return }
    rawModeActive = false
    writeStatic(leaveSequence)
    tcsetattr(terminalDescriptor, TCSAFLUSH, &savedAttributes)
}

private func writeStatic(_ text: StaticString) {
    text.withUTF8Buffer { buffer in _ = write(terminalDescriptor, buffer.baseAddress, buffer.count) }
}

/// The terminal could not be set up.
public struct TerminalError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    init(_ description: String) { self.description = description }
}
