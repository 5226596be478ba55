import Testing
import Trellis
import TrellisTesting

/// The headless table's text snapshot shows the headers and footers the table shows: none for an empty section whose
/// header (or footer) the dispatcher hides (it printed them, as `TableViewManager.textSnapshot()` did).
@MainActor
@Suite("Headless text snapshots leave out hidden headers and footers")
struct HeadlessTextSnapshotHiddenHeaderTests {
    @Test("A header hidden by hidesHeadersOfEmptySections is not in the snapshot")
    func hiddenHeader() {
        let storage = MemoryStorage()
        storage.setItems([[], ["banana"]])
        storage.setSectionHeaderModels(["A", "B"])
        let table = HeadlessTableView(content: storage, viewportHeight: 5)
        table.registry.register(LabelCell.self)
        table.dispatcher.hidesHeadersOfEmptySections = true
        #expect(table.headerTitle(inSection: 0) == nil, "the table shows no header A")
        #expect(table.textSnapshot().lines == ["[B]", "  banana"])
    }

    @Test("A footer hidden by hidesFootersOfEmptySections is not in the snapshot")
    func hiddenFooter() {
        let storage = MemoryStorage()
        storage.setItems([["banana"], []])
        storage.setSectionHeaderModels(["A", "B"])
        storage.setSectionFooterModels(["1 fruit", "no fruit"])
        let table = HeadlessTableView(content: storage, viewportHeight: 5)
        table.registry.register(LabelCell.self)
        table.dispatcher.hidesFootersOfEmptySections = true
        #expect(table.textSnapshot().lines == ["[A]", "  banana", "(1 fruit)", "[B]"])
    }
}
