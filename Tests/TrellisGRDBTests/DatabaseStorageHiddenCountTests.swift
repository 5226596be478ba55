import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting
import _TrellisTestSupport

/// The rows left out because a key column is `NULL` are counted by index seeks when the nullable columns lead the key
/// (`KeySQL.hiddenCount`, the GRDB probe's finding 10), and by one condition otherwise: the count reported must be
/// the rows that really are left out, whichever way it was counted.
@MainActor
@Suite("DatabaseStorage: rows with NULL in a key column, counted by seeks or by a scan")
struct DatabaseStorageHiddenCountTests {
    /// The shapes: whether an index serves the key, the section column's collation, how many section values there
    /// are (past 256 the seeks give way to one scan), and whether the request takes an argument.
    struct Shape: CustomStringConvertible, Sendable {
        var indexed: Bool
        var nocase: Bool
        var groups: Int
        var argument: Bool
        var description: String {
            "indexed \(indexed), nocase \(nocase), \(groups) groups, argument \(argument)"
        }
    }

    nonisolated static let shapes: [Shape] = [
        Shape(indexed: true, nocase: false, groups: 5, argument: false),
        Shape(indexed: true, nocase: true, groups: 7, argument: true),
        Shape(indexed: true, nocase: false, groups: 400, argument: false),
        Shape(indexed: false, nocase: false, groups: 5, argument: true),
    ]

    @Test("seeded NULLs in the section and order columns: the reported count is the rows left out", arguments: shapes)
    func reportedCountIsExact(shape: Shape) throws {
        for seed in UInt64(1)...6 {
            var generator = SeededGenerator(seed: seed)
            let database = try TestDatabase()
            defer { database.remove() }
            let rows = 1_500
            try database.writer.write { db in
                try db.execute(
                    sql: "CREATE TABLE loose (id INTEGER PRIMARY KEY, score INTEGER, grp TEXT"
                        + (shape.nocase ? " COLLATE NOCASE" : "") + ", name TEXT NOT NULL)")
                if shape.indexed { try db.execute(sql: "CREATE INDEX loose_key ON loose(grp, score, id)") }
                let nullGroups = Double.random(in: 0...0.2, using: &generator)
                let nullScores = Double.random(in: 0...0.2, using: &generator)
                for id in 1...rows {
                    let group = Int.random(in: 0..<shape.groups, using: &generator)
                    // Under NOCASE, "G3" and "g3" are one section.
                    let grp: String? =
                        Double.random(in: 0..<1, using: &generator) < nullGroups
                        ? nil : (shape.nocase && Bool.random(using: &generator) ? "G\(group)" : "g\(group)")
                    let score: Int? =
                        Double.random(in: 0..<1, using: &generator) < nullScores
                        ? nil : Int.random(in: 0..<50, using: &generator)
                    let name = Bool.random(using: &generator) ? "skip" : "row \(id)"
                    try db.execute(
                        sql: "INSERT INTO loose VALUES (?, ?, ?, ?)", arguments: [id, score, grp, name])
                }
            }
            let source = shape.argument ? "SELECT * FROM loose WHERE name <> ?" : "SELECT * FROM loose"
            let arguments: StatementArguments = shape.argument ? ["skip"] : []
            let expected = try database.writer.read { db in
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM (\(source)) WHERE grp IS NULL OR score IS NULL",
                    arguments: arguments) ?? 0
            }
            let shown = try database.writer.read { db in
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM (\(source)) WHERE grp IS NOT NULL AND score IS NOT NULL",
                    arguments: arguments) ?? 0
            }
            for counting in [DatabaseCounting.whenOpening, .keptInDatabase] {
                let errors = ErrorLog()
                let storage = try DatabaseStorage<Item>(
                    database: database.writer, request: SQLRequest<Item>(sql: source, arguments: arguments),
                    orderedBy: [.ascending("score")], sectionedBy: "grp", counting: counting,
                    errorHandler: errors.handler)
                let hidden = errors.errors.filter { $0.kind == .unservedRows }
                let label = "\(shape), seed \(seed), \(counting)"
                if expected == 0 {
                    #expect(hidden.isEmpty, "\(label): \(hidden)")
                } else {
                    #expect(hidden.count == 1, "\(label): \(errors.errors)")
                    let prefix = "\(expected) row\(expected == 1 ? " has" : "s have") NULL in 'grp' or 'score'"
                    #expect(hidden.first?.message.hasPrefix(prefix) == true, "\(label): \(hidden)")
                }
                #expect(storage.totalNumberOfItems == shown, "\(label)")
            }
        }
    }
}
