import Testing
import Trellis
@testable import TrellisUIKit
import UIKitStandIn

/// A cell showing a string.
final class WordCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: String) { text = model }
}

/// A section node of strings that records the rows it is told were selected, as a CascadingTableDelegate node that
/// indexes its own array with the path would read them, and answers a height of its own for its rows and header.
@MainActor
private final class WordsSection: CascadingNode {
    var words: [String] { didSet { setNeedsUpdate() } }
    let height: Double
    var selected: [String] = []
    init(_ words: [String], height: Double = 44) {
        self.words = words
        self.height = height
        super.init()
    }
    override var header: Any? { "header" }
    override var rows: [Any] { words }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) {
        selected.append(words.indices.contains(path.item) ? words[path.item] : "out of range \(path)")
    }
    override func heightForRow(at path: ItemPath) -> Double? { height }
    override func heightForHeader(inSection section: Int) -> Double? { height / 2 }
}

/// While UIKit animates a batch, the next update waits and the table shows the older rows: a tap, or a height, then
/// arrives at a path of what the table shows. A cascading tree walks its children by index, so it used to hand that
/// path to whichever node is at that index now (another section; a row it does not have). The dispatcher now
/// translates the path to where the same row is in the tree, by identity.
@MainActor
@Suite("Cascading trees while updates wait for an animation")
struct CascadingWhileUpdatesWaitTests {
    @Test("a tap reaches the node showing the tapped row, at that row")
    func tap() {
        let a = WordsSection(["a1", "a2"]), b = WordsSection(["b1"])
        let root = CascadingRoot(children: [a, b])
        let screen = SampleTable(root) { $0.registry.register(WordCell.self) }
        a.words.append("a3")  // a batch that animates
        root.children.swapAt(0, 1)  // waits for it
        #expect(screen.text(0, 2) == "a3")
        screen.tap(0, 2)
        #expect(a.selected == ["a3"])
        #expect(b.selected.isEmpty)
        screen.table.finishAnimations()
        screen.tap(0, 0)
        #expect(b.selected == ["b1"], "once caught up, the tree's own paths")
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("a row gone from the tree is not asked about; its section's other rows are")
    func goneRow() {
        let a = WordsSection(["a1", "a2"])
        let root = CascadingRoot(children: [a])
        let screen = SampleTable(root) { $0.registry.register(WordCell.self) }
        a.words.append("a3")  // animates
        a.words.removeFirst()  // waits
        screen.tap(0, 0)
        #expect(a.selected.isEmpty, "a1 is gone")
        screen.tap(0, 1)
        #expect(a.selected == ["a2"])
    }

    @Test("row and header heights come from the node showing them")
    func heights() {
        let short = WordsSection(["s1", "s2"], height: 30), tall = WordsSection(["t1"], height: 90)
        let root = CascadingRoot(children: [short, tall])
        let screen = SampleTable(root) { $0.registry.register(WordCell.self) }
        root.children.append(WordsSection(["u"], height: 10))  // animates
        root.children.swapAt(0, 1)  // waits
        let proxy = screen.manager.proxy
        #expect(proxy.tableView(screen.table, heightForRowAt: IndexPath(row: 1, section: 0)) == 30)
        #expect(proxy.tableView(screen.table, heightForHeaderInSection: 0) == 15)
        screen.table.finishAnimations()
        #expect(proxy.tableView(screen.table, heightForRowAt: IndexPath(row: 0, section: 0)) == 90)
    }
}
