import Trellis

/// `replay-1m`: what a host does with one small batch on a 1,000,000-row section: `BatchUpdate.replay` with one
/// insert, one delete and one move, tracking the 30 rows on screen. The baseline touches every row once (copies the
/// section element by element), which a replay that looked at every row would cost at least.
@MainActor
func replayScenarios() -> [Scenario] {
    [
        Scenario(name: "replay-1m") { _ in
            let count = 1_000_000
            let rows = [Array(0..<count)]
            var batch = BatchUpdate()
            batch.deletedItems = [ItemPath(item: 10, section: 0)]
            batch.insertedItems = [ItemPath(item: 500_000, section: 0)]
            batch.movedItems = [
                BatchUpdate.ItemMove(
                    source: ItemPath(item: 20, section: 0), target: ItemPath(item: 900_000, section: 0))
            ]
            let visible = Set((0..<30).map { ItemPath(item: 400_000 + $0, section: 0) })
            let replay = Measurement {
                guard let result = try? batch.replay(on: rows, after: [count], tracking: visible, row: { _ in -1 })
                else {
                    failBenchmark("replay-1m: the batch was refused")
                }
                return result.rows[0].count &+ result.tracked.count
            }
            let touchEveryRow = Measurement {
                var copy: [Int] = []
                copy.reserveCapacity(count)
                for row in rows[0] { copy.append(row &+ 1) }
                return copy.count &+ copy[count / 2]
            }
            return PreparedScenario(
                work: replay, baselines: [Baseline(name: "touch-every-row", work: touchEveryRow)],
                notes: ["one insert, one delete and one move in a 1,000,000-row section, 30 visible rows tracked"])
        }
    ]
}
