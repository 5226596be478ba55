import Testing
@testable import Trellis

@MainActor
@Suite("Editing events")
struct EditingEventsTests {
    let b = path(0, 1)

    @Test("canEdit: typed model and path; true by default (UIKit's); the mapping beats the dispatcher")
    func canEdit() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.canEdit { model, at in
                seen.append("\(model.title) \(at)"); return model.title != "b"
            }
        }
        #expect(fixture.dispatcher.canEditItem(at: b) == false)
        #expect(fixture.dispatcher.canEditItem(at: path(0, 0)))
        #expect(seen == ["b [0, 1]", "a [0, 0]"])
        #expect(fixture.dispatcher.canEditItem(at: path(1, 1)), "the badge: nothing answers")
        #expect(RowFixture().dispatcher.canEditItem(at: b), "nothing registered")
        #expect(RowFixture().dispatcher.canEditItem(at: path(9, 9)), "no model")

        fixture.dispatcher.canEdit(withModel: Article.self) { _, _ in true }
        fixture.dispatcher.canEdit(withModel: Badge.self) { _, _ in false }
        #expect(fixture.dispatcher.canEditItem(at: b) == false, "the mapping closure wins")
        #expect(fixture.dispatcher.canEditItem(at: path(1, 1)) == false, "the dispatcher answers for badges")
        #expect(fixture.log.all.isEmpty)
    }

    @Test("commitEditingStyle: typed model, path and style; nothing by default; the mapping beats the dispatcher")
    func commit() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.commitEditingStyle { model, at, style in log.add("mapping \(model.title) \(at) \(style)") }
        }
        fixture.dispatcher.commitEditingStyle(withModel: Article.self) { _, _, _ in log.add("dispatcher") }
        fixture.dispatcher.commitEditingStyle(withModel: Badge.self) { model, at, style in
            log.add("badge \(model) \(at) \(style)")
        }
        fixture.dispatcher.commitEditingStyle(.delete, forItemAt: b)
        fixture.dispatcher.commitEditingStyle(.insert, forItemAt: path(1, 1))
        #expect(log.calls == ["mapping b [0, 1] delete", "badge hot [1, 1] insert"])
        RowFixture().dispatcher.commitEditingStyle(.delete, forItemAt: b)
        #expect(RowFixture().dispatcher.answers(.commitEditingStyle) == false)
        #expect(fixture.dispatcher.answers(.commitEditingStyle))
    }

    @Test("editingStyle: typed; .delete by default; the mapping beats the dispatcher")
    func editingStyle() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.editingStyle { model, at in
                seen.append("\(model.title) \(at)"); return .insert
            }
        }
        #expect(fixture.dispatcher.editingStyleForItem(at: b) == .insert)
        #expect(seen == ["b [0, 1]"])
        #expect(RowFixture().dispatcher.editingStyleForItem(at: b) == .delete)
        fixture.dispatcher.editingStyle(withModel: Article.self) { _, _ in .none }
        #expect(fixture.dispatcher.editingStyleForItem(at: b) == .insert)
        let other = RowFixture()
        other.dispatcher.editingStyle(withModel: Article.self) { _, _ in .none }
        #expect(other.dispatcher.editingStyleForItem(at: b) == .none)
        #expect(EditingStyle.allCases.map(\.rawValue) == [0, 1, 2], "UIKit's raw values")
    }

    @Test("titleForDeleteConfirmationButton: typed; nil (UIKit's Delete) by default; mapping first")
    func deleteTitle() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.titleForDeleteConfirmationButton { model, at in
                seen.append("\(model.title) \(at)"); return "Remove"
            }
        }
        #expect(fixture.dispatcher.titleForDeleteConfirmationButton(forItemAt: b) == "Remove")
        #expect(seen == ["b [0, 1]"])
        #expect(RowFixture().dispatcher.titleForDeleteConfirmationButton(forItemAt: b) == nil)
        fixture.dispatcher.on(.titleForDeleteConfirmationButton, model: Article.self) {
            (_: Article, _: ItemPath) -> String? in "Bin"
        }
        #expect(fixture.dispatcher.titleForDeleteConfirmationButton(forItemAt: b) == "Remove")
        let other = RowFixture()
        other.dispatcher.on(.titleForDeleteConfirmationButton, model: Article.self) {
            (_: Article, _: ItemPath) -> String? in "Bin"
        }
        #expect(other.dispatcher.titleForDeleteConfirmationButton(forItemAt: b) == "Bin")
    }

    @Test("shouldIndentWhileEditing: typed; true by default; mapping first")
    func shouldIndent() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.shouldIndentWhileEditing { model, at in
                seen.append("\(model.title) \(at)"); return false
            }
        }
        #expect(fixture.dispatcher.shouldIndentWhileEditingItem(at: b) == false)
        #expect(seen == ["b [0, 1]"])
        #expect(RowFixture().dispatcher.shouldIndentWhileEditingItem(at: b))
        fixture.dispatcher.on(.shouldIndentWhileEditing, model: Article.self) { (_: Article, _: ItemPath) in true }
        #expect(fixture.dispatcher.shouldIndentWhileEditingItem(at: b) == false)
    }

    @Test("indentationLevel: typed; 0 by default; mapping first")
    func indentation() {
        var seen: [String] = []
        let fixture = RowFixture {
            $0.indentationLevel { model, at in
                seen.append("\(model.title) \(at)"); return 2
            }
        }
        #expect(fixture.dispatcher.indentationLevelForItem(at: b) == 2)
        #expect(seen == ["b [0, 1]"])
        #expect(RowFixture().dispatcher.indentationLevelForItem(at: b) == 0)
        fixture.dispatcher.on(.indentationLevel, model: Article.self) { (_: Article, _: ItemPath) in 5 }
        #expect(fixture.dispatcher.indentationLevelForItem(at: b) == 2)
        let other = RowFixture()
        other.dispatcher.on(.indentationLevel, model: Article.self) { (_: Article, _: ItemPath) in 5 }
        #expect(other.dispatcher.indentationLevelForItem(at: b) == 5)
    }

    @Test("willBeginEditing: typed view (passed or visible), model and path; nothing by default; mapping first")
    func willBeginEditing() {
        let log = CallLog()
        let fixture = RowFixture {
            $0.willBeginEditing { cell, model, at in log.add("mapping \(ObjectIdentifier(cell)) \(model.title) \(at)") }
        }
        let cell = RowArticleCell()
        fixture.dispatcher.on(.willBeginEditing, view: RowArticleCell.self) {
            (_: RowArticleCell, _: Article, _: ItemPath) in log.add("dispatcher")
        }
        fixture.dispatcher.willBeginEditingItem(at: b, view: cell)
        #expect(log.calls == ["mapping \(ObjectIdentifier(cell)) b [0, 1]"])
        let visible = fixture.show(path(0, 2))
        fixture.dispatcher.willBeginEditingItem(at: path(0, 2))
        #expect(log.calls.last == "mapping \(ObjectIdentifier(visible)) c [0, 2]")
        fixture.dispatcher.willBeginEditingItem(at: path(0, 0))
        #expect(log.calls.count == 2, "no view on screen: a view closure cannot run")
        RowFixture().dispatcher.willBeginEditingItem(at: b, view: cell)

        let other = RowFixture()
        other.dispatcher.on(.willBeginEditing, view: RowArticleCell.self) {
            (_: RowArticleCell, model: Article, _: ItemPath) in log.add("dispatcher \(model.title)")
        }
        other.dispatcher.willBeginEditingItem(at: b, view: cell)
        #expect(log.calls.last == "dispatcher b")
    }

    @Test("didEndEditing: typed for a row; a nil path (or a row nothing answers) goes to the dispatcher's closure")
    func didEndEditing() {
        let log = CallLog()
        let fixture = RowFixture { $0.didEndEditing { _, model, at in log.add("mapping \(model.title) \(at)") } }
        fixture.dispatcher.didEndEditingItem(at: b, view: RowArticleCell())
        fixture.dispatcher.didEndEditingItem(at: nil)
        #expect(log.calls == ["mapping b [0, 1]"], "nothing registered for a nil path")
        fixture.dispatcher.didEndEditingWithoutItem { log.add("without item") }
        fixture.dispatcher.on(.didEndEditing, view: RowArticleCell.self) {
            (_: RowArticleCell, _: Article, _: ItemPath) in log.add("dispatcher")
        }
        fixture.dispatcher.didEndEditingItem(at: b, view: RowArticleCell())
        fixture.dispatcher.didEndEditingItem(at: nil)
        fixture.dispatcher.didEndEditingItem(at: path(1, 1), view: RowBadgeCell())
        #expect(log.calls == ["mapping b [0, 1]", "mapping b [0, 1]", "without item", "without item"])
        #expect(RowFixture().dispatcher.answers(.didEndEditing) == false)
        RowFixture().dispatcher.didEndEditingItem(at: nil)
    }
}
