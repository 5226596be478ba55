extension BatchUpdate {
    /// What a view shows after applying this batch the way UIKit does, or the first rule the batch breaks.
    ///
    /// This is the one implementation of UIKit's batch semantics that every non-UIKit host shares:
    /// - deleted sections and rows leave; sections and rows that are reloaded or inserted are read from the data
    ///   source (`row`) at their new paths;
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

        // Sections: where each surviving old section goes.
        let deletedSections = Set(self.deletedSections)
        let reloadedSections = Set(self.reloadedSections)
        var oldOfNew = Array(repeating: -1, count: after.count)   // -1: read from the data source
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

        // Rows: leaving (deleted or moved away) by old path; arriving (inserted or moved in) by new path.
        var leaving = Set(deletedItems)
        var arriving = [ItemPath: Row]()
        for path in insertedItems where oldOfNew[path.section] >= 0 { arriving[path] = row(path) }
        var tracked = [ItemPath: ItemPath]()
        for move in movedItems {
            leaving.insert(move.source)
            arriving[move.target] = rows[move.source.section][move.source.item]
            if tracking.contains(move.source) { tracked[move.source] = move.target }
        }

        var result: [[Row]] = []
        result.reserveCapacity(after.count)
        var stayedAt = [ItemPath: ItemPath]()   // old path -> new path, for rows that stay
        let reloadedRows = Set(reloadedItems)
        for t in 0..<after.count {
            let s = oldOfNew[t]
            if s < 0 || reloadedSections.contains(s) {
                result.append((0..<after[t]).map { row(ItemPath(item: $0, section: t)) })
                continue
            }
            var stayers = rows[s].indices.lazy.filter { !leaving.contains(ItemPath(item: $0, section: s)) }.makeIterator()
            var section: [Row] = []
            section.reserveCapacity(after[t])
            for j in 0..<after[t] {
                let path = ItemPath(item: j, section: t)
                if let incoming = arriving[path] {
                    section.append(incoming)
                } else if let i = stayers.next() {
                    let old = ItemPath(item: i, section: s)
                    if !reloadedRows.isEmpty { stayedAt[old] = path }
                    if tracking.contains(old) { tracked[old] = path }
                    section.append(rows[s][i])
                }
            }
            result.append(section)
        }
        // Reloads name old paths; the row is read again where it now stands.
        for old in reloadedItems where !deletedSections.contains(old.section) && !reloadedSections.contains(old.section) {
            if let new = stayedAt[old] { result[new.section][new.item] = row(new) }
            tracked[old] = nil
        }
        return (result, tracked)
    }
}
