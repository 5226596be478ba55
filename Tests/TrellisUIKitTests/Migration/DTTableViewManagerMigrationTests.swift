// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Testing
import TrellisUIKitTesting

// docs/Migrating-from-DTTableViewManager.md, compiled and run (DocCodeBlocksTests checks the guide shows this code).

@MainActor
@Suite("Migrating from DTTableViewManager: the posts list")
struct DTTableViewManagerMigrationTests {
    struct Post: Hashable { let id: Int; var title: String }

    final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var title = ""
        func update(with post: Post) { title = post.title }
        var snapshotText: String { title }
    }

    final class FeaturedPostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var title = ""
        func update(with post: Post) { title = "★ " + post.title }
        var snapshotText: String { title }
    }

    @MainActor final class PostsScreen {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let manager = TableViewManager()
        private(set) var opened: [Post] = []

        func viewDidLoad() {
            manager.attach(to: tableView)
            manager.register(FeaturedPostCell.self, when: .section(0))
            manager.register(PostCell.self) { [weak self] mapping in
                mapping.didSelect { _, post, _ in self?.opened.append(post) }
            }
            manager.dispatcher.commitEditingStyle(withModel: Post.self) { [weak self] _, path, style in
                if style == .delete { try? self?.manager.memoryStorage.removeItem(at: path) }
            }
            manager.memoryStorage.setItems([
                [Post(id: 1, title: "Trellis 0.1 is out")],
                [Post(id: 2, title: "Diffing in linear time"), Post(id: 3, title: "UIKit's batch rules")],
            ])
            manager.memoryStorage.setSectionHeaderModels(["Featured", "Latest"])
        }
    }

    @Test(.collectsAnomalies) func postsScreen() throws {
        let screen = PostsScreen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(screen.tableView)
        screen.viewDidLoad()
        screen.tableView.finishAnimations()

        screen.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        let delete = try #require(screen.tableView.simulateTrailingSwipe(at: IndexPath(row: 1, section: 1))?.actions.first)
        screen.tableView.simulatePerform(delete, at: IndexPath(row: 1, section: 1))
        screen.tableView.finishAnimations()

        #expect(screen.opened.map(\.title) == ["Diffing in linear time"])
        #expect(screen.tableView.exceptions.isEmpty)
        expectTextSnapshot(try #require(screen.manager.textSnapshot()), matches: """
            [Featured]
              ★ Trellis 0.1 is out
            [Latest]
            > Diffing in linear time
            """)
    }

    @Test("the manager's DTTableViewManager vocabulary: memoryStorage, register, registerHeader, unregister")
    func vocabulary() throws {
        let manager = TableViewManager()
        let storage = manager.memoryStorage
        #expect(manager.memoryStorage === storage, "the same storage until content is attached")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        window.addSubview(table)
        manager.attach(to: table)
        #expect(manager.content as? MemoryStorage === storage)
        manager.register(PostCell.self)
        manager.registerHeader(FeaturedPostCell.self)
        #expect(manager.registry.mappings.map(\.kind) == [.cell, .header])
        manager.unregisterHeader(FeaturedPostCell.self)
        manager.unregister(PostCell.self)
        #expect(manager.registry.mappings.isEmpty)
        let other = MemoryStorage()
        manager.setContent(other)
        #expect(manager.memoryStorage === other, "the content when it is a storage")
    }
}
