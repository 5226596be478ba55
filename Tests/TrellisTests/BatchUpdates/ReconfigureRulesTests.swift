import Testing
import Trellis

/// `BatchUpdateRules` for reconfigures (one test per rule) and what `BatchUpdate.replay` does with them.
@Suite("Batch-update rules: reconfigures")
struct ReconfigureRulesTests {
    func violations(_ update: BatchUpdate, _ before: [Int], _ after: [Int]) -> [BatchUpdateViolation] {
        BatchUpdateRules.violations(of: update, before: before, after: after)
    }

    @Test("reconfigures alone, or beside reloads of other rows, are legal")
    func legal() {
        #expect(violations(BatchUpdate(reconfiguredItems: [path(0, 0), path(1, 2)]), [3, 3], [3, 3]).isEmpty)
        #expect(violations(BatchUpdate(reloadedItems: [path(0, 1)], reconfiguredItems: [path(0, 0)]), [3], [3]).isEmpty)
        #expect(
            violations(BatchUpdate(reloadedSections: [1], reconfiguredItems: [path(0, 0)]), [3, 3], [3, 3]).isEmpty)
    }

    @Test("rule: a reconfigure names a row before the batch")
    func range() {
        let found = violations(BatchUpdate(reconfiguredItems: [path(0, 3)]), [3], [3])
        #expect(found.map(\.rule) == [.itemOutOfRange])
        #expect(
            found.first?.message
                == "attempt to reconfigure row 3 from section 0 which only contains 3 rows before the update")
        #expect(violations(BatchUpdate(reconfiguredItems: [path(2, 0)]), [3], [3]).map(\.rule) == [.sectionOutOfRange])
    }

    @Test("rule: a row is reconfigured once")
    func duplicate() {
        let found = violations(BatchUpdate(reconfiguredItems: [path(0, 1), path(0, 1)]), [3], [3])
        #expect(found.map(\.rule) == [.duplicate])
        #expect(
            found.first?.message
                == "attempt to reconfigure the same index path more than once (<NSIndexPath> {length = 2, path = 0 - 1})"
        )
    }

    @Test("rule: a row is not both reconfigured and reloaded, deleted or moved")
    func conflicts() {
        let reload = violations(BatchUpdate(reloadedItems: [path(0, 1)], reconfiguredItems: [path(0, 1)]), [3], [3])
        #expect(reload.map(\.rule) == [.reconfigureConflict])
        #expect(
            reload.first?.message.hasPrefix(
                "attempt to reconfigure and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
                == true)
        let delete = violations(BatchUpdate(deletedItems: [path(0, 1)], reconfiguredItems: [path(0, 1)]), [3], [2])
        #expect(delete.map(\.rule).contains(.reconfigureConflict))
        let move = violations(
            BatchUpdate(movedItems: [.init(source: path(0, 1), target: path(0, 2))], reconfiguredItems: [path(0, 1)]),
            [3], [3])
        #expect(move.map(\.rule).contains(.reconfigureConflict))
    }

    @Test("rule: no reconfigure inside a section the batch deletes or reloads")
    func wholeSection() {
        let found = violations(BatchUpdate(reloadedSections: [0], reconfiguredItems: [path(0, 1)]), [3], [3])
        #expect(found.map(\.rule) == [.itemInWholeSectionChange])
        #expect(
            found.first?.message
                == "attempt to reconfigure row 1 of section 0, which the same update deletes or reloads as a whole")
    }

    @Test(
        "rule: reconfigures share a batch with no insert, delete or move (UIKit does not say which paths they name then)"
    )
    func besideStructuralChanges() {
        let found = violations(BatchUpdate(insertedItems: [path(0, 0)], reconfiguredItems: [path(0, 1)]), [3], [4])
        #expect(found.map(\.rule) == [.reconfigureBesideStructuralChange])
        #expect(
            found.first?.message.hasPrefix("attempt to reconfigure 1 index path in the same update that inserts")
                == true)
        #expect(
            violations(BatchUpdate(deletedSections: [1], reconfiguredItems: [path(0, 1)]), [3, 1], [3])
                .map(\.rule) == [.reconfigureBesideStructuralChange])
    }

    @Test("replay: a reconfigured row is read again where it stands and stays tracked (it keeps its cell)")
    func replay() throws {
        let batch = BatchUpdate(reloadedItems: [path(0, 0)], reconfiguredItems: [path(0, 2)])
        let result = try batch.replay(on: [["a", "b", "c"]], after: [3], tracking: [path(0, 0), path(0, 2)]) { path in
            "new \(path.item)"
        }
        #expect(result.rows == [["new 0", "b", "new 2"]])
        #expect(
            result.tracked == [path(0, 2): path(0, 2)], "the reloaded row lost its cell, the reconfigured one kept it")
        #expect(batch.destinations(of: [path(0, 0), path(0, 2)], before: [3], after: [3]) == [path(0, 2): path(0, 2)])
        #expect(batch.description == "reload items [[0, 0]]; reconfigure items [[0, 2]]")
        #expect(!batch.hasStructuralChanges)
        #expect(batch.changeCount == 2)
    }
}
