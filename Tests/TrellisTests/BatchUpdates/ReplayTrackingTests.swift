import Foundation
import Testing
import Trellis
import _TrellisTestSupport

/// `BatchUpdate.replay(on:after:view:tracking:row:)` against random staged changesets: every stage ends in its data,
/// and every row that stays or moves (and is not reloaded) is tracked to the place that shows it; and
/// `BatchUpdate.destinations(of:before:after:)`, which reads only counts, tracks every row to the same place.
@Suite("Replay tracking")
struct ReplayTrackingTests {
    static let cases = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 500

    @Test("random changesets: each stage ends in its data and tracks every staying or moving row to where it shows")
    func trackedRowsLandWhereTheyShow() {
        for seed in UInt64(0)..<Self.cases {
            let failures = Self.check(seed: 31_000_000 + seed)
            #expect(failures.isEmpty, "seed \(31_000_000 + seed): \(failures.prefix(3))")
            if !failures.isEmpty { return }
        }
    }

    /// What went wrong replaying the changeset drawn from `seed`, if anything.
    static func check(seed: UInt64) -> [String] {
        var random = RandomContent(seed: seed)
        let source = random.sections(duplicates: false)
        let target = random.edit(source, duplicates: false)
        var rows = source.map(\.items)
        var failures: [String] = []
        let changeset = StagedChangeset(source: source, target: target)
        for (index, stage) in changeset.enumerated() {
            let update = stage.update
            let data = stage.data.map(\.items)
            let everyRow = Set(rows.indices.flatMap { s in rows[s].indices.map { ItemPath(item: $0, section: s) } })
            guard
                let (result, tracked) = try? update.replay(
                    on: rows, after: data.map(\.count), tracking: everyRow, row: { data[$0.section][$0.item] })
            else { return ["stage \(index) was refused"] }
            // Reloads come last: until then, a changed row still shows its old content where the data has the new.
            let isLast = index == changeset.count - 1
            let sameIDs = result.map({ $0.map(\.id) }) == data.map({ $0.map(\.id) })
            if isLast ? result != data : !sameIDs {
                failures.append("stage \(index) ended in \(result), not \(data)")
            }
            let newIDs = Set(data.joined().map(\.id))
            let gone = Set(update.deletedSections + update.reloadedSections)
            let reloaded = Set(update.reloadedItems)
            for old in everyRow.sorted(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
                let row = rows[old.section][old.item]
                if let new = tracked[old] {
                    if result[new.section][new.item] != row {
                        failures.append(
                            "stage \(index): \(old) tracked to \(new), which shows \(result[new.section][new.item]), not \(row)"
                        )
                    }
                } else if newIDs.contains(row.id), !gone.contains(old.section), !reloaded.contains(old),
                    !update.deletedItems.contains(old)
                {
                    failures.append("stage \(index): \(row) at \(old) stayed but was not tracked")
                }
            }
            if Set(tracked.values).count != tracked.count {
                failures.append("stage \(index): two rows tracked to one place")
            }
            // The counts-only tracking a windowed host uses agrees with the replay's.
            let destinations = update.destinations(of: everyRow, before: rows.map(\.count), after: data.map(\.count))
            if destinations != tracked {
                let wrong = everyRow.filter { destinations[$0] != tracked[$0] }.sorted().prefix(3)
                failures.append(
                    "stage \(index) \(update): destinations disagree with the replay at \(Array(wrong)): "
                        + wrong.map { "\(String(describing: destinations[$0])) vs \(String(describing: tracked[$0]))" }
                        .joined(separator: ", "))
            }
            rows = result
        }
        return failures
    }
}
