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

    @MainActor @Test(.collectsAnomalies) func postsScreen() throws {
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

    protocol Food {}
    final class Apple: Food {}
    final class Carrot: Food {}

    final class FoodCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var name = ""
        func update(with food: any Food) { name = "\(type(of: food))" }
        var snapshotText: String { name }
    }

    @Test(.collectsAnomalies) func protocolModels() throws {
        let manager = TableViewManager()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        window.addSubview(table)
        manager.attach(to: table)

        manager.register(FoodCell.self)
        try manager.memoryStorage.addItems([Apple(), Carrot()] as [any Food])

        table.finishAnimations()
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
        expectTextSnapshot(try #require(manager.textSnapshot()), matches: """
              Apple
              Carrot
            """)
    }

    final class AdCell: UITableViewCell, ModelTransfer { func update(with ad: Int) {} }

    @Test("the guide's delegate rule: a method any closure answers is Trellis's for every row; else the delegate's")
    func delegateMethodsPerMethodNotPerRow() throws {
        let manager = TableViewManager()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        window.addSubview(table)
        let controller = RecordingTableDelegate(answering: ["tableView(_:didSelectRowAt:)"])
        manager.delegate = controller
        manager.register(PostCell.self)
        manager.register(AdCell.self)
        manager.attach(to: table)
        manager.memoryStorage.setItems([[Post(id: 1, title: "a") as Any, 7 as Any]])
        table.finishAnimations()
        let didSelect = "tableView(_:didSelectRowAt:)"
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(controller.calls.filter { $0 == didSelect }.count == 2, "no closure answers didSelect: the delegate's")

        var tapped: [String] = []
        manager.dispatcher.didSelect(PostCell.self) { _, post, _ in tapped.append(post.title) }
        manager.connect(table)
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(tapped == ["a"])
        #expect(controller.calls.filter { $0 == didSelect }.count == 2, "the ad row's tap reaches no delegate now")
        #expect(table.exceptions.isEmpty)
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
