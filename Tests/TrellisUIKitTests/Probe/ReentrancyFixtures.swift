import Foundation
import TrellisUIKitTesting

// Fixtures of the reentrancy and threading probe (ReentrancyAttackTests): items, cells and a screen whose table is
// tall enough to show every row, so what the table shows can be read row by row and compared with the content.

struct ReentrantItem: Hashable, Identifiable, Sendable {
    let id: Int
    var text: String
}

func reentrantItems(_ ids: some Sequence<Int>, tag: String = "") -> [ReentrantItem] {
    ids.map { ReentrantItem(id: $0, text: "r\($0)\(tag)") }
}

/// A cell that runs a hook each time it is configured (the place an app's cell edits content).
final class ReentrantCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
    private(set) var text = ""
    nonisolated(unsafe) static var onUpdate: (@MainActor (ReentrantItem) -> Void)?
    func update(with model: ReentrantItem) {
        text = model.text
        Self.onUpdate?(model)
    }
    var snapshotText: String { text }
}

final class ReentrantItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var text = ""
    func update(with model: ReentrantItem) { text = model.text }
}

/// A header that runs a hook each time it is configured.
final class ReentrantHeader: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var text = ""
    nonisolated(unsafe) static var onUpdate: (@MainActor (String) -> Void)?
    func update(with model: ReentrantHeaderModel) {
        text = model.text
        Self.onUpdate?(model.text)
    }
}

struct ReentrantHeaderModel: Hashable, Sendable {
    var text: String
}

/// Anomalies collected from any thread.
final class ReentrantLog: Sendable {
    private let anomalies = Locked<[Anomaly]>([])
    var all: [Anomaly] { anomalies.withLock { $0 } }
    var messages: [String] { all.map(\.shortMessage) }
    var handler: AnomalyHandler { AnomalyHandler { anomaly in self.anomalies.withLock { $0.append(anomaly) } } }
}

/// A table in a window with a manager over a memory storage.
@MainActor
final class ReentrantTable {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 4000))
    let table: UITableView
    let manager = TableViewManager()
    let storage: MemoryStorage
    let log = ReentrantLog()

    init(
        _ sections: [[ReentrantItem]] = [reentrantItems(0..<6)], height: Double = 3000,
        finishesAnimations: Bool = true, setUp: (ReentrantTable) -> Void = { _ in }
    ) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.completesAnimationsAutomatically = finishesAnimations
        storage = MemoryStorage()
        storage.setItems(sections)
        manager.dispatcher.anomalyHandler = log.handler
        storage.anomalyHandler = log.handler
        manager.registry.register(ReentrantCell.self)
        window.addSubview(table)
        setUp(self)
        manager.attach(to: table, content: storage)
        table.layoutIfNeeded()
    }

    /// The texts of the storage, section by section.
    var contentTexts: [[String]] { Self.texts(of: storage) }

    static func texts(of storage: MemoryStorage) -> [[String]] {
        (0..<storage.numberOfSections).map { section in
            (0..<storage.numberOfItems(inSection: section)).map { item in
                (storage.item(at: ItemPath(item: item, section: section)) as? ReentrantItem)?.text ?? "?"
            }
        }
    }

    /// What the table shows, row by row, by the cells it has (every row fits on screen).
    var shownTexts: [[String]] { Self.shownTexts(of: table) }

    static func shownTexts(of table: UITableView) -> [[String]] {
        table.layoutIfNeeded()
        return (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map { row in
                (table.cellForRow(at: IndexPath(row: row, section: section)) as? ReentrantCell)?.text ?? "<none>"
            }
        }
    }

    /// Finishes every animation until no update is in flight.
    func settle() async {
        for _ in 0..<200 {
            table.finishAnimations()
            if !manager.isUpdating && !manager.dispatcher.hasUpdatesWaiting { break }
            await Task.yield()
        }
        table.finishAnimations()
    }
}

/// A collection in a window with a manager over a memory storage.
@MainActor
final class ReentrantCollection {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 4000))
    let collection: UICollectionView
    let manager = CollectionViewManager()
    let storage: MemoryStorage
    let log = ReentrantLog()

    init(
        _ sections: [[ReentrantItem]] = [reentrantItems(0..<6)], setUp: (ReentrantCollection) -> Void = { _ in }
    ) {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 3000), collectionViewLayout: flow)
        storage = MemoryStorage()
        storage.setItems(sections)
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(ReentrantItemCell.self)
        window.addSubview(collection)
        setUp(self)
        manager.attach(to: collection, content: storage)
        collection.layoutIfNeeded()
    }

    var contentTexts: [[String]] { ReentrantTable.texts(of: storage) }

    var shownTexts: [[String]] {
        collection.layoutIfNeeded()
        return (0..<collection.numberOfSections).map { section in
            (0..<collection.numberOfItems(inSection: section)).map { item in
                (collection.cellForItem(at: IndexPath(item: item, section: section)) as? ReentrantItemCell)?.text
                    ?? "<none>"
            }
        }
    }
}
