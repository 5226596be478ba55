import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn

/// The usual cell for a headline.
private final class HeadlineCell: UITableViewCell, ModelTransfer {
    var text = ""
    func update(with model: String) { text = model }
}

/// The cell for headlines in the first section (a `.section(0)` mapping).
private final class FeaturedCell: UITableViewCell, ModelTransfer {
    var text = ""
    func update(with model: String) { text = model }
}

@MainActor
@Suite("Table manager: a row that changes place gets the cell its new place maps", .collectsAnomalies)
struct ConditionalMappingMoveTableTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let manager = TableViewManager()
    let storage = MemoryStorage()

    init() {
        manager.registry.register(HeadlineCell.self)
        manager.registry.register(FeaturedCell.self, when: .section(0))
        storage.setItems([["top story"], ["a", "b", "c"]])
        window.addSubview(table)
        manager.attach(to: table, content: storage)
        table.layoutIfNeeded()
    }

    func cellType(_ section: Int, _ item: Int) -> String {
        table.finishAnimations()
        return table.cellForRow(at: IndexPath(row: item, section: section)).map { String(describing: type(of: $0)) }
            ?? "none"
    }

    @Test("moved into the conditional section: the row is reloaded into the section's cell")
    func intoTheSection() throws {
        #expect(cellType(1, 1) == "HeadlineCell")
        try storage.moveItem(at: ItemPath(item: 1, section: 1), to: ItemPath(item: 1, section: 0))
        #expect(cellType(0, 1) == "FeaturedCell")
        #expect((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FeaturedCell)?.text == "b")
        #expect(table.exceptions.isEmpty)
    }

    @Test("moved out of the conditional section: the row is reloaded into the usual cell")
    func outOfTheSection() throws {
        #expect(cellType(0, 0) == "FeaturedCell")
        try storage.moveItem(at: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1))
        #expect(cellType(1, 0) == "HeadlineCell")
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 1)) as? HeadlineCell)?.text == "top story")
        #expect(table.exceptions.isEmpty)
    }
}
