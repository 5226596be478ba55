import Testing
@testable import Trellis

/// A host that counts how often the dispatcher asks it for a visible view.
@MainActor
final class CountingHost: ViewHost {
    private(set) var visibleViewRequests = 0
    var visible: [ItemPath: AnyObject] = [:]

    func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? { mapping.makeView?() }

    func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? {
        visibleViewRequests += 1
        return kind == .cell ? visible[path] : nil
    }
}

/// Content that counts how often its models are read.
@MainActor
final class CountingContent: SectionedContent {
    private(set) var reads = 0
    let models: [Any] = [Article(title: "a"), Badge.new]
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? models.count : 0 }
    func item(at path: ItemPath) -> Any? {
        reads += 1
        return path.section == 0 && models.indices.contains(path.item) ? models[path.item] : nil
    }
    func headerModel(forSection section: Int) -> Any? { nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

@MainActor
@Suite("The dispatcher's answer path: the listeners cache, precedence, lazy views")
struct EventAnswerPathTests {
    let sections = [StorageSection(items: [Article(title: "a"), Badge.new, Dog(name: "rex"), Animal(name: "cat")])]

    @Test("a closure registered after a first answer (on a mapping, by view or model type) is asked at once")
    func registrationAfterAnswerInvalidatesCache() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self) { $0.didSelect { _, _, _ in } }
        #expect(dispatcher.heightForItem(at: path(0, 0)) == nil)
        #expect(!dispatcher.answers(.heightForCell))

        dispatcher.heightForCell(withModel: Badge.self) { _, _ in 5 }
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 5)
        #expect(dispatcher.answers(.heightForCell))

        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == nil)
        dispatcher.estimatedHeightForCell(ProbeArticleCell.self) { _, _ in 7 }
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 7)

        #expect(dispatcher.heightForItem(at: path(0, 2)) == nil)
        dispatcher.registry.register(ProbeAnimalCell.self) { $0.heightForCell { _, _ in 9 } }
        #expect(dispatcher.heightForItem(at: path(0, 2)) == 9, "a new mapping's closure")
    }

    @Test("a closure added to a registry shared by two dispatchers reaches the one that answered nil before")
    func sharedRegistry() throws {
        let registry = MappingRegistry()
        let first = Dispatcher(content: try MemoryStorage(sections: sections), registry: registry)
        let second = Dispatcher(content: try MemoryStorage(sections: sections), registry: registry)
        registry.register(ProbeBadgeCell.self)
        #expect(first.heightForItem(at: path(0, 1)) == nil)
        #expect(second.heightForItem(at: path(0, 1)) == nil)
        first.heightForCell(withModel: Badge.self) { _, _ in 3 }
        #expect(first.heightForItem(at: path(0, 1)) == 3)
        #expect(second.heightForItem(at: path(0, 1)) == nil, "dispatcher closures stay on their dispatcher")
        registry.register(ProbeArticleCell.self) { $0.heightForCell { _, _ in 4 } }
        #expect(second.heightForItem(at: path(0, 0)) == 4)
        #expect(second.answers(.heightForCell))
    }

    @Test("unregistering the only mapping with a closure makes answers(_:) false again and the answer nil")
    func unregisterKeepsAnswersExact() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let mapping = dispatcher.registry.register(ProbeArticleCell.self) { $0.heightForCell { _, _ in 8 } }
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 8)
        #expect(dispatcher.answers(.heightForCell))
        dispatcher.registry.unregister(mapping)
        #expect(!dispatcher.answers(.heightForCell))
        #expect(dispatcher.heightForItem(at: path(0, 0)) == nil)
    }

    @Test("precedence: mapping, then view type, then model types latest first, also after the per-type cache fills")
    func precedence() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeAnimalCell.self)
        dispatcher.heightForCell(withModel: Animal.self) { _, _ in 1 }
        #expect(dispatcher.heightForItem(at: path(0, 2)) == 1)
        #expect(dispatcher.heightForItem(at: path(0, 3)) == 1)
        dispatcher.heightForCell(withModel: Dog.self) { _, _ in 2 }
        #expect(dispatcher.heightForItem(at: path(0, 2)) == 2, "the later model-type closure for the dog")
        #expect(dispatcher.heightForItem(at: path(0, 3)) == 1, "a plain animal is no dog")
        dispatcher.heightForCell(withModel: Animal.self) { _, _ in 3 }
        #expect(dispatcher.heightForItem(at: path(0, 2)) == 2, "re-registering keeps the type's registration order")
        #expect(dispatcher.heightForItem(at: path(0, 3)) == 3, "the last registration at one level wins")
        dispatcher.heightForCell(ProbeAnimalCell.self) { _, _ in 4 }
        #expect(dispatcher.heightForItem(at: path(0, 2)) == 4, "the view type's closure beats the model types'")
        dispatcher.registry.register(ProbeAnimalCell.self, when: .section(0)) { $0.heightForCell { _, _ in 5 } }
        #expect(dispatcher.heightForItem(at: path(0, 3)) == 5, "the mapping's closure beats the rest")
    }

    @Test("the host's visible view is asked only when a closure that reads the view runs, at most once")
    func visibleViewAskedLazily() throws {
        let dispatcher = Dispatcher(content: try MemoryStorage(sections: sections))
        let host = CountingHost()
        dispatcher.host = host
        let cell = ProbeArticleCell()
        host.visible[path(0, 0)] = cell
        let selected = ProbeLog<ProbeArticleCell>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.heightForCell { _, _ in 10 }
            mapping.didSelect { view, _, _ in selected.append(view) }
        }
        dispatcher.didSelect(ProbeArticleCell.self) { _, _, _ in Issue.record("the mapping's closure answers first") }
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 10)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == nil)
        #expect(dispatcher.willSelectItem(at: path(0, 0)) == path(0, 0))
        #expect(host.visibleViewRequests == 0, "no view closure ran")
        dispatcher.didSelectItem(at: path(0, 0))
        #expect(selected.all.count == 1 && selected.all.first === cell)
        #expect(host.visibleViewRequests == 1)
    }

    @Test("an event nobody listens to is answered without reading the model or asking the host")
    func nobodyListens() {
        let content = CountingContent()
        let dispatcher = Dispatcher(content: content)
        let host = CountingHost()
        dispatcher.host = host
        dispatcher.registry.register(ProbeArticleCell.self) { $0.heightForCell { _, _ in 12 } }
        dispatcher.registry.register(ProbeBadgeCell.self)
        #expect(dispatcher.willSelectItem(at: path(0, 0)) == path(0, 0))
        dispatcher.didSelectItem(at: path(0, 1))
        #expect(
            dispatcher.estimatedHeightForItem(at: path(0, 0)) == 12, "falls back to the height, which is listened to")
        #expect(content.reads == 1, "only the height read the model")
        #expect(host.visibleViewRequests == 0)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == nil)
        #expect(content.reads == 2, "a listened event reads the model, then finds no closure for the badge")
    }

    @Test("a model closure receives models of its exact type, subclasses and protocol conformers, and not others")
    func modelCast() {
        func height<Model>(_ model: Any, as type: Model.Type) -> Int? {
            EventBinding.cast(model, to: type) { _ in 1 }
        }
        #expect(height(Article(title: "a"), as: Article.self) == 1)
        #expect(height(Badge.new, as: Article.self) == nil)
        #expect(height(Dog(name: "rex"), as: Animal.self) == 1)
        #expect(height(Animal(name: "cat"), as: Dog.self) == nil)
        #expect(height(Badge.hot, as: (any Equatable).self) == 1)
        #expect(
            EventBinding.cast(
                Article(title: "long title, not stored inline in an Any: " + String(repeating: "x", count: 64)),
                to: Article.self
            ) { $0.title.count } == 105)
        #expect(EventBinding.cast(Dog(name: "rex"), to: Dog.self) { $0.name } == "rex")
        func wrapped<Value>(_ value: Value) -> Any { value }
        let nested = wrapped(Article(title: "nested") as Any)
        #expect(EventBinding.cast(nested, to: Article.self) { $0.title } == "nested", "an Any holding an Any")
        #expect(height(wrapped(wrapped(Badge.new) as Any), as: Article.self) == nil)
    }
}
