import Observation
import Testing
import Trellis
@testable import TrellisUIKit
@testable import UIKitStandIn

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class Quote {
    let symbol: String
    var price: Int
    init(_ symbol: String, _ price: Int) {
        self.symbol = symbol
        self.price = price
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class QuoteCell: UITableViewCell, ModelTransfer {
    private(set) var shown: [Int] = []
    func update(with model: Quote) { shown.append(model.price) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class QuoteItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var shown: [Int] = []
    func update(with model: Quote) { shown.append(model.price) }
}

@MainActor
@Suite("UIKit: live models")
struct UIKitLiveModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func makeTable(_ quotes: [Quote], configure: (TableViewManager) -> Void) -> (
        UIWindow, UITableView, TableViewManager, MemoryStorage
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        configure(manager)
        let storage = MemoryStorage(items: quotes)
        window.addSubview(table)
        manager.attach(to: table, content: storage)
        return (window, table, manager, storage)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a changed property reconfigures the row's cell: no batch, no reload, the same cell")
    func reconfiguresRow() throws {
        let quotes = [Quote("A", 1), Quote("B", 2), Quote("C", 3)]
        let (window, table, manager, _) = makeTable(quotes) { $0.registry.register(QuoteCell.self) }
        defer { withExtendedLifetime(window) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? QuoteCell)
        let log = table.updateLog
        let calls = table.dataSourceCalls.count
        quotes[1].price = 20
        quotes[1].price = 21
        manager.proxy.liveCells.flush()
        #expect(cell.shown == [2, 21])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(table.updateLog == log, "no batch, no reload")
        #expect(Array(table.dataSourceCalls.dropFirst(calls)) == ["cellForRow(0-1)"], "one reconfigure of that row")
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("the flush comes by itself on the next main-actor turn")
    func automatic() async throws {
        let quotes = [Quote("A", 1)]
        let (window, table, manager, _) = makeTable(quotes) { $0.registry.register(QuoteCell.self) }
        defer { withExtendedLifetime((window, manager)) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? QuoteCell)
        quotes[0].price = 5
        for _ in 0..<20 where cell.shown.count < 2 { await Task.yield() }
        #expect(cell.shown == [1, 5])
    }

    /// Content-configuration rows read their models in the configuration update, which UIKit tracks from iOS 26:
    /// there Trellis tracks nothing (the configure closure in `cellForRowAt` reads nothing), and before iOS 26
    /// Trellis tracks the configuration closure itself. Either way one change is one configuration update, and the
    /// data source is not asked again.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "content configurations: one update per change, by UIKit's tracking (iOS 26) or Trellis's (before)",
        .serialized, arguments: [true, false])
    func configurationCellsUpdateOnce(uikitTracks: Bool) async throws {
        let saved = UIView.standInObservationTrackingEnabled
        UIView.standInObservationTrackingEnabled = uikitTracks
        defer { UIView.standInObservationTrackingEnabled = saved }
        let quotes = [Quote("A", 1), Quote("B", 2)]
        let (window, table, manager, _) = makeTable(quotes) { manager in
            manager.register(Quote.self) { quote, _ in
                var content = UIListContentConfiguration.cell()
                content.text = "\(quote.symbol) \(quote.price)"
                return content
            }
        }
        defer { withExtendedLifetime(window) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ConfigurationTableCell)
        let updates = cell.configurationUpdateCount
        let calls = table.dataSourceCalls.count
        let trellisTracked = ConfigurationTrackingCount.runs
        quotes[1].price = 30
        for _ in 0..<20 where cell.configurationUpdateCount == updates { await Task.yield() }
        for _ in 0..<5 { await Task.yield() }
        manager.proxy.liveCells.flush()
        #expect(cell.configurationUpdateCount == updates + 1)
        #expect(
            ((cell.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration)?.text == "B 30")
        #expect(table.dataSourceCalls.count == calls, "no reconfigure through the data source")
        #expect(
            (ConfigurationTrackingCount.runs > trellisTracked) == !uikitTracks,
            "Trellis tracks only where UIKit does not")
    }

    /// iOS 15 prefetches cells: UIKit asks for a row's cell before the row is on screen, and shows that cell later
    /// without asking again. A change to its model in between must reach it (`reconfigureRows` reaches prefetched
    /// cells), or the row comes on screen showing the old value.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a prefetched cell whose model changes before it is shown comes on screen showing the change")
    func prefetchedCellIsReconfigured() throws {
        let quotes = (0..<10).map { Quote("Q\($0)", $0) }
        let (window, table, manager, _) = makeTable(quotes) { $0.registry.register(QuoteCell.self) }
        defer { withExtendedLifetime(window) {} }
        let row7 = IndexPath(row: 7, section: 0)
        #expect(table.cellForRow(at: row7) == nil, "row 7 is below the screen")
        table.simulateCellPrefetching(at: [row7])
        #expect(table.prefetchedRowPaths == [row7])
        quotes[7].price = 70
        manager.proxy.liveCells.flush()
        table.scrollToRow(at: row7, at: .bottom, animated: false)
        let cell = try #require(table.cellForRow(at: row7) as? QuoteCell)
        #expect(cell.shown == [7, 70], "configured when prefetched, then again for the change")
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a prefetched cell is reconfigured at its row's new place after a batch moved the row")
    func prefetchedCellFollowsBatches() throws {
        let quotes = (0..<10).map { Quote("Q\($0)", $0) }
        let (window, table, manager, storage) = makeTable(quotes) { $0.registry.register(QuoteCell.self) }
        defer { withExtendedLifetime(window) {} }
        table.simulateCellPrefetching(at: [IndexPath(row: 7, section: 0)])
        try storage.insertItems(
            [Quote("new", -1), Quote("new", -2)], at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
        table.finishAnimations()
        let row9 = IndexPath(row: 9, section: 0)
        #expect(table.prefetchedRowPaths == [row9], "the prefetched cell moved with its row")
        quotes[7].price = 70
        manager.proxy.liveCells.flush()
        table.scrollToRow(at: row9, at: .bottom, animated: false)
        let cell = try #require(table.cellForRow(at: row9) as? QuoteCell)
        #expect(cell.shown.last == 70)
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("collections: a prefetched cell whose model changes before it is shown comes on screen showing the change")
    func prefetchedCollectionCellIsReconfigured() throws {
        let quotes = (0..<10).map { Quote("Q\($0)", $0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        let manager = CollectionViewManager()
        manager.registry.register(QuoteItemCell.self)
        window.addSubview(collection)
        manager.attach(to: collection, content: MemoryStorage(items: quotes))
        let item7 = IndexPath(item: 7, section: 0)
        #expect(collection.cellForItem(at: item7) == nil, "item 7 is below the screen")
        collection.simulateCellPrefetching(at: [item7])
        quotes[7].price = 70
        manager.proxy.liveCells.flush()
        collection.setContentOffset(CGPoint(x: 0, y: 44 * 6), animated: false)
        let cell = try #require(collection.cellForItem(at: item7) as? QuoteItemCell)
        #expect(cell.shown == [7, 70])
        #expect(collection.exceptions.isEmpty)
    }

    /// Apple: a diffable data source's cells are reconfigured through its snapshot (`reconfigureItems`), never the
    /// view's own method.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("diffable tables: a changed property reconfigures the row through a snapshot, the same cell, no reload")
    func diffableTable() throws {
        let quotes = ["A": Quote("A", 1), "B": Quote("B", 2), "C": Quote("C", 3)]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.completesAnimationsAutomatically = false
        window.addSubview(table)
        let manager = TableViewManager()
        manager.registry.register(QuoteCell.self)
        let dataSource = manager.attachDiffable(to: table, sections: Int.self, items: String.self) { quotes[$0] }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? QuoteCell)
        let calls = table.dataSourceCalls.count
        let ((), raised) = StandInExceptions.recording {
            quotes["B"]?.price = 20
            manager.proxy.liveCells.flush()
        }
        #expect(cell.shown == [2, 20])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(
            table.dataSourceCalls.dropFirst(calls).filter { $0.hasPrefix("cellFor") } == ["cellForRow(0-1)"],
            "one reconfigure of that row")
        #expect(table.updateLog.last != .reloadData)
        #expect(raised.isEmpty && table.exceptions.isEmpty)
        #expect(dataSource.snapshot().itemIdentifiers == ["A", "B", "C"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("diffable collections: a changed property reconfigures the item through a snapshot")
    func diffableCollection() throws {
        let quotes = ["A": Quote("A", 1), "B": Quote("B", 2)]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        window.addSubview(collection)
        let manager = CollectionViewManager()
        manager.registry.register(QuoteItemCell.self)
        let dataSource = manager.attachDiffable(to: collection, sections: Int.self, items: String.self) { quotes[$0] }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? QuoteItemCell)
        quotes["A"]?.price = 10
        manager.proxy.liveCells.flush()
        #expect(cell.shown == [1, 10])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(collection.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("nothing leaks: a screen of live rows and configuration cells goes with its owner; the sentinel stays silent")
    func noLeaks() async throws {
        let quotes = (0..<8).map { Quote("Q\($0)", $0) }
        let log = AnomalyLog()
        weak var weakManager: TableViewManager?
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        weak var weakTracker: LiveCellTracker?
        do {
            let (window, table, manager, storage) = makeTable(quotes) { manager in
                manager.registry.register(QuoteCell.self)
                manager.register(Quote.self, when: .section(1)) { quote, _ in
                    var content = UIListContentConfiguration.cell()
                    content.text = "\(quote.price)"
                    return content
                }
            }
            manager.dispatcher.anomalyHandler = log.handler
            try storage.setSections([
                StorageSection(items: Array(quotes.prefix(4))), StorageSection(items: Array(quotes.suffix(4))),
            ])
            table.finishAnimations()
            quotes[0].price = 100
            quotes[5].price = 500
            manager.proxy.liveCells.flush()
            weakManager = manager
            weakTable = table
            weakCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            weakTracker = manager.proxy.liveCells
            window.removeFromSuperview()
            table.removeFromSuperview()
        }
        for _ in 0..<10 { await Task.yield() }
        #expect(weakManager == nil)
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakTracker == nil)
        for quote in quotes { quote.price += 1 }  // trackings left in the models find nothing
        for _ in 0..<10 { await Task.yield() }
        #expect(!log.all.contains { if case .outlivedView = $0 { true } else { false } })
    }
}
