public import Foundation

/// A table's delegate (UIKit's `UITableViewDelegate`): its 52 methods, all optional in UIKit and required in the
/// stand-in (a class that implements none adopts ``ImplementsNoOptionalMethods``). Sources: `docs/UIKitStandIn-sources.md`.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // Display
    /// A cell will be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A header view will be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A footer view will be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// A cell left the screen.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A header view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// A footer view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    // Heights
    /// The row's height.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The row's estimated height.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's estimated height.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// The footer's estimated height.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    // Header and footer views
    /// The header view.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The footer view.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    // Accessory
    /// The accessory button was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    // Selection
    /// Whether the row highlights when touched.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row was unhighlighted.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead, or `nil` for none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row to deselect instead, or `nil` for none.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row was deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether the row's primary action can be performed.
    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// Performs the row's primary action.
    @available(iOS 16.0, *)
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    // Editing
    /// The row's editing style.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the delete confirmation button.
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The row's edit actions (deprecated in iOS 13).
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// The actions of a swipe from the leading edge.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions of a swipe from the trailing edge.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// Whether the row indents while editing.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// Swipe editing begins.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// Swipe editing ended.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    // Moving
    /// Where a moved row goes instead of the proposed path.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    // Indentation
    /// The row's indentation level.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    // Edit menu (deprecated in iOS 13)
    /// Whether the edit menu shows for the row.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu action can be performed.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    /// Performs the edit menu action.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    )
    // Focus
    /// Whether the row can be focused.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether focus may move.
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    /// Focus moved.
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    /// The path whose cell gets focus first.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    /// Whether selection follows focus for the row.
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    // Spring loading
    /// Whether the row spring-loads.
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool
    // Multiple selection
    /// Whether a two-finger pan starts multiple selection.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// Multiple selection began.
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// Multiple selection ended.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    // Context menus
    /// The context menu of the row.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The preview shown while the menu appears.
    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The preview shown while the menu goes away.
    func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The user tapped the menu's preview.
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu will appear.
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu will go away.
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}
