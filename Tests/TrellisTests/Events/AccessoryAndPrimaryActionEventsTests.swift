import Testing
@testable import Trellis

@MainActor
@Suite("Accessory and primary action events")
struct AccessoryAndPrimaryActionEventsTests {
    let b = path(0, 1)

    @Test("accessoryButtonTapped: typed view, model and path; nothing by default; mapping first")
    func accessory() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.accessoryButtonTapped { cell, model, at in
                log.add("mapping \(ObjectIdentifier(cell)) \(model.title) \(at)")
            }
        }
        let cell = fixture.show(b)
        fixture.dispatcher.accessoryButtonTapped(RowArticleCell.self) { _, _, _ in log.add("dispatcher") }
        fixture.dispatcher.accessoryButtonTappedForItem(at: b)
        #expect(log.calls == ["mapping \(ObjectIdentifier(cell)) b [0, 1]"])
        RowFixture().dispatcher.accessoryButtonTappedForItem(at: b, view: cell)
        let other = RowFixture()
        other.dispatcher.accessoryButtonTapped(RowArticleCell.self) { _, model, _ in
            log.add("dispatcher \(model.title)")
        }
        other.dispatcher.accessoryButtonTappedForItem(at: b, view: cell)
        #expect(log.calls.last == "dispatcher b")
    }

    @Test("canPerformPrimaryAction: typed; by default true, except in editing mode (UIKit's); mapping first")
    func canPerform() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.canPerformPrimaryAction { cell, model, at in
                log.add("\(ObjectIdentifier(cell)) \(model.title) \(at)"); return false
            }
        }
        let cell = RowArticleCell()
        #expect(fixture.dispatcher.canPerformPrimaryActionForItem(at: b, view: cell) == false)
        #expect(log.calls == ["\(ObjectIdentifier(cell)) b [0, 1]"])
        let plain = RowFixture()
        #expect(plain.dispatcher.canPerformPrimaryActionForItem(at: b, view: cell))
        #expect(plain.dispatcher.canPerformPrimaryActionForItem(at: b, isEditing: true, view: cell) == false)
        for dispatcher in [fixture.dispatcher, plain.dispatcher] {
            dispatcher.on(.canPerformPrimaryAction, view: RowArticleCell.self) {
                (_: RowArticleCell, _: Article, _: ItemPath) in true
            }
        }
        #expect(fixture.dispatcher.canPerformPrimaryActionForItem(at: b, view: cell) == false)
        #expect(plain.dispatcher.canPerformPrimaryActionForItem(at: b, isEditing: true, view: cell))
    }

    @Test("performPrimaryAction: typed view, model and path; nothing by default; mapping first")
    func perform() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.performPrimaryAction { cell, model, at in
                log.add("mapping \(ObjectIdentifier(cell)) \(model.title) \(at)")
            }
        }
        let cell = RowArticleCell()
        fixture.dispatcher.performPrimaryAction(RowArticleCell.self) { _, _, _ in log.add("dispatcher") }
        fixture.dispatcher.performPrimaryActionForItem(at: b, view: cell)
        #expect(log.calls == ["mapping \(ObjectIdentifier(cell)) b [0, 1]"])
        RowFixture().dispatcher.performPrimaryActionForItem(at: b, view: cell)
        let other = RowFixture()
        other.dispatcher.performPrimaryAction(RowArticleCell.self) { _, model, _ in log.add("dispatcher \(model.title)")
        }
        other.dispatcher.performPrimaryActionForItem(at: b, view: cell)
        #expect(log.calls.last == "dispatcher b")
    }
}
