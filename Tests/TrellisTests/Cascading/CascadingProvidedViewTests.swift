import Testing
import Trellis
import TrellisTesting

/// A view a node makes itself, showing the node's own data.
@MainActor
private final class MadeLine {
    let text: String
    init(_ text: String) { self.text = text }
}

/// A section of two row children whose views it makes itself (as a UIKit-shaped node's `cellForRowAt` does): a new
/// view each time.
@MainActor
private final class MakingSection: CascadingNode {
    var status = "off"
    private(set) var made = 0
    private lazy var mapping = ViewMapping.providingViews(viewType: MadeLine.self, reuseIdentifier: "made") {
        [weak self] path in
        guard let self else { return nil }
        made += 1
        return MadeLine("row \(path.item): \(status)")
    }
    init() { super.init(children: [CascadingNode(), CascadingNode()]) }
    override func viewMappingForRow(at path: ItemPath) -> ViewMapping? { mapping }
}

@MainActor
@Suite("Cascading tree: views a node makes itself", .collectsAnomalies)
struct CascadingProvidedViewTests {
    /// A mapping that provides its own views has no configure to run on a view it made: a refreshed row must get a
    /// new view from it (a reload), never keep the old one (a reconfigure would leave "off" on screen; on UIKit it
    /// raises when the node makes a new cell).
    @Test("a row whose view the node makes is reloaded when refreshed, and shows the node's new data")
    func refreshedRowIsReloaded() throws {
        let section = MakingSection()
        let root = CascadingRoot(children: [section])
        let table = HeadlessTableView(content: root)
        #expect((table.cell(at: ItemPath(item: 0, section: 0)) as? MadeLine)?.text == "row 0: off")
        let before = table.log.batches.count
        section.status = "on"
        section.setNeedsUpdate()
        #expect((table.cell(at: ItemPath(item: 0, section: 0)) as? MadeLine)?.text == "row 0: on")
        #expect((table.cell(at: ItemPath(item: 1, section: 0)) as? MadeLine)?.text == "row 1: on")
        #expect(table.log.reconfiguredItems.isEmpty, "never reconfigured: \(table.log.batches)")
        #expect(
            table.log.batches.dropFirst(before).flatMap(\.reloadedItems) == [
                ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0),
            ])
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
    }

    @Test("makesSameView: never for a mapping that provides its own views, even with itself")
    func providingMappingsNeverMakeTheSameView() {
        let providing = ViewMapping.providingViews(viewType: MadeLine.self, reuseIdentifier: "made") { _ in nil }
        let registry = MappingRegistry()
        registry.register(MadeLineCell.self)
        let registered = registry.mappings[0]
        #expect(!providing.makesSameView(as: providing))
        #expect(!registered.makesSameView(as: providing) && !providing.makesSameView(as: registered))
        #expect(registered.makesSameView(as: registered))
    }
}

/// A registered (dequeued) view, for comparison.
@MainActor
private final class MadeLineCell: ModelTransfer, ConstructibleView {
    var text = ""
    init() {}
    func update(with model: String) { text = model }
}
