import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A Flow cell that numbers its row from its path.
private final class NumberedCell: DeclarativeCell, ConstructibleView, TextSnapshotRepresentable {
    typealias Model = String
    var label = ""
    static var configures = 0
    init() {}
    func configure(_ model: String, path: ItemPath) {
        NumberedCell.configures += 1
        label = "\(path.item + 1). \(model)"
    }
    var snapshotText: String { label }
}

@MainActor
@Suite("Cells configured with their path are configured again when their row moves")
struct PathConfiguredCellTests {
    private func screen(_ names: [String]) -> (DeclarativeContent, DeclarativeScreen<DeclarativeContent>) {
        let content = DeclarativeContent()
        content.sections = [ListSection(id: 0) { ListRow<NumberedCell>.create(names) }]
        return (content, DeclarativeScreen(content))
    }

    private func set(_ content: DeclarativeContent, _ names: [String]) {
        content.sections = [ListSection(id: 0) { ListRow<NumberedCell>.create(names) }]
    }

    /// Before: the cells of rows that shifted kept their old numbers ("1. Peru, 1. Italy, 2. Spain"): found by an
    /// outside probe with Flow's own guide cell (`AdopterPathTests.flowPathConfiguredCellGoesStale`, UIKit).
    @Test("Inserted above, deleted above, moved: every cell on screen shows its row's number")
    func numbersFollowRows() {
        let (content, screen) = screen(["Italy", "Spain"])
        set(content, ["Peru", "Italy", "Spain"])
        #expect(screen.table.textSnapshot().lines == ["  1. Peru", "  2. Italy", "  3. Spain"])
        set(content, ["Italy", "Spain"])
        #expect(screen.table.textSnapshot().lines == ["  1. Italy", "  2. Spain"])
        set(content, ["Spain", "Italy"])
        #expect(screen.table.textSnapshot().lines == ["  1. Spain", "  2. Italy"])
    }

    @Test("Rows that did not move are not configured again")
    func unmovedRowsStay() {
        let (content, screen) = screen(["a", "b", "c"])
        _ = screen.table.textSnapshot()
        NumberedCell.configures = 0
        set(content, ["a", "b", "c", "d"])
        _ = screen.table.textSnapshot()
        #expect(NumberedCell.configures == 1, "only the new row")
    }
}
