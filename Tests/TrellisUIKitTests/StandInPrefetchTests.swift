import Testing
import Trellis
@testable import UIKitStandIn

/// The rows the data source was asked cells for, from the stand-in's log (`cellForRow(s-r)` / `cellForItem(s-i)`).
@MainActor
private func asked(_ calls: [String], since start: Int) -> [String] {
    calls.dropFirst(start).filter { $0.hasPrefix("cellFor") }
}

/// iOS 15's cell prefetching, as the stand-in plays it: `simulateCellPrefetching(at:)` asks for cells of rows off
/// screen, which wait undisplayed until their rows come into view (UIKit's "prepared" cells: shown without asking the
/// data source again; `reconfigureRows` reaches them; a reload throws them away).
@MainActor
@Suite("The stand-in prefetches cells as iOS 15 does")
struct StandInPrefetchTests {
    @Test("a prefetched cell is asked for once, is not on screen, and is shown when its row comes into view")
    func prefetchedThenShown() throws {
        var displayed: [ItemPath] = []
        let screen = Screen(events: { $0.willDisplay { _, _, path in displayed.append(path) } })
        let table = screen.table
        let row7 = IndexPath(row: 7, section: 0)
        let start = table.dataSourceCalls.count
        table.simulateCellPrefetching(at: [row7])
        #expect(asked(table.dataSourceCalls, since: start) == ["cellForRow(0-7)"])
        #expect(!displayed.contains(ItemPath(item: 7, section: 0)), "no willDisplay for a prefetched cell")
        #expect(table.cellForRow(at: row7) == nil, "cellForRow(at:) answers only for rows on screen")
        #expect(table.indexPathsForVisibleRows?.contains(row7) == false)
        let prefetched = try #require(table.prefetched[row7] as? PostCell)
        #expect(prefetched.post?.id == 7, "configured when prefetched")
        table.scrollToRow(at: row7, at: .bottom, animated: false)
        #expect(table.cellForRow(at: row7) === prefetched, "the prefetched cell is shown")
        #expect(asked(table.dataSourceCalls, since: start).filter { $0 == "cellForRow(0-7)" }.count == 1)
        #expect(displayed.contains(ItemPath(item: 7, section: 0)), "willDisplay when it comes on screen")
        #expect(table.prefetchedRowPaths.isEmpty)
        #expect(screen.cellsMatchStorage())
    }

    @Test("reconfigureRows reaches a prefetched cell; a reload throws it away, never ending a display that never began")
    func reconfigureAndReload() throws {
        var ended: [ItemPath] = []
        let screen = Screen(events: { $0.didEndDisplaying { _, _, path in ended.append(path) } })
        let table = screen.table
        let row8 = IndexPath(row: 8, section: 0)
        table.simulateCellPrefetching(at: [row8])
        var start = table.dataSourceCalls.count
        table.reconfigureRows(at: [row8])
        #expect(asked(table.dataSourceCalls, since: start) == ["cellForRow(0-8)"], "asked again for the prefetched row")
        #expect(table.prefetchedRowPaths == [row8])
        ended = []
        table.reloadData()
        #expect(table.prefetchedRowPaths.isEmpty)
        #expect(!ended.contains(ItemPath(item: 8, section: 0)))
        start = table.dataSourceCalls.count
        table.scrollToRow(at: row8, at: .bottom, animated: false)
        #expect(asked(table.dataSourceCalls, since: start).contains("cellForRow(0-8)"), "asked again after a reload")
        #expect(table.exceptions.isEmpty)
    }

    @Test("a batch carries a prefetched cell with its row, and throws it away when its row is deleted or reloaded")
    func batches() throws {
        let screen = Screen()
        let table = screen.table
        table.simulateCellPrefetching(at: [IndexPath(row: 6, section: 0), IndexPath(row: 8, section: 0)])
        try screen.storage.insertItems([Post(id: 100, title: "new")], at: ItemPath(item: 0, section: 0))
        table.finishAnimations()
        #expect(table.prefetchedRowPaths == [IndexPath(row: 7, section: 0), IndexPath(row: 9, section: 0)])
        try screen.storage.removeItems(at: [ItemPath(item: 7, section: 0)])
        try screen.storage.reloadItem(at: ItemPath(item: 8, section: 0))
        table.finishAnimations()
        #expect(table.prefetchedRowPaths.isEmpty)
        #expect(table.exceptions.isEmpty)
    }

    @Test(
        "rows on screen, past the end, negative or of other than two indexes are not prefetched",
        arguments: [
            IndexPath(row: 0, section: 0), IndexPath(row: 10, section: 0), IndexPath(row: 0, section: 1),
            IndexPath(row: -1, section: 0), IndexPath(row: Int.max, section: Int.min), IndexPath(index: 7),
            IndexPath(indexes: [0, 7, 1]), IndexPath(),
        ])
    func hostilePaths(path: IndexPath) {
        let screen = Screen()
        let start = screen.table.dataSourceCalls.count
        screen.table.simulateCellPrefetching(at: [path])
        #expect(asked(screen.table.dataSourceCalls, since: start).isEmpty)
        #expect(screen.table.prefetchedRowPaths.isEmpty)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("a table off screen prefetches nothing")
    func offScreen() {
        let screen = Screen(inWindow: false)
        let start = screen.table.dataSourceCalls.count
        screen.table.simulateCellPrefetching(at: [IndexPath(row: 7, section: 0)])
        #expect(asked(screen.table.dataSourceCalls, since: start).isEmpty)
    }

    @Test("collections prefetch items the same way")
    func collections() throws {
        let screen = CollectionScreen()
        let collection = screen.collection
        let item7 = IndexPath(item: 7, section: 0)
        var start = collection.dataSourceCalls.count
        collection.simulateCellPrefetching(at: [item7, IndexPath(item: 99, section: 0), IndexPath(index: 1)])
        #expect(asked(collection.dataSourceCalls, since: start) == ["cellForItem(0-7)"])
        #expect(collection.cellForItem(at: item7) == nil)
        let prefetched = try #require(collection.prefetched[item7])
        start = collection.dataSourceCalls.count
        collection.reconfigureItems(at: [item7])
        #expect(asked(collection.dataSourceCalls, since: start) == ["cellForItem(0-7)"])
        start = collection.dataSourceCalls.count
        collection.setContentOffset(CGPoint(x: 0, y: 44 * 6), animated: false)
        #expect(collection.cellForItem(at: item7) === prefetched)
        #expect(!asked(collection.dataSourceCalls, since: start).contains("cellForItem(0-7)"), "shown without asking")
        try screen.storage.removeItems(at: [ItemPath(item: 9, section: 0)])
        collection.finishAnimations()
        collection.simulateCellPrefetching(at: [IndexPath(item: 0, section: 0)])
        collection.reloadData()
        #expect(collection.prefetchedItemPaths.isEmpty)
        #expect(collection.exceptions.isEmpty)
        #expect(screen.cellsMatchStorage())
    }
}
