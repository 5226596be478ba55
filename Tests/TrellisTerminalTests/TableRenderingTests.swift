import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("Terminal table: drawing")
struct TableRenderingTests {
    @Test("Sections show their header titles, rows and a gap between sections; the cursor row is highlighted")
    func sectionsAndCursor() throws {
        let (table, _) = try namesTable([("Fruit", ["apple", "pear"]), ("Vegetables", ["leek"])])
        let terminal = screen(table)
        #expect(terminal.lines[0].hasPrefix(" Names"))
        #expect(terminal.lines[0].hasSuffix("row 1 of 3"))
        #expect(Array(terminal.lines[1...6]) == ["▍Fruit", "›   apple", "    pear", "", "▍Vegetables", "    leek"])
        #expect(terminal.style(row: 2, column: 5).reverse, "the cursor's row is drawn in reverse video")
        #expect(!terminal.style(row: 3, column: 5).reverse)
        #expect(terminal.style(row: 1, column: 1).foreground == .standard(.cyan))
        #expect(terminal.style(row: 1, column: 1).bold)
        #expect(terminal.lines[11].contains("↑↓/jk move"), "the status bar shows the key hints")
    }

    @Test("Footers are drawn dim under their section's rows")
    func footers() throws {
        let storage = MemoryStorage()
        try storage.setSections([StorageSection(id: 0, header: "Top", footer: "2 items", items: ["a", "b"])])
        let table = TerminalTableView(title: "T")
        table.dispatcher.registry.register(NameCell.self)
        table.show(storage)
        let terminal = screen(table)
        #expect(Array(terminal.lines[1...4]) == ["▍Top", "›   a", "    b", " 2 items"])
        #expect(terminal.style(row: 4, column: 3).dim)
    }

    @Test("A cell's own styles reach the terminal; a model without a mapping is drawn as text, dim")
    func cellStylesAndFallback() throws {
        let storage = MemoryStorage()
        storage.setItems([[7, 8.5] as [Any]])
        let table = TerminalTableView(title: "T")
        table.dispatcher.registry.register(NumberCell.self)
        table.dispatcher.anomalyHandler = AnomalyHandler { _ in }
        table.show(storage)
        let terminal = screen(table)
        #expect(Array(terminal.lines[1...2]) == ["›   #7", "    8.5"])
        #expect(terminal.style(row: 1, column: 4).bold)
        #expect(terminal.style(row: 2, column: 4).dim)
    }

    @Test("Without colour (NO_COLOR) there are attributes but no colours; piped output has no escape sequences")
    func colourModes() throws {
        let (table, _) = try namesTable([("Fruit", ["apple"])])
        let mono = screen(table, mode: .monochrome)
        #expect(mono.style(row: 1, column: 1).foreground == nil)
        #expect(mono.style(row: 2, column: 5).reverse)
        #expect(mono.lines[1] == "▍Fruit")
        let plain = AnsiRenderer(mode: .plain).text(table.printedLines(width: 40))
        #expect(!plain.contains("\u{1B}"))
        #expect(plain == "Names\n▍Fruit\n    apple\n")
        #expect(ColorMode.detect(isTerminal: true, environment: ["NO_COLOR": "1"]) == .monochrome)
        #expect(ColorMode.detect(isTerminal: true, environment: ["NO_COLOR": ""]) == .color)
        #expect(ColorMode.detect(isTerminal: true, environment: ["TERM": "dumb"]) == .monochrome)
        #expect(ColorMode.detect(isTerminal: false, environment: [:]) == .plain)
    }

    @Test("Rows are indented by the indentation level a mapping answers, two columns a level; none without an answer")
    func indentation() throws {
        let (table, _) = try namesTable([(nil, ["a", "bb", "ccc"])]) { mapping in
            mapping.indentationLevel { name, _ in name.count - 1 }
        }
        #expect(Array(screen(table).lines[1...3]) == ["›   a", "      bb", "        ccc"])
        let (plain, _) = try namesTable([(nil, ["a", "bb"])])
        #expect(Array(screen(plain).lines[1...2]) == ["›   a", "    bb"])
    }

    @Test("Long lines are cut with an ellipsis at the screen's width")
    func truncation() throws {
        let (table, _) = try namesTable([(nil, [String(repeating: "x", count: 60)])])
        let terminal = screen(table, columns: 20)
        #expect(terminal.lines[1] == "›   " + String(repeating: "x", count: 15) + "…")
    }

    @Test("Only changed lines are sent again; a resize redraws everything at the new size")
    func incrementalRendering() throws {
        let (table, _) = try namesTable([(nil, ["a", "b", "c"])])
        let size = TerminalSize(columns: 30, rows: 8)
        let renderer = AnsiRenderer(mode: .color)
        var terminal = VirtualTerminal(size: size)
        let first = table.frame(size: size)
        terminal.feed(renderer.render(first))
        table.handle(.down)
        let second = table.frame(size: size)
        let update = renderer.render(second, over: first)
        #expect(update.components(separatedBy: "\u{1B}[2K").count - 1 == 3, "the title, row a and row b changed")
        terminal.feed(update)
        #expect(Array(terminal.lines[1...3]) == ["    a", "›   b", "    c"])
        let bigger = TerminalSize(columns: 50, rows: 10)
        terminal.resize(to: bigger)
        terminal.feed(renderer.render(table.frame(size: bigger), over: second))
        #expect(terminal.lines[0].hasSuffix("row 2 of 3") && terminal.lines[0].count == 49)
    }
}
