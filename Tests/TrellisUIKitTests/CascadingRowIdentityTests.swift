import Testing
import TrellisUIKitTesting

/// A cell showing one line of text.
private final class LineCell: UITableViewCell, TextSnapshotRepresentable {
    var line = ""
    var snapshotText: String { line }
}

/// A row child (CascadingTableDelegate's `CascadingBareTableDelegate`): one cell, its text the node's.
private final class LineRow: CascadingTableNode {
    var text: String
    init(_ text: String) {
        self.text = text
        super.init()
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        (cell as? LineCell)?.line = text
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
}

/// A section of row children (`CascadingSectionTableDelegate`).
private final class LinesSection: CascadingTableNode {
    let title: String
    init(_ title: String, rows: [String]) {
        self.title = title
        super.init(children: rows.map(LineRow.init))
    }
    override func prepare(tableView: UITableView) {
        tableView.register(LineCell.self, forCellReuseIdentifier: "line")
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title }
    override func canMoveRow(at path: ItemPath) -> Bool? { true }
}

/// A section that keeps its own data and no row children (the guide's `ReviewsSection`).
private final class WordsSection: CascadingTableNode {
    let title: String
    var words: [String] { didSet { setNeedsUpdate() } }
    init(_ title: String, words: [String]) {
        self.title = title
        self.words = words
        super.init()
    }
    override func prepare(tableView: UITableView) {
        tableView.register(LineCell.self, forCellReuseIdentifier: "word")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath)
        (cell as? LineCell)?.line = words[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
}

/// A section of its own data that gives its models as its rows (`Hashable`): the tree then follows each row by its
/// model, and cells still come from `tableView(_:cellForRowAt:)`.
private final class ModelRowsSection: CascadingTableNode {
    var words: [String] { didSet { setNeedsUpdate() } }
    init(_ words: [String]) {
        self.words = words
        super.init()
    }
    override var rows: [Any] { words }
    override func prepare(tableView: UITableView) {
        tableView.register(LineCell.self, forCellReuseIdentifier: "word")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath)
        (cell as? LineCell)?.line = words[indexPath.row]
        return cell
    }
}

/// A section of its own words that the user may reorder; `publishes` says whether its override calls
/// `setNeedsUpdate()` as it should.
private final class MovableWordsSection: CascadingTableNode {
    var words: [String]
    let publishes: Bool
    /// A word the override appends after moving (a "moved" marker, a server's echo), if any.
    let appendsOnMove: String?
    init(_ words: [String], publishes: Bool, appendsOnMove: String? = nil) {
        self.words = words
        self.publishes = publishes
        self.appendsOnMove = appendsOnMove
        super.init()
    }
    override func prepare(tableView: UITableView) {
        tableView.register(LineCell.self, forCellReuseIdentifier: "word")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath)
        (cell as? LineCell)?.line = words[indexPath.row]
        return cell
    }
    override func canMoveRow(at path: ItemPath) -> Bool? { true }
    override func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        words.insert(words.remove(at: source.item), at: destination.item)
        if let appendsOnMove { words.append(appendsOnMove) }
        if publishes { setNeedsUpdate() }
    }
}

/// A table of `height` points in a window, driven by `root`, with what it did from now on.
@MainActor
private final class TreeScreen {
    let tableView: UITableView
    let window: UIWindow
    let manager = TableViewManager()
    let root: CascadingTableRoot
    private var mark = 0

    init(_ root: CascadingTableRoot, height: CGFloat = 600) {
        self.root = root
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        window.addSubview(tableView)
        manager.attach(to: tableView, root: root)
        tableView.finishAnimations()
        mark = tableView.updateLog.count
    }

    /// What the table did since it was made (or since the last call), once its animations are over.
    func changes() -> (batches: [StandInBatch], reloadsData: Bool) {
        tableView.finishAnimations()
        let records = tableView.updateLog.dropFirst(mark)
        mark = tableView.updateLog.count
        return (records.compactMap(\.batch), records.contains(.reloadData))
    }
}

/// A cascading tree of UIKit-shaped nodes identifies each row child by the node, so a change redoes only what changed
/// (the probe's finding: every change reloaded or reconfigured every row of the tree).
@MainActor
@Suite("Cascading table nodes: rows keep their identity; only changed rows refresh")
struct CascadingRowIdentityTests {
    @Test("appending a row child to a section of 60 is one insert: no row reloaded or reconfigured", .collectsAnomalies)
    func appendToBigSection() throws {
        let section = LinesSection("Big", rows: (1...60).map { "r\($0)" })
        let screen = TreeScreen(CascadingTableRoot(children: [section]), height: 440)
        section.children.append(LineRow("r61"))
        let (batches, reloadsData) = screen.changes()
        #expect(!reloadsData)
        #expect(batches.flatMap(\.insertedItems) == [IndexPath(row: 60, section: 0)])
        #expect(batches.flatMap(\.reloadedItems) == [])
        #expect(batches.flatMap(\.reconfiguredItems) == [])
        #expect(batches.flatMap(\.reloadedSections) == [])
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("reordering sections is one section move: no row of either section refreshes", .collectsAnomalies)
    func sectionMove() throws {
        let info = LinesSection("Info", rows: ["Kyoto", "Japan"])
        let reviews = LinesSection("Reviews", rows: ["Lovely", "Too hot"])
        let words = WordsSection("Words", words: ["a", "b"])
        let screen = TreeScreen(CascadingTableRoot(children: [info, reviews, words]))
        screen.root.children = [reviews, info, words]
        let (batches, reloadsData) = screen.changes()
        #expect(!reloadsData)
        #expect(batches.flatMap(\.movedSections).count == 1)
        #expect(batches.flatMap(\.reloadedItems) == [])
        #expect(batches.flatMap(\.reconfiguredItems) == [])
        #expect(batches.flatMap(\.reloadedSections) == [])
        #expect(reviews.index == 0 && info.index == 1 && words.index == 2)
        expectTextSnapshot(
            try #require(screen.manager.textSnapshot()),
            matches: """
                [Reviews]
                  Lovely
                  Too hot
                [Info]
                  Kyoto
                  Japan
                [Words]
                  a
                  b
                """)
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("moving a row child within its section is a row move, nothing refreshed", .collectsAnomalies)
    func rowMove() throws {
        let section = LinesSection("Lines", rows: ["one", "two", "three"])
        let screen = TreeScreen(CascadingTableRoot(children: [section]))
        section.children.swapAt(0, 2)
        let (batches, _) = screen.changes()
        #expect(!batches.flatMap(\.movedItems).isEmpty)
        #expect(batches.flatMap(\.reloadedItems) == [])
        #expect(batches.flatMap(\.reconfiguredItems) == [])
        #expect(batches.flatMap(\.insertedItems) == [] && batches.flatMap(\.deletedItems) == [])
        #expect(screen.manager.textSnapshot()?.lines == ["[Lines]", "  three", "  two", "  one"])
        #expect(section.children.map(\.index) == [0, 1, 2])
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("a row child the app marks changed (setNeedsUpdate) refreshes, and only it", .collectsAnomalies)
    func markedRowRefreshes() throws {
        let info = LinesSection("Info", rows: ["Kyoto", "Japan"])
        let reviews = LinesSection("Reviews", rows: ["Lovely", "Too hot", "Go in autumn"])
        let screen = TreeScreen(CascadingTableRoot(children: [info, reviews]))
        let row = try #require(reviews.children[1] as? LineRow)
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 1)) as? LineCell)
        row.text = "Too hot in August"
        row.setNeedsUpdate()
        let (batches, reloadsData) = screen.changes()
        #expect(!reloadsData)
        // Reloaded, not reconfigured: the row's cell comes from the node's own `cellForRowAt`, which may make a new
        // cell where a reconfigure requires the one on screen back (UIKit raises then).
        #expect(batches.flatMap(\.reloadedItems) == [IndexPath(row: 1, section: 1)])
        #expect(batches.flatMap(\.reconfiguredItems) == [])
        let shown = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 1)) as? LineCell)
        #expect(shown.line == "Too hot in August")
        #expect((screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? LineCell)?.line == "Lovely")
        _ = cell
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("a row child marked changed with no cell on screen is reloaded, and only it", .collectsAnomalies)
    func markedOffScreenRowReloads() throws {
        let section = LinesSection("Big", rows: (1...60).map { "r\($0)" })
        let screen = TreeScreen(CascadingTableRoot(children: [section]), height: 440)
        let row = try #require(section.children[50] as? LineRow)
        row.text = "fifty-one"
        row.setNeedsUpdate()
        let (batches, _) = screen.changes()
        #expect(batches.flatMap(\.reloadedItems) == [IndexPath(row: 50, section: 0)])
        #expect(batches.flatMap(\.reconfiguredItems) == [])
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("a section node marked changed refreshes its own rows, never another section's", .collectsAnomalies)
    func markedSectionRefreshesItsRows() throws {
        let info = LinesSection("Info", rows: ["Kyoto", "Japan"])
        let words = WordsSection("Words", words: ["a", "b"])
        let screen = TreeScreen(CascadingTableRoot(children: [info, words]))
        words.words = ["A", "b", "c"]  // didSet: setNeedsUpdate(); the node knows no row of its own data apart
        let (batches, reloadsData) = screen.changes()
        #expect(!reloadsData)
        #expect(batches.flatMap(\.insertedItems) == [IndexPath(row: 2, section: 1)])
        let refreshed = batches.flatMap(\.reconfiguredItems) + batches.flatMap(\.reloadedItems)
        #expect(Set(refreshed) == [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
        expectTextSnapshot(
            try #require(screen.manager.textSnapshot()),
            matches: """
                [Info]
                  Kyoto
                  Japan
                [Words]
                  A
                  b
                  c
                """)
        info.setNeedsUpdate()
        let second = screen.changes().batches
        let refreshedAgain = second.flatMap(\.reconfiguredItems) + second.flatMap(\.reloadedItems)
        #expect(Set(refreshedAgain) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("a user's move of a row child reorders the children and is absorbed: no batch, no reload", .collectsAnomalies)
    func userMovesRowChild() throws {
        let section = LinesSection("Lines", rows: ["one", "two", "three"])
        let screen = TreeScreen(CascadingTableRoot(children: [section]))
        screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        let (batches, reloadsData) = screen.changes()
        #expect(!reloadsData)
        #expect(batches.allSatisfy { $0.isEmpty }, "\(batches)")
        #expect(section.children.compactMap { ($0 as? LineRow)?.text } == ["two", "three", "one"])
        #expect(section.children.map(\.index) == [0, 1, 2])
        #expect(screen.manager.textSnapshot()?.lines == ["[Lines]", "  two", "  three", "  one"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty ?? false)
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test(
        "a user's move in a section of its own data, whose override calls setNeedsUpdate(): the table reloads",
        .collectsAnomalies)
    func userMovesOwnDataPublished() throws {
        // Every place the move shifted is refreshed, and the tree cannot compare rows it does not see.
        let section = MovableWordsSection(["a", "b", "c"], publishes: true)
        let screen = TreeScreen(CascadingTableRoot(children: [section]))
        screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        let (batches, reloadsData) = screen.changes()
        #expect(reloadsData)
        #expect(batches.allSatisfy { $0.isEmpty }, "\(batches)")
        #expect(try #require(screen.manager.textSnapshot()).lines == ["  b", "  c", "  a"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty ?? false)
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test(
        "a user's move whose override also appends a row: the table reloads once the move returns and shows it",
        .collectsAnomalies)
    func userMoveOverrideAppends() throws {
        let section = MovableWordsSection(["a", "b", "c"], publishes: true, appendsOnMove: "moved")
        let screen = TreeScreen(CascadingTableRoot(children: [section]))
        screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        let (batches, reloadsData) = screen.changes()
        #expect(reloadsData)
        #expect(batches.allSatisfy { $0.isEmpty }, "\(batches)")
        #expect(screen.tableView.numberOfRows(inSection: 0) == 4)
        #expect(try #require(screen.manager.textSnapshot()).lines == ["  b", "  c", "  a", "  moved"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty ?? false)
        #expect(screen.tableView.exceptions.isEmpty)
        // The next change animates from what the table shows: no refused batch, no reload.
        section.words.append("next")
        section.setNeedsUpdate()
        let next = screen.changes()
        #expect(!next.reloadsData)
        #expect(next.batches.flatMap(\.insertedItems) == [IndexPath(row: 4, section: 0)])
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test(
        "a user's move in a section of its own data whose override forgets setNeedsUpdate() is reported and reloaded",
        .collectsAnomalies)
    func userMovesOwnDataUnpublished() throws {
        let section = MovableWordsSection(["a", "b", "c"], publishes: false)
        let screen = TreeScreen(CascadingTableRoot(children: [section]))
        screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        let (_, reloadsData) = screen.changes()
        #expect(reloadsData, "rows known by place cannot show a move the node did not publish: the view reloads")
        #expect(try #require(screen.manager.textSnapshot()).lines == ["  b", "  c", "  a"])
        let anomalies = CollectsAnomaliesTrait.current?.anomalies ?? []
        #expect(anomalies.contains { $0.message.contains("call setNeedsUpdate()") }, "\(anomalies.map(\.message))")
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("a section giving its models as rows: an insert in the middle is one insert, nothing refreshed")
    func modelsAsRows() throws {
        let section = ModelRowsSection(["a", "c", "d"])
        let screen = TreeScreen(CascadingTableRoot(children: [section]))
        section.words.insert("b", at: 1)
        let (batches, reloadsData) = screen.changes()
        #expect(!reloadsData)
        #expect(batches.flatMap(\.insertedItems) == [IndexPath(row: 1, section: 0)])
        #expect(batches.flatMap(\.reconfiguredItems) == [] && batches.flatMap(\.reloadedItems) == [])
        #expect(screen.manager.textSnapshot()?.lines == ["  a", "  b", "  c", "  d"])
        #expect(screen.tableView.exceptions.isEmpty)
    }

    @Test("setting the same children again changes nothing on screen", .collectsAnomalies)
    func sameChildren() throws {
        let info = LinesSection("Info", rows: ["Kyoto", "Japan"])
        let screen = TreeScreen(CascadingTableRoot(children: [info]))
        screen.root.children = [info]
        info.children = info.children
        let batches = screen.changes().batches
        #expect(batches.flatMap(\.reconfiguredItems) == [] && batches.flatMap(\.reloadedItems) == [])
        #expect(batches.flatMap(\.reloadedSections) == [])
        #expect(screen.tableView.exceptions.isEmpty)
    }
}
