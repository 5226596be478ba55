import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting
import _TrellisTestSupport

@MainActor
@Suite("DatabaseStorage: random transactions against the query's result", .collectsAnomalies)
struct DatabaseStorageRandomTests {
    /// Sequences: 60 by default; `TRELLIS_PROPERTY_CASES=3000 swift test` hunts longer.
    static let runs =
        UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 10) } ?? 60

    @Test(
        "after every random transaction (inserts, deletes, re-sorts, renames, section changes) and scroll, in either order, the update passes UIKit's rules, the table's window shows the query's rows, and counts kept in the database match them"
    )
    func randomTransactions() throws {
        for seed in 0..<Self.runs {
            let problems = try Self.run(seed: seed)
            if !problems.isEmpty {
                Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "\n"))")
                return
            }
        }
    }

    static func run(seed: UInt64) throws -> [String] {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let database = try TestDatabase(pool: seed % 2 == 0)
        defer { database.remove() }
        try database.fill(count: int(0...70), groups: 3)
        let harness = try Harness(
            database: database, sectioned: seed % 2 == 1,
            filter: seed % 3 == 0 ? "score % 3 != 0" : "1", descending: seed % 5 < 2, pageSize: 5, capacity: 12,
            counting: seed % 4 >= 2 ? .keptInDatabase : .whenOpening)
        var nextID = 1_000
        for step in 0..<16 {
            if int(0...3) == 0, harness.storage.totalNumberOfItems > 0 {
                // Scroll: the host asks for a row anywhere, then shows the window.
                var position = int(0...(harness.storage.totalNumberOfItems - 1))
                var section = 0
                while position >= harness.storage.numberOfItems(inSection: section) {
                    position -= harness.storage.numberOfItems(inSection: section)
                    section += 1
                }
                _ = harness.storage.record(at: ItemPath(item: position, section: section))
                harness.rescan()
            }
            var statements: [(String, StatementArguments)] = []
            for _ in 0..<int(1...4) {
                let id = int(1...80)
                switch int(0...5) {
                case 0:
                    nextID += 1
                    statements.append(
                        (
                            "INSERT INTO item VALUES (?, ?, ?, ?)",
                            [nextID, int(0...900), "g\(int(0...3))", "new \(nextID)"]
                        ))
                case 1: statements.append(("DELETE FROM item WHERE id = ?", [id]))
                case 2: statements.append(("UPDATE item SET score = ? WHERE id = ?", [int(0...900), id]))
                case 3: statements.append(("UPDATE item SET name = ? WHERE id = ?", ["renamed \(step)", id]))
                case 4: statements.append(("UPDATE item SET grp = ? WHERE id = ?", ["g\(int(0...3))", id]))
                default:
                    statements.append(
                        (
                            "UPDATE item SET score = score + ? WHERE id BETWEEN ? AND ?",
                            [int(-50...50), id, id + int(0...10)]
                        ))
                }
            }
            try database.writer.write { db in
                for (sql, arguments) in statements { try db.execute(sql: sql, arguments: arguments) }
            }
            harness.storage.processPendingChanges()
            let problems = try harness.check("step \(step) \(statements.map(\.0)):")
            if !problems.isEmpty { return problems }
        }
        return []
    }
}
