// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Foundation
import Testing
import Trellis
import TrellisTerminal

// docs/Cells.md's terminal empty state, compiled and run (DocCodeBlocksTests checks that the guide shows this code).

@MainActor
@Suite("The cells guide (docs/Cells.md): the terminal's empty state")
struct CellsGuideTerminalTests {
    @Test("a terminal table with no rows draws its empty state in the middle; rows take it away")
    func emptyState() throws {
        let query = "Atlantis"
        let cities = MemoryStorage(items: [String]())
        let terminalTable = TerminalTableView(content: cities, title: "Cities")
        terminalTable.dispatcher.registry.register(NameCell.self)

        terminalTable.emptyState = EmptyState("No city matches “\(query)”")

        let drawn = screen(terminalTable, columns: 40, rows: 12).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let line = try #require(drawn.firstIndex(of: "No city matches “Atlantis”"))
        #expect(line > 2 && line < 9, "about the middle of the rows")
        try cities.addItem("Lima")
        #expect(rowTexts(screen(terminalTable)) == ["Lima"])
    }
}
