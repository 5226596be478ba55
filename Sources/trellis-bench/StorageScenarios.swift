import Trellis
import _TrellisTestSupport

/// The storage scenarios: `storage-edits`.
@MainActor
func storageScenarios() -> [Scenario] { [storageEditsScenario()] }

/// A small model, as an app would store: identified by an `Int`, compared with `==`.
struct BenchModel: Identifiable, Equatable {
    let id: Int
    var value: Int
}

/// One edit of a single-section list, with indexes valid at the moment it is applied.
enum BenchEdit {
    case append(BenchModel)
    case insert(BenchModel, at: Int)
    case remove(at: Int)
    case move(from: Int, to: Int)
    case replace(at: Int, value: Int)
}

/// `storage-edits`: 100,000 single edits on a one-section `MemoryStorage` of 10,000 items (observed, so that each
/// edit yields one update), beside the same edits on a plain array.
@MainActor
func storageEditsScenario() -> Scenario {
    Scenario(name: "storage-edits") { _ in
        let initialCount = 10_000, editCount = 100_000
        let initial = (0..<initialCount).map { BenchModel(id: $0, value: $0) }
        let edits = makeEdits(count: editCount, startingWith: initialCount)

        let state = StorageEditsState()
        let storageWork = Measurement(setUp: { state.reset(initial) }) { () -> Int in
            let storage = state.storage
            do {
                for edit in edits {
                    switch edit {
                    case .append(let model):
                        try storage.addItem(model, toSection: 0)
                    case .insert(let model, let index):
                        try storage.insertItem(model, at: ItemPath(item: index, section: 0))
                    case .remove(let index):
                        try storage.removeItem(at: ItemPath(item: index, section: 0))
                    case .move(let from, let to):
                        try storage.moveItem(at: ItemPath(item: from, section: 0), to: ItemPath(item: to, section: 0))
                    case .replace(let index, let value):
                        let path = ItemPath(item: index, section: 0)
                        guard let old = storage.item(at: path, as: BenchModel.self) else {
                            failBenchmark("storage-edits: the generated edits expect a BenchModel at \(path)")
                        }
                        try storage.replaceItem(at: path, with: BenchModel(id: old.id, value: value))
                    }
                }
            } catch {
                failBenchmark("storage-edits: the storage refused an edit the generator made valid: \(error)")
            }
            return state.updates &* 31 &+ state.changes &* 7 &+ storage.totalNumberOfItems
        }

        var array: [BenchModel] = []
        let arrayWork = Measurement(setUp: { array = initial }) { () -> Int in
            for edit in edits {
                switch edit {
                case .append(let model): array.append(model)
                case .insert(let model, let index): array.insert(model, at: index)
                case .remove(let index): array.remove(at: index)
                case .move(let from, let to): array.insert(array.remove(at: from), at: to)
                case .replace(let index, let value): array[index] = BenchModel(id: array[index].id, value: value)
                }
            }
            return array.count &+ array[array.count / 2].value
        }

        // One untimed run, to report what the observer receives.
        storageWork.setUp()
        _ = storageWork.run()
        let received =
            "the observer received \(state.updates) updates holding \(state.changes) changes; "
            + "\(state.storage.totalNumberOfItems) items at the end"

        return PreparedScenario(
            work: storageWork,
            baselines: [Baseline(name: "array-edits", work: arrayWork)],
            notes: [
                "\(editCount) single edits (40% append, 20% insert, 20% remove, 10% move, 10% replace, seeded) "
                    + "from \(initialCount) items in one section; the storage is observed, so each edit sends one update",
                received,
            ])
    }
}

/// A fresh storage for each run, observed by a counter.
@MainActor
private final class StorageEditsState {
    private(set) var storage = MemoryStorage()
    private var observation: ContentObservation?
    /// Updates received, and the changes they held.
    private(set) var updates = 0, changes = 0

    func reset(_ initial: [BenchModel]) {
        observation = nil
        storage = MemoryStorage(items: initial)
        updates = 0
        changes = 0
        observation = storage.observe { [unowned self] update in
            updates += 1
            changes += update.changeCount
        }
    }
}

/// `count` seeded edits whose indexes are valid when applied in order to a list of `initialCount` items.
private func makeEdits(count: Int, startingWith initialCount: Int) -> [BenchEdit] {
    var generator = SeededGenerator(seed: 1_000)
    var size = initialCount, nextID = initialCount
    var edits: [BenchEdit] = []
    edits.reserveCapacity(count)
    for _ in 0..<count {
        let roll = Int.random(in: 0..<10, using: &generator)
        let value = Int.random(in: 0..<1_000_000, using: &generator)
        switch roll {
        case 0..<4:
            edits.append(.append(BenchModel(id: nextID, value: value)))
            nextID += 1
            size += 1
        case 4..<6:
            edits.append(.insert(BenchModel(id: nextID, value: value), at: Int.random(in: 0...size, using: &generator)))
            nextID += 1
            size += 1
        case 6..<8 where size > 1:
            edits.append(.remove(at: Int.random(in: 0..<size, using: &generator)))
            size -= 1
        case 8 where size > 1:
            edits.append(
                .move(
                    from: Int.random(in: 0..<size, using: &generator),
                    to: Int.random(in: 0..<size, using: &generator)))
        default:
            edits.append(.replace(at: Int.random(in: 0..<size, using: &generator), value: value))
        }
    }
    return edits
}
