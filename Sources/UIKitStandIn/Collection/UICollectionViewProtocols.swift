public import Foundation

// The collection view's protocols with UIKit's exact signatures (iOS 18 SDK interface; see
// docs/UIKitStandIn-sources.md), every member required here (a view still sends an optional one only when `responds(to:)` said yes).

/// A collection's data source (UIKit's `UICollectionViewDataSource`).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (UIKit: 1 when not implemented).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A supplementary view (header, footer).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item can be moved.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The index titles.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The path an index title jumps to (one index: a section).
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
}

/// A collection's prefetching data source (UIKit's `UICollectionViewDataSourcePrefetching`).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items that will soon be shown.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer about to be shown.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

/// A collection's delegate (UIKit's `UICollectionViewDelegate`): its 40 methods.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item highlights.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item was unhighlighted.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item can be selected.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the item can be deselected.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item's primary action can be performed.
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    /// Performs the item's primary action.
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// A cell will be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view will be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A cell left the screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether the edit menu shows (deprecated in iOS 13).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether an edit-menu action can be performed (deprecated in iOS 13).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    /// Performs an edit-menu action (deprecated in iOS 13).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?)
    /// The layout between two layouts.
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout
    /// Whether the item can be focused.
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Whether focus may move.
    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool
    /// Focus moved.
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    /// The path whose cell gets focus first.
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    /// Whether selection follows focus for the item.
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
    /// Where a moved item goes.
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where a moved item goes (deprecated in iOS 15).
    @available(iOS, introduced: 9.0, deprecated: 15.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where scrolling stops after a layout change.
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
    /// Whether the item can be edited.
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// Whether the item spring-loads.
    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool
    /// Whether a two-finger pan starts multiple selection.
    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    /// Multiple selection began.
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// Multiple selection ended.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    /// The context menu of the items (none: empty space; several: a multiple selection).
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The preview shown while the menu appears.
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    /// The preview shown while the menu goes away.
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    /// The user tapped the menu's preview.
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu will appear.
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu will go away.
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// A new scene for the item.
    func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration?
    /// The context menu of one item (deprecated in iOS 16).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The highlight preview (deprecated in iOS 16).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The dismissal preview (deprecated in iOS 16).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
}

/// A flow layout's delegate (UIKit's `UICollectionViewDelegateFlowLayout`).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The item's size.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The section's insets.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// Spacing between lines.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// Spacing between items.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The header's size.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The footer's size.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

/// A collection's drag delegate (UIKit's `UICollectionViewDragDelegate`).
@MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items a drag begins with.
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    /// Items to add to a drag.
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
    /// The preview of the dragged item.
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    /// A drag begins.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// A drag ended.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether the drag may move its items.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    /// Whether the drag stays in the app.
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

/// A collection's drop delegate (UIKit's `UICollectionViewDropDelegate`).
@MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// Performs the drop.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection accepts the session's data.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drop entered.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The drop moved.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// The drop left.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drop ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    /// The preview of the item dropped into.
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

/// A collection's drop proposal (UIKit's `UICollectionViewDropProposal`).
@MainActor
open class UICollectionViewDropProposal: NSObject {
    /// Where the drop lands.
    public enum Intent: Int, Sendable {
        /// No particular place.
        case unspecified = 0
        /// Between items.
        case insertAtDestinationIndexPath = 1
        /// Into the item.
        case insertIntoDestinationIndexPath = 2
    }

    /// The operation.
    open private(set) var operation: UIDropOperation
    /// The intent.
    open private(set) var intent: Intent

    /// A proposal.
    public init(operation: UIDropOperation, intent: Intent) {
        self.operation = operation
        self.intent = intent
        super.init()
    }
}

/// A dropped item as a collection sees it (UIKit's `UICollectionViewDropItem`).
@MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The item.
    var dragItem: UIDragItem { get }
    /// Where it came from in this collection.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// What a collection's drop delegate performs a drop with (UIKit's `UICollectionViewDropCoordinator`, without the
/// placeholder and preview-target forms).
@MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the drop lands.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal accepted.
    var proposal: UICollectionViewDropProposal { get }
    /// The session.
    var session: any UIDropSession { get }
    /// Animates `dragItem` into the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// A focus change in a collection (UIKit's `UICollectionViewFocusUpdateContext`).
@MainActor
open class UICollectionViewFocusUpdateContext: NSObject {
    /// The path focused before.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The path focused next.
    open private(set) var nextFocusedIndexPath: IndexPath?

    /// A focus change (stand-in only: UIKit makes these).
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init()
    }
}
