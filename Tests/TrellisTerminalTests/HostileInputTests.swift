import Testing
@testable import TrellisTerminal
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// Every public entry point of the terminal host that takes an `Int`, a path or a string, fed the extremes: nothing
/// traps or hangs, and what comes back is the documented clamp or `nil`.
@MainActor
@Suite("Terminal table: hostile input", .collectsAnomalies)
struct HostileInputTests {
    nonisolated static let extremes = [
        Int.min, Int.min + 1, -1_000_000_000, -1, 0, 1, 1_000_000_000, Int.max - 1, Int.max,
    ]

    /// A table of two sections (3 rows, then 2), drawn once.
    func table() throws -> TerminalTableView {
        try namesTable([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])]).0
    }

    @Test("rowIndex(of:) answers nil for a missing section, a negative item or one past the end", arguments: extremes)
    func rowIndex(value: Int) throws {
        let table = try table()
        #expect(table.rowIndex(of: ItemPath(item: 0, section: value)) == (value == 0 ? 0 : value == 1 ? 3 : nil))
        #expect(table.rowIndex(of: ItemPath(item: value, section: 1)) == ((0...1).contains(value) ? 3 + value : nil))
        #expect(table.rowIndex(of: ItemPath(item: 2, section: 1)) == nil, "one past the last row of a section")
    }

    @Test("moveCursor(by:) clamps any delta to the first and last rows", arguments: extremes)
    func moveCursorBy(delta: Int) throws {
        let table = try table()
        table.moveCursor(to: ItemPath(item: 1, section: 0))
        table.moveCursor(by: delta)
        let expected = min(max(0, 1 + max(-10, min(10, delta))), 4)
        #expect(table.cursor.flatMap(table.rowIndex(of:)) == expected, "delta \(delta)")
        let empty = TerminalTableView(content: MemoryStorage())
        empty.moveCursor(by: delta)
        #expect(empty.cursor == nil)
    }

    @Test(
        "Paths, rows, sections and lines from the extremes: nil, 0 or the nearest line, never a trap",
        arguments: extremes)
    func readingAndScrolling(value: Int) throws {
        let table = try table()
        #expect(table.path(atRow: value) == ((0...1).contains(value) ? ItemPath(item: value, section: 0) : nil))
        #expect(table.numberOfRows(inSection: value) == (value == 0 ? 3 : value == 1 ? 2 : 0))
        #expect(table.change(at: ItemPath(item: value, section: value)) == .none)
        #expect(table.visibleCell(at: ItemPath(item: value, section: ~value)) == nil)
        table.moveCursor(to: ItemPath(item: value, section: value))
        #expect(table.cursor.map(table.contains) ?? true, "a path not shown does not move the cursor")
        table.scroll(toLine: value)
        #expect(table.topLine >= 0 && table.topLine <= 8)
        let frame = table.frame(size: TerminalSize(columns: value, rows: value))
        #expect(frame.size.columns >= 1 && frame.size.columns <= TerminalSize.maximumColumns)
        #expect(frame.lines.count == frame.size.rows && frame.lines.allSatisfy { $0.width == frame.size.columns })
    }

    @Test(
        "printedLines(width:maxLines:) clamps the width to 1...4,096 and the line count to 0 or more",
        arguments: extremes)
    func printedLines(value: Int) throws {
        let table = try table()
        let clock = ContinuousClock()
        var lines: [StyledLine] = []
        let elapsed = clock.measure { lines = table.printedLines(width: value, maxLines: value) }
        #expect(elapsed < timeLimit(.seconds(2)))
        let width = min(max(1, value), TerminalSize.maximumColumns)
        #expect(lines.allSatisfy { $0.width <= width }, "every line at most \(width) columns")
        let shown = min(max(0, value), 8)
        #expect(lines.count == 1 + shown + (shown < 8 ? 1 : 0), "the title, \(shown) lines, and the rest counted")
        let wide = table.printedLines(width: value)
        #expect(wide.count == 9 && wide.allSatisfy { $0.width <= width })
    }

    @Test("Printing many rows lays them out a screenful at a time: a screenful of cells, not one a row")
    func printingReusesCells() throws {
        let storage = MemoryStorage()
        storage.setItems([(0..<5_000).map { "row \($0)" }])
        let table = TerminalTableView(content: storage)
        table.dispatcher.registry.register(NameCell.self)
        let lines = table.printedLines(width: 40, maxLines: .max)
        #expect(lines.count == 5_001 && lines.last?.text.trimmingTrailing() == "    row 4999")
        #expect(
            table.createdViewCount <= TerminalTableView.printedScreenful + 30,
            "cells created: \(table.createdViewCount)")
    }

    @Test("TerminalSize and fitted(to:) clamp any Int", arguments: extremes)
    func sizes(value: Int) {
        var size = TerminalSize(columns: value, rows: value)
        #expect(
            (1...TerminalSize.maximumColumns).contains(size.columns)
                && (1...TerminalSize.maximumRows).contains(size.rows))
        size.columns = value
        size.rows = value
        #expect(
            (1...TerminalSize.maximumColumns).contains(size.columns)
                && (1...TerminalSize.maximumRows).contains(size.rows))
        let fitted = StyledLine("日本語 text").fitted(to: value)
        #expect(fitted.width == min(max(0, value), TerminalSize.maximumColumns))
    }

    @Test("Indentation levels and flash durations from the extremes are clamped")
    func clampedValues() throws {
        for level in [Int.min, -1, Int.max] {
            let (table, _) = try namesTable([(nil, ["a"])]) { $0.indentationLevel { _, _ in level } }
            let line = screen(table, columns: 60).lines[1]
            #expect(line == "›   " + String(repeating: " ", count: max(0, min(level, 16)) * 2) + "a", "level \(level)")
        }
        for duration in [Duration.seconds(Int64.max), .seconds(Int64.min), .zero] {
            let (table, storage) = try namesTable([(nil, ["a"])])
            table.flashDuration = duration
            try storage.insertItem("b", at: ItemPath(item: 0, section: 0))
            let deadline = try #require(table.flashDeadline)
            let now = ContinuousClock.now
            #expect(deadline <= now.advanced(by: .seconds(61)), "a flash of \(duration) ends within a minute")
        }
    }

    @Test(
        "Content reporting negative or absurd counts is shown clamped, and the status bar says so",
        arguments: [
            (-5, 3), (2, -7), (Int.max, 1), (3, Int.max), (2, Int.min),
        ])
    func absurdCounts(sections: Int, items: Int) {
        let clock = ContinuousClock()
        var table: TerminalTableView?
        let elapsed = clock.measure {
            table = TerminalTableView()
            table?.dispatcher.anomalyHandler = AnomalyHandler { _ in }
            table?.show(ReportedCountsContent(sections: sections, items: items))
            _ = table?.frame(size: TerminalSize(columns: 80, rows: 10))
            table?.moveCursor(by: .max)
        }
        #expect(elapsed < timeLimit(.seconds(5)), "\(sections) x \(items) took \(elapsed)")
        guard let table else { return }
        #expect(table.numberOfSections <= TerminalTableView.maximumSectionCount)
        #expect(table.rowCount <= TerminalTableView.maximumRowCount && table.rowCount >= 0)
        #expect(
            table.statusMessage?.hasPrefix("the content reported") == true, "\(table.statusMessage ?? "no message")")
    }

    @Test("The virtual terminal takes any sequence and any cell address without trapping")
    func virtualTerminal() {
        var terminal = VirtualTerminal(size: TerminalSize(columns: 10, rows: 3))
        let huge = "9223372036854775807"
        for final in ["A", "B", "C", "D", "E", "F", "G", "d", "H", "J", "K", "X", "S", "T", "m"] {
            terminal.feed(
                "\u{1B}[\(huge)\(final)\u{1B}[\(huge);\(huge)\(final)\u{1B}[-5\(final)\u{1B}[99999999999999999999999\(final)"
            )
        }
        terminal.feed("\u{1B}[38;5;99999m\u{1B}[48;5;-1mx")
        #expect(
            terminal.cursor.row >= 0 && terminal.cursor.row < 3 && terminal.cursor.column >= 0
                && terminal.cursor.column < 10)
        for value in Self.extremes {
            _ = terminal.style(row: value, column: value)
            _ = terminal.usedColumns(row: value)
        }
        #expect(terminal.style(row: Int.max, column: -1) == TextStyle())
    }

    @Test("The key decoder takes NULs, invalid UTF-8, endless sequences and stray continuation bytes")
    func keyDecoder() {
        var decoder = KeyDecoder()
        let noise: [UInt8] =
            [0, 0, 0xFF, 0xFE, 0x80, 0xBF, 0xC3, 0x28, 0x1B, 0x5B] + Array(repeating: 0x31, count: 10_000)
        _ = decoder.decode(noise)
        #expect(decoder.decode(Array("j".utf8)) == [.character("j")], "the decoder recovers")
        #expect(decoder.decode([0xE6, 0x97]) == [])
        #expect(decoder.decode([0xA5]) == [.character("日")], "a character split across reads")
        #expect(
            decoder.decode([0xFF, 0x6A, 0x6B, 0x6C]) == [.character("j"), .character("k"), .character("l")],
            "an invalid byte does not take the keys after it")
        #expect(decoder.decode([0x80, 0xC3, 0x28, 0x71]) == [.character("("), .character("q")])
        #expect(
            decoder.decode([0xE6, 0x6A]) == [.character("j")], "a cut character followed by a key: the key comes now")
    }

    @Test(
        "COLUMNS and LINES: numbers in range are used; others fall back or clamp, with a note that shows no raw control",
        arguments: [
            ("80", 80, false), ("+120", 120, false), ("4096", 4096, false), ("9223372036854775807", 4096, true),
            ("100000000", 4096, true), ("99999999999999999999999999", 4096, true), ("0", 100, true), ("-5", 100, true),
            ("abc", 100, true), ("", 100, true), (" 80", 100, true), ("\u{1B}[2J\u{1B}]0;x\u{7}", 100, true),
            (String(repeating: "9", count: 10_000), 4096, true),
        ])
    func environmentSize(value: String, columns: Int, noted: Bool) {
        let (size, notes) = TerminalSize.fromEnvironment(
            ["COLUMNS": value, "LINES": value], fallback: TerminalSize(columns: 100, rows: 24))
        #expect(size.columns == columns)
        #expect(size.rows == (columns == 100 ? 24 : columns))
        #expect(notes.count == (noted ? 2 : 0), "\(notes)")
        for note in notes {
            #expect(note.hasPrefix("COLUMNS=") || note.hasPrefix("LINES="))
            #expect(TerminalText.sanitized(note) == note && note.count < 160, "\(note.debugDescription)")
        }
        #expect(
            TerminalSize.fromEnvironment([:], fallback: TerminalSize(columns: 100, rows: 24)) == (
                TerminalSize(columns: 100, rows: 24), []
            ))
    }
}
