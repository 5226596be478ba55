import Testing
@testable import Trellis
import _TrellisTestSupport

/// A cell for the rows below.
@MainActor
private final class HeldWordCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: String) {}
}

/// A section node that answers heights and selection itself.
@MainActor
private final class HeldWordsSection: CascadingNode {
    let words: [String]
    var selected: [String] = []
    init(_ words: [String]) {
        self.words = words
        super.init()
    }
    override var rows: [Any] { words }
    override func heightForRow(at path: ItemPath) -> Double? { 30 }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) { selected.append(words[path.item]) }
}

/// The public API this stop added or changed that takes paths or indexes, fed hostile values: the closures told where
/// a row is now while a host shows an older state (`Dispatcher+CurrentPaths`), a cascading node's typed methods that
/// now ask the child through `answer`, and the header and footer views a node makes
/// (`Dispatcher.providedSupplementaryView(ofKind:inSection:)`, `CascadingNode.viewForSupplementary(ofKind:inSection:)`).
/// Each answers nothing, calls no closure, and leaves the content as it was.
@MainActor
@Suite("Hostile input: paths while a host shows an older state, cascading doors and provided views")
struct PathsWhileHeldHostileInputTests {
    static let hostilePaths = [
        ItemPath(item: Int.max, section: Int.max), ItemPath(item: Int.min, section: Int.min),
        ItemPath(item: -1, section: 0), ItemPath(item: 0, section: -1), ItemPath(item: Int.max, section: 0),
        ItemPath(item: 0, section: Int.max),
    ]
    static let hostileSections = [Int.max, Int.min, -1, 2, 1 << 40]

    @Test("Events at hostile paths while the host shows an older state: nothing called, nothing edited")
    func heldStateHostilePaths() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "b", "c"]])
        let dispatcher = Dispatcher(content: storage)
        dispatcher.registry.register(HeldWordCell.self)
        var told: [String] = []
        dispatcher.didSelect(withModel: String.self) { word, path in told.append("select \(word) \(path)") }
        dispatcher.commitEditingStyle(withModel: String.self) { [unowned storage] word, path, _ in
            told.append("commit \(word) \(path)")
            try? storage.removeItem(at: path)
        }
        dispatcher.heightForCell(withModel: String.self) { _, _ in 44 }
        // The host shows the storage as it is; then the storage moves on while the host holds the update back.
        dispatcher.show(storage.snapshot)
        try storage.insertItem("new", at: ItemPath(item: 0, section: 0))
        try storage.removeItem(at: ItemPath(item: 2, section: 0))
        for path in Self.hostilePaths {
            dispatcher.didSelectItem(at: path)
            dispatcher.commitEditingStyle(.delete, forItemAt: path)
            #expect(dispatcher.heightForItem(at: path) == nil, "\(path)")
            #expect(dispatcher.trailingSwipeActionsForItem(at: path) == nil, "\(path)")
        }
        #expect(told.isEmpty, "\(told)")
        #expect(storage.items(inSection: 0).compactMap { $0 as? String } == ["new", "a", "c"])
        // A real row still works: "b" is shown at 1 and gone; "c" is shown at 2 and now at 2 too.
        dispatcher.didSelectItem(at: ItemPath(item: 2, section: 0))
        #expect(told == ["select c \(ItemPath(item: 2, section: 0))"])
    }

    @Test("A tree's typed methods and provided views at hostile paths and sections: nil, no trap")
    func treeHostilePaths() {
        let section = HeldWordsSection(["a", "b"])
        let root = CascadingRoot(children: [section])
        let dispatcher = Dispatcher(content: root)
        dispatcher.registry.register(HeldWordCell.self)
        // Through the dispatcher, which every host asks: no node hears of a path the content does not have.
        for path in Self.hostilePaths {
            dispatcher.didSelectItem(at: path)
            #expect(dispatcher.heightForItem(at: path) == nil, "\(path)")
            #expect(dispatcher.trailingSwipeActionsForItem(at: path) == nil, "\(path)")
        }
        // The tree's own defaults, asked directly with sections it does not have: they find no child to ask.
        for index in Self.hostileSections {
            let path = ItemPath(item: 0, section: index)
            #expect(root.heightForRow(at: path) == nil, "\(path)")
            #expect(root.estimatedHeightForRow(at: path) == nil, "\(path)")
            #expect(root.canEditRow(at: path) == nil, "\(path)")
            #expect(root.trailingSwipeActionsForRow(at: path) == nil, "\(path)")
            root.didSelectRow(at: path, view: nil)
        }
        for index in Self.hostileSections {
            #expect(root.viewForSupplementary(ofKind: .header, inSection: index) == nil, "\(index)")
            #expect(dispatcher.providedSupplementaryView(ofKind: .header, inSection: index) == nil, "\(index)")
            #expect(dispatcher.providedSupplementaryView(ofKind: .footer, inSection: index) == nil, "\(index)")
        }
        #expect(section.selected.isEmpty)
        #expect(dispatcher.heightForItem(at: ItemPath(item: 1, section: 0)) == 30)
    }
}
