import Testing
import Trellis
import TrellisTerminal
import TrellisTesting

/// The cell for names in the first section (a `.section(0)` mapping), drawn with a star.
private final class StarredCell: TerminalView, ModelTransfer, ConstructibleView {
    private(set) var name = ""
    init() {}
    func update(with model: String) { name = model }
    func draw(width: Int) -> StyledLine { StyledLine("★ " + name) }
}

@MainActor
@Suite("Terminal table: a row that changes place gets the cell its new place maps", .collectsAnomalies)
struct ConditionalMappingMoveTerminalTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    @Test("a row moved into the conditional section is drawn by its cell; moved out, by the usual one")
    func bothDirections() throws {
        let (table, storage) = try namesTable([("Top", ["ada"]), ("Rest", ["grace", "linus"])])
        table.dispatcher.registry.register(StarredCell.self, when: .section(0))
        table.reloadData()
        #expect(rowTexts(screen(table)) == ["★ ada", "grace", "linus"])
        try storage.moveItem(at: path(1, 0), to: path(0, 1))
        #expect(table.visibleView(ofKind: .cell, at: path(0, 1)) is StarredCell)
        #expect(rowTexts(screen(table)) == ["★ ada", "★ grace", "linus"])
        try storage.moveItem(at: path(0, 0), to: path(1, 1))
        #expect(table.visibleView(ofKind: .cell, at: path(1, 1)) is NameCell)
        #expect(rowTexts(screen(table)) == ["★ grace", "linus", "ada"])
    }
}
