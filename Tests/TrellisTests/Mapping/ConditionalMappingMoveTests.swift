import Testing
import Trellis
import TrellisTesting

/// The usual cell for a headline.
@MainActor
private final class HeadlineCell: ModelTransfer, ConstructibleView {
    var text = ""
    init() {}
    func update(with model: String) { text = model }
}

/// The cell for headlines in the first section (a `.section(0)` mapping).
@MainActor
private final class FeaturedCell: ModelTransfer, ConstructibleView {
    var text = ""
    init() {}
    func update(with model: String) { text = model }
}

@MainActor
@Suite("A row that changes place gets the cell its new place maps", .collectsAnomalies)
struct ConditionalMappingMoveTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    fileprivate func makeTable() -> (HeadlessTableView, MemoryStorage) {
        let storage = MemoryStorage()
        storage.setItems([["top story"], ["a", "b", "c"]])
        let table = HeadlessTableView(content: storage)
        table.registry.register(HeadlineCell.self)
        table.registry.register(FeaturedCell.self, when: .section(0))
        return (table, storage)
    }

    fileprivate func cellTypes(_ table: HeadlessTableView) -> [[String]] {
        (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map { item in
                table.cell(at: path(section, item)).map { String(describing: type(of: $0)) } ?? "none"
            }
        }
    }

    @Test("a row moved into the conditional section is reloaded into the section's cell")
    func intoTheSection() throws {
        let (table, storage) = makeTable()
        #expect(cellTypes(table) == [["FeaturedCell"], ["HeadlineCell", "HeadlineCell", "HeadlineCell"]])
        table.clearLog()
        try storage.moveItem(at: path(1, 1), to: path(0, 1))
        #expect(cellTypes(table) == [["FeaturedCell", "FeaturedCell"], ["HeadlineCell", "HeadlineCell"]])
        #expect((table.cell(at: path(0, 1)) as? FeaturedCell)?.text == "b")
        #expect(table.log.batches.count == 2, "the move, then a reload of the moved row")
        #expect(table.log.reloadedItems == [path(0, 1)])
    }

    @Test("a row moved out of the conditional section is reloaded into the usual cell")
    func outOfTheSection() throws {
        let (table, storage) = makeTable()
        _ = cellTypes(table)
        try storage.moveItem(at: path(0, 0), to: path(1, 3))
        #expect(cellTypes(table) == [[], ["HeadlineCell", "HeadlineCell", "HeadlineCell", "HeadlineCell"]])
        #expect((table.cell(at: path(1, 3)) as? HeadlineCell)?.text == "top story")
    }

    @Test("rows of a section that shifts into or out of the conditional index are reloaded too")
    func sectionShifts() throws {
        let (table, storage) = makeTable()
        _ = cellTypes(table)
        try storage.insertSection(StorageSection(items: ["breaking"]), at: 0)
        #expect(
            cellTypes(table) == [["FeaturedCell"], ["HeadlineCell"], ["HeadlineCell", "HeadlineCell", "HeadlineCell"]])
        try storage.removeSection(at: 0)
        #expect(cellTypes(table) == [["FeaturedCell"], ["HeadlineCell", "HeadlineCell", "HeadlineCell"]])
    }

    @Test("rows whose mapping stays the same are not reloaded; without positional conditions nothing is checked")
    func nothingToReload() throws {
        let (table, storage) = makeTable()
        _ = cellTypes(table)
        table.clearLog()
        try storage.moveItem(at: path(1, 0), to: path(1, 2))
        #expect(table.log.batches.count == 1 && table.log.reloadedItems.isEmpty)
        table.registry.unregister(FeaturedCell.self)
        try storage.moveItem(at: path(0, 0), to: path(1, 0))
        #expect(table.log.batches.count == 2 && table.log.reloadedItems.isEmpty)
    }

    @Test("a predicate on the path: rows pushed past a position change cells")
    func predicateConditions() throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let table = HeadlessTableView(content: storage)
        table.registry.register(HeadlineCell.self)
        table.registry.register(FeaturedCell.self, when: .when(String.self) { path, _ in path.item == 0 })
        #expect(cellTypes(table) == [["FeaturedCell", "HeadlineCell", "HeadlineCell"]])
        try storage.insertItem("new", at: path(0, 0))
        #expect(cellTypes(table) == [["FeaturedCell", "HeadlineCell", "HeadlineCell", "HeadlineCell"]])
        #expect((table.cell(at: path(0, 1)) as? HeadlineCell)?.text == "a")
    }
}
