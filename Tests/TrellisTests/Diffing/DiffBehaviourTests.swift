import Foundation
import Testing
import Trellis
import _TrellisTestSupport

@Suite("Diff behaviour")
struct DiffBehaviourTests {
    @Test("no change gives no stage")
    func noChange() {
        let items = (0..<10).map { TestItem($0) }
        #expect(StagedChangeset(source: items, target: items).isEmpty)
        #expect(StagedChangeset(source: [TestItem](), target: []).isEmpty)
    }

    @Test("a changed content is a reload in its own, last stage, not a delete and insert")
    func contentChangeIsReload() throws {
        let source = [TestItem(1), TestItem(2), TestItem(3)]
        let target = [TestItem(2), TestItem(1, content: 9), TestItem(3)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 2)
        #expect(changeset[0].update.reloadedItems.isEmpty)
        #expect(changeset[0].update.deletedItems.isEmpty && changeset[0].update.insertedItems.isEmpty)
        #expect(changeset[1].update == BatchUpdate(reloadedItems: [ItemPath(item: 1, section: 0)]))
    }

    @Test("moves are the fewest that explain the new order")
    func fewestMoves() {
        let source = (0..<6).map { TestItem($0) }
        // One item from the front to the back: one move, not five.
        let target = Array(source.dropFirst()) + [source[0]]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(
            changeset[0].update.movedItems == [
                .init(source: ItemPath(item: 0, section: 0), target: ItemPath(item: 5, section: 0))
            ])
    }

    @Test("deletes name old paths, inserts name new paths, in one batch")
    func deleteAndInsert() {
        let source = [TestItem(1), TestItem(2), TestItem(3)]
        let target = [TestItem(4), TestItem(1), TestItem(3)]
        let update = StagedChangeset(source: source, target: target)[0].update
        #expect(update.deletedItems == [ItemPath(item: 1, section: 0)])
        #expect(update.insertedItems == [ItemPath(item: 0, section: 0)])
        #expect(update.movedItems.isEmpty)
    }

    @Test("an item moves across sections in the same batch as other changes when no section moves")
    func crossSectionMove() throws {
        let source = [
            TestSection(model: TestItem(0), items: [TestItem(1), TestItem(2)]),
            TestSection(model: TestItem(1), items: [TestItem(3)]),
        ]
        let target = [
            TestSection(model: TestItem(0), items: [TestItem(1)]),
            TestSection(model: TestItem(1), items: [TestItem(2), TestItem(3), TestItem(4)]),
        ]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(
            changeset[0].update.movedItems == [
                .init(source: ItemPath(item: 1, section: 0), target: ItemPath(item: 0, section: 1))
            ])
        #expect(changeset[0].update.insertedItems == [ItemPath(item: 2, section: 1)])
        try ChangesetReplay.check(changeset, from: source, to: target)
    }

    @Test("section moves get their own batch, between deletions and item changes")
    func sectionMovesAreStaged() throws {
        let source = [
            TestSection(model: TestItem(0), items: [TestItem(1), TestItem(2)]),
            TestSection(model: TestItem(1), items: [TestItem(3)]),
            TestSection(model: TestItem(2), items: []),
        ]
        let target = [
            TestSection(model: TestItem(1), items: [TestItem(3), TestItem(2)]),
            TestSection(model: TestItem(0), items: [TestItem(5)]),
        ]
        let changeset = StagedChangeset(source: source, target: target)
        try ChangesetReplay.check(changeset, from: source, to: target)
        #expect(changeset.count == 3)
        #expect(changeset[0].update.deletedSections == [2])
        #expect(changeset[0].update.deletedItems == [ItemPath(item: 0, section: 0)])
        #expect(changeset[1].update.movedSections.count == 1)
        #expect(!changeset[1].update.movedSections.isEmpty && changeset[1].update.deletedItems.isEmpty)
        #expect(changeset[2].update.movedItems.count == 1 && changeset[2].update.insertedItems.count == 1)
    }

    @Test("an item never moves out of a deleted section or into an inserted one: it is deleted and inserted")
    func noMovesAcrossWholeSectionChanges() throws {
        let source = [
            TestSection(model: TestItem(0), items: [TestItem(1)]),
            TestSection(model: TestItem(1), items: [TestItem(2)]),
        ]
        let target = [
            TestSection(model: TestItem(1), items: [TestItem(1)]),
            TestSection(model: TestItem(9), items: [TestItem(2)]),
        ]
        let changeset = StagedChangeset(source: source, target: target)
        try ChangesetReplay.check(changeset, from: source, to: target)
        for stage in changeset { #expect(stage.update.movedItems.isEmpty) }
    }

    @Test("a section whose header content changed is reloaded; its items are not listed again")
    func sectionReload() throws {
        let source = [TestSection(model: TestItem(0), items: [TestItem(1)])]
        let target = [TestSection(model: TestItem(0, content: 1), items: [TestItem(1, content: 1)])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.map(\.update) == [BatchUpdate(reloadedSections: [0])])
        try ChangesetReplay.check(changeset, from: source, to: target)
    }

    @Test("duplicates are paired in order of occurrence: nothing lost or doubled")
    func duplicatesPairInOrder() throws {
        let source = [TestItem(7), TestItem(1), TestItem(7)]
        let target = [TestItem(7), TestItem(7, content: 1), TestItem(7)]
        let changeset = StagedChangeset(source: source, target: target)
        try ChangesetReplay.check(changeset, from: source, to: target)
        #expect(changeset[0].update.deletedItems == [ItemPath(item: 1, section: 0)])
        #expect(changeset[0].update.insertedItems.count == 1)
    }

    @Test("closures give identity and content to types that are not Diffable")
    func closureIdentity() throws {
        struct Row { var key: String; var value: Int }
        let source = [Row(key: "a", value: 1), Row(key: "b", value: 1)]
        let target = [Row(key: "b", value: 2), Row(key: "a", value: 1)]
        let changeset = StagedChangeset(source: source, target: target, identifiedBy: \.key) { $0.value == $1.value }
        #expect(changeset.count == 2)
        #expect(changeset[1].update.reloadedItems == [ItemPath(item: 0, section: 0)])
    }

    @Test("a large diff runs off the main actor and is applied on it")
    func sendableAcrossActors() async throws {
        let scenario = DifferenceKitScenario.fiveThousand()
        let changeset = await Task.detached { StagedChangeset(source: scenario.source, target: scenario.target) }.value
        let rows = try await MainActor.run {
            try ChangesetReplay.check(changeset, from: scenario.source, to: scenario.target)
        }
        #expect(rows == scenario.target)
    }

    @Test("the oracle catches a changeset that does not reach the target")
    func oracleCanFail() {
        let source = [TestItem(1), TestItem(2), TestItem(3)]
        let target = [TestItem(3), TestItem(1), TestItem(2, content: 1)]
        var dropMoves = StagedChangeset(source: source, target: target)
        dropMoves.stages[0].update.movedItems = []
        #expect(throws: ReplayFailure.self) { try ChangesetReplay.check(dropMoves, from: source, to: target) }
        var dropReloads = StagedChangeset(source: source, target: target)
        dropReloads.stages.removeLast()
        #expect(throws: ReplayFailure.self) { try ChangesetReplay.check(dropReloads, from: source, to: target) }
    }

    @Test("the DifferenceKit benchmark scenarios replay exactly")
    func benchmarkScenarios() throws {
        for scenario in [DifferenceKitScenario.fiveThousand(), .hundredThousand()] {
            let changeset = StagedChangeset(source: scenario.source, target: scenario.target)
            try ChangesetReplay.check(changeset, from: scenario.source, to: scenario.target)
        }
    }
}
