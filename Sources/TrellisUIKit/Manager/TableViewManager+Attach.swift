#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

extension TableViewManager {
    /// Drives `tableView` with the manager's ``ViewManager/memoryStorage`` (DTTableViewManager's
    /// `startManaging(withDelegate:)`): edits of the storage animate from then on.
    ///
    /// ```swift
    /// manager.attach(to: tableView)
    /// manager.register(PostCell.self)
    /// try manager.memoryStorage.addItems(posts)
    /// ```
    public func attach(to tableView: UITableView) {
        attach(to: tableView, content: memoryStorage)
    }
}

extension CollectionViewManager {
    /// Drives `collectionView` with the manager's ``ViewManager/memoryStorage`` (DTCollectionViewManager's
    /// `startManaging(withDelegate:)`).
    public func attach(to collectionView: UICollectionView) {
        attach(to: collectionView, content: memoryStorage)
    }
}
