import Foundation
import GRDB
import Testing
import Trellis
import TrellisGRDB
import TrellisTesting
import _TrellisTestSupport

/// Orders whose columns run both ways page by key over index ranges (the key's equal prefix, then the next columns):
/// every page, forwards and backwards, and every window read again after a change, is what `ORDER BY ... LIMIT`
/// gives, for every mix of directions.
@MainActor
@Suite("DatabaseStorage: orders whose columns run both ways")
struct DatabaseStorageMixedOrderTests {
    /// Every mix: unsectioned `(a, b)` and sectioned `grp, (a, b)`, each column either way; `b` may be `NULL`.
    static var mixes: [(section: Bool?, a: Bool, b: Bool)] {
        var mixes: [(section: Bool?, a: Bool, b: Bool)] = []
        for section in [nil, false, true] as [Bool?] {
            for a in [false, true] { for b in [false, true] { mixes.append((section, a, b)) } }
        }
        return mixes
    }

    static func direction(_ descending: Bool) -> String { descending ? "DESC" : "ASC" }

    @Test("paged reads forwards, backwards and after changes equal ORDER BY ... LIMIT/OFFSET", arguments: 0..<12)
    func everyDirectionMix(mix index: Int) throws {
        let mix = Self.mixes[index]
        let columns =
            (mix.section.map { ["grp \(Self.direction($0))"] } ?? [])
            + ["a \(Self.direction(mix.a))", "b \(Self.direction(mix.b))"]
        for pool in [false, true] {
            let database = try ShapeDatabase(
                pool: pool,
                schema: """
                    CREATE TABLE item (id INTEGER PRIMARY KEY, grp TEXT NOT NULL, a INTEGER NOT NULL, b INTEGER);
                    CREATE INDEX item_order ON item(\(columns.joined(separator: ", ")));
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 45)
                    INSERT INTO item SELECT i, 'g' || (i % 3), (i * 7) % 3,
                        CASE WHEN i % 11 = 0 THEN NULL ELSE (i * 5) % 4 END FROM n;
                    """)
            defer { database.remove() }
            let oracle = ShapeOracle(
                request: "SELECT * FROM item", orderBy: (columns + ["id ASC"]).joined(separator: ", "),
                section: mix.section == nil ? nil : "grp", nullable: ["b"])
            var orderedBy = [
                DatabaseOrdering(column: "a", descending: mix.a), DatabaseOrdering(column: "b", descending: mix.b),
            ]
            if let section = mix.section {
                orderedBy.insert(DatabaseOrdering(column: "grp", descending: section), at: 0)
            }
            let probe = try ShapeProbe(
                database.writer, oracle: oracle, orderedBy: orderedBy, pageSize: 3, capacity: 6, viewportHeight: 4)
            let label = "\(columns), pool \(pool)"
            #expect(probe.errors.allSatisfy { $0.kind == .unservedRows }, "\(label): \(probe.errors)")
            // Forwards, next page after next page.
            #expect(try probe.mismatches() == [], "\(label), forwards")
            // Backwards from the end, previous page before previous page.
            let expected = try database.writer.read { try oracle.sections($0) }.map(\.rows)
            var backwards: [String] = []
            for section in expected.indices.reversed() {
                for item in expected[section].indices.reversed() {
                    let have = probe.storage.record(at: ItemPath(item: item, section: section))
                    if have != expected[section][item] {
                        backwards.append("\(section)/\(item): \(String(describing: have))")
                    }
                }
            }
            #expect(backwards == [], "\(label), backwards")
            // Changes: windows read again between their keys, places counted before them.
            let statements = [
                "UPDATE item SET a = 2 - a WHERE id % 4 = 0", "DELETE FROM item WHERE id % 9 = 0",
                "INSERT INTO item VALUES (100, 'g1', 1, 2), (101, 'g0', 0, NULL), (102, 'g2', 2, 0)",
                "UPDATE item SET b = 3 - b, grp = 'g' || ((id + 1) % 3) WHERE id % 5 = 0",
            ]
            for (step, statement) in statements.enumerated() {
                probe.table.scroll(toRow: 7 * step)
                _ = probe.table.visibleModels
                try database.writer.write { try $0.execute(sql: statement) }
                probe.storage.processPendingChanges()
                #expect(try probe.mismatches() == [], "\(label), after \(statement)")
                probe.storage.processPendingChanges(recount: true)
                #expect(try probe.mismatches() == [], "\(label), recounted after \(statement)")
            }
        }
    }
}
