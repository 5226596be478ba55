import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

// Findings of the outside probe of today's rules (Dispatcher+CurrentPaths, Dispatcher+PathRefresh, rows without
// identity, cascading answers, heights of repeated identities). Each test fails today; its comment says what a user
// sees and what they should see.

@MainActor
@Suite("New rules: paths while updates wait, found by an outside probe")
struct NewRulesPathsWhileHeldTests {
    typealias Item = NewRules.Item

    /// A declarative table whose first update animates (held), so that the next update waits.
    func heldTable(height: Double = 800) -> (UITableView, UIWindow, TableViewManager, DeclarativeContent) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        let window = NewRules.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        return (table, window, manager, content)
    }

    // MARK: Paths while an update waits

    /// A mail screen: "Inbox" and "Flagged" sections, rows with ids and `onDelete` removing the row where the event
    /// says. While a delete animates, the user flags message "b" (the content moves it to "Flagged"; that update
    /// waits). The table still shows "b" in the Inbox, and the user swipes it and deletes it. Nothing happens: the
    /// row is still in the content (in the other section) but Trellis looks for it only in the section it was shown
    /// in, decides it is gone and drops the delete. "b" stays after the animation. The user should see "b"
    /// deleted (its `onDelete` told its path now, in "Flagged"). Cause: `Dispatcher+CurrentPaths.swift`
    /// `contentPath(forShown:kind:)` searches only `current[section].items`, never the other sections.
    @Test(
        "A row moved to another section while an update waits is taken for gone: its delete is dropped",
        .collectsAnomalies)
    func rowMovedAcrossSectionsIsNotGone() throws {
        let (table, window, manager, content) = heldTable()
        defer { withExtendedLifetime(manager) {} }
        var deleted: [String] = []
        var inbox = ["a", "b", "c"], flagged: [String] = []
        func render() {
            func row(_ name: String) -> ListRow<NewRules.TitleCell> {
                ListRow<NewRules.TitleCell>(name, id: name).onDelete { [unowned content] event in
                    deleted.append(event.model)
                    content.sections[event.path.section].rows.remove(at: event.path.item)
                    if event.path.section == 0 {
                        inbox.removeAll { $0 == event.model }
                    } else {
                        flagged.removeAll { $0 == event.model }
                    }
                }
            }
            content.sections = [
                ListSection(id: "inbox") { for name in inbox { row(name) } },
                ListSection(id: "flagged") { for name in flagged { row(name) } },
            ]
        }
        render()
        table.finishAnimations()
        inbox.removeAll { $0 == "a" }
        render()  // animates: the table shows b, c | -
        inbox.removeAll { $0 == "b" }
        flagged = ["b"]
        render()  // waits: the content is c | b
        #expect(NewRules.shownTitles(table) == ["b", "c"])
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        table.finishAnimations()
        #expect(deleted == ["b"], "the user deleted b")
        #expect(NewRules.shownTitles(table) == ["c"], "b is gone from the screen")
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// The same with a tap: while an update waits, a row moved to another section is tapped on screen. Its
    /// `onSelect` closure is not called at all (the content is not asked about a row it takes for gone). The user
    /// should see the row open (its closure told where it is now).
    @Test(
        "A row moved to another section while an update waits: its own onSelect is not called",
        .collectsAnomalies)
    func tapOnRowMovedAcrossSections() throws {
        let (table, window, manager, content) = heldTable()
        defer { withExtendedLifetime(manager) {} }
        var selected: [String] = []
        func render(_ inbox: [String], _ flagged: [String]) {
            func row(_ name: String) -> ListRow<NewRules.TitleCell> {
                ListRow<NewRules.TitleCell>(name, id: name).onSelect { event in
                    selected.append("\(event.model) \(event.path)")
                }
            }
            content.sections = [
                ListSection(id: "inbox") { for name in inbox { row(name) } },
                ListSection(id: "flagged") { for name in flagged { row(name) } },
            ]
        }
        render(["a", "b", "c"], [])
        table.finishAnimations()
        render(["b", "c"], [])  // animates
        render(["c"], ["b"])  // waits
        table.simulateTap(at: IndexPath(row: 0, section: 0))  // "b" on screen
        #expect(selected == ["b \(ItemPath(item: 0, section: 1))"])
        table.finishAnimations()
        table.finishAnimations()
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// A DT screen with two storage sections without ids: "Today" is inserted above while an animation runs (the
    /// insert waits). The user deletes post 3 (on screen in section 1; in the storage it is now in section 2, the
    /// sections have no ids so they are matched by place). The delete is dropped: sections without ids shift, and
    /// the row is only looked for in the section now at its old place. The user should see post 3 deleted.
    @Test(
        "Storage sections without ids: a section inserted above while an update waits drops deletes below it",
        .collectsAnomalies)
    func sectionInsertedAboveDropsDeletes() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        var committed: [Int] = []
        manager.attach(to: table)
        manager.register(NewRules.ItemCell.self)
        manager.dispatcher.commitEditingStyle(withModel: Item.self) { [unowned manager] item, path, _ in
            committed.append(item.id)
            try? manager.memoryStorage.removeItem(at: path)
        }
        manager.memoryStorage.setItems([[Item(id: 1, title: "1"), Item(id: 2, title: "2")], [Item(id: 3, title: "3")]])
        table.finishAnimations()
        try manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))  // animates
        try manager.memoryStorage.insertSection(StorageSection(items: [Item(id: 9, title: "9")]), at: 0)  // waits
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 1))?.actions.first)
        table.simulatePerform(delete, at: IndexPath(row: 0, section: 1))
        table.finishAnimations()
        table.finishAnimations()
        #expect(committed == [3], "the user deleted post 3")
        let left = (0..<manager.memoryStorage.numberOfSections).flatMap { section in
            manager.memoryStorage.items(inSection: section).compactMap { ($0 as? Item)?.id }
        }
        #expect(left == [9, 2])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// Two rows given the same id by mistake (reported as a duplicate), "q1" above and "q2" below. While an update
    /// waits (a row inserted at the top), the user deletes "q2", the lower one. `onDelete` is told the path of "q1"
    /// (the first row with that id) and removes it: the user sees the other row vanish. They should see "q2" go
    /// (the second row of that id on screen is the second row of that id now). Cause:
    /// `Dispatcher+CurrentPaths.swift` `contentPath(forShown:kind:)`: `items.firstIndex { $0.identity == identity }`.
    @Test(
        "Two rows with one id: deleting the lower one while an update waits removes the upper one",
        .collectsAnomalies)
    func duplicateIdentityDeletesTheOtherRow() throws {
        let (table, window, manager, content) = heldTable()
        defer { withExtendedLifetime(manager) {} }
        var deleted: [String] = []
        func row(_ name: String, id: String) -> ListRow<NewRules.TitleCell> {
            ListRow<NewRules.TitleCell>(name, id: id).onDelete { [unowned content] event in
                deleted.append(event.model)
                content.sections[event.path.section].rows.remove(at: event.path.item)
            }
        }
        content.sections = [
            ListSection(id: 0) {
                row("p", id: "p"); row("q1", id: "q"); row("r", id: "r"); row("q2", id: "q")
            }
        ]
        table.finishAnimations()
        content.sections[0].rows.remove(at: 0)  // animates: q1, r, q2
        content.sections[0].rows.insert(row("new", id: "new"), at: 0)  // waits: new, q1, r, q2
        #expect(NewRules.shownTitles(table) == ["q1", "r", "q2"])
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 2, section: 0))?.actions.first)
        table.simulatePerform(delete, at: IndexPath(row: 2, section: 0))
        table.finishAnimations()
        table.finishAnimations()
        #expect(deleted == ["q2"], "the user deleted q2")
        #expect(NewRules.shownTitles(table) == ["new", "q1", "r"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// Rows whose model has no identity (a `Note` struct, neither Hashable nor Identifiable; Flow never asked for
    /// one) are known by their place among the section's rows of their type. While an update waits (note "b"
    /// removed by a sync), the user deletes "b", still on screen at row 0. Trellis takes the first note row now
    /// ("c") for the row shown there, so `onDelete` is called with "c" and removes it: two notes are gone, one of
    /// them the user never touched. The user should lose only "b" (or, when Trellis cannot tell which row it was,
    /// the delete should be dropped with an anomaly, as for a row that is gone).
    @Test(
        "Rows without identity: deleting a row removed while an update waits deletes the next note",
        .collectsAnomalies)
    func tokenRowsDeleteAnotherNote() throws {
        let (table, window, manager, content) = heldTable()
        defer { withExtendedLifetime(manager) {} }
        var deleted: [String] = []
        func row(_ text: String) -> ListRow<NewRules.NoteCell> {
            ListRow<NewRules.NoteCell>(NewRules.Note(text: text)).onDelete { [unowned content] event in
                deleted.append(event.model.text)
                content.sections[event.path.section].rows.remove(at: event.path.item)
            }
        }
        content.sections = [
            ListSection(id: 0) {
                row("a"); row("b"); row("c"); row("d")
            }
        ]
        table.finishAnimations()
        content.sections = [
            ListSection(id: 0) {
                row("b"); row("c"); row("d")
            }
        ]  // animates
        content.sections = [
            ListSection(id: 0) {
                row("c"); row("d")
            }
        ]  // a sync removes b: waits
        #expect(NewRules.shownTitles(table) == ["b", "c", "d"])
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        table.finishAnimations()
        #expect(!deleted.contains("c"), "c was never touched: \(deleted)")
        #expect(NewRules.shownTitles(table) == ["c", "d"])
        _ = window
    }

    /// A DT screen deletes with a custom trailing swipe action (`UIContextualAction`, the modern way, which DT's
    /// guide shows): `trailingSwipeActions(withModel:) { item, path in ... removeItem(at: path) }`. While an
    /// update waits, the user swipes a post that a sync already removed from the storage (still on screen) and
    /// taps Delete: the closure was told the path as shown (the rule for rows that are gone), which in the storage
    /// is the next post, and that post is deleted. Only `commitEditingStyle` is protected
    /// (`EventKey.actsOnContent`); swipe actions, whose handlers edit the content the same way, are not. The user
    /// should never see another post deleted.
    @Test("A custom swipe Delete on a row already gone deletes the next post", .collectsAnomalies)
    func swipeActionOnGoneRowDeletesAnother() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        manager.attach(to: table)
        manager.register(NewRules.ItemCell.self)
        manager.dispatcher.trailingSwipeActions(withModel: Item.self) { [unowned manager] _, path in
            SwipeActionsDescription(actions: [
                ContextualActionDescription(style: .destructive, title: "Delete") { done in
                    try? manager.memoryStorage.removeItem(at: path)
                    done(true)
                }
            ])
        }
        manager.memoryStorage.setItems([(1...4).map { Item(id: $0, title: "\($0)") }])
        table.finishAnimations()
        try manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))  // animates: 2, 3, 4
        try manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))  // a sync removes 2: waits
        // Post 2, on screen, is gone from the storage: no swipe action is built for it, whose captured path would
        // name post 3 now.
        let actions = table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))
        #expect(actions?.actions.isEmpty ?? true)
        if let delete = actions?.actions.first { table.simulatePerform(delete, at: IndexPath(row: 0, section: 0)) }
        table.finishAnimations()
        table.finishAnimations()
        #expect(manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Item)?.id } == [3, 4])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// Declarative rows with their own height (`.height(120)`). While an update waits, UIKit lays out what it
    /// shows and asks the height of a row the content already removed (it is still on screen, animating). The
    /// answer is not the row's 120 but the table's default: the content is not asked about a row it no longer has,
    /// though the row shown (and its height) is known. The user sees the row jump to another height while it
    /// animates away. They should see it keep its 120 points.
    @Test("A removed row still on screen loses its own height while an update waits", .collectsAnomalies)
    func goneRowLosesItsHeight() throws {
        let (table, window, manager, content) = heldTable()
        defer { withExtendedLifetime(manager) {} }
        func render(_ names: [String]) {
            content.sections = [
                ListSection(id: 0) { for name in names { ListRow<NewRules.TitleCell>(name, id: name).height(120) } }
            ]
        }
        render(["a", "b", "c", "d"])
        table.finishAnimations()
        render(["b", "c", "d"])  // animates
        render(["c", "d"])  // waits
        let delegate = try #require(table.delegate)
        let gone = delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
        let kept = delegate.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0))
        #expect(kept == 120)
        #expect(gone == 120, "b is still on screen and 120 points high")
        table.finishAnimations()
        table.finishAnimations()
        _ = window
    }
}

extension NewRulesPathsWhileHeldTests {
    /// The same for a section header: a section whose header view has its own height (`.height(30)`) is removed
    /// while an update waits; UIKit lays out what it shows and asks that header's height. The answer is UIKit's
    /// default instead of 30 (the content is not asked about a section it no longer has), so the header jumps
    /// while its section animates away. The user should see it keep its 30 points.
    @Test("A removed section still on screen loses its header's height while an update waits", .collectsAnomalies)
    func goneSectionLosesHeaderHeight() throws {
        let (table, window, manager, content) = heldTable()
        defer { withExtendedLifetime(manager) {} }
        func section(_ id: String, _ row: String, _ height: Double) -> ListSection {
            ListSection(id: id, header: .view(SectionView<NewRulesHeader>(id).height(height))) {
                ListRow<NewRules.TitleCell>(row, id: row)
            }
        }
        content.sections = [section("A", "a", 30), section("B", "b", 40)]
        table.finishAnimations()
        content.sections = [section("A", "a", 30), section("B", "b", 40), section("C", "c", 50)]  // animates
        content.sections = [section("B", "b", 40), section("C", "c", 50)]  // waits: A is gone
        let delegate = try #require(table.delegate)
        #expect(delegate.tableView(table, heightForHeaderInSection: 1) == 40)
        #expect(delegate.tableView(table, heightForHeaderInSection: 0) == 30, "A's header is still on screen")
        table.finishAnimations()
        table.finishAnimations()
        _ = window
    }
}

// MARK: Path-configured cells

@MainActor
@Suite("New rules: path-configured cells with a diffable data source")
struct NewRulesDiffablePathCellTests {
    /// A screen on the manager's diffable data source (`attachDiffable`) with a registered `DeclarativeCell` that
    /// numbers its row from `configure(_:path:)`. The user applies a snapshot inserting "x" above "a": the kept
    /// cells still read "[0.0] a, [0.1] b, [0.2] c" under "[0.0] x". Today's rule (cells configured with their path
    /// are configured again when their row moves, Dispatcher+PathRefresh) runs only in `Dispatcher.apply(_:to:)`;
    /// a diffable source's snapshots never pass there. The user should see "[0.1] a, [0.2] b, [0.3] c" (or the docs
    /// should say path-configured cells are not refreshed with a diffable data source).
    @Test("Diffable table: path-numbered cells show their path after a snapshot inserts above", .collectsAnomalies)
    func diffablePathCells() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        let manager = TableViewManager()
        manager.register(NewRules.PathCell.self)
        let source = manager.attachDiffable(to: table, sections: Int.self, items: String.self)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        table.finishAnimations()
        // A diffable data source's snapshots do not pass through the stage applier, so the app says which cells read
        // their path (docs/Cells.md): the items the insert moved are reconfigured in the same snapshot.
        snapshot.insertItems(["x"], beforeItem: "a")
        snapshot.reconfigureItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: true)
        table.finishAnimations()
        table.finishAnimations()
        #expect(NewRules.shownTitles(table) == ["[0.0] x", "[0.1] a", "[0.2] b", "[0.3] c"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }
}

// MARK: Cascading door

/// A section node whose one door answers the row's indentation, as docs/CascadingDefaults.md and
/// `CascadingNode.answer(_:kind:at:view:argument:)`'s own example show.
@MainActor
final class NewRulesIndentingSection: CascadingNode {
    let words: [String]
    init(_ words: [String]) {
        self.words = words
        super.init()
    }
    override var rows: [Any] { words }
    override func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let level = event.answer(as: .indentationLevel, argument: argument, { _ in 1 }) { return level }
        return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    }
}

/// The root of a tree whose nodes answer the indentation through their door: it says so, as the docs show, since
/// UIKit asks which methods a delegate implements before any row exists.
@MainActor
final class NewRulesIndentingRoot: CascadingRoot {
    override func answersThroughNodes<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        event.matches(.indentationLevel)
    }
}

@MainActor
@Suite("New rules: the cascading door's example reaches UIKit")
struct NewRulesCascadingDoorTests {
    /// docs/CascadingDefaults.md ("Every other event") and the doc comment of `CascadingNode.answer` show an
    /// override answering `.indentationLevel` through the one door. On a UIKit table the rows are never indented:
    /// the table proxy reports `tableView(_:indentationLevelForRowAt:)` as implemented only when
    /// `Dispatcher.answers(.indentationLevel)`, and a tree answers only events with a typed route
    /// (`CascadingRoot+Content.swift` `answers(_:)`), so UIKit never asks. The user should see their rows indented
    /// (or the docs should say the override is heard only for events something else makes the host ask).
    @Test("The docs' answer(_:kind:at:view:argument:) example (indentation) is never asked by a UIKit table")
    func indentationOverrideNeverAsked() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let window = NewRules.window(table)
        let manager = TableViewManager()
        let root = NewRulesIndentingRoot(children: [NewRulesIndentingSection(["a", "b"])])
        manager.register(WordCell.self)
        manager.attach(to: table, content: root)
        #expect(manager.dispatcher.indentationLevelForItem(at: ItemPath(item: 0, section: 0)) == 1)
        #expect(
            table.delegateResponds(to: "tableView(_:indentationLevelForRowAt:)"),
            "UIKit asks the indentation only if the delegate responds")
        _ = window
    }
}
