import Testing
@testable import Trellis

@MainActor
@Suite("Legacy menu events")
struct LegacyMenuEventsTests {
    let b = path(0, 1)

    @Test("shouldShowMenu: typed view, model and path; false by default; mapping first")
    func shouldShowMenu() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.shouldShowMenu { cell, model, at in
                log.add("\(ObjectIdentifier(cell)) \(model.title) \(at)"); return true
            }
        }
        let cell = RowArticleCell()
        #expect(fixture.dispatcher.shouldShowMenuForItem(at: b, view: cell))
        #expect(log.calls == ["\(ObjectIdentifier(cell)) b [0, 1]"])
        let plain = RowFixture()
        #expect(plain.dispatcher.shouldShowMenuForItem(at: b, view: cell) == false)
        for dispatcher in [fixture.dispatcher, plain.dispatcher] {
            dispatcher.on(.shouldShowMenu, view: RowArticleCell.self) {
                (_: RowArticleCell, model: Article, _: ItemPath) in model.title == "a"
            }
        }
        #expect(fixture.dispatcher.shouldShowMenuForItem(at: b, view: cell))
        #expect(plain.dispatcher.shouldShowMenuForItem(at: b, view: cell) == false)
        #expect(plain.dispatcher.shouldShowMenuForItem(at: path(0, 0), view: cell))
    }

    @Test("canPerformAction and performAction: typed view, model, path and action name; false and nothing by default")
    func actions() {
        let log = CallLog()
        let fixture = RowFixture { mapping in
            mapping.canPerformAction { cell, model, at, action in
                log.add("can \(ObjectIdentifier(cell)) \(model.title) \(at) \(action)")
                return action == "copy:"
            }
            mapping.performAction { _, model, at, action in log.add("perform \(model.title) \(at) \(action)") }
        }
        let cell = RowArticleCell()
        #expect(fixture.dispatcher.canPerformAction("copy:", forItemAt: b, view: cell))
        #expect(fixture.dispatcher.canPerformAction("paste:", forItemAt: b, view: cell) == false)
        fixture.dispatcher.performAction("copy:", forItemAt: b, view: cell)
        #expect(
            log.calls == [
                "can \(ObjectIdentifier(cell)) b [0, 1] copy:", "can \(ObjectIdentifier(cell)) b [0, 1] paste:",
                "perform b [0, 1] copy:",
            ])
        let plain = RowFixture()
        #expect(plain.dispatcher.canPerformAction("copy:", forItemAt: b, view: cell) == false)
        plain.dispatcher.performAction("copy:", forItemAt: b, view: cell)
        #expect(log.calls.count == 3)

        for dispatcher in [fixture.dispatcher, plain.dispatcher] {
            dispatcher.on(.canPerformAction, view: RowArticleCell.self) {
                (_: RowArticleCell, _: Article, _: ItemPath, _: String) in true
            }
            dispatcher.on(.performAction, view: RowArticleCell.self) {
                (_: RowArticleCell, _: Article, _: ItemPath, action: String) in log.add("dispatcher \(action)")
            }
        }
        #expect(fixture.dispatcher.canPerformAction("paste:", forItemAt: b, view: cell) == false)
        fixture.dispatcher.performAction("cut:", forItemAt: b, view: cell)
        #expect(log.calls.last == "perform b [0, 1] cut:")
        #expect(plain.dispatcher.canPerformAction("paste:", forItemAt: b, view: cell))
        plain.dispatcher.performAction("cut:", forItemAt: b, view: cell)
        #expect(log.calls.last == "dispatcher cut:")
    }
}
