import UIKitStandIn

/// A user's own table delegate: implements every `UITableViewDelegate` and `UIScrollViewDelegate` method (generated
/// from the stand-in's declarations), records each call, and answers only the methods in `answered`.
@MainActor
final class RecordingTableDelegate: NSObject, UITableViewDelegate {
    var answered: Set<String>
    var calls: [String] = []

    init(answering answered: Set<String>) {
        self.answered = answered
        super.init()
    }

    /// Answers for the methods in `answered`, by Swift name (a class's Objective-C methods, on a device).
    nonisolated override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        let name = NSStringFromSelector(selector)
        let protocols: [UIKitProtocol] = [.tableViewDelegate, .scrollViewDelegate]
        guard let method = protocols.lazy.compactMap({ $0.swiftName(ofSelector: name) }).first else {
            return super.responds(to: selector)
        }
        return MainActor.assumeIsolated { answered.contains(method) }
    }
    private func record(_ method: String) { calls.append(method) }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record("tableView(_:willDisplay:forRowAt:)")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        record("tableView(_:willDisplayHeaderView:forSection:)")
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        record("tableView(_:willDisplayFooterView:forSection:)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record("tableView(_:didEndDisplaying:forRowAt:)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        record("tableView(_:didEndDisplayingHeaderView:forSection:)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        record("tableView(_:didEndDisplayingFooterView:forSection:)")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        record("tableView(_:heightForRowAt:)"); return 44
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        record("tableView(_:heightForHeaderInSection:)"); return 44
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        record("tableView(_:heightForFooterInSection:)"); return 44
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        record("tableView(_:estimatedHeightForRowAt:)"); return 44
    }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        record("tableView(_:estimatedHeightForHeaderInSection:)"); return 44
    }
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        record("tableView(_:estimatedHeightForFooterInSection:)"); return 44
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        record("tableView(_:viewForHeaderInSection:)"); return nil
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        record("tableView(_:viewForFooterInSection:)"); return nil
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        record("tableView(_:accessoryButtonTappedForRowWith:)")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record("tableView(_:shouldHighlightRowAt:)"); return false
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        record("tableView(_:didHighlightRowAt:)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        record("tableView(_:didUnhighlightRowAt:)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record("tableView(_:willSelectRowAt:)"); return nil
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record("tableView(_:willDeselectRowAt:)"); return nil
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record("tableView(_:didSelectRowAt:)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record("tableView(_:didDeselectRowAt:)")
    }
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        record("tableView(_:canPerformPrimaryActionForRowAt:)"); return false
    }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        record("tableView(_:performPrimaryActionForRowAt:)")
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    { record("tableView(_:editingStyleForRowAt:)"); return .none }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        record("tableView(_:titleForDeleteConfirmationButtonForRowAt:)"); return nil
    }
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        record("tableView(_:editActionsForRowAt:)"); return nil
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { record("tableView(_:leadingSwipeActionsConfigurationForRowAt:)"); return nil }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { record("tableView(_:trailingSwipeActionsConfigurationForRowAt:)"); return nil }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        record("tableView(_:shouldIndentWhileEditingRowAt:)"); return false
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        record("tableView(_:willBeginEditingRowAt:)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        record("tableView(_:didEndEditingRowAt:)")
    }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        record("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"); return proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        record("tableView(_:indentationLevelForRowAt:)"); return 0
    }
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        record("tableView(_:shouldShowMenuForRowAt:)"); return false
    }
    func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { record("tableView(_:canPerformAction:forRowAt:withSender:)"); return false }
    func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) { record("tableView(_:performAction:forRowAt:withSender:)") }
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        record("tableView(_:canFocusRowAt:)"); return false
    }
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        record("tableView(_:shouldUpdateFocusIn:)"); return false
    }
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { record("tableView(_:didUpdateFocusIn:with:)") }
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        record("indexPathForPreferredFocusedView(in:)"); return nil
    }
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        record("tableView(_:selectionFollowsFocusForRowAt:)"); return false
    }
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { record("tableView(_:shouldSpringLoadRowAt:with:)"); return false }
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        record("tableView(_:shouldBeginMultipleSelectionInteractionAt:)"); return false
    }
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        record("tableView(_:didBeginMultipleSelectionInteractionAt:)")
    }
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        record("tableViewDidEndMultipleSelectionInteraction(_:)")
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { record("tableView(_:contextMenuConfigurationForRowAt:point:)"); return nil }
    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { record("tableView(_:previewForHighlightingContextMenuWithConfiguration:)"); return nil }
    func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { record("tableView(_:previewForDismissingContextMenuWithConfiguration:)"); return nil }
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { record("tableView(_:willPerformPreviewActionForMenuWith:animator:)") }
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { record("tableView(_:willDisplayContextMenu:animator:)") }
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { record("tableView(_:willEndContextMenuInteraction:animator:)") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { record("scrollViewDidScroll(_:)") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { record("scrollViewDidZoom(_:)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("scrollViewWillBeginDragging(_:)") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { record("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("scrollViewDidEndDragging(_:willDecelerate:)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("scrollViewWillBeginDecelerating(_:)") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("scrollViewDidEndDecelerating(_:)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        record("scrollViewDidEndScrollingAnimation(_:)")
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { record("viewForZooming(in:)"); return nil }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        record("scrollViewWillBeginZooming(_:with:)")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record("scrollViewDidEndZooming(_:with:atScale:)")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        record("scrollViewShouldScrollToTop(_:)"); return false
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { record("scrollViewDidScrollToTop(_:)") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        record("scrollViewDidChangeAdjustedContentInset(_:)")
    }
}
