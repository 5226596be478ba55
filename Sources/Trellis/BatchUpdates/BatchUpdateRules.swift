/// UIKit's rules for one `performBatchUpdates`, in one place. Every host (UIKit adapter, stand-in, headless and
/// terminal tables, tests) checks batches here before applying them.
///
/// The rules are those UIKit enforces (`docs/UIKitReference.md`, with their sources); each one below has one comment and
/// one test (`BatchUpdateRulesTests`). They are checked in UIKit's order: ranges and conflicts first, then counts.
///
/// Three rules go further than UIKit's exceptions, for batches UIKit would apply wrongly rather than refuse: a reload
/// beside a move, a row change inside a section the batch deletes, inserts or reloads (UIKit drops some of these
/// silently), and a reconfigure beside inserts, deletes or moves (UIKit does not document which paths it reads a
/// reconfigure in then). Each means the batch's author made a mistake, or left its meaning to chance, so they are
/// refused like the others.
///
/// Reconfigures (`reconfigureRows` / `reconfigureItems`, iOS 15) name paths before the batch, like reloads, and follow
/// what UIKit's documentation says of them: a reconfigure updates the cell a row has, so it cannot also replace that
/// cell (reload), remove the row (delete) or move it, nor touch a section the batch replaces.
public enum BatchUpdateRules {
    /// Every rule `update` breaks, given the item count of each section before and after it.
    ///
    /// - Parameters:
    ///   - update: The batch.
    ///   - before: The number of items in each section before the batch (what the view shows).
    ///   - after: The number of items in each section after it (what the data source will answer).
    ///   - view: Decides the wording of the messages.
    /// - Returns: The violations, in the order UIKit would meet them; empty when UIKit accepts the batch.
    public static func violations(
        of update: BatchUpdate, before: [Int], after: [Int], view: BatchUpdateTarget = .tableView
    ) -> [BatchUpdateViolation] {
        var check = Check(update: update, before: before, after: after, view: view)
        check.sectionRanges()
        check.sectionConflicts()
        check.itemRanges()
        check.itemConflicts()
        check.wholeSectionMoves()
        check.itemsInWholeSectionChanges()
        check.reloadsBesideMoves()
        check.reconfigures()
        if check.violations.isEmpty { check.counts() }
        return check.violations
    }

    /// Throws the first rule `update` breaks; returns when UIKit accepts the batch.
    public static func validate(
        _ update: BatchUpdate, before: [Int], after: [Int], view: BatchUpdateTarget = .tableView
    ) throws(BatchUpdateViolation) {
        if let first = violations(of: update, before: before, after: after, view: view).first { throw first }
    }
}

/// One run of the rules over one batch.
private struct Check {
    let update: BatchUpdate
    let before: [Int]
    let after: [Int]
    let view: BatchUpdateTarget
    var violations: [BatchUpdateViolation] = []

    let deletedSections: Set<Int>
    let insertedSections: Set<Int>
    let reloadedSections: Set<Int>

    init(update: BatchUpdate, before: [Int], after: [Int], view: BatchUpdateTarget) {
        self.update = update
        self.before = before
        self.after = after
        self.view = view
        deletedSections = Set(update.deletedSections)
        insertedSections = Set(update.insertedSections)
        reloadedSections = Set(update.reloadedSections)
    }

    mutating func fail(_ rule: BatchUpdateViolation.Rule, _ message: String) {
        violations.append(BatchUpdateViolation(rule: rule, message: message))
    }

    // MARK: Sections

    /// Rule: section deletes, reloads and move sources name sections that exist before the batch; section inserts
    /// and move targets name sections that exist after it.
    mutating func sectionRanges() {
        for s in update.deletedSections + update.reloadedSections where s < 0 || s >= before.count {
            fail(
                .sectionOutOfRange,
                "attempt to delete section \(s), but there are only \(before.count) sections before the update")
        }
        for s in update.insertedSections where s < 0 || s >= after.count {
            fail(
                .sectionOutOfRange,
                "attempt to insert section \(s) but there are only \(after.count) sections after the update")
        }
        for move in update.movedSections {
            if move.source < 0 || move.source >= before.count {
                fail(
                    .sectionOutOfRange,
                    "attempt to move section \(move.source), but there are only \(before.count) sections before the update"
                )
            }
            if move.target < 0 || move.target >= after.count {
                fail(
                    .sectionOutOfRange,
                    "attempt to move section \(move.source) to section \(move.target), but there are only \(after.count) sections after the update"
                )
            }
        }
    }

    /// Rule: a section is deleted, reloaded or moved at most once, and not two of these; a section index after the
    /// batch is inserted or moved to at most once, and not both.
    mutating func sectionConflicts() {
        var seen = Set<Int>()
        for s in update.deletedSections where !seen.insert(s).inserted {
            fail(.duplicate, "attempt to delete section \(s) more than once")
        }
        seen.removeAll()
        for s in update.insertedSections where !seen.insert(s).inserted {
            fail(.duplicate, "attempt to insert section \(s) more than once")
        }
        for s in reloadedSections where deletedSections.contains(s) {
            fail(.deleteConflict, "attempt to delete and reload the same section (\(s))")
        }
        var sources = Set<Int>(), targets = Set<Int>()
        for move in update.movedSections {
            if !sources.insert(move.source).inserted {
                fail(.duplicate, "attempt to move section \(move.source) more than once")
            }
            if !targets.insert(move.target).inserted {
                fail(.duplicate, "attempt to move two sections to section \(move.target)")
            }
            if deletedSections.contains(move.source) || reloadedSections.contains(move.source) {
                fail(.deleteConflict, "attempt to perform a delete and a move from the same section (\(move.source))")
            }
            if insertedSections.contains(move.target) {
                fail(.insertConflict, "attempt to perform an insert and a move to the same section (\(move.target))")
            }
        }
    }

    // MARK: Items

    /// Rule: item deletes, reloads and move sources are paths before the batch; item inserts and move targets are
    /// paths after it.
    mutating func itemRanges() {
        for path in update.deletedItems + update.reloadedItems { checkOld(path, verb: "delete") }
        for path in update.insertedItems { checkNew(path) }
        for move in update.movedItems {
            if move.source.section < 0 || move.source.section >= before.count {
                fail(
                    .sectionOutOfRange,
                    "attempt to move index path (\(move.source.uikitDescription)) from a section that does not exist - there are only \(before.count) sections before the update"
                )
            } else if move.source.item < 0 || move.source.item >= before[move.source.section] {
                fail(
                    .itemOutOfRange,
                    "attempt to move \(view.item) \(move.source.item) from section \(move.source.section) which only contains \(before[move.source.section]) \(view.items) before the update"
                )
            }
            if move.target.section < 0 || move.target.section >= after.count {
                fail(
                    .sectionOutOfRange,
                    "attempt to move index path (\(move.source.uikitDescription)) to a section that does not exist - there are only \(after.count) sections after the update"
                )
            } else if move.target.item < 0 || move.target.item >= after[move.target.section] {
                fail(
                    .itemOutOfRange,
                    "attempt to move \(view.item) \(move.source.item) to \(view.item) \(move.target.item) in section \(move.target.section), but there are only \(after[move.target.section]) \(view.items) in section \(move.target.section) after the update"
                )
            }
        }
    }

    mutating func checkOld(_ path: ItemPath, verb: String) {
        if path.section < 0 || path.section >= before.count {
            fail(
                .sectionOutOfRange,
                "attempt to \(verb) \(view.item) \(path.item) from section \(path.section), but there are only \(before.count) sections before the update"
            )
        } else if path.item < 0 || path.item >= before[path.section] {
            fail(
                .itemOutOfRange,
                "attempt to \(verb) \(view.item) \(path.item) from section \(path.section) which only contains \(before[path.section]) \(view.items) before the update"
            )
        }
    }

    mutating func checkNew(_ path: ItemPath) {
        if path.section < 0 || path.section >= after.count {
            fail(
                .sectionOutOfRange,
                "attempt to insert \(view.item) \(path.item) into section \(path.section), but there are only \(after.count) sections after the update"
            )
        } else if path.item < 0 || path.item >= after[path.section] {
            fail(
                .itemOutOfRange,
                "attempt to insert \(view.item) \(path.item) into section \(path.section), but there are only \(after[path.section]) \(view.items) in section \(path.section) after the update"
            )
        }
    }

    /// Rule: {reload, delete, move source} are disjoint and free of repeats; so are {insert, move target}.
    /// A reload is a delete at its old path plus an insert, which is why it cannot share a path with either.
    mutating func itemConflicts() {
        var deleted = Set<ItemPath>()
        for path in update.deletedItems where !deleted.insert(path).inserted {
            fail(.duplicate, "attempt to delete the same index path more than once (\(path.uikitDescription))")
        }
        var inserted = Set<ItemPath>()
        for path in update.insertedItems where !inserted.insert(path).inserted {
            fail(.duplicate, "attempt to insert the same index path more than once (\(path.uikitDescription))")
        }
        var reloaded = Set<ItemPath>()
        for path in update.reloadedItems {
            if !reloaded.insert(path).inserted {
                fail(.duplicate, "attempt to reload the same index path more than once (\(path.uikitDescription))")
            } else if deleted.contains(path) {
                fail(.deleteConflict, "attempt to delete and reload the same index path (\(path.uikitDescription))")
            }
        }
        var sources = [ItemPath: ItemPath](), targets = [ItemPath: ItemPath]()
        for move in update.movedItems {
            if let earlier = sources.updateValue(move.target, forKey: move.source) {
                fail(
                    .duplicate,
                    "attempt to move index path (\(move.source.uikitDescription)) to both \(earlier.uikitDescription) and \(move.target.uikitDescription)"
                )
            }
            if let earlier = targets.updateValue(move.source, forKey: move.target) {
                fail(
                    .duplicate,
                    "attempt to move both index path (\(earlier.uikitDescription)) and index path (\(move.source.uikitDescription)) to index path (\(move.target.uikitDescription))"
                )
            }
            if deleted.contains(move.source) || reloaded.contains(move.source) {
                fail(
                    .deleteConflict,
                    "attempt to perform a delete and a move from the same index path (\(move.source.uikitDescription))")
            }
            if inserted.contains(move.target) {
                fail(
                    .insertConflict,
                    "attempt to perform an insert and a move to the same index path (\(move.target.uikitDescription))")
            }
        }
    }

    /// Rule: an item cannot move out of a deleted section, nor into an inserted one.
    mutating func wholeSectionMoves() {
        for move in update.movedItems {
            if deletedSections.contains(move.source.section) {
                fail(
                    .moveFromDeletedSection,
                    "cannot move a \(view.item) from a deleted section (\(move.source.section))")
            }
            if insertedSections.contains(move.target.section) {
                fail(
                    .moveIntoInsertedSection,
                    "cannot move \(view.item == "row" ? "a" : "an") \(view.item) into a newly inserted section (\(move.target.section))"
                )
            }
        }
    }

    /// Rule: no item change inside a section the batch replaces as a whole: no delete, reload or move source in a
    /// deleted or reloaded section, no insert in an inserted or reloaded section, no move into a reloaded section
    /// (a move into an inserted section has its own rule, `wholeSectionMoves`). UIKit drops some of these without a
    /// word and raises for others; either way the batch says two things about one section.
    mutating func itemsInWholeSectionChanges() {
        for path in update.deletedItems
        where deletedSections.contains(path.section) || reloadedSections.contains(path.section) {
            fail(
                .itemInWholeSectionChange,
                "attempt to delete \(view.item) \(path.item) from section \(path.section), which the same update deletes or reloads as a whole"
            )
        }
        for path in update.reloadedItems
        where deletedSections.contains(path.section) || reloadedSections.contains(path.section) {
            fail(
                .itemInWholeSectionChange,
                "attempt to reload \(view.item) \(path.item) of section \(path.section), which the same update deletes or reloads as a whole"
            )
        }
        for path in update.insertedItems
        where insertedSections.contains(path.section) || reloadedSections.contains(path.section) {
            fail(
                .itemInWholeSectionChange,
                "attempt to insert \(view.item) \(path.item) into section \(path.section), which the same update inserts or reloads as a whole"
            )
        }
        for move in update.movedItems
        where reloadedSections.contains(move.source.section) || reloadedSections.contains(move.target.section) {
            fail(
                .itemInWholeSectionChange,
                "attempt to move index path (\(move.source.uikitDescription)) to (\(move.target.uikitDescription)) across a section the same update reloads"
            )
        }
    }

    /// Rule: reloads (of items or sections) do not share a batch with moves (of items or sections): UIKit places a
    /// reload by shifting it past deletes and inserts, not moves, so beside a move it can refresh the wrong row.
    /// A reload of a moved path is already a `deleteConflict`.
    mutating func reloadsBesideMoves() {
        let reloads = update.reloadedItems.count + update.reloadedSections.count
        let moves = update.movedItems.count + update.movedSections.count
        guard reloads > 0, moves > 0 else { return }
        fail(
            .reloadBesideMove,
            "attempt to reload \(reloads) \(reloads == 1 ? "index path or section" : "index paths or sections") in the same update that moves \(moves) \(moves == 1 ? "one" : "others"): UIKit places reloads without counting moves and can refresh the wrong \(view.item); apply reloads in an update of their own, after the moves"
        )
    }

    // MARK: Reconfigures

    /// Rule: each reconfigure names a row before the batch, once, that the batch does not also delete, reload or move
    /// from, in a section it neither deletes nor reloads; and reconfigures share a batch only with reloads.
    /// UIKit's documentation: a reconfigure updates the existing cell of a row whose cell type stays the same ("use
    /// reload" otherwise), so a row cannot be both; which paths a reconfigure is read in beside inserts, deletes and
    /// moves is not documented, so Trellis applies reconfigures in a batch without them (the stage applier makes
    /// them from the reloads of a stage of their own, which the diff puts last).
    mutating func reconfigures() {
        guard !update.reconfiguredItems.isEmpty else { return }
        for path in update.reconfiguredItems { checkOld(path, verb: "reconfigure") }
        let deleted = Set(update.deletedItems), reloaded = Set(update.reloadedItems)
        let movedFrom = Set(update.movedItems.map(\.source))
        var seen = Set<ItemPath>()
        for path in update.reconfiguredItems {
            if !seen.insert(path).inserted {
                fail(.duplicate, "attempt to reconfigure the same index path more than once (\(path.uikitDescription))")
            } else if reloaded.contains(path) {
                fail(
                    .reconfigureConflict,
                    "attempt to reconfigure and reload the same index path (\(path.uikitDescription)): a reload replaces the cell a reconfigure updates; reconfigure rows whose cell type stays the same, reload the others"
                )
            } else if deleted.contains(path) {
                fail(
                    .reconfigureConflict,
                    "attempt to reconfigure and delete the same index path (\(path.uikitDescription))")
            } else if movedFrom.contains(path) {
                fail(
                    .reconfigureConflict,
                    "attempt to reconfigure and move the same index path (\(path.uikitDescription))")
            }
            if deletedSections.contains(path.section) || reloadedSections.contains(path.section) {
                fail(
                    .itemInWholeSectionChange,
                    "attempt to reconfigure \(view.item) \(path.item) of section \(path.section), which the same update deletes or reloads as a whole"
                )
            }
        }
        if update.hasStructuralChanges {
            fail(
                .reconfigureBesideStructuralChange,
                "attempt to reconfigure \(update.reconfiguredItems.count) \(update.reconfiguredItems.count == 1 ? "index path" : "index paths") in the same update that inserts, deletes or moves \(view.items) or sections: UIKit does not document which paths it reads reconfigures in then; apply reconfigures in an update of their own, after the structural changes"
            )
        }
    }

    // MARK: Counts

    /// Rule: sections after = before + inserted − deleted; and for each surviving section, items after = before +
    /// inserted − deleted + moved in − moved out (moves inside one section count neither way).
    ///
    /// A surviving section that is not moved keeps its order among the survivors: UIKit places it in the first
    /// free index after the batch, skipping inserted sections and move targets.
    mutating func counts() {
        let expectedSections = before.count + insertedSections.count - deletedSections.count
        guard after.count == expectedSections else {
            fail(
                .sectionCount,
                "Invalid update: invalid number of sections. The number of sections contained in the \(view.view) after the update (\(after.count)) must be equal to the number of sections contained in the \(view.view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
            )
            return
        }
        // Old section -> new section.
        var newOfOld = Array(repeating: -1, count: before.count)
        var taken = Array(repeating: false, count: after.count)
        for s in insertedSections { taken[s] = true }
        for move in update.movedSections {
            newOfOld[move.source] = move.target
            taken[move.target] = true
        }
        var next = 0
        for s in 0..<before.count where !deletedSections.contains(s) && newOfOld[s] < 0 {
            while next < after.count && taken[next] { next += 1 }
            guard next < after.count else { return }  // impossible once the section count holds
            newOfOld[s] = next
            taken[next] = true
        }

        var inserted = Array(repeating: 0, count: after.count)
        var deleted = Array(repeating: 0, count: before.count)
        var movedIn = Array(repeating: 0, count: after.count)
        var movedOut = Array(repeating: 0, count: before.count)
        for path in Set(update.insertedItems) where !insertedSections.contains(path.section) {
            inserted[path.section] += 1
        }
        for path in Set(update.deletedItems) where !deletedSections.contains(path.section) {
            deleted[path.section] += 1
        }
        for move in update.movedItems where newOfOld[move.source.section] != move.target.section {
            movedOut[move.source.section] += 1
            movedIn[move.target.section] += 1
        }
        for s in 0..<before.count where !deletedSections.contains(s) && !reloadedSections.contains(s) {
            let t = newOfOld[s]
            let expected = before[s] + inserted[t] - deleted[s] + movedIn[t] - movedOut[s]
            if after[t] != expected {
                fail(
                    .itemCount,
                    "Invalid update: invalid number of \(view.items) in section \(t). The number of \(view.items) contained in an existing section after the update (\(after[t])) must be equal to the number of \(view.items) contained in that section before the update (\(before[s])), plus or minus the number of \(view.items) inserted or deleted from that section (\(inserted[t]) inserted, \(deleted[s]) deleted) and plus or minus the number of \(view.items) moved into or out of that section (\(movedIn[t]) moved in, \(movedOut[s]) moved out)."
                )
            }
        }
    }
}
