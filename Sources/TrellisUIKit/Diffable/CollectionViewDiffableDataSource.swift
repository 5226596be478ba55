public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// A `UICollectionViewDiffableDataSource` whose cells and supplementary views (headers and footers from your
/// section models) come from the manager's mappings, its events from the dispatcher.
@MainActor
public final class CollectionViewDiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    UICollectionViewDiffableDataSource<SectionID, ItemID>
{
    /// The dispatcher answering for it.
    public let dispatcher: Dispatcher
    /// Told whether the collection shows no items each time UIKit reads the data source's counts (the manager's
    /// empty state follows it).
    var countsRead: (@MainActor (_ isEmpty: Bool) -> Void)?

    init(collectionView: UICollectionView, proxy: CollectionViewProxy) {
        let dispatcher = proxy.dispatcher
        self.dispatcher = dispatcher
        // Never `nil` (UIKit raises): a plain dequeued cell or view when no mapping shows the item or the section's
        // header or footer (the dispatcher reports a missing mapping). Cells come through the proxy's live-cell
        // tracker, as the proxy's own do.
        super.init(collectionView: collectionView) { [weak proxy] collectionView, indexPath, _ in
            MainActor.assumeIsolated {
                (proxy?.liveCell(at: indexPath) as? UICollectionViewCell)
                    ?? CollectionViewProxy.placeholderCell(collectionView, at: indexPath)
            }
        }
        supplementaryViewProvider = { [weak dispatcher] collectionView, kind, indexPath in
            MainActor.assumeIsolated {
                dispatcher.flatMap { CollectionViewProxy.requestedSupplementaryView($0, kind: kind, at: indexPath) }
                    ?? CollectionViewProxy.placeholderView(collectionView, kind: kind, at: indexPath)
            }
        }
    }

    /// The snapshot's section count. UIKit asks it each time it reads the counts again: after a reload and at the
    /// end of every batch update, so after every change a snapshot applied makes (with or without animation, by
    /// reload, awaited or not); the manager's empty state is checked from here, with the counts UIKit is about to
    /// show.
    public override func numberOfSections(in collectionView: UICollectionView) -> Int {
        let sections = super.numberOfSections(in: collectionView)
        if let countsRead {
            var isEmpty = true
            for section in 0..<max(0, sections)
            where super.collectionView(collectionView, numberOfItemsInSection: section) > 0 {
                isEmpty = false
                break
            }
            countsRead(isEmpty)
        }
        return sections
    }

    /// `canMove`, when moving is supported (as the table's diffable data source answers `canMoveRowAt`); else
    /// Apple's answer (its `reorderingHandlers`).
    public override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    {
        guard proxyAnswers("collectionView(_:canMoveItemAt:)") else {
            return super.collectionView(collectionView, canMoveItemAt: indexPath)
        }
        return dispatcher.canMoveItem(at: indexPath.itemPath)
    }

    /// `moveItem` closures, then the snapshot follows the move without animating, unless a closure applied a
    /// snapshot of its own (which stays); Apple's move (its `reorderingHandlers`) when moving is not supported.
    public override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard proxyAnswers("collectionView(_:moveItemAt:to:)") else {
            return super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
        DiffableUserMove(
            dispatcher: dispatcher, snapshot: { [unowned self] in snapshot() },
            apply: { [unowned self] in apply($0, animatingDifferences: false) }
        )
        .move(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The `sectionIndexTitles` closure's titles; Apple's answer without one.
    public override func indexTitles(for collectionView: UICollectionView) -> [String]? {
        guard proxyAnswers("indexTitles(for:)") else { return super.indexTitles(for: collectionView) }
        return dispatcher.sectionIndexTitles()
    }

    /// The `indexPathForIndexTitle` closure's target, else the `sectionForSectionIndexTitle` closure's section;
    /// Apple's answer when no index closure exists.
    public override func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        guard proxyAnswers("collectionView(_:indexPathForIndexTitle:at:)") else {
            return super.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
        }
        return dispatcher.indexPathForIndexTitle(title, at: index).indexPath
    }

    /// Whether the proxy of `attach(to:content:)` would answer `method` (the closures it needs exist): the same rule
    /// decides here between the dispatcher and Apple's own answer.
    private func proxyAnswers(_ method: String) -> Bool {
        CollectionMethods.conditional[method]?.answers(dispatcher) == true
    }
}

extension CollectionViewDiffableDataSource: LiveReconfiguring {
    /// Reconfigures the items at `paths` through a snapshot (Apple: diffable data sources reconfigure through
    /// `reconfigureItems`, never the collection's own method).
    func reconfigureItems(at paths: [IndexPath]) {
        let identifiers = paths.compactMap { itemIdentifier(for: $0) }
        guard !identifiers.isEmpty else { return }
        var snapshot = snapshot()
        snapshot.reconfigureItems(identifiers)
        apply(snapshot)
    }
}

extension CollectionViewManager {
    /// Drives `collectionView` through a diffable data source of `SectionID` and `ItemID` identifiers: cells and
    /// header/footer views from the mappings, events from the dispatcher. Apply snapshots to the returned data
    /// source. Give a flow layout header/footer reference sizes (or a list layout `supplementaryHeaders`) where
    /// `header` / `footer` return models. `supplementary` gives the models of the layout's own element kinds (a
    /// compositional layout's section badge: `{ kind, section in kind == "badge" ? counts[section] : nil }`), shown
    /// by the views registered as `.supplementary(kind)`.
    public func attachDiffable<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        to collectionView: UICollectionView, sections: SectionID.Type = SectionID.self,
        items: ItemID.Type = ItemID.self,
        model: @escaping @MainActor (ItemID) -> Any? = { $0 }, header: (@MainActor (SectionID) -> Any?)? = nil,
        footer: (@MainActor (SectionID) -> Any?)? = nil,
        supplementary: (@MainActor (_ kind: String, SectionID) -> Any?)? = nil
    ) -> CollectionViewDiffableDataSource<SectionID, ItemID> {
        let content = DiffableContent<SectionID, ItemID>(
            model: model, header: header, footer: footer, supplementary: supplementary)
        attach(to: collectionView, content: content)
        let dataSource = CollectionViewDiffableDataSource<SectionID, ItemID>(
            collectionView: collectionView, proxy: proxy)
        content.snapshot = { [weak dataSource] in dataSource?.snapshot() }
        dataSource.countsRead = { [weak self] isEmpty in self?.refreshEmptyState(diffableIsEmpty: isEmpty) }
        diffableDataSource = dataSource
        collectionView.dataSource = dataSource
        return dataSource
    }
}
