// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Testing
import Trellis
import TrellisTesting

// docs/Testing.md's headless example and TrellisTesting.docc's, compiled and run (DocCodeBlocksTests checks the
// guides show this code).

@MainActor
@Suite("docs/Testing.md: headless example")
struct TestingGuideExamplesTests {
    struct Post: Identifiable, Equatable { let id: Int; var title: String }

    final class PostCell: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
        private(set) var title = ""
        init() {}
        func update(with post: Post) { title = post.title }
        var snapshotText: String { title }
    }

    @MainActor @Test(.collectsAnomalies) func deletingAPostKeepsTheSelection() throws {
        let storage = MemoryStorage()
        storage.setItems([[Post(id: 1, title: "Hello"), Post(id: 2, title: "World"), Post(id: 3, title: "Again")]])
        storage.setSectionHeaderModels(["Posts"])
        let table = HeadlessTableView(content: storage, viewportHeight: 2)
        table.registry.register(PostCell.self)
        table.dispatcher.commitEditingStyle(withModel: Post.self) { _, path, _ in try? storage.removeItem(at: path) }

        table.tap(at: ItemPath(item: 1, section: 0))
        table.delete(at: ItemPath(item: 0, section: 0))

        #expect(table.log.deletedItems == [ItemPath(item: 0, section: 0)])
        #expect(table.selectedItemPaths == [ItemPath(item: 0, section: 0)])
        expectTextSnapshot(table.textSnapshot(), matches: """
            [Posts]
            > World
              Again
            """)
    }

    // TrellisTesting.docc's example.
    @MainActor @Test(.collectsAnomalies) func deletingAPost() throws {
        let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World"), Post(id: 3, title: "Again")]
        let storage = MemoryStorage(items: posts)
        let table = HeadlessTableView(content: storage, viewportHeight: 3)
        table.registry.register(PostCell.self)
        table.dispatcher.commitEditingStyle(withModel: Post.self) { _, path, _ in try? storage.removeItem(at: path) }

        table.tap(at: ItemPath(item: 1, section: 0))
        table.delete(at: ItemPath(item: 0, section: 0))

        #expect(table.log.deletedItems == [ItemPath(item: 0, section: 0)])
        expectTextSnapshot(table.textSnapshot(), matches: """
            > World
              Again
            """)
    }
}
