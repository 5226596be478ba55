import Foundation
import Testing

/// The demo's inputs from outside (the environment's COLUMNS and LINES, its arguments), fed the extremes: it never
/// traps or hangs, says what it did with a bad value, and prints nothing a terminal would take as a command.
@Suite(
    "trellis-demo: hostile environment and arguments",
    .enabled(if: TmuxDemo.isInstalled, "tmux is not installed: apt-get install tmux"))
struct DemoHostileInputTests {
    /// Runs the demo with `arguments` and `environment`, and how long it took.
    func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> (
        status: Int32, output: String, seconds: Double
    ) {
        let start = Date()
        let result = try TmuxDemo.run(TmuxDemo.demoPath, arguments, environment: environment)
        return (result.status, result.output, Date().timeIntervalSince(start))
    }

    @Test(
        "Piped, COLUMNS of any value: printed at once, at most 4,096 columns wide, with a note for a value not used as it is",
        arguments: [
            ("9223372036854775807", true), ("100000000", true), ("99999999999999999999999", true), ("-1", true),
            ("0", true),
            ("abc", true), ("\u{1B}[2J\u{1B}]0;pwned\u{7}", true), ("4096", false), ("12", false),
        ])
    func columns(value: String, noted: Bool) throws {
        for screen in ["posts", "countries"] {
            let result = try run(["--screen", screen], ["COLUMNS": value, "LINES": value])
            #expect(result.status == 0, "COLUMNS=\(value.debugDescription): exit \(result.status)")
            #expect(result.seconds < 10, "COLUMNS=\(value.debugDescription): \(result.seconds) s")
            #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{7}"))
            #expect(result.output.components(separatedBy: "\n").allSatisfy { $0.count <= 4_096 })
            #expect(result.output.contains("note: COLUMNS=") == noted, "\(result.output.prefix(300))")
            #expect(!result.output.contains("note: LINES="), "LINES does not matter to printed output: no note")
        }
    }

    @Test(
        "In a terminal, COLUMNS and LINES of any value do not matter: the terminal's own size is used",
        arguments: [
            "9223372036854775807", "100000000", "-5",
        ])
    func interactiveSize(value: String) throws {
        let demo = try TmuxDemo(
            demo: "--screen posts", environment: "COLUMNS=\(value) LINES=\(value)", columns: 80, rows: 20)
        let screen = try demo.waitFor("TRELLIS 0.1 IS OUT")
        #expect(lines(screen).allSatisfy { $0.count <= 80 })
        #expect(lines(screen)[0].hasSuffix("row 1 of 9"))
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test(
        "Arguments with escape sequences, controls or 10,000 characters: a clear error, sanitized and cut",
        arguments: [
            "\u{1B}[2J\u{1B}]0;pwned\u{7}", "--screen\u{1B}[?1049l", "\u{9B}2J", "bad\u{202E}gpj.exe",
            String(repeating: "x", count: 10_000),
        ])
    func arguments(argument: String) throws {
        let result = try run([argument])
        #expect(result.status == 2)
        #expect(result.output.contains("trellis-demo: unknown argument '"), "\(result.output.prefix(200))")
        #expect(
            !result.output.unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x7 || $0.value == 0x9B || $0.value == 0x202E
            })
        #expect(result.output.components(separatedBy: "\n").allSatisfy { $0.count <= 200 })
        let screen = try run(["--screen", argument])
        #expect(screen.status == 2 && screen.output.contains("--screen needs one of: posts"))
    }
}
