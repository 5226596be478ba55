import Testing
@testable import Trellis
import TrellisTesting

/// A row child with no model of its own: the node itself is the row's model (a cell is mapped to its type).
@MainActor
private final class NodeRow: CascadingNode {
    var text: String
    init(_ text: String) {
        self.text = text
        super.init()
    }
}

/// A cell showing a ``NodeRow``.
@MainActor
private final class NodeRowCell: ModelTransfer, ConstructibleView {
    private(set) var text: String?
    init() {}
    func update(with model: NodeRow) { text = model.text }
}

/// What changed rows a tree's updates carry, stage by stage.
@MainActor
private func changes(_ updates: ArraySlice<ContentUpdate>) -> BatchUpdate {
    var all = BatchUpdate()
    for stage in updates.flatMap(\.stages) {
        all.insertedItems += stage.update.insertedItems
        all.deletedItems += stage.update.deletedItems
        all.reloadedItems += stage.update.reloadedItems
        all.movedItems += stage.update.movedItems
        all.movedSections += stage.update.movedSections
        all.reloadedSections += stage.update.reloadedSections
    }
    return all
}

/// Rows that are nodes keep their identity (the node) across changes, and count as changed only when the app says
/// so with `setNeedsUpdate()` on the row or a node above it; a change of the tree's shape changes no row.
@MainActor
@Suite("Cascading rows: changed only when marked", .collectsAnomalies)
struct CascadingRowChangeTests {
    private func screen(_ sections: [CascadingNode]) -> DeclarativeScreen<CascadingRoot> {
        let root = CascadingRoot(children: sections)
        let screen = DeclarativeScreen(root)
        root.prepare(screen.dispatcher.registry)
        screen.dispatcher.registry.register(NodeRowCell.self)
        screen.table.reloadData()
        return screen
    }

    @Test("appending a row child is one insert; no other row reloads")
    func append() {
        let section = CascadingNode(children: (1...60).map { NodeRow("r\($0)") })
        let screen = screen([section])
        let before = screen.updates.count
        section.children.append(NodeRow("r61"))
        let batch = changes(screen.updates[before...])
        #expect(batch.insertedItems == [ItemPath(item: 60, section: 0)])
        #expect(batch.reloadedItems.isEmpty && batch.reloadedSections.isEmpty)
        #expect(screen.errors.isEmpty)
    }

    @Test("reordering sections moves them; no row reloads")
    func sectionMove() {
        let a = CascadingNode(children: [NodeRow("a1"), NodeRow("a2")])
        let b = CascadingNode(children: [NodeRow("b1")])
        let screen = screen([a, b])
        let before = screen.updates.count
        screen.content.children = [b, a]
        let batch = changes(screen.updates[before...])
        #expect(batch.movedSections.count == 1)
        #expect(batch.reloadedItems.isEmpty && batch.reloadedSections.isEmpty)
        #expect(screen.errors.isEmpty)
    }

    @Test("a row marked changed reloads, and only it; its section marked changed reloads its rows")
    func marked() {
        let rows = [NodeRow("x"), NodeRow("y"), NodeRow("z")]
        let section = CascadingNode(children: rows)
        let other = CascadingNode(children: [NodeRow("o")])
        let screen = screen([other, section])
        var before = screen.updates.count
        rows[1].text = "Y"
        rows[1].setNeedsUpdate()
        #expect(changes(screen.updates[before...]).reloadedItems == [ItemPath(item: 1, section: 1)])
        before = screen.updates.count
        section.setNeedsUpdate()
        #expect(
            Set(changes(screen.updates[before...]).reloadedItems) == Set((0..<3).map { ItemPath(item: $0, section: 1) })
        )
        before = screen.updates.count
        section.setNeedsUpdate()  // marked again: changed again
        #expect(changes(screen.updates[before...]).reloadedItems.count == 3)
        #expect(screen.errors.isEmpty)
    }

    @Test("the row's model is still the node, for mappings and events")
    func modelIsTheNode() {
        let row = NodeRow("only")
        let screen = screen([CascadingNode(children: [row])])
        #expect(screen.content.item(at: ItemPath(item: 0, section: 0)) as? NodeRow === row)
        #expect(screen.errors.isEmpty)
    }
}
