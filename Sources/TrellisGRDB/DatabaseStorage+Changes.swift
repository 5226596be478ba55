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
                // Placing each changed row costs about 10 µs (a lookup by rowid, and on a pool a read of its old
                // place); counting again about 0.3 µs per row of the request, plus a walk to the window. Past a
                // 32nd of the rows (and past 1,000 rows and a window's worth, under 10 ms either way) counting is
                // the cheaper way (100,000 rows inserted into 1,000: 0.86-1.64 s placed, 31 ms counted).
                let many =
                    changes.rows.count > max(1_000, capacity, old.totalCount / Self.placedChangesDivisor)
                if tracked && rowIDsAreIDs && consistent && !changes.untracked && !recount && !many {
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
        statistics.rowsFetched += outcome.window.count + outcome.held.reduce(0) { $0 + ($1.rows?.count ?? 0) }
        var held: [HeldWindow<Record>] = []
        for (window, placed) in zip(old.held, outcome.held) {
            var window = window
            // Rows slid past stay joined to the slide (the window moved as they did, near enough to tell).
            let shift = placed.start - window.start
            window.reach = (window.reach.lowerBound + shift)..<(window.reach.upperBound + shift)
            window.start = placed.start
            if let rows = placed.rows { window.rows = decode(rows, reusing: window.rows + old.window) }
            held.append(window)
        }
        let new = WindowLayout<Record>(
            sectionValues: outcome.sectionValues, counts: outcome.counts,
            windowStart: outcome.windowStart, window: decode(outcome.window, reusing: old.window), held: held)
        // Held windows left empty are paired in this update, then let go.
        layout = new
        layout.held.removeAll { $0.rows.isEmpty }
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

    /// Changes are placed row by row while they are at most the request's rows divided by this (or at most 1,000,
    /// or a window's worth); more are counted again.
    nonisolated static var placedChangesDivisor: Int { 32 }

    /// The update from `old` to `new`: structural changes, then reloads in final coordinates. A section in which
    /// more than ``windowCapacity`` rows change is reloaded as a whole (a host shows a screenful of it; a batch of
    /// 100,000 paths costs it more than reading that screenful again).
    func makeUpdate(from old: WindowLayout<Record>, to new: WindowLayout<Record>, generation: Int) -> ContentUpdate {
        let (structural, reloads) = LayoutDiff.batches(from: old, to: new, reloadingSectionsPast: windowCapacity)
        let snapshot = DatabaseContentSnapshot(
            layout: new, sectioned: sql.sectionColumn != nil, header: sectionHeader,
            storage: self, generation: generation)
        return ContentUpdate(
            structural: structural, reloadingFinalPaths: reloads, data: ContentSnapshot(windowed: snapshot))
    }
}
