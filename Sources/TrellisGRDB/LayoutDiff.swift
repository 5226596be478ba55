internal import GRDB
import Trellis

/// The batches that take a host from one ``WindowLayout`` to the next.
///
/// Sections are matched by value (they never reorder: the section column leads the order). Inside the window,
/// rows are matched by id: rows that left are deleted, rows that arrived are inserted, rows whose order among the
/// others changed (or whose section changed) move, and rows whose database row changed are reloaded in a last
/// stage, in final coordinates. Outside the window only counts are known, so each section's rows before the window
/// and after it change by their net difference, deleted or inserted next to the window (the host shows no cell
/// there; see ``DatabaseStorage`` for why this is exact enough).
enum LayoutDiff {
    /// The structural batch and the reloads (final coordinates) from `old` to `new`.
    static func batches<Record>(from old: WindowLayout<Record>, to new: WindowLayout<Record>)
        -> (structural: BatchUpdate, reloads: [ItemPath])
    {
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

        // Window rows, by id.
        let oldPaths = old.windowPaths(), newPaths = new.windowPaths()
        var newIndexOfID: [ExactValue: Int] = [:]
        newIndexOfID.reserveCapacity(new.window.count)
        for (index, row) in new.window.enumerated() { newIndexOfID[row.id] = index }
        var kept = Array(repeating: false, count: new.window.count)
        var sameSection: [(oldIndex: Int, newIndex: Int)] = []
        var reloads: [ItemPath] = []
        for (oldIndex, row) in old.window.enumerated() {
            let source = oldPaths[oldIndex]
            let target = newOfOld[source.section]
            guard target >= 0 else { continue }  // leaves with its section
            guard let newIndex = newIndexOfID[row.id], oldHasNew[newPaths[newIndex].section] else {
                update.deletedItems.append(source)
                continue
            }
            kept[newIndex] = true
            let destination = newPaths[newIndex]
            if new.window[newIndex].row != row.row { reloads.append(destination) }
            if destination.section == target {
                sameSection.append((oldIndex, newIndex))
            } else {
                update.movedItems.append(.init(source: source, target: destination))
            }
        }
        for (newIndex, path) in newPaths.enumerated() where !kept[newIndex] && oldHasNew[path.section] {
            update.insertedItems.append(path)
        }
        // Rows that stay in their section keep their place when they are in the longest run whose order holds.
        let stays = longestIncreasingSubsequence(sameSection.map(\.newIndex))
        for (index, pair) in sameSection.enumerated() where !stays.contains(index) {
            update.movedItems.append(.init(source: oldPaths[pair.oldIndex], target: newPaths[pair.newIndex]))
        }

        // Outside the window: each surviving section's net change before and after the window.
        for (oldSection, newSection) in newOfOld.enumerated() where newSection >= 0 {
            let before = old.regions(ofSection: oldSection), after = new.regions(ofSection: newSection)
            let aboveChange = after.above - before.above
            if aboveChange < 0 {
                for item in (before.above + aboveChange)..<before.above {
                    update.deletedItems.append(ItemPath(item: item, section: oldSection))
                }
            } else if aboveChange > 0 {
                for item in (after.above - aboveChange)..<after.above {
                    update.insertedItems.append(ItemPath(item: item, section: newSection))
                }
            }
            let belowChange = after.below - before.below
            let oldBelowStart = before.above + before.inside, newBelowStart = after.above + after.inside
            if belowChange < 0 {
                for item in oldBelowStart..<(oldBelowStart - belowChange) {
                    update.deletedItems.append(ItemPath(item: item, section: oldSection))
                }
            } else if belowChange > 0 {
                for item in newBelowStart..<(newBelowStart + belowChange) {
                    update.insertedItems.append(ItemPath(item: item, section: newSection))
                }
            }
        }
        update.deletedItems.sort()
        update.insertedItems.sort()
        update.movedItems.sort { $0.source < $1.source }
        reloads.sort()
        return (update, reloads)
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
