internal import GRDB
import Trellis

/// Turning committed changes into one content update.
extension DatabaseStorage: PendingChangesProcessor {
    /// Works out the update for every commit not processed yet and sends it to observers now (instead of on the
    /// main actor's next turn). Call it after a write when the table must reflect it at once (a test, a
    /// benchmark); writes made through the storage do it themselves.
    ///
    /// - Parameter recount: Count every row again in SQL, even when nothing was observed (after the database was
    ///   changed by another process or behind GRDB's back). Counts the database keeps
    ///   (``DatabaseCounting/keptInDatabase``) are checked against the count, and repaired (and reported) when they
    ///   disagree.
    /// - Returns: Whether an update was sent.
    @discardableResult
    public func processPendingChanges(recount: Bool = false) -> Bool {
        processPendingChanges(recount: recount, operation: "processPendingChanges(recount:)")
    }

    /// ``processPendingChanges(recount:)`` for `operation` (a write through the storage names itself in the report
    /// of an edit made during a delivery).
    @discardableResult
    func processPendingChanges(recount: Bool = false, operation: String) -> Bool {
        // From inside a `moveWriter` the writer is in the move's transaction (GRDB traps on a nested write): the move
        // processes its commit itself once it returns.
        guard !isWritingMove else { return false }
        guard !publisher.isDelivering else {
            // An observer wrote while an update was being delivered: reported, and processed once the delivery is
            // over, in order with the other edits made meanwhile (the publisher's one policy). The update then
            // describes the database as it is after every commit made meanwhile.
            publisher.edit(operation) { [weak self] in
                self?.processPendingChanges(recount: recount, operation: operation)
            }
            return false
        }
        let recount = recount || mustRecount
        let old = layout, sql = sql, recorder = recorder, tracked = trackedTable != nil, capacity = windowCapacity
        let consistent = windowIsConsistent, pinned = pinned, kept = kept, hiddenBefore = hiddenRows
        let knownSchema = schemaVersion, watch = replacementWatch, table = trackedTable, rowIDColumn = rowIDColumn
        var newSchema = knownSchema
        var rowIDsAreIDs = rowIDsAreIDs
        var pinFailure: (any Error)?
        var problems: [DatabaseStorageError] = []
        var keepsCounts = kept != nil
        var hidden = hiddenBefore
        let outcome: Outcome
        do {
            let result = try database.writeWithoutTransaction { db -> Outcome? in
                let changes = recorder.drain()
                // A table dropped, made again or renamed sends no change: a new schema is counted again, and the
                // trigger that catches replacing inserts (dropped with its table) is made again.
                newSchema = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? knownSchema
                let recount = recount || newSchema != knownSchema
                if newSchema != knownSchema {
                    try watch?.reinstall(db)
                    rowIDsAreIDs =
                        try rowIDsAreIDs && Self.rowIDsAreStillIDs(db, table: table, rowIDColumn: rowIDColumn)
                }
                guard !changes.isEmpty || recount else { return nil }
                var outcome: Outcome?
                if tracked && rowIDsAreIDs && consistent && !changes.untracked && !recount {
                    outcome = try Self.trackedOutcome(
                        db, sql: sql, old: old, changes: changes, capacity: capacity,
                        pinned: pinned)
                    if let newlyHidden = outcome?.hidden, newlyHidden > 0 {
                        problems.append(Self.hiddenReport(newlyHidden, sql: sql, operation: "processPendingChanges()"))
                    }
                }
                var counts: (values: [ExactValue], counts: [Int])?
                if let kept {
                    let checked = try Self.checkKeptCounts(
                        db, kept: kept, sql: sql, tracked: outcome, recount: recount,
                        problems: &problems)
                    counts = checked.counts
                    keepsCounts = checked.keeps
                    if checked.trackedIsWrong { outcome = nil }
                }
                if outcome == nil {
                    outcome = try Self.countedOutcome(
                        db, sql: sql, old: old, capacity: capacity,
                        counts: counts ?? sql.sectionCounts(db))
                    if sql.hiddenCondition != nil {
                        hidden = try sql.hiddenCount(db)
                        if hidden > hiddenBefore {
                            problems.append(Self.hiddenReport(hidden, sql: sql, operation: "processPendingChanges()"))
                        }
                    }
                }
                // The state just read is the one the storage now shows: the old state of the next changes.
                do { try pinned?.pin(writer: db) } catch { pinFailure = error }
                return outcome
            }
            guard let result else { return false }
            outcome = result
        } catch {
            // The commits taken are gone from the recorder: the next processing counts the rows again.
            mustRecount = true
            report(
                DatabaseStorageError(
                    .databaseError, operation: "processPendingChanges()",
                    message: "could not read the changes; the content shows the rows as they were, and the next "
                        + "processPendingChanges() counts them again: \(describe(error))",
                    underlying: error))
            return false
        }
        mustRecount = false
        schemaVersion = newSchema
        if newSchema != knownSchema, let report = recheckOrderIndex() { problems.append(report) }
        if self.rowIDsAreIDs && !rowIDsAreIDs {
            self.rowIDsAreIDs = false
            problems.append(
                DatabaseStorageError(
                    .unsupported, operation: "processPendingChanges()",
                    message: "the table '\(table ?? "")' was made again without '\(rowIDColumn)' as its rowid: every "
                        + "change is counted again from now on, and rows cannot be deleted through the "
                        + "storage; open a new storage for the table as it is now"))
        }
        if !keepsCounts { self.kept = nil }
        hiddenRows = hidden
        if let pinFailure {
            self.pinned = nil
            problems.append(
                DatabaseStorageError(
                    .databaseError, operation: "processPendingChanges()",
                    message:
                        "could not keep reading the processed state; changes outside the window are counted again from now on: \(pinFailure)",
                    underlying: pinFailure))
        }
        // Reported once the new state is in place and sent: a handler that processes changes again (or reads rows)
        // starts from it, not from the state this update leaves.
        defer { for problem in problems { report(problem) } }
        statistics.rowsFetched += outcome.window.count
        let new = WindowLayout<Record>(
            sectionValues: outcome.sectionValues, counts: outcome.counts,
            windowStart: outcome.windowStart, window: decode(outcome.window, reusing: old.window))
        layout = new
        windowIsConsistent = true
        if outcome.tracked { statistics.trackedUpdates += 1 } else { statistics.recountedUpdates += 1 }
        let update = makeUpdate(from: old, to: new, generation: layoutGeneration + 1)
        guard !update.isEmpty else { return false }
        layoutGeneration += 1
        statistics.updates += 1
        publisher.send(update)
        return true
    }

    func processScheduledChanges() {
        processPendingChanges()
    }

    /// Whether `table`'s rowid is still the column the ids were read from, after its schema changed (a table made
    /// again may make `id` a plain column). A table that does not exist now, or ids read as `rowid`, stay as they were.
    nonisolated static func rowIDsAreStillIDs(_ db: Database, table: String?, rowIDColumn: String) throws -> Bool {
        guard let table, rowIDColumn != "rowid", try db.tableExists(table) else { return true }
        return try RequestShape.rowIDAlias(db, table: table)?.lowercased() == rowIDColumn.lowercased()
    }

    /// The update from `old` to `new`: structural changes, then reloads in final coordinates.
    func makeUpdate(from old: WindowLayout<Record>, to new: WindowLayout<Record>, generation: Int) -> ContentUpdate {
        let (structural, reloads) = LayoutDiff.batches(from: old, to: new)
        let snapshot = DatabaseContentSnapshot(
            layout: new, sectioned: sql.sectionColumn != nil, header: sectionHeader,
            storage: self, generation: generation)
        return ContentUpdate(
            structural: structural, reloadingFinalPaths: reloads, data: ContentSnapshot(windowed: snapshot))
    }

    /// The new state, read on the writer's queue.
    struct Outcome {
        /// Whether the window fits the counts: it ends by the last row, and each section holds at least the window
        /// rows whose section value it is.
        func windowFits(sql: KeySQL) -> Bool {
            guard windowStart >= 0, windowStart + window.count <= counts.reduce(0, +) else { return false }
            guard sql.sectionColumn != nil else { return true }
            var index: [ExactValue: Int] = [:]
            for (position, value) in sectionValues.enumerated() { index[value] = position }
            var inWindow = Array(repeating: 0, count: counts.count)
            for row in window {
                guard let section = index[sql.sectionValue(of: row)] else { return false }
                inWindow[section] += 1
            }
            return zip(inWindow, counts).allSatisfy { $0 <= $1 }
        }

        var sectionValues: [ExactValue]
        var counts: [Int]
        var windowStart: Int
        var window: [Row]
        /// Worked out from the changed rows (`true`) or counted again.
        var tracked: Bool
        /// Changed rows left out for a `NULL` in a key column (tracked outcomes only).
        var hidden = 0

        /// Keeps the window at least `wanted` rows long when rows remain: when rows of the window left, the rows
        /// that now take their places on screen come from after the window (next by key) or, at the end of the
        /// content, from before it. So the stage's snapshot holds every row a host showing the old window's places
        /// asks for, and the window never rests empty beside rows it could not place the next changes against.
        mutating func topUp(
            _ db: Database, sql: KeySQL, after last: [ExactValue]?, before first: [ExactValue]?, wanted: Int
        ) throws {
            let total = counts.reduce(0, +)
            guard total > 0, window.count < wanted else { return }
            if let after = window.last.map(sql.key(of:)) ?? last {
                window += try sql.page(db, adjacentTo: after, after: true, limit: wanted - window.count)
            } else if window.isEmpty && first == nil {
                window = try sql.rows(db, from: nil, through: nil, limit: wanted)
                windowStart = 0
            }
            if window.count < wanted, let before = window.first.map(sql.key(of:)) ?? first {
                // No more rows after: the rows just before the window slide into its places.
                let rows = try sql.page(db, adjacentTo: before, after: false, limit: wanted - window.count)
                window = rows + window
                windowStart = window.count == rows.count ? total - rows.count : windowStart - rows.count
            }
            windowStart = max(0, min(windowStart, total - window.count))
        }
    }

    /// The new state from the changed rows alone, when the old place of every changed row is known: inserted
    /// (it had none), in the window, or read from the pinned old state; `nil` otherwise, and `nil` when sections may
    /// compare by a collation and a changed row's section value is not one shown (under `NOCASE`, `'A'` may be the
    /// section shown as `'a'`: only SQLite, counting, groups and orders sections as the column does).
    nonisolated static func trackedOutcome(
        _ db: Database, sql: KeySQL, old: WindowLayout<Record>, changes: ChangeRecorder.Changes, capacity: Int,
        pinned: PinnedReader?
    ) throws -> Outcome? {
        var windowSection: [ExactValue: ExactValue] = [:]
        let paths = old.windowPaths()
        for (index, row) in old.window.enumerated() { windowSection[row.id] = old.sectionValues[paths[index].section] }
        let unplaced = changes.rows.compactMap { rowID, kind in
            kind != .insert && windowSection[ExactValue(rowID.databaseValue)] == nil ? rowID : nil
        }
        if !unplaced.isEmpty && pinned == nil { return nil }
        var counts: [ExactValue: Int] = [:]
        for (value, count) in zip(old.sectionValues, old.counts) { counts[value] = count }
        for (rowID, _) in changes.rows {
            if let section = windowSection[ExactValue(rowID.databaseValue)] { counts[section, default: 0] -= 1 }
        }
        let (first, last) = old.windowBounds
        var above = 0
        if let pinned, !unplaced.isEmpty {
            // Their old places, from the state the layout describes.
            for changed in try pinned.read({ try sql.changedRows($0, ids: unplaced, first: first) }).rows {
                let section = sql.sectionValue(of: changed.row)
                guard counts[section] != nil || !sql.sectionsMayCollate else { return nil }
                counts[section, default: 0] -= 1
                if changed.above { above -= 1 }
            }
        }
        let current = try sql.changedRows(db, ids: Array(changes.rows.keys), first: first)
        for changed in current.rows {
            let section = sql.sectionValue(of: changed.row)
            guard counts[section] != nil || !sql.sectionsMayCollate else { return nil }
            counts[section, default: 0] += 1
            if changed.above { above += 1 }
        }
        var values = old.sectionValues.filter { (counts[$0] ?? 0) > 0 || sql.sectionColumn == nil }
        let added = counts.keys.filter { (counts[$0] ?? 0) > 0 && !old.sectionValues.contains($0) }
        if !added.isEmpty { values = try sql.sorted(db, sectionValues: values + added) }
        let window =
            old.window.isEmpty && old.totalCount > 0
            ? [] : try sql.rows(db, from: first, through: last, limit: capacity)
        let newCounts = values.map { counts[$0] ?? 0 }
        var outcome = Outcome(
            sectionValues: values, counts: newCounts,
            windowStart: old.window.isEmpty ? 0 : old.windowStart + above, window: window, tracked: true,
            hidden: current.hidden)
        try outcome.topUp(db, sql: sql, after: last, before: first, wanted: min(old.window.count, capacity))
        // Rows another connection wrote (an app extension: commits this one cannot observe) may be in the window
        // read just now and not in the counts worked out from observed changes: then count in SQL.
        guard outcome.windowFits(sql: sql) else { return nil }
        return outcome
    }

    /// The new state counted in SQL: section counts (given: counted, or kept by the database), the window's rows between its old first and last keys, and
    /// how many rows come before them (counted from whichever end of the order is nearer).
    nonisolated static func countedOutcome(
        _ db: Database, sql: KeySQL, old: WindowLayout<Record>, capacity: Int,
        counts sectionCounts: (values: [ExactValue], counts: [Int])
    ) throws -> Outcome {
        let (values, counts) = sectionCounts
        if old.window.isEmpty && old.totalCount > 0 {
            return Outcome(sectionValues: values, counts: counts, windowStart: 0, window: [], tracked: false)
        }
        let (first, last) = old.windowBounds
        let window = try sql.rows(db, from: first, through: last, limit: capacity)
        let total = counts.reduce(0, +)
        let start: Int
        if first != nil, let last, old.windowStart > old.totalCount / 2, window.count < capacity {
            start = total - window.count - (try sql.count(db, before: false, last))
        } else if let first {
            start = try sql.count(db, before: true, first)
        } else {
            start = 0
        }
        var outcome = Outcome(sectionValues: values, counts: counts, windowStart: start, window: window, tracked: false)
        try outcome.topUp(db, sql: sql, after: last, before: first, wanted: min(old.window.count, capacity))
        return outcome
    }
}
