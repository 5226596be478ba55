import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

// Attacks on today's rules that held (UIKit stand-in): cells configured with their path after random updates in
// tables and collections (held and not), non-path cells left alone, paths told while updates wait for headers,
// heights asked during layout, content replaced wholesale, Void rows, cascading overrides, repeated identities.

/// A model of sections of rows with ids, edited at random, and what the screen must show.
struct NewRulesModel {
    struct Row: Equatable { var id: Int; var title: String }
    struct Section: Equatable { var id: Int; var rows: [Row] }
    var sections: [Section] = []
    var nextID = 0

    mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    /// One random edit: rows inserted, deleted, moved (within or across sections), retitled; sections inserted,
    /// deleted, moved.
    mutating func edit(using random: inout SeededGenerator) {
        let choice = Int.random(in: 0..<10, using: &random)
        if sections.isEmpty || choice == 0 {
            let id = newID()
            let at = Int.random(in: 0...sections.count, using: &random)
            sections.insert(
                Section(
                    id: id,
                    rows: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                        let row = newID()
                        return Row(id: row, title: "r\(row)")
                    }), at: at)
            return
        }
        let s = Int.random(in: 0..<sections.count, using: &random)
        switch choice {
        case 1 where sections.count > 1:
            sections.remove(at: s)
        case 2 where sections.count > 1:
            let section = sections.remove(at: s)
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
        case 3, 4:
            let id = newID()
            sections[s].rows.insert(
                Row(id: id, title: "r\(id)"), at: Int.random(in: 0...sections[s].rows.count, using: &random))
        case 5 where !sections[s].rows.isEmpty, 6 where !sections[s].rows.isEmpty:
            sections[s].rows.remove(at: Int.random(in: 0..<sections[s].rows.count, using: &random))
        case 7 where !sections[s].rows.isEmpty:
            let row = sections[s].rows.remove(at: Int.random(in: 0..<sections[s].rows.count, using: &random))
            let t = Int.random(in: 0..<sections.count, using: &random)
            sections[t].rows.insert(row, at: Int.random(in: 0...sections[t].rows.count, using: &random))
        case 8 where !sections[s].rows.isEmpty:
            let i = Int.random(in: 0..<sections[s].rows.count, using: &random)
            sections[s].rows[i].title += "'"
        default:
            let id = newID()
            sections[s].rows.insert(Row(id: id, title: "r\(id)"), at: 0)
        }
    }

    /// The declarative sections, rows shown by `Cell`.
    @MainActor func listSections<Cell: DeclarativeCell>(_ cell: Cell.Type) -> [ListSection] where Cell.Model == String {
        sections.map { section in
            ListSection(id: section.id) { for row in section.rows { ListRow<Cell>(row.title, id: row.id) } }
        }
    }

    /// What a path-numbered cell shows at `path`.
    func label(at path: IndexPath) -> String {
        "[\(path.section).\(path.row)] \(sections[path.section].rows[path.row].title)"
    }
}

@MainActor
@Suite("New rules: attacks that held")
struct NewRulesAttackTests {
    typealias Item = NewRules.Item

    // MARK: Cells configured with their path

    /// Random edits of rows and sections (moves across sections, retitles in the same update, sections inserted,
    /// deleted and moved), some applied while a batch animates (so updates wait and apply as several stages):
    /// every cell on screen shows its row's path and title, and UIKit raises nothing.
    @Test(
        "UIKit table: path-numbered cells show their path after random held and unheld updates",
        .collectsAnomalies, arguments: 0..<12)
    func tablePathCellsFollowRows(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), style: .plain)
        let window = NewRules.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        var model = NewRulesModel()
        var checked = 0
        for step in 0..<40 {
            let held = Bool.random(using: &random)
            table.completesAnimationsAutomatically = !held
            for _ in 0..<(held ? Int.random(in: 2...3, using: &random) : 1) {
                for _ in 0..<Int.random(in: 1...3, using: &random) { model.edit(using: &random) }
                content.sections = model.listSections(NewRules.PathCell.self)
            }
            table.finishAnimations()
            table.finishAnimations()
            table.finishAnimations()
            table.layoutIfNeeded()
            #expect(table.exceptions.isEmpty, "seed \(seed) step \(step): \(table.exceptions)")
            try #require(table.numberOfSections == model.sections.count, "seed \(seed) step \(step)")
            for path in table.indexPathsForVisibleRows ?? [] {
                let label = (table.cellForRow(at: path) as? NewRules.PathCell)?.label
                #expect(label == model.label(at: path), "seed \(seed) step \(step) at \(path)")
                checked += 1
            }
        }
        #expect(checked > 100, "the cells were checked")
        _ = window
    }

    @Test(
        "UIKit collection: path-numbered cells show their path after random held and unheld updates",
        .collectsAnomalies, arguments: 0..<12)
    func collectionPathCellsFollowItems(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 2000), collectionViewLayout: flow)
        let window = UIWindow(frame: collection.frame)
        window.addSubview(collection)
        let manager = CollectionViewManager()
        let content = DeclarativeContent()
        manager.attach(to: collection, content: content)
        var model = NewRulesModel()
        var checked = 0
        for step in 0..<40 {
            let held = Bool.random(using: &random)
            collection.completesAnimationsAutomatically = !held
            for _ in 0..<(held ? Int.random(in: 2...3, using: &random) : 1) {
                for _ in 0..<Int.random(in: 1...3, using: &random) { model.edit(using: &random) }
                content.sections = model.listSections(NewRules.PathItemCell.self)
            }
            collection.finishAnimations()
            collection.finishAnimations()
            collection.finishAnimations()
            collection.layoutIfNeeded()
            #expect(collection.exceptions.isEmpty, "seed \(seed) step \(step): \(collection.exceptions)")
            try #require(collection.numberOfSections == model.sections.count, "seed \(seed) step \(step)")
            for path in collection.indexPathsForVisibleItems {
                let label = (collection.cellForItem(at: path) as? NewRules.PathItemCell)?.label
                #expect(
                    label == model.label(at: IndexPath(row: path.item, section: path.section)),
                    "seed \(seed) step \(step) at \(path)")
                checked += 1
            }
        }
        #expect(checked > 100, "the cells were checked")
        _ = window
    }

    /// A DT storage's `ModelTransfer` cells (configured without their path) are not configured again when rows are
    /// inserted above them.
    @Test("Cells of mappings without a path are not configured again when their rows shift", .collectsAnomalies)
    func nonPathCellsLeftAlone() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        let manager = TableViewManager()
        manager.attach(to: table)
        manager.register(NewRulesCountingCell.self)
        manager.memoryStorage.setItems([(1...4).map { Item(id: $0, title: "\($0)") }])
        table.finishAnimations()
        let cells = (0..<4).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? NewRulesCountingCell }
        let before = cells.map(\.updates)
        try manager.memoryStorage.insertItem(Item(id: 9, title: "9"), at: ItemPath(item: 0, section: 0))
        try manager.memoryStorage.removeItem(at: ItemPath(item: 3, section: 0))
        table.finishAnimations()
        #expect(cells.map(\.updates) == before)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// A path-numbered cell whose `configure` edits the content (appends a row the first time it shows row 0 of a
    /// moved row): the edit waits, the refresh batch raises nothing, and the screen ends up numbered right.
    @Test("A path cell whose configure edits the content: no exception, numbers right", .collectsAnomalies)
    func configureThatEditsContent() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        NewRulesEditingCell.onConfigure = { title, path in
            guard title == "b", path.item == 2,
                !content.sections[0].rows.contains(where: { $0.id == ItemIdentity(value: "z") })
            else {
                return
            }
            content.sections[0].rows.insert(ListRow<NewRulesEditingCell>("z", id: "z"), at: 0)
        }
        defer { NewRulesEditingCell.onConfigure = nil }
        content.sections = [ListSection(id: 0) { for t in ["a", "b", "c"] { ListRow<NewRulesEditingCell>(t, id: t) } }]
        table.finishAnimations()
        content.sections[0].rows.insert(ListRow<NewRulesEditingCell>("x", id: "x"), at: 0)  // b moves to 2
        table.finishAnimations()
        table.finishAnimations()
        #expect(table.exceptions.isEmpty)
        #expect(NewRules.shownTitles(table) == ["1 z", "2 x", "3 a", "4 b", "5 c"])
        _ = window
    }

    // MARK: Paths while updates wait

    /// Headers: while an update waits (a section inserted above), a header's height and display are told about
    /// the section where it is now; the section's own header closure is heard.
    @Test("Header events while an update waits reach the section's own header", .collectsAnomalies)
    func headerEventsWhileHeld() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        func section(_ id: String, _ rows: [String], height: Double) -> ListSection {
            ListSection(id: id, header: .view(SectionView<NewRulesHeader>(id).height(height))) {
                for r in rows { ListRow<NewRules.TitleCell>(r, id: r) }
            }
        }
        content.sections = [section("A", ["a"], height: 30), section("B", ["b"], height: 40)]
        table.finishAnimations()
        content.sections = [section("A", ["a", "a2"], height: 30), section("B", ["b"], height: 40)]  // animates
        content.sections = [
            section("N", ["n"], height: 50), section("A", ["a", "a2"], height: 30), section("B", ["b"], height: 40),
        ]  // waits
        let delegate = try #require(table.delegate)
        #expect(delegate.tableView(table, heightForHeaderInSection: 0) == 30, "A, shown at 0")
        #expect(delegate.tableView(table, heightForHeaderInSection: 1) == 40, "B, shown at 1")
        table.finishAnimations()
        table.finishAnimations()
        #expect(delegate.tableView(table, heightForHeaderInSection: 0) == 50)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// The content replaced wholesale while an update waits (every row new): a tap on a row on screen is told the
    /// path as shown with the model shown; a delete is dropped; nothing raises.
    @Test(
        "Content replaced wholesale while an update waits: taps see the shown row, deletes are dropped",
        .collectsAnomalies)
    func contentReplacedWhileHeld() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        var tapped: [String] = []
        var committed: [Int] = []
        manager.attach(to: table)
        manager.register(NewRules.ItemCell.self) { mapping in
            mapping.didSelect { _, item, path in tapped.append("\(item.id) \(path)") }
        }
        manager.dispatcher.commitEditingStyle(withModel: Item.self) { [unowned manager] item, path, _ in
            committed.append(item.id)
            try? manager.memoryStorage.removeItem(at: path)
        }
        manager.memoryStorage.setItems([(1...3).map { Item(id: $0, title: "\($0)") }])
        table.finishAnimations()
        try manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))  // animates
        manager.memoryStorage.setItems([(7...9).map { Item(id: $0, title: "\($0)") }])  // waits
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        table.finishAnimations()
        #expect(tapped == ["3 \(ItemPath(item: 1, section: 0))"])
        #expect(committed.isEmpty)
        #expect(manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Item)?.id } == [7, 8, 9])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// A seeded run of deletes from the screen while updates wait (a feed where posts arrive and a sync removes
    /// some): each delete removes the post the user swiped, or nothing when that post is gone already; never another.
    @Test(
        "Random deletes while updates wait: only the swiped post is ever deleted", .collectsAnomalies,
        arguments: 0..<16)
    func randomDeletesWhileHeld(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 3000), style: .plain)
        let window = NewRules.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        var expected: [Int] = Array(1...8)
        var next = 100
        manager.attach(to: table)
        manager.register(NewRules.ItemCell.self)
        manager.dispatcher.commitEditingStyle(withModel: Item.self) { [unowned manager] item, path, _ in
            let now = manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Item)?.id }
            #expect(now.indices.contains(path.item) && now[path.item] == item.id, "seed \(seed): told \(path)")
            try? manager.memoryStorage.removeItem(at: path)
        }
        manager.memoryStorage.setItems([expected.map { Item(id: $0, title: "\($0)") }])
        table.finishAnimations()
        for _ in 0..<30 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                next += 1
                let at = Int.random(in: 0...expected.count, using: &random)
                expected.insert(next, at: at)
                try manager.memoryStorage.insertItem(
                    Item(id: next, title: "\(next)"), at: ItemPath(item: at, section: 0))
            case 1 where !expected.isEmpty:
                let at = Int.random(in: 0..<expected.count, using: &random)
                expected.remove(at: at)
                try manager.memoryStorage.removeItem(at: ItemPath(item: at, section: 0))
            case 2:
                table.finishAnimations()
            default:
                let rows = table.numberOfRows(inSection: 0)
                guard rows > 0 else { continue }
                let row = Int.random(in: 0..<rows, using: &random)
                let swiped = (table.cellForRow(at: IndexPath(row: row, section: 0)) as? NewRules.ItemCell)?.item?.id
                guard let delete = table.simulateTrailingSwipe(at: IndexPath(row: row, section: 0))?.actions.first
                else { continue }
                table.simulatePerform(delete, at: IndexPath(row: row, section: 0))
                expected.removeAll { $0 == swiped }
            }
        }
        table.finishAnimations()
        table.finishAnimations()
        table.finishAnimations()
        #expect(manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Item)?.id } == expected, "seed \(seed)")
        #expect(table.exceptions.isEmpty, "seed \(seed)")
        _ = window
    }

    /// An outline that toggles on selection: while collapsing one item animates and expanding another waits,
    /// a tap on a third item (shown above the waiting children's place... below them in the content now) toggles
    /// that item, not the row now at its shown path.
    @Test("Outline: a tap while an update waits toggles the item tapped", .collectsAnomalies)
    func outlineTapWhileHeld() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        manager.register(WordCell.self)
        let outline = OutlineContent {
            OutlineSection(id: 0) {
                OutlineItem("p1", isExpanded: true) {
                    OutlineItem("p1.a"); OutlineItem("p1.b")
                }
                OutlineItem("p2") {
                    OutlineItem("p2.a"); OutlineItem("p2.b")
                }
                OutlineItem("p3") { OutlineItem("p3.a") }
            }
        }
        manager.attach(to: table, content: outline)
        table.finishAnimations()
        table.simulateTap(at: IndexPath(row: 0, section: 0))  // p1 collapses: animates (p1, p2, p3)
        table.simulateTap(at: IndexPath(row: 1, section: 0))  // p2 expands: waits
        table.simulateTap(at: IndexPath(row: 2, section: 0))  // p3 on screen
        table.finishAnimations()
        table.finishAnimations()
        table.finishAnimations()
        #expect(outline.isExpanded("p1") == false)
        #expect(outline.isExpanded("p2") == true)
        #expect(outline.isExpanded("p3") == true)
        #expect(outline.isExpanded("p2.a") != true)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    // MARK: Void rows

    /// A settings screen rebuilt with rows appearing and disappearing around several `Void` rows of two cell types:
    /// the `Void` rows are never deleted and inserted again, nor reloaded, and the screen matches the model.
    @Test(
        "Void rows around rows that come and go: never reloaded, the screen matches", .collectsAnomalies,
        arguments: 0..<8)
    func voidRowsStayPut(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), style: .plain)
        let window = NewRules.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        var extras: [Bool] = [false, false, false]
        func render() {
            content.sections = [
                ListSection(id: 0) {
                    if extras[0] { ListRow<NewRules.TitleCell>("x0", id: "x0") }
                    ListRow<NewRules.VoidCell>(())
                    if extras[1] { ListRow<NewRules.TitleCell>("x1", id: "x1") }
                    ListRow<NewRulesOtherVoidCell>(())
                    ListRow<NewRules.VoidCell>(())
                    if extras[2] { ListRow<NewRules.TitleCell>("x2", id: "x2") }
                }
            ]
        }
        render()
        table.finishAnimations()
        for step in 0..<20 {
            extras[Int.random(in: 0..<3, using: &random)].toggle()
            let log = table.updateLog.count
            render()
            table.finishAnimations()
            let batches = table.updateLog[log...].compactMap(\.batch)
            let voidPaths = Set(
                (0..<table.numberOfRows(inSection: 0)).filter { row in
                    !(table.cellForRow(at: IndexPath(row: row, section: 0)) is NewRules.TitleCell)
                })
            #expect(batches.allSatisfy { $0.reloadedItems.isEmpty }, "seed \(seed) step \(step)")
            #expect(
                batches.allSatisfy { batch in batch.insertedItems.allSatisfy { !voidPaths.contains($0.row) } },
                "seed \(seed) step \(step): \(batches)")
            var expected: [String] = []
            if extras[0] { expected.append("x0") }
            expected.append("—")
            if extras[1] { expected.append("x1") }
            expected += ["other", "—"]
            if extras[2] { expected.append("x2") }
            #expect(NewRules.shownTitles(table) == expected, "seed \(seed) step \(step)")
        }
        #expect(table.exceptions.isEmpty)
        _ = window
    }
}

/// A storage cell that counts how often it is configured.
final class NewRulesCountingCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
    private(set) var updates = 0
    private(set) var item: NewRules.Item?
    func update(with item: NewRules.Item) {
        updates += 1
        self.item = item
    }
    var snapshotText: String { item?.title ?? "?" }
}

/// A path-numbered cell whose configure runs a closure the test sets (which may edit the content).
final class NewRulesEditingCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
    typealias Model = String
    @MainActor static var onConfigure: ((String, ItemPath) -> Void)?
    private(set) var label = ""
    func configure(_ title: String, path: ItemPath) {
        label = "\(path.item + 1) \(title)"
        Self.onConfigure?(title, path)
    }
    var snapshotText: String { label }
}

/// Another cell with no model.
final class NewRulesOtherVoidCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
    typealias Model = Void
    func configure(_ model: Void, path: ItemPath) {}
    var snapshotText: String { "other" }
}

/// A header view showing a string.
final class NewRulesHeader: UITableViewHeaderFooterView, ModelTransfer, TextSnapshotRepresentable {
    private(set) var title = ""
    func update(with model: String) { title = model }
    var snapshotText: String { title }
}

@MainActor
@Suite("New rules: path cells in storages and diffable sources")
struct NewRulesPathSourcesTests {
    /// A DT storage showing strings with a registered path-numbered `DeclarativeCell`; one batch inserts a row at
    /// the top and reloads another (in either order): every cell on screen shows its path.
    @Test(
        "Storage batch of an insert and a reload: path-numbered cells show their path", .collectsAnomalies,
        arguments: [false, true])
    func storageInsertAndReload(reloadFirst: Bool) throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = NewRules.window(table)
        let manager = TableViewManager()
        manager.attach(to: table)
        manager.register(NewRules.PathCell.self)
        manager.memoryStorage.setItems([["a", "b", "c", "d"]])
        table.finishAnimations()
        try manager.memoryStorage.performUpdates { () throws(StorageError) in
            if reloadFirst {
                try manager.memoryStorage.reloadItem(at: ItemPath(item: 2, section: 0))  // c
                try manager.memoryStorage.insertItem("x", at: ItemPath(item: 0, section: 0))
            } else {
                try manager.memoryStorage.insertItem("x", at: ItemPath(item: 0, section: 0))
                try manager.memoryStorage.reloadItem(at: ItemPath(item: 3, section: 0))  // c
            }
        }
        table.finishAnimations()
        table.finishAnimations()
        #expect(NewRules.shownTitles(table) == ["[0.0] x", "[0.1] a", "[0.2] b", "[0.3] c", "[0.4] d"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

}
