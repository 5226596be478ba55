import Trellis
import _TrellisTestSupport

/// The dispatch scenarios: `dispatch-1-mapping` and `dispatch-100-mappings`, beside `dispatch-handwritten`.
///
/// Each configures 1,000,000 cells: for every row of a storage, the dispatcher finds the model, resolves its mapping,
/// dequeues a cell through the host (a reuse pool, as the headless table keeps) and calls `update(with:)`; the cell
/// then goes back to the pool, as a row scrolling off screen does. The baseline does the same with a hand-written
/// `switch` on the model's type over the same models, cells and pool (`dispatch-handwritten`, models in an array; and
/// `handwritten-reading-storage`, models read from the same `MemoryStorage`). `dispatcher-through-weak-host` is the
/// dispatcher asked through `cell(at:)`, which loads its weak `host` for each cell, where the scenario passes the host.
/// `reuse-pool-alone` is the pool's own share: the same cells dequeued and queued again, with no configuring.
/// `dispatch-100-mappings` also runs `dispatch-1-mapping`'s work as a baseline, so that how flat dispatch is from one
/// type to a hundred is measured in the same process and runs (the pool's string-keyed dictionary hashes with a seed
/// Swift picks per process, and with a hundred keys its collisions, and so its cost, change with that seed).
@MainActor
func dispatchScenarios() -> [Scenario] {
    [
        dispatchScenario(name: "dispatch-1-mapping", types: 1),
        dispatchScenario(name: "dispatch-100-mappings", types: 100),
    ]
}

/// A cell for the dispatch benchmarks: counts what it is shown, so the work cannot be dropped.
@MainActor
class DispatchCell<Model>: ModelTransfer, ConstructibleView {
    var shown = 0
    required init() {}
    func update(with model: Model) { shown &+= 1 }
}

/// The reuse pool both data sources dequeue from: one queue per reuse identifier, like a table's.
@MainActor
final class DispatchPool: ViewHost {
    private var queues: [String: [AnyObject]] = [:]

    func dequeue(_ identifier: String) -> AnyObject? { queues[identifier]?.popLast() }

    func enqueue(_ cell: AnyObject, _ identifier: String) { queues[identifier, default: []].append(cell) }

    func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? {
        dequeue(mapping.reuseIdentifier) ?? mapping.makeView?()
    }

    func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? { nil }
}

/// One dispatcher over a million models of `types` registered types in random order (seeded), the reuse pool it
/// dequeues from, and the loop that scrolls through every row.
@MainActor
final class DispatchFixture {
    let count = 1_000_000
    let kinds: [Int]
    let models: [Any]
    let identifiers: [String]
    let storage = MemoryStorage()
    let dispatcher: Dispatcher
    let pool = DispatchPool()

    init(types: Int) {
        var generator = SeededGenerator(seed: 7)
        kinds = (0..<count).map { _ in Int.random(in: 0..<types, using: &generator) }
        models = kinds.enumerated().map { makeDispatchModel(type: $1, value: $0) }
        identifiers = (0..<types).map { "DispatchCell\($0)" }
        storage.setItems([models])
        dispatcher = Dispatcher(content: storage)
        registerDispatchCells(types, in: dispatcher.registry)
        dispatcher.host = pool
    }

    /// Configures each row's cell with `cell(row)` and returns it to the pool, as a row scrolling off screen does.
    func scrollThrough(_ cell: (Int) -> AnyObject?) -> Int {
        var configured = 0
        for row in 0..<count {
            guard let view = cell(row) else { continue }
            pool.enqueue(view, identifiers[kinds[row]])
            configured &+= 1
        }
        return configured
    }

    /// Every row's cell asked of the dispatcher, as every host in the package asks (the terminal's and the headless
    /// table pass themselves).
    var throughDispatcher: Measurement {
        Measurement { [self] in
            scrollThrough { dispatcher.cell(at: ItemPath(item: $0, section: 0), dequeuingFrom: pool)?.view }
        }
    }
}

@MainActor
func dispatchScenario(name: String, types: Int) -> Scenario {
    Scenario(name: name) { _ in
        let fixture = DispatchFixture(types: types)
        let (dispatcher, pool, models, storage) = (fixture.dispatcher, fixture.pool, fixture.models, fixture.storage)
        // As a host that does not pass itself asks: the dispatcher loads its weak `host` for each cell.
        let throughWeakHost = Measurement {
            fixture.scrollThrough { dispatcher.cell(at: ItemPath(item: $0, section: 0))?.view }
        }
        let handwritten = Measurement { fixture.scrollThrough { handwrittenCell(for: models[$0], pool: pool) } }
        // The same hand-written switch, reading the models from the same storage as the dispatcher: the difference
        // to `dispatch-handwritten` is the storage's cost, the rest is the dispatcher's.
        let handwrittenReadingStorage = Measurement {
            fixture.scrollThrough { row in
                guard let model = storage.item(at: ItemPath(item: row, section: 0)) else { return nil }
                return handwrittenCell(for: model, pool: pool)
            }
        }
        // The reuse pool alone: each row's cell dequeued and queued again, nothing configured. Both data sources
        // pay it; subtracted from both scenarios, it shows how much of the 1-to-100 growth is the dispatcher's.
        let poolAlone = Measurement { fixture.scrollThrough { pool.dequeue(fixture.identifiers[fixture.kinds[$0]]) } }
        var baselines = [
            Baseline(name: "dispatch-handwritten", work: handwritten),
            Baseline(name: "handwritten-reading-storage", work: handwrittenReadingStorage),
            Baseline(name: "dispatcher-through-weak-host", work: throughWeakHost),
            Baseline(name: "reuse-pool-alone", work: poolAlone),
        ]
        if types > 1 {
            // The same million cells of one type, in the same runs: how flat dispatch is from 1 to `types` mappings.
            baselines.insert(
                Baseline(name: "dispatch-1-mapping", work: DispatchFixture(types: 1).throughDispatcher), at: 0)
        }
        return PreparedScenario(
            work: fixture.throughDispatcher,
            baselines: baselines,
            notes: [
                "\(fixture.count) cells configured, models of \(types) registered type(s) in random order (seeded); "
                    + "both data sources dequeue from the same reuse pool; the dispatcher reads the models from a MemoryStorage"
            ])
    }
}
