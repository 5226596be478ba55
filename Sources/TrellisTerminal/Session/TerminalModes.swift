#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif

// The terminal's state, restorable from a signal handler: the termios saved before raw mode and the descriptor,
// kept in globals because a C signal handler cannot capture anything. Restoring writes a fixed byte string and
// calls `tcsetattr`, both async-signal-safe. Every global a handler reads is set before the handler is installed.

nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var terminalDescriptor: Int32 = -1
nonisolated(unsafe) private var rawModeActive = false
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// The self-pipe of SIGWINCH: the handler writes one byte to `write`, and the session's loop, which polls `read`
/// beside standard input, wakes up, drains it and redraws. A signal handler may only call async-signal-safe
/// functions, and `write` is one; a lock (or an `Atomic`, whose global is set up lazily, or anything that allocates)
/// is not. `-1` while no session runs.
nonisolated(unsafe) private(set) var resizePipe: (read: Int32, write: Int32) = (-1, -1)

/// The signals after which the terminal is restored before the process ends: interrupts, termination and crashes
/// (Swift traps are SIGILL or SIGTRAP on Linux).
private let fatalSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
]

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
        guard tcgetattr(descriptor, &savedAttributes) == 0 else {
            throw TerminalError("tcgetattr failed (errno \(errno))")
        }
        var raw = savedAttributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError("tcsetattr failed (errno \(errno))")
        }
        terminalDescriptor = descriptor
        rawModeActive = true
        writeStatic(enterSequence)
        openResizePipe()
        installHandlers()
    }

    /// Restores the saved state and the previous signal handlers. Safe to call twice.
    static func leave() {
        restoreTerminal()
        for (index, number) in fatalSignals.enumerated() { sigaction(number, previousActions + index, nil) }
        signal(SIGWINCH, SIG_DFL)
        closeResizePipe()
    }

    /// Whether the terminal was resized since the last call (the SIGWINCH handler wrote to the self-pipe); drains
    /// the pipe.
    static func takeResize() -> Bool {
        guard resizePipe.read >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var resized = false
        while read(resizePipe.read, &buffer, buffer.count) > 0 { resized = true }
        return resized
    }

    private static func openResizePipe() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        resizePipe = (ends[0], ends[1])
    }

    private static func closeResizePipe() {
        let ends = resizePipe
        resizePipe = (-1, -1)
        if ends.read >= 0 { close(ends.read) }
        if ends.write >= 0 { close(ends.write) }
    }

    private static func installHandlers() {
        for (index, number) in fatalSignals.enumerated() {
            var action = sigaction()
            action.setHandler { number in
                restoreTerminal()
                if let index = fatalSignals.firstIndex(of: number) { sigaction(number, previousActions + index, nil) }
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, previousActions + index)
        }
        signal(SIGWINCH) { _ in
            // Async-signal-safe: one `write` of a byte on the stack; a full pipe already says "resized".
            var byte: UInt8 = 1
            _ = write(resizePipe.write, &byte, 1)
        }
        // A parent may have blocked some of them (a test runner's thread, through the process that started this
        // one): unblocked, they reach the handlers.
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in fatalSignals + [SIGWINCH] { sigaddset(&signals, number) }
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
