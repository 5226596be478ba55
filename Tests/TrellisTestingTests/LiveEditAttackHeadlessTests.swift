import Observation
import Testing
import Trellis
import TrellisTesting

/// A headless live stock cell that edits the content from `update(with:)`: above 100 it removes its row, below 0
/// it inserts a stock at the top (each once).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class AttackEditingStockCell: ModelTransfer, ConstructibleView {
    static weak var storage: MemoryStorage?
    static var done = false
    private(set) var price: Int?
    init() {}
    func update(with model: Stock) {
        price = model.price
        guard !Self.done, let storage = Self.storage else { return }
        if model.price > 100 {
            Self.done = true
            let index = (0..<storage.numberOfItems(inSection: 0)).first {
                storage.item(at: ItemPath(item: $0, section: 0)) as? Stock === model
            }
            if let index { try? storage.removeItem(at: ItemPath(item: index, section: 0)) }
        } else if model.price < 0 {
            Self.done = true
            try? storage.insertItem(Stock("NEW", 0), at: ItemPath(item: 0, section: 0))
        }
    }
}

/// Live models whose headless cells edit the content when `updateLiveCells()` reconfigures them, and during a move.
@MainActor
@Suite("Attacks: headless live cells that edit the content", .serialized, .collectsAnomalies)
struct LiveEditAttackHeadlessTests {
    func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func make(_ stocks: [Stock], moveItem: (@MainActor () -> Void)? = nil) -> (HeadlessTableView, MemoryStorage) {
        let storage = MemoryStorage(items: stocks)
        AttackEditingStockCell.storage = storage
        AttackEditingStockCell.done = false
        let table = HeadlessTableView(viewportHeight: 10)
        table.registry.register(AttackEditingStockCell.self) { mapping in
            if let moveItem { mapping.moveItem { _, _, _ in moveItem() } }
        }
        table.attach(storage)
        return (table, storage)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func problems(_ table: HeadlessTableView, _ storage: MemoryStorage) -> [String] {
        var problems: [String] = []
        if table.rowCount != storage.numberOfItems(inSection: 0) {
            problems.append("rows \(table.rowCount), storage \(storage.numberOfItems(inSection: 0))")
        }
        for path in table.visibleItemPaths {
            let shown = (table.model(at: path) as? Stock)?.symbol
            let want = (storage.item(at: path) as? Stock)?.symbol
            if shown != want { problems.append("\(path): \(String(describing: shown)) vs \(String(describing: want))") }
            let cell = table.cell(at: path) as? AttackEditingStockCell
            if cell?.price != (storage.item(at: path) as? Stock)?.price {
                problems.append("\(path) cell shows \(String(describing: cell?.price))")
            }
        }
        if !table.rejectedStages.isEmpty { problems.append("rejected \(table.rejectedStages)") }
        return problems
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("A reconfigured headless live cell that removes its own row")
    func removesOwnRow() {
        let stocks = (0..<4).map { Stock("S\($0)", $0) }
        let (table, storage) = make(stocks)
        stocks[1].price = 150
        table.updateLiveCells()
        #expect(storage.numberOfItems(inSection: 0) == 3)
        #expect(problems(table, storage) == [])
        stocks[2].price = 9
        table.updateLiveCells()
        #expect(problems(table, storage) == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("Two live changes; the first reconfigured cell inserts above the second")
    func insertsAbove() {
        let stocks = (0..<4).map { Stock("S\($0)", $0) }
        let (table, storage) = make(stocks)
        stocks[1].price = -1
        stocks[3].price = 33
        table.updateLiveCells()
        table.updateLiveCells()
        #expect(storage.numberOfItems(inSection: 0) == 5)
        #expect(problems(table, storage) == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("A live change during a user's move, whose cell removes a row")
    func duringMove() {
        let stocks = (0..<4).map { Stock("S\($0)", $0) }
        let (table, storage) = make(stocks) { stocks[2].price = 200 }
        #expect(table.moveRow(from: path(0), to: path(3)) != nil)
        table.updateLiveCells()
        #expect(storage.numberOfItems(inSection: 0) == 3)
        #expect(problems(table, storage) == [])
    }

    /// A headless table has no custom supplementary kinds: a storage's badge changes nothing it shows and the
    /// reload of the section it causes is applied.
    @Test("A headless table over a storage with a layout's own kinds")
    func customKinds() throws {
        let storage = MemoryStorage(items: ["a", "b"])
        let table = HeadlessTableView(content: storage, viewportHeight: 10)
        try storage.setSupplementaryModel("1 new", ofKind: "badge", forSection: 0)
        try storage.setSupplementaryModel("x", ofKind: "badge", forSection: 2)
        #expect(table.shownCounts == [2, 0, 0])
        #expect(table.rejectedStages.isEmpty)
        #expect(
            table.dispatcher.supplementaryModel(ofKind: .supplementary("badge"), inSection: 0) as? String == "1 new")
    }
}
