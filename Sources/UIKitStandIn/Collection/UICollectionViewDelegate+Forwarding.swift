// The runtime's forwarding for classes that implement none of UIKit's optional delegate methods
// (`ImplementsNoOptionalMethods`): each method asks `forwardingTarget(for:)` with its selector and is sent there, or
// raises "unrecognized selector sent to instance" on the view. Generated from the protocol declarations; one method
// per requirement, so a requirement added without a forwarding twin fails to compile for such classes.

extension UICollectionViewDelegate where Self: ImplementsNoOptionalMethods {
    /// Forwarded (`collectionView:shouldHighlightItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        forward("collectionView:shouldHighlightItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:didHighlightItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        forward("collectionView:didHighlightItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didHighlightItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:didUnhighlightItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forward("collectionView:didUnhighlightItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:shouldSelectItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        forward("collectionView:shouldSelectItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:shouldDeselectItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        forward("collectionView:shouldDeselectItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:didSelectItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        forward("collectionView:didSelectItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:didDeselectItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        forward("collectionView:didDeselectItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didDeselectItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:canPerformPrimaryActionForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        forward("collectionView:canPerformPrimaryActionForItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:performPrimaryActionForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        forward("collectionView:performPrimaryActionForItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:willDisplayCell:forItemAtIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forward("collectionView:willDisplayCell:forItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        forward(
            "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
    }

    /// Forwarded (`collectionView:didEndDisplayingCell:forItemAtIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forward("collectionView:didEndDisplayingCell:forItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        forward(
            "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
    }

    /// Forwarded (`collectionView:shouldShowMenuForItemAtIndexPath:`).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    {
        forward("collectionView:shouldShowMenuForItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:canPerformAction:forItemAtIndexPath:withSender:`).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    public func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        forward(
            "collectionView:canPerformAction:forItemAtIndexPath:withSender:", from: collectionView, otherwise: false
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    /// Forwarded (`collectionView:performAction:forItemAtIndexPath:withSender:`).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    public func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        forward("collectionView:performAction:forItemAtIndexPath:withSender:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    /// Forwarded (`collectionView:transitionLayoutForOldLayout:newLayout:`).
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        forward(
            "collectionView:transitionLayoutForOldLayout:newLayout:", from: collectionView,
            otherwise: UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
        }
    }

    /// Forwarded (`collectionView:canFocusItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        forward("collectionView:canFocusItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canFocusItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:shouldUpdateFocusInContext:`).
    public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        forward("collectionView:shouldUpdateFocusInContext:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldUpdateFocusIn: context)
        }
    }

    /// Forwarded (`collectionView:didUpdateFocusInContext:withAnimationCoordinator:`).
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        forward("collectionView:didUpdateFocusInContext:withAnimationCoordinator:", from: collectionView, otherwise: ())
        { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// Forwarded (`indexPathForPreferredFocusedViewInCollectionView:`).
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        forward("indexPathForPreferredFocusedViewInCollectionView:", from: collectionView, otherwise: nil) {
            (target: any UICollectionViewDelegate) in
            target.indexPathForPreferredFocusedView(in: collectionView)
        }
    }

    /// Forwarded (`collectionView:selectionFollowsFocusForItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    {
        forward("collectionView:selectionFollowsFocusForItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        forward(
            "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
            from: collectionView, otherwise: proposedIndexPath
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        }
    }

    /// Forwarded (`collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:`).
    @available(iOS, introduced: 9.0, deprecated: 15.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        forward(
            "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:", from: collectionView,
            otherwise: proposedIndexPath
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
    }

    /// Forwarded (`collectionView:targetContentOffsetForProposedContentOffset:`).
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        forward(
            "collectionView:targetContentOffsetForProposedContentOffset:", from: collectionView,
            otherwise: proposedContentOffset
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
        }
    }

    /// Forwarded (`collectionView:canEditItemAtIndexPath:`).
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        forward("collectionView:canEditItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canEditItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:shouldSpringLoadItemAtIndexPath:withContext:`).
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        forward("collectionView:shouldSpringLoadItemAtIndexPath:withContext:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context)
        }
    }

    /// Forwarded (`collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        forward(
            "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:", from: collectionView, otherwise: false
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:didBeginMultipleSelectionInteractionAtIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        forward("collectionView:didBeginMultipleSelectionInteractionAtIndexPath:", from: collectionView, otherwise: ())
        { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Forwarded (`collectionViewDidEndMultipleSelectionInteraction:`).
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        forward("collectionViewDidEndMultipleSelectionInteraction:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionViewDidEndMultipleSelectionInteraction(collectionView)
        }
    }

    /// Forwarded (`collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`).
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forward(
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
    }

    /// Forwarded (`collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        forward(
            "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:", from: collectionView,
            otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        forward(
            "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:", from: collectionView,
            otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:`).
    public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        forward(
            "collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    /// Forwarded (`collectionView:willDisplayContextMenuWithConfiguration:animator:`).
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forward("collectionView:willDisplayContextMenuWithConfiguration:animator:", from: collectionView, otherwise: ())
        { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    /// Forwarded (`collectionView:willEndContextMenuInteractionWithConfiguration:animator:`).
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forward(
            "collectionView:willEndContextMenuInteractionWithConfiguration:animator:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

    /// Forwarded (`collectionView:sceneActivationConfigurationForItemAtIndexPath:point:`).
    public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        forward(
            "collectionView:sceneActivationConfigurationForItemAtIndexPath:point:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, sceneActivationConfigurationForItemAt: indexPath, point: point)
        }
    }

    /// Forwarded (`collectionView:contextMenuConfigurationForItemAtIndexPath:point:`).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forward(
            "collectionView:contextMenuConfigurationForItemAtIndexPath:point:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
        }
    }

    /// Forwarded (`collectionView:previewForHighlightingContextMenuWithConfiguration:`).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forward(
            "collectionView:previewForHighlightingContextMenuWithConfiguration:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    /// Forwarded (`collectionView:previewForDismissingContextMenuWithConfiguration:`).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forward(
            "collectionView:previewForDismissingContextMenuWithConfiguration:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }
}

extension UICollectionViewDelegateFlowLayout where Self: ImplementsNoOptionalMethods {
    /// Forwarded (`collectionView:layout:sizeForItemAtIndexPath:`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        forward("collectionView:layout:sizeForItemAtIndexPath:", from: collectionView, otherwise: .zero) {
            (target: any UICollectionViewDelegateFlowLayout) in
            target.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
        }
    }

    /// Forwarded (`collectionView:layout:insetForSectionAtIndex:`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        forward("collectionView:layout:insetForSectionAtIndex:", from: collectionView, otherwise: .zero) {
            (target: any UICollectionViewDelegateFlowLayout) in
            target.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
        }
    }

    /// Forwarded (`collectionView:layout:minimumLineSpacingForSectionAtIndex:`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        forward("collectionView:layout:minimumLineSpacingForSectionAtIndex:", from: collectionView, otherwise: 0) {
            (target: any UICollectionViewDelegateFlowLayout) in
            target.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
        }
    }

    /// Forwarded (`collectionView:layout:minimumInteritemSpacingForSectionAtIndex:`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        forward("collectionView:layout:minimumInteritemSpacingForSectionAtIndex:", from: collectionView, otherwise: 0) {
            (target: any UICollectionViewDelegateFlowLayout) in
            target.collectionView(
                collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
        }
    }

    /// Forwarded (`collectionView:layout:referenceSizeForHeaderInSection:`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        forward("collectionView:layout:referenceSizeForHeaderInSection:", from: collectionView, otherwise: .zero) {
            (target: any UICollectionViewDelegateFlowLayout) in
            target.collectionView(
                collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        }
    }

    /// Forwarded (`collectionView:layout:referenceSizeForFooterInSection:`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        forward("collectionView:layout:referenceSizeForFooterInSection:", from: collectionView, otherwise: .zero) {
            (target: any UICollectionViewDelegateFlowLayout) in
            target.collectionView(
                collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
        }
    }
}
