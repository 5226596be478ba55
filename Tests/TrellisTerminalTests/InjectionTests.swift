import Testing
import Trellis
import TrellisTerminal
import _TrellisTestSupport

/// Text from a model, a title, a status line, a banner, a header, a footer or a model's description, fed to a
/// terminal that already shows a shell and the table on its alternate screen: nothing in the text may act on the
/// terminal, and every line stays where it belongs and as wide as the screen.
@MainActor
@Suite("Terminal table: text that tries to drive the terminal")
struct InjectionTests {
    /// Text that tries to drive the terminal, and what a person should see instead.
    struct Attack: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let shown: String
        var testDescription: String { name }
    }

    nonisolated static let attacks: [Attack] = [
        Attack(name: "clear screen", text: "a\u{1B}[2J\u{1B}[Hb", shown: "ab"),
        Attack(name: "clear screen, C1 form", text: "a\u{9B}2J\u{9B}Hb", shown: "ab"),
        Attack(name: "OSC window title", text: "a\u{1B}]0;pwned\u{7}b", shown: "ab"),
        Attack(name: "OSC title ended by ST", text: "a\u{1B}]2;pwned\u{1B}\\b", shown: "ab"),
        Attack(name: "alternate screen exit", text: "a\u{1B}[?1049lb", shown: "ab"),
        Attack(name: "terminal reset", text: "a\u{1B}cb", shown: "ab"),
        Attack(name: "cursor moved over other lines", text: "a\u{1B}[1;1HXXXX\u{1B}[5Bb", shown: "aXXXXb"),
        Attack(name: "line feeds and carriage returns", text: "a\nb\rc", shown: "a b c"),
        Attack(name: "NUL bytes and BEL", text: "a\u{0}\u{0}b\u{7}c", shown: "abc"),
        Attack(name: "bidi override", text: "invoice\u{202E}fdp.exe", shown: "invoicefdp.exe"),
        Attack(name: "bidi isolates", text: "\u{2067}abc\u{2069}d", shown: "abcd"),
        Attack(name: "cut sequence", text: "ab\u{1B}[", shown: "ab"),
        Attack(name: "unterminated OSC", text: "ab\u{1B}]0;title without end", shown: "ab"),
        Attack(name: "overflowing parameter", text: "a\u{1B}[99999999999999999999999999Bb", shown: "ab"),
        Attack(name: "invalid byte in a sequence", text: "a\u{1B}[1é", shown: "aé"),
    ]

    /// The table's frame on a terminal that shows a shell prompt, then enters the alternate screen.
    func render(_ table: TerminalTableView, columns: Int = 40, rows: Int = 10) -> VirtualTerminal {
        let size = TerminalSize(columns: columns, rows: rows)
        var terminal = VirtualTerminal(size: size)
        terminal.feed("shell$ ")
        terminal.feed("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l")
        terminal.feed(AnsiRenderer(mode: .color).render(table.frame(size: size)))
        return terminal
    }

    /// Checks that `terminal` was not driven by anything it was sent.
    func expectUntouched(
        _ terminal: VirtualTerminal, _ attack: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(terminal.isAlternateScreen, "\(attack): still on the alternate screen", sourceLocation: sourceLocation)
        #expect(terminal.windowTitle == nil, "\(attack): the window title is unchanged", sourceLocation: sourceLocation)
        #expect(
            terminal.resetCount == 0 && terminal.bellCount == 0, "\(attack): no reset, no bell",
            sourceLocation: sourceLocation)
        #expect(
            terminal.bidiControlCount == 0, "\(attack): no bidi control reached the terminal",
            sourceLocation: sourceLocation)
        #expect(!terminal.isCursorVisible, "\(attack): the cursor stays hidden", sourceLocation: sourceLocation)
        let invisible = terminal.cells.joined().first { cell in
            cell.character.unicodeScalars.contains {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.isBidiControl
            }
        }
        #expect(invisible == nil, "\(attack): no control or bidi character in a cell", sourceLocation: sourceLocation)
    }

    @Test(
        "A cell's text: each attack shows as plain text on its own row, every other line in place", arguments: attacks)
    func cellText(attack: Attack) throws {
        do {
            let (table, _) = try namesTable([("Fruit", ["apple", attack.text, "pear"])])
            let terminal = render(table)
            expectUntouched(terminal, attack.name)
            #expect(
                terminal.lines[0].hasPrefix(" Names") && terminal.lines[0].hasSuffix("row 1 of 3"), "\(attack.name)")
            #expect(
                Array(terminal.lines[1...4]) == ["▍Fruit", "›   apple", "    " + attack.shown, "    pear"],
                "\(attack.name): \(terminal.lines)")
            #expect(terminal.lines[9].contains("↑↓/jk move"), "\(attack.name): the status bar is on the last line")
        }
    }

    @Test(
        "The title, banner, status message, key hints, header and footer titles are sanitized too", arguments: attacks)
    func chrome(attack: Attack) throws {
        do {
            let storage = MemoryStorage()
            try storage.setSections([
                StorageSection(id: 0, header: "H" + attack.text, footer: "F" + attack.text, items: ["x"])
            ])
            let table = TerminalTableView(title: "T" + attack.text)
            table.dispatcher.registry.register(NameCell.self)
            table.show(storage)
            table.banner = StyledLine("B" + attack.text, .bold)
            table.statusMessage = "S" + attack.text
            var terminal = render(table)
            expectUntouched(terminal, attack.name)
            #expect(terminal.lines[0].hasPrefix(" T" + attack.shown), "\(attack.name): \(terminal.lines[0])")
            #expect(terminal.lines[1] == "B" + attack.shown, "\(attack.name): \(terminal.lines[1])")
            #expect(terminal.lines[2] == "▍H" + attack.shown, "\(attack.name): \(terminal.lines[2])")
            #expect(
                terminal.lines[3] == "›   x" && terminal.lines[4] == " F" + attack.shown,
                "\(attack.name): \(terminal.lines)")
            #expect(terminal.lines[9] == " S" + attack.shown, "\(attack.name): \(terminal.lines[9])")
            table.statusMessage = nil
            table.keyHints = "K" + attack.text
            terminal = render(table)
            expectUntouched(terminal, attack.name)
            #expect(terminal.lines[9] == " K" + attack.shown, "\(attack.name): \(terminal.lines[9])")
        }
    }

    /// A model without a cell: the table shows its description.
    struct Hostile: CustomStringConvertible {
        let description: String
    }

    @Test(
        "A model without a cell is drawn as its description, sanitized; so is a header model without a view",
        arguments: attacks)
    func fallbackDescriptions(attack: Attack) throws {
        do {
            let storage = MemoryStorage()
            try storage.setSections([
                StorageSection(
                    id: 0, header: Hostile(description: "h" + attack.text),
                    items: [Hostile(description: attack.text)])
            ])
            let table = TerminalTableView(title: "T")
            table.dispatcher.anomalyHandler = AnomalyHandler { _ in }
            table.show(storage)
            let terminal = render(table)
            expectUntouched(terminal, attack.name)
            #expect(
                terminal.lines[1] == "▍h" + attack.shown && terminal.lines[2] == "›   " + attack.shown,
                "\(attack.name): \(terminal.lines)")
        }
    }

    @Test("Piped output (no terminal) is sanitized the same way", arguments: attacks)
    func printed(attack: Attack) throws {
        do {
            let (table, _) = try namesTable([("Fruit", [attack.text])])
            table.title = "T" + attack.text
            let text = AnsiRenderer(mode: .plain).text(table.printedLines(width: 40))
            #expect(
                text == "T\(attack.shown)\n▍Fruit\n    \(attack.shown)\n", "\(attack.name): \(text.debugDescription)")
        }
    }

    @Test("A 10,000-character line is cut at the screen's edge with an ellipsis, quickly, and moves nothing")
    func longLine() throws {
        let long = String(repeating: "0123456789", count: 1_000)
        let wide = String(repeating: "漢字", count: 5_000)
        let (table, _) = try namesTable([(nil, [long, wide, long + "\u{1B}[2J"])])
        table.title = long
        table.statusMessage = wide
        let clock = ContinuousClock()
        var terminal = VirtualTerminal(size: TerminalSize(columns: 40, rows: 10))
        let elapsed = clock.measure {
            for _ in 0..<20 {
                terminal.feed(AnsiRenderer(mode: .color).render(table.frame(size: TerminalSize(columns: 40, rows: 10))))
            }
        }
        #expect(elapsed < timeLimit(.seconds(2)), "20 frames of 10,000-character lines took \(elapsed)")
        #expect(terminal.lines[0] == " " + String(long.prefix(26)) + "… row 1 of 3")
        #expect(terminal.lines[1] == "›   " + String(long.prefix(35)) + "…")
        #expect(
            terminal.lines[2] == "    " + String(repeating: "漢字", count: 8) + "漢 …",
            "a wide character never straddles the edge")
        #expect(terminal.lines[3] == "    " + String(long.prefix(35)) + "…")
        #expect(terminal.lines[9] == " " + String(repeating: "漢字", count: 9) + "漢…")
        for row in 0..<10 { #expect(terminal.usedColumns(row: row) <= 40) }
    }
}

@MainActor
@Suite("Terminal table: display width")
struct DisplayWidthTests {
    /// A table of one section of these names, drawn 30 columns wide.
    func drawn(_ names: [String], columns: Int = 30) throws -> VirtualTerminal {
        let (table, _) = try namesTable([(nil, names)])
        return screen(table, columns: columns, rows: names.count + 2)
    }

    @Test(
        "CJK, emoji, flags, ZWJ families and combining accents: each row as wide as the screen, the ellipsis in the last column",
        arguments: [
            "日本語のテキストがとても長い行です", "😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉", "🇫🇷🇩🇪🇯🇵🇺🇸🇧🇷🇮🇳🇨🇳🇬🇧🇨🇦🇦🇺🇰🇷🇮🇹🇪🇸🇵🇹",
            "👨‍👩‍👧👩‍👩‍👦👨‍👨‍👧‍👦👩‍❤️‍👨🧑🏽‍💻👩🏿‍🚀🏳️‍🌈🏴‍☠️👨‍👩‍👧👩‍👩‍👦👨‍👨‍👧‍👦👩‍👧‍👦👨‍👦‍👦👨‍👩‍👧",
            "Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e Zo\u{308}e Ame\u{301}lie Noe\u{308}l",
            "한국어 텍스트와 English 混合 text",
        ])
    func widths(text: String) throws {
        let terminal = try drawn([text])
        let row = terminal.lines[1]
        #expect(terminal.usedColumns(row: 1) == 30, "\(row)")
        #expect(row.hasSuffix("…"), "\(row)")
        #expect(terminal.cells[1][29].character == "…", "the ellipsis is in the last column: \(row)")
        #expect(TerminalText.width(of: row) == 30)
        #expect(
            text.hasPrefix(String(row.dropFirst(4).dropLast()).trimmingTrailing()), "cut between characters: \(row)")
    }

    @Test("Short lines of wide characters are padded to the screen's width: the status bar and the next rows stay put")
    func shortLines() throws {
        let terminal = try drawn(["日本", "👨‍👩‍👧 family", "e\u{301}te\u{301}", "🇫🇷"])
        #expect(Array(terminal.lines[1...4]) == ["›   日本", "    👨‍👩‍👧 family", "    e\u{301}te\u{301}", "    🇫🇷"])
        #expect(terminal.cells[2][4].width == 2 && terminal.cells[2][5].width == 0, "the family takes two cells")
        #expect(
            terminal.cells[3][4].character == "e\u{301}" && terminal.cells[3][5].character == "t",
            "the accent is on its letter")
        #expect(terminal.lines[5].contains("↑↓/jk"))
    }

    @Test("The title bar keeps the position whole with a wide title")
    func wideTitle() throws {
        let (table, _) = try namesTable([(nil, ["a"])])
        table.title = String(repeating: "表", count: 40)
        let terminal = screen(table, columns: 30, rows: 4)
        #expect(terminal.lines[0].hasSuffix("… row 1 of 1"), "\(terminal.lines[0])")
        #expect(terminal.usedColumns(row: 0) <= 30)
    }
}

extension String {
    /// The string without trailing spaces.
    func trimmingTrailing() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
