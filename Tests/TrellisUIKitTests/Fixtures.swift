import Trellis
import TrellisUIKit
import UIKitStandIn

struct Post: Hashable, Identifiable {
    var id: Int
    var title: String
}

/// A cell showing a post. It knows whether it woke from a nib (or a storyboard prototype, which is one).
final class PostCell: UITableViewCell, ModelTransfer {
    private(set) var post: Post?
    private(set) var awoke = false
    override func awakeFromNib() { super.awakeFromNib(); awoke = true }
    func update(with model: Post) { post = model }
}

/// A header view showing a text.
final class TitleHeader: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var text: String?
    func update(with model: HeaderModel) { text = model.text }
}

struct HeaderModel: Hashable {
    var text: String
}

final class AnomalyLog: Sendable {
    private let anomalies = Locked<[Anomaly]>([])
    var all: [Anomaly] { anomalies.withLock { $0 } }
    var handler: AnomalyHandler { AnomalyHandler { anomaly in self.anomalies.withLock { $0.append(anomaly) } } }
}

func posts(_ ids: ClosedRange<Int>) -> [Post] { ids.map { Post(id: $0, title: "post \($0)") } }

/// A table in a window showing `visibleRows` rows of 44 points, driven by a manager over a memory storage.
@MainActor
struct Screen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let table: UITableView
    let manager = TableViewManager()
    let storage = MemoryStorage()
    let log = AnomalyLog()

    init(
        sections: [[Post]] = [posts(0...9)], visibleRows: Int = 5, inWindow: Bool = true,
        events: (TypedViewMapping<PostCell>) -> Void = { _ in }, configure: (TableViewManager) -> Void = { _ in }
    ) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visibleRows) * 44), style: .plain)
        table.completesAnimationsAutomatically = false
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostCell.self, events: events)
        configure(manager)
        storage.setItems(sections)
        if inWindow { window.addSubview(table) }
        manager.attach(to: table, content: storage)
    }

    /// The posts the visible cells show, top to bottom.
    var shownPosts: [Int] { table.visibleCells.compactMap { ($0 as? PostCell)?.post?.id } }

    /// The batches the table applied.
    var batches: [BatchUpdate] { table.updateLog.compactMap(\.batch).map(BatchUpdate.init) }

    /// The visible cells show the storage's models at their paths.
    func cellsMatchStorage() -> Bool {
        guard let paths = table.indexPathsForVisibleRows else { return true }
        return paths.allSatisfy { path in
            (table.cellForRow(at: path) as? PostCell)?.post == storage.item(
                at: ItemPath(item: path.row, section: path.section)) as? Post
        }
    }
}

/// A drag session of the stand-in's tests.
final class TestDragSession: NSObject, UIDragSession {
    var items: [UIDragItem] = []
    var localContext: Any?
}

/// A drop session of the stand-in's tests.
final class TestDropSession: NSObject, UIDropSession {
    var items: [UIDragItem]
    var localDragSession: (any UIDragSession)?
    init(items: [UIDragItem]) { self.items = items }
}

final class TestDropItem: NSObject, UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    init(_ dragItem: UIDragItem, from source: IndexPath?) {
        self.dragItem = dragItem
        sourceIndexPath = source
    }
}

final class TestAnimation: NSObject, UIDragAnimating, UIContextMenuInteractionCommitAnimating,
    UIContextMenuInteractionAnimating,
    UISpringLoadedInteractionContext
{}

/// A drop coordinator recording where items were dropped.
final class TestDropCoordinator: NSObject, UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    var drops: [(UIDragItem, IndexPath)] = []

    init(items: [any UITableViewDropItem], destination: IndexPath?, session: any UIDropSession) {
        self.items = items
        destinationIndexPath = destination
        proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        drops.append((dragItem, indexPath))
        return TestAnimation()
    }
}

/// A collection cell showing a post.
final class PostItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var post: Post?
    func update(with model: Post) { post = model }
}

/// A collection header showing a text.
final class TitleSupplementary: UICollectionReusableView, ModelTransfer {
    private(set) var text: String?
    func update(with model: HeaderModel) { text = model.text }
}

/// A collection in a window showing `visibleItems` items of 44 points (a flow layout of 320 x 44 items, or a list).
@MainActor
struct CollectionScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let collection: UICollectionView
    let manager = CollectionViewManager()
    let storage = MemoryStorage()
    let log = AnomalyLog()

    init(
        sections: [[Post]] = [posts(0...9)], visibleItems: Int = 5, list: Bool = false, inWindow: Bool = true,
        events: (TypedViewMapping<PostItemCell>) -> Void = { _ in },
        configure: (CollectionViewManager) -> Void = { _ in }
    ) {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visibleItems) * 44), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostItemCell.self, events: events)
        configure(manager)
        if list { collection.collectionViewLayout = manager.listLayout(appearance: .plain, supplementaryHeaders: true) }
        storage.setItems(sections)
        if inWindow { window.addSubview(collection) }
        manager.attach(to: collection, content: storage)
    }

    var shownPosts: [Int] { collection.visibleCells.compactMap { ($0 as? PostItemCell)?.post?.id } }
    var batches: [BatchUpdate] { collection.updateLog.compactMap { $0 }.map(BatchUpdate.init) }

    func cellsMatchStorage() -> Bool {
        collection.indexPathsForVisibleItems.allSatisfy { path in
            (collection.cellForItem(at: path) as? PostItemCell)?.post == storage.item(
                at: ItemPath(item: path.item, section: path.section)) as? Post
        }
    }
}

final class TestCollectionDropItem: NSObject, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize = CGSize(width: 10, height: 10)
    init(_ dragItem: UIDragItem, from source: IndexPath?) {
        self.dragItem = dragItem
        sourceIndexPath = source
    }
}

final class TestCollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    let session: any UIDropSession
    var drops: [IndexPath] = []

    init(items: [any UICollectionViewDropItem], destination: IndexPath?, session: any UIDropSession) {
        self.items = items
        destinationIndexPath = destination
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        drops.append(indexPath)
        return TestAnimation()
    }
}

extension BatchUpdate {
    /// A batch the stand-in recorded, as the engine's value (to compare with what the engine sent).
    init(_ batch: StandInBatch) {
        func path(_ indexPath: IndexPath) -> ItemPath { ItemPath(item: indexPath[1], section: indexPath[0]) }
        self.init()
        deletedSections = batch.deletedSections
        insertedSections = batch.insertedSections
        reloadedSections = batch.reloadedSections
        movedSections = batch.movedSections.map { SectionMove(source: $0.from, target: $0.to) }
        deletedItems = batch.deletedItems.map(path)
        insertedItems = batch.insertedItems.map(path)
        reloadedItems = batch.reloadedItems.map(path)
        movedItems = batch.movedItems.map { ItemMove(source: path($0.from), target: path($0.to)) }
        reconfiguredItems = batch.reconfiguredItems.map(path)
    }
}
