internal import GRDB
import Trellis

/// The new state after commits: worked out from the changed rows, or counted again.
extension DatabaseStorage {
    /// The new state, read on the writer's queue.
    struct Outcome {
        var sectionValues: [ExactValue]
        var counts: [Int]
        var windowStart: Int
        var window: [Row]
        /// The held windows, in the layout's order: each its new start and its rows read again (`nil`: no changed
        /// row was or is among them, so they are the rows it holds).
        var held: [(start: Int, rows: [Row]?)] = []
        /// Worked out from the changed rows (`true`) or counted again.
        var tracked: Bool
        /// Changed rows left out for a `NULL` in a key column (tracked outcomes only).
        var hidden = 0

        /// Whether the windows fit the counts: each ends by the last row, and each section holds at least the
        /// window rows whose section value it is.
        func windowFits(sql: KeySQL, heldCounts: [Int]) -> Bool {
            let total = counts.reduce(0, +)
            guard windowStart >= 0, windowStart + window.count <= total else { return false }
            for (index, held) in held.enumerated() {
                guard held.start >= 0, held.start + (held.rows?.count ?? heldCounts[index]) <= total else {
                    return false
                }
            }
            guard sql.sectionColumn != nil else {
                return window.count + held.reduce(0) { $0 + ($1.rows?.count ?? 0) } <= total
            }
            var index: [ExactValue: Int] = [:]
            for (position, value) in sectionValues.enumerated() { index[value] = position }
            var inWindow = Array(repeating: 0, count: counts.count)
            for row in window + held.flatMap({ $0.rows ?? [] }) {
                guard let section = index[sql.sectionValue(of: row)] else { return false }
                inWindow[section] += 1
            }
            return zip(inWindow, counts).allSatisfy { $0 <= $1 }
        }

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

        /// Leaves out of the window the rows a top-up brought from the other side of a held window: every row then
        /// has one place in one window, and the windows keep their order (an update pairs them in order).
        /// `heldCounts`: the rows of each held window that kept its rows; `heldBefore`: whether each held window came
        /// before the window.
        mutating func clipWindow(heldCounts: [Int], heldBefore: [Bool]) {
            for (index, held) in held.enumerated() {
                let end = held.start + (held.rows?.count ?? heldCounts[index])
                if heldBefore[index] {
                    let dropped = min(window.count, max(0, end - windowStart))
                    window.removeFirst(dropped)
                    windowStart += dropped
                } else {
                    window.removeLast(min(window.count, max(0, windowStart + window.count - held.start)))
                }
            }
        }
    }

    /// The new state from the changed rows alone, when the old place of every changed row is known: inserted
    /// (it had none), in the window or a held window, or read from the pinned old state; `nil` otherwise, and `nil`
    /// when sections may compare by a collation and a changed row's section value is not one shown (under `NOCASE`,
    /// `'A'` may be the section shown as `'a'`: only SQLite, counting, groups and orders sections as the column does).
    /// A held window no changed row was or is in keeps its rows; the others are read again between their keys.
    nonisolated static func trackedOutcome(
        _ db: Database, sql: KeySQL, old: WindowLayout<Record>, changes: ChangeRecorder.Changes, capacity: Int,
        pinned: PinnedReader?
    ) throws -> Outcome? {
        let runs = old.runs
        var placed: [ExactValue: (section: ExactValue, run: Int)] = [:]
        for (run, rows) in runs.enumerated() {
            let paths = old.paths(start: rows.start, count: rows.rows.count)
            for (index, row) in rows.rows.enumerated() {
                placed[row.id] = (old.sectionValues[paths[index].section], run)
            }
        }
        let unplaced = changes.rows.compactMap { rowID, kind in
            kind != .insert && placed[ExactValue(rowID.databaseValue)] == nil ? rowID : nil
        }
        if !unplaced.isEmpty && pinned == nil { return nil }
        var counts: [ExactValue: Int] = [:]
        for (value, count) in zip(old.sectionValues, old.counts) { counts[value] = count }
        // How many rows before each window's first row came and went, and which windows a changed row was or is in.
        var above = Array(repeating: 0, count: runs.count)
        var touched = Array(repeating: false, count: runs.count)
        for (rowID, _) in changes.rows {
            guard let place = placed[ExactValue(rowID.databaseValue)] else { continue }
            counts[place.section, default: 0] -= 1
            touched[place.run] = true
            for run in runs.indices where runs[place.run].start < runs[run].start { above[run] -= 1 }
        }
        let bounds = runs.map { old.bounds(start: $0.start, rows: $0.rows) }
        if let pinned, !unplaced.isEmpty {
            // Their old places, from the state the layout describes.
            for changed in try pinned.read({ try sql.changedRows($0, ids: unplaced, bounds: bounds) }).rows {
                let section = sql.sectionValue(of: changed.row)
                guard counts[section] != nil || !sql.sectionsMayCollate else { return nil }
                counts[section, default: 0] -= 1
                for run in runs.indices {
                    if changed.above[run] { above[run] -= 1 } else if changed.inside[run] { touched[run] = true }
                }
            }
        }
        let current = try sql.changedRows(db, ids: Array(changes.rows.keys), bounds: bounds)
        for changed in current.rows {
            let section = sql.sectionValue(of: changed.row)
            guard counts[section] != nil || !sql.sectionsMayCollate else { return nil }
            counts[section, default: 0] += 1
            for run in runs.indices {
                if changed.above[run] { above[run] += 1 } else if changed.inside[run] { touched[run] = true }
            }
        }
        var values = old.sectionValues.filter { (counts[$0] ?? 0) > 0 || sql.sectionColumn == nil }
        let added = counts.keys.filter { (counts[$0] ?? 0) > 0 && !old.sectionValues.contains($0) }
        if !added.isEmpty { values = try sql.sorted(db, sectionValues: values + added) }
        let (first, last) = bounds[0]
        let window =
            old.window.isEmpty && old.totalCount > 0
            ? [] : try sql.rows(db, from: first, through: last, limit: capacity)
        var held: [(start: Int, rows: [Row]?)] = []
        for (index, window) in old.held.enumerated() {
            let run = index + 1
            let rows =
                touched[run]
                ? try sql.rows(db, from: bounds[run].first, through: bounds[run].last, limit: capacity) : nil
            held.append((window.start + above[run], rows))
        }
        let newCounts = values.map { counts[$0] ?? 0 }
        var outcome = Outcome(
            sectionValues: values, counts: newCounts,
            windowStart: old.window.isEmpty ? 0 : old.windowStart + above[0], window: window, held: held,
            tracked: true, hidden: current.hidden)
        try outcome.topUp(db, sql: sql, after: last, before: first, wanted: min(old.window.count, capacity))
        let heldCounts = old.held.map(\.rows.count)
        outcome.clipWindow(heldCounts: heldCounts, heldBefore: old.held.map { $0.start < old.windowStart })
        // Rows another connection wrote (an app extension: commits this one cannot observe) may be in the window
        // read just now and not in the counts worked out from observed changes: then count in SQL.
        guard outcome.windowFits(sql: sql, heldCounts: heldCounts) else { return nil }
        return outcome
    }

    /// The new state counted in SQL: section counts (given: counted, or kept by the database), each window's rows
    /// between its old first and last keys, and how many rows come before them (counted from whichever end of the
    /// order is nearer).
    nonisolated static func countedOutcome(
        _ db: Database, sql: KeySQL, old: WindowLayout<Record>, capacity: Int,
        counts sectionCounts: (values: [ExactValue], counts: [Int])
    ) throws -> Outcome {
        let (values, counts) = sectionCounts
        let total = counts.reduce(0, +)
        /// The rows between `first` and `last` and the position of the first of them.
        func place(start oldStart: Int, first: [ExactValue]?, last: [ExactValue]?) throws -> (Int, [Row]) {
            let rows = try sql.rows(db, from: first, through: last, limit: capacity)
            let start: Int
            if first != nil, let last, oldStart > old.totalCount / 2, rows.count < capacity {
                start = total - rows.count - (try sql.count(db, before: false, last))
            } else if let first {
                start = try sql.count(db, before: true, first)
            } else {
                start = 0
            }
            return (start, rows)
        }
        var held: [(start: Int, rows: [Row]?)] = []
        for window in old.held {
            let (first, last) = old.bounds(start: window.start, rows: window.rows)
            let (start, rows) = try place(start: window.start, first: first, last: last)
            held.append((start, rows))
        }
        if old.window.isEmpty && old.totalCount > 0 {
            return Outcome(
                sectionValues: values, counts: counts, windowStart: 0, window: [], held: held, tracked: false)
        }
        let (first, last) = old.windowBounds
        let (start, window) = try place(start: old.windowStart, first: first, last: last)
        var outcome = Outcome(
            sectionValues: values, counts: counts, windowStart: start, window: window, held: held, tracked: false)
        try outcome.topUp(db, sql: sql, after: last, before: first, wanted: min(old.window.count, capacity))
        outcome.clipWindow(heldCounts: [], heldBefore: old.held.map { $0.start < old.windowStart })
        return outcome
    }
}
