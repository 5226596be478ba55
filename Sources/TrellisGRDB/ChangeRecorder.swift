internal import Trellis
internal import GRDB

/// Listens to the writer's transactions (on the writer's queue) and keeps what the storage has not processed yet:
/// the rowids of the tracked table that changed, each with the kind of its first change, and whether anything else
/// in the request's region changed. A rolled-back transaction leaves nothing.
final class ChangeRecorder: TransactionObserver, Sendable {
    /// What changed since the storage last drained.
    struct Changes: Sendable {
        /// Tracked rowids, by the kind of their first change since the last drain.
        var rows: [Int64: DatabaseEvent.Kind] = [:]
        /// A change the rowids do not describe (another table of the region, an unspecified change).
        var untracked = false
        /// Commits counted.
        var commits = 0

        var isEmpty: Bool { commits == 0 }

        mutating func merge(_ transaction: Changes) {
            for (rowID, kind) in transaction.rows where rows[rowID] == nil { rows[rowID] = kind }
            untracked = untracked || transaction.untracked
            commits += 1
        }
    }

    private struct State {
        var transaction = Changes()
        var pending = Changes()
        var scheduled = false
    }

    private let region: DatabaseRegion
    private let trackedTable: String?
    private let state = Locked(State())
    /// Called after a commit that left changes, once until the next drain.
    private let onCommit: @Sendable () -> Void

    init(region: DatabaseRegion, trackedTable: String?, onCommit: @escaping @Sendable () -> Void) {
        self.region = region
        self.trackedTable = trackedTable?.lowercased()
        self.onCommit = onCommit
    }

    /// Takes the pending changes (call it on the writer's queue, so that no commit interleaves with the reads that
    /// follow).
    func drain() -> Changes {
        state.withLock { state in
            defer { state.pending = Changes(); state.scheduled = false }
            return state.pending
        }
    }

    /// Notes that an insert is about to replace the existing row `rowID` (`INSERT OR REPLACE`): SQLite reports only
    /// the insert, so the row's first change counts as an update (its old place unknown).
    func markReplaced(_ rowID: Int64) {
        state.withLock { state in
            if state.transaction.rows[rowID] == nil { state.transaction.rows[rowID] = .update }
        }
    }

    /// Notes a change SQLite's change hook does not report (a row of a `WITHOUT ROWID` table): the commit is counted
    /// again.
    func markUntracked() {
        state.withLock { $0.transaction.untracked = true }
    }

    /// Installs, on the writer's connection, the temporary triggers that tell this recorder what SQLite's change hook
    /// does not: an insert into `tracked` whose rowid exists (`REPLACE` deletes the old row unreported), and any
    /// insert, update or delete of a `WITHOUT ROWID` table among `withoutRowID` (SQLite reports no change to them).
    ///
    /// - Returns: What ``ReplacementWatch/remove(from:)`` removes, `nil` when there is nothing to watch.
    func watch(
        _ db: Database, tracked: (table: String, rowIDColumn: String)?, withoutRowID: [String]
    ) throws -> ReplacementWatch? {
        guard tracked != nil || !withoutRowID.isEmpty else { return nil }
        let name = "trellis_replaced_\(Self.names.increment())"
        var functions: [DatabaseFunction] = []
        var triggers: [ReplacementWatch.Trigger] = []
        if let tracked {
            let function = DatabaseFunction(name, argumentCount: 1, pure: false) { [weak self] values in
                if let rowID = Int64.fromDatabaseValue(values[0]) { self?.markReplaced(rowID) }
                return nil
            }
            functions.append(function)
            let target = "main.\(quoted(tracked.table))", newRowID = "NEW.\(quoted(tracked.rowIDColumn))"
            triggers.append(
                ReplacementWatch.Trigger(
                    name: name, table: tracked.table,
                    sql: """
                        CREATE TEMP TRIGGER \(name) BEFORE INSERT ON \(target)
                        WHEN EXISTS (SELECT 1 FROM \(target) WHERE \(quoted(tracked.rowIDColumn)) = \(newRowID))
                        BEGIN SELECT \(name)(\(newRowID)); END
                        """))
        }
        if !withoutRowID.isEmpty {
            let changed = "\(name)_changed"
            functions.append(
                DatabaseFunction(changed, argumentCount: 0, pure: false) { [weak self] _ in
                    self?.markUntracked()
                    return nil
                })
            for (number, table) in withoutRowID.enumerated() {
                for event in ["INSERT", "UPDATE", "DELETE"] {
                    let trigger = "\(name)_\(number)_\(event.lowercased())"
                    triggers.append(
                        ReplacementWatch.Trigger(
                            name: trigger, table: table,
                            sql: """
                                CREATE TEMP TRIGGER \(trigger) AFTER \(event) ON main.\(quoted(table))
                                BEGIN SELECT \(changed)(); END
                                """))
                }
            }
        }
        for function in functions { db.add(function: function) }
        for trigger in triggers { try db.execute(sql: trigger.sql) }
        return ReplacementWatch(triggers: triggers, functions: functions)
    }

    /// The triggers and functions of ``watch(_:tracked:withoutRowID:)``.
    struct ReplacementWatch: Sendable {
        /// A temporary trigger on a table of `main`, and the SQL that makes it.
        struct Trigger: Sendable {
            let name: String
            let table: String
            let sql: String
        }

        let triggers: [Trigger]
        let functions: [DatabaseFunction]

        /// Makes the triggers again that are gone (their table was dropped and made again, or renamed away).
        func reinstall(_ db: Database) throws {
            for trigger in triggers {
                let exists =
                    try Bool.fetchOne(
                        db,
                        sql: "SELECT EXISTS (SELECT 1 FROM sqlite_temp_master WHERE type = 'trigger' AND name = ?)",
                        arguments: [trigger.name]) ?? false
                guard !exists, try db.tableExists(trigger.table) else { continue }
                try db.execute(sql: trigger.sql)
            }
        }

        /// Removes them from the writer's connection, later, on its queue (a released storage's writes then cost
        /// nothing more).
        func remove(from writer: any DatabaseWriter) {
            let triggers = triggers, functions = functions
            writer.asyncWriteWithoutTransaction { db in
                for trigger in triggers {
                    // A closed connection refuses the statement: then there is nothing left to remove either.
                    guard (try? db.execute(sql: "DROP TRIGGER IF EXISTS temp.\(trigger.name)")) != nil else { return }
                }
                for function in functions { db.remove(function: function) }
            }
        }
    }

    /// Numbers the triggers and functions of every recorder.
    private static let names = Locked<Int>(0)

    /// Whether commits wait to be processed.
    var hasPendingChanges: Bool { state.withLock { !$0.pending.isEmpty } }

    // MARK: TransactionObserver

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        region.isModified(byEventsOfKind: eventKind)
    }

    func databaseDidChange() {
        state.withLock { $0.transaction.untracked = true }
    }

    func databaseDidChange(with event: DatabaseEvent) {
        guard region.isModified(by: event) else { return }
        let tracked = event.tableName.lowercased() == trackedTable
        let rowID = event.rowID, kind = event.kind
        state.withLock { state in
            if tracked {
                if state.transaction.rows[rowID] == nil { state.transaction.rows[rowID] = kind }
            } else {
                state.transaction.untracked = true
            }
        }
    }

    func databaseWillCommit() throws {}

    func databaseDidCommit(_ db: Database) {
        let schedule = state.withLock { state -> Bool in
            let transaction = state.transaction
            state.transaction = Changes()
            guard !transaction.rows.isEmpty || transaction.untracked else { return false }
            state.pending.merge(transaction)
            defer { state.scheduled = true }
            return !state.scheduled
        }
        if schedule { onCommit() }
    }

    func databaseDidRollback(_ db: Database) {
        state.withLock { $0.transaction = Changes() }
    }
}
