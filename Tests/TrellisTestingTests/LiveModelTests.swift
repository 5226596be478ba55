import Observation
import Testing
import Trellis
import TrellisTesting

/// A live model: its price changes in place.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class Stock {
    let symbol: String
    var price: Int
    var volume = 0
    init(_ symbol: String, _ price: Int) {
        self.symbol = symbol
        self.price = price
    }
}

/// Reads the stock's price (not its volume) and remembers every price it showed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class StockCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [Int] = []
    init() {}
    func update(with model: Stock) { shown.append(model.price) }
}

/// A value that holds a live model.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct Holding { let stock: Stock; let quantity: Int }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class HoldingCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [Int] = []
    init() {}
    func update(with model: Holding) { shown.append(model.stock.price * model.quantity) }
}

@MainActor
@Suite("Live models: cells follow the @Observable properties they read")
struct LiveModelTests {
    func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func makeTable(_ stocks: [Stock], height: Int = 5) -> (HeadlessTableView, MemoryStorage) {
        let storage = MemoryStorage(items: stocks)
        let table = HeadlessTableView(viewportHeight: height)
        table.registry.register(StockCell.self)
        table.registry.register(HoldingCell.self)
        table.attach(storage)
        table.clearLog()
        return (table, storage)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a property a visible cell read changes: the cell is configured again, with no update and no reload")
    func reconfiguresInPlace() throws {
        let stocks = [Stock("A", 10), Stock("B", 20)]
        let (table, _) = makeTable(stocks)
        let cell = try #require(table.cell(at: path(1)) as? StockCell)
        stocks[1].price = 21
        table.updateLiveCells()
        #expect(cell.shown == [20, 21])
        #expect(table.cell(at: path(1)) === cell)
        #expect(table.log.entries.isEmpty, "no update, no reload")
        #expect((table.cell(at: path(0)) as? StockCell)?.shown == [10], "the other cell was left alone")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("changes made in one turn are coalesced: the cell is configured once, with the last value")
    func coalesced() throws {
        let stocks = [Stock("A", 10)]
        let (table, _) = makeTable(stocks)
        let cell = try #require(table.cell(at: path(0)) as? StockCell)
        for price in 11...15 { stocks[0].price = price }
        table.updateLiveCells()
        #expect(cell.shown == [10, 15])
        table.updateLiveCells()
        #expect(cell.shown == [10, 15], "nothing left to do")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("the flush happens by itself on the next main-actor turn")
    func automaticFlush() async throws {
        let stocks = [Stock("A", 10)]
        let (table, _) = makeTable(stocks)
        let cell = try #require(table.cell(at: path(0)) as? StockCell)
        stocks[0].price = 11
        for _ in 0..<20 where cell.shown.count < 2 { await Task.yield() }
        #expect(cell.shown == [10, 11])
        stocks[0].price = 12  // tracked again after the flush
        for _ in 0..<20 where cell.shown.count < 3 { await Task.yield() }
        #expect(cell.shown == [10, 11, 12])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a property no cell read changes nothing")
    func unreadProperty() throws {
        let stocks = [Stock("A", 10)]
        let (table, _) = makeTable(stocks)
        let cell = try #require(table.cell(at: path(0)) as? StockCell)
        stocks[0].volume = 99
        table.updateLiveCells()
        #expect(cell.shown == [10])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a cell that scrolled away is no longer tracked; the row shows the latest value when it comes back")
    func scrolledAway() throws {
        let stocks = (0..<10).map { Stock("S\($0)", $0) }
        let (table, _) = makeTable(stocks, height: 3)
        let first = try #require(table.cell(at: path(0)) as? StockCell)
        #expect(table.liveCells.trackedViewCount == 3)
        table.scroll(toRow: 5)
        #expect(table.liveCells.trackedViewCount == 3)
        stocks[0].price = 100
        table.updateLiveCells()
        #expect(!first.shown.contains(100), "the row's old cell (reused for another row) is not configured for it")
        table.scroll(toRow: 0)
        #expect((table.cell(at: path(0)) as? StockCell)?.shown.last == 100)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("only rows whose model is an @Observable object are tracked: a value changes through the content's updates")
    func valuesAreNotTracked() throws {
        let stock = Stock("A", 10)
        let (table, _) = makeTable([])
        let storage = MemoryStorage(items: [Holding(stock: stock, quantity: 3)])
        table.attach(storage)
        let cell = try #require(table.cell(at: path(0)) as? HoldingCell)
        #expect(table.liveCells.trackedViewCount == 0)
        stock.price = 11
        table.updateLiveCells()
        #expect(cell.shown == [30])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("nothing leaks: the table, its cells and its tracker go when released, models changing or not")
    func noLeaks() throws {
        let stocks = (0..<6).map { Stock("S\($0)", $0) }
        weak var weakTable: HeadlessTableView?
        weak var weakCell: StockCell?
        weak var weakTracker: LiveCellTracker?
        do {
            let (table, storage) = makeTable(stocks, height: 4)
            weakTable = table
            weakTracker = table.liveCells
            weakCell = table.cell(at: path(0)) as? StockCell
            stocks[0].price = 50
            table.updateLiveCells()
            table.scroll(toRow: 2)
            withExtendedLifetime(storage) {}
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakTracker == nil)
        for stock in stocks { stock.price += 1 }  // trackings left in the models' registrars find nothing
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a model tracked while it stays on screen is tracked once: scrolling it away and back adds no tracking")
    func trackedOnce() throws {
        let stocks = (0..<4).map { Stock("S\($0)", $0) }
        let (table, _) = makeTable(stocks, height: 2)
        for _ in 0..<5 {
            table.scroll(toRow: 2)
            table.scroll(toRow: 0)
        }
        let cell = try #require(table.cell(at: path(0)) as? StockCell)
        let before = cell.shown.count
        stocks[0].price = 99
        table.updateLiveCells()
        #expect(cell.shown.count == before + 1)
        #expect(cell.shown.last == 99)
    }
}
