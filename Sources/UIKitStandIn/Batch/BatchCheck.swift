// What UIKit does with a batch when it ends, written for the stand-in from what is known of UIKit (Apple's
// documentation, UIKit's exception texts as logged in crash reports, and the rules they imply; see
// docs/UIKitStandIn-sources.md, "Batch updates"). It is deliberately the stand-in's own code, sharing nothing with
// Trellis's `BatchUpdateRules` or `BatchUpdate.replay`: the stand-in plays UIKit, so a rule Trellis gets wrong shows
// up as an exception here instead of being agreed with.
//
// The model, as UIKit documents and logs it:
// - deletes, reloads and move sources name places before the batch; inserts and move targets, places after it;
//   deletes are processed before inserts, whatever the order of the calls;
// - a reload is a delete of its old place plus an insert at the place the row would have after the batch's deletes
//   and inserts, moves not counted (so a reload beside moves in the same section can land on another row);
// - row deletes and reloads inside a deleted or reloaded section, and row inserts inside an inserted or reloaded
//   section, are dropped; a row cannot move out of the first or into the second;
// - every section that survives must have `before + inserted - deleted + moved in - moved out` rows after, and the
//   number of sections must be `before + inserted - deleted`;
// - a reconfigure (iOS 15) updates the existing cell of a row: UIKit's documentation says the cell provider must
//   return that cell, and to reload instead to change the cell's type. Where it names a place inside a batch is not
//   documented; the stand-in takes it as a place before the batch, like a reload, refuses a row both reconfigured
//   and deleted, reloaded or moved (the texts are the stand-in's, shaped on UIKit's: no crash log shows UIKit's),
//   drops it inside a section the batch deletes or reloads, and reconfigures the row where it ends up.
//
// Checks, in this order; the first that fails is UIKit's exception: section places, section conflicts, the number
// of sections, row places, row conflicts, row counts, where reloads land.

/// The words a view uses in its exception texts.
struct BatchWords {
    /// "rows" / "items".
    let items: String
    /// "row" / "item".
    let item: String
    /// "table view" / "collection view".
    let view: String

    static let table = BatchWords(items: "rows", item: "row", view: "table view")
    static let collection = BatchWords(items: "items", item: "item", view: "collection view")
}

/// One batch checked against the counts before it (what the view showed) and after it (what the data source
/// answers), and, when UIKit accepts it, applied to the rows the view shows.
struct BatchCheck {
    /// What the view shows after the batch: each row's token (new rows get new tokens), and where the rows that
    /// stayed or moved went.
    struct Result {
        var rows: [[Int]]
        var moved: [IndexPath: IndexPath]
        /// Where each reconfigured row is after the batch.
        var reconfigured: [IndexPath] = []
    }

    let batch: StandInBatch
    let before: [Int]
    let after: [Int]
    let words: BatchWords

    /// Applies the batch to `rows` (one token per row, what the view shows; its counts are `before`), reading new
    /// tokens from `newToken`; throws UIKit's exception when UIKit would raise one.
    func apply(to rows: [[Int]], newToken: () -> Int) throws(StandInException) -> Result {
        let sections = try placeSections()
        let items = try checkItems(sections)
        let reconfigured = try checkReconfigures(sections)
        var result = try placeItems(rows: rows, sections: sections, items: items, newToken: newToken)
        result.reconfigured = reconfigured.compactMap { result.moved[$0] }
        return result
    }

    private func fail(_ reason: String) -> StandInException { StandInException(reason: reason) }

    private func path(_ path: IndexPath) -> String {
        "<NSIndexPath: 0x…> {length = 2, path = \(path[0]) - \(path[1])}"
    }

    // MARK: Sections

    /// Where each section goes.
    struct SectionPlaces {
        /// Old sections whose rows all leave (deleted or reloaded).
        var gone: Set<Int> = []
        /// New sections whose rows all come from the data source (inserted, or where a reload lands).
        var fresh: Set<Int> = []
        /// The new index of each old section that keeps its rows (stays or moves).
        var newOfOld: [Int: Int] = [:]
    }

    private func placeSections() throws(StandInException) -> SectionPlaces {
        let deleted = Set(batch.deletedSections), inserted = Set(batch.insertedSections)
        let reloaded = Set(batch.reloadedSections)
        var moves: [StandInBatch.Move<Int>] = []
        for move in batch.movedSections where !moves.contains(move) { moves.append(move) }

        for section in batch.deletedSections + batch.reloadedSections where section < 0 || section >= before.count {
            throw fail(
                "attempt to delete section \(section), but there are only \(before.count) sections before the update")
        }
        for section in batch.insertedSections where section < 0 || section >= after.count {
            throw fail(
                "attempt to insert section \(section) but there are only \(after.count) sections after the update")
        }
        for move in moves {
            if move.from < 0 || move.from >= before.count {
                throw fail(
                    "attempt to move section \(move.from), but there are only \(before.count) sections before the update"
                )
            }
            if move.to < 0 || move.to >= after.count {
                throw fail(
                    "attempt to move section \(move.from) to section \(move.to), but there are only \(after.count) sections after the update"
                )
            }
        }

        if let section = batch.reloadedSections.first(where: deleted.contains) {
            throw fail("attempt to delete and reload the same section (\(section))")
        }
        var targetOf: [Int: Int] = [:], sourceOf: [Int: Int] = [:]
        for move in moves {
            if let other = targetOf[move.from] {
                throw fail("attempt to move section \(move.from) to both \(other) and \(move.to)")
            }
            if let other = sourceOf[move.to] {
                throw fail("attempt to move both section \(other) and section \(move.from) to section \(move.to)")
            }
            targetOf[move.from] = move.to
            sourceOf[move.to] = move.from
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                throw fail("attempt to perform a delete and a move from the same section (\(move.from))")
            }
            if inserted.contains(move.to) {
                throw fail("attempt to perform an insert and a move to the same section (\(move.to))")
            }
        }

        guard after.count == before.count + inserted.count - deleted.count else {
            throw fail(
                "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) "
                    + "after the update (\(after.count)) must be equal to the number of sections contained in the \(words.view) "
                    + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
                    + "(\(inserted.count) inserted, \(deleted.count) deleted).")
        }

        // A reloaded section is deleted, then inserted where it would be after the deletes and inserts (moves not
        // counted).
        var places = SectionPlaces(gone: deleted.union(reloaded), fresh: inserted)
        var reloadLands: [Int: Int] = [:]
        for section in reloaded {
            let landing = Self.landing(of: section, deleted: deleted, inserted: inserted)
            if sourceOf[landing] != nil {
                throw fail("attempt to perform an insert and a move to the same section (\(landing))")
            }
            if landing >= after.count {
                throw fail(
                    "attempt to insert section \(landing) but there are only \(after.count) sections after the update")
            }
            reloadLands[section] = landing
            places.fresh.insert(landing)
        }
        for move in moves { places.newOfOld[move.from] = move.to }
        let staying = (0..<before.count).filter { !places.gone.contains($0) && targetOf[$0] == nil }
        let free = (0..<after.count).filter { !places.fresh.contains($0) && sourceOf[$0] == nil }
        for (old, new) in zip(staying, free) { places.newOfOld[old] = new }

        // Silent on a device: with section moves, a reloaded section can land where another section now is.
        if !moves.isEmpty, !reloaded.isEmpty {
            let intendedStaying = (0..<before.count).filter { !deleted.contains($0) && targetOf[$0] == nil }
            let intendedFree = (0..<after.count).filter { !inserted.contains($0) && sourceOf[$0] == nil }
            for (old, new) in zip(intendedStaying, intendedFree) where reloaded.contains(old) && reloadLands[old] != new
            {
                throw StandInException(
                    .silentMisbehaviour,
                    reason: "reloadSections beside moveSection: UIKit reloads "
                        + "section \(reloadLands[old] ?? -1) for the section that was \(old), which is now section \(new); "
                        + "the wrong section shows new data (UIKit raises nothing)")
            }
        }
        return places
    }

    /// Where the row (or section) at `index` lands when only `deleted` (before) and `inserted` (after) count.
    private static func landing(of index: Int, deleted: Set<Int>, inserted: Set<Int>) -> Int {
        var landing = index - deleted.filter { $0 < index }.count
        for slot in inserted.sorted() where slot <= landing { landing += 1 }
        return landing
    }

    // MARK: Rows

    /// The row changes UIKit keeps after dropping those inside whole-section changes, by section.
    struct ItemChanges {
        var deleted: [Int: Set<Int>] = [:]
        var inserted: [Int: Set<Int>] = [:]
        var reloaded: [Int: Set<Int>] = [:]
        var moves: [StandInBatch.Move<IndexPath>] = []
    }

    private func checkItems(_ sections: SectionPlaces) throws(StandInException) -> ItemChanges {
        var changes = ItemChanges()
        for path in batch.deletedItems + batch.reloadedItems {
            try checkOld(path, verb: "delete")
        }
        for path in batch.insertedItems where !sections.fresh.contains(path[0]) {
            try checkNew(path, verb: "insert")
        }
        var moves: [StandInBatch.Move<IndexPath>] = []
        for move in batch.movedItems where !moves.contains(move) { moves.append(move) }
        for move in moves {
            if move.from[0] < 0 || move.from[0] >= before.count {
                throw fail(
                    "attempt to move index path (\(path(move.from))) from a section that does not exist - there are only \(before.count) sections before the update"
                )
            }
            if move.to[0] < 0 || move.to[0] >= after.count {
                throw fail(
                    "attempt to move index path (\(path(move.from))) to a section that does not exist - there are only \(after.count) sections after the update"
                )
            }
            if sections.gone.contains(move.from[0]) { throw fail("cannot move a \(words.item) from a deleted section") }
            if sections.fresh.contains(move.to[0]) {
                throw fail(
                    "cannot move \(words.item == "item" ? "an" : "a") \(words.item) into a newly inserted section (\(move.to[0]))"
                )
            }
            try checkOld(move.from, verb: "move")
            try checkNew(move.to, verb: "move")
        }
        for path in batch.deletedItems where !sections.gone.contains(path[0]) {
            changes.deleted[path[0], default: []].insert(path[1])
        }
        for path in batch.reloadedItems where !sections.gone.contains(path[0]) {
            changes.reloaded[path[0], default: []].insert(path[1])
        }
        for path in batch.insertedItems where !sections.fresh.contains(path[0]) {
            changes.inserted[path[0], default: []].insert(path[1])
        }
        changes.moves = moves

        for (section, rows) in changes.reloaded {
            if let row = rows.sorted().first(where: { changes.deleted[section]?.contains($0) == true }) {
                throw fail(
                    "attempt to delete and reload the same index path (\(path(IndexPath(indexes: [section, row]))))")
            }
        }
        var targetOf: [IndexPath: IndexPath] = [:], sourceOf: [IndexPath: IndexPath] = [:]
        for move in moves {
            if let other = targetOf[move.from] {
                throw fail(
                    "attempt to move index path (\(path(move.from))) to both \(path(other)) and \(path(move.to))")
            }
            if let other = sourceOf[move.to] {
                throw fail(
                    "attempt to move both index path (\(path(other))) and index path (\(path(move.from))) to index path (\(path(move.to)))"
                )
            }
            targetOf[move.from] = move.to
            sourceOf[move.to] = move.from
            if changes.deleted[move.from[0]]?.contains(move.from[1]) == true
                || changes.reloaded[move.from[0]]?.contains(move.from[1]) == true
            {
                throw fail("attempt to perform a delete and a move from the same index path (\(path(move.from)))")
            }
            if changes.inserted[move.to[0]]?.contains(move.to[1]) == true {
                throw fail("attempt to perform an insert and a move to the same index path (\(path(move.to)))")
            }
        }
        return changes
    }

    /// The reconfigured rows UIKit keeps (places before the batch), once each; those inside a deleted or reloaded
    /// section are dropped.
    private func checkReconfigures(_ sections: SectionPlaces) throws(StandInException) -> [IndexPath] {
        var kept: [IndexPath] = []
        var seen = Set<IndexPath>()
        let deleted = Set(batch.deletedItems), reloaded = Set(batch.reloadedItems),
            movedFrom = Set(batch.movedItems.map(\.from))
        for path in batch.reconfiguredItems {
            try checkOld(path, verb: "reconfigure")
            if reloaded.contains(path) {
                throw fail("attempt to reconfigure and reload the same index path (\(self.path(path)))")
            }
            if deleted.contains(path) {
                throw fail("attempt to reconfigure and delete the same index path (\(self.path(path)))")
            }
            if movedFrom.contains(path) {
                throw fail("attempt to reconfigure and move the same index path (\(self.path(path)))")
            }
            if !sections.gone.contains(path[0]), seen.insert(path).inserted { kept.append(path) }
        }
        return kept
    }

    private func checkOld(_ path: IndexPath, verb: String) throws(StandInException) {
        let (section, row) = (path[0], path[1])
        if section < 0 || section >= before.count {
            throw fail(
                "attempt to \(verb) \(words.item) \(row) from section \(section), but there are only \(before.count) sections before the update"
            )
        }
        if row < 0 || row >= before[section] {
            throw fail(
                "attempt to \(verb) \(words.item) \(row) from section \(section) which only contains \(before[section]) \(words.items) before the update"
            )
        }
    }

    private func checkNew(_ path: IndexPath, verb: String) throws(StandInException) {
        let (section, row) = (path[0], path[1])
        if section < 0 || section >= after.count {
            throw fail(
                "attempt to \(verb) \(words.item) \(row) into section \(section), but there are only \(after.count) sections after the update"
            )
        }
        if row < 0 || row >= after[section] {
            throw fail(
                "attempt to \(verb) \(words.item) \(row) into section \(section), but there are only \(after[section]) \(words.items) in section \(section) after the update"
            )
        }
    }

    // MARK: Counts and places

    private func placeItems(
        rows: [[Int]], sections: SectionPlaces, items: ItemChanges, newToken: () -> Int
    ) throws(StandInException) -> Result {
        var oldOfNew: [Int: Int] = [:]
        for (old, new) in sections.newOfOld { oldOfNew[new] = old }
        var movesOut: [Int: [StandInBatch.Move<IndexPath>]] = [:], movesIn: [Int: [StandInBatch.Move<IndexPath>]] = [:]
        for move in items.moves {
            movesOut[move.from[0], default: []].append(move)
            movesIn[move.to[0], default: []].append(move)
        }

        // Counts, section by section in the new order.
        for new in 0..<after.count {
            guard let old = oldOfNew[new] else { continue }
            let inserted = items.inserted[new]?.count ?? 0, deleted = items.deleted[old]?.count ?? 0
            let movedIn = (movesIn[new] ?? []).filter { sections.newOfOld[$0.from[0]] != new }.count
            let movedOut = (movesOut[old] ?? []).filter { $0.to[0] != new }.count
            let expected = before[old] + inserted - deleted + movedIn - movedOut
            if after[new] != expected {
                throw fail(
                    "Invalid update: invalid number of \(words.items) in section \(new). The number of \(words.items) "
                        + "contained in an existing section after the update (\(after[new])) must be equal to the number of "
                        + "\(words.items) contained in that section before the update (\(before[old])), plus or minus the number "
                        + "of \(words.items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and "
                        + "plus or minus the number of \(words.items) moved into or out of that section (\(movedIn) moved in, "
                        + "\(movedOut) moved out).")
            }
        }

        var result = Result(rows: [], moved: [:])
        result.rows.reserveCapacity(after.count)
        for new in 0..<after.count {
            guard let old = oldOfNew[new] else {
                result.rows.append((0..<after[new]).map { _ in newToken() })
                continue
            }
            let deleted = items.deleted[old] ?? [], reloaded = items.reloaded[old] ?? []
            let inserted = items.inserted[new] ?? []
            let leaving = Set((movesOut[old] ?? []).map { $0.from[1] })
            var arriving: [Int: IndexPath] = [:]
            for move in movesIn[new] ?? [] { arriving[move.to[1]] = move.from }

            // Where each reload lands: after the deletes and inserts, moves not counted.
            var reloadLands: [Int: Int] = [:]
            for row in reloaded {
                let landing = Self.landing(of: row, deleted: deleted, inserted: inserted)
                if arriving[landing] != nil {
                    throw fail(
                        "attempt to perform an insert and a move to the same index path (\(path(IndexPath(indexes: [new, landing])))))"
                    )
                }
                if landing >= after[new] {
                    throw fail(
                        "attempt to insert \(words.item) \(landing) into section \(new), but there are only \(after[new]) "
                            + "\(words.items) in section \(new) after the update")
                }
                reloadLands[row] = landing
            }
            let fixed = inserted.union(arriving.keys).union(reloadLands.values)
            let staying = rows[old].indices.filter {
                !deleted.contains($0) && !reloaded.contains($0) && !leaving.contains($0)
            }
            let free = (0..<after[new]).filter { !fixed.contains($0) }
            var section = Array(repeating: 0, count: after[new])
            for slot in fixed where arriving[slot] == nil { section[slot] = newToken() }
            for (slot, source) in arriving {
                section[slot] = rows[source[0]][source[1]]
                result.moved[source] = IndexPath(indexes: [new, slot])
            }
            for (row, slot) in zip(staying, free) {
                section[slot] = rows[old][row]
                result.moved[IndexPath(indexes: [old, row])] = IndexPath(indexes: [new, slot])
            }

            // Silent on a device: beside moves, a reload can land on another row than the one reloaded.
            if !reloaded.isEmpty, !arriving.isEmpty || !leaving.isEmpty {
                let intendedFixed = inserted.union(arriving.keys)
                let intendedStaying = rows[old].indices.filter { !deleted.contains($0) && !leaving.contains($0) }
                let intendedFree = (0..<after[new]).filter { !intendedFixed.contains($0) }
                for (row, slot) in zip(intendedStaying, intendedFree)
                where reloaded.contains(row) && reloadLands[row] != slot {
                    throw StandInException(
                        .silentMisbehaviour,
                        reason: "reloadRows beside moveRow: UIKit reloads "
                            + "\(words.item) \(reloadLands[row] ?? -1) of section \(new) for the \(words.item) that was \(row), which "
                            + "is now \(words.item) \(slot); the wrong cell shows new data (UIKit raises nothing)")
                }
            }
            result.rows.append(section)
        }
        return result
    }
}
