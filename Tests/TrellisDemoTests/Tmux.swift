import Foundation
import Testing

/// Runs the built `trellis-demo` in a detached tmux session, as a person would in a terminal: keys go in with
/// `send-keys`, the screen comes out with `capture-pane`. Each instance has its own tmux server (socket), so tests
/// never touch a user's tmux.
final class TmuxDemo {
    /// Whether tmux is on the PATH.
    static let isInstalled: Bool = which("tmux") != nil
    /// tmux's absolute path.
    static let tmuxPath: String = which("tmux") ?? "/usr/bin/tmux"

    /// The first executable called `name` on the PATH.
    static func which(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The demo binary, built beside the test bundle by `swift build --build-tests`.
    static var demoPath: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("trellis-demo").path
    }

    let socket: String
    let session = "demo"

    /// Starts `command` (a shell command line) in a new session of `columns` x `rows`.
    init(_ command: String, columns: Int = 100, rows: Int = 30) throws {
        socket = "trellis-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.demoPath),
            "trellis-demo is not built at \(Self.demoPath): run `swift build --build-tests` first")
        // The tmux server outlives this call: it must not hold a pipe we read to its end.
        let result = try Self.run(
            Self.tmuxPath,
            [
                "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", session,
                "-x", "\(columns)", "-y", "\(rows)", command,
            ], captureOutput: false)
        try #require(result.status == 0, "tmux new-session failed: \(result.output)")
    }

    /// Starts the demo with `arguments`; when it exits, the shell prints `EXITED`, whether the terminal is back in
    /// canonical mode (`icanon`, or `-icanon` if raw mode leaked), and waits.
    convenience init(demo arguments: String = "", environment: String = "", columns: Int = 100, rows: Int = 30) throws {
        try self.init(
            "\(environment) \(Self.demoPath) \(arguments); echo EXITED $?; stty -a | grep -o -- '-\\?icanon'; sleep 60",
            columns: columns, rows: rows)
    }

    deinit {
        _ = try? Self.run(Self.tmuxPath, ["-L", socket, "kill-server"])
    }

    /// Sends keys (tmux names: `Enter`, `Escape`, `Down`, `C-c`, `PageDown`, `End`, or literal text).
    func send(_ keys: String...) throws {
        _ = try Self.run(Self.tmuxPath, ["-L", socket, "send-keys", "-t", session] + keys)
    }

    /// Sends `text` literally, one character at a time.
    func type(_ text: String) throws {
        _ = try Self.run(Self.tmuxPath, ["-L", socket, "send-keys", "-l", "-t", session, text])
    }

    /// The screen's text now (with `escapes`, tmux's rendering of the styles too).
    func capture(escapes: Bool = false) throws -> String {
        try Self.run(Self.tmuxPath, ["-L", socket, "capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", session])
            .output
    }

    /// Waits until the screen satisfies `condition` and stays the same for 50 ms (at most `timeout` seconds), and
    /// returns it; records an issue
    /// with the last screen when it never does.
    @discardableResult
    func waitFor(
        _ description: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ""
        while Date() < deadline {
            screen = try capture()
            if condition(screen) {
                // A frame may be caught half written: return a screen that stays the same for a moment.
                Thread.sleep(forTimeInterval: 0.05)
                let again = try capture()
                if again == screen { return screen }
                continue
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("waited \(timeout)s for \(description); the screen:\n\(screen)", sourceLocation: sourceLocation)
        return screen
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) throws {
        _ = try Self.run(
            Self.tmuxPath, ["-L", socket, "resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The process id of the program running in the pane's shell (the demo).
    func demoProcessID() throws -> Int32? {
        let shell = try Self.run(Self.tmuxPath, ["-L", socket, "display-message", "-p", "-t", session, "#{pane_pid}"])
            .output.trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Runs a program (its environment: this process's, with `overrides`) and returns its exit status and its
    /// standard output and error (through a temporary file,
    /// so a daemon it starts, like the tmux server, cannot keep a pipe open). The child starts with no blocked
    /// signals and default signal actions, whatever the test runner's threads block.
    @discardableResult
    static func run(
        _ path: String, _ arguments: [String], environment overrides: [String: String] = [:], captureOutput: Bool = true
    ) throws -> (status: Int32, output: String) {
        let outputPath =
            captureOutput
            ? FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tmux-\(UUID().uuidString)").path
            : "/dev/null"
        defer { if captureOutput { try? FileManager.default.removeItem(atPath: outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in overrides { environment[name] = value }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnError(description: "posix_spawn \(path) failed: \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = captureOutput ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, output)
    }
}

/// A program could not be started.
struct SpawnError: Error, CustomStringConvertible {
    var description: String
}

/// The lines of a captured screen.
func lines(_ screen: String) -> [String] { screen.components(separatedBy: "\n") }

/// The million-row screen's database for the tests: in a cache directory of this test process's own (never the
/// user's), built by the first test that opens the screen and removed when the process exits.
enum DemoTestCache {
    /// The shared cache directory (`XDG_CACHE_HOME` for the demo).
    static let shared: String = {
        atexit { try? FileManager.default.removeItem(atPath: sharedDemoTestCache) }
        return sharedDemoTestCache
    }()

    /// A new, empty cache directory under the temporary directory; the caller removes it.
    static func fresh() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-demo-test-\(UUID().uuidString.prefix(8))"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

private let sharedDemoTestCache = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-demo-tests-\(getpid())").path
