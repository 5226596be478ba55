import Trellis

// Replaying a batch on the row marks, in time proportional to the change rather than to the table.
//
// `BatchUpdate.replay` walks every row of the sections it is given (a million-row section costs a million hash
// lookups, ~0.2 s). When a batch changes no sections, the rows of a section before its first changed index and after
// its last one only shift: so the table hands replay just the window of each changed section that holds every change
// (the same batch, translated into the window), and splices the result back. Batches that insert, delete, move or
// reload sections get the whole table.

extension TerminalTableView {
    /// The row marks after `batch` (with `movedMark` on each moved row) and where the rows at `tracking` went, as
    /// `batch.replay(on: marks, after: after, tracking: tracking, row: row)` would answer.
    ///
    /// The batch has passed ``Trellis/BatchUpdateRules`` (``Trellis/Dispatcher/apply(_:to:)`` checked it): the rules
    /// are not checked again here.
    func replayMarks(
        _ batch: BatchUpdate, after: [Int], tracking: Set<ItemPath>, movedMark: RowMark?, row: (ItemPath) -> RowMark
    ) -> (rows: [[RowMark]], tracked: [ItemPath: ItemPath]) {
        guard batch.deletedSections.isEmpty, batch.insertedSections.isEmpty, batch.movedSections.isEmpty,
            batch.reloadedSections.isEmpty, after.count == marks.count,
            let windows = Self.windows(of: batch, before: marks.map(\.count), after: after)
        else { return replayWhole(batch, after: after, tracking: tracking, movedMark: movedMark, row: row) }

        var index: [Int: Int] = [:]  // section -> window
        for (k, window) in windows.enumerated() { index[window.section] = k }
        func inWindow(_ path: ItemPath) -> ItemPath? {
            guard let k = index[path.section] else { return nil }
            return ItemPath(item: path.item - windows[k].low, section: k)
        }
        func inTable(_ path: ItemPath) -> ItemPath {
            ItemPath(item: path.item + windows[path.section].low, section: windows[path.section].section)
        }
        var local = BatchUpdate()
        local.deletedItems = batch.deletedItems.compactMap(inWindow)
        local.insertedItems = batch.insertedItems.compactMap(inWindow)
        local.reloadedItems = batch.reloadedItems.compactMap(inWindow)
        local.movedItems = batch.movedItems.compactMap { move in
            guard let source = inWindow(move.source), let target = inWindow(move.target) else { return nil }
            return BatchUpdate.ItemMove(source: source, target: target)
        }
        var rows = windows.map { Array(marks[$0.section][$0.low..<$0.oldEnd]) }
        if let movedMark {
            for move in local.movedItems { rows[move.source.section][move.source.item] = movedMark }
        }
        var localTracking = Set<ItemPath>()
        for path in tracking {
            if let local = inWindow(path), local.item >= 0, local.item < rows[local.section].count {
                localTracking.insert(local)
            }
        }
        let result = local.replayValidated(
            on: rows, after: windows.map { $0.newEnd - $0.low }, tracking: localTracking
        ) { row(inTable($0)) }

        var newMarks = marks
        marks = []  // one owner, so the splices below do not copy
        for (k, window) in windows.enumerated() {
            newMarks[window.section].replaceSubrange(window.low..<window.oldEnd, with: result.rows[k])
        }
        var tracked: [ItemPath: ItemPath] = [:]
        for path in tracking {
            guard let k = index[path.section] else {
                tracked[path] = path
                continue
            }
            let window = windows[k]
            if path.item < window.low {
                tracked[path] = path
            } else if path.item >= window.oldEnd {
                tracked[path] = ItemPath(item: path.item + window.newEnd - window.oldEnd, section: path.section)
            } else if let local = inWindow(path), let new = result.tracked[local] {
                tracked[path] = inTable(new)
            }
        }
        return (newMarks, tracked)
    }

    private func replayWhole(
        _ batch: BatchUpdate, after: [Int], tracking: Set<ItemPath>, movedMark: RowMark?, row: (ItemPath) -> RowMark
    ) -> (rows: [[RowMark]], tracked: [ItemPath: ItemPath]) {
        var rows = marks
        if let movedMark {
            // A moved section's rows go with it: they all flash as moved.
            for move in batch.movedSections where rows.indices.contains(move.source) {
                rows[move.source] = Array(repeating: movedMark, count: rows[move.source].count)
            }
            for move in batch.movedItems
            where rows.indices.contains(move.source.section)
                && rows[move.source.section].indices.contains(move.source.item)
            {
                rows[move.source.section][move.source.item] = movedMark
            }
        }
        return batch.replayValidated(on: rows, after: after, tracking: tracking, row: row)
    }

    /// The part of a section a batch touches: rows `low..<oldEnd` before it become `low..<newEnd` after it.
    struct ReplayWindow {
        let section: Int
        let low: Int
        let oldEnd: Int
        let newEnd: Int
    }

    /// For each section the batch changes, the smallest window holding every change, or `nil` when a path is out of
    /// range (the whole replay then reports it).
    static func windows(of batch: BatchUpdate, before: [Int], after: [Int]) -> [ReplayWindow]? {
        var bounds: [Int: (low: Int, oldHigh: Int, newHigh: Int)] = [:]
        func touch(_ path: ItemPath, old: Bool) -> Bool {
            guard before.indices.contains(path.section), path.item >= 0,
                path.item < (old ? before[path.section] : after[path.section])
            else { return false }
            var bound = bounds[path.section] ?? (Int.max, 0, 0)
            bound.low = min(bound.low, path.item)
            if old {
                bound.oldHigh = max(bound.oldHigh, path.item + 1)
            } else {
                bound.newHigh = max(bound.newHigh, path.item + 1)
            }
            bounds[path.section] = bound
            return true
        }
        for path in batch.deletedItems + batch.reloadedItems where !touch(path, old: true) { return nil }
        for path in batch.insertedItems where !touch(path, old: false) { return nil }
        for move in batch.movedItems where !touch(move.source, old: true) || !touch(move.target, old: false) {
            return nil
        }
        var windows: [ReplayWindow] = []
        for section in bounds.keys.sorted() {
            guard let bound = bounds[section] else { return nil }
            let delta = after[section] - before[section]
            let oldEnd = min(before[section], max(bound.oldHigh, bound.newHigh - delta, bound.low))
            let newEnd = oldEnd + delta
            guard newEnd >= bound.low, newEnd <= after[section], newEnd >= bound.newHigh else { return nil }
            windows.append(ReplayWindow(section: section, low: bound.low, oldEnd: oldEnd, newEnd: newEnd))
        }
        return windows
    }
}
