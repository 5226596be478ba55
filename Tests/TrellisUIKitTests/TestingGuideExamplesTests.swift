// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Testing
import TrellisUIKitTesting

// docs/Testing.md's TrellisUIKitTesting example, compiled and run with nothing but `import TrellisUIKitTesting`
// (DocCodeBlocksTests checks the guide shows this code).

@MainActor
@Suite("docs/Testing.md: TrellisUIKitTesting example")
struct TestingGuideUIKitExamplesTests {
    struct Post: Identifiable, Equatable { let id: Int; var title: String }

    final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var title = ""
        func update(with post: Post) { title = post.title }
        var snapshotText: String { title }
    }

    @MainActor final class PostsScreen {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let manager = TableViewManager()
        let storage = MemoryStorage()
        private(set) var opened: [Post] = []

        init(posts: [Post]) {
            manager.registry.register(PostCell.self) { [weak self] mapping in
                mapping.didSelect { _, post, _ in self?.opened.append(post) }
            }
            manager.attach(to: tableView, content: storage)
            storage.setItems([posts])
        }
    }

    @MainActor @Test(.collectsAnomalies) func tappingAPostOpensIt() throws {
        let screen = PostsScreen(posts: [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(screen.tableView)       // on screen: the table lays out its rows

        screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))

        #expect(screen.opened.map(\.title) == ["World"])
        #expect(screen.tableView.exceptions.isEmpty)
        expectTextSnapshot(try #require(screen.manager.textSnapshot()), matches: """
              Hello
            > World
            """)
    }
}
