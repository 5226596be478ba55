import Foundation
import Testing
@testable import Trellis
import _TrellisTestSupport

/// Step 2 of the diff: what did not change is compared once and skipped. Every case checks that the result is
/// exactly the full diff's (step 2 left out) and that it replays onto the target (the oracle).
@Suite("Diff: unchanged content is skipped")
struct DiffUnchangedTests {
    @Test("an unchanged list gives no stage, as a fresh copy of equal items or as the same array")
    func unchangedFlat() throws {
        let source = (0..<1_000).map { TestItem($0, content: $0 % 3) }
        #expect(try checkFlat(source, source.map { $0 }).isEmpty)
        #expect(try checkFlat(source, source).isEmpty)
        #expect(try checkFlat([], []).isEmpty)
        // The last item changed only in content, or only in identity: the comparison must reach it.
        var reloaded = source.map { $0 }
        reloaded[999].content += 1
        #expect(try checkFlat(source, reloaded).map(\.update) == [BatchUpdate(reloadedItems: [path(0, 999)])])
        var replaced = source.map { $0 }
        replaced[999] = TestItem(5_000)
        #expect(
            try checkFlat(source, replaced).map(\.update)
                == [BatchUpdate(deletedItems: [path(0, 999)], insertedItems: [path(0, 999)])])
        // The same in the middle, with the first and last items unchanged.
        var middle = source.map { $0 }
        middle[500] = TestItem(5_000)
        middle[600].content += 1
        #expect(
            try checkFlat(source, middle).map(\.update) == [
                BatchUpdate(deletedItems: [path(0, 500)], insertedItems: [path(0, 500)]),
                BatchUpdate(reloadedItems: [path(0, 600)]),
            ])
    }

    @Test("unchanged sections give no stage, as fresh copies or sharing their arrays")
    func unchangedSections() throws {
        let source = sections(count: 30, size: 40)
        let fresh = source.map { TestSection(model: $0.model, items: $0.items.map { $0 }) }
        #expect(try checkSectioned(source, fresh).isEmpty)
        #expect(try checkSectioned(source, source).isEmpty)
        #expect(try checkSectioned([TestSection](), []).isEmpty)
        // Shared item arrays, but one section's header changed: that section is reloaded, nothing else.
        var header = source
        header[7].model.content += 1
        #expect(try checkSectioned(source, header).map(\.update) == [BatchUpdate(reloadedSections: [7])])
    }

    @Test("one changed section among many unchanged ones gives the changes of that section alone")
    func oneSectionChanged() throws {
        let source = sections(count: 50, size: 20)
        var target = source.map { TestSection(model: $0.model, items: $0.items.map { $0 }) }
        var items = target[31].items
        items.remove(at: 3)
        items.insert(TestItem(9_999), at: 10)
        items.insert(items.remove(at: 15), at: 0)
        items[18].content += 1
        target[31].items = items
        let changeset = try checkSectioned(source, target)
        let alone = StagedChangeset(source: source[31].items, target: target[31].items)
        #expect(
            changeset.map(\.update)
                == alone.map { stage in
                    var update = stage.update
                    update.deletedItems = update.deletedItems.map { path(31, $0.item) }
                    update.insertedItems = update.insertedItems.map { path(31, $0.item) }
                    update.movedItems = update.movedItems.map {
                        .init(source: path(31, $0.source.item), target: path(31, $0.target.item))
                    }
                    update.reloadedItems = update.reloadedItems.map { path(31, $0.item) }
                    return update
                })
    }

    @Test("an item that moves between two otherwise unchanged sections makes both changed")
    func itemMovesBetweenSections() throws {
        let source = sections(count: 10, size: 8)
        // One item leaves section 2 for section 6.
        var moved = source.map { TestSection(model: $0.model, items: $0.items.map { $0 }) }
        moved[6].items.insert(moved[2].items.remove(at: 4), at: 1)
        let changeset = try checkSectioned(source, moved)
        #expect(changeset.map(\.update) == [BatchUpdate(movedItems: [.init(source: path(2, 4), target: path(6, 1))])])
        // Two items exchanged at the same place: both sections keep their counts.
        var exchanged = source
        (exchanged[3].items[5], exchanged[8].items[5]) = (exchanged[8].items[5], exchanged[3].items[5])
        let exchange = try checkSectioned(source, exchanged)
        #expect(
            exchange.map(\.update) == [
                BatchUpdate(movedItems: [
                    .init(source: path(8, 5), target: path(3, 5)), .init(source: path(3, 5), target: path(8, 5)),
                ])
            ])
    }

    @Test("a duplicate brought into an otherwise unchanged section is paired and reported as by the full diff")
    @MainActor
    func duplicateIntoUnchangedSection() throws {
        let source = (0..<6).map { s in
            DiffSection(model: s, items: (0..<5).map { Probe(id: s * 10 + $0) })
        }
        var target = source.map { DiffSection(model: $0.model, items: $0.items.map { $0 }) }
        target[2].items[3] = target[2].items[2]  // 22 twice, 23 gone: the count is unchanged
        let ten = target[1].items.removeFirst()  // 10 leaves section 1 for section 4, twice
        target[4].items.insert(ten, at: 2)
        target[4].items.insert(ten, at: 4)
        var skipped = StagedChangeset<[DiffSection<Int, Probe>]>()
        let reported = capturingProbeAnomalies { skipped = StagedChangeset(source: source, target: target) }
        var full = StagedChangeset<[DiffSection<Int, Probe>]>()
        let reportedByFull = capturingProbeAnomalies {
            full = StagedChangeset(source: source, target: target, reportingDuplicates: true, skippingUnchanged: false)
        }
        #expect(skipped == full)
        #expect(reported.map(String.init(describing:)) == reportedByFull.map(String.init(describing:)))
        #expect(reported.count == 1, "the second 10 has no old occurrence left: \(reported)")
        try ChangesetReplay.check(skipped, from: source, to: target)
        #expect(
            skipped.map(\.update) == [
                BatchUpdate(
                    deletedItems: [path(2, 3)], insertedItems: [path(2, 3), path(4, 4)],
                    movedItems: [.init(source: path(1, 0), target: path(4, 2))])
            ])
    }

    @Test("a reload in one section of many unchanged ones is the only change")
    func reloadInOneSection() throws {
        let source = sections(count: 20, size: 30)
        var target = source.map { TestSection(model: $0.model, items: $0.items.map { $0 }) }
        target[12].items[29].content += 1
        #expect(try checkSectioned(source, target).map(\.update) == [BatchUpdate(reloadedItems: [path(12, 29)])])
        // A section changed only in content, after a long unchanged prefix, next to an identity change.
        target[5].items[20].content += 1
        target[5].items[21] = TestItem(7_777)
        #expect(
            try checkSectioned(source, target).map(\.update) == [
                BatchUpdate(deletedItems: [path(5, 21)], insertedItems: [path(5, 21)]),
                BatchUpdate(reloadedItems: [path(5, 20), path(12, 29)]),
            ])
    }

    @Test("unchanged sections still move, arrive, leave and reload as sections")
    func sectionChangesAroundUnchangedItems() throws {
        let source = sections(count: 6, size: 4)
        // Every section keeps its items; one moves and one gets a new header.
        var moved = source
        moved.swapAt(1, 4)
        moved[0].model.content += 1
        let moves = try checkSectioned(source, moved)
        #expect(
            moves.map(\.update) == [
                BatchUpdate(movedSections: [.init(source: 4, target: 1), .init(source: 1, target: 4)]),
                BatchUpdate(reloadedSections: [0]),
            ])
        // Sections leave, arrive, move and reload together.
        var target = source
        target.insert(target.remove(at: 4), at: 1)  // section 4 moves up, items unchanged
        target.remove(at: 0)  // section 0 leaves
        target.append(TestSection(model: TestItem(50), items: [TestItem(5_000)]))
        target[2].model.content += 1  // a header changes
        let changeset = try checkSectioned(source, target)
        #expect(changeset.contains { !$0.update.movedSections.isEmpty })
        #expect(changeset.contains { $0.update.deletedSections == [0] })
        #expect(changeset.contains { $0.update.insertedSections == [5] })
        #expect(changeset.last?.update == BatchUpdate(reloadedSections: [2]))
        #expect(changeset.allSatisfy { $0.update.movedItems.isEmpty && $0.update.insertedItems.isEmpty })
    }

    @Test("property: a mostly unchanged list")
    func mostlyUnchangedFlat() throws {
        for seed in 0..<DiffPropertyTests.cases {
            var random = RandomContent(seed: 6_000_000 + seed)
            let duplicates = seed.isMultiple(of: 2)
            let source = random.items(random.size(), duplicates: duplicates)
            let target = random.mostlyUnchanged(source, duplicates: duplicates)
            do { _ = try checkFlat(source, target) } catch {
                Issue.record("seed \(6_000_000 + seed) (mostly unchanged list): \(error)")
            }
        }
    }

    @Test("property: mostly unchanged sections, unique identities")
    func mostlyUnchangedUnique() throws {
        for seed in 0..<DiffPropertyTests.cases { checkMostlyUnchanged(seed: 4_000_000 + seed, duplicates: false) }
    }

    @Test("property: mostly unchanged sections, duplicates within and across sections")
    func mostlyUnchangedDuplicates() throws {
        for seed in 0..<DiffPropertyTests.cases { checkMostlyUnchanged(seed: 5_000_000 + seed, duplicates: true) }
    }
}

// MARK: - Helpers

/// A model whose anomalies this suite can tell apart from those of suites running at the same time.
private struct Probe: Identifiable, Hashable, Diffable, CustomStringConvertible {
    struct ID: Hashable, CustomStringConvertible {
        var value: Int
        var description: String { "Probe\(value)" }
    }
    var id: ID
    init(id: Int) { self.id = ID(value: id) }
    var description: String { id.description }
}

/// `count` sections of `size` items with distinct identities; section `s` is identified by `s`.
private func sections(count: Int, size: Int) -> [TestSection] {
    (0..<count).map { s in TestSection(model: TestItem(s), items: (0..<size).map { TestItem(s * 1_000 + $0) }) }
}

/// The flat diff, checked against the full diff (no unchanged prefix) and the oracle.
private func checkFlat(_ source: [TestItem], _ target: [TestItem]) throws -> StagedChangeset<[TestItem]> {
    let skipped = StagedChangeset(source: source, target: target)
    let full = StagedChangeset(
        source: source, target: target, unchangedPrefix: 0,
        identifiedBy: { $0.diffIdentity }, hasSameContent: { $0.hasSameContent(as: $1) })
    #expect(skipped == full, "the skip changed the result")
    try ChangesetReplay.check(skipped, from: source, to: target)
    return skipped
}

/// The sectioned diff, checked against the full diff (step 2 left out) and the oracle.
private func checkSectioned(_ source: [TestSection], _ target: [TestSection]) throws -> StagedChangeset<[TestSection]> {
    let skipped = StagedChangeset(source: source, target: target)
    let full = StagedChangeset(source: source, target: target, reportingDuplicates: false, skippingUnchanged: false)
    #expect(skipped == full, "the skip changed the result")
    try ChangesetReplay.check(skipped, from: source, to: target)
    return skipped
}

/// One seeded pair of many sections, most unchanged; records the seed on failure.
private func checkMostlyUnchanged(seed: UInt64, duplicates: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    var random = RandomContent(seed: seed)
    let source = random.manySections(duplicates: duplicates)
    let target = random.mostlyUnchanged(source, duplicates: duplicates)
    let skipped = StagedChangeset(source: source, target: target, reportingDuplicates: false)
    let full = StagedChangeset(source: source, target: target, reportingDuplicates: false, skippingUnchanged: false)
    if skipped != full {
        let difference = "the skip gave\n\(skipped)\nthe full diff gave\n\(full)"
        Issue.record(
            "seed \(seed) (mostly unchanged, duplicates: \(duplicates)): \(difference)",
            sourceLocation: sourceLocation)
        return
    }
    do { try ChangesetReplay.check(skipped, from: source, to: target) } catch {
        Issue.record(
            "seed \(seed) (mostly unchanged, duplicates: \(duplicates)): \(error)", sourceLocation: sourceLocation)
    }
}

/// The anomalies about `Probe` items reported while `body` runs; every other one goes to the installed handler.
@MainActor
private func capturingProbeAnomalies(_ body: () -> Void) -> [Anomaly] {
    let log = Locked<[Anomaly]>([])
    let previous = AnomalyReporter.handler
    AnomalyReporter.handler = AnomalyHandler { anomaly in
        if case .duplicateIdentity(let duplicate) = anomaly, duplicate.identity.contains("Probe") {
            log.withLock { $0.append(anomaly) }
        } else {
            (previous ?? AnomalyReporter.logOncePerAnomaly).handle(anomaly)
        }
    }
    defer { AnomalyReporter.handler = previous }
    body()
    return log.withLock { $0 }
}
