// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Testing
import Trellis
import TrellisTesting

// The README's examples, compiled and run: if one stops compiling or behaving as the README says, this fails.

@MainActor
@Suite("README examples")
struct ReadmeExamplesTests {
    // The README's model and cells, nested so that they do not clash with other tests' fixtures.
    struct Post: Identifiable, Equatable { let id: Int; var title: String }

    final class PostCell: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
        var title = ""
        init() {}
        func update(with post: Post) { title = post.title }
        var snapshotText: String { title }   // what a text snapshot of the table shows
    }

    final class CountryCell: ModelTransfer, ConstructibleView {
        var name = ""
        init() {}
        func update(with country: String) { name = country }
    }

    @Test("1. a storage of mapped models: many edits, one update that UIKit accepts")
    func storageExample() throws {
        let storage = MemoryStorage()
        try storage.addItems([Post(id: 1, title: "Hello"), Post(id: 2, title: "World")])
        let table = HeadlessTableView(content: storage)   // a table without a screen; UIKit's managers work alike
        table.registry.register(PostCell.self) { $0.didSelect { cell, post, path in print("open", post.title) } }
        try storage.performUpdates {            // many edits, one animated update that UIKit accepts
            try storage.moveItem(at: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))
            try storage.addItem(Post(id: 3, title: "Again"))
        }
        #expect(table.log.batches.count == 1)
        #expect(table.visibleModels.map { ($0 as? Post)?.title } == ["World", "Hello", "Again"])
        #expect((table.cell(at: ItemPath(item: 0, section: 0)) as? PostCell)?.title == "World")
        expectTextSnapshot(table.textSnapshot(), matches: "  World\n  Hello\n  Again")
    }

    @Test("2. declarative sections and rows: the diff works out the change")
    func declarativeExample() {
        let content = DeclarativeContent {
            ListSection(id: "countries", header: "Countries") {
                for country in ["Chile", "Peru"] {
                    ListRow<CountryCell>(country).onTap { event in .deselect(animated: true) }
                }
            }
        }
        var updates: [ContentUpdate] = []
        let observation = content.observe { updates.append($0) }
        content.update(animation: .fade) { $0.sections[0].rows.removeFirst() }
        #expect(updates.count == 1)
        #expect(updates.first?.stages.first?.update.deletedItems == [ItemPath(item: 0, section: 0)])
        #expect(content.numberOfItems(inSection: 0) == 1)
        observation.cancel()
    }

    @Test("3. a cascading tree of per-section nodes")
    func cascadingExample() {
        final class ReviewsSection: CascadingNode {
            var reviews = ["Lovely", "Too hot"] { didSet { setNeedsUpdate() } }   // a change animates
            override var header: Any? { "Reviews" }
            override var rows: [Any] { reviews }
        }
        let root = CascadingRoot(children: [ReviewsSection()])
        #expect(root.numberOfSections == 1)
        #expect(root.numberOfItems(inSection: 0) == 2)
        #expect(root.headerModel(forSection: 0) as? String == "Reviews")
        // The `didSet` makes a change animate: an append is one inserted row, with nothing else to call.
        let table = HeadlessTableView(content: root)
        (root.children.first as? ReviewsSection)?.reviews.append("Nice")
        #expect(table.log.insertedItems == [ItemPath(item: 2, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }
}
