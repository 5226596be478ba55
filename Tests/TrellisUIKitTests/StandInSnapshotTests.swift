import Testing
import _TrellisTestSupport
@testable import UIKitStandIn

typealias StandInTestSnapshot = NSDiffableDataSourceSnapshot<String, Int>

/// A snapshot with sections "a" (1, 2, 3) and "b" (4, 5).
private func abSnapshot() -> StandInTestSnapshot {
    var snapshot = StandInTestSnapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5], toSection: "b")
    return snapshot
}

/// The sections and their items, to compare two snapshots.
private func layout(_ snapshot: StandInTestSnapshot) -> [String: [Int]] {
    Dictionary(uniqueKeysWithValues: snapshot.sections.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
}

/// The snapshot's own bookkeeping agrees with its sections and items, and no identifier is there twice.
private func invariantsHold(_ snapshot: StandInTestSnapshot) -> Bool {
    let all = snapshot.items.flatMap { $0 }
    return Set(all).count == all.count && Set(snapshot.sections).count == snapshot.sections.count
        && snapshot.items.count == snapshot.sections.count && snapshot.sectionOfItem.count == all.count
        && zip(snapshot.sections, snapshot.items).allSatisfy { section, items in
            items.allSatisfy { snapshot.sectionOfItem[$0] == section }
        }
}

/// The snapshot refuses what UIKit refuses, with UIKit's texts, and changes nothing then; it moves an item appended or
/// inserted again, as UIKit does. Sources: `docs/UIKitStandIn-sources.md`, "Diffable snapshots".
@Suite("The stand-in's snapshot refuses what UIKit refuses")
struct StandInSnapshotTests {
    /// Each refused edit: what it does to `abSnapshot()`, and UIKit's reason.
    static let refused: [(String, @Sendable (inout StandInTestSnapshot) -> Void, String)] = [
        (
            "items appended to no section",
            {
                $0.deleteAllItems(); $0.appendItems([1])
            },
            "There are currently no sections in the data source. Please add a section first."
        ),
        (
            "items appended to a section not there", { $0.appendItems([9], toSection: "z") },
            "Invalid parameter not satisfying: section != NSNotFound"
        ),
        (
            "an item repeated in one append", { $0.appendItems([9, 9]) },
            "supplied item identifiers are not unique. Duplicate identifiers: {(9)}"
        ),
        (
            "items inserted before an item not there", { $0.insertItems([9], beforeItem: 42) },
            "Invalid parameter not satisfying: section != NSNotFound"
        ),
        (
            "items inserted after themselves", { $0.insertItems([9, 2], afterItem: 2) },
            "Invalid update: destination for insertion operation [2] is in the insertion identifier list for update: [9, 2]"
        ),
        (
            "an item not there moved", { $0.moveItem(42, beforeItem: 1) },
            "Invalid parameter not satisfying: fromIndex != NSNotFound"
        ),
        (
            "an item moved before one not there", { $0.moveItem(1, afterItem: 42) },
            "Invalid parameter not satisfying: toIndex != NSNotFound"
        ),
        (
            "an item moved beside itself", { $0.moveItem(1, beforeItem: 1) },
            "Invalid update: destination for move operation [1] is in the move identifier list for update: [1]"
        ),
        (
            "an item not there reloaded", { $0.reloadItems([42]) },
            "Attempted to reload item identifier that does not exist in the snapshot: 42"
        ),
        (
            "an item not there reconfigured", { $0.reconfigureItems([42]) },
            "Attempted to reconfigure item identifier that does not exist in the snapshot: 42"
        ),
        (
            "a section appended again", { $0.appendSections(["b"]) },
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: (b)"
        ),
        (
            "a section repeated in one append", { $0.appendSections(["z", "z"]) },
            "supplied section identifiers are not unique. Duplicate identifiers: {(z)}"
        ),
        (
            "sections inserted before one not there", { $0.insertSections(["z"], beforeSection: "q") },
            "Invalid parameter not satisfying: insertIndex != NSNotFound"
        ),
        (
            "a section not there moved", { $0.moveSection("q", afterSection: "a") },
            "Invalid parameter not satisfying: fromSection != NSNotFound"
        ),
        (
            "a section moved after one not there", { $0.moveSection("a", afterSection: "q") },
            "Invalid parameter not satisfying: toSection != NSNotFound"
        ),
        (
            "a section not there reloaded", { $0.reloadSections(["q"]) },
            "Attempted to reload section identifier that does not exist in the snapshot: q"
        ),
    ]

    @Test("a refused edit raises UIKit's exception and changes nothing", arguments: refused.indices)
    func refusedEdits(index: Int) {
        let (name, edit, reason) = Self.refused[index]
        var snapshot = abSnapshot()
        if name == "items appended to no section" { snapshot.deleteAllItems() }
        let before = layout(snapshot)
        let ((), exceptions) = StandInExceptions.recording { edit(&snapshot) }
        #expect(exceptions.map(\.reason) == [reason], "\(name)")
        #expect(layout(snapshot) == before, "\(name) changes nothing")
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(invariantsHold(snapshot))
    }

    @Test("the items of a section not there: UIKit raises (from iOS 14); the stand-in answers none")
    func itemsOfMissingSection() {
        let snapshot = abSnapshot()
        let (count, exceptions) = StandInExceptions.recording { snapshot.numberOfItems(inSection: "q") }
        #expect(count == 0)
        #expect(exceptions.first?.reason.hasPrefix("Section identifier was not found.") == true)
    }

    @Test("an item appended or inserted that is there already is moved into place, not doubled")
    func existingItemsMove() {
        var snapshot = abSnapshot()
        let ((), exceptions) = StandInExceptions.recording {
            snapshot.appendItems([1, 4], toSection: "b")
            snapshot.insertItems([5], beforeItem: 2)
        }
        #expect(exceptions.isEmpty)
        #expect(layout(snapshot) == ["a": [5, 2, 3], "b": [1, 4]])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.indexOfItem(4) == 4)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        #expect(invariantsHold(snapshot))
    }

    @Test("deleting what is not there does nothing; deleteAllItems removes the sections too")
    func deletes() {
        var snapshot = abSnapshot()
        let ((), exceptions) = StandInExceptions.recording {
            snapshot.deleteItems([42, 2])
            snapshot.deleteSections(["q", "b"])
        }
        #expect(exceptions.isEmpty)
        #expect(layout(snapshot) == ["a": [1, 3]])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("random edits, legal or not: no identifier is ever there twice, and a refused edit changes nothing")
    func randomEdits() {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            var snapshot = StandInTestSnapshot()
            for step in 0..<60 {
                let before = snapshot
                let item = { Int.random(in: 0..<12, using: &random) }
                let section = { ["a", "b", "c", "d"].randomElement(using: &random)! }
                let ((), raised) = StandInExceptions.recording {
                    switch Int.random(in: 0..<12, using: &random) {
                    case 0: snapshot.appendSections([section()])
                    case 1:
                        snapshot.appendItems(
                            [item(), item()], toSection: Bool.random(using: &random) ? nil : section())
                    case 2: snapshot.insertItems([item()], beforeItem: item())
                    case 3: snapshot.insertItems([item(), item()], afterItem: item())
                    case 4: snapshot.moveItem(item(), beforeItem: item())
                    case 5: snapshot.moveItem(item(), afterItem: item())
                    case 6: snapshot.deleteItems([item()])
                    case 7: snapshot.deleteSections([section()])
                    case 8: snapshot.insertSections([section()], afterSection: section())
                    case 9: snapshot.moveSection(section(), beforeSection: section())
                    case 10: snapshot.reloadItems([item()])
                    default: snapshot.appendItems([item()])
                    }
                }
                guard invariantsHold(snapshot) else {
                    Issue.record("seed \(seed), step \(step): the snapshot's bookkeeping broke")
                    break
                }
                if !raised.isEmpty && layout(snapshot) != layout(before) {
                    Issue.record("seed \(seed), step \(step): a refused edit changed the snapshot (\(raised))")
                    break
                }
            }
        }
    }
}
