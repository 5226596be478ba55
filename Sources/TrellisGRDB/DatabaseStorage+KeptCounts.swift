internal import GRDB
import Trellis

/// Checking and repairing the counts the database keeps, each time the storage processes commits.
extension DatabaseStorage {
    /// What the check found: the counts to show (when known without a new walk over the rows, or counted), whether
    /// the database still keeps counts for the request, and whether the update worked out from the changed rows
    /// disagrees with the counted rows (commits the storage did not observe: another connection or process).
    struct KeptCheck {
        var counts: (values: [ExactValue], counts: [Int])?
        var keeps: Bool
        var trackedIsWrong: Bool
    }

    /// Reads the kept counts and checks them against `tracked` (the counts worked out from the changed rows) or,
    /// with `recount`, against `COUNT(*)`. When two answers disagree, counts the rows to know which is right;
    /// kept counts that are wrong or stale are repaired (and reported when wrong: something wrote to the table
    /// without its triggers).
    nonisolated static func checkKeptCounts(
        _ db: Database, kept: KeptCounts, sql: KeySQL, tracked: Outcome?, recount: Bool,
        problems: inout [DatabaseStorageError]
    ) throws -> KeptCheck {
        typealias Counts = (values: [ExactValue], counts: [Int])
        func same(_ a: Counts, _ b: Counts) -> Bool { a.values == b.values && a.counts == b.counts }
        var check = KeptCheck(counts: nil, keeps: true, trackedIsWrong: false)
        func repair(_ counts: Counts) {
            do {
                try kept.install(db, values: counts.values, counts: counts.counts, verify: false)
            } catch {
                check.keeps = false
                problems.append(
                    DatabaseStorageError(
                        .keptCounts, operation: "processPendingChanges()",
                        message:
                            "could not repair the counts kept in the database; the storage counts from now on: \(error)",
                        underlying: error))
            }
        }
        func reportDrift(_ kept: Counts, _ counted: Counts) {
            problems.append(
                DatabaseStorageError(
                    .keptCounts, operation: "processPendingChanges()",
                    message:
                        "the counts kept in the database (\(kept.counts)) disagreed with the rows (\(counted.counts)): "
                        + "the table was written without its triggers; they are repaired"))
        }
        let trackedCounts = tracked.map { Counts($0.sectionValues, $0.counts) }
        switch try kept.read(db) {
        case .absent:
            check.keeps = false
        case .stale:
            let counted = try sql.sectionCounts(db)
            repair(counted)
            check.counts = counted
            check.trackedIsWrong = trackedCounts.map { !same($0, counted) } ?? false
        case .kept(let values, let counts):
            let keptCounts = Counts(values, counts)
            if recount || trackedCounts.map({ !same($0, keptCounts) }) == true {
                let counted = try sql.sectionCounts(db)
                if !same(counted, keptCounts) {
                    reportDrift(keptCounts, counted)
                    repair(counted)
                }
                check.counts = counted
                check.trackedIsWrong = trackedCounts.map { !same($0, counted) } ?? false
            } else {
                check.counts = keptCounts
            }
        }
        return check
    }
}
