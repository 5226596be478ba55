import Testing
@testable import TrellisTerminal
import Trellis
import _TrellisTestSupport
import Foundation

@MainActor
@Suite("Terminal table: replaying only the changed window")
struct WindowedReplayTests {
    @Test(
        "Random storage edits: the windowed replay answers exactly what BatchUpdate.replay answers on the whole table")
    func windowedEqualsWhole() throws {
        let cases = Int(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 300
        for seed in 0..<UInt64(cases) {
            var generator = SeededGenerator(seed: seed)
            let storage = MemoryStorage()
            var next = 0
            func fresh() -> String { next += 1; return "n\(next)" }
            storage.setItems([
                (0..<30).map { _ in fresh() }, (0..<3).map { _ in fresh() }, (0..<12).map { _ in fresh() },
            ])
            let table = TerminalTableView(title: "W")
            table.dispatcher.registry.register(NameCell.self)
            var compared = 0
            let observation = storage.observe { update in
                guard update.stages.count == 1, let stage = update.stages.first else { return }
                let after = (0..<stage.data.numberOfSections).map { stage.data.numberOfItems(inSection: $0) }
                let everyRow = Set(
                    table.marks.indices.flatMap { s in table.marks[s].indices.map { ItemPath(item: $0, section: s) } })
                let mark = RowMark(generation: 7, change: .inserted)
                let moved = RowMark(generation: 7, change: .moved)
                var rows = table.marks
                for move in stage.update.movedItems { rows[move.source.section][move.source.item] = moved }
                let whole = try? stage.update.replay(on: rows, after: after, view: .tableView, tracking: everyRow) {
                    _ in mark
                }
                let saved = table.marks
                let windowed = table.replayMarks(stage.update, after: after, tracking: everyRow, movedMark: moved) {
                    _ in mark
                }
                table.marks = saved
                if whole?.rows != windowed.rows || whole?.tracked != windowed.tracked {
                    Issue.record("seed \(seed): \(stage.update) replays differently in a window")
                }
                compared += 1
            }
            table.show(storage)
            for _ in 0..<6 {
                try storage.performUpdates {
                    for _ in 0..<Int.random(in: 1...3, using: &generator) {
                        let section = Int.random(in: 0..<3, using: &generator)
                        let count = storage.numberOfItems(inSection: section)
                        switch Int.random(in: 0..<4, using: &generator) {
                        case 0:
                            try storage.insertItem(
                                fresh(),
                                at: ItemPath(item: Int.random(in: 0...count, using: &generator), section: section))
                        case 1 where count > 0:
                            try storage.removeItem(
                                at: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section))
                        case 2 where count > 0:
                            let target = Int.random(in: 0..<3, using: &generator)
                            let targetCount = storage.numberOfItems(inSection: target) - (target == section ? 1 : 0)
                            try storage.moveItem(
                                at: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section),
                                to: ItemPath(item: Int.random(in: 0...targetCount, using: &generator), section: target))
                        case 3 where count > 0:
                            try storage.reloadItem(
                                at: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section))
                        default: break
                        }
                    }
                }
            }
            withExtendedLifetime(observation) {}
            #expect(compared > 0)
        }
    }

    @Test("A single insert into a million rows replays a window of one row")
    func windowOfOneInsert() {
        var batch = BatchUpdate()
        batch.insertedItems = [ItemPath(item: 5, section: 0)]
        let windows = TerminalTableView.windows(of: batch, before: [1_000_000], after: [1_000_001])
        #expect(windows?.count == 1)
        #expect(windows?.first.map { [$0.low, $0.oldEnd, $0.newEnd] } == [5, 5, 6])
    }
}
