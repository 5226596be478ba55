import Testing
import Trellis
import _TrellisTestSupport
@testable import TrellisUIKit
@testable import UIKitStandIn

/// A cell showing a number (the rows of `Counts`).
final class NumberCell: UITableViewCell, ModelTransfer {
    func update(with model: Int) {}
}

/// Content that is only counts: what the table reads before and after a batch.
@MainActor
final class Counts: SectionedContent {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
    func item(at path: ItemPath) -> Any? { path.item }
    func headerModel(forSection section: Int) -> Any? { nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

/// A stand-in table showing `Counts`, fed batches through TrellisUIKit's own batch path (`performBatch`, what the
/// updater calls), with no rule checked before: the stand-in alone decides, as UIKit would.
@MainActor
final class BatchBench {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let manager = TableViewManager()
    let content: Counts

    init(_ counts: [Int]) {
        content = Counts(counts)
        table.completesAnimationsAutomatically = false
        window.addSubview(table)
        manager.registry.register(NumberCell.self)
        manager.attach(to: table, content: content)
    }

    /// Applies `update`, the data source answering `after`; UIKit's exception, if it raised one.
    func apply(_ update: BatchUpdate, after: [Int]) -> StandInException? {
        let raised = table.exceptions.count
        content.counts = after
        table.performBatch(update, animations: RowAnimations(all: .none)) { _ in }
        return table.exceptions.count > raised ? table.exceptions.last : nil
    }
}

private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

@MainActor
@Suite("The stand-in checks batches as UIKit does, with its own code")
struct StandInBatchTests {
    // MARK: UIKit's rules and texts

    @Test("counts: a section's rows after must be its rows before, plus inserted, minus deleted, moved in and out")
    func rowCounts() throws {
        let bench = BatchBench([3])
        let exception = try #require(bench.apply(BatchUpdate(insertedItems: [path(0, 0)]), after: [3]))
        #expect(exception.name == .internalInconsistency)
        #expect(
            exception.reason
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                + "existing section after the update (3) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and "
                + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test("counts: the sections after must be the sections before, plus inserted, minus deleted")
    func sectionCounts() throws {
        let bench = BatchBench([3])
        let exception = try #require(bench.apply(BatchUpdate(), after: [3, 1]))
        #expect(
            exception.reason.hasPrefix(
                "Invalid update: invalid number of sections. The number of sections contained in "
                    + "the table view after the update (2) must be equal to the number of sections contained in the table view before "
                    + "the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            ))
    }

    @Test("places: deletes and reloads in the rows before, inserts in the rows after")
    func places() {
        #expect(
            BatchBench([3]).apply(BatchUpdate(deletedItems: [path(0, 5)]), after: [2])?.reason
                == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        #expect(
            BatchBench([3]).apply(BatchUpdate(deletedItems: [path(2, 0)]), after: [2])?.reason
                == "attempt to delete row 0 from section 2, but there are only 1 sections before the update")
        #expect(
            BatchBench([3]).apply(BatchUpdate(insertedItems: [path(0, 4)]), after: [4])?.reason
                == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update")
        #expect(
            BatchBench([3]).apply(BatchUpdate(insertedSections: [3]), after: [3, 0])?.reason
                == "attempt to insert section 3 but there are only 2 sections after the update")
    }

    @Test("conflicts: a place is deleted, reloaded or moved from once; inserted or moved to once")
    func conflicts() {
        #expect(
            BatchBench([3]).apply(BatchUpdate(deletedItems: [path(0, 1)], reloadedItems: [path(0, 1)]), after: [2])?
                .reason
                .hasPrefix("attempt to delete and reload the same index path") == true)
        #expect(
            BatchBench([3]).apply(
                BatchUpdate(deletedItems: [path(0, 1)], movedItems: [.init(source: path(0, 1), target: path(0, 0))]),
                after: [2])?.reason
                .hasPrefix("attempt to perform a delete and a move from the same index path") == true)
        #expect(
            BatchBench([3]).apply(
                BatchUpdate(insertedItems: [path(0, 0)], movedItems: [.init(source: path(0, 2), target: path(0, 0))]),
                after: [4])?.reason
                .hasPrefix("attempt to perform an insert and a move to the same index path") == true)
        #expect(
            BatchBench([3]).apply(
                BatchUpdate(movedItems: [
                    .init(source: path(0, 2), target: path(0, 0)), .init(source: path(0, 2), target: path(0, 1)),
                ]),
                after: [3])?.reason.hasPrefix("attempt to move index path") == true)
    }

    @Test(
        "whole sections: a row cannot leave a deleted section nor enter an inserted one; rows inside them are dropped")
    func wholeSections() {
        #expect(
            BatchBench([2, 2]).apply(
                BatchUpdate(deletedSections: [0], movedItems: [.init(source: path(0, 0), target: path(0, 0))]),
                after: [3])?.reason
                == "cannot move a row from a deleted section")
        #expect(
            BatchBench([2]).apply(
                BatchUpdate(insertedSections: [1], movedItems: [.init(source: path(0, 0), target: path(1, 0))]),
                after: [1, 1])?.reason
                == "cannot move a row into a newly inserted section (1)")
        #expect(
            BatchBench([2, 2]).apply(BatchUpdate(deletedSections: [0], deletedItems: [path(0, 1)]), after: [2]) == nil)
        #expect(
            BatchBench([2]).apply(BatchUpdate(insertedSections: [1], insertedItems: [path(1, 0)]), after: [2, 3]) == nil
        )
    }

    @Test("a reload beside a move lands where the deletes and inserts put it: on a move's target, UIKit raises")
    func reloadOnAMoveTarget() throws {
        let bench = BatchBench([3])
        let update = BatchUpdate(
            reloadedItems: [path(0, 0)], movedItems: [.init(source: path(0, 2), target: path(0, 0))])
        let exception = try #require(bench.apply(update, after: [3]))
        #expect(exception.reason.hasPrefix("attempt to perform an insert and a move to the same index path"))
    }

    @Test(
        "a reload beside a move can refresh another row than the one reloaded: the stand-in flags what UIKit does silently"
    )
    func reloadOfTheWrongRow() throws {
        let bench = BatchBench([4])
        let update = BatchUpdate(
            reloadedItems: [path(0, 2)], movedItems: [.init(source: path(0, 0), target: path(0, 3))])
        let exception = try #require(bench.apply(update, after: [4]))
        #expect(exception.name == .silentMisbehaviour)
        #expect(
            exception.reason.contains("UIKit reloads row 2 of section 0 for the row that was 2, which is now row 1"))
    }

    // MARK: Against the engine's rules

    @Test("whatever the engine's rules accept, the stand-in accepts, and shows the same rows after")
    func engineAndStandInAgree() {
        var accepted = 0
        for seed in UInt64(0)..<1500 {
            var random = SeededGenerator(seed: seed)
            let sample = RandomBatch.make(&random)
            guard BatchUpdateRules.violations(of: sample.update, before: sample.before, after: sample.after).isEmpty
            else { continue }
            accepted += 1
            switch StandInVerdict(sample) {
            case .rejected(let exception):
                Issue.record(
                    "seed \(seed): the engine accepts \(sample.update) (\(sample.before) -> \(sample.after)), UIKit raises \(exception)"
                )
            case .accepted(let rows):
                #expect(
                    rows == sample.engineRows, "seed \(seed): \(sample.update) (\(sample.before) -> \(sample.after))")
            }
        }
        #expect(accepted > 300, "the generator made too few batches the engine accepts (\(accepted))")
    }

    @Test(
        "an engine rule broken on purpose lets through a batch the stand-in refuses",
        arguments: [
            BatchUpdateViolation.Rule.itemCount, .sectionCount, .itemOutOfRange, .sectionOutOfRange, .deleteConflict,
            .insertConflict, .moveFromDeletedSection, .moveIntoInsertedSection,
        ])
    func brokenRuleIsCaught(_ rule: BatchUpdateViolation.Rule) {
        // The engine's rules as they would be if `rule` were wrong (never reported): the same property as above,
        // `engineAndStandInAgree`, must then fail for some batch.
        for seed in UInt64(0)..<3000 {
            var random = SeededGenerator(seed: seed)
            let sample = RandomBatch.make(&random)
            let broken = BatchUpdateRules.violations(of: sample.update, before: sample.before, after: sample.after)
                .filter { $0.rule != rule }
            guard broken.isEmpty, case .rejected = StandInVerdict(sample) else { continue }
            return  // caught: this seed's batch passes the broken rules and UIKit refuses it
        }
        Issue.record("no batch passed the engine's rules without '\(rule)' and was refused by the stand-in")
    }

    @Test(
        "a reload beside a move that the engine's rules accepted reaches the stand-in through TrellisUIKit's batch path, and UIKit's exception follows"
    )
    func wrongRuleThroughTheBatchPath() throws {
        // Rule 6 of docs/UIKitReference.md: whatever BatchUpdateRules says of this batch, a view that gets it raises.
        let bench = BatchBench([4])
        let update = BatchUpdate(
            reloadedItems: [path(0, 1)], movedItems: [.init(source: path(0, 3), target: path(0, 1))])
        let exception = try #require(bench.apply(update, after: [4]))
        #expect(exception.reason.hasPrefix("attempt to perform an insert and a move to the same index path"))
        #expect(bench.table.updateLog.last.map { if case .rejected = $0 { true } else { false } } == true)
    }
}

/// What the stand-in does with a sample batch: its rows after (new rows as -1), or UIKit's exception.
enum StandInVerdict {
    case accepted([[Int]])
    case rejected(StandInException)

    init(_ sample: RandomBatch) {
        var batch = StandInBatch()
        batch.deletedSections = sample.update.deletedSections
        batch.insertedSections = sample.update.insertedSections
        batch.reloadedSections = sample.update.reloadedSections
        batch.movedSections = sample.update.movedSections.map { StandInBatch.Move(from: $0.source, to: $0.target) }
        batch.deletedItems = sample.update.deletedItems.map(\.indexPath)
        batch.insertedItems = sample.update.insertedItems.map(\.indexPath)
        batch.reloadedItems = sample.update.reloadedItems.map(\.indexPath)
        batch.movedItems = sample.update.movedItems.map {
            StandInBatch.Move(from: $0.source.indexPath, to: $0.target.indexPath)
        }
        let check = BatchCheck(batch: batch, before: sample.before, after: sample.after, words: .table)
        do throws(StandInException) {
            self = .accepted(try check.apply(to: sample.rows) { -1 }.rows)
        } catch {
            self = .rejected(error)
        }
    }
}

/// A random batch over random counts: mostly one UIKit accepts (the counts after follow from the changes), sometimes
/// with one thing wrong. Reloads never share a section with a move (UIKit's rule 6, which the engine's rules check
/// only from issue 12 on: the agreement test states what both sides define).
struct RandomBatch {
    var before: [Int]
    var after: [Int]
    var update: BatchUpdate

    /// The rows before: a distinct token per row.
    var rows: [[Int]] {
        var next = 0
        return before.map { count in
            (0..<count).map { _ in
                next += 1; return next
            }
        }
    }

    /// The engine's rows after the batch (new rows as -1).
    var engineRows: [[Int]]? {
        try? update.replay(on: rows, after: after, view: .tableView) { _ in -1 }
    }

    static func make(_ random: inout SeededGenerator) -> RandomBatch {
        let before = (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 0...5, using: &random) }
        var update = BatchUpdate()
        // Sections: some deleted, some reloaded, the rest survive; some survivors move.
        var survivors: [Int] = []
        for section in before.indices {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: update.deletedSections.append(section)
            case 1: update.reloadedSections.append(section)
            default: survivors.append(section)
            }
        }
        let inserted = Int.random(in: 0...1, using: &random)
        let newCount = before.count - update.deletedSections.count + inserted
        var free = Array(0..<newCount)
        free.shuffle(using: &random)
        update.insertedSections = Array(free.prefix(inserted)).sorted()
        free.removeFirst(inserted)
        // Reloaded sections land where deletes and inserts put them; with no section move, that is their order.
        let moving =
            update.reloadedSections.isEmpty ? survivors.filter { _ in Int.random(in: 0..<5, using: &random) == 0 } : []
        var targets = Set(update.insertedSections)
        var sectionMoves: [Int: Int] = [:]
        for section in moving {
            guard let target = free.filter({ !targets.contains($0) }).randomElement(using: &random) else { continue }
            sectionMoves[section] = target
            targets.insert(target)
        }
        update.movedSections = sectionMoves.sorted { $0.key < $1.key }.map { .init(source: $0.key, target: $0.value) }
        var newOfOld: [Int: Int] = sectionMoves
        let staying = before.indices.filter { !update.deletedSections.contains($0) && sectionMoves[$0] == nil }
        let stayingFree = (0..<newCount).filter { !targets.contains($0) }
        for (old, new) in zip(staying, stayingFree) { newOfOld[old] = new }
        var after = Array(repeating: 0, count: newCount)
        for section in update.insertedSections { after[section] = Int.random(in: 0...3, using: &random) }
        for old in update.reloadedSections {
            if let new = newOfOld[old] { after[new] = Int.random(in: 0...4, using: &random) }
        }

        // Rows of the sections that keep theirs: deletes, reloads, moves out, inserts, moves in.
        let keeping = survivors.filter { newOfOld[$0] != nil }
        var leaving: [Int: Set<Int>] = [:], incoming: [Int: [ItemPath]] = [:], inserts: [Int: Int] = [:]
        var sectionsWithMoves = Set<Int>()
        for old in keeping {
            for row in 0..<before[old] {
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    update.deletedItems.append(path(old, row))
                    leaving[old, default: []].insert(row)
                case 1:
                    let to = keeping.randomElement(using: &random)!
                    incoming[newOfOld[to]!, default: []].append(path(old, row))
                    leaving[old, default: []].insert(row)
                    sectionsWithMoves.insert(old)
                    sectionsWithMoves.insert(to)
                default: break
                }
            }
            inserts[newOfOld[old]!] = Int.random(in: 0...2, using: &random)
        }
        for old in keeping {
            let new = newOfOld[old]!
            let count = before[old] - (leaving[old]?.count ?? 0) + (incoming[new]?.count ?? 0) + inserts[new]!
            after[new] = count
            var slots = Array(0..<count)
            slots.shuffle(using: &random)
            for source in incoming[new] ?? [] {
                update.movedItems.append(.init(source: source, target: path(new, slots.removeLast())))
            }
            for _ in 0..<inserts[new]! { update.insertedItems.append(path(new, slots.removeLast())) }
            if !sectionsWithMoves.contains(old) {
                for row in 0..<before[old]
                where !(leaving[old]?.contains(row) ?? false) && Int.random(in: 0..<6, using: &random) == 0 {
                    update.reloadedItems.append(path(old, row))
                }
            }
        }

        // Sometimes one thing wrong, mostly keeping the counts right, so that only the rule it breaks can tell.
        if Int.random(in: 0..<3, using: &random) == 0 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !after.isEmpty:
                after[Int.random(in: 0..<after.count, using: &random)] += 1
            case 1:
                after.append(0)
            case 2 where !update.insertedItems.isEmpty:
                // An insert past the end of its section.
                let index = Int.random(in: 0..<update.insertedItems.count, using: &random)
                let section = update.insertedItems[index].section
                update.insertedItems[index] = path(section, after[section])
            case 3 where !update.deletedItems.isEmpty:
                // A delete past the end of its section.
                let index = Int.random(in: 0..<update.deletedItems.count, using: &random)
                let section = update.deletedItems[index].section
                update.deletedItems[index] = path(section, before[section])
            case 4 where !update.deletedItems.isEmpty:
                // A row deleted and reloaded.
                update.reloadedItems.append(update.deletedItems[0])
            case 5 where !update.movedItems.isEmpty:
                // A row moved and reloaded.
                update.reloadedItems.append(update.movedItems[0].source)
            case 6:
                // An insert and a move to the same place (the counts stay right; a place stays empty).
                if let move = update.movedItems.first,
                    let index = update.insertedItems.firstIndex(where: { $0.section == move.target.section })
                {
                    update.insertedItems[index] = move.target
                }
            case 7 where !update.insertedSections.isEmpty && !update.deletedItems.isEmpty:
                // A deleted row moved into an inserted section instead (its old section loses it either way).
                let row = update.deletedItems.removeFirst(), section = update.insertedSections[0]
                update.movedItems.append(.init(source: row, target: path(section, 0)))
                after[section] = max(after[section], 1)
            case 8 where !update.deletedSections.isEmpty && before[update.deletedSections[0]] > 0 && !keeping.isEmpty:
                // A row moved out of a deleted section (its new section grows by one, so its count holds).
                let new = newOfOld[keeping[0]]!
                update.movedItems.append(
                    .init(source: path(update.deletedSections[0], 0), target: path(new, after[new])))
                after[new] += 1
            default:
                update.insertedItems.append(
                    path(Int.random(in: 0...newCount, using: &random), Int.random(in: 0...6, using: &random)))
            }
        }
        return RandomBatch(before: before, after: after, update: update)
    }
}
