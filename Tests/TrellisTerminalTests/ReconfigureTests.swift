import Testing
import Trellis
import TrellisTerminal

/// A score, and a cell that counts the models it was given.
struct Tally: Identifiable, Equatable { let id: Int; var points: Int }

@MainActor
final class TallyCell: TerminalView, ModelTransfer, ConstructibleView {
    private(set) var shown: [Tally] = []
    init() {}
    func update(with model: Tally) { shown.append(model) }
    func draw(width: Int) -> StyledLine { StyledLine("\(shown.last?.id ?? -1): \(shown.last?.points ?? 0)") }
}

@MainActor
@Suite("Terminal: changed rows reconfigure their cells")
struct TerminalReconfigureTests {
    @Test("a changed row keeps its cell, configured again, and flashes as updated")
    func keepsCell() throws {
        let storage = MemoryStorage(items: [Tally(id: 1, points: 10), Tally(id: 2, points: 20)])
        let table = TerminalTableView(title: "T")
        var ended = 0
        table.dispatcher.registry.register(TallyCell.self) { $0.didEndDisplaying { _, _, _ in ended += 1 } }
        table.show(storage)
        _ = screen(table)
        let cell = try #require(table.visibleCell(at: ItemPath(item: 1, section: 0)) as? TallyCell)
        try storage.replaceItem(at: ItemPath(item: 1, section: 0), with: Tally(id: 2, points: 25))
        #expect(table.visibleCell(at: ItemPath(item: 1, section: 0)) === cell)
        #expect(cell.shown.map(\.points) == [20, 25])
        #expect(table.change(at: ItemPath(item: 1, section: 0)) == .updated)
        #expect(rowTexts(screen(table)) == ["1: 10", "2: 25"])
        #expect(table.createdViewCount == 2)
        #expect(ended == 0, "the cell stayed on screen")
        table.itemRefresh = .reload
        try storage.replaceItem(at: ItemPath(item: 1, section: 0), with: Tally(id: 2, points: 30))
        #expect(ended == 1, "a reload takes the row's cell off screen and dequeues one")
        #expect(rowTexts(screen(table)) == ["1: 10", "2: 30"])
    }
}

/// A Flow cell numbering its row from its path, for the terminal.
@MainActor
final class NumberedTerminalCell: TerminalView, DeclarativeCell, ConstructibleView {
    typealias Model = String
    private var label = ""
    init() {}
    func configure(_ model: String, path: ItemPath) { label = "\(path.item + 1). \(model)" }
    func draw(width: Int) -> StyledLine { StyledLine(label) }
}

@MainActor
@Suite("Terminal: cells configured with their path follow their rows")
struct TerminalPathCellTests {
    @Test("rows inserted above, removed above and moved: every cell on screen shows its row's number")
    func numbersFollowRows() {
        let content = DeclarativeContent()
        func set(_ names: [String]) {
            content.sections = [ListSection(id: 0) { ListRow<NumberedTerminalCell>.create(names) }]
        }
        set(["Italy", "Spain"])
        let table = TerminalTableView(title: "T")
        table.show(content)
        #expect(rowTexts(screen(table)) == ["1. Italy", "2. Spain"])
        set(["Peru", "Italy", "Spain"])
        #expect(rowTexts(screen(table)) == ["1. Peru", "2. Italy", "3. Spain"])
        set(["Spain", "Peru"])
        #expect(rowTexts(screen(table)) == ["1. Spain", "2. Peru"])
    }
}
