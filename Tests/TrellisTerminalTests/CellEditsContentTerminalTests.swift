import Testing
import Trellis
import TrellisTerminal
import TrellisTesting

/// A cell whose `update(with:)` runs a hook: where a cell edits content while it is drawn for the first time.
@MainActor
private final class HookCell: TerminalView, ModelTransfer, ConstructibleView {
    private(set) var name = ""
    static var onUpdate: (@MainActor (String) -> Void)?
    init() {}
    func update(with model: String) {
        name = model
        Self.onUpdate?(model)
    }
    func draw(width: Int) -> StyledLine { StyledLine(name) }
}

@MainActor
@Suite("Terminal table: a cell that edits the content while it is configured", .serialized, .collectsAnomalies)
struct CellEditsContentTerminalTests {
    @Test("update(with:) inserts a row above: the screen shows every row once, in the content's order")
    func insertAbove() throws {
        defer { HookCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a", "trigger", "c"])
        var fired = false
        HookCell.onUpdate = { [weak storage] model in
            guard model == "trigger", !fired, let storage else { return }
            fired = true
            try? storage.insertItem("inserted", at: ItemPath(item: 0, section: 0))
        }
        let table = TerminalTableView(title: "Words")
        table.dispatcher.registry.register(HookCell.self)
        table.show(storage)
        _ = table.frame(size: TerminalSize(columns: 40, rows: 12))
        #expect(fired)
        #expect(rowTexts(screen(table)) == ["inserted", "a", "trigger", "c"])
        #expect(
            CollectsAnomaliesTrait.current?.anomalies.map(\.shortMessage) == ["content edited while configuring a view"]
        )
    }
}
