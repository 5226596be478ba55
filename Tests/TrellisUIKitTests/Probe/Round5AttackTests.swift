import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport
@testable import TrellisUIKit
import UIKitStandIn

// Round 5 probe: cascading table nodes (prepare once per table, the reloadData() habit, UIKit-shaped methods) and
// live heights through the stand-in UIKit. Attacks that held.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class Round5Settings: @unchecked Sendable {
    var scale = 1
}

/// A section that registers its cell in `prepare(tableView:)` and counts how often it was prepared, per table.
@MainActor
final class Round5CountingSection: CascadingTableNode {
    let name: String
    var items: [String]
    private(set) var preparedTables: [ObjectIdentifier] = []
    init(_ name: String, items: [String] = [], children: [CascadingNode] = []) {
        self.name = name
        self.items = items
        super.init(children: children)
    }
    override func prepare(tableView: UITableView) {
        preparedTables.append(ObjectIdentifier(tableView))
        tableView.register(AdopterAttackTests.LineCell.self, forCellReuseIdentifier: "r5-\(name)")
        super.prepare(tableView: tableView)
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        children.isEmpty ? items.count : children.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if !children.isEmpty { return super.tableView(tableView, cellForRowAt: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "r5-\(name)", for: indexPath)
        (cell as? AdopterAttackTests.LineCell)?.line =
            items.indices.contains(indexPath.row)
            ? "\(name): \(items[indexPath.row])" : "<out of range \(indexPath.row)>"
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        children.isEmpty ? 40 : super.tableView(tableView, heightForRowAt: indexPath)
    }
}

/// A row delegate that registers its cell per table and counts preparations.
@MainActor
final class Round5CountingRow: CascadingTableNode {
    let title: String
    private(set) var preparedTables: [ObjectIdentifier] = []
    init(_ title: String) { self.title = title; super.init() }
    override func prepare(tableView: UITableView) {
        preparedTables.append(ObjectIdentifier(tableView))
        tableView.register(AdopterAttackTests.LineCell.self, forCellReuseIdentifier: "r5-row")
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "r5-row", for: indexPath)
        (cell as? AdopterAttackTests.LineCell)?.line = title
        return cell
    }
}

@MainActor
func round5Table(height: Double = 600) -> (UIWindow, UITableView) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    return (Adopter.window(table), table)
}

@MainActor
@Suite("Round 5: cascading table nodes and live heights (attacks that held)", .collectsAnomalies)
struct Round5AttackTests {
    // MARK: Preparing once per table

    @Test("rows added later, reordered and moved between sections are prepared once; a section added with rows too")
    func preparedOncePerTable() throws {
        let (window, table) = round5Table()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        let a = Round5CountingRow("a"), b = Round5CountingRow("b")
        let first = Round5CountingSection("first", children: [a])
        let root = CascadingTableRoot(children: [first])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        first.children.append(b)
        table.finishAnimations()
        first.children.reverse()
        table.finishAnimations()
        let c = Round5CountingRow("c")
        let second = Round5CountingSection("second", children: [c])
        root.children.append(second)
        table.finishAnimations()
        second.children.append(a)  // moved from first to second
        table.finishAnimations()
        for node in [a, b, c] { #expect(node.preparedTables.count == 1, "\(node.title): \(node.preparedTables.count)") }
        #expect(first.preparedTables.count == 1 && second.preparedTables.count == 1)
        #expect(manager.textSnapshot()?.lines == ["  b", "  c", "  a"])
        #expect(table.exceptions.isEmpty)
    }

    @Test("the tree attached to a second table: every node is prepared once more, for it, and shows there")
    func secondTable() throws {
        let (window, table) = round5Table()
        let (window2, table2) = round5Table()
        defer { withExtendedLifetime((window, window2)) {} }
        let manager = TableViewManager()
        let a = Round5CountingRow("a")
        let list = Round5CountingSection("list", items: ["x", "y"])
        let root = CascadingTableRoot(children: [Round5CountingSection("rows", children: [a]), list])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        manager.attach(to: table2, root: root)
        table2.finishAnimations()
        #expect(a.preparedTables == [ObjectIdentifier(table), ObjectIdentifier(table2)])
        #expect(list.preparedTables == [ObjectIdentifier(table), ObjectIdentifier(table2)])
        #expect(manager.textSnapshot()?.lines == ["  a", "  list: x", "  list: y"])
        #expect(table2.exceptions.isEmpty && table.exceptions.isEmpty)
    }

    // MARK: The reloadData() habit

    @Test("two sections shrink and grow, then tableView.reloadData(): both are caught up, one anomaly each")
    func reloadDataHabitSeveralSections() async throws {
        let (window, table) = round5Table(height: 900)
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        let one = Round5CountingSection("one", items: ["a", "b", "c"])
        let two = Round5CountingSection("two", items: ["d"])
        manager.attach(to: table, root: CascadingTableRoot(children: [one, two]))
        table.finishAnimations()
        let collector = try #require(CollectsAnomaliesTrait.current)
        collector.removeAll()
        one.items = ["a"]
        two.items = ["d", "e", "f"]
        table.reloadData()
        table.layoutIfNeeded()
        for _ in 0..<20 where table.numberOfRows(inSection: 1) != 3 { await Task.yield() }
        table.finishAnimations()
        #expect(manager.textSnapshot()?.lines == ["  one: a", "  two: d", "  two: e", "  two: f"])
        #expect(
            collector.anomalies.map(\.shortMessage).filter { $0 == "cascading rows changed without update" }.count == 2)
        #expect(table.exceptions.isEmpty)
    }

    // MARK: Live heights

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("many rows sharing one model: one change, every row re-laid out, one empty batch")
    func manyRowsShareAModel() async throws {
        let settings = Round5Settings()
        let notes = (1...5).map { LifecycleUIKitNote(id: $0, lines: 1) }
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                for note in notes {
                    ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20 * settings.scale) }
                }
            }
        }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
        let batches = table.updateLog.count
        settings.scale = 2
        await eventually { table.updateLog.count > batches }
        for _ in 0..<10 { await Task.yield() }
        #expect(table.updateLog.count == batches + 1)
        for row in 0..<5 {
            #expect(
                table.rectForRow(at: IndexPath(row: row, section: 0))
                    == CGRect(x: 0, y: Double(row * 40), width: 320, height: 40))
        }
        notes[2].lines = 3
        await eventually { table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 120 }
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 200)
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a model changed off the main thread, many times: the table ends at the last height, no endless batches")
    func offMainChanges() async throws {
        let note = LifecycleUIKitNote(id: 1, lines: 1)
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20) }
                ListRow<LifecycleUIKitNoteCell>(LifecycleUIKitNote(id: 2, lines: 1)).height(20)
            }
        }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
        await Task.detached {
            for lines in 2...30 { note.lines = lines }
            note.lines = 4
        }.value
        await eventually { table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 80 }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        for _ in 0..<30 { await Task.yield() }
        let batches = table.updateLog.count
        for _ in 0..<30 { await Task.yield() }
        #expect(table.updateLog.count == batches, "no batch after the heights settled")
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a row removed while its height change is pending: no exception, the rest laid out right")
    func rowRemovedWhilePending() async throws {
        let note = LifecycleUIKitNote(id: 1, lines: 1)
        let other = LifecycleUIKitNote(id: 2, lines: 1)
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20) }
                ListRow<LifecycleUIKitNoteCell>(other).height { note, _ in Double(note.lines * 20) }
            }
        }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
        note.lines = 5
        content.sections[0].rows.removeFirst()
        table.finishAnimations()
        for _ in 0..<20 { await Task.yield() }
        table.finishAnimations()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a height change while a batch is held (completesAnimationsAutomatically = false): right afterwards")
    func heightChangeDuringHeldBatch() async throws {
        let note = LifecycleUIKitNote(id: 1, lines: 1)
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20) }
            }
        }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
        table.completesAnimationsAutomatically = false
        content.sections[0].rows.append(
            ListRow<LifecycleUIKitNoteCell>(LifecycleUIKitNote(id: 2, lines: 1)).height(20))
        note.lines = 3
        for _ in 0..<20 { await Task.yield() }
        content.sections[0].rows.append(
            ListRow<LifecycleUIKitNoteCell>(LifecycleUIKitNote(id: 3, lines: 1)).height(20))
        for _ in 0..<20 { await Task.yield() }
        table.finishAnimations()
        for _ in 0..<20 { await Task.yield() }
        table.finishAnimations()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 80)
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("content dropped: a later change sends no batch, and the manager, content and dispatcher go")
    func contentDropped() async throws {
        let note = LifecycleUIKitNote(id: 1, lines: 1)
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        weak var weakContent: DeclarativeContent?
        weak var weakManager: TableViewManager?
        do {
            let content = DeclarativeContent {
                ListSection(id: "notes") {
                    ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20) }
                }
            }
            let manager = TableViewManager()
            manager.attach(to: table, content: content)
            table.layoutIfNeeded()
            weakContent = content
            weakManager = manager
            manager.attach(to: table, content: DeclarativeContent())
            table.finishAnimations()
        }
        let batches = table.updateLog.count
        note.lines = 4
        for _ in 0..<30 { await Task.yield() }
        #expect(table.updateLog.count == batches)
        #expect(weakContent == nil, "the content is held after it was dropped")
        #expect(weakManager == nil, "the manager is held")
        #expect(table.exceptions.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a height closure that reads two models follows both")
    func closureReadsTwoModels() async throws {
        let note = LifecycleUIKitNote(id: 1, lines: 1)
        let settings = Round5Settings()
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20 * settings.scale) }
                ListRow<LifecycleUIKitNoteCell>(LifecycleUIKitNote(id: 2, lines: 1)).height(20)
            }
        }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
        settings.scale = 3
        await eventually { table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60 }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
        note.lines = 2
        await eventually { table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 120 }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 120)
        settings.scale = 1
        await eventually { table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 40 }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 40)
    }
    /// Held: the habit inside nested `performUpdates` is caught up (the layout after the batch asks again).
    @Test("the reloadData() habit inside nested performUpdates: the section is caught up after the batch")
    func reloadDataHabitInsidePerformUpdates() async throws {
        let (window, table) = round5Table()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        let section = Round5CountingSection("s", items: ["a", "b", "c"])
        let root = CascadingTableRoot(children: [section])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        root.performUpdates {
            root.performUpdates {
                section.items = ["a"]
                table.reloadData()
                table.layoutIfNeeded()
            }
        }
        for _ in 0..<20 { await Task.yield() }
        table.layoutIfNeeded()
        for _ in 0..<20 { await Task.yield() }
        table.finishAnimations()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(manager.textSnapshot()?.lines == ["  s: a"])
        #expect(table.exceptions.isEmpty)
    }

    // MARK: More cascading

    @Test("the reloadData() habit while a batch animates (completesAnimationsAutomatically = false)")
    func reloadDataHabitDuringAnimation() async throws {
        let (window, table) = round5Table(height: 900)
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        let one = Round5CountingSection("one", items: ["a", "b", "c"])
        let two = Round5CountingSection("two", items: ["d"])
        manager.attach(to: table, root: CascadingTableRoot(children: [one, two]))
        table.finishAnimations()
        table.completesAnimationsAutomatically = false
        two.items = ["d", "e"]
        two.setNeedsUpdate()  // a batch in flight
        one.items = ["c"]
        table.reloadData()
        table.layoutIfNeeded()
        for _ in 0..<20 { await Task.yield() }
        table.finishAnimations()
        for _ in 0..<20 { await Task.yield() }
        table.finishAnimations()
        #expect(manager.textSnapshot()?.lines == ["  one: c", "  two: d", "  two: e"])
        #expect(table.exceptions.isEmpty)
    }

    /// A row delegate that redirects selection, refuses deselection, and counts its accessory taps.
    final class RedirectingSection: CascadingTableNode {
        private(set) var selected: [IndexPath] = []
        private(set) var accessories: [IndexPath] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = AdopterAttackTests.LineCell(style: .default, reuseIdentifier: nil)
            cell.line = "r\(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath.row == 2 ? nil : IndexPath(row: 0, section: indexPath.section)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            accessories.append(indexPath)
        }
    }

    @Test("willSelectRowAt redirects and refuses, in a section moved below another; accessory taps reach the node")
    func willSelectRedirect() throws {
        let (window, table) = round5Table()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        let section = RedirectingSection()
        let root = CascadingTableRoot(children: [section])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        root.children.insert(Round5CountingSection("top", items: ["t"]), at: 0)
        table.finishAnimations()
        table.simulateTap(at: IndexPath(row: 1, section: 1))
        table.simulateTap(at: IndexPath(row: 2, section: 1))
        #expect(section.selected == [IndexPath(row: 0, section: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        manager.proxy.tableView(table, accessoryButtonTappedForRowWith: IndexPath(row: 2, section: 1))
        #expect(section.accessories == [IndexPath(row: 2, section: 1)])
        #expect(table.exceptions.isEmpty)
    }

    @Test("a row delegate that makes its own cell: setNeedsUpdate reloads its row, never reconfigures it")
    func ownCellRowsReload() throws {
        let (window, table) = round5Table()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        let a = AdopterAttackTests.OptionRow("a"), b = AdopterAttackTests.OptionRow("b")
        let section = CascadingTableNode(children: [a, b])
        manager.attach(to: table, root: CascadingTableRoot(children: [section]))
        table.finishAnimations()
        let before = table.updateLog.count
        b.setNeedsUpdate()
        section.setNeedsUpdate()
        table.finishAnimations()
        let batches = table.updateLog.dropFirst(before).compactMap(\.batch)
        #expect(!batches.isEmpty)
        #expect(batches.allSatisfy { $0.reconfiguredItems.isEmpty }, "\(batches)")
        #expect(batches.flatMap(\.reloadedItems).contains(IndexPath(row: 1, section: 0)))
        #expect(table.exceptions.isEmpty)
    }
}
