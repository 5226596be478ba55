#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif
internal import Foundation

/// Runs a ``TerminalScene`` in the terminal: raw mode and the alternate screen (always restored: on return, on a
/// thrown error, on Ctrl-C, on SIGTERM and on a crash), a frame drawn after every key and deadline, only the lines
/// that changed sent, a full redraw when the terminal is resized (SIGWINCH).
///
/// When standard input or output is not a terminal (a pipe, a file, CI), ``run(_:)`` prints the scene once
/// (``TerminalScene/printedLines(width:)``), without escape sequences, and returns.
///
/// ```swift
/// try TerminalSession().run(table)
/// ```
@MainActor
public final class TerminalSession {
    private let input: Int32
    private let output: Int32
    private let environment: [String: String]

    /// A session on standard input and output, with the process's environment (for `NO_COLOR`, `COLUMNS`).
    public init() {
        input = STDIN_FILENO
        output = STDOUT_FILENO
        environment = ProcessInfo.processInfo.environment
    }

    /// Whether both standard input and output are terminals: the scene runs interactively.
    public var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

    /// How much styling the output gets (see ``ColorMode/detect(isTerminal:environment:)``).
    public var colorMode: ColorMode { ColorMode.detect(isTerminal: isInteractive, environment: environment) }

    /// Runs `scene` until it answers a key with ``KeyResponse/quit``; prints it once when there is no terminal.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be switched to raw mode.
    public func run(_ scene: any TerminalScene) throws(TerminalError) {
        guard isInteractive else {
            // Printed once: `COLUMNS` may set the width (checked and clamped; what was wrong goes to standard error).
            let (size, notes) = TerminalSize.fromEnvironment(
                environment, fallback: TerminalSize(columns: 100, rows: 24))
            for note in notes where note.hasPrefix("COLUMNS=") { sendError("note: " + note + "\n") }
            send(AnsiRenderer(mode: .plain).text(scene.printedLines(width: size.columns)))
            return
        }
        try TerminalModes.enter(descriptor: output)
        defer { TerminalModes.leave() }
        loop(scene, renderer: AnsiRenderer(mode: colorMode))
    }

    private func loop(_ scene: any TerminalScene, renderer: AnsiRenderer) {
        var decoder = KeyDecoder()
        var previous: TerminalFrame?
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if TerminalModes.takeResize() { previous = nil }
            let frame = scene.frame(size: size())
            send(renderer.render(frame, over: previous))
            previous = frame

            // Standard input, and the self-pipe a resize writes to (so a resize redraws at once).
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, resizePipe.read >= 0 ? 2 : 1, timeout(until: scene.nextDeadline))
            if let deadline = scene.nextDeadline, ContinuousClock.now >= deadline { scene.tick() }
            guard ready > 0, descriptors[0].revents != 0 else { continue }
            let count = read(input, &buffer, buffer.count)
            if count == 0 { return }  // end of input: the terminal went away
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return  // EIO: the terminal was closed
            }
            for key in decoder.decode(Array(buffer[0..<count])) where scene.handle(key: key) == .quit { return }
        }
    }

    /// Milliseconds until `deadline` (at most a second, so a resize is never missed for long).
    private func timeout(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return 1000 }
        let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
        // A deadline a second or more away (or any distance at all: a scene may answer anything) waits a second.
        guard seconds < 1 else { return 1000 }
        guard seconds >= 0 else { return 0 }
        return Int32(min(1000, max(0, attoseconds / 1_000_000_000_000_000)))
    }

    /// The terminal's size (TIOCGWINSZ), else `COLUMNS` x `LINES` (checked and clamped), else 80 x 24.
    private func size() -> TerminalSize {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
        }
        return TerminalSize.fromEnvironment(environment, fallback: TerminalSize(columns: 80, rows: 24)).size
    }

    private func send(_ text: String) { writeAll(text, to: output) }

    private func sendError(_ text: String) { writeAll(text, to: STDERR_FILENO) }

    private func writeAll(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(descriptor, base + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            if written == 0 { return }
            offset += written
        }
    }
}
