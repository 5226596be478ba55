import Testing
import TrellisTesting
import _TrellisTestSupport

@testable import Trellis

/// What lets a declarative publish cost what changed, not what the content holds: the duplicate counts kept from one
/// publish to the next (`CountedSections`, `IdentityHashCounts`), what each section's rows ask of the row dispatch
/// (`RowSummary`), and a bound storage's edits applied to its rows (`SectionEdit`, `StorageSectionBinding`). Each is
/// checked against the answer worked out afresh.
@MainActor
@Suite("Declarative publishing: only what changed is counted again", .collectsAnomalies)
struct IncrementalPublishTests {
    // MARK: The hash multiset

    @Test("IdentityHashCounts answers as a dictionary of counts through random inserts and removals, colliding slots")
    func hashCountsMatchADictionary() {
        for seed in 1...20 {
            var random = SeededGenerator(seed: UInt64(seed))
            var counts = IdentityHashCounts()
            var reference: [Int: Int] = [:]
            // Few distinct values whose low bits collide (they probe into each other's slots), and 0.
            let values = (0..<40).map { $0 == 0 ? 0 : ($0 % 5) + ($0 << 20) * (seed % 2 == 0 ? 1 : -1) }
            for _ in 0..<2_000 {
                let value = values[Int.random(in: 0..<values.count, using: &random)]
                if Bool.random(using: &random), reference[value, default: 0] > 0 {
                    counts.remove(value)
                    reference[value]! -= 1
                } else {
                    counts.insert(value)
                    reference[value, default: 0] += 1
                }
                #expect(counts.total == reference.values.reduce(0, +), "seed \(seed)")
                #expect(counts.repeatedHashes == reference.values.filter { $0 > 1 }.count, "seed \(seed)")
            }
            counts.removeAll(keepingRoomFor: 3)
            #expect(counts.total == 0 && counts.repeatedHashes == 0)
            counts.insert(7)
            counts.insert(7)
            #expect(counts.repeatedHashes == 1)
        }
    }

    // MARK: Duplicates counted by section

    @Test("the kept counts find exactly the duplicates a fresh count finds, through random edits of many sections")
    func keptCountsMatchAFreshCount() {
        for seed in 1...10 {
            var random = SeededGenerator(seed: UInt64(seed))
            let content = DeclarativeContent()
            var sections = (0..<8).map { s in
                ListSection(id: s, rows: ListRow<TextCell>.create((0..<5).map { "\(s).\($0)" }))
            }
            for _ in 0..<60 {
                let s = Int.random(in: 0..<sections.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0:  // a row of another section, copied here (a duplicate), or a new row
                    let other = sections[Int.random(in: 0..<sections.count, using: &random)].rows
                    let text = Bool.random(using: &random) ? other.first.map { "\($0.anyModel)" } : nil
                    sections[s].rows.append(ListRow<TextCell>(text ?? "n\(Int.random(in: 0..<50, using: &random))"))
                case 1: if !sections[s].rows.isEmpty { sections[s].rows.removeLast() }
                case 2: sections.swapAt(s, Int.random(in: 0..<sections.count, using: &random))
                case 3:  // the same rows in two sections
                    var copy = sections[s]
                    copy.id = ItemIdentity(value: "copy\(Int.random(in: 0..<3, using: &random))")
                    sections.append(copy)
                case 4: if sections.count > 1 { sections.remove(at: s) }
                default: break  // the same sections again
                }
                let collector = AnomalyCollector()
                content.anomalyHandler = collector.handler
                content.sections = sections
                let target = content.sections.map(\.storageSection)
                #expect(
                    content.published.hasDuplicateRows == PublishedSections.hasDuplicates(in: target),
                    "seed \(seed)")
                #expect(
                    collector.anomalies.isEmpty != PublishedSections.hasDuplicates(in: target), "seed \(seed)")
            }
        }
    }

    @Test("a row duplicated into another of 100 sections is reported, and no longer once it is taken out")
    func duplicateAmongManySections() {
        let collector = AnomalyCollector()
        let content = DeclarativeContent {
            for s in 0..<100 { ListSection(id: s, rows: ListRow<TextCell>.create((0..<10).map { "\(s).\($0)" })) }
        }
        content.anomalyHandler = collector.handler
        content.sections[70].rows.append(ListRow<TextCell>("3.4"))
        guard case .duplicateIdentity(let duplicate)? = collector.anomalies.first else {
            Issue.record("expected a duplicate identity")
            return
        }
        #expect(duplicate.paths == [ItemPath(item: 4, section: 3), ItemPath(item: 10, section: 70)])
        let later = AnomalyCollector()
        content.anomalyHandler = later.handler
        content.sections[70].rows.removeLast()
        content.sections.swapAt(1, 2)
        #expect(later.anomalies.isEmpty)
        #expect(!content.published.hasDuplicateRows)
    }

    // MARK: What rows ask of the row dispatch

    @Test("the events rows answer are learned per section: added, taken out, and set on a row already shown")
    func eventsLearnedPerSection() {
        let tapped = ListRow<TextCell>("tap").onTap { _ in .deselect(animated: true) }
        let content = DeclarativeContent {
            for s in 0..<20 { ListSection(id: s, rows: ListRow<TextCell>.create(["\(s)"])) }
        }
        #expect(!content.answers(.tap))
        content.sections[7].rows.append(tapped)
        #expect(content.answers(.tap))
        content.sections[7].rows.removeLast()
        #expect(!content.answers(.tap))
        // A row already shown, given a closure: learned at the next publish, though its section did not change.
        let shown = content.sections[3].rows[0] as! ListRow<TextCell>
        shown.onDequeue { _, _, _ in }.height(10)
        #expect(!content.rows.runsDequeueClosures)
        let same = content.sections
        content.sections = same
        #expect(content.rows.runsDequeueClosures)
        #expect(content.answers(.heightForCell))
    }

    // MARK: Edits applied to an array

    @Test("SectionEdit.applying gives the diff's target for random edits, small and large")
    func applyingAnEditGivesTheTarget() {
        for seed in 1...200 {
            var random = SeededGenerator(seed: UInt64(seed))
            let old = Array(0..<Int.random(in: 0..<40, using: &random))
            var new = old.filter { _ in Int.random(in: 0..<10, using: &random) > (seed % 2 == 0 ? 0 : 4) }
            var next = 1_000
            for _ in 0..<Int.random(in: 0..<(seed % 2 == 0 ? 3 : 25), using: &random) {
                new.insert(next, at: Int.random(in: 0...new.count, using: &random))
                next += 1
            }
            if new.count > 1, Bool.random(using: &random) {
                new.swapAt(0, Int.random(in: 1..<new.count, using: &random))
            }
            let changeset = StagedChangeset(source: old, target: new)
            #expect(changeset.stages.count <= 1, "no reloads: one structural batch")
            let structural = changeset.stages.first?.update ?? BatchUpdate()
            var replaced: [Int] = []
            let result = SectionEdit.applying(
                structural, reloads: [], to: old, make: { new[$0] }, replaced: { replaced.append($0) })
            #expect(result == new, "seed \(seed): \(structural)")
            #expect(Set(replaced) == Set(old).subtracting(new), "seed \(seed)")
        }
        let outOfRange = BatchUpdate(deletedItems: [ItemPath(item: 3, section: 0)])
        #expect(SectionEdit.applying(outOfRange, reloads: [], to: [1, 2], make: { $0 }) == nil)
        let otherSection = BatchUpdate(insertedItems: [ItemPath(item: 0, section: 1)])
        #expect(SectionEdit.applying(otherSection, reloads: [], to: [1, 2], make: { $0 }) == nil)
    }
}
