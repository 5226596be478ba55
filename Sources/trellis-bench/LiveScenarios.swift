import Observation
import Trellis

/// The live-model scenarios where `Observation` exists (macOS 14, every Linux).
@MainActor
func availableLiveScenarios() -> [Scenario] {
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { return liveScenarios() }
    return []
}

/// The live-model scenarios: what tracking the `@Observable` reads of each cell's configure closure costs a host that
/// configures its cells through a `LiveCellTracker` (every host does: UIKit's proxies, the terminal, the headless
/// table), beside the same cells configured by the dispatcher directly.
///
/// `live-tracking-values`: 1,000,000 cells of plain struct models (nothing to observe: the cost of asking).
/// `live-tracking-observable`: 1,000,000 cells of `@Observable` models whose price the cell reads, 1,000 models
/// shown in turn (a model scrolled back on screen is tracked once while its tracking is pending).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
func liveScenarios() -> [Scenario] {
    [
        liveScenario(name: "live-tracking-values", observable: false),
        liveScenario(name: "live-tracking-observable", observable: true),
    ]
}

/// A live model for the benchmark.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class LiveBenchQuote {
    let id: Int
    var price: Int
    init(id: Int, price: Int) {
        self.id = id
        self.price = price
    }
}

/// A plain model for the benchmark.
struct LiveBenchRow: Identifiable {
    let id: Int
}

/// Reads the quote's price.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LiveBenchQuoteCell: ModelTransfer, ConstructibleView {
    var sum = 0
    init() {}
    func update(with model: LiveBenchQuote) { sum &+= model.price }
}

/// Reads the row.
@MainActor
final class LiveBenchRowCell: ModelTransfer, ConstructibleView {
    var sum = 0
    init() {}
    func update(with model: LiveBenchRow) { sum &+= model.id }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
func liveScenario(name: String, observable: Bool) -> Scenario {
    Scenario(name: name) { _ in
        let count = 1_000_000
        let storage = MemoryStorage()
        if observable {
            let quotes = (0..<1_000).map { LiveBenchQuote(id: $0, price: $0) }
            storage.setItems([(0..<count).map { quotes[$0 % quotes.count] }])
        } else {
            storage.setItems([(0..<count).map { LiveBenchRow(id: $0) }])
        }
        let dispatcher = Dispatcher(content: storage)
        dispatcher.registry.register(LiveBenchQuoteCell.self)
        dispatcher.registry.register(LiveBenchRowCell.self)
        let pool = DispatchPool()
        dispatcher.host = pool
        let tracker = LiveCellTracker()
        /// Configures each row's cell and returns it to the pool, as a row scrolling off screen does.
        @MainActor func scroll(tracked: Bool) -> Int {
            var configured = 0
            for row in 0..<count {
                let path = ItemPath(item: row, section: 0)
                guard let shown = tracked ? tracker.cell(at: path, from: dispatcher) : dispatcher.cell(at: path) else {
                    continue
                }
                if tracked { tracker.stopTracking(shown.view) }
                pool.enqueue(shown.view, shown.mapping.reuseKey)
                configured &+= 1
            }
            return configured
        }
        return PreparedScenario(
            run: { scroll(tracked: true) },
            baselines: [Baseline(name: "untracked") { scroll(tracked: false) }],
            notes: [
                "\(count) cells configured through a LiveCellTracker (each configure inside withObservationTracking), "
                    + "each returned to the pool and untracked, as a row scrolling off screen is; the baseline asks the "
                    + "dispatcher directly"
                    + (observable ? "; 1,000 @Observable models shown in turn" : "; plain struct models")
            ])
    }
}
