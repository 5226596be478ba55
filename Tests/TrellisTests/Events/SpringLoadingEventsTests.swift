import Testing
@testable import Trellis

@MainActor
@Suite("Spring loading events")
struct SpringLoadingEventsTests {
    let b = path(0, 1)

    @Test("shouldSpringLoad: typed view, model and path; true by default; mapping first")
    func shouldSpringLoad() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.shouldSpringLoad { cell, model, at in
                log.add("\(ObjectIdentifier(cell)) \(model.title) \(at)"); return false
            }
        }
        let cell = fixture.show(b)
        #expect(fixture.dispatcher.shouldSpringLoadItem(at: b) == false)
        #expect(log.calls == ["\(ObjectIdentifier(cell)) b [0, 1]"])
        let plain = RowFixture()
        #expect(plain.dispatcher.shouldSpringLoadItem(at: b, view: cell))
        for dispatcher in [fixture.dispatcher, plain.dispatcher] {
            dispatcher.shouldSpringLoad(RowArticleCell.self) { _, model, _ in model.title == "a" }
        }
        #expect(fixture.dispatcher.shouldSpringLoadItem(at: b) == false)
        #expect(plain.dispatcher.shouldSpringLoadItem(at: b, view: cell) == false)
        #expect(plain.dispatcher.shouldSpringLoadItem(at: path(0, 0), view: cell))
    }
}
