extension BatchUpdate {
    /// Where the rows at `paths` (paths before the batch) are after it, the way UIKit applies the batch: the new
    /// path of each row that stays or moves; no entry for a row that is deleted or reloaded, or whose section is.
    ///
    /// It reads only the batch and the counts, never the rows, so a host showing a window of a million rows follows
    /// its visible cells (or a scroll anchor) through an update at the cost of the update's size. The batch must pass
    /// ``BatchUpdateRules`` for `before` and `after`. It agrees with ``replay(on:after:view:tracking:row:)``'s
    /// `tracked` (a property test checks it).
    public func destinations(of paths: some Sequence<ItemPath>, before: [Int], after: [Int]) -> [ItemPath: ItemPath] {
        // Sections: where each surviving old section goes (inserted and moved sections take their places first).
        let deletedSections = Set(self.deletedSections), reloadedSections = Set(self.reloadedSections)
        var newOfOld = Array(repeating: -1, count: before.count)
        var taken = Array(repeating: false, count: after.count)
        for section in insertedSections where taken.indices.contains(section) { taken[section] = true }
        for move in movedSections where taken.indices.contains(move.target) && newOfOld.indices.contains(move.source) {
            taken[move.target] = true
            newOfOld[move.source] = move.target
        }
        var free = 0
        for section in before.indices where !deletedSections.contains(section) && newOfOld[section] < 0 {
            while free < taken.count && taken[free] { free += 1 }
            guard free < taken.count else { break }
            taken[free] = true
            newOfOld[section] = free
        }
        // Rows: those that leave each old section and those that arrive in each new one, sorted.
        var gone = Set(deletedItems).union(reloadedItems)
        var moveTargets: [ItemPath: ItemPath] = [:]
        var leaving: [Int: [Int]] = [:], arriving: [Int: [Int]] = [:]
        for path in deletedItems { leaving[path.section, default: []].append(path.item) }
        for path in insertedItems { arriving[path.section, default: []].append(path.item) }
        for move in movedItems {
            moveTargets[move.source] = move.target
            leaving[move.source.section, default: []].append(move.source.item)
            arriving[move.target.section, default: []].append(move.target.item)
        }
        for key in leaving.keys { leaving[key]?.sort() }
        for key in arriving.keys { arriving[key]?.sort() }
        gone.subtract(moveTargets.keys)

        var result: [ItemPath: ItemPath] = [:]
        for path in paths {
            guard newOfOld.indices.contains(path.section), !reloadedSections.contains(path.section),
                !gone.contains(path)
            else { continue }
            if let target = moveTargets[path] {
                result[path] = target
                continue
            }
            let section = newOfOld[path.section]
            guard section >= 0 else { continue }
            // The row keeps its rank among the rows that stay, and takes the rank-th place no arrival holds.
            var item = path.item - Self.count(in: leaving[path.section] ?? [], below: path.item)
            for arrival in arriving[section] ?? [] {
                guard arrival <= item else { break }
                item += 1
            }
            result[path] = ItemPath(item: item, section: section)
        }
        return result
    }

    /// How many of `sorted` (ascending, possibly repeated) are below `value`, counting each distinct value once.
    private static func count(in sorted: [Int], below value: Int) -> Int {
        var count = 0, previous: Int?
        for element in sorted {
            guard element < value else { break }
            if element != previous { count += 1 }
            previous = element
        }
        return count
    }
}
