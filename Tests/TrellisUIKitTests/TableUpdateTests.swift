import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

@MainActor
@Suite("Table manager: updates")
struct TableUpdateTests {
    @Test("attaching asks UIKit's questions in UIKit's order and makes cells only for visible rows")
    func attachOrder() {
        let screen = Screen(sections: [posts(0...2), posts(10...19)], visibleRows: 4)
        let calls = screen.table.dataSourceCalls
        #expect(Array(calls.prefix(3)) == ["numberOfSections", "numberOfRows(0)", "numberOfRows(1)"])
        #expect(
            calls.filter { $0.hasPrefix("cellForRow") } == [
                "cellForRow(0-0)", "cellForRow(0-1)", "cellForRow(0-2)", "cellForRow(1-0)",
            ])
        #expect(screen.shownPosts == [0, 1, 2, 10])
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("scrolling reuses cells instead of making new ones")
    func reuse() {
        let screen = Screen(sections: [posts(0...99)], visibleRows: 5)
        screen.table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        screen.table.contentOffset = CGPoint(x: 0, y: 44 * 90)
        #expect(screen.shownPosts == Array(90...94))
        #expect(screen.table.createdCellCount <= 10)
        #expect(screen.cellsMatchStorage())
    }

    @Test("storage edits animate as batches the table accepts, cells following their rows")
    func batches() throws {
        let screen = Screen()
        try screen.storage.insertItem(Post(id: 100, title: "new"), at: ItemPath(item: 1, section: 0))
        screen.table.finishAnimations()
        try screen.storage.removeItem(at: ItemPath(item: 3, section: 0))
        screen.table.finishAnimations()
        try screen.storage.moveItem(at: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
        #expect(screen.batches.count == 3)
        #expect(screen.batches[0].insertedItems == [ItemPath(item: 1, section: 0)])
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.shownPosts == [100, 1, 0, 3, 4])
        #expect(screen.cellsMatchStorage())
    }

    @Test("a batch UIKit would refuse reloads instead, with an anomaly naming counts and recent updates")
    func fallback() throws {
        let screen = Screen(sections: [posts(0...4)])
        try screen.storage.removeItem(at: ItemPath(item: 0, section: 0))
        screen.table.finishAnimations()
        // Content that lies: says it inserted one row but holds the same count.
        let liar = ContentSnapshot(sections: [StorageSection(items: posts(1...4))])
        screen.manager.apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: liar, update: BatchUpdate(insertedItems: [ItemPath(item: 0, section: 0)]))
            ]))
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.table.updateLog.last == .reloadData)
        guard case .rejectedBatchUpdate(let rejected)? = screen.log.all.last else {
            Issue.record("no anomaly: \(screen.log.all)")
            return
        }
        #expect(rejected.before == [4])
        #expect(rejected.after == [4])
        #expect(rejected.violations.first?.hasPrefix("Invalid update: invalid number of rows in section 0") == true)
        #expect(rejected.recentUpdates == [BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)])])
        #expect(Anomaly.rejectedBatchUpdate(rejected).message.contains("[4]"))
    }

    @Test("without the manager's check the stand-in raises UIKit's exception")
    func standInRaises() {
        let screen = Screen(sections: [posts(0...4)])
        screen.table.performBatchUpdates { screen.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        #expect(
            screen.table.exceptions.first?.reason.hasPrefix(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5)"
            ) == true)
    }

    @Test("a table off-screen reloads instead of animating, unless configured to animate")
    func offScreen() throws {
        let screen = Screen(inWindow: false)
        try screen.storage.addItem(Post(id: 50, title: "x"))
        #expect(screen.batches.isEmpty)
        #expect(screen.table.updateLog.last == .reloadData)
        #expect(screen.table.numberOfRows(inSection: 0) == 11)
        screen.manager.animatesOffScreen = true
        try screen.storage.addItem(Post(id: 51, title: "y"))
        #expect(screen.batches.count == 1)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("the completion fires when UIKit's batch completes, not before")
    func completion() throws {
        let screen = Screen()
        var finished = false
        let snapshot = ContentSnapshot(sections: [StorageSection(items: posts(0...10))])
        screen.manager.apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: snapshot, update: BatchUpdate(insertedItems: [ItemPath(item: 10, section: 0)]))
            ])
        ) { finished = true }
        #expect(!finished)
        #expect(screen.manager.isUpdating)
        screen.table.finishAnimations()
        #expect(finished)
        #expect(!screen.manager.isUpdating)
    }

    @Test("updates issued while a batch animates are coalesced into the next, and the table agrees with the storage")
    func coalescing() throws {
        let screen = Screen()
        try screen.storage.insertItem(Post(id: 100, title: "a"), at: ItemPath(item: 0, section: 0))
        #expect(screen.batches.count == 1)
        try screen.storage.insertItem(Post(id: 101, title: "b"), at: ItemPath(item: 0, section: 0))
        try screen.storage.removeItem(at: ItemPath(item: 2, section: 0))
        try screen.storage.insertItem(Post(id: 102, title: "c"), at: ItemPath(item: 1, section: 0))
        #expect(screen.batches.count == 1)
        // While waiting, the table's questions are answered from what it shows.
        #expect(screen.table.numberOfRows(inSection: 0) == 11)
        #expect(screen.cellsMatchStorage() == false || screen.shownPosts.first == 100)
        var done = false
        screen.manager.whenUpdatesFinish { done = true }
        screen.table.finishAnimations()
        #expect(screen.batches.count == 2, "the three waiting updates are applied as one batch")
        #expect(screen.table.numberOfRows(inSection: 0) == 12)
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.cellsMatchStorage())
        #expect(screen.shownPosts == [101, 102, 100, 1, 2])
        #expect(!done, "the updates received before whenUpdatesFinish still animate")
        screen.table.finishAnimations()
        #expect(done)
        #expect(!screen.manager.isUpdating)
    }

    @Test("the async variant returns once the update is applied and animated")
    func asyncApply() async {
        let screen = Screen()
        screen.table.completesAnimationsAutomatically = true
        let snapshot = ContentSnapshot(sections: [StorageSection(items: Array(posts(0...9).dropFirst()))])
        await screen.manager.apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: snapshot, update: BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)]))
            ]))
        #expect(!screen.manager.isUpdating)
        #expect(screen.table.numberOfRows(inSection: 0) == 9)
    }

    @Test("row animations per kind, and an update's own animation for every kind")
    func animations() throws {
        let screen = Screen()
        screen.manager.rowAnimations = RowAnimations(insertItems: .fade, deleteItems: .left)
        try screen.storage.insertItem(Post(id: 100, title: "a"), at: ItemPath(item: 0, section: 0))
        screen.table.finishAnimations()
        try screen.storage.removeItem(at: ItemPath(item: 0, section: 0))
        screen.table.finishAnimations()
        let records = screen.table.updateLog.compactMap {
            record -> [UITableView.UpdateRecord.Change: UITableView.RowAnimation]? in
            if case .batch(_, let animations) = record { return animations }
            return nil
        }
        try #require(records.count == 2)
        #expect(records[0][.insertRows] == .fade)
        #expect(records[1][.deleteRows] == .left)
        screen.manager.apply(
            ContentUpdate(
                stages: [
                    ContentUpdate.Stage(
                        data: ContentSnapshot(sections: [StorageSection(items: posts(0...10))]),
                        update: BatchUpdate(insertedItems: [ItemPath(item: 0, section: 0)]))
                ], animation: RowAnimation.none))
        if case .batch(_, let animations)? = screen.table.updateLog.last {
            #expect(animations[.insertRows] == UITableView.RowAnimation.none)
        } else {
            Issue.record("no batch")
        }
    }

    @Test("the first visible row stays in place when rows are inserted or removed above it")
    func anchoring() throws {
        let screen = Screen(sections: [posts(0...49)])
        screen.manager.scrollAnchor = .firstVisibleItem
        screen.table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        #expect(screen.shownPosts.first == 20)
        try screen.storage.insertItems(
            [Post(id: 100, title: "a"), Post(id: 101, title: "b")], at: ItemPath(item: 0, section: 0))
        #expect(screen.shownPosts.first == 20)
        screen.table.finishAnimations()
        try screen.storage.removeItem(at: ItemPath(item: 5, section: 0))
        #expect(screen.shownPosts.first == 20)
        #expect(screen.table.contentOffset.y == CGFloat(44 * 21))
        #expect(screen.cellsMatchStorage())
    }

    @Test("a chosen item stays in place")
    func anchoringChosen() throws {
        let screen = Screen(sections: [posts(0...49)])
        screen.table.contentOffset = CGPoint(x: 0, y: 44 * 10)
        screen.manager.scrollAnchor = .item(where: { ($0 as? Post)?.id == 12 })
        try screen.storage.insertItem(Post(id: 100, title: "a"), at: ItemPath(item: 0, section: 0))
        #expect(screen.shownPosts.prefix(3) == [10, 11, 12])
        #expect(screen.table.contentOffset.y == CGFloat(44 * 11))
    }

    @Test("without an anchor, inserting above shifts what is visible (UIKit's behaviour)")
    func noAnchor() throws {
        let screen = Screen(sections: [posts(0...49)])
        screen.table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        try screen.storage.insertItem(Post(id: 100, title: "a"), at: ItemPath(item: 0, section: 0))
        #expect(screen.shownPosts.first == 19)
    }

    @Test("a manager that outlives its table reports it once and stops observing")
    func leakSentinel() throws {
        let log = AnomalyLog()
        let manager = TableViewManager()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostCell.self)
        let storage = MemoryStorage()
        do {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            manager.attach(to: table, content: storage)
        }
        #expect(manager.tableView == nil)
        try storage.addItem(Post(id: 1, title: "a"))
        try storage.addItem(Post(id: 2, title: "b"))
        let outlived = log.all.filter { if case .outlivedView = $0 { return true } else { return false } }
        #expect(outlived.count == 1)
    }

    @Test("after detaching, content edits no longer reach the table, and nothing is reported as leaked")
    func detach() throws {
        let screen = Screen()
        var updates = 0
        screen.manager.willUpdate = { _ in updates += 1 }
        screen.manager.detach()
        try screen.storage.addItem(Post(id: 99, title: "late"))
        #expect(updates == 0)
        #expect(screen.table.dataSource == nil)
        #expect(screen.log.all.isEmpty)
        let collection = CollectionScreen()
        collection.manager.detach()
        try collection.storage.addItem(Post(id: 99, title: "late"))
        #expect(collection.collection.dataSource == nil)
        #expect(collection.batches.isEmpty)
        #expect(collection.log.all.isEmpty)
    }
}
