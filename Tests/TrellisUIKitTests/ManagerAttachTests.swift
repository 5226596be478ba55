import Testing
import TrellisUIKitTesting

/// One view, one manager: the last attach wins (as UIKit's `dataSource` does), a manager moved to another view lets
/// go of the first, `detach()` releases only the roles the manager holds, and nothing a detached manager receives
/// reaches a view. The regression tests of the reentrancy probe's findings 3 and 4 are in `ReentrancyAttackTests`.
@MainActor
@Suite("A view driven by one manager at a time", .serialized)
struct ManagerAttachTests {
    private func table(in window: UIWindow?) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 3000), style: .plain)
        window?.addSubview(table)
        return table
    }

    @Test("a second manager on a table detaches the first: its edits, and its apply(_:), reach no table")
    func secondManagerDetachesFirst() async throws {
        let screen = ReentrantTable()
        let second = TableViewManager()
        second.registry.register(ReentrantCell.self)
        second.attach(to: screen.table, content: MemoryStorage(items: reentrantItems(50..<53)))
        #expect(screen.manager.tableView == nil)
        #expect(screen.table.dataSource === second.proxy)
        let updates = screen.table.updateLog.count
        try screen.storage.addItem(ReentrantItem(id: 9, text: "r9"))
        await screen.manager.apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: ContentSnapshot(sections: [StorageSection(items: reentrantItems(0..<1))]),
                    update: BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)]))
            ]))
        await screen.settle()
        #expect(screen.table.updateLog.count == updates, "\(screen.table.updateLog.suffix(2))")
        #expect(screen.shownTexts == [["r50", "r51", "r52"]])
        #expect(screen.log.messages == ["view driven by two managers"], "\(screen.log.messages)")
        let message = screen.log.all.first?.message ?? ""
        #expect(message.contains("TableViewManager") && message.contains("detach()"), "\(message)")
    }

    @Test("the displaced manager's detach() leaves the new manager's roles alone")
    func displacedDetachKeepsNewRoles() {
        let screen = ReentrantTable()
        let second = TableViewManager()
        second.registry.register(ReentrantCell.self)
        second.dispatcher.prefetch(withModel: ReentrantItem.self) { _, _ in }
        second.attach(to: screen.table, content: MemoryStorage(items: reentrantItems(50..<53)))
        screen.manager.detach()
        #expect(screen.table.dataSource === second.proxy)
        #expect(screen.table.delegate != nil)
        #expect(screen.table.prefetchDataSource === second.proxy)
        #expect(screen.shownTexts == [["r50", "r51", "r52"]])
    }

    @Test("the first manager attached again wins back the table; the second is detached")
    func lastAttachWins() async throws {
        let screen = ReentrantTable()
        let other = MemoryStorage(items: reentrantItems(50..<53))
        let second = TableViewManager()
        second.registry.register(ReentrantCell.self)
        second.attach(to: screen.table, content: other)
        screen.manager.attach(to: screen.table, content: screen.storage)
        #expect(second.tableView == nil && screen.manager.tableView === screen.table)
        let updates = screen.table.updateLog.count
        try other.addItem(ReentrantItem(id: 54, text: "r54"))
        await screen.settle()
        #expect(screen.table.updateLog.count == updates)
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.log.messages == ["view driven by two managers"], "\(screen.log.messages)")
    }

    @Test("a manager attached again to its own table, or after detach() by another: nothing reported")
    func reattachIsQuiet() async throws {
        let screen = ReentrantTable()
        screen.manager.attach(to: screen.table, content: screen.storage)
        screen.manager.detach()
        let second = TableViewManager()
        second.registry.register(ReentrantCell.self)
        second.dispatcher.anomalyHandler = screen.log.handler
        second.attach(to: screen.table, content: screen.storage)
        try screen.storage.addItem(ReentrantItem(id: 9, text: "r9"))
        await screen.settle()
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.log.all.isEmpty, "\(screen.log.messages)")
    }

    @Test("a manager moved to another table lets go of every role on the first; quietly when it left the window")
    func movedManagerReleasesFirstTable() async throws {
        let screen = ReentrantTable()
        screen.manager.dispatcher.prefetch(withModel: ReentrantItem.self) { _, _ in }
        screen.manager.dispatcher.itemsForBeginning(withModel: ReentrantItem.self) { _, _, _ in [] }
        screen.manager.dispatcher.performDrop { _ in }
        screen.manager.connect(screen.table)
        #expect(screen.table.dragDelegate != nil && screen.table.dropDelegate != nil)
        screen.table.removeFromSuperview()
        let other = table(in: screen.window)
        screen.manager.attach(to: other, content: screen.storage)
        #expect(screen.table.dataSource == nil && screen.table.delegate == nil)
        #expect(screen.table.prefetchDataSource == nil)
        #expect(screen.table.dragDelegate == nil && screen.table.dropDelegate == nil)
        #expect(screen.log.all.isEmpty, "a table taken out of its window is a table replaced: \(screen.log.messages)")
        try screen.storage.addItem(ReentrantItem(id: 9, text: "r9"))
        await screen.settle()
        #expect(ReentrantTable.shownTexts(of: other) == screen.contentTexts)
    }

    @Test("detach() releases only the roles the manager holds: the app's own data source and delegate stay")
    func detachKeepsOwnRoles() {
        let screen = ReentrantTable()
        let own = TableViewProxy(dispatcher: Dispatcher())  // any object of the app's
        screen.table.dataSource = own
        screen.table.delegate = own
        screen.manager.detach()
        #expect(screen.table.dataSource === own && screen.table.delegate === own)
    }

    @Test("a second manager on a diffable table: the first's diffable data source is let go")
    func secondManagerOverDiffable() {
        let screen = ReentrantTable()
        let first = TableViewManager()
        first.registry.register(ReentrantCell.self)
        let log = ReentrantLog()
        first.dispatcher.anomalyHandler = log.handler
        let table = table(in: screen.window)
        let diffable = first.attachDiffable(
            to: table, sections: Int.self, model: { (id: Int) in ReentrantItem(id: id, text: "d\(id)") })
        #expect(table.dataSource === diffable)
        screen.manager.attach(to: table, content: screen.storage)
        #expect(table.dataSource === screen.manager.proxy)
        #expect(first.tableView == nil)
        #expect(log.messages == ["view driven by two managers"], "\(log.messages)")
        #expect(ReentrantTable.shownTexts(of: table) == screen.contentTexts)
    }

    @Test("a cascading tree moved to another table by its own manager: the move is reported, not two tables")
    func cascadingTreeMovedByItsManager() {
        let screen = ReentrantTable()
        let root = CascadingTableRoot(children: [])
        screen.manager.attach(to: screen.table, root: root)
        let other = table(in: screen.window)
        screen.manager.attach(to: other, root: root)
        #expect(root.tableView === other && screen.table.dataSource == nil)
        #expect(screen.log.messages == ["manager moved to another view"], "\(screen.log.messages)")
    }

    // MARK: Collections

    @Test("a second manager on a collection detaches the first; a manager moved lets go of the first collection")
    func collections() async throws {
        let screen = ReentrantCollection()
        let second = CollectionViewManager()
        second.registry.register(ReentrantItemCell.self)
        second.attach(to: screen.collection, content: MemoryStorage(items: reentrantItems(50..<53)))
        #expect(screen.manager.collectionView == nil && screen.collection.dataSource === second.proxy)
        try screen.storage.addItem(ReentrantItem(id: 9, text: "r9"))
        for _ in 0..<5 { await Task.yield() }
        #expect(screen.shownTexts == [["r50", "r51", "r52"]])
        #expect(screen.log.messages == ["view driven by two managers"], "\(screen.log.messages)")

        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let other = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 3000), collectionViewLayout: flow)
        screen.window.addSubview(other)
        second.dispatcher.anomalyHandler = screen.log.handler
        second.attach(to: other, content: screen.storage)
        #expect(screen.collection.dataSource == nil && screen.collection.delegate == nil)
        #expect(screen.log.messages.last == "manager moved to another view", "\(screen.log.messages)")
    }
}
