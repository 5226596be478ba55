internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Prefetching, drag and drop: host-neutral descriptions become UIKit objects, UIKit's sessions become tokens.

extension TableViewProxy: UITableViewDataSourcePrefetching {
    /// `prefetch`, once per path.
    nonisolated public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        onMain(()) { dispatcher.prefetchItems(at: indexPaths.map(\.itemPath)) }
    }

    /// `cancelPrefetching`, once per path.
    nonisolated public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        onMain(()) { dispatcher.cancelPrefetchingItems(at: indexPaths.map(\.itemPath)) }
    }
}

extension TableViewProxy: UITableViewDragDelegate {
    /// `itemsForBeginning`, as drag items.
    nonisolated public func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain([]) {
            UIKitObjects.dragItems(
                dispatcher.dragItemsForBeginning(
                    DragSessionToken(session), at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath)))
        }
    }

    /// `itemsForAddingTo`, as drag items.
    nonisolated public func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        let where_ = TrellisPoint(point)
        return onMain([]) {
            UIKitObjects.dragItems(
                dispatcher.dragItemsForAdding(
                    to: DragSessionToken(session), at: indexPath.itemPath, point: where_,
                    view: tableView.cellForRow(at: indexPath)))
        }
    }

    /// `dragPreviewParameters`.
    nonisolated public func tableView(
        _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        onMain(nil) {
            let cell = tableView.cellForRow(at: indexPath)
            guard let description = dispatcher.dragPreviewParametersForItem(at: indexPath.itemPath, view: cell) else {
                return nil
            }
            return UIKitObjects.dragPreview(description, of: cell)
        }
    }

    /// `dragSessionWillBegin`.
    nonisolated public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dragSessionWillBegin(DragSessionToken(session)) }
    }

    /// `dragSessionDidEnd`.
    nonisolated public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dragSessionDidEnd(DragSessionToken(session)) }
    }

    /// `dragSessionAllowsMoveOperation`.
    nonisolated public func tableView(
        _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain(true) { dispatcher.dragSessionAllowsMoveOperation(DragSessionToken(session)) }
    }

    /// `dragSessionIsRestrictedToDraggingApplication`.
    nonisolated public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain(false) { dispatcher.dragSessionIsRestrictedToDraggingApplication(DragSessionToken(session)) }
    }
}

extension TableViewProxy: UITableViewDropDelegate {
    /// `performDrop`, then animates each item to where the closure placed it.
    nonisolated public func tableView(
        _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
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
                _ = coordinator.drop(coordinator.items[placement.item].dragItem, toRowAt: placement.destination.uikit)
            }
        }
    }

    /// `canHandleDrop`.
    nonisolated public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        return onMain(true) { dispatcher.canHandleDrop(UIKitObjects.dropToken(session)) }
    }

    /// `dropSessionDidEnter`.
    nonisolated public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dropSessionDidEnter(UIKitObjects.dropToken(session)) }
    }

    /// `dropSessionDidUpdate`, as a table drop proposal.
    nonisolated public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        guard isOnMainActor("tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)") else {
            return offMainDropProposal
        }
        return runAssumingMainThreadChecked {
            UIKitObjects.tableDropProposal(
                dispatcher.dropSessionDidUpdate(
                    UIKitObjects.dropToken(session), destination: destinationIndexPath?.itemPath))
        }
    }

    /// `dropSessionDidExit`.
    nonisolated public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dropSessionDidExit(UIKitObjects.dropToken(session)) }
    }

    /// `dropSessionDidEnd`.
    nonisolated public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        nonisolated(unsafe) let session = session  // read on the main thread only (checked below)
        onMain(()) { dispatcher.dropSessionDidEnd(UIKitObjects.dropToken(session)) }
    }

    /// `dropPreviewParameters`.
    nonisolated public func tableView(
        _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        onMain(nil) {
            let cell = tableView.cellForRow(at: indexPath)
            guard let description = dispatcher.dropPreviewParametersForItem(at: indexPath.itemPath, view: cell) else {
                return nil
            }
            return UIKitObjects.dragPreview(description, of: cell)
        }
    }
}
