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
        diffableDataSource = dataSource
        collectionView.dataSource = dataSource
        return dataSource
    }
}
