import Testing
import _TrellisTestSupport

@testable import Trellis

/// A mapping's per-cell fast path (`ExactUpdate`) shows a model in a view with no cast when both are exactly the
/// registered types; anything else goes the checked way. Either way the view must be shown the same model, and a
/// view or model the mapping cannot show must be refused, as `configure(_:with:at:)` does.
@Suite("The per-cell fast path shows what the checked path shows")
@MainActor
struct ExactUpdateTests {
    private struct Triple: Equatable { var a = 1, b = 2, c = 3 }
    private struct Quad: Equatable { var a = 1, b = 2, c = 3, d = 4 }
    private final class TripleCell: RecordingView<Triple> {}
    private final class QuadCell: RecordingView<Quad> {}
    private final class StringCell: RecordingView<String> {}
    private class OpenArticleCell: RecordingView<Article> {}
    private final class SubclassedArticleCell: OpenArticleCell {}

    /// A Flow-style cell, configured with its path.
    private final class PathCell: DeclarativeCell {
        private(set) var shown: [(Article, ItemPath)] = []
        private(set) var updates = 0
        init() {}
        func update(with model: Article) { updates += 1 }
        func configure(_ model: Article, path: ItemPath) { shown.append((model, path)) }
    }

    private let path = ItemPath(item: 3, section: 1)

    @Test("A model an `Any` holds inline gets the fast path; a boxed one, a protocol and a provided view do not")
    func whichMappingsHaveIt() {
        let registry = MappingRegistry()
        #expect(registry.register(ArticleCell.self).hasExactUpdate, "a String inside a struct: two words")
        #expect(registry.register(TripleCell.self).hasExactUpdate, "three words: inline")
        #expect(!registry.register(QuadCell.self).hasExactUpdate, "four words: boxed")
        #expect(registry.register(AnimalCell.self).hasExactUpdate, "a class reference")
        #expect(!registry.register(FoodCell.self).hasExactUpdate, "a protocol existential: five words")
        #expect(registry.register(BadgeCell.self).hasExactUpdate)
        let provided = ViewMapping.providingViews(viewType: ArticleCell.self, reuseIdentifier: "p") { _ in nil }
        #expect(!provided.hasExactUpdate)
    }

    @Test("Exact view and model: shown with no cast, the model the view gets is the one stored")
    func exactTypes() {
        let mapping = MappingRegistry().register(TripleCell.self)
        let cell = TripleCell()
        #expect(mapping.show(Triple(a: 7, b: 8, c: 9) as Any, in: cell, at: path))
        #expect(cell.shown == [Triple(a: 7, b: 8, c: 9)])
        let articles = MappingRegistry().register(ArticleCell.self)
        let articleCell = ArticleCell()
        let long = Article(title: String(repeating: "long title kept in its own buffer ", count: 4))
        #expect(articles.show(long as Any, in: articleCell, at: path))
        #expect(articleCell.shown == [long])
    }

    @Test("A subclass of the view, a subclass of the model, a boxed model: the checked path shows them")
    func checkedPaths() {
        let articles = MappingRegistry().register(OpenArticleCell.self)
        let subclassed = SubclassedArticleCell()
        #expect(articles.show(Article(title: "a") as Any, in: subclassed, at: path))
        #expect(subclassed.shown == [Article(title: "a")])

        let animals = MappingRegistry().register(AnimalCell.self)
        let animalCell = AnimalCell()
        let dog = Dog(name: "Rex")
        #expect(animals.show(dog as Any, in: animalCell, at: path), "held as a Dog: the runtime casts it")
        #expect(animals.show(dog as Animal as Any, in: animalCell, at: path), "held as an Animal: read directly")
        #expect(animalCell.shown.map(\.name) == ["Rex", "Rex"])
        #expect(animalCell.shown.allSatisfy { $0 === dog })

        let quads = MappingRegistry().register(QuadCell.self)
        let quadCell = QuadCell()
        #expect(quads.show(Quad(d: 40) as Any, in: quadCell, at: path))
        #expect(quadCell.shown == [Quad(d: 40)])
    }

    @Test("A view or model the mapping cannot show is refused and the view is not touched, on either path")
    func refusals() {
        let mapping = MappingRegistry().register(ArticleCell.self)
        let wrongView = BadgeCell()
        #expect(!mapping.show(Article(title: "a") as Any, in: wrongView, at: path))
        #expect(wrongView.shown.isEmpty)
        let cell = ArticleCell()
        #expect(!mapping.show(Badge.hot as Any, in: cell, at: path), "another model type")
        #expect(!mapping.show("a" as Any, in: cell, at: path), "a String is not an Article, though both are 2 words")
        #expect(cell.shown.isEmpty)
        let animals = MappingRegistry().register(DogCell.self)
        let dogCell = DogCell()
        #expect(!animals.show(Animal(name: "cat") as Any, in: dogCell, at: path), "a superclass instance")
        #expect(dogCell.shown.isEmpty)
    }

    @Test("A declarative cell gets `configure(_:path:)` with the item's path; a closure registration its closure")
    func otherRegistrations() {
        let registry = MappingRegistry()
        let declarative = registry.register(PathCell.self)
        #expect(declarative.hasExactUpdate)
        let cell = PathCell()
        #expect(declarative.show(Article(title: "t") as Any, in: cell, at: path))
        #expect(cell.shown.map(\.0) == [Article(title: "t")])
        #expect(cell.shown.map(\.1) == [path])
        #expect(cell.updates == 0)

        var seen: [String] = []
        let closure = registry.register(StringCell.self, showing: String.self) { _, model in seen.append(model) }
        #expect(closure.hasExactUpdate)
        #expect(closure.show("shown" as Any, in: StringCell(), at: path))
        #expect(seen == ["shown"])
    }

    @Test("A class model shown on the fast path is neither leaked nor released early")
    func classModelLifetime() {
        weak var weakDog: Dog?
        let mapping = MappingRegistry().register(DogCell.self)
        let cell = DogCell()
        do {
            let dog = Dog(name: "Rex")
            weakDog = dog
            for _ in 0..<3 { #expect(mapping.show(dog as Any, in: cell, at: path)) }
        }
        #expect(weakDog != nil, "the cell holds what it was shown")
        let last = cell.shown.last
        #expect(last?.name == "Rex")
    }

    @Test("Random models and views: the fast path answers and shows exactly what the checked path does")
    func randomAgainstCheckedPath() {
        for seed in UInt64(1)...40 {
            var generator = SeededGenerator(seed: seed)
            let registry = MappingRegistry()
            let mappings = [
                registry.register(ArticleCell.self), registry.register(AnimalCell.self),
                registry.register(DogCell.self), registry.register(TripleCell.self), registry.register(QuadCell.self),
            ]
            let dog = Dog(name: "d"), animal = Animal(name: "a"), puppy = Puppy(name: "p")
            let models: [Any] = [
                Article(title: "x"), Triple(a: 5), Quad(b: 6), Badge.new, "text", dog, dog as Animal, animal, puppy,
                puppy as Dog, 42,
            ]
            for step in 0..<200 {
                let mapping = mappings.randomElement(using: &generator)!
                let model = models.randomElement(using: &generator)!
                let makeView = [
                    { ArticleCell() as AnyObject }, { AnimalCell() }, { DogCell() }, { TripleCell() }, { QuadCell() },
                    { SubclassedArticleCell() }, { OpenArticleCell() },
                ].randomElement(using: &generator)!
                let fast = makeView(), checked = makeView()
                let fastAnswer = mapping.show(model, in: fast, at: path)
                let checkedAnswer = mapping.configure(checked, with: model, at: path)
                #expect(
                    fastAnswer == checkedAnswer && recorded(fast) == recorded(checked),
                    "seed \(seed), step \(step): \(mapping) showing \(type(of: model)) in \(type(of: fast))")
            }
        }
    }

    /// What a recording view was shown, as text (each model's description).
    private func recorded(_ view: AnyObject) -> [String] {
        switch view {
        case let view as RecordingView<Article>: view.shown.map { "\($0)" }
        case let view as RecordingView<Animal>: view.shown.map { "\($0.name)" }
        case let view as RecordingView<Dog>: view.shown.map { "\($0.name)" }
        case let view as RecordingView<Triple>: view.shown.map { "\($0)" }
        case let view as RecordingView<Quad>: view.shown.map { "\($0)" }
        default: ["unexpected view \(type(of: view))"]
        }
    }
}
