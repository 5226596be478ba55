import Trellis
import _TrellisTestSupport

/// The declarative scenarios: `declarative-update` (an update of declarative content, diffed and sent, beside the
/// same change made to a `MemoryStorage` wholesale) and `declarative-cells` (cells configured through declarative
/// rows, beside the same models shown through the registry).
@MainActor
func declarativeScenarios() -> [Scenario] { [declarativeUpdateScenario(), declarativeCellsScenario()] }

/// A cell for the declarative benchmarks.
@MainActor
final class DeclarativeBenchCell: ModelTransfer, ConstructibleView {
    var shown = 0
    init() {}
    func update(with model: BenchModel) { shown &+= model.value }
}

/// Models of `sections` sections: the content before, and after a change of about 10% deleted, 10% inserted,
/// 2% moved and 5% changed (seeded).
private func declarativeBenchModels(count: Int, sections: Int) -> (before: [[BenchModel]], after: [[BenchModel]]) {
    var random = SeededGenerator(seed: 11)
    let perSection = count / sections
    let before = (0..<sections).map { section in
        (0..<perSection).map { BenchModel(id: section * perSection + $0, value: 0) }
    }
    var nextID = count
    let after = before.map { models -> [BenchModel] in
        var models = models.filter { _ in Int.random(in: 0..<100, using: &random) >= 10 }
        for index in models.indices where Int.random(in: 0..<100, using: &random) < 5 { models[index].value += 1 }
        for _ in 0..<(perSection / 10) {
            models.insert(BenchModel(id: nextID, value: 0), at: Int.random(in: 0...models.count, using: &random))
            nextID += 1
        }
        for _ in 0..<(perSection / 50) where models.count > 1 {
            let moved = models.remove(at: Int.random(in: 0..<models.count, using: &random))
            models.insert(moved, at: Int.random(in: 0...models.count, using: &random))
        }
        return models
    }
    return (before, after)
}

/// `declarative-update`: 10,000 rows in 10 sections, one update (set wholesale, diffed, sent to one observer).
@MainActor
func declarativeUpdateScenario() -> Scenario {
    Scenario(name: "declarative-update") { _ in
        let (before, after) = declarativeBenchModels(count: 10_000, sections: 10)
        @MainActor func sections(_ models: [[BenchModel]]) -> [ListSection] {
            models.enumerated().map { index, models in
                ListSection(id: index, header: "Section \(index)", rows: ListRow<DeclarativeBenchCell>.create(models))
            }
        }
        let beforeSections = sections(before), afterSections = sections(after)
        let content = DeclarativeContent()
        var changes = 0
        let observation = content.observe { changes &+= $0.changeCount }
        let declarative = Measurement(setUp: { content.sections = beforeSections }) {
            content.sections = afterSections
            return changes &+ content.numberOfItems(inSection: 0)
        }
        let storage = MemoryStorage()
        let storageObservation = storage.observe { changes &+= $0.changeCount }
        func storageSections(_ models: [[BenchModel]]) -> [StorageSection] {
            models.enumerated().map { StorageSection(id: $0, header: "Section \($0)", items: $1) }
        }
        let storageBefore = storageSections(before), storageAfter = storageSections(after)
        let memory = Measurement(setUp: { try? storage.setSections(storageBefore) }) {
            do { try storage.setSections(storageAfter) } catch { failBenchmark("declarative-update: \(error)") }
            return changes &+ storage.numberOfItems(inSection: 0) &+ (observation.isCancelled ? 1 : 0)
                &+ (storageObservation.isCancelled ? 1 : 0)
        }
        return PreparedScenario(
            work: declarative,
            baselines: [Baseline(name: "memory-storage-set-sections", work: memory)],
            notes: [
                "10,000 rows in 10 sections: ~10% deleted, ~10% inserted, ~2% moved, ~5% changed; "
                    + "sections and rows built before timing; both diff and send one update to one observer"
            ])
    }
}

/// `declarative-cells`: 1,000,000 cells configured through declarative rows (the dispatcher asks the content for
/// each row's mapping), beside the same models in a `MemoryStorage` shown through the registry.
@MainActor
func declarativeCellsScenario() -> Scenario {
    Scenario(name: "declarative-cells") { _ in
        let count = 1_000_000
        let models = (0..<count).map { BenchModel(id: $0, value: $0 & 7) }
        let content = DeclarativeContent {
            ListSection(id: 0, rows: ListRow<DeclarativeBenchCell>.create(models))
        }
        let declarativeDispatcher = Dispatcher(content: content)
        let storage = MemoryStorage()
        storage.setItems([models])
        let registryDispatcher = Dispatcher(content: storage)
        registryDispatcher.registry.register(DeclarativeBenchCell.self)
        let pool = DispatchPool()
        declarativeDispatcher.host = pool
        registryDispatcher.host = pool
        @MainActor func scrollThrough(_ dispatcher: Dispatcher) -> Int {
            var configured = 0
            for row in 0..<count {
                guard let view = dispatcher.cell(at: ItemPath(item: row, section: 0), dequeuingFrom: pool) else {
                    continue
                }
                pool.enqueue(view.view, view.mapping.reuseKey)
                configured &+= 1
            }
            return configured
        }
        return PreparedScenario(
            run: { scrollThrough(declarativeDispatcher) },
            baselines: [Baseline(name: "registry-over-storage") { scrollThrough(registryDispatcher) }],
            notes: [
                "\(count) cells configured through one ListRow<Cell> type, beside the same models and cell through "
                    + "the registry; both dequeue from the same reuse pool"
            ])
    }
}
