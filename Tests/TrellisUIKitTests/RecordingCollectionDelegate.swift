import UIKitStandIn

/// A user's own collection delegate: every `UICollectionViewDelegate` and `UIScrollViewDelegate` method (generated
/// from the stand-in's declarations), recording each call and answering only the methods in `answered`.
@MainActor
final class RecordingCollectionDelegate: NSObject, UICollectionViewDelegate {
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
        let protocols: [UIKitProtocol] = [
            .collectionViewDelegate, .collectionViewDelegateFlowLayout, .scrollViewDelegate,
        ]
        guard let method = protocols.lazy.compactMap({ $0.swiftName(ofSelector: name) }).first else {
            return super.responds(to: selector)
        }
        return MainActor.assumeIsolated { answered.contains(method) }
    }
    private func record(_ method: String) { calls.append(method) }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        record("collectionView(_:shouldHighlightItemAt:)"); return false
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        record("collectionView(_:didHighlightItemAt:)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        record("collectionView(_:didUnhighlightItemAt:)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        record("collectionView(_:shouldSelectItemAt:)"); return false
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        record("collectionView(_:shouldDeselectItemAt:)"); return false
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        record("collectionView(_:didSelectItemAt:)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        record("collectionView(_:didDeselectItemAt:)")
    }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    { record("collectionView(_:canPerformPrimaryActionForItemAt:)"); return false }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        record("collectionView(_:performPrimaryActionForItemAt:)")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { record("collectionView(_:willDisplay:forItemAt:)") }
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) { record("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)") }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { record("collectionView(_:didEndDisplaying:forItemAt:)") }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) { record("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)") }
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        record("collectionView(_:shouldShowMenuForItemAt:)"); return false
    }
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { record("collectionView(_:canPerformAction:forItemAt:withSender:)"); return false }
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) { record("collectionView(_:performAction:forItemAt:withSender:)") }
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        record("collectionView(_:transitionLayoutForOldLayout:newLayout:)");
        return UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        record("collectionView(_:canFocusItemAt:)"); return false
    }
    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool { record("collectionView(_:shouldUpdateFocusIn:)"); return false }
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { record("collectionView(_:didUpdateFocusIn:with:)") }
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        record("indexPathForPreferredFocusedView(in:)"); return nil
    }
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
    { record("collectionView(_:selectionFollowsFocusForItemAt:)"); return false }
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        record(
            "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)"
        ); return proposedIndexPath
    }
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        record("collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)"); return proposedIndexPath
    }
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        record("collectionView(_:targetContentOffsetForProposedContentOffset:)"); return proposedContentOffset
    }
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        record("collectionView(_:canEditItemAt:)"); return false
    }
    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { record("collectionView(_:shouldSpringLoadItemAt:with:)"); return false }
    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { record("collectionView(_:shouldBeginMultipleSelectionInteractionAt:)"); return false }
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    { record("collectionView(_:didBeginMultipleSelectionInteractionAt:)") }
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        record("collectionViewDidEndMultipleSelectionInteraction(_:)")
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        record("collectionView(_:contextMenuConfigurationForItemsAt:point:)"); return nil
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        record("collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)"); return nil
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        record("collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)"); return nil
    }
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { record("collectionView(_:willPerformPreviewActionForMenuWith:animator:)") }
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { record("collectionView(_:willDisplayContextMenu:animator:)") }
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { record("collectionView(_:willEndContextMenuInteraction:animator:)") }
    func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        record("collectionView(_:sceneActivationConfigurationForItemAt:point:)"); return nil
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        record("collectionView(_:contextMenuConfigurationForItemAt:point:)"); return nil
    }
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        record("collectionView(_:previewForHighlightingContextMenuWithConfiguration:)"); return nil
    }
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        record("collectionView(_:previewForDismissingContextMenuWithConfiguration:)"); return nil
    }
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
