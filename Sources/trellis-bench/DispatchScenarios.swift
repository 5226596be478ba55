import Trellis
import _TrellisTestSupport

/// The dispatch scenarios: `dispatch-1-mapping` and `dispatch-100-mappings`, beside `dispatch-handwritten`.
///
/// Each configures 1,000,000 cells: for every row of a storage, the dispatcher finds the model, resolves its mapping,
/// dequeues a cell through the host (the headless and terminal tables' `ReuseQueue`) and calls `update(with:)`; the cell
/// then goes back to the pool, as a row scrolling off screen does. The baseline does the same with a hand-written
/// `switch` on the model's type over the same models, cells and pool (`dispatch-handwritten`, models in an array; and
/// `handwritten-reading-storage`, models read from the same `MemoryStorage`). `handwritten-model-witness` is the floor of
/// hand-written dispatch: each model makes its own cell through a protocol witness, one indirect call and no cast. `dispatcher-through-weak-host` is the
/// dispatcher asked through `cell(at:)`, which loads its weak `host` for each cell, where the scenario passes the host.
/// `reuse-pool-alone` is the pool's own share: the same cells dequeued and queued again, with no configuring.
/// `dispatcher-with-string-pool` is the same dispatch with a pool keyed by the identifier string, as UIKit's is (the
/// pool these scenarios used until the hosts' pool was keyed by `ReuseKey`). `dispatch-100-mappings` also runs
/// `dispatch-1-mapping`'s work as a baseline, so that how flat dispatch is from one type to a hundred is measured in the
/// same process and runs, with either pool (a string-keyed dictionary hashes with a seed Swift picks per process, and
/// with a hundred keys its collisions, and so its cost, change with that seed).
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

/// The reuse pool both data sources dequeue from: the headless and terminal hosts' ``ReuseQueue``, one queue per
/// reuse identifier, found by the identifier's ``ReuseKey``.
@MainActor
final class DispatchPool: ViewHost {
    private var queue = ReuseQueue()

    func dequeue(_ key: ReuseKey) -> AnyObject? { queue.dequeue(key) }

    func enqueue(_ cell: AnyObject, _ key: ReuseKey) { queue.enqueue(cell, as: key) }

    func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? { queue.dequeue(for: mapping) }

    func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? { nil }
}

/// A reuse pool keyed by the identifier string, as UIKit's is: what the dispatch scenarios measured until the hosts'
/// pool was keyed by ``ReuseKey``, kept as a baseline. With many identifiers each cell hashes and compares a string
/// (with Swift's per-process hash seed, so its cost varies from one invocation to the next).
@MainActor
final class StringKeyedPool: ViewHost {
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
    /// The same models, as the protocol through which each makes its own cell (the hand-written floor).
    let cellMakingModels: [any HandwrittenCellMaking]
    /// Each cell type's reuse identifier, and its key, by type number (all 100, whatever `types` is).
    let identifiers = (0..<100).map { "DispatchCell\($0)" }
    let keys: [ReuseKey]
    let storage = MemoryStorage()
    let dispatcher: Dispatcher
    let pool = DispatchPool()
    let stringPool = StringKeyedPool()

    init(types: Int) {
        var generator = SeededGenerator(seed: 7)
        kinds = (0..<count).map { _ in Int.random(in: 0..<types, using: &generator) }
        cellMakingModels = kinds.enumerated().map { makeDispatchModel(type: $1, value: $0) }
        models = cellMakingModels.map { $0 as Any }
        keys = identifiers.map { ReuseKey($0) }
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
            pool.enqueue(view, keys[kinds[row]])
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

    /// Every row's cell made by its model, through the model's protocol witness: the hand-written floor.
    var throughModelWitness: Measurement {
        Measurement { [self] in
            scrollThrough { cellMakingModels[$0].makeCell(pool: pool, keys: keys) }
        }
    }

    /// The same, with a pool keyed by the identifier string, as UIKit's is.
    var throughDispatcherWithStringPool: Measurement {
        Measurement { [self] in
            var configured = 0
            for row in 0..<count {
                guard let view = dispatcher.cell(at: ItemPath(item: row, section: 0), dequeuingFrom: stringPool)?.view
                else { continue }
                stringPool.enqueue(view, identifiers[kinds[row]])
                configured &+= 1
            }
            return configured
        }
    }
}

@MainActor
func dispatchScenario(name: String, types: Int) -> Scenario {
    Scenario(name: name) { _ in
        let fixture = DispatchFixture(types: types)
        let (dispatcher, pool, models, storage, keys) = (
            fixture.dispatcher, fixture.pool, fixture.models, fixture.storage, fixture.keys
        )
        // As a host that does not pass itself asks: the dispatcher loads its weak `host` for each cell.
        let throughWeakHost = Measurement {
            fixture.scrollThrough { dispatcher.cell(at: ItemPath(item: $0, section: 0))?.view }
        }
        let handwritten = Measurement {
            fixture.scrollThrough { handwrittenCell(for: models[$0], pool: pool, keys: keys) }
        }
        // The same hand-written switch, reading the models from the same storage as the dispatcher: the difference
        // to `dispatch-handwritten` is the storage's cost, the rest is the dispatcher's.
        let handwrittenReadingStorage = Measurement {
            fixture.scrollThrough { row in
                guard let model = storage.item(at: ItemPath(item: row, section: 0)) else { return nil }
                return handwrittenCell(for: model, pool: pool, keys: keys)
            }
        }
        // The reuse pool alone: each row's cell dequeued and queued again, nothing configured. Both data sources
        // pay it; subtracted from both scenarios, it shows how much of the 1-to-100 growth is the dispatcher's.
        let poolAlone = Measurement { fixture.scrollThrough { pool.dequeue(keys[fixture.kinds[$0]]) } }
        var baselines = [
            Baseline(name: "dispatch-handwritten", work: handwritten),
            Baseline(name: "handwritten-reading-storage", work: handwrittenReadingStorage),
            // Each model makes its own cell through a protocol witness: one indirect call per cell, no cast.
            Baseline(name: "handwritten-model-witness", work: fixture.throughModelWitness),
            Baseline(name: "dispatcher-through-weak-host", work: throughWeakHost),
            Baseline(name: "reuse-pool-alone", work: poolAlone),
            // The same dispatch with UIKit's kind of pool (keyed by the identifier string): the host's share.
            Baseline(name: "dispatcher-with-string-pool", work: fixture.throughDispatcherWithStringPool),
        ]
        if types > 1 {
            // The same million cells of one type, in the same runs: how flat dispatch is from 1 to `types` mappings,
            // with the hosts' pool and with a string-keyed one.
            let oneType = DispatchFixture(types: 1)
            baselines.insert(Baseline(name: "dispatch-1-mapping", work: oneType.throughDispatcher), at: 0)
            // The hand-written floor's own growth from one type to `types`: what no dispatch over many types avoids.
            baselines.append(Baseline(name: "handwritten-model-witness-1-type", work: oneType.throughModelWitness))
            baselines.append(
                Baseline(name: "dispatch-1-mapping-with-string-pool", work: oneType.throughDispatcherWithStringPool))
        }
        return PreparedScenario(
            work: fixture.throughDispatcher,
            baselines: baselines,
            notes: [
                "\(fixture.count) cells configured, models of \(types) registered type(s) in random order (seeded); "
                    + "both data sources dequeue from the same reuse pool (the hosts' ReuseQueue, by ReuseKey); "
                    + "the dispatcher reads the models from a MemoryStorage"
            ])
    }
}
