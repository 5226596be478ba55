import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

/// The invariants `DeclarativeContent`'s publishing relies on: a section's rows are wrapped for the diff once
/// (`RowWraps`), the wraps always match the rows the section holds, and the duplicate check's fast path finds
/// exactly what the full report finds.
@MainActor
@Suite("Declarative row wraps")
struct RowWrapsTests {
    /// A model with no identity of its own (neither `Identifiable` nor `Hashable`, not a class).
    struct Blob: Equatable { var text: String }

    @MainActor
    final class BlobCell: ModelTransfer, ConstructibleView {
        init() {}
        func update(with model: Blob) {}
    }

    /// The rows `content` shows, as objects.
    private func shownRows(_ content: DeclarativeContent) -> [[AnyRow]] {
        (0..<content.numberOfSections).map { section in
            (0..<content.numberOfItems(inSection: section)).map {
                content.row(at: ItemPath(item: $0, section: section))!
            }
        }
    }

    private func same(_ lhs: [[AnyRow]], _ rhs: [[AnyRow]]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { $0.count == $1.count && zip($0, $1).allSatisfy { $0 === $1 } }
    }

    @Test("Publishing a section again reuses its wraps: the same revisions, and nothing sent")
    func republishingReusesWraps() {
        let section = ListSection(id: "a", rows: ListRow<TextCell>.create(["1", "2", "3"]))
        let content = DeclarativeContent()
        var updates = 0
        let observation = content.observe { _ in updates += 1 }
        content.sections = [section]
        let first = content.published.shown[0].items.map(\.revision)
        content.sections = [ListSection(id: "b"), section]  // a copy of the same value, moved
        content.sections = [section]
        #expect(content.published.shown[0].items.map(\.revision) == first)
        #expect(updates == 3)
        content.sections = [section]
        #expect(updates == 3)  // nothing changed: nothing sent
        observation.cancel()
    }

    @Test("Every edit of a section's rows, in place or on a copy, publishes exactly the rows the section holds")
    func wrapsFollowTheRows() {
        let content = DeclarativeContent()
        let screen = DeclarativeScreen(content)
        var section = ListSection(id: "a", rows: ListRow<TextCell>.create(["1", "2", "3"]))
        content.sections = [section]
        content.sections[0].rows.append(ListRow<TextCell>("4"))
        content.sections[0].rows.remove(at: 1)
        content.sections[0].rows[0] = ListRow<TextCell>("0")
        content.sections[0].rows.swapAt(0, 2)
        #expect(same(shownRows(content), [content.sections[0].rows]))
        #expect(screen.shownModels == [["4", "3", "0"]])
        // The copy kept its own rows and wraps; editing it leaves the content's section alone, and the reverse.
        section.rows.removeFirst()
        content.sections.append(ListSection(id: "b", rows: section.rows))
        #expect(same(shownRows(content), [content.sections[0].rows, section.rows]))
        #expect(screen.shownModels == [["4", "3", "0"], ["2", "3"]])
        content.sections = [section]
        #expect(screen.shownModels == [["2", "3"]])
        #expect(screen.errors.isEmpty)
    }

    @Test("An update undone by a throw restores sections whose wraps still match their rows")
    func undoneUpdateKeepsMatchingWraps() {
        struct Stop: Error {}
        let content = DeclarativeContent { ListSection(id: "a", rows: ListRow<TextCell>.create(["1", "2"])) }
        let screen = DeclarativeScreen(content)
        #expect(throws: Stop.self) {
            try content.update { content throws(Stop) in
                content.sections[0].rows.removeAll()
                content.sections[0].rows.append(ListRow<TextCell>("9"))
                throw Stop()
            }
        }
        content.sections.append(ListSection(id: "b"))
        #expect(same(shownRows(content), [content.sections[0].rows, []]))
        #expect(screen.shownModels == [["1", "2"], []])
    }

    @Test("Rows without an identity of their own stay identified by their place, however often they are published")
    func tokenRowsStayPositioned() {
        let content = DeclarativeContent()
        let screen = DeclarativeScreen(content)
        let section = ListSection(id: "a", rows: ListRow<BlobCell>.create([Blob(text: "x"), Blob(text: "y")]))
        content.sections = [section]
        content.sections = [section]
        content.sections = [ListSection(id: "a", rows: ListRow<BlobCell>.create([Blob(text: "x"), Blob(text: "z")]))]
        // The second row is reloaded in place (same place, new content), not deleted and inserted.
        let last = screen.updates.last?.stages.flatMap { $0.update.reloadedItems }
        #expect(last == [ItemPath(item: 1, section: 0)])
        #expect(
            screen.updates.last?.stages.allSatisfy { $0.update.insertedItems.isEmpty && $0.update.deletedItems.isEmpty }
                == true)
        #expect(content.published.shown[0].items.allSatisfy { !$0.identity.isToken })
        #expect(screen.errors.isEmpty)
    }

    @Test("The duplicate check's fast path agrees with the full search, on random content (seeded)")
    func duplicateFastPathAgrees() {
        for seed in 0..<200 {
            var random = SeededGenerator(seed: UInt64(seed))
            let sections = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                var section = StorageSection(
                    id: Int.random(in: 0..<6, using: &random),
                    items: (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: 0..<25, using: &random)
                    })
                if Bool.random(using: &random) { section.id = nil }
                return section
            }
            var sectionIDs: [ItemIdentity] = [], identities: [ItemIdentity] = []
            for section in sections {
                if let id = section.id { sectionIDs.append(id) }
                identities.append(contentsOf: section.items.map(\.identity))
            }
            let expected = Set(sectionIDs).count < sectionIDs.count || Set(identities).count < identities.count
            #expect(PublishedSections.hasDuplicates(in: sections) == expected, "seed \(seed)")
        }
    }

    @Test("A row shown in two sections is reported once, with both paths")
    func duplicateAcrossSections() {
        let collector = AnomalyCollector()
        let content = DeclarativeContent()
        content.anomalyHandler = collector.handler
        let row = ListRow<TextCell>("x")
        content.sections = [
            ListSection(id: "a") {
                row; ListRow<TextCell>("y")
            }, ListSection(id: "b") { row },
        ]
        #expect(collector.anomalies.count == 1)
        guard case .duplicateIdentity(let duplicate)? = collector.anomalies.first else {
            Issue.record("expected a duplicate identity")
            return
        }
        #expect(duplicate.paths == [ItemPath(item: 0, section: 0), ItemPath(item: 0, section: 1)])
        content.sections = [ListSection(id: "a") { row }, ListSection(id: "b") { ListRow<TextCell>("y") }]
        #expect(collector.anomalies.count == 1)
    }
}
