import Testing
import Trellis
@testable import UIKitStandIn

/// A user's reorder as the stand-in plays it: the cells on screen (and prefetched) stay with their rows, as UIKit
/// keeps them, and the data source is asked for no cell it already gave. (The stand-in used to throw every cell away
/// after `moveRowAt` and ask again, which hid cells left showing an old row.)
@MainActor
@Suite("The stand-in keeps the cells of a reorder")
struct StandInMoveTests {
    @Test("within a section: every visible cell stays with its row; no cell is asked for again")
    func withinSection() throws {
        let screen = Screen(visibleRows: 5, events: { $0.moveItem { _, _, _ in } })
        let table = screen.table
        let cells = try (0..<5).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0))) }
        let start = table.dataSourceCalls.count
        #expect(table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)) != nil)
        #expect(table.dataSourceCalls.dropFirst(start).filter { $0.hasPrefix("cellFor") }.isEmpty)
        let now = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(now[3] === cells[0], "the dragged row's cell")
        #expect(now[0] === cells[1] && now[1] === cells[2] && now[2] === cells[3], "the rows that stepped aside")
        #expect(now[4] === cells[4], "a row the move did not touch")
        #expect(screen.cellsMatchStorage())
        #expect(table.exceptions.isEmpty)
    }

    @Test("across sections: the moved row's cell goes with it, the rows around it keep theirs")
    func acrossSections() throws {
        let screen = Screen(
            sections: [posts(0...2), posts(10...12)], visibleRows: 10, events: { $0.moveItem { _, _, _ in } })
        let table = screen.table
        let moved = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let below = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(table.simulateMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1)) != nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === moved)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === below)
        #expect(screen.cellsMatchStorage())
        #expect(table.exceptions.isEmpty)
    }

    @Test("collections: the moved item's cell and the cells of the items that step aside stay with their items")
    func collection() throws {
        let screen = CollectionScreen(sections: [posts(0...4)], visibleItems: 5, events: { $0.moveItem { _, _, _ in } })
        let collection = screen.collection
        let cells = try (0..<5).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0))) }
        #expect(
            collection.simulateMove(from: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0)) != nil)
        let now = (0..<5).map { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(now[0] === cells[4])
        #expect(now[1] === cells[0] && now[4] === cells[3])
        #expect(screen.cellsMatchStorage())
        #expect(collection.exceptions.isEmpty)
    }

    @Test("places: each row of the sections involved goes where its token went; other kept paths stay")
    func places() {
        let before = [[1, 2, 3], [4, 5], [6]]
        let after = [[2, 3], [4, 1, 5], [6]]
        let moved = ReorderedPlaces.of(
            before: before, after: after, sections: [0, 1], keeping: [IndexPath(row: 0, section: 2)])
        #expect(moved[IndexPath(row: 0, section: 0)] == IndexPath(row: 1, section: 1))
        #expect(moved[IndexPath(row: 1, section: 0)] == IndexPath(row: 0, section: 0))
        #expect(moved[IndexPath(row: 1, section: 1)] == IndexPath(row: 2, section: 1))
        #expect(moved[IndexPath(row: 0, section: 2)] == IndexPath(row: 0, section: 2))
        #expect(moved.count == 6)
    }
}
