import Testing
@testable import Trellis

/// A section node that draws badges for its first row, and answers `priority` through the `answer` door.
@MainActor
private final class BadgedSection: CascadingNode, BadgeProviding {
    let words: [String]
    init(_ words: [String]) {
        self.words = words
        super.init()
    }

    override var rows: [Any] { words }

    func badge(at path: ItemPath, scale: Int) -> String? { path.item == 0 ? "\(words[0]) at \(scale)" : nil }

    override func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let priority = event.answer(as: .priority, argument: argument, { _ in 7 - path.item }) { return priority }
        return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    }
}

@MainActor
@Suite("A new event declared in a test file (BadgeEvent.swift), answered with no library file edited")
struct CustomEventTests {
    @Test("through a dispatcher: the mapping's closure, then the view type's, then the model type's")
    func throughTheDispatcher() {
        let fixture = RowFixture { $0.badge { _, article, _, scale in "\(article.title) x\(scale)" } }
        let dispatcher = fixture.dispatcher
        let cell = RowArticleCell()
        #expect(dispatcher.answers(.badge))
        #expect(dispatcher.badgeForItem(at: path(0, 1), scale: 2, view: cell) == "b x2")
        #expect(dispatcher.badgeForItem(at: path(0, 1), scale: 2) == nil, "the closure reads the view; none is shown")
        #expect(dispatcher.badgeForItem(at: path(1, 1), scale: 2, view: RowBadgeCell()) == nil)
        dispatcher.badge(withModel: Badge.self) { badge, _, scale in "\(badge) x\(scale)" }
        #expect(dispatcher.badgeForItem(at: path(1, 1), scale: 3) == "hot x3")

        let other = RowFixture()
        #expect(!other.dispatcher.answers(.badge))
        #expect(other.dispatcher.badgeForItem(at: path(0, 0), scale: 1, view: cell) == nil)
        other.dispatcher.badge(RowArticleCell.self) { _, article, item, scale in "\(article.title) \(item) x\(scale)" }
        #expect(other.dispatcher.answers(.badge))
        #expect(other.dispatcher.badgeForItem(at: path(0, 2), scale: 5, view: cell) == "c [0, 2] x5")
        #expect(other.log.all.isEmpty && fixture.log.all.isEmpty)
    }

    @Test("through a declarative row: the row's own closure, before the registry's")
    func throughADeclarativeRow() {
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<TextCell>("x").onBadge { event, scale in "\(event.model) x\(scale) \(event.cell == nil)" }
                ListRow<TextCell>("y")
            }
        }
        let dispatcher = Dispatcher(content: content)
        #expect(dispatcher.answers(.badge), "a row has a badge closure")
        #expect(dispatcher.badgeForItem(at: path(0, 0), scale: 4) == "x x4 true")
        #expect(dispatcher.badgeForItem(at: path(0, 0), scale: 4, view: TextCell()) == "x x4 false")
        #expect(dispatcher.badgeForItem(at: path(0, 1), scale: 4) == nil)
        dispatcher.badge(withModel: String.self) { model, _, scale in "registry \(model) x\(scale)" }
        #expect(dispatcher.badgeForItem(at: path(0, 1), scale: 4) == "registry y x4")
        #expect(dispatcher.badgeForItem(at: path(0, 0), scale: 4) == "x x4 true", "the row's closure answers first")
        #expect(dispatcher.priorityOfItem(at: path(0, 0)) == nil)
        #expect(
            !Dispatcher(content: DeclarativeContent { ListSection(id: "s") { ListRow<TextCell>("z") } }).answers(.badge)
        )
    }

    @Test("through a cascading node: the key's route reaches the node; an event without a route goes through answer")
    func throughACascadingTree() {
        let section = BadgedSection(["a", "b"])
        let root = CascadingRoot(children: [CascadingNode(), section])
        let dispatcher = Dispatcher(content: root)
        dispatcher.registry.register(TextCell.self)
        #expect(root.answers(.badge) && dispatcher.answers(.badge), "the key has a cascading route")
        #expect(dispatcher.badgeForItem(at: path(1, 0), scale: 2) == "a at 2")
        #expect(dispatcher.badgeForItem(at: path(1, 1), scale: 2) == nil)
        dispatcher.badge(withModel: String.self) { model, _, _ in "registry \(model)" }
        #expect(
            dispatcher.badgeForItem(at: path(1, 1), scale: 2) == "registry b",
            "the tree's nil lets the registry answer")
        #expect(dispatcher.badgeForItem(at: path(1, 0), scale: 2) == "a at 2", "the tree answers first")

        #expect(!root.answers(.priority), "no route: a tree does not report it")
        #expect(dispatcher.priorityOfItem(at: path(1, 1)) == 6, "the node's answer override answers it")
        #expect(dispatcher.priorityOfItem(at: path(0, 0)) == nil)
    }
}
