extension BatchUpdate {
    /// What a view shows after applying this batch the way UIKit does, or the first rule the batch breaks.
    ///
    /// This is the one implementation of UIKit's batch semantics that every non-UIKit host shares:
    /// - deleted sections and rows leave; sections and rows that are reloaded or inserted are read from the data
    ///   source (`row`) at their new paths; reconfigured rows stay where they are and are read again too (their cell
    ///   stays with them: a tracked reconfigured row is still tracked);
    /// - moved sections and rows keep what they showed and go to their targets;
    /// - everything else keeps its order and fills the remaining places.
    ///
    /// - Parameters:
    ///   - rows: What the view shows before the batch, section by section.
    ///   - after: The item count of each section after the batch, as the data source answers it.
    ///   - view: The wording of violations.
    ///   - row: Reads the data source after the batch: the row to show at a path.
    public func replay<Row>(
        on rows: [[Row]], after: [Int], view: BatchUpdateTarget = .tableView, row: (ItemPath) -> Row
    ) throws(BatchUpdateViolation) -> [[Row]] {
        try replay(on: rows, after: after, view: view, tracking: [], row: row).rows
    }

    /// ``replay(on:after:view:row:)``, also telling where the rows at `tracking` (old paths) went: their new paths,
    /// for rows that stayed or moved and were not reloaded. A host uses it to keep its visible cells with their rows.
    public func replay<Row>(
        on rows: [[Row]], after: [Int], view: BatchUpdateTarget = .tableView, tracking: Set<ItemPath>,
        row: (ItemPath) -> Row
    ) throws(BatchUpdateViolation) -> (rows: [[Row]], tracked: [ItemPath: ItemPath]) {
        try BatchUpdateRules.validate(self, before: rows.map(\.count), after: after, view: view)
        return replayValidated(on: rows, after: after, tracking: tracking, row: row)
    }

    /// ``replay(on:after:view:tracking:row:)`` for a batch already checked with ``BatchUpdateRules`` against
    /// `rows`' counts and `after` (a host applying a stage through ``Dispatcher/apply(_:to:)``): the rules are not
    /// checked a second time. An unchecked batch may trap.
    package func replayValidated<Row>(
        on rows: [[Row]], after: [Int], tracking: Set<ItemPath>, row: (ItemPath) -> Row
    ) -> (rows: [[Row]], tracked: [ItemPath: ItemPath]) {

        // Sections: where each surviving old section goes.
        let deletedSections = Set(self.deletedSections)
        let reloadedSections = Set(self.reloadedSections)
        var oldOfNew = Array(repeating: -1, count: after.count)  // -1: read from the data source
        var newOfOld = Array(repeating: -1, count: rows.count)
        var taken = Array(repeating: false, count: after.count)
        for s in insertedSections { taken[s] = true }
        for move in movedSections {
            taken[move.target] = true
            oldOfNew[move.target] = move.source
            newOfOld[move.source] = move.target
        }
        var free = 0
        for s in rows.indices where !deletedSections.contains(s) && newOfOld[s] < 0 {
            while taken[free] { free += 1 }
            taken[free] = true
            oldOfNew[free] = s
            newOfOld[s] = free
        }

        // Rows, per section and sorted: leaving (deleted or moved away) by old item, arriving (inserted or moved in)
        // by new item, and the tracked and reloaded rows by old item. Each surviving section is then one merge of
        // its old rows with these lists: no hashing per row, and a section nothing touches is shared, not copied.
        var leaving = [Int: [Int]]()
        for path in deletedItems { leaving[path.section, default: []].append(path.item) }
        var arriving = [Int: [(item: Int, row: Row)]]()
        for path in insertedItems where oldOfNew[path.section] >= 0 {
            arriving[path.section, default: []].append((path.item, row(path)))
        }
        var tracked = [ItemPath: ItemPath]()
        for move in movedItems {
            leaving[move.source.section, default: []].append(move.source.item)
            arriving[move.target.section, default: []].append(
                (move.target.item, rows[move.source.section][move.source.item]))
            if tracking.contains(move.source) { tracked[move.source] = move.target }
        }
        var watched = [Int: [(item: Int, reason: Watch)]]()  // old rows whose new place is wanted
        for path in tracking { watched[path.section, default: []].append((path.item, .tracked)) }
        for path in reloadedItems { watched[path.section, default: []].append((path.item, .reloaded)) }
        for path in reconfiguredItems { watched[path.section, default: []].append((path.item, .reconfigured)) }

        var result: [[Row]] = []
        result.reserveCapacity(after.count)
        var reloadAt: [ItemPath] = []  // new paths of reloaded and reconfigured rows that stayed
        for t in 0..<after.count {
            let s = oldOfNew[t]
            if s < 0 || reloadedSections.contains(s) {
                result.append((0..<after[t]).map { row(ItemPath(item: $0, section: t)) })
                continue
            }
            let leave = Self.sortedUnique(leaving[s] ?? [])
            let arrive = (arriving[t] ?? []).sorted { $0.item < $1.item }
            let watch = (watched[s] ?? []).sorted { $0.item < $1.item }
            var section: [Row]
            if leave.isEmpty && arrive.isEmpty {
                section = rows[s]
            } else {
                section = []
                section.reserveCapacity(after[t])
            }
            // Walk the new places j and the old rows i together; runs of staying rows are copied whole.
            var i = 0, j = 0, li = 0, ai = 0, wi = 0
            let old = rows[s]
            while j < after[t] {
                if ai < arrive.count && arrive[ai].item == j {
                    if !(leave.isEmpty && arrive.isEmpty) { section.append(arrive[ai].row) }
                    ai += 1; j += 1
                    continue
                }
                if li < leave.count && leave[li] == i {
                    li += 1; i += 1
                    continue
                }
                guard i < old.count else { break }
                let nextArrival = ai < arrive.count ? arrive[ai].item : after[t]
                let nextLeaving = li < leave.count ? leave[li] : old.count
                let run = min(nextArrival - j, nextLeaving - i, old.count - i)
                if !(leave.isEmpty && arrive.isEmpty) { section.append(contentsOf: old[i..<(i + run)]) }
                while wi < watch.count && watch[wi].item < i + run {
                    if watch[wi].item >= i {
                        let from = ItemPath(item: watch[wi].item, section: s)
                        let to = ItemPath(item: j + watch[wi].item - i, section: t)
                        if watch[wi].reason == .tracked { tracked[from] = to } else { reloadAt.append(to) }
                    }
                    wi += 1
                }
                i += run; j += run
            }
            result.append(section)
        }
        // Reloads and reconfigures name old paths; the row is read again where it now stands. A reloaded row is no
        // longer tracked (its cell was replaced); a reconfigured one keeps its cell.
        for new in reloadAt { result[new.section][new.item] = row(new) }
        for old in reloadedItems { tracked[old] = nil }
        return (result, tracked)
    }

    /// Why the replay wants an old row's new place.
    private enum Watch {
        case tracked, reloaded, reconfigured
    }

    private static func sortedUnique(_ items: [Int]) -> [Int] {
        guard items.count > 1 else { return items }
        var sorted = items.sorted()
        var kept = 1
        for index in 1..<sorted.count where sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }
}
