import Testing
@testable import Trellis
import TrellisTesting

@MainActor
@Suite("Declarative row events")
struct RowEventsTests {
    @Test(
        "Display, highlight, will-select, swipe, menu, focus, prefetch and editing closures answer for their row only")
    func everyRowEvent() throws {
        var log: [String] = []
        let menu = ContextMenuDescription(children: [])
        let content = DeclarativeContent {
            ListSection(id: "s") {
                for index in 0..<6 {
                    ListRow<TextCell>("row \(index)")
                        .onWillDisplay { log.append("show \($0.model)") }
                        .onDidEndDisplaying { log.append("hide \($0.model)") }
                }
                ListRow<TextCell>("special")
                    .onWillSelect { _ in nil }
                    .onHighlight { _ in log.append("highlight") }
                    .onUnhighlight { _ in log.append("unhighlight") }
                    .leadingSwipeActions { _ in
                        SwipeActionsDescription(actions: [], performsFirstActionWithFullSwipe: false)
                    }
                    .contextMenu { _, point in point.x > 0 ? menu : nil }
                    .onCanFocus { _ in false }
                    .onPrefetch { log.append("prefetch \($0.path)") }
                    .onCanEdit { _ in true }
                    .onEditingStyle { _ in .insert }
                    .onCommitEditing { _, style in log.append("commit \(style)") }
                    .deleteConfirmationTitle("Remove")
                    .onCanMove { _ in false }
            }
        }
        let screen = DeclarativeScreen(content, viewportHeight: 3)
        #expect(log == ["show row 0", "show row 1", "show row 2"])
        log.removeAll()
        screen.table.scroll(toRow: 1)
        #expect(log == ["hide row 0", "show row 3"])
        log.removeAll()
        let special = path(0, 6)
        let dispatcher = screen.dispatcher
        #expect(dispatcher.willSelectItem(at: special) == nil)
        #expect(dispatcher.willSelectItem(at: path(0, 0)) == path(0, 0))
        dispatcher.didHighlightItem(at: special)
        dispatcher.didUnhighlightItem(at: special)
        #expect(dispatcher.leadingSwipeActionsForItem(at: special)?.performsFirstActionWithFullSwipe == false)
        #expect(dispatcher.contextMenuForItem(at: special, point: TrellisPoint(x: 1, y: 0)) != nil)
        #expect(dispatcher.contextMenuForItem(at: special, point: TrellisPoint(x: 0, y: 0)) == nil)
        #expect(dispatcher.contextMenuForItem(at: path(0, 0), point: TrellisPoint(x: 1, y: 0)) == nil)
        #expect(dispatcher.canFocusItem(at: special) == false)
        #expect(dispatcher.canFocusItem(at: path(0, 0)))
        dispatcher.prefetchItems(at: [special, path(0, 1)])
        #expect(dispatcher.editingStyleForItem(at: special) == .insert)
        dispatcher.commitEditingStyle(.insert, forItemAt: special)
        #expect(dispatcher.titleForDeleteConfirmationButton(forItemAt: special) == "Remove")
        #expect(dispatcher.canMoveItem(at: special) == false)
        #expect(log == ["highlight", "unhighlight", "prefetch [0, 6]", "commit insert"])
    }

    @Test(
        "Models without an identity of their own keep their place across rebuilds: reloaded when changed, never re-inserted"
    )
    func positionalIdentity() {
        struct Note: Equatable { var text: String }  // neither Identifiable nor Hashable
        @MainActor final class NoteCell: ModelTransfer, ConstructibleView {
            init() {}
            func update(with model: Note) {}
        }
        func build(_ texts: [String]) -> [ListSection] {
            [ListSection(id: "notes") { for text in texts { ListRow<NoteCell>(Note(text: text)) } }]
        }
        let content = DeclarativeContent { build(["a", "b"]) }
        let screen = DeclarativeScreen(content)
        screen.table.itemRefresh = .reload  // this test reads reloads; by default a changed row is reconfigured
        content.set { build(["a", "b", "c"]) }
        #expect(screen.table.log.insertedItems == [path(0, 2)])
        #expect(screen.table.log.deletedItems.isEmpty)
        #expect(screen.table.log.reloadedItems.isEmpty)
        content.set { build(["a", "B", "c"]) }
        #expect(screen.table.log.reloadedItems == [path(0, 1)])
        #expect(screen.table.log.insertedItems == [path(0, 2)])
        #expect(screen.errors.isEmpty)
    }
}
