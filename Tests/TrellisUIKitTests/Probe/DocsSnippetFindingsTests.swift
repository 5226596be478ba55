// swift-format-ignore-file
// Not formatted: the snippets below are the documentation's own lines, as a user copies them.
import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

// Probe 6 found documentation snippets that did not compile as written, or compiled but did not do what the prose
// around them says. Each test here holds the fixed snippet and checks what its text says. (The view controllers of
// TrellisUIKitTesting.docc, TableViewManager's doc and docs/UIKit.md's first block need `UIViewController` in the
// stand-in: fixed and tested elsewhere.)

@MainActor
@Suite("Docs snippets, as fixed: each compiles as a reader pastes it and does what its text says", .collectsAnomalies)
struct DocsSnippetFindingsTests {
    typealias Post = DocsSnippets.Post

    /// README.md's headless cell, its first snippet's `PostCell` (a `ConstructibleView`, so the headless table makes it).
    final class ReadmePostCell: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
        var title = ""
        init() {}
        func update(with post: Post) { title = post.title }
        var snapshotText: String { title }   // what a text snapshot of the table shows
    }

    /// docs/Testing.md's first example (probe 6: its `@Test` was not `@MainActor`, so pasted at top level none of it
    /// compiled; the guide now writes `@MainActor @Test` and shows its headless cell). With the guide's cell, the
    /// selection follows the row and the snapshot reads the titles.
    @Test("docs/Testing.md headless example with the guide's cell: the selection follows the row")
    func testingGuideHeadlessExample() throws {
        final class PostCell: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
            private(set) var title = ""
            init() {}
            func update(with post: Post) { title = post.title }
            var snapshotText: String { title }
        }
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

    /// Probe 6: a `UITableViewCell` (the guides' UIKit cell) in the headless table, which makes only
    /// `ConstructibleView`s: no cells, and the `viewUnavailable` anomaly came again on every read of every row (three
    /// times per row in a short test). Now the guides show the headless cell, and a view the host cannot make is
    /// reported once per view type, until the registrations change.
    @Test("a view the headless table cannot make is reported once per view type, again after a registration")
    func unavailableViewReportedOncePerType() throws {
        final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
            private(set) var title = ""
            func update(with post: Post) { title = post.title }
            var snapshotText: String { title }
        }
        final class HeaderView: UITableViewHeaderFooterView, ModelTransfer {
            func update(with model: Int) {}
        }
        let storage = MemoryStorage()
        storage.setItems([[Post(id: 1, title: "Hello"), Post(id: 2, title: "World"), Post(id: 3, title: "Again")]])
        let table = HeadlessTableView(content: storage, viewportHeight: 2)
        table.registry.register(PostCell.self)
        table.tap(at: ItemPath(item: 1, section: 0))
        _ = table.cell(at: ItemPath(item: 0, section: 0))
        _ = table.textSnapshot()
        table.scroll(toRow: 2)
        func unavailable() -> [ViewUnavailable] {
            (CollectsAnomaliesTrait.current?.anomalies ?? []).compactMap {
                if case .viewUnavailable(let report) = $0 { report } else { nil }
            }
        }
        #expect(table.cell(at: ItemPath(item: 0, section: 0)) == nil, "the headless table makes no UITableViewCell")
        #expect(unavailable().map(\.reuseIdentifier) == ["PostCell"], "one report for the type, not one per read")
        #expect(unavailable().first?.kind == .cell)
        // Another view type is its own cause: reported once too.
        try storage.setSectionHeaderModel(7, forSection: 0)
        table.registry.register(HeaderView.self, as: .header)
        _ = table.headerView(inSection: 0)
        _ = table.headerView(inSection: 0)
        _ = table.textSnapshot()
        // The registration changed the registry: the cell's cause is reported again, once.
        _ = table.cell(at: ItemPath(item: 0, section: 0))
        _ = table.cell(at: ItemPath(item: 1, section: 0))
        #expect(unavailable().map(\.reuseIdentifier).sorted() == ["HeaderView", "PostCell", "PostCell"])
    }

    /// Sources/TrellisTesting/Anomalies/CollectsAnomaliesTrait.swift's example (probe 6: not `@MainActor`, no
    /// `storage`): held at file scope below, as a reader pastes it; here the count it expects.
    @Test("CollectsAnomaliesTrait doc: a @MainActor suite with its storage collects one duplicate anomaly")
    func collectsAnomaliesTraitExample() throws {
        let storage = MemoryStorage()
        let before = CollectsAnomaliesTrait.current?.anomalies.count ?? -1
        try storage.addItems(["x", "x"])
        #expect((CollectsAnomaliesTrait.current?.anomalies.count ?? -1) - before == 1)
    }

    /// Sources/TrellisUIKit/Table/TableViewManager.swift's example (probe 6: `try? storage.setItems(posts)` did not
    /// compile, `setItems(_:)` takes sections): `storage.setItems([posts])` shows the rows.
    @Test("TableViewManager doc: storage.setItems([posts]) shows the posts")
    func tableViewManagerDocSetItems() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        let storage = MemoryStorage()
        let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        manager.registry.register(DocsSnippets.PostCell.self)
        manager.attach(to: tableView, content: storage)
        storage.setItems([posts])   // the sections' items (one section here); animates
        #expect(DocsSnippets.shownTitles(tableView) == ["Hello", "World"])
        #expect(tableView.exceptions.isEmpty)
        _ = window
    }

    /// The cells of ModelTransfer's, TextSnapshotRepresentable's and DeclarativeCell's docs (probe 6: `textLabel`,
    /// deprecated since iOS 14 and not in the stand-in), now through a content configuration, as docs/Cells.md writes.
    @Test("ModelTransfer / TextSnapshotRepresentable / DeclarativeCell docs: cells through a content configuration")
    func contentConfigurationCells() throws {
        final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
            func update(with model: Post) {
                var content = defaultContentConfiguration()
                content.text = model.title
                contentConfiguration = content
            }
            var snapshotText: String { (contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
        }
        struct Country: Hashable { var name: String }
        final class CountryCell: UITableViewCell, DeclarativeCell {
            typealias Model = Country              // Flow's `typealias T`
            static var defaultHeight: Double? { 57 }
            func configure(_ country: Country, path: ItemPath) {
                var content = defaultContentConfiguration()
                content.text = country.name
                content.secondaryText = "row \(path.item + 1)"
                contentConfiguration = content
            }
        }
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let manager = TableViewManager()
        manager.registry.register(PostCell.self)
        manager.attach(to: tableView, content: MemoryStorage(items: [Post(id: 1, title: "Hello")]))
        expectTextSnapshot(try #require(manager.textSnapshot()), matches: "  Hello")

        let italy = Country(name: "Italy")
        let row = ListRow<CountryCell>(model: italy)
        let countries = TableViewManager()
        let (otherWindow, countriesView) = DocsSnippets.tableOnScreen()
        countries.attach(to: countriesView, content: DeclarativeContent { ListSection(id: "countries") { row } })
        let cell = try #require(countriesView.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountryCell)
        let configuration = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(configuration.text == "Italy")
        #expect(configuration.secondaryText == "row 1")
        #expect(countriesView.rectForRow(at: IndexPath(row: 0, section: 0)).height == CGFloat(57))
        _ = (window, otherWindow)
    }

    /// Sources/Trellis/Live/LiveContent.swift's example (probe 6: it bound section 1 of a one-section content, so the
    /// results never showed and each array was an anomaly). With the second section declared, the results show there.
    @Test("LiveContent doc: the search results show in the second section the content declares")
    func liveContentSecondSection() async throws {
        struct Result: Hashable, Sendable { var text: String }
        let (searchResults, continuation) = AsyncStream<[Result]>.makeStream()
        let content = LiveContent(sections: [
            StorageSection(id: "inbox", header: "Inbox"), StorageSection(id: "results", header: "Results"),
        ])
        content.minimumInterval = 0
        content.bind(section: 1, to: searchResults)           // an AsyncSequence of [Result]
        let table = HeadlessTableView(content: content)
        continuation.yield([Result(text: "found")])
        await eventually { table.numberOfRows(inSection: 1) == 1 || CollectsAnomaliesTrait.current?.anomalies.isEmpty == false }
        #expect(table.numberOfRows(inSection: 1) == 1, "the doc's search results are shown")
        #expect(table.model(at: ItemPath(item: 0, section: 1), as: Result.self) == Result(text: "found"))
        #expect(table.headerTitle(inSection: 1) == "Results")
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
        continuation.finish()
    }

    /// Sources/TrellisTesting/HeadlessTableView.swift's first example (probe 6: on an empty storage the first
    /// `addItem` inserts a section, not the item it expected). Now it starts from a storage with a row.
    @Test("HeadlessTableView doc: an added post is the inserted row, shown in a made cell")
    func headlessFirstExample() throws {
        typealias PostCell = ReadmePostCell
        let first = Post(id: 1, title: "Hello"), post = Post(id: 2, title: "World")
        let storage = MemoryStorage(items: [first])
        let table = HeadlessTableView(content: storage)
        table.registry.register(PostCell.self)   // a ModelTransfer & ConstructibleView: the table makes its cells
        try storage.addItem(post)
        #expect(table.log.insertedItems == [ItemPath(item: 1, section: 0)])
        #expect((table.cell(at: ItemPath(item: 1, section: 0)) as? PostCell)?.title == post.title)
    }

    /// README.md's first snippet with the README's headless cell (probe 6: the README never showed the cell, and a
    /// `UITableViewCell` one made no cells, so a tap reached no `didSelect`). The tap opens the post.
    @Test("README snippet 1 with its headless PostCell: a tap reaches didSelect")
    func readmeFirstSnippet() throws {
        typealias PostCell = ReadmePostCell
        var opened: [String] = []
        let storage = MemoryStorage()
        try storage.addItems([Post(id: 1, title: "Hello"), Post(id: 2, title: "World")])
        let table = HeadlessTableView(content: storage)   // a table without a screen; UIKit's managers work alike
        table.registry.register(PostCell.self) { $0.didSelect { cell, post, path in opened.append(post.title) } }
        try storage.performUpdates {            // many edits, one animated update that UIKit accepts
            try storage.moveItem(at: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))
            try storage.addItem(Post(id: 3, title: "Again"))
        }
        table.tap(at: ItemPath(item: 0, section: 0))
        #expect(opened == ["World"])
        expectTextSnapshot(table.textSnapshot(), matches: """
            > World
              Hello
              Again
            """)
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
    }

    /// A content of one's own that returns its sections' `AnyItem`s as they are (probe 6: ContentPublisher's doc left
    /// the members to a comment; written this way, the dispatcher looked the mapping up by `AnyItem`, so no cell was
    /// made and the anomaly told the user to register a view for `AnyItem`). The dispatcher now looks through an
    /// `AnyItem` to its model for cells, headers, footers and events, as `MappingRegistry.mapping(for:)` does.
    struct Message: Hashable { var text: String }
    final class MessageCell: ModelTransfer, ConstructibleView { var text = ""; init() {}; func update(with model: Message) { text = model.text } }
    final class TitleHeader: ModelTransfer, ConstructibleView { var title = ""; init() {}; func update(with model: Post) { title = model.title } }
    @MainActor final class WrappedInbox: ObservableContent {
        private let publisher = ContentPublisher()
        private var sections: [StorageSection] = []
        func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
            publisher.observe(handler)
        }
        var snapshot: ContentSnapshot { ContentSnapshot(sections: sections) }
        func setMessages(_ messages: [Message]) {
            publisher.edit { [self] in
                let old = sections
                sections = [StorageSection(header: Post(id: 1, title: "Inbox"), footer: Post(id: 2, title: "End"), items: messages)]
                publisher.send(ContentUpdate(from: old, to: sections))
            }
        }
        var numberOfSections: Int { sections.count }
        func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
        func item(at path: ItemPath) -> Any? { sections[path.section].items[path.item] }
        func headerModel(forSection section: Int) -> Any? { sections[section].header }
        func footerModel(forSection section: Int) -> Any? { sections[section].footer }
    }

    @Test("an own content returning AnyItems: cells, headers, footers and events see the models")
    func ownContentReturningAnyItem() throws {
        let inbox = WrappedInbox()
        let table = HeadlessTableView(content: inbox)
        var selected: [Message] = []
        var heights: [String] = []
        table.registry.register(MessageCell.self) { mapping in
            mapping.didSelect { _, message, _ in selected.append(message) }
        }
        table.registry.register(TitleHeader.self, as: .footer)
        table.registry.register(TitleHeader.self, as: .header) { $0.heightForHeader { post, _ in heights.append(post.title); return 40 } }
        inbox.setMessages([Message(text: "hi"), Message(text: "there")])
        #expect(table.rowCount == 2)
        #expect((table.cell(at: ItemPath(item: 0, section: 0)) as? MessageCell)?.text == "hi")
        #expect(table.model(at: ItemPath(item: 1, section: 0), as: Message.self) == Message(text: "there"))
        #expect(table.dispatcher.model(at: ItemPath(item: 1, section: 0)) as? Message == Message(text: "there"))
        #expect((table.headerView(inSection: 0) as? TitleHeader)?.title == "Inbox")
        #expect(table.dispatcher.supplementaryModel(ofKind: .footer, inSection: 0) as? Post == Post(id: 2, title: "End"))
        #expect((table.dispatcher.supplementaryView(ofKind: .footer, inSection: 0)?.view as? TitleHeader)?.title == "End")
        table.tap(at: ItemPath(item: 1, section: 0))
        #expect(selected == [Message(text: "there")])
        #expect(table.dispatcher.heightForHeader(inSection: 0) == 40)
        #expect(heights == ["Inbox"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.map(\.shortMessage) == [])
    }

    /// Sources/Trellis/Events/DragAndDropDescriptions.swift's example (probe 6: every item went to the same row, so
    /// a multi-item drop landed reversed with every preview sent to one row). Each item now lands after the one before.
    @Test("DropCoordinatorDescription doc: a two-item drop lands in the order dragged, each preview to its row")
    func multiItemDrop() throws {
        let storage = MemoryStorage()
        storage.setItems([[Post(id: 9, title: "Existing")]])
        let dispatcher = Dispatcher(content: storage)
        dispatcher.performDrop { drop in
            var destination = drop.destination ?? ItemPath(item: storage.numberOfItems(inSection: 0), section: 0)
            for (index, dropped) in drop.items.enumerated() {
                guard let post = dropped.item.localObject as? Post else { continue }
                do { try storage.insertItem(post, at: destination) } catch { continue }
                drop.drop(itemAt: index, to: destination)
                destination.item += 1   // the next item lands after this one
            }
        }
        final class Session {}
        let a = Post(id: 1, title: "A"), b = Post(id: 2, title: "B")
        let drop = DropCoordinatorDescription(
            destination: ItemPath(item: 0, section: 0), proposal: DropProposalDescription(operation: .copy, intent: .insertAtDestination),
            items: [DroppedItem(item: DragItemDescription(localObject: a, representations: [])),
                    DroppedItem(item: DragItemDescription(localObject: b, representations: []))],
            session: DropSessionToken(Session(), itemCount: 2))
        dispatcher.performDrop(drop)
        let titles = (0..<storage.numberOfItems(inSection: 0)).compactMap { (storage.item(at: ItemPath(item: $0, section: 0)) as? Post)?.title }
        #expect(titles == ["A", "B", "Existing"], "the dropped posts in the order dragged")
        #expect(drop.placements.map(\.item) == [0, 1])
        #expect(drop.placements.map(\.destination) == [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
    }

    /// docs/UIKit.md (probe 6: it named `dispatcher.showing(stage.snapshot)`, which does not exist): every
    /// `dispatcher.` member the guide names exists in the engine.
    @Test("docs/UIKit.md names only dispatcher members that exist")
    func uikitGuideNamesExistingAPI() throws {
        let guide = try packageFile("docs/UIKit.md")
        let engine = packageSwiftFiles(under: "Sources/Trellis").compactMap { try? packageFile($0) }.joined()
        var named: [String] = []
        var rest = guide[...]
        while let range = rest.range(of: "`dispatcher.") {
            let name = rest[range.upperBound...].prefix { $0.isLetter }
            named.append(String(name))
            rest = rest[range.upperBound...]
        }
        #expect(!named.isEmpty)
        let missing = named.filter { !engine.contains("func \($0)") && !engine.contains("var \($0)") }
        #expect(missing == [], "docs/UIKit.md names dispatcher members that do not exist: \(missing)")
    }

    /// TrellisGRDB.docc's third block (the manager lines; the storage blocks are in TrellisGRDBTests, which does not
    /// build TrellisUIKit): they attach any content, here a memory storage in the database storage's place.
    @Test("TrellisGRDB.docc: TableViewManager(registry:) and attach(to:content:) show the content")
    func trellisGRDBArticleManager() throws {
        let (window, tableView) = DocsSnippets.tableOnScreen()
        let registry = MappingRegistry()
        registry.register(DocsSnippets.PostCell.self)
        let storage = MemoryStorage(items: [Post(id: 1, title: "Hello")])   // the article's DatabaseStorage
        let manager = TableViewManager(registry: registry)   // TrellisUIKit: observes the storage, animates its updates
        manager.attach(to: tableView, content: storage)      // in tests: HeadlessTableView(content: storage)
        #expect(DocsSnippets.shownTitles(tableView) == ["Hello"])
        _ = window
    }

    /// Probe 6 found why these got through: Tests/TrellisTests/DocCodeBlocksTests.swift checked six guides. It now
    /// lists every Markdown file with a Swift block (and checks that itself); this checks the list from outside.
    @Test("DocCodeBlocksTests covers every Markdown file with a Swift block")
    func docBlocksCheckCoversEveryGuide() throws {
        let checker = try packageFile("Tests/TrellisTests/DocCodeBlocksTests.swift")
        var markdown = ["README.md"]
        markdown += (FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("docs").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }) ?? []
        markdown += (FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Sources").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") && $0.contains(".docc/") }.map { "Sources/" + $0 }) ?? []
        let withSwift = try markdown.filter { try packageFile($0).contains("```swift") }.sorted()
        let unchecked = withSwift.filter { !checker.contains("\"\($0)\"") }
        #expect(unchecked == [], "Markdown files whose Swift blocks no test holds: \(unchecked)")
    }
}

/// CollectsAnomaliesTrait's documented suite, as a reader pastes it at file scope.
@MainActor @Suite(.collectsAnomalies) struct DuplicateTests {
    let storage = MemoryStorage()

    @Test func reportsDuplicates() throws {
        try storage.addItems(["x", "x"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.count == 1)
    }
}
