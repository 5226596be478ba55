import Testing
@testable import Trellis

@MainActor
@Suite("Focus events")
struct FocusEventsTests {
    let sections = [
        StorageSection(items: [Article(title: "a"), Badge.new]),
        StorageSection(items: [Article(title: "b")]),
    ]

    @Test("with no closure: every item can take focus, selection follows the view's setting, every move is allowed")
    func nothingRegistered() throws {
        let (dispatcher, _, log) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        #expect(dispatcher.canFocusItem(at: path(0, 0)))
        #expect(dispatcher.canFocusItem(at: path(9, 9)))
        #expect(dispatcher.selectionFollowsFocusForItem(at: path(0, 0)) == nil)
        let move = FocusUpdateDescription(previous: path(0, 0), next: path(0, 1))
        #expect(dispatcher.shouldUpdateFocus(move))
        dispatcher.didUpdateFocus(move)
        #expect(dispatcher.indexPathForPreferredFocusedView() == nil)
        for answers in [
            dispatcher.answers(.canFocus), dispatcher.answers(.selectionFollowsFocus),
            dispatcher.answers(.shouldUpdateFocus), dispatcher.answers(.didUpdateFocus),
            dispatcher.answers(.indexPathForPreferredFocusedView),
        ] {
            #expect(!answers)
        }
        #expect(log.all.isEmpty)
    }

    @Test("canFocus and selectionFollowsFocus receive the typed model and its path")
    func itemEvents() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(String, ItemPath)>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.canFocus { article, path in
                calls.append((article.title, path)); return article.title == "a"
            }
            mapping.selectionFollowsFocus { _, path in path.section == 1 }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        #expect(dispatcher.canFocusItem(at: path(0, 0)))
        #expect(!dispatcher.canFocusItem(at: path(1, 0)))
        #expect(dispatcher.canFocusItem(at: path(0, 1)), "the badge's mapping has no closure")
        #expect(calls.all.map(\.0) == ["a", "b"])
        #expect(calls.all.map(\.1) == [path(0, 0), path(1, 0)])
        #expect(dispatcher.selectionFollowsFocusForItem(at: path(0, 0)) == false)
        #expect(dispatcher.selectionFollowsFocusForItem(at: path(1, 0)) == true)
        #expect(dispatcher.selectionFollowsFocusForItem(at: path(0, 1)) == nil)
        #expect(dispatcher.answers(.canFocus))
        #expect(dispatcher.answers(.selectionFollowsFocus))
    }

    @Test("precedence: mapping closure, then the view type's, then the model type's")
    func precedence() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self, when: .section(1)) { $0.canFocus { _, _ in true } }
        dispatcher.registry.register(ProbeFeaturedCell.self)
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.canFocus(ProbeArticleCell.self) { _, _ in false }
        dispatcher.canFocus(ProbeFeaturedCell.self) { _, _ in false }
        dispatcher.canFocus(withModel: Article.self) { _, _ in true }
        dispatcher.canFocus(withModel: Badge.self) { _, _ in false }
        #expect(dispatcher.canFocusItem(at: path(1, 0)), "the mapping's closure")
        #expect(!dispatcher.canFocusItem(at: path(0, 0)), "the view type's closure")
        #expect(!dispatcher.canFocusItem(at: path(0, 1)), "the model type's closure")

        dispatcher.selectionFollowsFocus(ProbeFeaturedCell.self) { _, _ in true }
        dispatcher.selectionFollowsFocus(withModel: Badge.self) { _, _ in false }
        #expect(dispatcher.selectionFollowsFocusForItem(at: path(0, 0)) == true)
        #expect(dispatcher.selectionFollowsFocusForItem(at: path(0, 1)) == false)
        #expect(dispatcher.selectionFollowsFocusForItem(at: path(1, 0)) == nil)
    }

    @Test("focus moves are described with the previous and next paths and the host's objects")
    func focusMoves() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let context = ProbeObject()
        let coordinator = ProbeObject()
        let moves = ProbeLog<FocusUpdateDescription>()
        dispatcher.shouldUpdateFocus { move in move.next != nil }
        dispatcher.didUpdateFocus { move in moves.append(move) }
        #expect(dispatcher.shouldUpdateFocus(FocusUpdateDescription(previous: path(0, 0), next: path(1, 0))))
        #expect(!dispatcher.shouldUpdateFocus(FocusUpdateDescription(previous: path(0, 0), next: nil)))
        dispatcher.didUpdateFocus(
            FocusUpdateDescription(
                previous: nil, next: path(0, 1), hostContext: context, hostCoordinator: coordinator))
        #expect(moves.all.count == 1)
        #expect(moves.all.first?.previous == nil)
        #expect(moves.all.first?.next == path(0, 1))
        #expect(moves.all.first?.hostContext === context)
        #expect(moves.all.first?.hostCoordinator === coordinator)
        #expect(dispatcher.answers(.shouldUpdateFocus))
        #expect(dispatcher.answers(.didUpdateFocus))
    }

    @Test("the preferred focused item is the closure's when it exists, else nil")
    func preferredFocus() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let preferred = ProbeLog<ItemPath?>()
        preferred.append(path(1, 0))
        dispatcher.indexPathForPreferredFocusedView { preferred.all.last ?? nil }
        #expect(dispatcher.answers(.indexPathForPreferredFocusedView))
        #expect(dispatcher.indexPathForPreferredFocusedView() == path(1, 0))
        preferred.append(path(1, 5))
        #expect(dispatcher.indexPathForPreferredFocusedView() == nil, "no item there")
        preferred.append(nil)
        #expect(dispatcher.indexPathForPreferredFocusedView() == nil)
    }
}
