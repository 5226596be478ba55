import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

/// A cell whose `update(with:)` runs a hook: the place a cell edits content while it is configured.
private final class HookCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    nonisolated(unsafe) static var onUpdate: (@MainActor (String) -> Void)?
    func update(with model: String) {
        text = model
        Self.onUpdate?(model)
    }
}

/// The same for collections.
private final class HookItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var text: String?
    func update(with model: String) {
        text = model
        HookCell.onUpdate?(model)
    }
}

@MainActor
private final class Fired {
    var done = false
}

@MainActor
@Suite("A cell that edits the content while it is configured", .serialized)
struct CellEditsContentTests {
    func texts(_ screen: SampleTable) -> [[String]] {
        (0..<screen.table.numberOfSections).map { section in
            (0..<screen.table.numberOfRows(inSection: section)).map { row in
                screen.text(section, row) ?? "<no cell at \(section),\(row)>"
            }
        }
    }

    @Test("Stand-in table: update(with:) inserts a row above and a section below: the table shows the content")
    func standIn() async {
        defer { HookCell.onUpdate = nil }
        let content = DeclarativeContent {
            ListSection(id: "s") { for word in ["a", "trigger", "c"] { ListRow<HookCell>(word) } }
        }
        let fired = Fired()
        HookCell.onUpdate = { [weak content] model in
            guard model == "trigger", !fired.done, let content else { return }
            fired.done = true
            content.sections[0].rows.insert(ListRow<HookCell>("inserted"), at: 0)
            content.sections.append(ListSection(id: "new") { ListRow<HookCell>("n") })
        }
        let screen = SampleTable(content, height: 1900)
        screen.table.finishAnimations()
        #expect(fired.done)
        await eventually { screen.table.numberOfSections == 2 }
        screen.table.finishAnimations()
        #expect(texts(screen) == [["inserted", "a", "trigger", "c"], ["n"]])
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
        #expect(screen.log.all.map(\.shortMessage) == ["content edited while configuring a view"])
    }

    @Test("Stand-in collection: the same edit from a cell: the collection shows the content")
    func standInCollection() async {
        defer { HookCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a", "trigger", "c", "d"])
        let fired = Fired()
        HookCell.onUpdate = { [weak storage] model in
            guard model == "trigger", !fired.done, let storage else { return }
            fired.done = true
            try? storage.insertItem("inserted", at: ItemPath(item: 0, section: 0))
            try? storage.removeItems(at: [ItemPath(item: 4, section: 0)])
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: flow)
        window.addSubview(collection)
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(HookItemCell.self)
        manager.attach(to: collection, content: storage)
        collection.layoutIfNeeded()
        #expect(fired.done)
        #expect(manager.dispatcher.hasUpdatesWaiting, "the edit's updates wait for the next turn of the main queue")
        await eventually { !manager.dispatcher.hasUpdatesWaiting }
        let shown = (0..<collection.numberOfItems(inSection: 0)).map { item in
            (collection.cellForItem(at: IndexPath(item: item, section: 0)) as? HookItemCell)?.text ?? "-"
        }
        #expect(shown == ["inserted", "a", "trigger", "c"])
        #expect(collection.exceptions.isEmpty, "\(collection.exceptions)")
        #expect(log.all.map(\.shortMessage) == ["content edited while configuring a view"])
    }
}
