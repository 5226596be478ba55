// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Testing
import TrellisUIKitTesting

// docs/Migrating-from-CascadingTableDelegate.md, compiled and run (DocCodeBlocksTests checks the guide shows this
// code).

@MainActor
@Suite("Migrating from CascadingTableDelegate: the destination page")
struct CascadingTableDelegateMigrationTests {
    struct Review: Hashable { let author: String; let text: String }

    final class TitleCell: UITableViewCell, TextSnapshotRepresentable {
        var title = ""
        var snapshotText: String { title }
    }

    final class ReviewCell: UITableViewCell, TextSnapshotRepresentable {
        var line = ""
        var snapshotText: String { line }
    }

    final class DestinationHeaderSection: CascadingTableNode {
        override func prepare(tableView: UITableView) {
            tableView.register(TitleCell.self, forCellReuseIdentifier: "title")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath)
            (cell as? TitleCell)?.title = "Kyoto, Japan"
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 120 }
    }

    final class ReviewsSection: CascadingTableNode {
        var reviews: [Review] = [] { didSet { setNeedsUpdate() } }
        private(set) var opened: [Review] = []

        override func prepare(tableView: UITableView) {
            tableView.register(ReviewCell.self, forCellReuseIdentifier: "review")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { reviews.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
            let review = reviews[indexPath.row]
            (cell as? ReviewCell)?.line = "\(review.author): \(review.text)"
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Reviews (\(reviews.count))"
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            opened.append(reviews[indexPath.row])
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    @MainActor final class DestinationScreen {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let manager = TableViewManager()
        let reviews = ReviewsSection()
        lazy var root = CascadingTableRoot(children: [DestinationHeaderSection(), reviews])

        func viewDidLoad() {
            reviews.reviews = [Review(author: "Aiko", text: "Lovely temples"), Review(author: "Ben", text: "Too hot")]
            manager.attach(to: tableView, root: root)
        }
    }

    @MainActor @Test(.collectsAnomalies) func destinationScreen() throws {
        let screen = DestinationScreen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        window.addSubview(screen.tableView)
        screen.viewDidLoad()

        screen.tableView.simulateTap(at: IndexPath(row: 1, section: 1))
        screen.reviews.reviews.append(Review(author: "Chen", text: "Go in autumn"))
        screen.tableView.finishAnimations()

        #expect(screen.reviews.opened.map(\.author) == ["Ben"])
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
        #expect(screen.tableView.exceptions.isEmpty)
        expectTextSnapshot(try #require(screen.manager.textSnapshot()), matches: """
              Kyoto, Japan
            [Reviews (3)]
              Aiko: Lovely temples
              Ben: Too hot
              Chen: Go in autumn
            """)
    }

    /// A section of row delegates: each row is a node of its own, as with `CascadingSectionTableDelegate`.
    final class LabelRow: CascadingTableNode {
        let text: String
        var selected = 0
        init(_ text: String) { self.text = text; super.init() }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = TitleCell(style: .default, reuseIdentifier: nil)
            cell.title = text
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected += 1 }
    }

    @Test("a section of row nodes forwards every method to the row for the path", .collectsAnomalies)
    func rowNodes() throws {
        let rows = [LabelRow("one"), LabelRow("two")]
        let root = CascadingTableRoot(children: [CascadingTableNode(children: rows)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        window.addSubview(table)
        let manager = TableViewManager()
        manager.attach(to: table, root: root)
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(rows.map(\.selected) == [0, 1])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30)
        #expect(manager.textSnapshot()?.lines == ["  one", "> two"])
        #expect(table.exceptions.isEmpty)
    }
}
