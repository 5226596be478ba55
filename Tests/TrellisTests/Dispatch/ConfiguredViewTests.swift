import Testing
@testable import Trellis

/// What a host keeps of a cell: its view, mapping and model, however the dispatcher reached them (a stored item,
/// whose model the configured view reads from the item's storage; a model given on its own; a declarative row).
@MainActor
@Suite("ConfiguredView")
struct ConfiguredViewTests {
    let host = TestHost()

    @Test("a stored item's cell shows its model; the model a host reads back is that same model")
    func storedItemModel() throws {
        let animal = Dog(name: "Rex")
        let storage = try MemoryStorage(sections: [StorageSection(items: [Article(title: "a"), animal])])
        let dispatcher = Dispatcher(content: storage)
        dispatcher.registry.register(ArticleCellView.self)
        dispatcher.registry.register(RecordingAnimalCell.self)
        dispatcher.host = host
        let article = try #require(dispatcher.cell(at: ItemPath(item: 0, section: 0)))
        #expect(article.model as? Article == Article(title: "a"))
        #expect((article.view as? ArticleCellView)?.shown == [Article(title: "a")])
        let dog = try #require(dispatcher.cell(at: ItemPath(item: 1, section: 0), dequeuingFrom: host))
        #expect((dog.model as? Dog) === animal)
        #expect(dog.reuseIdentifier == "RecordingAnimalCell")
    }

    @Test("the model outlives the storage's edits: a host keeps the model the cell was configured with")
    func modelSurvivesEdits() throws {
        let storage = try MemoryStorage(sections: [StorageSection(items: [Article(title: "before")])])
        let dispatcher = Dispatcher(content: storage)
        dispatcher.registry.register(ArticleCellView.self)
        dispatcher.host = host
        let shown = try #require(dispatcher.cell(at: ItemPath(item: 0, section: 0)))
        try storage.replaceItem(at: ItemPath(item: 0, section: 0), with: Article(title: "after"))
        storage.setItems([[Badge.hot]])
        #expect(shown.model as? Article == Article(title: "before"))
    }

    @Test("a configured view made by a host keeps the model it was given, a reference by identity")
    func givenModel() {
        let dog = Dog(name: "Rex")
        let mapping = MappingRegistry().register(RecordingAnimalCell.self)
        let view = ConfiguredView(view: RecordingAnimalCell(), model: dog, mapping: mapping)
        #expect((view.model as? Dog) === dog)
        #expect(view.mapping === mapping)
        let value = ConfiguredView(view: RecordingAnimalCell(), model: 42, mapping: mapping)
        #expect(value.model as? Int == 42)
    }

    @Test("an outline's row runs its dequeue closure on the row path, once per cell, with the configured cell")
    func outlineRowDequeueClosure() throws {
        var dequeued: [String] = []
        let content = OutlineContent {
            OutlineSection(id: 0) {
                OutlineItem(ListRow<TextCell>("plain"))
                OutlineItem(ListRow<TextCell>("decorated").onDequeue { cell, text, _ in dequeued.append(text) })
            }
        }
        let dispatcher = Dispatcher(content: content)
        dispatcher.host = host
        let plain = try #require(dispatcher.cell(at: ItemPath(item: 0, section: 0)))
        let decorated = try #require(dispatcher.cell(at: ItemPath(item: 1, section: 0)))
        #expect((plain.view as? TextCell)?.text == "plain")
        #expect((decorated.view as? TextCell)?.text == "decorated")
        #expect(dequeued == ["decorated"])
        #expect(decorated.model is ListRow<TextCell>)
    }
}

/// A cell for any `Animal` (a class model, compared by identity).
final class RecordingAnimalCell: RecordingView<Animal>, ConstructibleView {}
