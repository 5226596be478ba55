import Testing
@testable import Trellis

/// Content that cannot be edited: the dispatcher leaves moves to the user's closures.
@MainActor
final class ReadOnlyRowContent: SectionedContent {
    let items: [Article]
    init(_ items: [Article]) { self.items = items }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? items.count : 0 }
    func item(at path: ItemPath) -> Any? {
        path.section == 0 && items.indices.contains(path.item) ? items[path.item] : nil
    }
    func headerModel(forSection section: Int) -> Any? { nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

@MainActor
@Suite("Moving events")
struct MovingEventsTests {
    @Test("canMove: typed; by default only when a move or canMove closure exists (UIKit shows reordering then)")
    func canMove() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.canMove { model, at in
                seen.append("\(model.title) \(at)"); return model.title == "a"
            }
        }
        #expect(fixture.dispatcher.canMoveItem(at: path(0, 0)))
        #expect(fixture.dispatcher.canMoveItem(at: path(0, 1)) == false)
        #expect(seen == ["a [0, 0]", "b [0, 1]"])
        #expect(fixture.dispatcher.supportsMoving)
        #expect(fixture.dispatcher.canMoveItem(at: path(1, 1)), "the badge: nothing answers, moving is supported")

        let plain = RowFixture()
        #expect(plain.dispatcher.supportsMoving == false)
        #expect(plain.dispatcher.canMoveItem(at: path(0, 0)) == false)
        plain.dispatcher.moveItem(withModel: Badge.self) { _, _, _ in }
        #expect(plain.dispatcher.supportsMoving)
        #expect(plain.dispatcher.canMoveItem(at: path(0, 0)))

        fixture.dispatcher.canMove(withModel: Article.self) { _, _ in true }
        #expect(fixture.dispatcher.canMoveItem(at: path(0, 1)) == false, "the mapping closure wins")
        plain.dispatcher.canMove(withModel: Article.self) { model, _ in model.title == "c" }
        #expect(plain.dispatcher.canMoveItem(at: path(0, 0)) == false)
        #expect(plain.dispatcher.canMoveItem(at: path(0, 2)))
    }

    @Test("targetPathForMove: typed model, source and proposed; the proposed path by default; mapping first")
    func targetPath() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.targetPathForMove { model, source, proposed in
                seen.append("\(model.title) \(source) \(proposed)")
                return proposed.section == 1 ? source : proposed
            }
        }
        #expect(fixture.dispatcher.targetPathForMove(from: path(0, 0), proposed: path(1, 0)) == path(0, 0))
        #expect(fixture.dispatcher.targetPathForMove(from: path(0, 0), proposed: path(0, 2)) == path(0, 2))
        #expect(
            fixture.dispatcher.targetPathForMove(ofItemFrom: path(0, 1), current: path(0, 2), proposed: path(1, 1))
                == path(0, 1), "the collection's form sees the original path")
        #expect(seen == ["a [0, 0] [1, 0]", "a [0, 0] [0, 2]", "b [0, 1] [1, 1]"])
        #expect(RowFixture().dispatcher.targetPathForMove(from: path(0, 0), proposed: path(1, 0)) == path(1, 0))
        #expect(
            RowFixture().dispatcher.targetPathForMove(ofItemFrom: path(0, 0), current: path(0, 1), proposed: path(0, 2))
                == path(0, 2))

        fixture.dispatcher.targetPathForMove(withModel: Article.self) { _, _, _ in path(0, 0) }
        #expect(fixture.dispatcher.targetPathForMove(from: path(0, 1), proposed: path(0, 2)) == path(0, 2))
        let other = RowFixture()
        other.dispatcher.targetPathForMove(withModel: Article.self) { _, _, _ in path(0, 0) }
        #expect(other.dispatcher.targetPathForMove(from: path(0, 1), proposed: path(0, 2)) == path(0, 0))
    }

    @Test("moveItem: the storage moves the item, then the closure gets the model, source and destination")
    func moveUpdatesContent() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.moveItem { model, source, destination in log.add("\(model.title) \(source) \(destination)") }
        }
        var flagDuringUpdate: [Bool] = []
        let observation = fixture.storage.observe { _ in flagDuringUpdate.append(fixture.dispatcher.isApplyingUserMove)
        }
        #expect(fixture.dispatcher.moveItem(at: path(0, 0), to: path(0, 2)))
        #expect(fixture.titles(0) == ["b", "c", "a"])
        #expect(fixture.dispatcher.moveItem(at: path(0, 1), to: path(1, 0)))
        #expect(fixture.titles(0) == ["b", "a"])
        #expect(fixture.titles(1) == ["c", "d", "hot"])
        #expect(log.calls == ["a [0, 0] [0, 2]", "c [0, 1] [1, 0]"])
        #expect(flagDuringUpdate == [true, true], "the host hears the update while the user's move is applied")
        #expect(fixture.dispatcher.isApplyingUserMove == false)
        #expect(fixture.log.all.isEmpty)
        observation.cancel()
    }

    @Test("moveItem: with nothing registered the content still follows the view; the mapping beats the dispatcher")
    func movePrecedence() {
        let plain = RowFixture()
        #expect(plain.dispatcher.moveItem(at: path(0, 2), to: path(0, 0)))
        #expect(plain.titles(0) == ["c", "a", "b"])

        let log = CallLog()
        let fixture = RowFixture { $0.moveItem { _, _, _ in log.add("mapping") } }
        fixture.dispatcher.moveItem(withModel: Article.self) { _, _, _ in log.add("dispatcher") }
        fixture.dispatcher.moveItem(withModel: Badge.self) { model, source, destination in
            log.add("badge \(model) \(source) \(destination)")
        }
        fixture.dispatcher.moveItem(at: path(0, 0), to: path(0, 1))
        fixture.dispatcher.moveItem(at: path(1, 1), to: path(1, 0))
        #expect(log.calls == ["mapping", "badge hot [1, 1] [1, 0]"])
        #expect(fixture.titles(1) == ["hot", "d"])
    }

    @Test("moveItem: a move the content refuses is reported, changes nothing and runs no closure")
    func refusedMove() {
        let log = CallLog()
        let fixture = RowFixture { $0.moveItem { _, _, _ in log.add("moved") } }
        #expect(fixture.dispatcher.moveItem(at: path(0, 0), to: path(0, 7)) == false)
        #expect(fixture.dispatcher.moveItem(at: path(5, 0), to: path(0, 0)) == false)
        #expect(fixture.titles(0) == ["a", "b", "c"])
        #expect(log.calls.isEmpty)
        #expect(fixture.log.all.count == 2)
        for anomaly in fixture.log.all {
            guard case .invalidStorageEdit = anomaly else { Issue.record("unexpected \(anomaly)"); continue }
        }
        #expect(fixture.dispatcher.isApplyingUserMove == false)
    }

    @Test("moveItem: content that cannot be edited is left to the closures")
    func readOnlyContent() {
        let log = CallLog()
        let dispatcher = Dispatcher(content: ReadOnlyRowContent([RowFixture.a, RowFixture.b]))
        dispatcher.registry.register(RowArticleCell.self) {
            $0.moveItem { model, _, destination in log.add("\(model.title) \(destination)") }
        }
        #expect(dispatcher.moveItem(at: path(0, 0), to: path(0, 1)))
        #expect(log.calls == ["a [0, 1]"])
    }

    @Test("performUserMove nests, and is per dispatcher")
    func performUserMove() {
        let first = RowFixture(), second = RowFixture()
        first.dispatcher.performUserMove {
            #expect(first.dispatcher.isApplyingUserMove)
            first.dispatcher.performUserMove { #expect(first.dispatcher.isApplyingUserMove) }
            #expect(first.dispatcher.isApplyingUserMove)
            #expect(second.dispatcher.isApplyingUserMove == false)
        }
        #expect(first.dispatcher.isApplyingUserMove == false)
        struct Failure: Error {}
        #expect(throws: Failure.self) { try first.dispatcher.performUserMove { () throws(Failure) in throw Failure() } }
        #expect(first.dispatcher.isApplyingUserMove == false)
    }
}
