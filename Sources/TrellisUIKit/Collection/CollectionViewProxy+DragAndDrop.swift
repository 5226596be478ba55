internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Prefetching, drag and drop: host-neutral descriptions become UIKit objects, UIKit's sessions become tokens.

extension CollectionViewProxy: UICollectionViewDataSourcePrefetching {
    /// `prefetch`, once per path.
    nonisolated public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    {
        onMain(()) { dispatcher.prefetchItems(at: indexPaths.map(\.itemPath)) }
    }

    /// `cancelPrefetching`, once per path.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        onMain(()) { dispatcher.cancelPrefetchingItems(at: indexPaths.map(\.itemPath)) }
    }
}

extension CollectionViewProxy: UICollectionViewDragDelegate {
    /// `itemsForBeginning`, as drag items.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain([]) {
            UIKitObjects.dragItems(
                dispatcher.dragItemsForBeginning(
                    DragSessionToken(session), at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath)))
        }
    }

    /// `itemsForAddingTo`, as drag items.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        let where_ = TrellisPoint(point)
        return onMain([]) {
            UIKitObjects.dragItems(
                dispatcher.dragItemsForAdding(
                    to: DragSessionToken(session), at: indexPath.itemPath, point: where_,
                    view: collectionView.cellForItem(at: indexPath)))
        }
    }

    /// `dragPreviewParameters`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        onMain(nil) {
            let cell = collectionView.cellForItem(at: indexPath)
            guard let description = dispatcher.dragPreviewParametersForItem(at: indexPath.itemPath, view: cell) else {
                return nil
            }
            return UIKitObjects.dragPreview(description, of: cell)
        }
    }

    /// `dragSessionWillBegin`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
    ) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dragSessionWillBegin(DragSessionToken(session)) }
    }

    /// `dragSessionDidEnd`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
    ) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dragSessionDidEnd(DragSessionToken(session)) }
    }

    /// `dragSessionAllowsMoveOperation`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain(true) { dispatcher.dragSessionAllowsMoveOperation(DragSessionToken(session)) }
    }

    /// `dragSessionIsRestrictedToDraggingApplication`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain(false) { dispatcher.dragSessionIsRestrictedToDraggingApplication(DragSessionToken(session)) }
    }
}

extension CollectionViewProxy: UICollectionViewDropDelegate {
    /// `performDrop`, then animates each item to where the closure placed it.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        nonisolated(unsafe) let coordinator = coordinator  // read on the main thread only (checked below)
        onMain(()) {
            let proposal = coordinator.proposal
            let description = DropCoordinatorDescription(
                destination: coordinator.destinationIndexPath?.itemPath,
                proposal: DropProposalDescription(
                    operation: DropProposalDescription.Operation(rawValue: Int(proposal.operation.rawValue)) ?? .cancel,
                    intent: DropProposalDescription.Intent(rawValue: proposal.intent.rawValue) ?? .unspecified),
                items: coordinator.items.map {
                    DroppedItem(
                        item: UIKitObjects.dragItemDescription($0.dragItem), sourcePath: $0.sourceIndexPath?.itemPath)
                },
                session: UIKitObjects.dropToken(coordinator.session), hostCoordinator: coordinator)
            dispatcher.performDrop(description)
            for placement in description.placements {
                _ = coordinator.drop(coordinator.items[placement.item].dragItem, toItemAt: placement.destination.uikit)
            }
        }
    }

    /// `canHandleDrop`.
    nonisolated public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
        -> Bool
    {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain(true) { dispatcher.canHandleDrop(UIKitObjects.dropToken(session)) }
    }

    /// `dropSessionDidEnter`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
    ) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dropSessionDidEnter(UIKitObjects.dropToken(session)) }
    }

    /// `dropSessionDidUpdate`, as a table drop proposal.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        guard isOnMainActor("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)") else {
            return offMainDropProposal
        }
        return runAssumingMainThreadChecked {
            UIKitObjects.collectionDropProposal(
                dispatcher.dropSessionDidUpdate(
                    UIKitObjects.dropToken(session), destination: destinationIndexPath?.itemPath))
        }
    }

    /// `dropSessionDidExit`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
    ) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dropSessionDidExit(UIKitObjects.dropToken(session)) }
    }

    /// `dropSessionDidEnd`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
    ) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dropSessionDidEnd(UIKitObjects.dropToken(session)) }
    }

    /// `dropPreviewParameters`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        onMain(nil) {
            let cell = collectionView.cellForItem(at: indexPath)
            guard let description = dispatcher.dropPreviewParametersForItem(at: indexPath.itemPath, view: cell) else {
                return nil
            }
            return UIKitObjects.dragPreview(description, of: cell)
        }
    }
}
