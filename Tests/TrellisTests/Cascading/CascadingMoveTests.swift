import Testing
import Trellis
import TrellisTesting

/// A section whose `moveRow(at:to:)` override moves its own data, with or without `setNeedsUpdate()`, or not at all.
@MainActor
private final class TodoSection: CascadingNode {
    enum Mistake { case none, forgetsSetNeedsUpdate, movesNothing }
    var todos: [String]
    let mistake: Mistake

    init(_ todos: [String], mistake: Mistake) {
        self.todos = todos
        self.mistake = mistake
        super.init()
    }

    override var rows: [Any] { todos }
    override func canMoveRow(at path: ItemPath) -> Bool? { true }
    override func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        guard mistake != .movesNothing else { return }
        todos.insert(todos.remove(at: source.item), at: destination.item)
        if mistake == .none { setNeedsUpdate() }
    }
}

/// A cell for the todos.
@MainActor
private final class TodoCell: ModelTransfer, ConstructibleView {
    var text = ""
    init() {}
    func update(with model: String) { text = model }
}

@MainActor
@Suite("Cascading tree: a user's move and moveRow(at:to:) overrides", .collectsAnomalies)
struct CascadingMoveTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    fileprivate func makeTable(_ mistake: TodoSection.Mistake) -> (HeadlessTableView, CascadingRoot, TodoSection) {
        let section = TodoSection(["wash", "cook", "read"], mistake: mistake)
        let root = CascadingRoot(children: [section])
        let table = HeadlessTableView(content: root)
        table.registry.register(TodoCell.self)
        return (table, root, section)
    }

    func collected() -> [Anomaly] { CollectsAnomaliesTrait.current?.anomalies ?? [] }

    @Test("an override that calls setNeedsUpdate(): the move is absorbed, nothing is reported")
    func wellBehaved() {
        let (table, _, section) = makeTable(.none)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(section.todos == ["cook", "read", "wash"])
        #expect(table.models(inSection: 0) as? [String] == ["cook", "read", "wash"])
        #expect(collected().isEmpty)
    }

    @Test("an override that forgets setNeedsUpdate() is reported, and the root publishes the move itself")
    func forgetsSetNeedsUpdate() {
        let (table, root, section) = makeTable(.forgetsSetNeedsUpdate)
        table.clearLog()
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(collected().map(\.shortMessage) == ["cascading move not published"])
        #expect(
            collected().first?.message.hasPrefix("Trellis: TodoSection.moveRow(at: [0, 0], to: [0, 2]) moved the row")
                == true)
        #expect(root.item(at: path(0, 2)) as? String == "wash", "the tree publishes what its node holds")
        // The next change animates from the moved rows: the user's move is not replayed.
        section.todos.append("sleep")
        section.setNeedsUpdate()
        #expect(table.log.movedItems.isEmpty)
        #expect(table.log.insertedItems == [path(0, 3)])
        #expect(table.models(inSection: 0) as? [String] == ["cook", "read", "wash", "sleep"])
    }

    @Test("an override that moves nothing makes the view reload, with the rows where the data has them")
    func movesNothing() {
        let (table, _, section) = makeTable(.movesNothing)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == nil)
        #expect(section.todos == ["wash", "cook", "read"])
        #expect(table.models(inSection: 0) as? [String] == ["wash", "cook", "read"])
        #expect(table.log.reloadDataCount == 2, "attached, then reloaded after the refused move")
        #expect(collected().map(\.shortMessage) == ["invalid storage edit: invalidArgument"])
    }
}
