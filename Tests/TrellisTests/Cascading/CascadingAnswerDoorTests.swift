import Testing
import Trellis
import _TrellisTestSupport

/// A section node that answers everything through the one door, `answer(_:kind:at:view:argument:)`, including events
/// that have typed methods (heights, selection, swipe actions, highlight, editing, moving, prefetch): what a user
/// porting a UIKit delegate that switches on the question writes.
@MainActor
private final class DoorSection: CascadingNode {
    let words: [String]
    var heard: [String] = []
    init(_ words: [String]) {
        self.words = words
        super.init()
    }

    override var rows: [Any] { words }

    override func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let height = event.answer(as: .heightForCell, argument: argument, { _ in 30 + Double(path.item) }) {
            return height
        }
        if let estimate = event.answer(as: .estimatedHeightForCell, argument: argument, { _ in 25 }) { return estimate }
        if let highlight = event.answer(as: .shouldHighlight, argument: argument, { _ in path.item != 0 }) {
            return highlight
        }
        if let canEdit = event.answer(as: .canEdit, argument: argument, { _ in false }) { return canEdit }
        if let swipe = event.answer(
            as: .trailingSwipeActions, argument: argument, { _ in SwipeActionsDescription(actions: []) })
        {
            return swipe
        }
        if event.answer(as: .didSelect, argument: argument, { _ in heard.append("select \(words[path.item])") })
            != nil
        {
            return nil
        }
        if event.answer(as: .prefetch, argument: argument, { _ in heard.append("prefetch \(path.item)") }) != nil {
            return nil
        }
        return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    }
}

/// A row child answering through the door, under a section that forwards by row.
@MainActor
private final class DoorRow: CascadingNode {
    let text: String
    var selected = 0
    init(_ text: String) {
        self.text = text
        super.init()
    }
    override var rowModel: Any? { text }
    override func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let height = event.answer(as: .heightForCell, argument: argument, { _ in Double(text.count) }) {
            return height
        }
        if event.answer(as: .didSelect, argument: argument, { _ in selected += 1 }) != nil { return nil }
        return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    }
}

@MainActor
@Suite("A node's answer override hears every event about its rows, those with typed methods too")
struct CascadingAnswerDoorTests {
    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    /// Before: the root routed a typed event to its typed method, whose default called the child's typed method, so a
    /// child's `answer` override never heard heights, selection or swipe actions; the table used its own defaults and
    /// nothing said why.
    @Test("A section child's override answers heights, highlight, editing, swipe actions, selection and prefetch")
    func sectionChild() {
        let words = DoorSection(["one", "two"])
        let root = CascadingRoot(children: [words])
        let dispatcher = Dispatcher(content: root)
        dispatcher.registry.register(TextCell.self)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 31)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 25)
        #expect(!dispatcher.shouldHighlightItem(at: path(0, 0)))
        #expect(dispatcher.shouldHighlightItem(at: path(0, 1)))
        #expect(!dispatcher.canEditItem(at: path(0, 0)))
        #expect(dispatcher.trailingSwipeActionsForItem(at: path(0, 0)) != nil)
        dispatcher.didSelectItem(at: path(0, 1))
        dispatcher.prefetchItems(at: [path(0, 0)])
        #expect(words.heard == ["select two", "prefetch 0"])
    }

    @Test("A row child's override, two levels down, answers its height and hears its selection")
    func rowChild() {
        let rows = [DoorRow("abc"), DoorRow("abcdef")]
        let root = CascadingRoot(children: [CascadingNode(children: rows)])
        let dispatcher = Dispatcher(content: root)
        dispatcher.registry.register(TextCell.self)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 6)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 3)
        dispatcher.didSelectItem(at: path(0, 0))
        #expect(rows.map(\.selected) == [1, 0])
    }

    @Test("A typed method overridden on the child still answers, and one on the parent still comes first")
    func typedMethodsStillWin() {
        final class Typed: CascadingNode {
            override var rows: [Any] { ["x"] }
            override func heightForRow(at path: ItemPath) -> Double? { 12 }
        }
        final class Parent: CascadingRoot {
            override func heightForRow(at path: ItemPath) -> Double? {
                path.section == 1 ? 99 : super.heightForRow(at: path)
            }
        }
        let root = Parent(children: [Typed(), Typed()])
        let dispatcher = Dispatcher(content: root)
        dispatcher.registry.register(TextCell.self)
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 12)
        #expect(dispatcher.heightForItem(at: path(1, 0)) == 99)
    }
}
