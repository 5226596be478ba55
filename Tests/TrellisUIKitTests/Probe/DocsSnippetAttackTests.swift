// swift-format-ignore-file
// Not formatted: the snippets below are the documentation's own lines, as a user copies them.
import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

// An outside probe (probe 6): a new user who learns Trellis only from its documentation and copies the code it shows.
// Each test holds one snippet, with the least surrounding the text implies (models, cells, a stand-in table), and
// checks that it does what the prose around it says. These snippets held; the ones that did not are in
// DocsSnippetFindingsTests.swift.

/// The snippets' models and cells, nested so that they do not clash with the target's fixtures.
enum DocsSnippets {
    struct Post: Hashable, Identifiable { let id: Int; var title: String; var isLong = false }

    /// A cell as docs/Cells.md writes one (a content configuration; the stand-in has no `textLabel`).
    final class PostCell: UITableViewCell, ModelTransfer {
        private(set) var post: Post?
        func update(with post: Post) { self.post = post }
    }

    final class FeaturedPostCell: UITableViewCell, ModelTransfer {
        private(set) var post: Post?
        func update(with post: Post) { self.post = post }
    }

    final class SectionHeader: UITableViewHeaderFooterView, ModelTransfer {
        private(set) var title: String?
        func update(with model: String) { title = model }
    }

    /// A table in a window, so that it lays out its rows.
    @MainActor static func tableOnScreen(height: CGFloat = 440) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        window.addSubview(table)
        return (window, table)
    }

    /// The posts the visible cells of `table` show, top to bottom.
    @MainActor static func shownTitles(_ table: UITableView) -> [String] {
        table.visibleCells.compactMap { ($0 as? PostCell)?.post?.title }
    }
}

@MainActor
@Suite("Docs snippets that hold as a reader pastes them", .collectsAnomalies)
struct DocsSnippetAttackTests {
    typealias Post = DocsSnippets.Post
    typealias PostCell = DocsSnippets.PostCell

    // MARK: TrellisUIKit.docc

    /// Sources/TrellisUIKit/TrellisUIKit.docc/TrellisUIKit.md:10-15: "Attach a manager in one line from a view
    /// controller; register your cells on its registry; edit the content." The insert "animates, checked against
    /// UIKit's rules", and a tap reaches `didSelect`.
    @MainActor final class TrellisUIKitOverviewScreen {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let storage = MemoryStorage()
        var manager: TableViewManager?
        private(set) var opened: [Post] = []
        func open(_ post: Post) { opened.append(post) }

        func viewDidLoad(post: Post) throws {
            let manager = TableViewManager()
            manager.registry.register(PostCell.self) { $0.didSelect { [weak self] _, post, _ in self?.open(post) } }
            manager.attach(to: tableView, content: storage)
            try storage.insertItem(post, at: ItemPath(item: 0, section: 0))   // animates, checked against UIKit's rules
            self.manager = manager
        }
    }

    @Test("TrellisUIKit.docc overview: one-line attach, an animated insert, a tap opens the post")
    func trellisUIKitOverview() throws {
        let screen = TrellisUIKitOverviewScreen()
        try screen.viewDidLoad(post: Post(id: 1, title: "Hello"))
        #expect(screen.tableView.exceptions.isEmpty)
        #expect(DocsSnippets.shownTitles(screen.tableView) == ["Hello"])
        screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(screen.opened.map(\.title) == ["Hello"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
    }

    // MARK: docs/UIKit.md ("Attach in one line"), without the UITableViewController the stand-in lacks

    /// docs/UIKit.md:9-29, with the view controller's `tableView` and `viewDidLoad` written by hand (the stand-in has
    /// no `UITableViewController`: that part is a finding). The swipe action deletes, the header is a mapped view.
    @MainActor final class UIKitGuideScreen {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        let storage = MemoryStorage()
        let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        private(set) var opened: [Post] = []
        private(set) var deleted: [Post] = []
        func open(_ post: Post) { opened.append(post) }
        func delete(_ post: Post) { deleted.append(post); try? storage.removeItem(post) }

        func viewDidLoad() {
            manager.registry.register(PostCell.self) { mapping in
                mapping.didSelect { [weak self] _, post, _ in self?.open(post) }
                mapping.trailingSwipeActions { [weak self] _, post, _ in
                    SwipeActionsDescription(actions: [.init(style: .destructive, title: "Delete") { done in
                        self?.delete(post); done(true)
                    }])
                }
            }
            manager.registry.register(DocsSnippets.SectionHeader.self, as: .header)
            manager.attach(to: tableView, content: storage)        // any SectionedContent; ObservableContent animates
            storage.setItems([posts])
        }
    }

    @Test("docs/UIKit.md: attach, select, swipe to delete through the closure")
    func uikitGuideAttach() async throws {
        let screen = UIKitGuideScreen()
        screen.viewDidLoad()
        #expect(DocsSnippets.shownTitles(screen.tableView) == ["Hello", "World"])
        screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(screen.opened.map(\.title) == ["World"])
        let swipe = try #require(screen.tableView.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0)))
        #expect(swipe.actions.map(\.title) == ["Delete"])
        screen.tableView.simulatePerform(try #require(swipe.actions.first), at: IndexPath(row: 0, section: 0))
        #expect(screen.deleted.map(\.title) == ["Hello"])
        // The delete waits for the insert's animation (the stand-in completes it on the next turn), then applies.
        await eventually { screen.tableView.numberOfRows(inSection: 0) == 1 }
        #expect(DocsSnippets.shownTitles(screen.tableView) == ["World"])
        #expect(screen.tableView.exceptions.isEmpty)
    }

    // MARK: Doc comments of TrellisUIKit

    /// Sources/TrellisUIKit/Manager/TableViewManager+Attach.swift:11-15: DTTableViewManager's shape: attach, register,
    /// `memoryStorage`.
    @Test("TableViewManager+Attach: attach(to:), register, memoryStorage.addItems show the rows")
    func attachWithMemoryStorage() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        manager.attach(to: tableView)
        manager.register(PostCell.self)
        try manager.memoryStorage.addItems(posts)
        #expect(DocsSnippets.shownTitles(tableView) == ["Hello", "World"])
        #expect(tableView.exceptions.isEmpty)
        _ = window
    }

    /// Sources/Trellis/Mapping/MappingRegistry.swift:3-8: "Posts in section 0" get the featured cell, the others
    /// the plain one.
    @Test("MappingRegistry doc: a mapping `when: .section(0)` wins in section 0 only")
    func conditionalMapping() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        let registry = manager.registry
        registry.register(PostCell.self)                                   // every Post
        registry.register(DocsSnippets.FeaturedPostCell.self, when: .section(0))        // Posts in section 0
        let storage = MemoryStorage()
        storage.setItems([[Post(id: 1, title: "Featured")], [Post(id: 2, title: "Plain")]])
        manager.attach(to: tableView, content: storage)
        let first = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        let second = tableView.cellForRow(at: IndexPath(row: 0, section: 1))
        #expect(first is DocsSnippets.FeaturedPostCell)
        #expect(second is PostCell)
        _ = window
    }

    /// Sources/Trellis/Events/TypedViewMapping.swift:3-7: a mapping's `heightForCell` answers the table's height.
    @Test("TypedViewMapping doc: heightForCell answers heightForRowAt, didSelect fires")
    func typedViewMappingEvents() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        var shown: [Post] = []
        func show(_ post: Post) { shown.append(post) }
        manager.registry.register(PostCell.self) { mapping in
            mapping.didSelect { cell, post, path in show(post) }
            mapping.heightForCell { post, path in post.isLong ? 120 : 44 }
        }
        let storage = MemoryStorage()
        storage.setItems([[Post(id: 1, title: "Short"), Post(id: 2, title: "Long", isLong: true)]])
        manager.attach(to: tableView, content: storage)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == CGFloat(120))
        tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(shown.map(\.title) == ["Long"])
        _ = window
    }

    /// Sources/TrellisUIKit/Manager/CascadingTableNode.swift:12-28: a CascadingTableDelegate-shaped node; "changes
    /// animate" and its own `cellForRowAt`, header title and selection are asked.
    final class ReviewCell: UITableViewCell {
        private(set) var shown: String?
        func show(_ review: String) { shown = review }
    }
    final class InfoSection: CascadingTableNode {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    }
    final class ReviewsSection: CascadingTableNode {
        var opened: [String] = []
        func open(_ review: String) { opened.append(review) }
        var reviews: [String] = [] { didSet { setNeedsUpdate() } }
        override func prepare(tableView: UITableView) {
            tableView.register(ReviewCell.self, forCellReuseIdentifier: "review")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { reviews.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
            (cell as? ReviewCell)?.show(reviews[indexPath.row])
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Reviews" }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { open(reviews[indexPath.row]) }
    }

    @Test("CascadingTableNode doc: the UIKit-shaped node shows its rows, title and selection; an append animates")
    func cascadingTableNode() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        let reviews = ReviewsSection()
        reviews.reviews = ["Lovely"]
        let root = CascadingTableRoot(children: [InfoSection(), reviews])
        manager.attach(to: tableView, root: root)
        #expect(tableView.numberOfRows(inSection: 1) == 1)
        #expect((tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ReviewCell)?.shown == "Lovely")
        reviews.reviews.append("Too hot")
        #expect(tableView.numberOfRows(inSection: 1) == 2)
        #expect(tableView.updateLog.contains { if case .batch = $0 { true } else { false } })
        tableView.simulateTap(at: IndexPath(row: 1, section: 1))
        #expect(reviews.opened == ["Too hot"])
        #expect(tableView.exceptions.isEmpty)
        _ = window
    }

    /// Sources/TrellisUIKit/Collection/CollectionViewManager.swift:12-17: a list layout, a mapping's didSelect.
    final class PhotoCell: UICollectionViewCell, ModelTransfer {
        private(set) var photo: String?
        func update(with model: String) { photo = model }
    }

    @Test("CollectionViewManager doc: list layout, attach, a tap reaches didSelect")
    func collectionManager() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(collectionView)
        let storage = MemoryStorage()
        storage.setItems([["sunset", "beach"]])
        var shown: [String] = []
        func show(_ photo: String) { shown.append(photo) }
        let manager = CollectionViewManager()
        manager.registry.register(PhotoCell.self) { $0.didSelect { _, photo, _ in show(photo) } }
        collectionView.collectionViewLayout = manager.listLayout(appearance: .insetGrouped)   // swipe actions from events
        manager.attach(to: collectionView, content: storage)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(shown == ["beach"])
        #expect(collectionView.exceptions.isEmpty)
    }

    /// Sources/TrellisUIKit/Diffable/TableViewDiffableDataSource.swift:12-18: identifiers in, cells from mappings out,
    /// and a header title "which Apple's type lacks".
    enum Section: Hashable, Sendable { case recent; var title: String { "Recent" } }

    @Test("TableViewDiffableDataSource doc: a snapshot of ids shows the mapped cells and the section's title")
    func diffableDataSource() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        manager.registry.register(PostCell.self)
        let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        let postsByID = Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
        let dataSource = manager.attachDiffable(to: tableView, sections: Section.self, items: Post.ID.self,
                                                model: { postsByID[$0] }, header: { $0.title })
        var snapshot = NSDiffableDataSourceSnapshot<Section, Post.ID>()
        snapshot.appendSections([.recent])
        snapshot.appendItems(posts.map(\.id))
        dataSource.apply(snapshot)
        #expect(DocsSnippets.shownTitles(tableView) == ["Hello", "World"])
        #expect(tableView.dataSource?.tableView(tableView, titleForHeaderInSection: 0) == "Recent")
        _ = window
    }

    // MARK: docs/CascadingDefaults.md (not in DocCodeBlocksTests' list of guides)

    final class StringCell: ModelTransfer, ConstructibleView { init() {}; func update(with model: String) {} }
    final class TodoSection: CascadingNode {
        var todos = ["a", "b", "c"]
        override var rows: [Any] { todos }
        override func canMoveRow(at path: ItemPath) -> Bool? { true }
        // docs/CascadingDefaults.md:42-47
        override func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
            todos.insert(todos.remove(at: source.item), at: destination.item)
            setNeedsUpdate()
        }
    }

    @Test("CascadingDefaults.md: a moveRow override that calls setNeedsUpdate moves once, with no anomaly")
    func cascadingMoveOverride() throws {
        let todos = TodoSection()
        let root = CascadingRoot(children: [todos])
        let table = HeadlessTableView(content: root)
        table.registry.register(StringCell.self)
        #expect(table.moveRow(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0)) != nil)
        #expect(todos.todos == ["b", "c", "a"])
        #expect(table.models(inSection: 0).compactMap { $0 as? String } == ["b", "c", "a"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
    }

    final class DeletableReviews: CascadingNode {
        var reviews = ["Lovely", "Too hot"]
        override var rows: [Any] { reviews }
        // docs/CascadingDefaults.md:100-106
        override func canEditRow(at path: ItemPath) -> Bool? { true }
        override func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
            reviews.remove(at: path.item)
            setNeedsUpdate()
        }
        // docs/CascadingDefaults.md:137-144
        override func answer<Argument, Result>(
            _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
        ) -> Result? {
            if let level = event.answer(as: .indentationLevel, argument: argument, { _ in 1 }) { return level }
            return super.answer(event, kind: kind, at: path, view: view, argument: argument)
        }
    }

    final class IndentingRoot: CascadingRoot {
        // docs/CascadingDefaults.md:150-154 (inline): "override CascadingRoot.answersThroughNodes(_:)"
        override func answersThroughNodes<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
            event.matches(.indentationLevel)
        }
    }

    @Test("CascadingDefaults.md: canEditRow + commitEditing delete by swipe; answer(_:) indents, reported as answered")
    func cascadingEditingAndAnswer() throws {
        let reviews = DeletableReviews()
        let root = IndentingRoot(children: [reviews])
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        manager.attach(to: tableView, content: root)
        #expect(tableView.dataSource?.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)) == true)
        tableView.simulateCommit(.delete, forRowAt: IndexPath(row: 0, section: 0))
        #expect(reviews.reviews == ["Too hot"])
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        #expect(tableView.delegateResponds(to: "tableView(_:indentationLevelForRowAt:)"))
        #expect(tableView.delegate?.tableView(tableView, indentationLevelForRowAt: IndexPath(row: 0, section: 0)) == 1)
        #expect(tableView.exceptions.isEmpty)
        _ = window
    }

    // MARK: Engine doc comments, on the headless table

    /// Sources/Trellis/Storage/MemoryStorage.swift:10-18: many edits inside performUpdates are one update.
    @MainActor final class RecordingHost { var updates: [ContentUpdate] = []; func apply(_ update: ContentUpdate) { updates.append(update) } }

    @Test("MemoryStorage doc: observe, header, performUpdates sends one update")
    func memoryStorageOverview() throws {
        let host = RecordingHost()
        let posts = [Post(id: 1, title: "Old"), Post(id: 2, title: "Kept")]
        let oldPost = posts[0], newPost = Post(id: 3, title: "New")
        let storage = MemoryStorage()
        let observation = storage.observe { update in host.apply(update) }
        try storage.addItems(posts, toSection: 0)
        try storage.setSectionHeaderModel("Posts", forSection: 0)
        try storage.performUpdates {
            try storage.removeItem(oldPost)
            try storage.insertItem(newPost, at: ItemPath(item: 0, section: 0))
        }
        #expect(host.updates.count == 3)
        #expect(storage.headerModel(forSection: 0) as? String == "Posts")
        #expect((0..<2).map { (storage.item(at: ItemPath(item: $0, section: 0)) as? Post)?.title } == ["New", "Kept"])
        observation.cancel()
    }

    /// Sources/Trellis/Publishing/ContentPublisher.swift:5-21: a content type of one's own, through the publisher.
    struct Message: Hashable { var text: String }
    final class MessageCell: ModelTransfer, ConstructibleView { var text = ""; init() {}; func update(with model: Message) { text = model.text } }
    @MainActor final class Inbox: ObservableContent {
        private let publisher = ContentPublisher()
        private var sections: [StorageSection] = []
        func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
            publisher.observe(handler)
        }
        var snapshot: ContentSnapshot { ContentSnapshot(sections: sections) }
        func setMessages(_ messages: [Message]) {
            publisher.edit { [self] in
                let old = sections
                sections = [StorageSection(items: messages)]
                publisher.send(ContentUpdate(from: old, to: sections))
            }
        }
        // numberOfSections, numberOfItems(inSection:), item(at:), headerModel/footerModel from `sections`
        var numberOfSections: Int { sections.count }
        func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
        func item(at path: ItemPath) -> Any? { sections[path.section].items[path.item].base }
        func headerModel(forSection section: Int) -> Any? { sections[section].headerModel }
        func footerModel(forSection section: Int) -> Any? { sections[section].footer?.base }
    }

    @Test("ContentPublisher doc: an own ObservableContent (members through `.base`) animates on the headless table")
    func ownObservableContent() throws {
        let inbox = Inbox()
        let table = HeadlessTableView(content: inbox)
        table.registry.register(MessageCell.self)
        inbox.setMessages([Message(text: "hi")])
        inbox.setMessages([Message(text: "hi"), Message(text: "there")])
        // The elided members unwrap the sections' `AnyItem`s (`.base`); written without, see DocsSnippetFindingsTests.
        #expect(table.rowCount == 2)
        #expect(table.log.insertedItems == [ItemPath(item: 1, section: 0)])
        #expect(
            (table.cell(at: ItemPath(item: 1, section: 0)) as? MessageCell)?.text == "there",
            "cell: \(String(describing: table.cell(at: ItemPath(item: 1, section: 0)))), model: \(String(describing: table.model(at: ItemPath(item: 1, section: 0)))), anomalies: \(CollectsAnomaliesTrait.current?.anomalies.map { "\($0)" } ?? [])")
    }

    /// Sources/Trellis/Outline/OutlineContent.swift:5-13: "its two files appear, animated"; "the whole section folds up".
    struct Folder: Hashable { var name: String; init(_ name: String) { self.name = name } }
    struct File: Hashable { var name: String; init(_ name: String) { self.name = name } }

    @Test("OutlineContent doc: toggling the folder shows its files; toggling the section folds it")
    func outline() throws {
        let outline = OutlineContent {
            OutlineSection(id: "files", header: "Files") {
                OutlineItem(Folder("Docs")) { OutlineItem(File("a.txt")); OutlineItem(File("b.txt")) }
            }
        }
        let table = HeadlessTableView(content: outline)
        #expect(table.numberOfRows(inSection: 0) == 1)
        outline.toggle(Folder("Docs"))       // its two files appear, animated
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.log.insertedItems == [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)])
        outline.toggleSection("files")      // the whole section folds up
        #expect(table.numberOfRows(inSection: 0) == 0)
    }

    /// Sources/Trellis/Declarative/DeclarativeContent+Storage.swift:13-16: a bound storage's add appears, animated.
    final class TextCell: UITableViewCell, ModelTransfer { func update(with model: String) {} }

    @Test("DeclarativeContent+Storage doc: a section bound to a storage shows its added row")
    func declarativeBoundToStorage() throws {
        let content = DeclarativeContent()
        let storage = MemoryStorage()
        let post = Post(id: 1, title: "Hello")
        content.sections = [ListSection(id: "posts", header: "Posts"), ListSection(id: "footer") { ListRow<TextCell>("End") }]
        content.bind(section: "posts", to: storage, as: PostCell.self) { row in row.onTap { _ in .deselect(animated: true) } }
        let table = HeadlessTableView(content: content)
        try storage.addItem(post)   // the row appears, animated
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.model(at: ItemPath(item: 0, section: 0), as: Post.self) == post)
        #expect(table.log.insertedItems == [ItemPath(item: 0, section: 0)])
    }

    /// Sources/Trellis/Cascading/DeclarativeSectionNode.swift:4-10: "animated, with the rest of the tree".
    enum Field: Hashable { case email }
    final class TextFieldCell: UITableViewCell, ModelTransfer { func update(with model: Field) {} }
    final class ButtonCell: UITableViewCell, ModelTransfer { func update(with model: String) {} }
    final class ProfileSection: CascadingNode { override var rows: [Any] { ["me"] } }

    @Test("DeclarativeSectionNode doc: appending a row to the node's section animates an insert")
    func declarativeSectionNode() throws {
        let login = DeclarativeSectionNode(ListSection(id: "login", header: "Account") {
            ListRow<TextFieldCell>(.email).onTap { _ in .deselect(animated: true) }
            ListRow<ButtonCell>("Sign in")
        })
        let root = CascadingRoot(children: [ProfileSection(), login])
        let table = HeadlessTableView(content: root)
        login.section.rows.append(ListRow<ButtonCell>("Forgot password?"))   // animated, with the rest of the tree
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(table.log.insertedItems == [ItemPath(item: 2, section: 1)])
        #expect(table.headerTitle(inSection: 1) == "Account")
    }

    /// Sources/Trellis/Cascading/CascadingRoot.swift:3-10: "one animated update for every change inside".
    final class Review: Hashable {
        let text: String
        init(_ text: String) { self.text = text }
        static func == (a: Review, b: Review) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
    final class ReviewModelCell: UITableViewCell, ModelTransfer { func update(with model: Review) {} }
    final class NodeReviewsSection: CascadingNode {
        var reviews: [Review] = [] { didSet { setNeedsUpdate() } }
        override func prepare(_ registry: MappingRegistry) { registry.register(ReviewModelCell.self) }
        override var header: Any? { "Reviews" }
        override var rows: [Any] { reviews }
        override func heightForRow(at path: ItemPath) -> Double? { 88 }
    }
    final class NamedSection: CascadingNode {
        let name: String
        init(_ name: String) { self.name = name; super.init() }
        override var header: Any? { name }
    }

    @Test("CascadingRoot doc: performUpdates groups an append and a section swap into one update")
    func cascadingRootPerformUpdates() throws {
        let reviews = NodeReviewsSection()
        let root = CascadingRoot(children: [NamedSection("Header"), NamedSection("Info"), reviews, NamedSection("Related")])
        let table = HeadlessTableView(content: root)
        root.prepare(table.dispatcher.registry)        // every node registers its cells
        var updates = 0
        let observation = root.observe { _ in updates += 1 }
        root.performUpdates(animation: .fade) {  // one animated update for every change inside
            reviews.reviews.append(Review("Lovely"))
            root.children.swapAt(2, 3)
        }
        #expect(updates == 1)
        #expect(table.headerTitle(inSection: 3) == "Reviews")
        #expect(table.numberOfRows(inSection: 3) == 1)
        observation.cancel()
    }

    /// Sources/Trellis/Trellis.docc/Trellis.md:10-16: the staged changeset's last stage is the target.
    @Test("Trellis.docc overview: iterating StagedChangeset ends on the new sections")
    func trellisOverviewDiff() throws {
        let old = [DiffSection(model: "Fruit", items: ["Apple", "Pear"])]
        let new = [DiffSection(model: "Fruit", items: ["Pear", "Apple", "Fig"])]
        var shown = old   // what your data source answers from
        for stage in StagedChangeset(source: old, target: new) {
            shown = stage.data   // inside tableView.performBatchUpdates, with stage.update's deletes, inserts and moves
        }
        #expect(shown.first?.items == ["Pear", "Apple", "Fig"])
    }

    /// Sources/Trellis/Events/Heights.swift:219, IndexTitles.swift:61: dispatcher-wide closures.
    @Test("Heights / IndexTitles docs: heightForHeaders and sectionIndexTitles reach the table")
    func dispatcherWideClosures() throws {
        struct Contacts { var sections: [(letter: String, names: [String])] }
        let contacts = Contacts(sections: [("A", ["Ada"]), ("G", ["Grace"])])
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        let dispatcher = manager.dispatcher
        dispatcher.heightForHeaders { section in section == 0 ? 56 : nil }
        dispatcher.sectionIndexTitles { contacts.sections.map(\.letter) }
        let storage = MemoryStorage()
        storage.setItems(contacts.sections.map(\.names))
        storage.setSectionHeaderModels(contacts.sections.map(\.letter))
        manager.attach(to: tableView, content: storage)
        #expect(tableView.delegate?.tableView(tableView, heightForHeaderInSection: 0) == CGFloat(56))
        #expect(tableView.dataSource?.sectionIndexTitles(for: tableView) == ["A", "G"])
        _ = window
    }

    /// Sources/TrellisTesting/Anomalies/AnomalyCollector.swift:6-9: the same post added twice is one anomaly,
    /// collected instead of printed. (With a `Post` that has no identity, neither `Hashable` nor `Identifiable`,
    /// nothing is reported: such models are told apart by position; the doc's `post` is taken to have one.)
    @Test("AnomalyCollector doc: adding the same post twice is one collected anomaly")
    func anomalyCollectorDuplicate() throws {
        let storage = MemoryStorage()
        let post = Post(id: 1, title: "Hello")
        let collector = AnomalyCollector()
        try collector.collect { try storage.addItems([post, post]) }
        #expect(collector.anomalies.count == 1)
    }

    // MARK: Declarative doc comments, on a stand-in table

    struct Country: Hashable { var name: String }
    /// Sources/Trellis/Declarative/DeclarativeCell.swift:3-12 (its `textLabel` lines through a configuration; the
    /// stand-in has no `textLabel`, see DocsSnippetFindingsTests): `defaultHeight` 57, configured with the path.
    final class CountryCell: UITableViewCell, DeclarativeCell {
        typealias Model = Country              // Flow's `typealias T`
        static var defaultHeight: Double? { 57 }
        private(set) var shown = ""
        func configure(_ country: Country, path: ItemPath) {
            shown = "\(country.name) row \(path.item + 1)"
        }
    }
    final class AvatarHeader: UITableViewHeaderFooterView, ModelTransfer {
        private(set) var user: String?
        func update(with model: String) { user = model }
    }
    final class MoreCell: UITableViewCell, ModelTransfer { func update(with model: String) {} }

    @Test("ListRow / ListSection / SectionView / DeclarativeCell docs: heights, taps, a header view, the row number")
    func declarativeDocComments() throws {
        let italy = Country(name: "Italy")
        let countries = [Country(name: "Chile"), Country(name: "Peru")]
        var shown: [String] = []
        func show(_ country: Country) { shown.append(country.name) }
        let showsMore = true
        let user = "ada"
        let content = DeclarativeContent {
            // ListRow.swift:3-9
            ListSection(id: "countries", header: "Countries") {
                for country in countries {
                    ListRow<CountryCell>(country)
                        .onTap { event in show(event.model); return .deselect(animated: true) }
                        .height(56)
                }
            }
            // ListSection.swift:3-6 and ListRow.swift:41-43
            ListSection(id: "more") {
                ListRow<CountryCell>(model: italy) { row in
                    row.onTap { _ in .deselect(animated: true) }
                }
                if showsMore { ListRow<MoreCell>("More") }
            }
            // SectionView.swift:3 (with rows instead of `{ ... }`)
            ListSection(id: "profile", header: .view(SectionView<AvatarHeader>(user).height(120))) { ListRow<MoreCell>("Edit") }
        }
        let (window, tableView) = DocsSnippets.tableOnScreen(height: 800)
        let manager = TableViewManager()
        manager.attach(to: tableView, content: content)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == CGFloat(56))
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).height == CGFloat(57))   // defaultHeight
        #expect((tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? CountryCell)?.shown == "Italy row 1")
        tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(shown == ["Peru"])
        #expect(tableView.indexPathForSelectedRow == nil, "onTap's .deselect")
        #expect((tableView.headerView(forSection: 2) as? AvatarHeader)?.user == "ada")
        #expect(tableView.rect(forSection: 2).height >= CGFloat(120))
        #expect(tableView.exceptions.isEmpty)
        _ = window
    }

    /// Sources/TrellisUIKit/Manager/ViewManager.swift:33-35 and EmptyState.swift:6: an empty table shows the state.
    @Test("EmptyState docs: an empty table shows the described empty state")
    func emptyState() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        manager.emptyState = .emptyState(EmptyState("No posts yet", message: "Pull to refresh.", imageName: "tray"))
        manager.attach(to: tableView, content: MemoryStorage())
        let shown = try #require(tableView.backgroundView as? UIContentUnavailableView)
        #expect((shown.configuration as? UIContentUnavailableConfiguration)?.text == "No posts yet")
        _ = window
    }

    /// Sources/Trellis/Events/EventKey.swift:9-11: `answers(_:)` says which events have a closure.
    @Test("EventKey doc: dispatcher.answers(.heightForCell) once a height closure exists")
    func eventKeyAnswers() throws {
        let dispatcher = Dispatcher(content: MemoryStorage())
        #expect(!dispatcher.answers(.heightForCell))        // EventKey<Void, Double>
        dispatcher.registry.register(PostCell.self) { $0.heightForCell { _, _ in 44 } }
        #expect(dispatcher.answers(.heightForCell))
        #expect(!dispatcher.answers(.contextMenu))          // EventKey<TrellisPoint, ContextMenuDescription?>
    }

    /// Sources/Trellis/Storage/StorageSection.swift:24 and :123-127: the builder's `if` and `for`.
    struct Day: Hashable { var title: String; var events: [String] }

    @Test("StorageSection docs: setSections with if and for builds the sections with ids and headers")
    func storageSectionsBuilder() throws {
        let storage = MemoryStorage()
        let fruit = ["Apple", "Pear"], vegetables = ["Leek"], showVegetables = false
        let days = [Day(title: "Monday", events: ["Standup"])]
        try storage.setSections {
            StorageSection(id: "fruit", header: "Fruit", items: fruit)
            if showVegetables { StorageSection(id: "vegetables", items: vegetables) }
            for day in days { StorageSection(id: day, header: day.title, items: day.events) }
        }
        #expect(storage.numberOfSections == 2)
        #expect(storage.headerModel(forSection: 1) as? String == "Monday")
        #expect(storage.item(at: ItemPath(item: 0, section: 1)) as? String == "Standup")
    }

    /// README.md's snippet 3, attached to a UIKit table (probe 6 found its node without `didSet { setNeedsUpdate() }`,
    /// so an append showed nothing until the next update of the tree; the README now has it, as CascadingNode's doc).
    final class ReadmeReviewsSection: CascadingNode {
        var reviews = ["Lovely", "Too hot"] { didSet { setNeedsUpdate() } }   // a change animates
        override var header: Any? { "Reviews" }
        override var rows: [Any] { reviews }
    }
    final class ReviewTextCell: UITableViewCell, ModelTransfer {
        private(set) var text = ""
        func update(with model: String) { text = model }
    }

    @Test("README snippet 3 on a UIKit table: an append animates by itself")
    func readmeCascadingSnippet() async throws {
        let section = ReadmeReviewsSection()
        let root = CascadingRoot(children: [section])
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        manager.registry.register(ReviewTextCell.self)
        manager.attach(to: tableView, content: root)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        section.reviews.append("Nice")
        await eventually { !manager.isUpdating && tableView.numberOfRows(inSection: 0) == 3 }
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.updateLog.contains { if case .batch = $0 { true } else { false } })
        #expect(tableView.visibleCells.compactMap { ($0 as? ReviewTextCell)?.text } == ["Lovely", "Too hot", "Nice"])
        #expect(tableView.exceptions.isEmpty)
        _ = window
    }
}
