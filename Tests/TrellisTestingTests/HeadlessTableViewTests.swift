import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

@MainActor
@Suite("Headless table view", .collectsAnomalies)
struct HeadlessTableViewTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    /// Every model the table shows, section by section, as `T`s.
    func rows<T>(_ table: HeadlessTableView, as type: T.Type) -> [[T]] {
        (0..<table.numberOfSections).map { table.models(inSection: $0).compactMap { $0 as? T } }
    }

    @Test("applies a staged changeset stage by stage and logs each batch")
    func appliesAndLogs() throws {
        let source = [TestItem(1), TestItem(2), TestItem(3)]
        let target = [TestItem(3), TestItem(4), TestItem(1, content: 5)]
        let table = HeadlessTableView()
        table.itemRefresh = .reload  // this test reads reloads; by default a changed row is reconfigured
        table.reloadData([source])
        table.clearLog()
        try table.apply(StagedChangeset(source: source, target: target))
        #expect(rows(table, as: TestItem.self) == [target])
        #expect(table.log.batches.count == 2)
        #expect(table.log.deletedItems == [path(0, 1)])
        #expect(table.log.insertedItems == [path(0, 1)])
        #expect(table.log.movedItems.count == 1)
        #expect(table.log.reloadedItems == [path(0, 2)])
    }

    @Test("refuses a stage UIKit would reject, with UIKit's message, and applies nothing of it")
    func refusesIllegalStage() {
        let table = HeadlessTableView()
        table.reloadData([["a", "b"]])
        let bad = BatchUpdate(insertedItems: [path(0, 0)])
        #expect {
            try table.apply(bad, data: [["x", "a", "b", "c"]])
        } throws: { error in
            let refusal = error as? HeadlessUpdateError
            return refusal?.violations.first?.rule == .itemCount
                && refusal?.violations.first?.message.hasPrefix("Invalid update: invalid number of rows in section 0.")
                    == true
        }
        #expect(rows(table, as: String.self) == [["a", "b"]])
        #expect(table.log.entries.last == .rejected(bad, BatchUpdateRules.violations(of: bad, before: [2], after: [4])))
    }

    @Test("collections word their refusals with items")
    func collectionWording() {
        let collection = HeadlessTableView(kind: .collectionView)
        collection.reloadData([["a"]])
        #expect(throws: HeadlessUpdateError.self) {
            try collection.apply(BatchUpdate(deletedItems: [path(0, 3)]), data: [[]])
        }
        if case .rejected(_, let violations) = collection.log.entries.last {
            #expect(
                violations.first?.message
                    == "attempt to delete item 3 from section 0 which only contains 1 items before the update")
        } else {
            Issue.record("the refusal was not logged")
        }
    }

    @Test("shows a window of rows across sections, and scrolls within the content")
    func visibleWindow() {
        let table = HeadlessTableView(viewportHeight: 3)
        table.reloadData([[1, 2], [], [3, 4, 5]])
        #expect(table.visibleItemPaths == [path(0, 0), path(0, 1), path(2, 0)])
        table.scroll(to: path(2, 1))
        #expect(table.visibleModels.compactMap { $0 as? Int } == [3, 4, 5])  // clamped: the last screenful
        table.scroll(toRow: 1)
        #expect(table.visibleModels.compactMap { $0 as? Int } == [2, 3, 4])
        table.scroll(toRow: -4)
        #expect(table.firstVisibleRow == 0)
    }

    @Test("reading outside the content gives nothing, never a crash")
    func safeReads() {
        let table = HeadlessTableView()
        table.reloadData([[1]])
        #expect(table.model(at: path(0, 1)) == nil)
        #expect(table.model(at: path(3, 0)) == nil)
        #expect(table.numberOfRows(inSection: 7) == 0)
    }

    @Test("random sectioned changesets applied through the host end in their target")
    func randomChangesets() throws {
        for seed in UInt64(0)..<500 {
            var random = RandomContent(seed: 9_000_000 + seed)
            let source = random.sections(duplicates: seed % 2 == 0)
            let target = random.edit(source, duplicates: seed % 2 == 0)
            let table = HeadlessTableView()
            table.reloadData(source.map(\.items))
            do {
                try table.apply(StagedChangeset(source: source, target: target))
            } catch {
                Issue.record("seed \(9_000_000 + seed): \(error)")
                continue
            }
            #expect(rows(table, as: TestItem.self) == target.map(\.items), "seed \(9_000_000 + seed)")
        }
    }
}

@MainActor
@Suite("Headless table: counts an app's content reports")
struct HeadlessReportedCountsTests {
    @Test(
        "negative or absurd counts: the table opens, scrolls and draws what the dispatcher passes on, and does not trap",
        arguments: [(-5, 3), (2, -7), (Int.max, 1), (3, Int.max), (2, Int.min)])
    func absurdCounts(sections: Int, items: Int) {
        let table = HeadlessTableView(viewportHeight: 5)
        table.dispatcher.anomalyHandler = AnomalyHandler { _ in }
        table.attach(ReportedCountsContent(sections: sections, items: items))
        let expectedSections = min(max(sections, 0), Dispatcher.maximumSectionCount)
        let expectedItems = min(max(items, 0), Dispatcher.maximumItemCount)
        #expect(table.numberOfSections == expectedSections)
        #expect(table.rowCount == expectedSections * expectedItems)
        table.scroll(toRow: 3)
        #expect(table.visibleItemPaths.count == min(5, table.rowCount))
        let shownRows = table.textSnapshot().sections.flatMap(\.rows)
        #expect(shownRows.count == min(5, table.rowCount))
    }
}
