import Testing
import Trellis
import TrellisTesting

/// A header view registered with the same reuse identifier as `SharedIdentifierCell`.
@MainActor
private final class SharedIdentifierHeader: ModelTransfer, ConstructibleView {
    private(set) var title = ""
    init() {}
    func update(with model: String) { title = model }
}

/// A cell registered with the same reuse identifier as `SharedIdentifierHeader`.
@MainActor
private final class SharedIdentifierCell: ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with model: String) { text = model }
}

@MainActor
@Suite("Headless table: reuse by identifier and kind")
struct HeadlessReuseKindTests {
    @Test("a cell and a header registered with one reuse identifier never get each other's views")
    func cellAndHeaderWithOneIdentifier() {
        let collector = AnomalyCollector()
        let storage = MemoryStorage()
        storage.setItems([[]])
        storage.setSectionHeaderModels(["Header"])
        let table = HeadlessTableView(content: storage, viewportHeight: 5)
        table.registry.register(SharedIdentifierCell.self, reuseIdentifier: "Shared")
        table.registry.register(SharedIdentifierHeader.self, as: .header, reuseIdentifier: "Shared")
        collector.collect {
            #expect((table.headerView(inSection: 0) as? SharedIdentifierHeader)?.title == "Header")
            table.reloadData()  // the header view goes back to the reuse queue
            storage.setItems([["a", "b", "c"]])
            table.reloadData()  // three cells are dequeued
        }
        #expect(table.visibleCellViews.compactMap { ($0 as? SharedIdentifierCell)?.text } == ["a", "b", "c"])
        #expect(table.visibleCellViews.count == 3)
        #expect(collector.anomalies.isEmpty, "\(collector.anomalies)")
        #expect((table.headerView(inSection: 0) as? SharedIdentifierHeader)?.title == "Header")
    }
}
