internal import GRDB
import Trellis

/// The batches that take a host from one ``WindowLayout`` to the next.
///
/// Sections are matched by value (they never reorder: the section column leads the order). Inside the window and the
/// held windows (see ``WindowLayout/held``), rows are matched by id: rows that left are deleted, rows that arrived are inserted, rows whose order among the
/// others changed (or whose section changed) move, and rows whose database row changed are reloaded in a last
/// stage, in final coordinates. Outside the windows only counts are known, so each section's rows in each gap between
/// them change by their net difference, deleted or inserted next to a window (the host shows no cell
/// there; see ``DatabaseStorage`` for why this is exact enough).
enum LayoutDiff {
    /// The structural batch and the reloads (final coordinates) from `old` to `new`; a surviving section in which
    /// more than `limit` rows are inserted, deleted or moved is reloaded instead.
    static func batches<Record>(
        from old: WindowLayout<Record>, to new: WindowLayout<Record>, reloadingSectionsPast limit: Int = .max
    ) -> (structural: BatchUpdate, reloads: [ItemPath]) {
        var update = BatchUpdate()
        // Sections, by value.
        var newIndexOfValue: [ExactValue: Int] = [:]
        for (index, value) in new.sectionValues.enumerated() { newIndexOfValue[value] = index }
        var newOfOld = Array(repeating: -1, count: old.sectionValues.count)
        var oldHasNew = Array(repeating: false, count: new.sectionValues.count)
        for (index, value) in old.sectionValues.enumerated() {
            if let target = newIndexOfValue[value] {
                newOfOld[index] = target
                oldHasNew[target] = true
            } else {
                update.deletedSections.append(index)
            }
        }
        update.insertedSections = oldHasNew.indices.filter { !oldHasNew[$0] }

        // Window rows (the window's and every held window's), by id. Old and new layouts hold the same windows in
        // the same order.
        let oldRuns = old.runs, newRuns = new.runs
        // A held window no change reached keeps its very rows (the same array): no row came or went there, so its
        // rows are not matched (it costs nothing).
        let untouched = oldRuns.indices.map { run in
            run > 0
                && oldRuns[run].rows.withUnsafeBufferPointer { a in
                    newRuns[run].rows.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress && a.count == $0.count }
                }
        }
        let oldPaths = oldRuns.indices.map {
            untouched[$0] ? [] : old.paths(start: oldRuns[$0].start, count: oldRuns[$0].rows.count)
        }
        let newPaths = newRuns.indices.map {
            untouched[$0] ? [] : new.paths(start: newRuns[$0].start, count: newRuns[$0].rows.count)
        }
        var newPlace: [ExactValue: (run: Int, index: Int)] = [:]
        newPlace.reserveCapacity(newRuns.reduce(0) { $0 + $1.rows.count })
        for (run, rows) in newRuns.enumerated() where !untouched[run] {
            for (index, row) in rows.rows.enumerated() { newPlace[row.id] = (run, index) }
        }
        var kept = newRuns.map { Array(repeating: false, count: $0.rows.count) }
        var sameRun: [[(oldIndex: Int, newIndex: Int)]] = Array(repeating: [], count: oldRuns.count)
        var reloads: [ItemPath] = []
        for (run, rows) in oldRuns.enumerated() where !untouched[run] {
            for (oldIndex, row) in rows.rows.enumerated() {
                let source = oldPaths[run][oldIndex]
                let target = newOfOld[source.section]
                guard target >= 0 else { continue }  // leaves with its section
                guard let place = newPlace[row.id], oldHasNew[newPaths[place.run][place.index].section] else {
                    update.deletedItems.append(source)
                    continue
                }
                kept[place.run][place.index] = true
                let destination = newPaths[place.run][place.index]
                if newRuns[place.run].rows[place.index].row != row.row { reloads.append(destination) }
                // A row that stays in its window and section may keep its place; one that goes to another window
                // passes the rows between the windows, which stay: it moves.
                if place.run == run && destination.section == target {
                    sameRun[run].append((oldIndex, place.index))
                } else {
                    update.movedItems.append(.init(source: source, target: destination))
                }
            }
        }
        for (run, paths) in newPaths.enumerated() where !untouched[run] {
            for (newIndex, path) in paths.enumerated() where !kept[run][newIndex] && oldHasNew[path.section] {
                update.insertedItems.append(path)
            }
        }
        // Rows that stay in their window and section keep their place when they are in the longest run whose order
        // holds.
        for (run, pairs) in sameRun.enumerated() {
            let stays = longestIncreasingSubsequence(pairs.map(\.newIndex))
            for (index, pair) in pairs.enumerated() where !stays.contains(index) {
                update.movedItems.append(
                    .init(source: oldPaths[run][pair.oldIndex], target: newPaths[run][pair.newIndex]))
            }
        }

        // Outside the windows: each surviving section's net change in each gap between them, next to the window
        // after the gap (after the last window: next to it).
        for (oldSection, newSection) in newOfOld.enumerated() where newSection >= 0 {
            var blocks: [(old: (start: Int, end: Int), new: (start: Int, end: Int))] = []
            for run in oldRuns.indices {
                let before = old.regions(
                    ofSection: oldSection, start: oldRuns[run].start, count: oldRuns[run].rows.count)
                let after = new.regions(
                    ofSection: newSection, start: newRuns[run].start, count: newRuns[run].rows.count)
                // The window always splits the section (as it did alone); a held window when it has rows here.
                guard run == 0 || before.inside > 0 || after.inside > 0 else { continue }
                blocks.append(
                    ((before.above, before.above + before.inside), (after.above, after.above + after.inside)))
            }
            blocks.sort { ($0.old.start, $0.new.start) < ($1.old.start, $1.new.start) }
            var oldEnd = 0, newEnd = 0
            for (index, block) in blocks.enumerated() {
                // A gap after the last window changes next to it (at its start); others next to the window after.
                let oldGap = oldEnd..<max(oldEnd, block.old.start), newGap = newEnd..<max(newEnd, block.new.start)
                placeGap(old: oldGap, new: newGap, atStart: false, oldSection, newSection, into: &update)
                oldEnd = max(oldEnd, block.old.end)
                newEnd = max(newEnd, block.new.end)
                if index == blocks.count - 1 {
                    let oldTail = oldEnd..<max(oldEnd, old.counts[oldSection])
                    let newTail = newEnd..<max(newEnd, new.counts[newSection])
                    placeGap(old: oldTail, new: newTail, atStart: true, oldSection, newSection, into: &update)
                }
            }
        }
        reloadSections(of: &update, reloads: &reloads, newOfOld: newOfOld, past: limit)
        update.deletedItems.sort()
        update.insertedItems.sort()
        update.movedItems.sort { $0.source < $1.source }
        reloads.sort()
        return (update, reloads)
    }

    /// Replaces the item changes of each surviving section with more than `limit` of them by a reload of the
    /// section; every other move becomes a delete and an insert (UIKit refuses moves beside reloads).
    private static func reloadSections(
        of update: inout BatchUpdate, reloads: inout [ItemPath], newOfOld: [Int], past limit: Int
    ) {
        let changes = update.deletedItems.count + update.insertedItems.count + update.movedItems.count
        guard changes > limit else { return }
        var oldOfNew: [Int: Int] = [:]
        for (oldSection, newSection) in newOfOld.enumerated() where newSection >= 0 {
            oldOfNew[newSection] = oldSection
        }
        var perSection = Array(repeating: 0, count: newOfOld.count)
        for path in update.deletedItems where newOfOld[path.section] >= 0 { perSection[path.section] += 1 }
        for path in update.insertedItems { if let old = oldOfNew[path.section] { perSection[old] += 1 } }
        for move in update.movedItems {
            perSection[move.source.section] += 1
            if let old = oldOfNew[move.target.section], old != move.source.section { perSection[old] += 1 }
        }
        let reloaded = Set(perSection.indices.filter { perSection[$0] > limit && newOfOld[$0] >= 0 })
        guard !reloaded.isEmpty else { return }
        let reloadedNew = Set(reloaded.map { newOfOld[$0] })
        update.deletedItems.removeAll { reloaded.contains($0.section) }
        update.insertedItems.removeAll { reloadedNew.contains($0.section) }
        // UIKit places section reloads without counting moves: every move becomes a delete and an insert.
        for move in update.movedItems {
            if !reloaded.contains(move.source.section) { update.deletedItems.append(move.source) }
            if !reloadedNew.contains(move.target.section) { update.insertedItems.append(move.target) }
        }
        update.movedItems = []
        reloads.removeAll { reloadedNew.contains($0.section) }
        update.reloadedSections = reloaded.sorted()
    }

    /// The net change of a gap between windows, where a host shows no row: deletes (old coordinates) or inserts (new
    /// coordinates) at the gap's start or end.
    private static func placeGap(
        old: Range<Int>, new: Range<Int>, atStart: Bool, _ oldSection: Int, _ newSection: Int,
        into update: inout BatchUpdate
    ) {
        let change = new.count - old.count
        if change < 0 {
            let items =
                atStart ? old.lowerBound..<(old.lowerBound - change) : (old.upperBound + change)..<old.upperBound
            for item in items { update.deletedItems.append(ItemPath(item: item, section: oldSection)) }
        } else if change > 0 {
            let items =
                atStart ? new.lowerBound..<(new.lowerBound + change) : (new.upperBound - change)..<new.upperBound
            for item in items { update.insertedItems.append(ItemPath(item: item, section: newSection)) }
        }
    }

    /// The indexes of one longest strictly increasing subsequence of `values` (patience sorting).
    static func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = Set<Int>()
        var index = tails[tails.count - 1]
        while index >= 0 {
            result.insert(index)
            index = previous[index]
        }
        return result
    }
}
