import Foundation
import Observation
import Testing
import Trellis
import TrellisTerminal

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class Gauge {
    let name: String
    var level: Int
    init(_ name: String, _ level: Int) {
        self.name = name
        self.level = level
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class GaugeCell: TerminalView, ModelTransfer, ConstructibleView {
    private(set) var configureCount = 0
    private var text = ""
    init() {}
    func update(with model: Gauge) {
        configureCount += 1
        text = "\(model.name) \(model.level)"
    }
    func draw(width: Int) -> StyledLine { StyledLine(text) }
}

@MainActor
@Suite("Terminal: live models")
struct TerminalLiveModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a changed property shows in the next frame, in the same cell, with no update and no flash")
    func nextFrame() throws {
        let gauges = [Gauge("cpu", 10), Gauge("mem", 20)]
        let table = TerminalTableView(title: "Live")
        table.dispatcher.registry.register(GaugeCell.self)
        table.show(MemoryStorage(items: gauges))
        #expect(rowTexts(screen(table)) == ["cpu 10", "mem 20"])
        let cell = try #require(table.visibleCell(at: ItemPath(item: 1, section: 0)) as? GaugeCell)
        gauges[1].level = 21
        gauges[1].level = 22
        #expect(rowTexts(screen(table)) == ["cpu 10", "mem 22"])
        #expect(table.visibleCell(at: ItemPath(item: 1, section: 0)) === cell)
        #expect(cell.configureCount == 2, "two changes in one frame: configured once")
        #expect(table.appliedUpdateCount == 0)
        #expect(table.change(at: ItemPath(item: 1, section: 0)) == .none)
    }
}

@MainActor
@Suite("Terminal: empty state")
struct TerminalEmptyStateTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a table with no rows draws its empty state in the middle, and its rows again once it has some")
    func emptyState() throws {
        let storage = MemoryStorage(items: ["a"])
        let table = TerminalTableView(title: "T")
        table.dispatcher.registry.register(NameCell.self)
        table.emptyState = EmptyState("No matches", message: "Try another filter")
        table.show(storage)
        #expect(rowTexts(screen(table)) == ["a"])
        try storage.removeItems(inSection: 0)
        let terminal = screen(table, columns: 30, rows: 12)
        let drawn = terminal.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let title = try #require(drawn.firstIndex(of: "No matches"))
        #expect(drawn[title + 1] == "Try another filter")
        #expect(title > 2 && title < 9, "about the middle of the rows")
        #expect(terminal.lines[title].hasPrefix("          "), "centred")
        #expect(
            table.printedLines(width: 30).map { $0.text.trimmingCharacters(in: .whitespaces) }.contains("No matches"))
        try storage.addItem("b")
        #expect(rowTexts(screen(table)) == ["b"])
    }
}
