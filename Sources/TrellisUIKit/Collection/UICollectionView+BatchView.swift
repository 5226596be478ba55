internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

extension UICollectionView: BatchView {
    static var batchTarget: BatchUpdateTarget { .collectionView }

    var shownCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }

    /// Collections have no per-kind animations: the batch animates as the layout decides.
    func performBatch(_ changes: BatchUpdate, animations: RowAnimations, completion: @escaping (Bool) -> Void) {
        performBatchUpdates(
            { [self] in
                if !changes.deletedSections.isEmpty { deleteSections(IndexSet(changes.deletedSections)) }
                if !changes.insertedSections.isEmpty { insertSections(IndexSet(changes.insertedSections)) }
                if !changes.reloadedSections.isEmpty { reloadSections(IndexSet(changes.reloadedSections)) }
                for move in changes.movedSections { moveSection(move.source, toSection: move.target) }
                if !changes.deletedItems.isEmpty { deleteItems(at: changes.deletedItems.map(\.uikit)) }
                if !changes.insertedItems.isEmpty { insertItems(at: changes.insertedItems.map(\.uikit)) }
                if !changes.reloadedItems.isEmpty { reloadItems(at: changes.reloadedItems.map(\.uikit)) }
                for move in changes.movedItems { moveItem(at: move.source.uikit, to: move.target.uikit) }
                if !changes.reconfiguredItems.isEmpty { reconfigureItems(at: changes.reconfiguredItems.map(\.uikit)) }
            }, completion: completion)
    }

    func visibleCell(at path: ItemPath) -> AnyObject? { cellForItem(at: path.uikit) }

    func frameOfItem(at path: ItemPath) -> CGRect { layoutAttributesForItem(at: path.uikit)?.frame ?? .zero }

    var visibleItemPaths: [ItemPath] { indexPathsForVisibleItems.map(\.itemPath) }
}
