// The runtime's forwarding for classes that implement none of UIKit's optional delegate methods
// (`ImplementsNoOptionalMethods`): each method asks `forwardingTarget(for:)` with its selector and is sent there, or
// raises "unrecognized selector sent to instance" on the view. Generated from the protocol declarations; one method
// per requirement, so a requirement added without a forwarding twin fails to compile for such classes.

extension UITableViewDelegate where Self: ImplementsNoOptionalMethods {
    /// Forwarded (`tableView:willDisplayCell:forRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forward("tableView:willDisplayCell:forRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:willDisplayHeaderView:forSection:`).
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        forward("tableView:willDisplayHeaderView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
    }

    /// Forwarded (`tableView:willDisplayFooterView:forSection:`).
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        forward("tableView:willDisplayFooterView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
    }

    /// Forwarded (`tableView:didEndDisplayingCell:forRowAtIndexPath:`).
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        forward("tableView:didEndDisplayingCell:forRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:didEndDisplayingHeaderView:forSection:`).
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        forward("tableView:didEndDisplayingHeaderView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }
    }

    /// Forwarded (`tableView:didEndDisplayingFooterView:forSection:`).
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        forward("tableView:didEndDisplayingFooterView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// Forwarded (`tableView:heightForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        forward("tableView:heightForRowAtIndexPath:", from: tableView, otherwise: UITableView.automaticDimension) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, heightForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:heightForHeaderInSection:`).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        forward("tableView:heightForHeaderInSection:", from: tableView, otherwise: UITableView.automaticDimension) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, heightForHeaderInSection: section)
        }
    }

    /// Forwarded (`tableView:heightForFooterInSection:`).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        forward("tableView:heightForFooterInSection:", from: tableView, otherwise: UITableView.automaticDimension) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, heightForFooterInSection: section)
        }
    }

    /// Forwarded (`tableView:estimatedHeightForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        forward(
            "tableView:estimatedHeightForRowAtIndexPath:", from: tableView, otherwise: UITableView.automaticDimension
        ) { (target: any UITableViewDelegate) in
            target.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:estimatedHeightForHeaderInSection:`).
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        forward(
            "tableView:estimatedHeightForHeaderInSection:", from: tableView, otherwise: UITableView.automaticDimension
        ) { (target: any UITableViewDelegate) in
            target.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
    }

    /// Forwarded (`tableView:estimatedHeightForFooterInSection:`).
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        forward(
            "tableView:estimatedHeightForFooterInSection:", from: tableView, otherwise: UITableView.automaticDimension
        ) { (target: any UITableViewDelegate) in
            target.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
    }

    /// Forwarded (`tableView:viewForHeaderInSection:`).
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        forward("tableView:viewForHeaderInSection:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, viewForHeaderInSection: section)
        }
    }

    /// Forwarded (`tableView:viewForFooterInSection:`).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        forward("tableView:viewForFooterInSection:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, viewForFooterInSection: section)
        }
    }

    /// Forwarded (`tableView:accessoryButtonTappedForRowWithIndexPath:`).
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forward("tableView:accessoryButtonTappedForRowWithIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    /// Forwarded (`tableView:shouldHighlightRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forward("tableView:shouldHighlightRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldHighlightRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:didHighlightRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        forward("tableView:didHighlightRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didHighlightRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:didUnhighlightRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forward("tableView:didUnhighlightRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didUnhighlightRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:willSelectRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forward("tableView:willSelectRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willSelectRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:willDeselectRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forward("tableView:willDeselectRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDeselectRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:didSelectRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        forward("tableView:didSelectRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:didDeselectRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        forward("tableView:didDeselectRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didDeselectRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:canPerformPrimaryActionForRowAtIndexPath:`).
    @available(iOS 16.0, *)
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        forward("tableView:canPerformPrimaryActionForRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:performPrimaryActionForRowAtIndexPath:`).
    @available(iOS 16.0, *)
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        forward("tableView:performPrimaryActionForRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:editingStyleForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        forward("tableView:editingStyleForRowAtIndexPath:", from: tableView, otherwise: .none) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, editingStyleForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        forward("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:editActionsForRowAtIndexPath:`).
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    {
        forward("tableView:editActionsForRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, editActionsForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forward("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forward("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:shouldIndentWhileEditingRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forward("tableView:shouldIndentWhileEditingRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:willBeginEditingRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        forward("tableView:willBeginEditingRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willBeginEditingRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:didEndEditingRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        forward("tableView:didEndEditingRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didEndEditingRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`).
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        forward(
            "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", from: tableView,
            otherwise: proposedDestinationIndexPath
        ) { (target: any UITableViewDelegate) in
            target.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }
    }

    /// Forwarded (`tableView:indentationLevelForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        forward("tableView:indentationLevelForRowAtIndexPath:", from: tableView, otherwise: 0) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, indentationLevelForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:shouldShowMenuForRowAtIndexPath:`).
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        forward("tableView:shouldShowMenuForRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldShowMenuForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:canPerformAction:forRowAtIndexPath:withSender:`).
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        forward("tableView:canPerformAction:forRowAtIndexPath:withSender:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// Forwarded (`tableView:performAction:forRowAtIndexPath:withSender:`).
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    public func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        forward("tableView:performAction:forRowAtIndexPath:withSender:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// Forwarded (`tableView:canFocusRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        forward("tableView:canFocusRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, canFocusRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:shouldUpdateFocusInContext:`).
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    {
        forward("tableView:shouldUpdateFocusInContext:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldUpdateFocusIn: context)
        }
    }

    /// Forwarded (`tableView:didUpdateFocusInContext:withAnimationCoordinator:`).
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        forward("tableView:didUpdateFocusInContext:withAnimationCoordinator:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// Forwarded (`indexPathForPreferredFocusedViewInTableView:`).
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        forward("indexPathForPreferredFocusedViewInTableView:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.indexPathForPreferredFocusedView(in: tableView)
        }
    }

    /// Forwarded (`tableView:selectionFollowsFocusForRowAtIndexPath:`).
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        forward("tableView:selectionFollowsFocusForRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }
    }

    /// Forwarded (`tableView:shouldSpringLoadRowAtIndexPath:withContext:`).
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        forward("tableView:shouldSpringLoadRowAtIndexPath:withContext:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context)
        }
    }

    /// Forwarded (`tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`).
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        forward("tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Forwarded (`tableView:didBeginMultipleSelectionInteractionAtIndexPath:`).
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        forward("tableView:didBeginMultipleSelectionInteractionAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Forwarded (`tableViewDidEndMultipleSelectionInteraction:`).
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        forward("tableViewDidEndMultipleSelectionInteraction:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableViewDidEndMultipleSelectionInteraction(tableView)
        }
    }

    /// Forwarded (`tableView:contextMenuConfigurationForRowAtIndexPath:point:`).
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forward("tableView:contextMenuConfigurationForRowAtIndexPath:point:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    /// Forwarded (`tableView:previewForHighlightingContextMenuWithConfiguration:`).
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forward("tableView:previewForHighlightingContextMenuWithConfiguration:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    /// Forwarded (`tableView:previewForDismissingContextMenuWithConfiguration:`).
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forward("tableView:previewForDismissingContextMenuWithConfiguration:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }

    /// Forwarded (`tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`).
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        forward("tableView:willPerformPreviewActionForMenuWithConfiguration:animator:", from: tableView, otherwise: ())
        { (target: any UITableViewDelegate) in
            target.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    /// Forwarded (`tableView:willDisplayContextMenuWithConfiguration:animator:`).
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forward("tableView:willDisplayContextMenuWithConfiguration:animator:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    /// Forwarded (`tableView:willEndContextMenuInteractionWithConfiguration:animator:`).
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forward("tableView:willEndContextMenuInteractionWithConfiguration:animator:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }
}
