import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

/// A text snapshot shows the headers and footers the table shows: none for an empty section whose header (or footer)
/// the dispatcher hides. From an outside probe (the first test failed before the fix).
@MainActor
@Suite("Text snapshots leave out hidden headers and footers")
struct TextSnapshotHiddenHeaderTests {
    typealias Post = Adopter.Post

    /// DT's `displayHeaderOnEmptySection = false` is `dispatcher.hidesHeadersOfEmptySections = true`. A search
    /// empties section A: the table shows no header there (`titleForHeaderInSection` is `nil`, the header has no
    /// height), and `manager.textSnapshot()` does not print "[A]" either.
    @Test("textSnapshot() leaves out a header that hidesHeadersOfEmptySections hides", .collectsAnomalies)
    func textSnapshotShowsHiddenHeader() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        manager.dispatcher.hidesHeadersOfEmptySections = true
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self)
        manager.memoryStorage.setItems([[], [Post(id: 3, title: "banana")]])
        manager.memoryStorage.setSectionHeaderModels(["A", "B"])
        table.finishAnimations()
        #expect(manager.proxy.tableView(table, titleForHeaderInSection: 0) == nil, "the table shows no header A")
        #expect(manager.textSnapshot()?.lines == ["[B]", "  banana"])
        _ = window
    }

    /// The footer's rule, with footers that are models (not titles) shown by a view: hidden in an empty section.
    @Test("textSnapshot() leaves out a footer that hidesFootersOfEmptySections hides", .collectsAnomalies)
    func textSnapshotShowsHiddenFooter() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        manager.dispatcher.hidesFootersOfEmptySections = true
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self)
        manager.memoryStorage.setItems([[Post(id: 3, title: "banana")], []])
        manager.memoryStorage.setSectionHeaderModels(["A", "B"])
        manager.memoryStorage.setSectionFooterModels(["1 fruit", "no fruit"])
        table.finishAnimations()
        #expect(manager.textSnapshot()?.lines == ["[A]", "  banana", "(1 fruit)", "[B]"])
        _ = window
    }
}
