import Testing
import Trellis
import _TrellisTestSupport

/// Paths a host or a user passes to the per-cell entry points (`cell(at:)`, `cell(at:dequeuingFrom:)`,
/// `reconfigure(_:at:)`, `cellMapping(for:at:)`): extreme and out-of-range values give no cell, dequeue nothing,
/// leave the view a host already has as it was, and report nothing (asking about a row that is not there is not a
/// mistake: UIKit asks for rows while they leave).
@MainActor
@Suite("Hostile input: paths given to the cell entry points")
struct CellPathHostileInputTests {
    nonisolated static let extremePaths: [ItemPath] = [
        ItemPath(item: Int.max, section: 0), ItemPath(item: Int.min, section: 0), ItemPath(item: -1, section: 0),
        ItemPath(item: 0, section: Int.max), ItemPath(item: 0, section: -1), ItemPath(item: 2, section: 0),
        ItemPath(item: 0, section: 1),
    ]

    @Test("No cell, nothing dequeued, the shown cell untouched, nothing reported", arguments: extremePaths)
    func extremePathsGiveNoCell(path: ItemPath) throws {
        let storage = try MemoryStorage(sections: [StorageSection(items: [Article(title: "a"), Article(title: "b")])])
        let dispatcher = Dispatcher(content: storage)
        let host = TestHost()
        dispatcher.host = host
        let log = AnomalyLog()
        dispatcher.anomalyHandler = log.handler
        dispatcher.registry.register(ArticleCellView.self)
        let shown = try #require(dispatcher.cell(at: ItemPath(item: 0, section: 0)))
        let view = try #require(shown.view as? ArticleCellView)
        let other = TestHost()

        #expect(dispatcher.cell(at: path) == nil)
        #expect(dispatcher.cell(at: path, dequeuingFrom: other) == nil)
        #expect(dispatcher.reconfigure(shown, at: path) == nil)
        #expect(view.shown == [Article(title: "a")], "the cell the host has still shows its row")
        #expect(host.dequeued == ["ArticleCellView"], "only the first, real cell was dequeued")
        #expect(other.dequeued.isEmpty)
        #expect(log.all.isEmpty)
        #expect(storage.numberOfItems(inSection: 0) == 2)
    }

    @Test("A mapping asked for at an extreme path: by type it is found, by section it is not", arguments: extremePaths)
    func mappingsAtExtremePaths(path: ItemPath) {
        let dispatcher = Dispatcher(content: MemoryStorage())
        let log = AnomalyLog()
        dispatcher.anomalyHandler = log.handler
        let anywhere = dispatcher.registry.register(ArticleCellView.self)
        #expect(dispatcher.cellMapping(for: Article(title: "a"), at: path) === anywhere)
        let registry = MappingRegistry()
        let dispatcherInSection0 = Dispatcher(content: MemoryStorage(), registry: registry)
        dispatcherInSection0.anomalyHandler = log.handler
        let inSection0 = registry.register(ArticleCellView.self, when: .section(0))
        let expected = path.section == 0 ? inSection0 : nil
        #expect(dispatcherInSection0.cellMapping(for: Article(title: "a"), at: path) === expected)
        #expect(log.all.isEmpty, "asking is not showing: nothing is reported")
    }
}
