/// A collection data source driven by snapshots of identifiers (the UIKit overlay's
/// `UICollectionViewDiffableDataSource`), with a `supplementaryViewProvider` for headers and footers.
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource, StandInDiffableDataSource
{
    /// Makes the cell of an item.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    )
        -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    )
        -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes headers, footers and other supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes the collection's data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(section: indexPath.standInIndex(0), item: indexPath.standInIndex(1))
    }

    /// The section identifier of a section index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// Shows `snapshot`, animating the difference, then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` and returns once its animations have finished.
    @available(iOS 15.0, tvOS 15.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            show(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the view (no diff, no animation), then calls `completion`.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Shows `snapshot` by reloading the view and returns once it is shown.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            show(snapshot, animatingDifferences: false) { continuation.resume() }
        }
    }

    /// What every `apply` does (a subclass overriding one of them does not change the others, as in UIKit): checks
    /// the identifiers, then animates the difference in batches, or reloads.
    private func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool, completion: (() -> Void)?
    ) {
        let all = snapshot.itemIdentifiers
        if Set(all).count != all.count {
            var seen = Set<ItemIdentifierType>()
            let duplicates = all.filter { !seen.insert($0).inserted }
            collectionView?.raise(
                "supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
            )
            completion?()
            return
        }
        var target = snapshot
        target.clearMarks()
        guard let collectionView, animatingDifferences, collectionView.window != nil else {
            current = target
            collectionView?.reloadData()
            completion?()
            return
        }
        let stages = diffableStages(from: current, to: target)
        var remaining = stages.count + 1
        let finish: (Bool) -> Void = { _ in
            remaining -= 1
            if remaining == 0 { completion?() }
        }
        for (changes, shown) in stages {
            collectionView.performBatchUpdates(
                {
                    self.current = shown
                    if !changes.deletedSections.isEmpty {
                        collectionView.deleteSections(IndexSet(changes.deletedSections))
                    }
                    if !changes.insertedSections.isEmpty {
                        collectionView.insertSections(IndexSet(changes.insertedSections))
                    }
                    for move in changes.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                    if !changes.deletedItems.isEmpty { collectionView.deleteItems(at: changes.deletedItems) }
                    if !changes.insertedItems.isEmpty { collectionView.insertItems(at: changes.insertedItems) }
                    for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                }, completion: finish)
        }
        current = target
        let reloaded = snapshot.reloadedItemIdentifiers.compactMap(indexPath(of:))
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap(indexPath(of:))
        collectionView.performBatchUpdates(
            {
                if !reloaded.isEmpty { collectionView.reloadItems(at: reloaded) }
            }, completion: finish)
        collectionView.reconfigureItems(at: reconfigured)
    }

    /// The path of an item in the current snapshot.
    private func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let (section, item) = current.position(of: identifier) else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// Every data-source method is implemented (UIKit's class implements them all in Objective-C).
    nonisolated open override func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return UIKitProtocol.collectionViewDataSource.swiftName(ofSelector: NSStringFromSelector(aSelector)) != nil
            || super.responds(to: aSelector)
    }

    /// The current snapshot's item count of `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        collectionView.raise(
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier")
        return UICollectionViewCell(frame: .zero)
    }

    /// The current snapshot's section count.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The supplementary view provider's view (UIKit raises without one).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        collectionView.raise(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: is nil")
        return UICollectionReusableView(frame: .zero)
    }

    /// Not movable.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The section of the index.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        IndexPath(index: index)
    }
}
