import Testing
import Trellis
import TrellisTesting

/// A cell showing a string, that says what it shows.
@MainActor
final class LabelCell: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
    private(set) var text = ""
    init() {}
    func update(with model: String) { text = model }
    var snapshotText: String { text }
}

/// A header view showing a string in capitals.
@MainActor
final class ShoutingHeader: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
    private(set) var text = ""
    init() {}
    func update(with model: String) { text = model.uppercased() }
    var snapshotText: String { text }
}

@MainActor
@Suite("Headless table: what a user does", .collectsAnomalies)
struct HeadlessInteractionTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    /// A table of strings in labelled cells, every selection and highlight event recorded in `events`.
    func makeTable(_ sections: [[String]], height: Int = 20) -> (HeadlessTableView, MemoryStorage, EventLog) {
        let storage = MemoryStorage()
        storage.setItems(sections)
        let table = HeadlessTableView(content: storage, viewportHeight: height)
        let log = EventLog()
        table.registry.register(LabelCell.self) { mapping in
            mapping.shouldHighlight { _, text, _ in
                log.append("shouldHighlight \(text)"); return !text.hasPrefix("-")
            }
            .didHighlight { _, text, _ in log.append("didHighlight \(text)") }
            .didUnhighlight { _, text, _ in log.append("didUnhighlight \(text)") }
            .willSelect { _, text, path in
                log.append("willSelect \(text)"); return path
            }
            .didSelect { _, text, _ in log.append("didSelect \(text)") }
            .willDeselect { _, text, path in
                log.append("willDeselect \(text)"); return path
            }
            .didDeselect { _, text, _ in log.append("didDeselect \(text)") }
        }
        table.reloadData()
        return (table, storage, log)
    }

    @Test("a tap sends UIKit's events in UIKit's order; tapping another row deselects the first")
    func tapOrder() {
        let (table, _, log) = makeTable([["a", "b"]])
        #expect(table.tap(at: path(0, 0)))
        #expect(
            log.events == ["shouldHighlight a", "didHighlight a", "didUnhighlight a", "willSelect a", "didSelect a"])
        log.events = []
        table.tap(at: path(0, 1))
        #expect(
            log.events == [
                "shouldHighlight b", "didHighlight b", "didUnhighlight b", "willSelect b", "willDeselect a",
                "didDeselect a",
                "didSelect b",
            ])
        #expect(table.selectedItemPaths == [path(0, 1)])
    }

    @Test("a row that may not be highlighted is not selected by a tap; select(at:) skips the highlight")
    func unhighlightable() {
        let (table, _, log) = makeTable([["-locked", "b"]])
        #expect(!table.tap(at: path(0, 0)))
        #expect(log.events == ["shouldHighlight -locked"] && table.selectedItemPaths.isEmpty)
        log.events = []
        #expect(table.select(at: path(0, 1)))
        #expect(log.events == ["willSelect b", "didSelect b"])
        table.deselect(at: path(0, 1))
        #expect(log.events.suffix(2) == ["willDeselect b", "didDeselect b"] && table.selectedItemPaths.isEmpty)
    }

    @Test("multiple selection: a tap on a selected row deselects it; selection off: nothing is selected")
    func multipleSelection() {
        let (table, _, _) = makeTable([["a", "b", "c"]])
        table.allowsMultipleSelection = true
        table.tap(at: path(0, 0))
        table.tap(at: path(0, 2))
        #expect(table.selectedItemPaths == [path(0, 0), path(0, 2)])
        table.tap(at: path(0, 0))
        #expect(table.selectedItemPaths == [path(0, 2)])
        table.allowsSelection = false
        #expect(!table.tap(at: path(0, 1)))
        #expect(table.selectedItemPaths == [path(0, 2)])
    }

    @Test("the selection follows its row through updates, and leaves with it")
    func selectionFollowsRows() throws {
        let (table, storage, _) = makeTable([["a", "b", "c"]])
        table.tap(at: path(0, 1))
        try storage.insertItem("new", at: path(0, 0))
        #expect(table.selectedItemPaths == [path(0, 2)])
        try storage.removeItem(at: path(0, 2))
        #expect(table.selectedItemPaths.isEmpty)
    }

    @Test("a declarative row's onTap runs after didSelect and deselects it when it answers .deselect")
    func declarativeTap() {
        var tapped: [String] = []
        let content = DeclarativeContent {
            ListSection(id: 0) {
                ListRow<LabelCell>("button").onTap { event in
                    tapped.append(event.model); return .deselect(animated: true)
                }
                ListRow<LabelCell>("detail").onTap { event in
                    tapped.append(event.model); return .keepSelected
                }
            }
        }
        let table = HeadlessTableView(content: content)
        #expect(!table.tap(at: path(0, 0)))
        #expect(table.tap(at: path(0, 1)))
        #expect(tapped == ["button", "detail"] && table.selectedItemPaths == [path(0, 1)])
    }

    @Test("delete commits the deletion through the editing events; a row that cannot be deleted sends nothing")
    func deleteRows() {
        let (table, storage, _) = makeTable([["a", "b", "c"]])
        #expect(!table.canDelete(at: path(0, 0)), "nothing answers commitEditingStyle yet")
        #expect(!table.delete(at: path(0, 0)))
        table.dispatcher.canEdit(withModel: String.self) { text, _ in text != "b" }
        table.dispatcher.commitEditingStyle(withModel: String.self) { _, path, style in
            if style == .delete { try? storage.removeItem(at: path) }
        }
        #expect(table.delete(at: path(0, 0)))
        #expect(table.models(inSection: 0) as? [String] == ["b", "c"])
        #expect(!table.delete(at: path(0, 0)), "b is not editable")
        #expect(table.log.deletedItems == [path(0, 0)])
    }

    @Test("swipe actions: the row's own, UIKit's Delete by default, with willBeginEditing and didEndEditing")
    func swipeActions() {
        let storage = MemoryStorage(items: ["a", "b"])
        let table = HeadlessTableView(content: storage)
        let log = EventLog()
        table.registry.register(LabelCell.self) { mapping in
            mapping.willBeginEditing { _, text, _ in log.append("willBeginEditing \(text)") }
                .didEndEditing { _, text, _ in log.append("didEndEditing \(text)") }
        }
        table.dispatcher.leadingSwipeActions(LabelCell.self) { _, text, _ in
            SwipeActionsDescription(actions: [
                ContextualActionDescription(title: "Star") { done in
                    log.append("star \(text)")
                    done(true)
                }
            ])
        }
        table.dispatcher.commitEditingStyle(withModel: String.self) { _, path, _ in try? storage.removeItem(at: path) }
        table.dispatcher.didEndEditingWithoutItem { log.append("didEndEditing (gone)") }
        log.events = []
        #expect(table.swipeActions(from: .leading, at: path(0, 0))?.actions.map(\.title) == ["Star"])
        table.endSwiping(at: path(0, 0))
        #expect(table.performSwipeAction(titled: "Star", from: .leading, at: path(0, 0)))
        #expect(table.swipeActions(from: .trailing, at: path(0, 1))?.actions.map(\.title) == ["Delete"])
        table.endSwiping(at: path(0, 1))
        #expect(!table.performSwipeAction(titled: "Archive", at: path(0, 1)))
        #expect(table.performSwipeAction(titled: "Delete", at: path(0, 1)))
        #expect(
            log.events == [
                "willBeginEditing a", "didEndEditing a",
                "willBeginEditing a", "star a", "didEndEditing a",
                "willBeginEditing b", "didEndEditing b",
                "willBeginEditing b", "didEndEditing b",
                "willBeginEditing b", "didEndEditing (gone)",
            ])
        #expect(table.models(inSection: 0) as? [String] == ["a"])
    }

    @Test("moving a row moves it on screen, then in the content, whose update is taken as shown")
    func moveRows() throws {
        let (table, storage, _) = makeTable([["a", "b", "c"], ["x"]])
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == nil, "nothing turned reordering on")
        var moves: [String] = []
        table.dispatcher.moveItem(withModel: String.self) { text, source, destination in
            moves.append("\(text) \(source) \(destination)")
        }
        table.tap(at: path(0, 0))
        table.clearLog()
        #expect(table.moveRow(from: path(0, 0), to: path(1, 1)) == path(1, 1))
        #expect(
            storage.items(inSection: 0) as? [String] == ["b", "c"]
                && storage.items(inSection: 1) as? [String] == ["x", "a"])
        #expect(table.models(inSection: 1) as? [String] == ["x", "a"])
        #expect(
            table.log.entries == [.userMove(from: path(0, 0), to: path(1, 1))],
            "the content's update was not applied again")
        #expect(table.selectedItemPaths == [path(1, 1)], "the selection moved with its row")
        #expect(moves == ["a [0, 0] [1, 1]"])
        // The next edit animates from the moved state.
        try storage.addItem("d", toSection: 0)
        #expect(table.log.insertedItems == [path(0, 2)] && table.log.movedItems.isEmpty)
    }

    @Test("a move the content refuses reloads the table to the content's rows")
    func refusedMove() {
        let (table, storage, _) = makeTable([["a", "b"]])
        table.dispatcher.canMove(withModel: String.self) { _, _ in true }
        #expect(table.moveRow(from: path(0, 0), to: path(1, 0)) == nil, "no section 1")
        #expect(table.moveRow(from: path(0, 0), to: path(0, 1)) == path(0, 1))
        #expect(storage.items(inSection: 0) as? [String] == ["b", "a"])
    }

    @Test("headers and footers: titles, and views dequeued with their models and display events")
    func headersAndFooters() {
        var displayed: [String] = []
        let storage = MemoryStorage()
        storage.setItems([["a"], ["b"]])
        storage.setSectionHeaderModels(["Fruit", "Veg"])
        storage.setSectionFooterModels(["1 fruit", "1 veg"])
        let table = HeadlessTableView(content: storage)
        table.registry.register(LabelCell.self)
        #expect(table.headerTitle(inSection: 0) == "Fruit" && table.footerTitle(inSection: 1) == "1 veg")
        #expect(table.headerView(inSection: 0) == nil, "a title has no view")
        table.registry.register(ShoutingHeader.self, as: .header) { mapping in
            mapping.willDisplaySupplementary { _, title, _ in displayed.append(title) }
        }
        #expect(table.headerTitle(inSection: 0) == nil, "a view shows the header now")
        #expect((table.headerView(inSection: 1) as? ShoutingHeader)?.text == "VEG")
        #expect(table.headerView(inSection: 1) === table.headerView(inSection: 1), "kept while shown")
        #expect(displayed == ["Veg"])
        #expect(table.headerView(inSection: 5) == nil && table.footerTitle(inSection: -1) == nil)
    }

    @Test("text snapshots show what a person sees: headers, visible rows, selection, footers, rows off screen")
    func textSnapshots() throws {
        let storage = MemoryStorage()
        storage.setItems([["Chile", "Peru", "Uruguay"], [], (1...10).map { "Country \($0)" }])
        storage.setSectionHeaderModels(["South America", "Antarctica", "More"])
        storage.setSectionFooterModels(["3 countries", "", "10 more"])
        let table = HeadlessTableView(content: storage, viewportHeight: 5)
        table.registry.register(LabelCell.self)
        table.tap(at: ItemPath(item: 1, section: 0))
        expectTextSnapshot(
            table.textSnapshot(),
            matches: """
                [South America]
                  Chile
                > Peru
                  Uruguay
                (3 countries)
                [Antarctica]
                ()
                [More]
                  Country 1
                  Country 2
                ... 8 rows below
                """)
        table.scroll(by: 4)
        #expect(
            table.textSnapshot().description == """
                ... 4 rows above
                [More]
                  Country 2
                  Country 3
                  Country 4
                  Country 5
                  Country 6
                ... 4 rows below
                """)
        table.scrollToBottom()
        #expect(table.textSnapshot().lines.suffix(2) == ["  Country 10", "(10 more)"])
        table.describeRow = { model, _ in (model as? String).map { "<\($0)>" } }
        #expect(
            table.textSnapshot().lines.suffix(2) == ["  <Country 10>", "(10 more)"], "titles are shown as they are")
    }

    @Test("a snapshot that differs records an issue listing the lines that differ")
    func snapshotDifference() {
        let snapshot = TextSnapshot(sections: [
            TextSnapshot.Section(header: "A", rows: [.init("one"), .init("two", isSelected: true)])
        ])
        #expect(snapshot.matches("[A]\n  one\n> two\n"))
        #expect(snapshot.difference(from: "[A]\n  one\n  three") == "  [A]\n    one\n-   three\n+ > two")
        withKnownIssue { expectTextSnapshot(snapshot, matches: "[A]") }
    }
}

/// Events in the order they were sent.
@MainActor
final class EventLog {
    var events: [String] = []
    func append(_ event: String) { events.append(event) }
}
