import Foundation
import GRDB
import Trellis
import TrellisGRDB
import TrellisTesting

/// The scenarios of a 10,000,000-row table's first screen and of a jump to its middle:
///
/// - `grdb-open-10m`: time to the first screen: open a `DatabaseStorage` over the table on the counts the database
///   keeps (`DatabaseCounting.keptInDatabase`, installed once before timing) and read the 20 rows a screen shows,
///   beside `count-on-open` (the same with `COUNT(*)` when opening, the default) and `grdb-fetch-all-10m`
///   (fetching every row into an array: what a storage that holds all rows would do first; skipped with a note
///   when memory is short).
/// - `grdb-jump-middle-10m-descending`: a host showing the top of the table ordered by score descending scrolls to
///   its middle (a page by `OFFSET`, which walks the index on `(score, id)` backwards), beside the same jump with
///   the score ascending.
/// - `headless-open-10m-database`: the public `HeadlessTableView` attached to the same storage (counts, the first
///   screen's models and cells), beside `grdb-open-10m`.

/// Opens a storage on kept counts once, so that the timed opens read them (the first open counts and installs).
@MainActor
private func installKeptCounts(_ path: String) -> String {
    let clock = ContinuousClock()
    let start = clock.now
    do {
        let queue = try DatabaseQueue(path: path, configuration: TenMillionRows.configuration)
        guard openStorage(queue, counting: .keptInDatabase).usesKeptCounts else {
            failBenchmark("grdb: the counts could not be kept in \(path)")
        }
    } catch {
        failBenchmark("grdb: could not open \(path): \(error)")
    }
    return format(seconds: seconds(start.duration(to: clock.now)))
}

/// Seconds per row of a 10,000-row insert in one transaction and of its delete, through a new connection (the
/// median of 5 of each): what a write costs the database, without the commit's sync.
@MainActor
private func writeSecondsPerRow(_ path: String) -> (insert: Double, delete: Double) {
    let rows = 10_000
    do {
        let queue = try DatabaseQueue(path: path, configuration: TenMillionRows.configuration)
        let clock = ContinuousClock()
        var inserts: [Double] = [], deletes: [Double] = []
        for _ in 0..<5 {
            var start = clock.now
            try queue.write { db in
                try db.execute(
                    sql: """
                        WITH RECURSIVE n(i) AS (SELECT 20000001 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                        INSERT INTO item SELECT i, i * 10, 'write cost' FROM n
                        """, arguments: [20_000_000 + rows])
            }
            inserts.append(seconds(start.duration(to: clock.now)) / Double(rows))
            start = clock.now
            try queue.write { try $0.execute(sql: "DELETE FROM item WHERE id > 20000000") }
            deletes.append(seconds(start.duration(to: clock.now)) / Double(rows))
        }
        return (median(inserts), median(deletes))
    } catch {
        failBenchmark("grdb: the write-cost writes failed: \(error)")
    }
}

/// The first screen of a storage opened from `connection` (its checksum).
@MainActor
private func firstScreen(_ connection: BenchConnection, counting: DatabaseCounting) -> Int {
    guard let queue = connection.queue else { return 0 }
    let storage = openStorage(queue, counting: counting)
    var checksum = storage.numberOfItems(inSection: 0)
    for item in 0..<screenRows {
        checksum &+= Int((storage.item(at: ItemPath(item: item, section: 0)) as? GRDBBenchRow)?.id ?? -1)
    }
    return checksum
}

/// `grdb-open-10m`, beside `count-on-open` and `grdb-fetch-all-10m`.
@MainActor
func grdbOpenScenario() -> Scenario {
    Scenario(name: "grdb-open-10m") { _ in
        let path = TenMillionRows.path()
        let journal = TenMillionRows.useRollbackJournal()
        let plain = writeSecondsPerRow(path)
        let installing = installKeptCounts(path)
        let kept = writeSecondsPerRow(path)
        let connection = BenchConnection(path: path)
        let connect: @MainActor () -> Void = { connection.reconnect() }
        let open = Measurement(setUp: connect) { firstScreen(connection, counting: .keptInDatabase) }
        let countOnOpen = Measurement(setUp: connect) { firstScreen(connection, counting: .whenOpening) }
        // What counting costs alone, once, for the notes.
        connect()
        let clock = ContinuousClock()
        let countStart = clock.now
        let counted = (try? connection.queue?.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM item") }) ?? nil
        let countSeconds = seconds(countStart.duration(to: clock.now))
        var notes = [
            "\(tableRows) rows (id, score, name) indexed on (score, id); every open starts from a new connection and "
                + "fetches one page of 50, then the first screen reads \(screenRows); grdb-open-10m reads the counts "
                + "the database keeps (installed once before timing: \(installing) s, counting twice), count-on-open "
                + "counts them (the default); journal mode \(journal)",
            "SELECT COUNT(*) alone (\(counted ?? -1) rows, one warm run): \(format(seconds: countSeconds)) s",
            "what the kept counts' triggers cost a write, per row (10,000 rows inserted, then deleted, in one "
                + "transaction each, median of 5): insert \(format(seconds: plain.insert)) s without, "
                + "\(format(seconds: kept.insert)) s with; delete \(format(seconds: plain.delete)) s without, "
                + "\(format(seconds: kept.delete)) s with",
        ]
        var baselines = [Baseline(name: "count-on-open", work: countOnOpen)]
        let memory = ProcessInfo.processInfo.physicalMemory
        if memory >= 8 << 30 {
            let fetchAll = Measurement(setUp: connect) { () -> Int in
                guard let queue = connection.queue else { return 0 }
                do {
                    let rows = try queue.read { db in
                        try GRDBBenchRow.fetchAll(db, sql: "SELECT * FROM item ORDER BY score, id")
                    }
                    return rows.count &+ Int(rows[screenRows].id)
                } catch {
                    failBenchmark("grdb: fetching every row failed: \(error)")
                }
            }
            baselines.append(Baseline(name: "grdb-fetch-all-10m", work: fetchAll))
        } else {
            notes.append("grdb-fetch-all-10m skipped: \(memory >> 20) MiB of memory is less than the 8 GiB it needs")
        }
        return PreparedScenario(work: open, baselines: baselines, notes: notes)
    }
}

/// `grdb-jump-middle-10m-descending`, beside `grdb-jump-middle-10m-ascending`.
@MainActor
func grdbJumpMiddleDescendingScenario() -> Scenario {
    Scenario(name: "grdb-jump-middle-10m-descending") { _ in
        let path = TenMillionRows.path()
        TenMillionRows.useRollbackJournal()
        _ = installKeptCounts(path)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: TenMillionRows.configuration)
        } catch {
            failBenchmark("grdb: could not open \(path): \(error)")
        }
        let middle = tableRows / 2
        // Each run a new storage showing the top (opened untimed): a storage keeps the window it jumped away from
        // exact for hosts that may still show it (`maximumHeldWindows`), so a second jump to the same rows on the same
        // storage would read them from there, not walk the index.
        @MainActor func jump(_ order: DatabaseOrdering) -> Measurement {
            var host: BenchDatabaseHost?
            return Measurement(setUp: {
                host = BenchDatabaseHost(storage: openStorage(queue, order: order, counting: .keptInDatabase))
                host?.scroll(to: 0)
            }) { () -> Int in
                guard let host else { return 0 }
                host.scroll(to: middle)
                return host.appliedRows
            }
        }
        let descending = jump(.descending("score")), ascending = jump(.ascending("score"))
        // The order as it was before the tie-breaker followed the score: the id ascending after the score
        // descending, which no index serves (every page sorts ten million rows). Once, for the notes.
        let clock = ContinuousClock()
        var start = clock.now
        let unserved = BenchDatabaseHost(
            storage: {
                do {
                    return try DatabaseStorage<GRDBBenchRow>(
                        database: queue,
                        request: SQLRequest<GRDBBenchRow>(sql: "SELECT * FROM item"),
                        orderedBy: [.descending("score"), .ascending("id")], pageSize: 50, counting: .keptInDatabase,
                        errorHandler: { _ in })
                } catch {
                    failBenchmark("grdb: could not open the storage: \(error)")
                }
            }())
        let unservedOpen = seconds(start.duration(to: clock.now))
        start = clock.now
        unserved.scroll(to: middle)
        let unservedJump = seconds(start.duration(to: clock.now))
        return PreparedScenario(
            work: descending, baselines: [Baseline(name: "grdb-jump-middle-10m-ascending", work: ascending)],
            notes: [
                "a host showing rows 0-19 of \(tableRows) scrolls to row \(middle) and reads the screen (a page by "
                    + "OFFSET from the nearer end, walking the index on (score, id): backwards for the descending order, "
                    + "whose id tie-breaker now runs descending too)",
                "the same with the id ascending after score DESC (the order before; no index serves it), once: "
                    + "open \(format(seconds: unservedOpen)) s, jump \(format(seconds: unservedJump)) s",
            ])
    }
}

/// `headless-open-10m-database`, beside `grdb-open-10m`.
@MainActor
func headlessOpenDatabaseScenario() -> Scenario {
    Scenario(name: "headless-open-10m-database") { _ in
        let path = TenMillionRows.path()
        TenMillionRows.useRollbackJournal()
        _ = installKeptCounts(path)
        let connection = BenchConnection(path: path)
        let connect: @MainActor () -> Void = { connection.reconnect() }
        let registry = MappingRegistry()
        registry.register(GRDBBenchCell.self)
        let headless = Measurement(setUp: connect) { () -> Int in
            guard let queue = connection.queue else { return 0 }
            let table = HeadlessTableView(
                content: openStorage(queue, counting: .keptInDatabase),
                viewportHeight: screenRows, registry: registry)
            var checksum = table.rowCount
            for model in table.visibleModels { checksum &+= Int((model as? GRDBBenchRow)?.id ?? -1) }
            return checksum
        }
        let open = Measurement(setUp: connect) { firstScreen(connection, counting: .keptInDatabase) }
        return PreparedScenario(
            work: headless, baselines: [Baseline(name: "grdb-open-10m", work: open)],
            notes: [
                "HeadlessTableView(content:viewportHeight:registry:) over a DatabaseStorage of \(tableRows) rows on "
                    + "kept counts, from a new connection: it counts sections, reads and configures the \(screenRows) "
                    + "cells on screen; grdb-open-10m opens the same storage and reads the same \(screenRows) models"
            ])
    }
}
