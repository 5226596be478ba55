// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Observation
import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

// docs/Cells.md, compiled and run: each test holds one of the guide's Swift blocks as the guide shows it
// (DocCodeBlocksTests checks that it does), then checks that the block does what the guide says. The SwiftUI block is
// the one exception: only Apple's SDKs compile it (DocCodeBlocksTests.appleOnly).

@MainActor
@Suite("The cells guide (docs/Cells.md)")
struct CellsGuideTests {
    // The guide's models, nested so that they do not clash with other tests' fixtures.
    struct Post: Hashable { let id: Int; var title: String; var summary: String }
    struct Section: Hashable { var title: String }

    static let posts = [
        Post(id: 1, title: "Trellis 0.2", summary: "Cells, every way"),
        Post(id: 2, title: "Live models", summary: "No reloads"),
    ]

    /// What a view controller owns: a table in a window, and its manager, whose anomalies are kept.
    @MainActor final class Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let manager = TableViewManager()
        let anomalies = AnomalyLog()

        init() {
            tableView.completesAnimationsAutomatically = false
            manager.dispatcher.anomalyHandler = anomalies.handler
            window.addSubview(tableView)
        }

        /// The cell at `row` of `section`.
        func cell<Cell: UITableViewCell>(_ row: Int, _ section: Int = 0, as type: Cell.Type) -> Cell? {
            tableView.cellForRow(at: IndexPath(row: row, section: section)) as? Cell
        }

        /// The text of the list configuration `cell` shows, and its secondary text.
        func texts(_ cell: UITableViewCell?) -> (String?, String?) {
            let content = cell?.contentConfiguration as? UIListContentConfiguration
            return (content?.text, content?.secondaryText)
        }
    }

    /// Where the guide's cells send the posts a person opens.
    @MainActor final class Router {
        private(set) var opened: [Post] = []
        func open(_ post: Post) { opened.append(post) }
    }

    // MARK: 1. A cell class that declares its model

    @Test("1. a cell class that declares its model shows it; its typed events go on the mapping")
    func cellClass() throws {
        let screen = Screen()
        let manager = screen.manager
        let router = Router()
        func open(_ post: Post) { router.open(post) }

        final class PostCell: UITableViewCell, ModelTransfer {
            func update(with post: Post) {
                var content = defaultContentConfiguration()
                content.text = post.title
                contentConfiguration = content
            }
        }
        manager.registry.register(PostCell.self) { $0.didSelect { _, post, _ in open(post) } }

        manager.memoryStorage.setItems([Self.posts])
        manager.attach(to: screen.tableView)
        #expect(screen.texts(screen.cell(0, as: PostCell.self)).0 == "Trellis 0.2")
        #expect(screen.texts(screen.cell(1, as: PostCell.self)).0 == "Live models")
        screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(router.opened == [Self.posts[1]])
        #expect(screen.anomalies.all.isEmpty)
        #expect(screen.tableView.exceptions.isEmpty)
    }

    // MARK: 2. A content configuration

    @Test("2. a content configuration shows the model in a plain Trellis cell, again whenever the cell's state changes")
    func contentConfiguration() throws {
        let screen = Screen()
        let manager = screen.manager

        manager.register(Post.self) { post, state in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = post.title
            content.secondaryText = state.isSelected ? post.summary : nil
            return content
        }
        manager.register(Section.self, as: .header) { section, state in     // headers and footers: UIViewConfigurationState
            var content = UIListContentConfiguration.groupedHeader()
            content.text = section.title
            return content
        }

        manager.memoryStorage.setItems([Self.posts])
        manager.memoryStorage.setSectionHeaderModels([Section(title: "Today")])
        manager.attach(to: screen.tableView)
        let cell = try #require(screen.cell(1, as: ConfigurationTableCell.self))
        #expect(screen.texts(cell) == ("Live models", nil))
        screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        cell.layoutIfNeeded()   // the configuration update UIKit runs in the next layout pass
        #expect(screen.texts(cell) == ("Live models", "No reloads"), "selected: the summary shows")
        screen.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        cell.layoutIfNeeded()
        #expect(screen.texts(cell) == ("Live models", nil), "deselected: it goes")
        let header = try #require(screen.tableView.headerView(forSection: 0) as? ConfigurationHeaderFooterView)
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Today")
        #expect(screen.anomalies.all.isEmpty)
        #expect(screen.tableView.exceptions.isEmpty)
    }

    // MARK: 6. A live model

    /// The guide's live model and its cell (`@Observable` needs macOS 14, iOS 17).
    @available(macOS 14, iOS 17, *)
    enum Live {
        @Observable final class Quote {
            let symbol: String
            var price: Decimal
            init(symbol: String, price: Decimal) { self.symbol = symbol; self.price = price }
        }
        final class QuoteCell: UITableViewCell, ModelTransfer {
            func update(with quote: Quote) {
                var content = UIListContentConfiguration.valueCell()
                content.text = quote.symbol
                content.secondaryText = "\(quote.price)"   // reads price: tracked
                contentConfiguration = content
            }
        }
    }

    @available(macOS 14, iOS 17, *)
    @Test("6. an @Observable model's change configures its row's cell again, in place: no update, no reload")
    func liveModel() async throws {
        typealias Quote = Live.Quote
        typealias QuoteCell = Live.QuoteCell
        let screen = Screen()
        let manager = screen.manager
        manager.attach(to: screen.tableView)

        let quote = Quote(symbol: "ACME", price: 100)
        manager.registry.register(QuoteCell.self)
        try manager.memoryStorage.addItem(quote)
        quote.price = 101.5   // the row's cell shows it; nothing else happens

        screen.tableView.finishAnimations()   // the row's insertion
        let cell = try #require(screen.cell(0, as: QuoteCell.self))
        let updates = screen.tableView.updateLog
        let calls = screen.tableView.dataSourceCalls.count
        #expect(screen.texts(cell) == ("ACME", "100"), "made with the old price; the change is shown on a later turn")
        for _ in 0..<50 where screen.texts(cell).1 != "101.5" { await Task.yield() }
        #expect(screen.texts(cell) == ("ACME", "101.5"), "on a later main-actor turn")
        #expect(screen.cell(0, as: QuoteCell.self) === cell, "the same cell")
        #expect(screen.tableView.updateLog == updates, "no batch, no reload")
        #expect(Array(screen.tableView.dataSourceCalls.dropFirst(calls)) == ["cellForRow(0-0)"], "one reconfigure of the row")

        // Several changes before the next turn: one configure, showing the last.
        let before = screen.tableView.dataSourceCalls.count
        quote.price = 102
        quote.price = 103.25
        for _ in 0..<50 where screen.texts(cell).1 != "103.25" { await Task.yield() }
        for _ in 0..<10 { await Task.yield() }
        #expect(screen.texts(cell) == ("ACME", "103.25"))
        #expect(Array(screen.tableView.dataSourceCalls.dropFirst(before)) == ["cellForRow(0-0)"], "two changes, one configure")
        #expect(screen.tableView.updateLog == updates, "still no batch, no reload")
        #expect(screen.anomalies.all.isEmpty)
        #expect(screen.tableView.exceptions.isEmpty)
    }

    // MARK: 7. A live collection

    /// An inbox whose messages change.
    @available(macOS 14, iOS 17, *)
    @Observable final class Inbox {
        var messages: [Message] = []
    }

    struct Message: Hashable, Sendable { let id: Int; var text: String }
    struct SearchResult: Hashable, Sendable { let id: Int; var title: String }

    final class MessageCell: UITableViewCell, ModelTransfer {
        private(set) var text = ""
        func update(with message: Message) { text = message.text }
    }

    final class ResultCell: UITableViewCell, ModelTransfer {
        private(set) var title = ""
        func update(with result: SearchResult) { title = result.title }
    }

    @available(macOS 14, iOS 17, *)
    @Test("7. sections bound to an @Observable array, or to an AsyncSequence of arrays: each change is diffed and animated")
    func liveCollection() async throws {
        let screen = Screen(), resultsScreen = Screen()
        let manager = screen.manager, tableView = screen.tableView
        manager.registry.register(MessageCell.self)
        let inbox = Inbox()
        inbox.messages = [Message(id: 1, text: "Hello")]
        let declarative = DeclarativeContent { ListSection(id: "results", rows: []) }
        resultsScreen.manager.attach(to: resultsScreen.tableView, content: declarative)
        let (searchResults, results) = AsyncStream.makeStream(of: [SearchResult].self)

        let content = LiveContent(sections: [StorageSection(id: "inbox", header: "Inbox")])
        content.bind(section: 0) { inbox.messages }
        manager.attach(to: tableView, content: content)

        declarative.bind(section: "results", to: searchResults, as: ResultCell.self)   // declarative content too

        content.minimumInterval = 0   // publish each change at once (by default, at most one update every 0.3 s)
        await eventually { tableView.numberOfRows(inSection: 0) == 1 }
        #expect(screen.cell(0, as: MessageCell.self)?.text == "Hello")
        tableView.finishAnimations()
        inbox.messages.insert(Message(id: 2, text: "New"), at: 0)
        await eventually { tableView.numberOfRows(inSection: 0) == 2 }
        let batch = try #require(tableView.updateLog.last?.batch, "an animated batch, not a reload")
        #expect(batch.insertedItems == [IndexPath(row: 0, section: 0)])
        #expect(screen.cell(0, as: MessageCell.self)?.text == "New")

        results.yield([SearchResult(id: 1, title: "Kyoto"), SearchResult(id: 2, title: "Lima")])
        await eventually { resultsScreen.tableView.numberOfRows(inSection: 0) == 2 }
        resultsScreen.tableView.finishAnimations()
        results.yield([SearchResult(id: 2, title: "Lima")])
        await eventually { resultsScreen.tableView.numberOfRows(inSection: 0) == 1 }
        #expect(resultsScreen.tableView.updateLog.last?.batch?.deletedItems == [IndexPath(row: 0, section: 0)])
        #expect(resultsScreen.cell(0, as: ResultCell.self)?.title == "Lima")
        results.finish()
        #expect(screen.anomalies.all.isEmpty && resultsScreen.anomalies.all.isEmpty)
        #expect(tableView.exceptions.isEmpty && resultsScreen.tableView.exceptions.isEmpty)
    }

    // MARK: An empty state

    @Test("empty states: a description, a content configuration or a view, shown while there are no rows")
    func emptyStates() throws {
        let posts = Screen(), search = Screen(), photos = Screen()
        let postsManager = posts.manager, searchManager = search.manager, photosManager = photos.manager
        let noPhotosView = UIView(frame: .zero)
        let yours = UIView(frame: .zero)
        posts.tableView.backgroundView = yours
        for screen in [posts, search, photos] {
            screen.manager.registry.register(PostCell.self)
            screen.manager.attach(to: screen.tableView)
        }

        postsManager.emptyState = .emptyState(EmptyState("No posts yet", message: "Pull to refresh.", imageName: "tray"))
        if #available(iOS 17.0, *) { searchManager.emptyState = .configuration(UIContentUnavailableConfiguration.search()) }
        photosManager.emptyState = .view(noPhotosView)

        let described = (posts.tableView.backgroundView as? UIContentUnavailableView)?.configuration as? UIContentUnavailableConfiguration
        #expect(described?.text == "No posts yet" && described?.secondaryText == "Pull to refresh.")
        #expect(described?.image?.name == "tray")
        #expect((search.tableView.backgroundView as? UIContentUnavailableView)?.configuration as? UIContentUnavailableConfiguration
            == UIContentUnavailableConfiguration.search())
        #expect(photos.tableView.backgroundView === noPhotosView)
        for screen in [posts, search, photos] {
            try screen.manager.memoryStorage.addItem(TrellisUIKitTests.Post(id: 1, title: "First"))
            screen.tableView.finishAnimations()
        }
        #expect(posts.tableView.backgroundView === yours, "rows came: your own background is back")
        #expect(search.tableView.backgroundView == nil && photos.tableView.backgroundView == nil)
        try photos.manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))
        #expect(photos.tableView.backgroundView === noPhotosView, "empty again")
    }
}

// Sections 4 and 5: views made from nibs and storyboards are found by their class's name, which only a top-level class
// has (UIKit's NSClassFromString does not find nested Swift classes by name either): these tests use the fixtures'
// top-level `Post` and `PostCell`, and the guide's `AuthorCell` and `PostHeader` below.

struct Author: Hashable { var name: String }

/// A cell for authors, made from `Resources/AuthorRow.nib` or a storyboard prototype.
final class AuthorCell: UITableViewCell, ModelTransfer {
    private(set) var awoke = false
    private(set) var name: String?
    override func awakeFromNib() { super.awakeFromNib(); awoke = true }
    func update(with author: Author) { name = author.name }
}

/// A section header made from `Resources/PostHeader.nib`.
final class PostHeader: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var awoke = false
    private(set) var title: String?
    override func awakeFromNib() { super.awakeFromNib(); awoke = true }
    func update(with header: HeaderModel) { title = header.text }
}

@MainActor
@Suite("The cells guide (docs/Cells.md): nibs and storyboards")
struct CellsGuideNibTests {
    typealias Screen = CellsGuideTests.Screen

    // MARK: 4. A cell from a nib

    @Test("4. nibs: named after the class in its bundle, or named, in the package's resource bundle; headers too")
    func nibs() throws {
        let screen = Screen()
        let manager = screen.manager

        manager.registry.register(PostCell.self)                                       // PostCell.xib, if PostCell's bundle has one
        manager.register(AuthorCell.self, from: .nib("AuthorRow", bundle: .module))    // another name, another bundle
        manager.register(PostHeader.self, from: .nib(bundle: .module), as: .header)    // headers and footers too

        manager.memoryStorage.setItems([[Post(id: 1, title: "Trellis 0.2"), Author(name: "Ada")] as [Any]])
        manager.memoryStorage.setSectionHeaderModels([HeaderModel(text: "Today")])
        manager.attach(to: screen.tableView)
        let post = try #require(screen.cell(0, as: PostCell.self))
        #expect(!post.awoke, "PostCell's bundle has no PostCell nib: the class is registered, and nothing is reported")
        #expect(post.post?.title == "Trellis 0.2")
        let author = try #require(screen.cell(1, as: AuthorCell.self))
        #expect(author.awoke && author.name == "Ada", "made from AuthorRow.nib in Bundle.module")
        let header = try #require(screen.tableView.headerView(forSection: 0) as? PostHeader)
        #expect(header.awoke && header.title == "Today", "made from PostHeader.nib in Bundle.module")
        #expect(screen.anomalies.all.isEmpty)
        #expect(screen.tableView.exceptions.isEmpty)
    }

    // MARK: 5. A storyboard prototype cell

    @Test("5. storyboard prototypes: dequeued by the class's name, or by the identifier given")
    func storyboardPrototypes() throws {
        let screen = Screen()
        let manager = screen.manager
        // What a storyboard with two prototype cells gives its table (UIKit decodes one nib per prototype).
        for (className, identifier) in [("PostCell", "PostCell"), ("AuthorCell", "author")] {
            let nib = UINib(data: Data("TrellisUIKitTests.\(className) reuseIdentifier=\(identifier)".utf8), bundle: nil)
            screen.tableView.standInAddPrototype(nib, forCellReuseIdentifier: identifier)
        }

        manager.register(PostCell.self, from: .storyboardPrototype)                          // identifier "PostCell"
        manager.register(AuthorCell.self, from: .storyboardPrototype, reuseIdentifier: "author")

        manager.memoryStorage.setItems([[Post(id: 1, title: "Trellis 0.2"), Author(name: "Ada")] as [Any]])
        manager.attach(to: screen.tableView)
        let post = try #require(screen.cell(0, as: PostCell.self))
        let author = try #require(screen.cell(1, as: AuthorCell.self))
        #expect(post.awoke && post.reuseIdentifier == "PostCell")
        #expect(author.awoke && author.reuseIdentifier == "author" && author.name == "Ada")
        #expect(screen.anomalies.all.isEmpty, "both prototypes exist")
        #expect(screen.tableView.exceptions.isEmpty)
    }
}
