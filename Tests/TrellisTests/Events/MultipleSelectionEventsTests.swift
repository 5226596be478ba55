import Testing
@testable import Trellis

@MainActor
@Suite("Multiple selection events")
struct MultipleSelectionEventsTests {
    let b = path(0, 1)

    @Test("shouldBeginMultipleSelectionInteraction: typed model and path; false by default (UIKit's); mapping first")
    func shouldBegin() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.shouldBeginMultipleSelectionInteraction { model, at in
                seen.append("\(model.title) \(at)"); return true
            }
        }
        #expect(fixture.dispatcher.shouldBeginMultipleSelectionInteraction(at: b))
        #expect(seen == ["b [0, 1]"])
        #expect(fixture.dispatcher.shouldBeginMultipleSelectionInteraction(at: path(1, 1)) == false, "the badge")
        let plain = RowFixture()
        #expect(plain.dispatcher.shouldBeginMultipleSelectionInteraction(at: b) == false)
        for dispatcher in [fixture.dispatcher, plain.dispatcher] {
            dispatcher.shouldBeginMultipleSelectionInteraction(withModel: Article.self) { model, _ in model.title == "a"
            }
        }
        #expect(fixture.dispatcher.shouldBeginMultipleSelectionInteraction(at: b))
        #expect(plain.dispatcher.shouldBeginMultipleSelectionInteraction(at: b) == false)
        #expect(plain.dispatcher.shouldBeginMultipleSelectionInteraction(at: path(0, 0)))
    }

    @Test("didBeginMultipleSelectionInteraction: typed view, model and path; nothing by default; mapping first")
    func didBegin() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.didBeginMultipleSelectionInteraction { cell, model, at in
                log.add("mapping \(ObjectIdentifier(cell)) \(model.title) \(at)")
            }
        }
        let cell = fixture.show(b)
        fixture.dispatcher.didBeginMultipleSelectionInteraction(RowArticleCell.self) { _, _, _ in log.add("dispatcher")
        }
        fixture.dispatcher.didBeginMultipleSelectionInteraction(at: b)
        #expect(log.calls == ["mapping \(ObjectIdentifier(cell)) b [0, 1]"])
        RowFixture().dispatcher.didBeginMultipleSelectionInteraction(at: b, view: cell)
        let other = RowFixture()
        other.dispatcher.didBeginMultipleSelectionInteraction(RowArticleCell.self) { _, model, _ in
            log.add("dispatcher \(model.title)")
        }
        other.dispatcher.didBeginMultipleSelectionInteraction(at: b, view: cell)
        #expect(log.calls.last == "dispatcher b")
    }

    @Test("didEndMultipleSelectionInteraction: not tied to a model; nothing by default; the last closure wins")
    func didEnd() {
        let log = CallLog()
        let fixture = RowFixture()
        fixture.dispatcher.didEndMultipleSelectionInteraction()
        #expect(fixture.dispatcher.answers(.didEndMultipleSelectionInteraction) == false)
        fixture.dispatcher.didEndMultipleSelectionInteraction { log.add("first") }
        fixture.dispatcher.didEndMultipleSelectionInteraction { log.add("second") }
        fixture.dispatcher.didEndMultipleSelectionInteraction()
        #expect(log.calls == ["second"])
        #expect(fixture.dispatcher.answers(.didEndMultipleSelectionInteraction))
    }
}
