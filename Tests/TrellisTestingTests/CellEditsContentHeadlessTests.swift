import Testing
import Trellis
import TrellisTesting

/// A plain cell whose `update(with:)` runs a hook: where a cell edits content while it is configured.
@MainActor
private final class HookCell: ModelTransfer, ConstructibleView {
    private(set) var text: String?
    static var onUpdate: (@MainActor (String) -> Void)?
    init() {}
    func update(with model: String) {
        text = model
        Self.onUpdate?(model)
    }
}

@MainActor
private final class Fired {
    var count = 0
}

@MainActor
@Suite("Headless table: a cell that edits the content while it is configured", .serialized, .collectsAnomalies)
struct CellEditsContentHeadlessTests {
    func cells(_ table: HeadlessTableView) -> [String] {
        table.visibleItemPaths.map { (table.cell(at: $0) as? HookCell)?.text ?? "-" }
    }

    func rows(_ content: DeclarativeContent) -> [String] {
        content.sections.flatMap { $0.rows.map { "\($0.anyModel)" } }
    }

    @Test("update(with:) inserts a row above and a section below: every cell shows its row, once")
    func insertAboveAndSectionBelow() {
        defer { HookCell.onUpdate = nil }
        let content = DeclarativeContent {
            ListSection(id: "s") { for word in ["a", "trigger", "c"] { ListRow<HookCell>(word) } }
        }
        let fired = Fired()
        HookCell.onUpdate = { [weak content] model in
            guard model == "trigger", fired.count == 0, let content else { return }
            fired.count += 1
            content.sections[0].rows.insert(ListRow<HookCell>("inserted"), at: 0)
            content.sections.append(ListSection(id: "new") { ListRow<HookCell>("n") })
        }
        let table = HeadlessTableView(content: content)
        _ = table.textSnapshot()
        #expect(fired.count == 1)
        #expect(cells(table) == rows(content))
        #expect(rows(content) == ["inserted", "a", "trigger", "c", "n"])
        #expect(
            CollectsAnomaliesTrait.current?.anomalies.map(\.shortMessage) == ["content edited while configuring a view"]
        )
    }

    @Test("update(with:) removes its own row: the table shows the rest, no cell for a row that is gone")
    func removesItsOwnRow() {
        defer { HookCell.onUpdate = nil }
        let content = DeclarativeContent {
            ListSection(id: "s") { for word in ["a", "gone", "c", "d"] { ListRow<HookCell>(word) } }
        }
        HookCell.onUpdate = { [weak content] model in
            guard model == "gone", let content else { return }
            content.sections[0].rows.remove(at: 1)
        }
        let table = HeadlessTableView(content: content)
        _ = table.textSnapshot()
        #expect(rows(content) == ["a", "c", "d"])
        #expect(cells(table) == ["a", "c", "d"])
    }

    @Test("A cell that edits the content each time it is configured: the table stops configuring again, and shows it")
    func editsEveryTime() {
        defer { HookCell.onUpdate = nil }
        let content = DeclarativeContent { ListSection(id: "s") { ListRow<HookCell>("a") } }
        let fired = Fired()
        HookCell.onUpdate = { [weak content] model in
            guard model == "a", fired.count < 100, let content else { return }
            fired.count += 1
            content.sections[0].rows.append(ListRow<HookCell>("x\(fired.count)"))
        }
        let table = HeadlessTableView(content: content)
        _ = table.textSnapshot()
        #expect(fired.count < 100, "bounded: \(fired.count)")
        #expect(table.rejectedStages.isEmpty)
        // Once the cell stops, the next layout shows the content.
        HookCell.onUpdate = nil
        _ = table.textSnapshot()
        #expect(cells(table) == rows(content))
        #expect(table.rejectedStages.isEmpty)
    }
}
