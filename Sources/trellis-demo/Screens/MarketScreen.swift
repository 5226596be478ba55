import Observation
import Trellis
import TrellisTerminal

// Live models: the rows are `@Observable` quotes, and the storage never changes. Every half second some prices
// change in place (`quote.price = ...`); the table's live tracker sees that the cells on screen read those prices and
// configures just those cells again before the next frame: no diff, no update, no reload, so no row flashes (the
// gutter stays clear) and the banner's count of content updates stays at 0. The prices come from a seeded generator.

/// A stock quote that changes in place.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class Quote {
    let symbol: String
    let name: String
    /// The price, in cents.
    var price: Int
    /// The last change, in cents.
    var change = 0

    init(symbol: String, name: String, price: Int) {
        self.symbol = symbol
        self.name = name
        self.price = price
    }
}

/// A quote row: reads the price and the change, so a change to either configures the cell again.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class QuoteCell: TerminalView, ModelTransfer, ConstructibleView {
    private var text = StyledLine()
    /// How many times a quote row was configured again because its quote changed (shown in the banner).
    static var reconfigurations = 0
    private var symbol: String?

    init() {}

    func update(with quote: Quote) {
        if symbol == quote.symbol { Self.reconfigurations += 1 }
        symbol = quote.symbol
        var line = StyledLine(quote.symbol.padding(to: 7), .bold)
        line.append(quote.name.padding(to: 22), .dim)
        line.append(Self.money(quote.price).leftPadded(to: 9))
        if quote.change != 0 {
            let up = quote.change > 0
            line.append("  " + (up ? "▲ " : "▼ ") + Self.money(abs(quote.change)), .colored(up ? .green : .red))
        }
        text = line
    }

    func draw(width: Int) -> StyledLine { text }

    static func money(_ cents: Int) -> String {
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class MarketScreen: DemoScreen {
    static let name = "market"
    static let title = "Live models (@Observable)"
    static let summary = "prices change in place: cells reconfigured, no diff, no flash"

    let table = TerminalTableView(title: "Live models: @Observable quotes change in place; only their cells update")
    private let quotes: [Quote]
    private let storage: MemoryStorage
    private var random = DemoRandom(seed: 15)
    private(set) var nextDeadline: ContinuousClock.Instant?
    private var tickCount = 0

    init() {
        QuoteCell.reconfigurations = 0
        quotes = [
            ("AAPL", "Apple", 23_412), ("MSFT", "Microsoft", 41_520), ("GOOG", "Alphabet", 17_233),
            ("AMZN", "Amazon", 18_611), ("NVDA", "Nvidia", 12_987), ("META", "Meta", 56_140), ("TSLA", "Tesla", 24_875),
            ("ORCL", "Oracle", 16_402), ("ADBE", "Adobe", 44_318), ("INTC", "Intel", 2_417), ("AMD", "AMD", 15_563),
            ("IBM", "IBM", 22_081), ("CSCO", "Cisco", 5_812), ("SAP", "SAP", 27_019), ("SHOP", "Shopify", 10_466),
        ].map { Quote(symbol: $0.0, name: $0.1, price: $0.2) }
        storage = MemoryStorage(items: quotes)
        table.keyHints = "prices change every half second, in place  Enter select  q back"
        table.dispatcher.registry.register(QuoteCell.self) { [unowned self] mapping in
            mapping.didSelect { _, quote, _ in
                self.table.statusMessage = "didSelect \(quote.symbol): \(QuoteCell.money(quote.price))"
            }
        }
        table.show(storage)
        updateBanner()
        nextDeadline = ContinuousClock.now.advanced(by: .milliseconds(500))
    }

    func tick() {
        tickCount += 1
        for quote in quotes where random.next(upTo: 3) == 0 {
            let change = random.next(upTo: 401) - 200
            quote.change = change
            quote.price = max(100, quote.price + change)
        }
        updateBanner()
        nextDeadline = ContinuousClock.now.advanced(by: .milliseconds(500))
    }

    private func updateBanner() {
        table.banner =
            StyledLine(" Tick \(tickCount)", .bold)
            + StyledLine("   cells updated in place: \(QuoteCell.reconfigurations)", .colored(.green))
            + StyledLine("   content updates: \(table.appliedUpdateCount)", .dim)
    }
}
