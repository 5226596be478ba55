import Testing
@testable import Trellis

@MainActor
@Suite("Swipe action events")
struct SwipeActionsEventsTests {
    let b = path(0, 1)

    func actions(_ titles: String...) -> SwipeActionsDescription {
        SwipeActionsDescription(actions: titles.map { title in ContextualActionDescription(title: title) { $0(true) } })
    }

    @Test("leading and trailing swipe actions: typed view, model and path; nil by default; mapping first")
    func swipeActions() throws {
        let log = CallLog()
        let fixture = RowFixture { mapping in
            mapping.leadingSwipeActions { cell, model, at in
                log.add("leading \(ObjectIdentifier(cell)) \(model.title) \(at)")
                return self.actions("Pin")
            }
            mapping.trailingSwipeActions { _, model, _ in model.title == "c" ? nil : self.actions("Delete", "More") }
        }
        let cell = fixture.show(b)
        let leading = try #require(fixture.dispatcher.leadingSwipeActionsForItem(at: b))
        #expect(leading.actions.map(\.title) == ["Pin"])
        #expect(leading.performsFirstActionWithFullSwipe)
        #expect(log.calls == ["leading \(ObjectIdentifier(cell)) b [0, 1]"])
        #expect(
            fixture.dispatcher.trailingSwipeActionsForItem(at: b, view: RowArticleCell())?.actions.map(\.title) == [
                "Delete", "More",
            ])
        #expect(
            fixture.dispatcher.trailingSwipeActionsForItem(at: path(0, 2), view: RowArticleCell()) == nil,
            "a closure may ask for UIKit's default")

        let plain = RowFixture()
        #expect(plain.dispatcher.leadingSwipeActionsForItem(at: b, view: RowArticleCell()) == nil)
        #expect(plain.dispatcher.trailingSwipeActionsForItem(at: b, view: RowArticleCell()) == nil)

        fixture.dispatcher.leadingSwipeActions(RowArticleCell.self) { _, _, _ in self.actions("Other") }
        fixture.dispatcher.trailingSwipeActions(RowArticleCell.self) { _, _, _ in self.actions("Other") }
        #expect(fixture.dispatcher.leadingSwipeActionsForItem(at: b)?.actions.map(\.title) == ["Pin"])
        #expect(fixture.dispatcher.trailingSwipeActionsForItem(at: b)?.actions.map(\.title) == ["Delete", "More"])
        #expect(
            fixture.dispatcher.trailingSwipeActionsForItem(at: path(0, 2), view: RowArticleCell()) == nil,
            "the mapping's nil is an answer")
        plain.dispatcher.trailingSwipeActions(RowArticleCell.self) { _, model, _ in self.actions(model.title) }
        plain.dispatcher.leadingSwipeActions(RowArticleCell.self) { _, model, _ in self.actions(model.title) }
        #expect(
            plain.dispatcher.trailingSwipeActionsForItem(at: b, view: RowArticleCell())?.actions.map(\.title) == ["b"])
        #expect(
            plain.dispatcher.leadingSwipeActionsForItem(at: b, view: RowArticleCell())?.actions.map(\.title) == ["b"])
    }

    @Test("an action's handler reports completion; descriptions carry style, colour and image")
    func actionHandler() throws {
        var completed: [Bool] = []
        let action = ContextualActionDescription(
            style: .destructive, title: "Delete", backgroundColor: .red, imageName: "trash"
        ) { done in
            done(false)
        }
        action.handler { completed.append($0) }
        #expect(completed == [false])
        #expect(action.style == .destructive && action.style.rawValue == 1)
        #expect(action.imageName == "trash")
        #expect(action.backgroundColor == TrellisColor(hex: "#FF3B30"))
        #expect(TrellisColor(hex: "007AFF80")?.description == "#007AFF80")
        #expect(TrellisColor(hex: "#12345") == nil)
        #expect(TrellisColor(hex: "nothex") == nil)
        #expect(TrellisColor.gray.description == "#8E8E93FF")
        let description = SwipeActionsDescription(actions: [action], performsFirstActionWithFullSwipe: false)
        #expect(description.performsFirstActionWithFullSwipe == false)
    }

    @Test(
        "a colour with components out of range or NaN is clamped, and prints without trapping",
        arguments: [Double.nan, -.infinity, -0.5, 1.5, .infinity, .greatestFiniteMagnitude]
    )
    func colourComponentsAreClamped(component: Double) {
        let color = TrellisColor(red: component, green: 0.5, blue: component, alpha: component)
        let expected: Double = component.isNaN || component < 0 ? 0 : 1
        #expect(color.clamped == TrellisColor(red: expected, green: 0.5, blue: expected, alpha: expected))
        let byte = expected == 0 ? "00" : "FF"
        #expect(color.description == "#\(byte)80\(byte)\(byte)")
    }

    @Test("editActions (deprecated): typed; nil by default; mapping first")
    func editActions() {
        let log = CallLog()
        let fixture = RowFixture { mapping in
            mapping.editActions { cell, model, at in
                log.add("\(ObjectIdentifier(cell)) \(model.title) \(at)")
                return [ContextualActionDescription(style: .destructive, title: "Delete") { $0(true) }]
            }
        }
        let cell = RowArticleCell()
        #expect(fixture.dispatcher.editActionsForItem(at: b, view: cell)?.map(\.title) == ["Delete"])
        #expect(log.calls == ["\(ObjectIdentifier(cell)) b [0, 1]"])
        #expect(RowFixture().dispatcher.editActionsForItem(at: b, view: cell) == nil)
        fixture.dispatcher.on(.editActions, view: RowArticleCell.self) {
            (_: RowArticleCell, _: Article, _: ItemPath) -> [ContextualActionDescription]? in []
        }
        #expect(fixture.dispatcher.editActionsForItem(at: b, view: cell)?.count == 1)
        let other = RowFixture()
        other.dispatcher.on(.editActions, view: RowArticleCell.self) {
            (_: RowArticleCell, _: Article, _: ItemPath) -> [ContextualActionDescription]? in []
        }
        #expect(other.dispatcher.editActionsForItem(at: b, view: cell)?.count == 0)
    }
}
