import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

/// Attacks (from outside, by a helper) on a collection layout's own supplementary kinds: hostile kinds, indexes and edits.
@MainActor
@Suite("Attacks: a layout's own supplementary kinds")
struct SupplementaryKindAttackTests {
    let badge = "badge"

    func screen(register kind: ViewKind = .supplementary("badge")) -> CollectionScreen {
        CollectionScreen(
            sections: [posts(0...1), posts(10...11), posts(20...21)], visibleItems: 10,
            configure: { manager in manager.registry.register(TitleSupplementary.self, as: kind) })
    }

    func text(_ screen: CollectionScreen, _ kind: String = "badge", section: Int) -> String? {
        (screen.collection.simulateSupplementaryRequest(ofKind: kind, at: IndexPath(item: 0, section: section))
            as? TitleSupplementary)?.text
    }

    /// A model set with `ofKind: UICollectionView.elementKindSectionHeader` goes into `supplementaries`, where the
    /// collection never looks (it asks the header): the view is empty and nothing says why.
    @Test("A custom kind named like the header kind is shown, or reported")
    func headerKindName() throws {
        let screen = screen(register: .header)
        try screen.storage.setSupplementaryModel(
            HeaderModel(text: "h"), ofKind: UICollectionView.elementKindSectionHeader, forSection: 0)
        screen.collection.finishAnimations()
        let shown = text(screen, UICollectionView.elementKindSectionHeader, section: 0)
        #expect(shown == "h" || !screen.log.all.isEmpty, "the header request shows \(String(describing: shown))")
    }

    /// Registering a view as `.supplementary(elementKindSectionHeader)` and setting the header model.
    @Test("A view registered as .supplementary(header kind) shows the header, or is reported")
    func headerKindRegistration() throws {
        let screen = screen(register: .supplementary(UICollectionView.elementKindSectionHeader))
        try screen.storage.setSectionHeaderModel(HeaderModel(text: "h"), forSection: 0)
        screen.collection.finishAnimations()
        let shown = text(screen, UICollectionView.elementKindSectionHeader, section: 0)
        #expect(shown == "h" || !screen.log.all.isEmpty, "the header request shows \(String(describing: shown))")
    }

    /// The empty kind: UIKit accepts any string; the storage should show it like any kind (or refuse it).
    @Test("An empty-string kind")
    func emptyKind() throws {
        let screen = CollectionScreen(
            sections: [posts(0...1)], visibleItems: 10,
            configure: { manager in manager.registry.register(TitleSupplementary.self, as: .supplementary("")) })
        try screen.storage.setSupplementaryModel(HeaderModel(text: "e"), ofKind: "", forSection: 0)
        screen.collection.finishAnimations()
        #expect(text(screen, "", section: 0) == "e")
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    /// A kind with a model and no view registered: an anomaly and a plain view, no exception.
    @Test("A kind with no registered view is reported")
    func unregistered() throws {
        let screen = screen()
        try screen.storage.setSupplementaryModel(HeaderModel(text: "x"), ofKind: "ribbon", forSection: 0)
        screen.collection.finishAnimations()
        let view = screen.collection.simulateSupplementaryRequest(ofKind: "ribbon", at: IndexPath(item: 0, section: 0))
        #expect(view != nil)
        #expect(!screen.log.all.isEmpty, "no anomaly for a model no view shows")
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    /// A model of the wrong type for the kind's registered view.
    @Test("A model of the wrong type for the kind's view is reported")
    func wrongType() throws {
        let screen = screen()
        try screen.storage.setSupplementaryModel(42, ofKind: badge, forSection: 0)
        screen.collection.finishAnimations()
        let view = screen.collection.simulateSupplementaryRequest(ofKind: badge, at: IndexPath(item: 0, section: 0))
        #expect(view != nil && !(view is TitleSupplementary))
        #expect(!screen.log.all.isEmpty, "no anomaly for a model of the wrong type")
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    /// A string model for a kind with no string mapping: the dispatcher takes a String as a "title", which a custom
    /// kind cannot show; the badge disappears silently.
    @Test("A String badge with no mapping for String is reported, not silently dropped")
    func stringBadge() throws {
        let screen = screen()
        try screen.storage.setSupplementaryModel("3 new", ofKind: badge, forSection: 0)
        screen.collection.finishAnimations()
        _ = screen.collection.simulateSupplementaryRequest(ofKind: badge, at: IndexPath(item: 0, section: 0))
        #expect(!screen.log.all.isEmpty, "a String badge vanished with no anomaly")
    }

    /// Declarative `.title` for a custom kind: a collection has no titles, so it should be reported.
    @Test("A declarative .title supplementary of a custom kind is reported, not silently dropped")
    func declarativeTitle() {
        let log = AnomalyLog()
        var section = ListSection(id: "s") { ListRow<PostItemCell>(Post(id: 1, title: "one")) }
        section.supplementaries[badge] = .title("2 new")
        let declarative = DeclarativeContent { [section] }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: flow)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.addSubview(collection)
        let manager = CollectionViewManager()
        manager.dispatcher.anomalyHandler = log.handler
        manager.attach(to: collection, content: declarative)
        let view = collection.simulateSupplementaryRequest(ofKind: badge, at: IndexPath(item: 0, section: 0))
        #expect(view != nil)
        #expect(!log.all.isEmpty, "the title badge vanished with no anomaly")
        #expect(collection.exceptions.isEmpty, "\(collection.exceptions)")
    }

    /// Hostile section indexes: negative and Int.max throw, change nothing.
    @Test("Negative and Int.max sections throw and change nothing")
    func hostileIndexes() {
        let screen = screen()
        #expect(throws: StorageError.self) {
            try screen.storage.setSupplementaryModel(HeaderModel(text: "x"), ofKind: badge, forSection: -1)
        }
        #expect(throws: StorageError.self) {
            try screen.storage.setSupplementaryModel(HeaderModel(text: "x"), ofKind: badge, forSection: .max)
        }
        #expect(screen.storage.numberOfSections == 3)
        #expect(screen.storage.supplementaryModel(ofKind: badge, forSection: -1) == nil)
        #expect(screen.storage.supplementaryModel(ofKind: badge, forSection: .max) == nil)
        #expect(screen.manager.dispatcher.supplementaryModel(ofKind: .supplementary(badge), inSection: .min) == nil)
        let view = screen.collection.simulateSupplementaryRequest(ofKind: badge, at: IndexPath(item: 0, section: -1))
        _ = view
        screen.storage.setSupplementaryModels([], ofKind: badge)
        screen.collection.finishAnimations()
        #expect(screen.storage.numberOfSections == 3)
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    /// Setting a badge past the end creates sections; the collection shows them, with the badge.
    @Test("A badge past the end creates the sections, shown")
    func pastTheEnd() throws {
        let screen = screen()
        try screen.storage.setSupplementaryModel(HeaderModel(text: "far"), ofKind: badge, forSection: 5)
        screen.collection.finishAnimations()
        #expect(screen.collection.numberOfSections == 6)
        #expect(text(screen, section: 5) == "far")
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    /// Moving and removing sections: the badge follows its section.
    @Test("Badges follow their sections through moves and deletions")
    func followsSection() throws {
        let screen = screen()
        screen.storage.setSupplementaryModels([HeaderModel(text: "a"), HeaderModel(text: "b")], ofKind: badge)
        screen.collection.finishAnimations()
        try screen.storage.moveSection(0, to: 2)
        screen.collection.finishAnimations()
        #expect(text(screen, section: 2) == "a")
        #expect(text(screen, section: 0) == "b")
        #expect(text(screen, section: 1) == nil)
        try screen.storage.removeSection(at: 0)
        screen.collection.finishAnimations()
        #expect(text(screen, section: 1) == "a")
        #expect(text(screen, section: 0) == nil)
        #expect(screen.cellsMatchStorage())
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    /// A badge change and an insertion in one performUpdates, and a badge edit from the handler during the update.
    @Test("performUpdates with badges, and an edit during an update")
    func performUpdates() throws {
        let screen = screen()
        try screen.storage.performUpdates { () throws(StorageError) in
            let storage = screen.storage
            try storage.setSupplementaryModel(HeaderModel(text: "p"), ofKind: badge, forSection: 1)
            try storage.insertItem(Post(id: 99, title: "new"), at: ItemPath(item: 0, section: 1))
            try storage.moveSection(1, to: 0)
        }
        screen.collection.finishAnimations()
        #expect(text(screen, section: 0) == "p")
        #expect(screen.cellsMatchStorage())
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
        #expect(screen.collection.numberOfItems(inSection: 0) == 3)
    }

    /// setSections with duplicate section ids throws and changes nothing (badges included).
    @Test("setSections with duplicate ids and badges throws, changing nothing")
    func duplicateIDs() throws {
        let screen = screen()
        var a = StorageSection(id: "x", items: posts(50...51))
        a.supplementaries[badge] = AnyItem(HeaderModel(text: "1"))
        var b = StorageSection(id: "x", items: posts(60...61))
        b.supplementaries[badge] = AnyItem(HeaderModel(text: "2"))
        #expect(throws: StorageError.self) { try screen.storage.setSections([a, b]) }
        #expect(screen.storage.supplementaryModel(ofKind: badge, forSection: 0) == nil)
        // A diff that moves the sections and changes a badge at once.
        var c = StorageSection(id: "c", items: posts(0...1))
        var d = StorageSection(id: "d", items: posts(10...11))
        c.supplementaries[badge] = AnyItem(HeaderModel(text: "c"))
        try screen.storage.setSections([c, d])
        screen.collection.finishAnimations()
        d.supplementaries[badge] = AnyItem(HeaderModel(text: "d"))
        c.supplementaries[badge] = nil
        try screen.storage.setSections([d, c])
        screen.collection.finishAnimations()
        #expect(text(screen, section: 0) == "d")
        #expect(text(screen, section: 1) == nil)
        #expect(screen.cellsMatchStorage())
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    /// A table has no custom kinds: setting one over a table changes nothing the user sees, no exception.
    @Test("A table over a storage with custom kinds")
    func table() throws {
        let screen = Screen(sections: [posts(0...3)])
        try screen.storage.setSupplementaryModel(HeaderModel(text: "x"), ofKind: badge, forSection: 0)
        try screen.storage.setSupplementaryModel(HeaderModel(text: "y"), ofKind: badge, forSection: 2)
        screen.table.finishAnimations()
        #expect(screen.table.numberOfSections == 3)
        #expect(screen.cellsMatchStorage())
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
    }
}

/// A live quote cell that edits the content from `update(with:)`: when the price passes 100 it removes the row
/// (once), or when it is negative inserts a quote at the top (once).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class AttackEditingQuoteCell: UITableViewCell, ModelTransfer {
    nonisolated(unsafe) static weak var storage: MemoryStorage?
    nonisolated(unsafe) static var done = false
    private(set) var price: Int?
    func update(with model: Quote) {
        price = model.price
        guard !Self.done, let storage = Self.storage else { return }
        if model.price > 100 {
            Self.done = true
            let index = (0..<storage.numberOfItems(inSection: 0)).first {
                storage.item(at: ItemPath(item: $0, section: 0)) as? Quote === model
            }
            if let index { try? storage.removeItem(at: ItemPath(item: index, section: 0)) }
        } else if model.price < 0 {
            Self.done = true
            try? storage.insertItem(Quote("NEW", 0), at: ItemPath(item: 0, section: 0))
        }
    }
}

/// Live models whose cells edit the content when reconfigured, and a live change during a user's reorder.
@MainActor
@Suite("Attacks: live cells that edit the content", .serialized)
struct LiveEditAttackUIKitTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func make(_ quotes: [Quote], moveItem: Bool = false) -> (UIWindow, UITableView, TableViewManager, MemoryStorage) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        manager.registry.register(AttackEditingQuoteCell.self) { mapping in
            if moveItem { mapping.moveItem { _, _, _ in } }
        }
        let storage = MemoryStorage(items: quotes)
        AttackEditingQuoteCell.storage = storage
        AttackEditingQuoteCell.done = false
        window.addSubview(table)
        manager.attach(to: table, content: storage)
        return (window, table, manager, storage)
    }

    /// Lets the live cells flush and the held updates run (UIKit applies an update made while a cell is configured
    /// on the next main-queue turn), a few turns over.
    func settle(_ table: UITableView, _ manager: TableViewManager) async {
        for _ in 0..<5 {
            manager.proxy.liveCells.flush()
            table.finishAnimations()
            await Task.yield()
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        table.finishAnimations()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func problems(_ table: UITableView, _ storage: MemoryStorage) -> [String] {
        var problems: [String] = []
        if table.numberOfRows(inSection: 0) != storage.numberOfItems(inSection: 0) {
            problems.append("rows \(table.numberOfRows(inSection: 0)), storage \(storage.numberOfItems(inSection: 0))")
        }
        for path in table.indexPathsForVisibleRows ?? [] {
            let shown = (table.cellForRow(at: path) as? AttackEditingQuoteCell)?.price
            let want = (storage.item(at: ItemPath(item: path.row, section: path.section)) as? Quote)?.price
            if shown != want {
                problems.append("\(path.row): shows \(String(describing: shown)), storage \(String(describing: want))")
            }
        }
        if !table.exceptions.isEmpty { problems.append("exceptions \(table.exceptions)") }
        return problems
    }

    /// A model change reconfigures the cell, whose update removes its own row.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("A reconfigured live cell that removes its row: the table shows the storage")
    func removesOwnRow() async {
        let quotes = (0..<4).map { Quote("Q\($0)", $0) }
        let (window, table, manager, storage) = make(quotes)
        defer { withExtendedLifetime((window, manager)) {} }
        quotes[1].price = 150
        await settle(table, manager)
        #expect(storage.numberOfItems(inSection: 0) == 3)
        #expect(problems(table, storage) == [])
        quotes[2].price = 7
        await settle(table, manager)
        #expect(problems(table, storage) == [])
    }

    /// Two models change in one flush; the first reconfigured cell inserts a row at the top, shifting the second.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("A reconfigured live cell that inserts above another changed row: the table shows the storage")
    func insertsAbove() async {
        let quotes = (0..<4).map { Quote("Q\($0)", $0) }
        let (window, table, manager, storage) = make(quotes)
        defer { withExtendedLifetime((window, manager)) {} }
        quotes[1].price = -1
        quotes[3].price = 33
        await settle(table, manager)
        #expect(storage.numberOfItems(inSection: 0) == 5)
        #expect(problems(table, storage) == [])
    }

    /// A model changes during the user's reorder (from the moveItem closure), and its cell then removes a row.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("A live change during a user's reorder, whose cell removes a row: the table shows the storage")
    func duringReorder() async {
        let quotes = (0..<4).map { Quote("Q\($0)", $0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        manager.registry.register(AttackEditingQuoteCell.self) { mapping in
            mapping.moveItem { _, _, _ in quotes[2].price = 200 }
        }
        let storage = MemoryStorage(items: quotes)
        AttackEditingQuoteCell.storage = storage
        AttackEditingQuoteCell.done = false
        window.addSubview(table)
        manager.attach(to: table, content: storage)
        defer { withExtendedLifetime((window, manager)) {} }
        _ = table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        await settle(table, manager)
        #expect(storage.numberOfItems(inSection: 0) == 3)
        #expect(problems(table, storage) == [])
    }

    /// A live change made by a cell's update during a reorder: the cell of the moved row sets another quote's price.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("A reorder then a live change: cells kept by the move are reconfigured at their new rows")
    func afterReorder() async {
        let quotes = (0..<4).map { Quote("Q\($0)", $0) }
        let (window, table, manager, storage) = make(quotes, moveItem: true)
        defer { withExtendedLifetime((window, manager)) {} }
        _ = table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        quotes[0].price = 40
        quotes[1].price = 41
        await settle(table, manager)
        #expect(problems(table, storage) == [])
    }
}
