// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of the TrellisUIKitTesting article and of
// docs/UIKit.md's "Attach in one line", which are laid out for reading (the last suite checks the docs show this code).
import Testing
import TrellisUIKitTesting

// MARK: TrellisUIKitTesting.docc: "your view controller, unchanged"

@MainActor
@Suite("TrellisUIKitTesting article: a view controller tested as written")
struct TestingArticleViewControllerTests {
    struct Post: Identifiable, Equatable { let id: Int; var title: String }

    final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var title = ""
        func update(with post: Post) { title = post.title }
        var snapshotText: String { title }
    }

    /// An app's screen as an app writes it: a view controller that owns a table and a manager, set up in
    /// `viewDidLoad`.
    final class PostsViewController: UIViewController {
        static let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        let tableView = UITableView(frame: .zero, style: .plain)
        let manager = TableViewManager()
        let storage = MemoryStorage()
        private(set) var opened: [Post] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            view.addSubview(tableView)
            manager.registry.register(PostCell.self) { [weak self] mapping in
                mapping.didSelect { _, post, _ in self?.opened.append(post) }
            }
            manager.attach(to: tableView, content: storage)
            storage.setItems([Self.posts])
        }
    }

    let posts = PostsViewController.posts

    @MainActor @Test(.collectsAnomalies) func tappingAPostOpensIt() throws {
        let screen = PostsViewController()          // your view controller, unchanged
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen          // loads its view: viewDidLoad runs
        window.makeKeyAndVisible()                  // on screen: the table lays out its rows
        screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(screen.opened == [posts[1]])
        expectTextSnapshot(try #require(screen.manager.textSnapshot()), matches: """
              Hello
            > World
            """)
    }

    @Test("loadViewIfNeeded alone runs viewDidLoad: the manager drives the table (off screen: no cells)", .collectsAnomalies)
    func loadViewIfNeededAttaches() throws {
        let screen = PostsViewController()
        #expect(!screen.isViewLoaded && screen.tableView.dataSource == nil)
        screen.loadViewIfNeeded()
        #expect(screen.isViewLoaded && screen.tableView.dataSource != nil && screen.tableView.superview === screen.view)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
        #expect(screen.tableView.visibleCells.isEmpty)
        #expect(screen.tableView.exceptions.isEmpty)
    }
}

// MARK: docs/UIKit.md: "Attach in one line"

@MainActor
@Suite("docs/UIKit.md: a UITableViewController subclass attached in one line")
struct UIKitGuideTableViewControllerTests {
    struct Post: Identifiable, Equatable { let id: Int; var title: String }
    struct Section: Equatable { var title: String }

    final class PostsViewController: UITableViewController {
        let manager = TableViewManager()
        let storage = MemoryStorage()

        override func viewDidLoad() {
            super.viewDidLoad()
            manager.registry.register(PostCell.self) { mapping in
                mapping.didSelect { [weak self] _, post, _ in self?.open(post) }
                mapping.trailingSwipeActions { [weak self] _, post, _ in
                    SwipeActionsDescription(actions: [.init(style: .destructive, title: "Delete") { done in
                        self?.delete(post); done(true)
                    }])
                }
            }
            manager.registry.register(SectionHeader.self, as: .header)
            manager.attach(to: tableView, content: storage)        // any SectionedContent; ObservableContent animates
            storage.setItems([posts])
        }
    }

    @Test("the snippet compiles against the stand-in; a tap opens, a swipe's Delete deletes", .collectsAnomalies)
    func attachInOneLine() throws {
        let screen = PostsViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let table: UITableView = screen.tableView
        #expect(table.dataSource !== screen && table.delegate !== screen)  // the manager's, set after the controller's
        #expect(screen.manager.textSnapshot()?.lines == ["  One", "  Two"])

        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(screen.title == "Two")
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        #expect(delete.title == "Delete")
        table.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        #expect(screen.manager.textSnapshot()?.lines == ["> Two"])
        #expect(table.exceptions.isEmpty)
    }
}

extension UIKitGuideTableViewControllerTests.PostsViewController {
    typealias Post = UIKitGuideTableViewControllerTests.Post

    final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var title = ""
        func update(with post: Post) { title = post.title }
        var snapshotText: String { title }
    }

    final class SectionHeader: UITableViewHeaderFooterView, ModelTransfer {
        func update(with section: UIKitGuideTableViewControllerTests.Section) {}
    }

    /// The posts the screen shows (the snippet leaves where they come from to the app).
    var posts: [Post] { [Post(id: 1, title: "One"), Post(id: 2, title: "Two")] }

    /// Opens `post`: here the screen's title becomes the post's.
    func open(_ post: Post) { title = post.title }

    /// Deletes `post` from the storage.
    func delete(_ post: Post) { try? storage.removeItem(post) }
}

// MARK: The docs show the code above

@Suite("The TrellisUIKitTesting article and docs/UIKit.md show the view-controller code the tests above compile")
struct ViewControllerDocBlocksTests {
    /// `text` without indentation, trailing spaces or blank lines, line by line.
    static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The Swift code blocks of the Markdown file at `path` (relative to the package root), in order.
    static func swiftBlocks(of path: String) throws -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in try packageFile(path).components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(lines(current!.joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `block` appears, line for line, in this file (its `import` lines anywhere: this file has them once).
    static func isHeldHere(_ block: [String]) throws -> Bool {
        let block = Array(block.drop { $0.hasPrefix("import ") })
        let here = lines(try packageFile("Tests/TrellisUIKitTests/ViewControllers/ViewControllerDocExamplesTests.swift"))
        guard !block.isEmpty, block.count <= here.count else { return false }
        return (0...(here.count - block.count)).contains { Array(here[$0..<($0 + block.count)]) == block }
    }

    @Test("the article's example is this file's tappingAPostOpensIt")
    func article() throws {
        let blocks = try Self.swiftBlocks(of: "Sources/TrellisUIKitTesting/TrellisUIKitTesting.docc/TrellisUIKitTesting.md")
        let example = try #require(blocks.first { $0.contains { $0.contains("func tappingAPostOpensIt") } })
        #expect(try Self.isHeldHere(example))
    }

    @Test("docs/UIKit.md's first snippet is this file's UITableViewController subclass")
    func uikitGuide() throws {
        let first = try #require(try Self.swiftBlocks(of: "docs/UIKit.md").first)
        #expect(first.first == "final class PostsViewController: UITableViewController {")
        #expect(try Self.isHeldHere(first))
    }
}
