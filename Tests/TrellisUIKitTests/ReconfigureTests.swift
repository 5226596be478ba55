import Testing
import Trellis
@testable import TrellisUIKit
@testable import UIKitStandIn

/// A cell for posts whose title starts with a star: another cell type for the same model, by condition.
final class StarredPostCell: UITableViewCell, ModelTransfer {
    private(set) var post: Post?
    func update(with model: Post) { post = model }
}

@MainActor
@Suite("Changed rows reconfigure their cells (reconfigureRows / reconfigureItems)")
struct ReconfigureTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    @Test("a changed row is reconfigured: the same cell, not prepared for reuse, shows the new model")
    func reconfiguresInPlace() throws {
        let screen = Screen()
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PostCell)
        let reuses = cell.reuseCount
        try screen.storage.replaceItem(at: path(0, 1), with: Post(id: 1, title: "edited"))
        #expect(screen.batches.last == BatchUpdate(reconfiguredItems: [path(0, 1)]))
        #expect(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.post?.title == "edited")
        #expect(cell.reuseCount == reuses, "a reconfigured cell is not prepared for reuse")
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.cellsMatchStorage())
    }

    @Test("a row with no cell on screen is reloaded (UIKit may hold a prepared cell Trellis cannot see)")
    func offScreenReloads() throws {
        let screen = Screen(sections: [posts(0...9)], visibleRows: 3)
        try screen.storage.replaceItem(at: path(0, 8), with: Post(id: 8, title: "edited"))
        #expect(screen.batches.last == BatchUpdate(reloadedItems: [path(0, 8)]))
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("a row whose model now maps to another cell type is reloaded with a cell of that type")
    func typeChangeReloads() throws {
        let screen = Screen(configure: { manager in
            manager.registry.register(
                StarredPostCell.self, when: .when(Post.self) { _, post in post.title.hasPrefix("★") })
        })
        try screen.storage.replaceItem(at: path(0, 2), with: Post(id: 2, title: "★ starred"))
        #expect(screen.batches.last == BatchUpdate(reloadedItems: [path(0, 2)]))
        #expect(
            (screen.table.cellForRow(at: IndexPath(row: 2, section: 0)) as? StarredPostCell)?.post?.title == "★ starred"
        )
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("reload stays available: the manager's setting, and an update's own")
    func reloadOnRequest() throws {
        let screen = Screen()
        screen.manager.itemRefresh = .reload
        try screen.storage.replaceItem(at: path(0, 1), with: Post(id: 1, title: "edited"))
        #expect(screen.batches.last == BatchUpdate(reloadedItems: [path(0, 1)]))
        screen.table.finishAnimations()
        screen.manager.itemRefresh = .reconfigure
        var update = ContentUpdate(stages: [
            ContentUpdate.Stage(
                data: ContentSnapshot(sections: screen.storage.sections),
                update: BatchUpdate(reloadedItems: [path(0, 0)]))
        ])
        update.itemRefresh = .reload
        screen.manager.apply(update)
        #expect(screen.batches.last == BatchUpdate(reloadedItems: [path(0, 0)]))
    }

    @Test("changes after structural ones reconfigure in a batch of their own; the cells follow their rows")
    func afterMoves() throws {
        let screen = Screen()
        let cellOfPost3 = try #require(screen.table.cellForRow(at: IndexPath(row: 3, section: 0)) as? PostCell)
        try screen.storage.performUpdates {
            try screen.storage.removeItem(at: path(0, 0))
            try screen.storage.replaceItem(at: path(0, 2), with: Post(id: 3, title: "three"))
        }
        screen.table.finishAnimations()
        #expect(screen.batches.suffix(2).map(\.reconfiguredItems) == [[], [path(0, 2)]])
        #expect(screen.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfPost3)
        #expect(cellOfPost3.post?.title == "three")
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("a hand-made batch mixing reconfigures with inserts is refused by Trellis's rules: the table reloads")
    func mixedBatchRefused() {
        let screen = Screen(sections: [posts(0...4)])
        var items = screen.storage.sections
        items[0].items.insert(AnyItem(Post(id: 99, title: "new")), at: 0)
        screen.manager.apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: ContentSnapshot(sections: items),
                    update: BatchUpdate(insertedItems: [path(0, 0)], reconfiguredItems: [path(0, 1)]))
            ]))
        #expect(screen.table.updateLog.last == .reloadData)
        #expect(
            screen.log.all.contains {
                if case .rejectedBatchUpdate(let rejected) = $0 {
                    rejected.violations.first?.hasPrefix("attempt to reconfigure 1 index path in the same update")
                        == true
                } else {
                    false
                }
            })
    }

    @Test("collections reconfigure items the same way")
    func collections() throws {
        let screen = CollectionScreen()
        let cell = try #require(screen.collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? PostItemCell)
        try screen.storage.replaceItem(at: path(0, 1), with: Post(id: 1, title: "edited"))
        #expect(screen.batches.last == BatchUpdate(reconfiguredItems: [path(0, 1)]))
        #expect(screen.collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell.post?.title == "edited")
        #expect(screen.collection.exceptions.isEmpty)
    }

    // MARK: The stand-in, as UIKit

    @Test("stand-in: a row both reconfigured and reloaded, deleted or moved raises")
    func standInConflicts() throws {
        let bench = BatchBench([3])
        let reload = try #require(
            bench.apply(
                BatchUpdate(reloadedItems: [path(0, 1)], reconfiguredItems: [path(0, 1)]), after: [3]))
        #expect(
            reload.reason
                == "attempt to reconfigure and reload the same index path (<NSIndexPath: 0x…> {length = 2, path = 0 - 1})"
        )
        let bench2 = BatchBench([3])
        #expect(
            bench2.apply(BatchUpdate(deletedItems: [path(0, 1)], reconfiguredItems: [path(0, 1)]), after: [2])?
                .reason.hasPrefix("attempt to reconfigure and delete") == true)
    }

    @Test("stand-in: beside an insert, a reconfigure names a row before the batch and updates it where it lands")
    func standInReconfigureBesideInsert() throws {
        let screen = Screen(sections: [posts(0...4)])
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PostCell)
        try screen.storage.insertItem(Post(id: 50, title: "new"), at: path(0, 0))  // the storage is ahead of the table
        screen.table.finishAnimations()
        screen.table.performBatchUpdates {
            screen.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        }
        #expect(screen.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("stand-in: a data source that returns another cell for a reconfigured row raises")
    func standInOtherCell() throws {
        let screen = Screen(
            sections: [posts(0...4)],
            configure: { manager in
                manager.registry.register(
                    StarredPostCell.self, when: .when(Post.self) { _, post in post.title.hasPrefix("★") })
            })
        // The storage changes the row's type without telling the table: reconfiguring it by hand dequeues another type.
        screen.manager.observation?.cancel()
        screen.storage.setItems([[Post(id: 0, title: "★ zero")] + posts(1...4)])
        screen.table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(
            screen.table.exceptions.last?.reason.hasPrefix(
                "the data source returned another cell than the existing one") == true)
    }
}
