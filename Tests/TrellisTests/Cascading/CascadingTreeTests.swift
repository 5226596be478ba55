import Foundation
import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A section node showing strings, answering a few events itself.
@MainActor
private final class WordsSection: CascadingNode {
    var words: [String] { didSet { setNeedsUpdate() } }
    let title: String
    var log: [String] = []
    private(set) var prepared = 0

    init(_ title: String, _ words: [String]) {
        self.title = title
        self.words = words
        super.init()
    }

    override func prepare(_ registry: MappingRegistry) {
        prepared += 1
        registry.register(TextCell.self)
    }

    override var header: Any? { title }
    override var indexTitle: String? { String(title.prefix(1)) }
    override var rows: [Any] { words }
    override func heightForRow(at path: ItemPath) -> Double? { 40 }
    override func heightForHeader(inSection section: Int) -> Double? { 28 }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) { log.append("select \(words[path.item])") }
    override func trailingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsDescription? {
        SwipeActionsDescription(actions: [])
    }
    override func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        words.insert(words.remove(at: source.item), at: destination.item)
    }
}

/// A row child: a plain object with its own model and answers.
@MainActor
private final class LabelRow: CascadingNode {
    let text: String
    var selected = 0
    init(_ text: String) { self.text = text; super.init() }
    override var rowModel: Any? { text }
    override func heightForRow(at path: ItemPath) -> Double? { Double(text.count) }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) { selected += 1 }
}

/// A root subclass that overrides one method and calls `super` to keep forwarding.
@MainActor
private final class CountingRoot: CascadingRoot {
    var selections = 0
    override func didSelectRow(at path: ItemPath, view: AnyObject?) {
        selections += 1
        super.didSelectRow(at: path, view: view)
    }
}

@MainActor
@Suite("Cascading tree", .collectsAnomalies)
struct CascadingTreeTests {
    @Test("Parents keep their children's index and parent right as children are added, removed and reordered")
    func indexAndParent() {
        let a = WordsSection("A", []), b = WordsSection("B", []), c = WordsSection("C", [])
        let root = CascadingRoot(children: [a, b])
        #expect(a.index == 0 && b.index == 1 && a.parent === root && b.root === root)
        root.children.append(c)
        root.children.swapAt(0, 2)
        #expect(root.children.map(\.index) == [0, 1, 2])
        #expect(c.index == 0 && a.index == 2)
        root.children.remove(at: 1)
        #expect(b.parent == nil && b.root == nil)
        #expect(a.index == 1)
        let rows = [LabelRow("x"), LabelRow("y")]
        let section = CascadingNode(children: rows)
        #expect(rows[1].index == 1 && rows[1].parent === section)
    }

    @Test("A child given to another parent leaves its previous one, so its rows are never shown twice")
    func childChangesParent() {
        let moving = WordsSection("M", ["m"])
        let first = CascadingNode(children: [moving, WordsSection("A", [])], propagation: .row)
        let root = CascadingRoot(children: [WordsSection("B", ["b"]), moving])
        #expect(first.children.count == 1)
        #expect(first.children[0].index == 0)
        #expect(moving.parent === root && moving.index == 1)
        let screen = DeclarativeScreen(root)
        root.children.insert(moving, at: 0)
        #expect(root.children.count == 2)
        #expect(moving.index == 0)
        #expect(screen.shownModels == [["m"], ["b"]])
        #expect(screen.errors.isEmpty)
    }

    @Test("prepare cascades through the tree, and reaches children added later")
    func prepareCascades() {
        let a = WordsSection("A", ["x"])
        let root = CascadingRoot(children: [CascadingNode(children: [a])])
        let registry = MappingRegistry()
        root.prepare(registry)
        #expect(a.prepared == 1)
        let late = WordsSection("L", [])
        root.children.append(late)
        #expect(late.prepared == 1)
        #expect(registry.mappings.count == 2)
    }

    @Test("The tree answers per section and per row; a subclass overriding one method keeps forwarding with super")
    func answersCascade() throws {
        let words = WordsSection("Words", ["one", "two"])
        let labels = CascadingNode(children: [LabelRow("abc"), LabelRow("abcdef")])
        let root = CountingRoot(children: [words, labels])
        let screen = DeclarativeScreen(root)
        root.prepare(screen.dispatcher.registry)
        screen.table.reloadData()
        let dispatcher = screen.dispatcher
        #expect(dispatcher.numberOfSections == 2)
        #expect(dispatcher.title(ofKind: .header, inSection: 0) == "Words")
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 40)
        #expect(dispatcher.heightForItem(at: path(1, 1)) == 6)
        #expect(dispatcher.heightForHeader(inSection: 0) == 28)
        #expect(dispatcher.heightForHeader(inSection: 1) == nil)
        dispatcher.didSelectItem(at: path(0, 1))
        dispatcher.didSelectItem(at: path(1, 0))
        #expect(words.log == ["select two"])
        #expect((labels.children[0] as? LabelRow)?.selected == 1)
        #expect(root.selections == 2)
        #expect(dispatcher.trailingSwipeActionsForItem(at: path(0, 0)) != nil)
        #expect(dispatcher.trailingSwipeActionsForItem(at: path(1, 0)) == nil)
        #expect(dispatcher.sectionIndexTitles() == ["W"])
        #expect(dispatcher.answers(.heightForCell) && dispatcher.answers(.contextMenu))
        #expect((screen.table.cell(at: path(0, 0)) as? TextCell)?.text == "one")
        #expect((screen.table.cell(at: path(1, 1)) as? TextCell)?.text == "abcdef")
    }

    @Test("An estimated height falls back to the child's real height; defaults answer nil")
    func estimatedFallsBack() {
        let root = CascadingRoot(children: [WordsSection("W", ["a"]), CascadingNode()])
        let dispatcher = Dispatcher(content: root)
        #expect(root.estimatedHeightForRow(at: path(0, 0)) == 40)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 40)
        #expect(root.estimatedHeightForHeader(inSection: 0) == 28)
        #expect(root.heightForRow(at: path(1, 0)) == nil)
        #expect(root.canEditRow(at: path(0, 0)) == nil)
        #expect(root.contextMenuForRow(at: path(5, 0), point: TrellisPoint(x: 0, y: 0)) == nil)
        #expect(dispatcher.canFocusItem(at: path(0, 0)))
        #expect(dispatcher.shouldHighlightItem(at: path(0, 0)))
    }

    @Test("Changing children or a child's rows animates through the diff; performUpdates sends one update")
    func changesAnimate() throws {
        let a = WordsSection("A", ["a1", "a2"]), b = WordsSection("B", ["b1"]), c = WordsSection("C", [])
        let root = CascadingRoot(children: [a, b])
        let screen = DeclarativeScreen(root)
        screen.dispatcher.registry.register(TextCell.self)
        root.children.swapAt(0, 1)
        #expect(screen.table.log.movedSections.count == 1)
        a.words.append("a3")
        #expect(screen.table.log.insertedItems == [path(1, 2)])
        root.performUpdates(animation: .fade) {
            root.children.insert(c, at: 0)
            b.words.removeAll()
            a.words.swapAt(0, 2)
        }
        #expect(screen.updates.count == 3)
        #expect(screen.updates.last?.animation == .fade)
        #expect(screen.errors.isEmpty)
        #expect(screen.table.log.reloadDataCount == 1)
        #expect(screen.shownModels == [[], [], ["a3", "a2", "a1"]])
    }

    @Test("A user's move goes to the section node, which moves its data")
    func userMove() {
        let words = WordsSection("W", ["a", "b", "c"])
        let root = CascadingRoot(children: [words])
        let dispatcher = Dispatcher(content: root)
        #expect(dispatcher.moveItem(at: path(0, 0), to: path(0, 2)))
        #expect(words.words == ["b", "c", "a"])
        #expect(root.item(at: path(0, 2)) as? String == "a")
        let collector = AnomalyCollector()
        dispatcher.anomalyHandler = collector.handler
        let plain = CascadingRoot(children: [CascadingNode()])
        dispatcher.content = plain
        #expect(dispatcher.moveItem(at: path(0, 0), to: path(0, 1)) == false)
    }

    @Test("Random child reorderings and row edits always send updates that pass UIKit's rules and end in the tree")
    func randomReorderings() {
        let runs = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 200
        for seed in 0..<runs {
            var random = SeededGenerator(seed: seed)
            func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
            var next = 0
            func words() -> [String] {
                (0..<int(0...3)).map { _ in
                    next += 1; return "w\(next)"
                }
            }
            let root = CascadingRoot(children: (0..<int(0...3)).map { _ in WordsSection("S", words()) })
            let screen = DeclarativeScreen(root, viewportHeight: 6)
            screen.dispatcher.registry.register(TextCell.self)
            for _ in 0..<int(1...6) {
                let batch = int(0...1) == 0
                let edit = {
                    for _ in 0..<int(1...3) {
                        let count = root.children.count
                        switch int(0...4) {
                        case 0: root.children.insert(WordsSection("S", words()), at: int(0...count))
                        case 1 where count > 0: root.children.remove(at: int(0...count - 1))
                        case 2 where count > 0: root.children.swapAt(int(0...count - 1), int(0...count - 1))
                        case 3 where count > 0:
                            if let section = root.children[int(0...count - 1)] as? WordsSection {
                                section.words.shuffle(using: &random)
                                section.words += words()
                            }
                        default:
                            if count > 1 { root.children.reverse() }
                        }
                    }
                }
                if batch { root.performUpdates(edit) } else { edit() }
            }
            let declared = root.children.map { ($0 as? WordsSection)?.words ?? [] }
            #expect(screen.errors.isEmpty && screen.shownModels == declared, "seed \(seed)")
            if !screen.errors.isEmpty || screen.shownModels != declared { return }
        }
    }
}
