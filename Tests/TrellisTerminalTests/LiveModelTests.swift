import Observation
import Testing
import Trellis
import TrellisTerminal

@Observable
final class Gauge {
    let name: String
    var level: Int
    init(_ name: String, _ level: Int) {
        self.name = name
        self.level = level
    }
}

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
