import Testing
import Trellis

/// One test per rule in `BatchUpdateRules`, each checking UIKit's own message.
@Suite("Batch-update rules")
struct BatchUpdateRulesTests {
    func move(_ from: ItemPath, _ to: ItemPath) -> BatchUpdate.ItemMove { .init(source: from, target: to) }

    func messages(_ update: BatchUpdate, _ before: [Int], _ after: [Int], _ view: BatchUpdateTarget = .tableView)
        -> [String]
    {
        BatchUpdateRules.violations(of: update, before: before, after: after, view: view).map(\.message)
    }

    @Test("a legal batch has no violations")
    func legal() {
        let update = BatchUpdate(
            deletedSections: [2], insertedSections: [0], deletedItems: [path(0, 1)],
            insertedItems: [path(1, 0)], movedItems: [move(path(1, 0), path(2, 1))])
        #expect(messages(update, [3, 2, 4], [5, 3, 2]) == [])
    }

    @Test("rule: row counts per section, with UIKit's message")
    func rowCounts() {
        let update = BatchUpdate(deletedItems: [path(0, 0), path(0, 1)], insertedItems: [path(0, 0), path(0, 1)])
        #expect(
            messages(update, [11], [12]) == [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (11), plus or minus the number of rows inserted or deleted from that section (2 inserted, 2 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ])
    }

    @Test("rule: counts include moves in and out, and collections say items")
    func itemCountsWithMoves() {
        let update = BatchUpdate(movedItems: [move(path(0, 0), path(1, 0))])
        #expect(messages(update, [2, 1], [1, 2], .collectionView) == [])
        #expect(
            messages(update, [2, 1], [2, 1], .collectionView) == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out).",
                "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).",
            ])
    }

    @Test("rule: section count, with UIKit's message")
    func sectionCount() {
        #expect(
            messages(BatchUpdate(), [0], [0, 0]) == [
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            ])
    }

    @Test("rule: moved sections carry their rows to their new index")
    func sectionMovesMapCounts() {
        let update = BatchUpdate(movedSections: [.init(source: 0, target: 1)])
        #expect(messages(update, [3, 1], [1, 3]) == [])
        #expect(messages(update, [3, 1], [3, 1]).count == 2)
    }

    @Test("rule: deletes and inserts must be in range")
    func ranges() {
        #expect(
            messages(BatchUpdate(deletedItems: [path(0, 10)]), [9], [8]).first
                == "attempt to delete row 10 from section 0 which only contains 9 rows before the update")
        #expect(
            messages(BatchUpdate(deletedItems: [path(0, 0)]), [], []).first
                == "attempt to delete row 0 from section 0, but there are only 0 sections before the update")
        #expect(
            messages(BatchUpdate(insertedItems: [path(0, 6)]), [5], [6], .collectionView).first
                == "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update")
        #expect(
            messages(BatchUpdate(insertedItems: [path(2, 0)]), [1, 1], [1, 1]).first
                == "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
        #expect(
            messages(BatchUpdate(deletedSections: [3]), [1], [0]).first
                == "attempt to delete section 3, but there are only 1 sections before the update")
        #expect(
            messages(BatchUpdate(insertedSections: [4]), [1], [1, 0]).first
                == "attempt to insert section 4 but there are only 2 sections after the update")
    }

    @Test("rule: reloads and move sources are old paths in range")
    func reloadAndMoveRanges() {
        #expect(
            messages(BatchUpdate(reloadedItems: [path(0, 3)]), [3], [3]).first
                == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
        #expect(
            messages(BatchUpdate(movedItems: [move(path(5, 0), path(0, 0))]), [1], [1]).first
                == "attempt to move index path (<NSIndexPath> {length = 2, path = 5 - 0}) from a section that does not exist - there are only 1 sections before the update"
        )
    }

    @Test("rule: no path deleted and reloaded")
    func deleteAndReload() {
        let update = BatchUpdate(deletedItems: [path(0, 94)], reloadedItems: [path(0, 94)])
        #expect(
            messages(update, [100], [99]).first
                == "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 94})")
    }

    @Test("rule: no path deleted and moved")
    func deleteAndMove() {
        let update = BatchUpdate(deletedItems: [path(0, 1)], movedItems: [move(path(0, 1), path(0, 0))])
        #expect(
            messages(update, [2], [1]).first
                == "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"
        )
    }

    @Test("rule: no path inserted and moved to")
    func insertAndMove() {
        let update = BatchUpdate(insertedItems: [path(0, 0)], movedItems: [move(path(0, 1), path(0, 0))])
        #expect(
            messages(update, [2], [3]).first
                == "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"
        )
    }

    @Test("rule: no section inserted and moved to, or deleted and moved")
    func sectionConflicts() {
        #expect(
            messages(
                BatchUpdate(insertedSections: [4], movedSections: [.init(source: 0, target: 4)]),
                Array(repeating: 0, count: 5), Array(repeating: 0, count: 6)
            ).contains("attempt to perform an insert and a move to the same section (4)"))
        #expect(
            messages(BatchUpdate(deletedSections: [1], movedSections: [.init(source: 1, target: 0)]), [0, 0], [0])
                .contains("attempt to perform a delete and a move from the same section (1)"))
    }

    @Test("rule: no duplicate deletes, inserts or move ends")
    func duplicates() {
        #expect(
            messages(BatchUpdate(deletedItems: [path(0, 0), path(0, 0)]), [2], [0]).first
                == "attempt to delete the same index path more than once (<NSIndexPath> {length = 2, path = 0 - 0})")
        #expect(
            messages(BatchUpdate(insertedItems: [path(0, 0), path(0, 0)]), [0], [2]).first
                == "attempt to insert the same index path more than once (<NSIndexPath> {length = 2, path = 0 - 0})")
        let twoTargets = BatchUpdate(movedItems: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))])
        #expect(
            messages(twoTargets, [3], [3], .collectionView).first
                == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to both <NSIndexPath> {length = 2, path = 0 - 1} and <NSIndexPath> {length = 2, path = 0 - 2}"
        )
    }

    @Test("rule: no move out of a deleted section or into an inserted one")
    func wholeSectionMoves() {
        let out = BatchUpdate(deletedSections: [0], movedItems: [move(path(0, 0), path(0, 0))])
        #expect(messages(out, [1, 0], [1]).contains("cannot move a row from a deleted section (0)"))
        let into = BatchUpdate(insertedSections: [1], movedItems: [move(path(0, 0), path(1, 0))])
        #expect(
            messages(into, [1], [0, 1], .collectionView).contains(
                "cannot move an item into a newly inserted section (1)"))
    }

    @Test("rule: no row change inside a section the batch deletes, inserts or reloads (UIKit drops some silently)")
    func wholeSectionChanges() {
        let update = BatchUpdate(
            deletedSections: [0], insertedSections: [1], deletedItems: [path(0, 0)], insertedItems: [path(1, 0)])
        #expect(
            messages(update, [1, 2], [2, 1]) == [
                "attempt to delete row 0 from section 0, which the same update deletes or reloads as a whole",
                "attempt to insert row 0 into section 1, which the same update inserts or reloads as a whole",
            ])
        let reloaded = BatchUpdate(reloadedSections: [0], reloadedItems: [path(0, 1)])
        #expect(
            BatchUpdateRules.violations(of: reloaded, before: [2], after: [2]).map(\.rule) == [
                .itemInWholeSectionChange
            ])
        let insertedIntoReloaded = BatchUpdate(reloadedSections: [0], insertedItems: [path(0, 0)])
        #expect(
            BatchUpdateRules.violations(of: insertedIntoReloaded, before: [1], after: [2]).map(\.rule) == [
                .itemInWholeSectionChange
            ])
        #expect(messages(BatchUpdate(deletedSections: [0]), [1, 2], [2]) == [], "the section alone is fine")
    }

    @Test("rule: a reload does not sit beside a move in one batch (docs/UIKitReference.md, rule 6)")
    func reloadBesideMove() {
        let mixed = BatchUpdate(reloadedItems: [path(0, 2)], movedItems: [move(path(0, 0), path(0, 1))])
        #expect(BatchUpdateRules.violations(of: mixed, before: [3], after: [3]).map(\.rule) == [.reloadBesideMove])
        let sectionReload = BatchUpdate(
            reloadedSections: [1], movedSections: [BatchUpdate.SectionMove(source: 0, target: 2)])
        #expect(
            BatchUpdateRules.violations(of: sectionReload, before: [1, 1, 1], after: [1, 1, 1]).map(\.rule) == [
                .reloadBesideMove
            ])
        #expect(
            BatchUpdateRules.violations(of: BatchUpdate(reloadedItems: [path(0, 2)]), before: [3], after: [3]).isEmpty)
        #expect(
            BatchUpdateRules.violations(
                of: BatchUpdate(movedItems: [move(path(0, 0), path(0, 1))]), before: [3], after: [3]
            ).isEmpty)
    }

    @Test("rule: a path reloaded twice in one batch is reported")
    func repeatedReload() {
        let twice = BatchUpdate(reloadedItems: [path(0, 1), path(0, 1)])
        #expect(BatchUpdateRules.violations(of: twice, before: [2], after: [2]).map(\.rule) == [.duplicate])
    }

    @Test("validate throws the first violation")
    func validateThrows() {
        #expect(throws: BatchUpdateViolation.self) {
            try BatchUpdateRules.validate(BatchUpdate(deletedItems: [path(0, 0)]), before: [1], after: [1])
        }
    }

    @Test("replay applies a batch the way UIKit does")
    func replay() throws {
        let rows = [["a", "b", "c"], ["d"]]
        // Two batches: UIKit's reloads go in a batch of their own (rule 6).
        let update = BatchUpdate(
            deletedItems: [path(0, 0)], insertedItems: [path(1, 0)],
            movedItems: [move(path(1, 0), path(0, 0))])
        let after = [["d", "b", "C"], ["x"]]
        let moved = try update.replay(on: rows, after: after.map(\.count)) { after[$0.section][$0.item] }
        let shown = try BatchUpdate(reloadedItems: [path(0, 2)]).replay(on: moved, after: after.map(\.count)) {
            after[$0.section][$0.item]
        }
        #expect(shown == after)
    }
}
