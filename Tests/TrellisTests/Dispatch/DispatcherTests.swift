import Testing
@testable import Trellis

final class ArticleCellView: RecordingView<Article>, ConstructibleView {}
final class BadgeCellView: RecordingView<Badge>, ConstructibleView {}
final class ArticleHeaderView: RecordingView<Article>, ConstructibleView {}
/// A view hosts cannot create by themselves (not a `ConstructibleView`), like a UIKit cell.
final class UnconstructibleCell: RecordingView<Article> {}

@MainActor
@Suite("Dispatcher")
struct DispatcherTests {
    /// Held here: a dispatcher keeps its host weakly, as a table's data source is kept.
    let host = TestHost()

    func make(_ sections: [StorageSection]) throws -> (Dispatcher, TestHost, AnomalyLog, MemoryStorage) {
        let storage = try MemoryStorage(sections: sections)
        let dispatcher = Dispatcher(content: storage)
        dispatcher.host = host
        let log = AnomalyLog()
        dispatcher.anomalyHandler = log.handler
        return (dispatcher, host, log, storage)
    }

    @Test("counts and models come from the content; during a stage, from the stage's data")
    func countsAndStages() throws {
        let (dispatcher, _, _, _) = try make([
            StorageSection(items: [Article(title: "a"), Badge.new]), StorageSection(),
        ])
        #expect(dispatcher.numberOfSections == 2)
        #expect(dispatcher.numberOfItems(inSection: 0) == 2)
        #expect(dispatcher.numberOfItems(inSection: 7) == 0)
        #expect(dispatcher.model(at: path(0, 1)) as? Badge == .new)
        #expect(dispatcher.model(at: path(0, 9)) == nil)
        let stage = [StorageSection(items: [Badge.hot])]
        dispatcher.show(ContentSnapshot(sections: stage))
        #expect(dispatcher.numberOfSections == 1)
        #expect(dispatcher.model(at: path(0, 0)) as? Badge == .hot)
        dispatcher.show(nil)
        #expect(dispatcher.numberOfSections == 2)
    }

    @Test("a cell is dequeued through the host and shown with update(with:)")
    func cellIsDequeuedAndConfigured() throws {
        let (dispatcher, host, log, _) = try make([StorageSection(items: [Article(title: "a"), Badge.hot])])
        dispatcher.registry.register(ArticleCellView.self)
        dispatcher.registry.register(BadgeCellView.self)
        let first = try #require(dispatcher.cell(at: path(0, 0))?.view as? ArticleCellView)
        let second = try #require(dispatcher.cell(at: path(0, 1))?.view as? BadgeCellView)
        #expect(first.shown == [Article(title: "a")])
        #expect(second.shown == [.hot])
        #expect(host.dequeued == ["ArticleCellView", "BadgeCellView"])
        #expect(log.all.isEmpty)
    }

    @Test("a host that passes itself gets the same cells; with no host, no cell and nothing reported for it")
    func hostPassingItself() throws {
        let (dispatcher, host, log, _) = try make([StorageSection(items: [Article(title: "a"), Badge.hot])])
        dispatcher.registry.register(ArticleCellView.self)
        dispatcher.registry.register(BadgeCellView.self)
        let other = TestHost()
        let first = try #require(dispatcher.cell(at: path(0, 0), dequeuingFrom: other)?.view as? ArticleCellView)
        #expect(first.shown == [Article(title: "a")])
        #expect(other.dequeued == ["ArticleCellView"], "dequeued from the host passed, not the dispatcher's")
        #expect(host.dequeued.isEmpty)
        #expect(dispatcher.cell(at: path(0, 9), dequeuingFrom: other) == nil, "out of range")
        dispatcher.host = nil
        #expect(dispatcher.cell(at: path(0, 1)) == nil)
        #expect(dispatcher.cell(at: path(0, 1), dequeuingFrom: other)?.view is BadgeCellView)
        #expect(log.all.isEmpty, "a missing host is not a missing view")
    }

    @Test("no mapping: no cell, and an anomaly; a host without the view: an anomaly that says what to register")
    func missingViews() throws {
        let (dispatcher, _, log, _) = try make([StorageSection(items: [Article(title: "a")])])
        #expect(dispatcher.cell(at: path(0, 0)) == nil)
        #expect(log.all.first?.shortMessage == "no mapping")
        dispatcher.registry.register(UnconstructibleCell.self)
        #expect(dispatcher.cell(at: path(0, 0)) == nil)
        guard case .viewUnavailable(let unavailable)? = log.all.last else { Issue.record("no anomaly"); return }
        #expect(unavailable.reuseIdentifier == "UnconstructibleCell")
    }

    @Test("a view the host cannot make: reported once per view type until the registrations change")
    func unavailableViewReportedOnce() throws {
        let (dispatcher, _, log, _) = try make([StorageSection(items: [Article(title: "a"), Article(title: "b")])])
        dispatcher.registry.register(UnconstructibleCell.self)
        func unavailable() -> [ViewUnavailable] {
            log.all.compactMap { if case .viewUnavailable(let report) = $0 { report } else { nil } }
        }
        for _ in 0..<3 {
            #expect(dispatcher.cell(at: path(0, 0)) == nil)
            #expect(dispatcher.cell(at: path(0, 1)) == nil)
        }
        #expect(unavailable().map(\.path) == [path(0, 0)], "one report, with the first path met")
        dispatcher.registry.register(ArticleHeaderView.self, as: .header)
        #expect(dispatcher.cell(at: path(0, 1)) == nil)
        #expect(dispatcher.cell(at: path(0, 0)) == nil)
        #expect(unavailable().map(\.path) == [path(0, 0), path(0, 1)], "reported again after a registration")
    }

    @Test("headers: a mapped model gets a view, a String becomes a title, empty sections can hide both")
    func headersAndTitles() throws {
        let (dispatcher, _, log, _) = try make([
            StorageSection(header: Article(title: "h"), items: [Badge.new]),
            StorageSection(header: "Fruit", footer: "2 fruits", items: []),
        ])
        dispatcher.registry.register(ArticleHeaderView.self, as: .header)
        let header = try #require(
            dispatcher.supplementaryView(ofKind: .header, inSection: 0)?.view as? ArticleHeaderView)
        #expect(header.shown == [Article(title: "h")])
        #expect(dispatcher.title(ofKind: .header, inSection: 0) == nil)
        #expect(dispatcher.supplementaryView(ofKind: .header, inSection: 1) == nil)
        #expect(dispatcher.title(ofKind: .header, inSection: 1) == "Fruit")
        #expect(dispatcher.title(ofKind: .footer, inSection: 1) == "2 fruits")
        dispatcher.hidesHeadersOfEmptySections = true
        #expect(dispatcher.title(ofKind: .header, inSection: 1) == nil)
        #expect(dispatcher.title(ofKind: .footer, inSection: 1) == "2 fruits")
        #expect(log.all.isEmpty)
    }

    @Test("precedence: the mapping's closure, then the dispatcher's for the view type, then for the model type")
    func precedence() throws {
        let (dispatcher, _, _, _) = try make([StorageSection(items: [Article(title: "a")])])
        var calls: [String] = []
        dispatcher.on(.didSelect, model: Article.self) { (_: Article, _: ItemPath) in calls.append("model") }
        dispatcher.didSelectItem(at: path(0, 0), view: ArticleCellView())
        #expect(calls == ["model"], "a closure for the model type answers even before a mapping exists")
        let mapping = dispatcher.registry.register(ArticleCellView.self)
        dispatcher.didSelectItem(at: path(0, 0), view: ArticleCellView())
        dispatcher.didSelect(ArticleCellView.self) { _, _, _ in calls.append("view type") }
        dispatcher.didSelectItem(at: path(0, 0), view: ArticleCellView())
        TypedViewMapping<ArticleCellView>(mapping).didSelect { _, _, _ in calls.append("mapping") }
        dispatcher.didSelectItem(at: path(0, 0), view: ArticleCellView())
        TypedViewMapping<ArticleCellView>(mapping).didSelect { _, _, _ in calls.append("mapping, again") }
        dispatcher.didSelectItem(at: path(0, 0), view: ArticleCellView())
        #expect(calls == ["model", "model", "view type", "mapping", "mapping, again"])
    }

    @Test("the typed closure receives the view, the model and the path")
    func typedArguments() throws {
        let (dispatcher, _, _, _) = try make([StorageSection(items: [Badge.new, Article(title: "b")])])
        var received: (ArticleCellView, Article, ItemPath)?
        dispatcher.registry.register(ArticleCellView.self) { $0.didSelect { received = ($0, $1, $2) } }
        let cell = ArticleCellView()
        dispatcher.didSelectItem(at: path(0, 1), view: cell)
        #expect(received?.0 === cell)
        #expect(received?.1 == Article(title: "b"))
        #expect(received?.2 == path(0, 1))
    }

    @Test("answers(_:) is true only for events something answers")
    func answersOnlyWhatIsRegistered() throws {
        let (dispatcher, _, _, _) = try make([])
        #expect(!dispatcher.answers(.didSelect))
        dispatcher.registry.register(ArticleCellView.self) { $0.didHighlight { _, _, _ in } }
        #expect(dispatcher.answers(.didHighlight))
        #expect(!dispatcher.answers(.didSelect))
        dispatcher.didSelect(BadgeCellView.self) { _, _, _ in }
        #expect(dispatcher.answers(.didSelect))
    }

    @Test("a dispatcher closure for a type no mapping shows can never fire, and is reported once")
    func eventsThatCannotFire() throws {
        let (dispatcher, _, log, _) = try make([])
        dispatcher.didSelect(BadgeCellView.self) { _, _, _ in }
        dispatcher.registry.register(ArticleCellView.self)
        _ = dispatcher.numberOfSections
        _ = dispatcher.numberOfSections
        #expect(log.all == [.eventCannotFire(EventCannotFire(event: "didSelect", type: "BadgeCellView"))])
        dispatcher.on(.didSelect, model: Dog.self) { (_: Dog, _: ItemPath) in }
        _ = dispatcher.numberOfSections
        #expect(log.all.count == 2, "a class model no mapping can show")
        dispatcher.registry.register(AnimalCell.self)
        dispatcher.on(.didHighlight, model: Dog.self) { (_: Dog, _: ItemPath) in }
        _ = dispatcher.numberOfSections
        #expect(log.all.count == 2, "a superclass mapping shows a Dog")
    }

    @Test("defaults when nothing answers: select and highlight allowed, selection not redirected")
    func selectionDefaults() throws {
        let (dispatcher, _, _, _) = try make([StorageSection(items: [Article(title: "a")])])
        dispatcher.registry.register(ArticleCellView.self)
        #expect(dispatcher.willSelectItem(at: path(0, 0)) == path(0, 0))
        #expect(dispatcher.willDeselectItem(at: path(0, 0)) == path(0, 0))
        #expect(dispatcher.shouldSelectItem(at: path(0, 0)))
        #expect(dispatcher.shouldDeselectItem(at: path(0, 0)))
        #expect(dispatcher.shouldHighlightItem(at: path(0, 0)))
    }

    @Test("every selection event fires with its typed arguments and its answer is used")
    func selectionEvents() throws {
        let (dispatcher, _, _, _) = try make([StorageSection(items: [Article(title: "a")])])
        var fired: [String] = []
        dispatcher.registry.register(ArticleCellView.self) { mapping in
            mapping.willSelect { _, model, _ in
                fired.append("willSelect \(model.title)"); return nil
            }
            .willDeselect { _, _, path in
                fired.append("willDeselect"); return ItemPath(item: 5, section: path.section)
            }
            .didSelect { _, _, _ in fired.append("didSelect") }
            .didDeselect { _, _, _ in fired.append("didDeselect") }
            .shouldSelect { _, _, _ in false }
            .shouldDeselect { _, _, _ in false }
            .shouldHighlight { _, _, _ in false }
            .didHighlight { _, _, _ in fired.append("didHighlight") }
            .didUnhighlight { _, _, _ in fired.append("didUnhighlight") }
        }
        let cell = ArticleCellView()
        #expect(dispatcher.willSelectItem(at: path(0, 0), view: cell) == nil)
        #expect(dispatcher.willDeselectItem(at: path(0, 0), view: cell) == path(0, 5))
        dispatcher.didSelectItem(at: path(0, 0), view: cell)
        dispatcher.didDeselectItem(at: path(0, 0), view: cell)
        #expect(!dispatcher.shouldSelectItem(at: path(0, 0), view: cell))
        #expect(!dispatcher.shouldDeselectItem(at: path(0, 0), view: cell))
        #expect(!dispatcher.shouldHighlightItem(at: path(0, 0), view: cell))
        dispatcher.didHighlightItem(at: path(0, 0), view: cell)
        dispatcher.didUnhighlightItem(at: path(0, 0), view: cell)
        #expect(
            fired == ["willSelect a", "willDeselect", "didSelect", "didDeselect", "didHighlight", "didUnhighlight"])
    }
}

@MainActor
@Suite("Dispatcher: mappings that match nothing")
struct UnmatchedMappingTests {
    @Test("a cell mapping whose model the content never holds is reported, with what the content holds")
    func reportsUnmatched() throws {
        let storage = try MemoryStorage(sections: [
            StorageSection(items: [Article(title: "a"), Badge.new, Dog(name: "d")])
        ])
        let dispatcher = Dispatcher(content: storage)
        let log = AnomalyLog()
        dispatcher.anomalyHandler = log.handler
        dispatcher.registry.register(ArticleCellView.self)
        dispatcher.registry.register(AnimalCell.self)  // a Dog is an Animal: matched
        dispatcher.registry.register(FoodCell.self)  // nothing shown is a Food
        dispatcher.registry.register(ArticleHeaderView.self, as: .header)  // headers are not checked against items
        let unmatched = dispatcher.reportMappingsMatchingNothing()
        #expect(unmatched.map { ObjectIdentifier($0.viewType) } == [ObjectIdentifier(FoodCell.self)])
        guard case .mappingMatchesNothing(let report)? = log.all.first else { Issue.record("no anomaly"); return }
        #expect(report.view == "FoodCell")
        #expect(report.modelTypesShown == ["Article", "Badge", "Dog"])
        #expect(log.all.first?.message.contains("no model shown is one") == true)
    }

    @Test("empty content reports nothing: there is nothing to judge by")
    func emptyContent() {
        let dispatcher = Dispatcher(content: MemoryStorage())
        dispatcher.registry.register(FoodCell.self)
        #expect(dispatcher.reportMappingsMatchingNothing().isEmpty)
    }
}
