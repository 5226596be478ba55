import Foundation
import Trellis

/// The event scenarios: a per-row delegate question (`heightForRowAt`, which UIKit asks for every row, like
/// `cellForRowAt`) answered by the dispatcher, 1,000,000 times, beside a hand-written delegate (a `switch` on the
/// model's type computing the same height) reading the same `MemoryStorage`:
/// - `events-answer`: the height closure is on each cell's mapping (`registry.register(Cell.self) { $0.heightForCell
///   { ... } }`), the usual place;
/// - `events-answer-unregistered`: mappings with other closures, but none for the height: the dispatcher answers
///   `nil`, which must cost next to nothing (a host asks before it knows whether anyone listens);
/// - `events-answer-by-model-type`: the closures are on the dispatcher by model type
///   (`dispatcher.heightForCell(withModel: ...)`), the last level of the precedence;
/// - `events-answer-declarative`: the same heights from declarative rows (`ListRow.height { ... }`), the content
///   answering first (the path a declarative or cascading screen's every event takes), beside `events-answer`'s work.
@MainActor
func eventScenarios() -> [Scenario] {
    [
        eventScenario(name: "events-answer", note: "the closure is on each cell's mapping") { dispatcher in
            dispatcher.registry.register(EventBenchCellA.self) {
                $0.heightForCell { row, _ in eventBenchHeight(row.id) }
            }
            dispatcher.registry.register(EventBenchCellB.self) { $0.heightForCell { row, _ in Double(row.lines) * 20 } }
        },
        eventScenario(
            name: "events-answer-unregistered",
            note: "no height closure anywhere (mappings have a didSelect"
                + " closure); the dispatcher answers nil"
        ) { dispatcher in
            dispatcher.registry.register(EventBenchCellA.self) { $0.didSelect { _, _, _ in } }
            dispatcher.registry.register(EventBenchCellB.self) { $0.didSelect { _, _, _ in } }
        },
        declarativeEventScenario(),
        eventScenario(name: "events-answer-by-model-type", note: "the closures are on the dispatcher by model type") {
            dispatcher in
            dispatcher.registry.register(EventBenchCellA.self)
            dispatcher.registry.register(EventBenchCellB.self)
            dispatcher.heightForCell(withModel: EventBenchModelA.self) { row, _ in eventBenchHeight(row.id) }
            dispatcher.heightForCell(withModel: EventBenchModelB.self) { row, _ in Double(row.lines) * 20 }
        },
    ]
}

/// A model of the first row type.
struct EventBenchModelA: Hashable, Identifiable {
    let id: Int
}

/// A model of the second row type.
struct EventBenchModelB: Hashable, Identifiable {
    let id: Int
    let lines: Int
}

/// The first type's height: what both the closures and the hand-written delegate compute.
func eventBenchHeight(_ id: Int) -> Double { id % 2 == 0 ? 44 : 60 }

/// The first row type's cell.
@MainActor
final class EventBenchCellA: ModelTransfer, ConstructibleView {
    var shown = 0
    init() {}
    func update(with model: EventBenchModelA) { shown &+= 1 }
}

/// The second row type's cell.
@MainActor
final class EventBenchCellB: ModelTransfer, ConstructibleView {
    var shown = 0
    init() {}
    func update(with model: EventBenchModelB) { shown &+= 1 }
}

/// 1,000,000 heights asked in row order of one section, one row in eight of the second type; `register` puts the
/// closures in place. The host (a reuse pool with no visible views) is attached, as in an app.
@MainActor
private func eventScenario(
    name: String, note: String, register: @escaping @MainActor (Dispatcher) -> Void
) -> Scenario {
    Scenario(name: name) { _ in
        // `TRELLIS_BENCH_EVENT_ROWS` shrinks the run for `valgrind --tool=callgrind` (figures are per answer there).
        let count = ProcessInfo.processInfo.environment["TRELLIS_BENCH_EVENT_ROWS"].flatMap { Int($0) } ?? 1_000_000
        let storage = MemoryStorage()
        storage.setItems([
            (0..<count).map { id -> Any in
                id % 8 == 7 ? EventBenchModelB(id: id, lines: 1 + id % 3) : EventBenchModelA(id: id)
            }
        ])
        let dispatcher = Dispatcher(content: storage)
        register(dispatcher)
        let pool = DispatchPool()
        dispatcher.host = pool
        _ = dispatcher.numberOfSections
        let throughDispatcher = Measurement {
            var sum = 0
            for row in 0..<count {
                sum &+= Int(dispatcher.heightForItem(at: ItemPath(item: row, section: 0)) ?? 1)
            }
            return sum
        }
        let handwritten = Measurement {
            var sum = 0
            for row in 0..<count {
                let height: Double =
                    switch storage.item(at: ItemPath(item: row, section: 0)) {
                    case let model as EventBenchModelA: eventBenchHeight(model.id)
                    case let model as EventBenchModelB: Double(model.lines) * 20
                    default: 1
                    }
                sum &+= Int(height)
            }
            return sum
        }
        return PreparedScenario(
            work: throughDispatcher,
            baselines: [Baseline(name: "handwritten-switch", work: handwritten)],
            notes: [
                "\(count) `heightForItem(at:)` in row order, 2 model types; \(note); the baseline switches on the "
                    + "model's type, reading the same MemoryStorage"
            ])
    }
}

/// `events-answer-declarative`: 1,000,000 heights asked of a dispatcher showing declarative rows whose `height`
/// closures compute the heights `events-answer` computes; its baseline is `events-answer`'s work in the same runs.
@MainActor
private func declarativeEventScenario() -> Scenario {
    Scenario(name: "events-answer-declarative") { _ in
        let count = ProcessInfo.processInfo.environment["TRELLIS_BENCH_EVENT_ROWS"].flatMap { Int($0) } ?? 1_000_000
        let rows: [AnyRow] = (0..<count).map { id in
            id % 8 == 7
                ? ListRow<EventBenchCellB>(EventBenchModelB(id: id, lines: 1 + id % 3)).height { row, _ in
                    Double(row.lines) * 20
                }
                : ListRow<EventBenchCellA>(EventBenchModelA(id: id)).height { row, _ in eventBenchHeight(row.id) }
        }
        let content = DeclarativeContent { ListSection(id: 0, rows: rows) }
        let dispatcher = Dispatcher(content: content)
        let pool = DispatchPool()
        dispatcher.host = pool
        _ = dispatcher.numberOfSections
        let storage = MemoryStorage()
        storage.setItems([
            (0..<count).map { id -> Any in
                id % 8 == 7 ? EventBenchModelB(id: id, lines: 1 + id % 3) : EventBenchModelA(id: id)
            }
        ])
        let registered = Dispatcher(content: storage)
        registered.registry.register(EventBenchCellA.self) { $0.heightForCell { row, _ in eventBenchHeight(row.id) } }
        registered.registry.register(EventBenchCellB.self) { $0.heightForCell { row, _ in Double(row.lines) * 20 } }
        let registeredPool = DispatchPool()
        registered.host = registeredPool
        _ = registered.numberOfSections
        // Each measurement keeps its dispatcher's host (the dispatcher holds it weakly).
        func heights(_ dispatcher: Dispatcher, host: DispatchPool) -> Measurement {
            Measurement {
                withExtendedLifetime(host) {}
                var sum = 0
                for row in 0..<count {
                    sum &+= Int(dispatcher.heightForItem(at: ItemPath(item: row, section: 0)) ?? 1)
                }
                return sum
            }
        }
        return PreparedScenario(
            work: heights(dispatcher, host: pool),
            baselines: [Baseline(name: "events-answer", work: heights(registered, host: registeredPool))],
            notes: [
                "\(count) `heightForItem(at:)` in row order, 2 row types, closures on the declarative rows; the baseline "
                    + "is the same heights from closures on the mappings, reading a MemoryStorage"
            ])
    }
}
