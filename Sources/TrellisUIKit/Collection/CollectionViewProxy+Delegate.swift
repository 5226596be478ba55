internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Every `UICollectionViewDelegate` and `UICollectionViewDelegateFlowLayout` method, each asking the dispatcher.

extension CollectionViewProxy: UICollectionViewDelegateFlowLayout {
    /// `shouldHighlight`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
        onMain(true) {
            dispatcher.shouldHighlightItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `didHighlight`.
    nonisolated public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
        onMain(()) {
            dispatcher.didHighlightItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `didUnhighlight`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
        onMain(()) {
            dispatcher.didUnhighlightItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `shouldSelect`.
    nonisolated public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        onMain(true) {
            dispatcher.shouldSelectItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `shouldDeselect`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
        onMain(true) {
            dispatcher.shouldDeselectItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `didSelect`, then a declarative row's `onTap` (``Dispatcher/tapItem(at:view:)``): when it answers
    /// `.deselect`, the item is deselected again, animated as asked (where its cell is now, should an update have
    /// moved it meanwhile; not at all, should the tap have removed it).
    nonisolated public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onMain(()) {
            let cell = collectionView.cellForItem(at: indexPath)
            dispatcher.didSelectItem(at: indexPath.itemPath, view: cell)
            guard dispatcher.answers(.tap) else { return }
            let now = Self.path(of: cell, in: collectionView) ?? indexPath
            let identity = dispatcher.identity(ofItemAt: now.itemPath)
            guard case .deselect(let animated)? = dispatcher.tapItem(at: now.itemPath, view: cell) else { return }
            // Where the cell is now; nothing when the item left with its cell (never the item that took its place).
            let after: IndexPath?
            if cell != nil {
                after = Self.path(of: cell, in: collectionView)
            } else {
                after = identity != nil && dispatcher.identity(ofItemAt: now.itemPath) == identity ? now : nil
            }
            guard let after else { return }
            collectionView.deselectItem(at: after, animated: animated)
        }
    }

    /// Where `cell` is shown now, if it is.
    @MainActor
    private static func path(of cell: UICollectionViewCell?, in collectionView: UICollectionView) -> IndexPath? {
        guard let cell else { return nil }
        return collectionView.indexPathsForVisibleItems.first { collectionView.cellForItem(at: $0) === cell }
    }

    /// `didDeselect`.
    nonisolated public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        onMain(()) {
            dispatcher.didDeselectItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `canPerformPrimaryAction`, else yes unless editing.
    @available(iOS 16.0, *)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        onMain(false) {
            dispatcher.canPerformPrimaryActionForItem(
                at: indexPath.itemPath, isEditing: collectionView.isEditing,
                view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `performPrimaryAction`.
    @available(iOS 16.0, *)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
        onMain(()) {
            dispatcher.performPrimaryActionForItem(
                at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `willDisplay`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        onMain((), with: self, cell, indexPath) { proxy, cell, indexPath in
            proxy.dispatcher.willDisplay(cell, at: indexPath.itemPath)
        }
    }

    /// `willDisplaySupplementary`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        onMain(()) {
            willDisplaySupplementary(
                view, ofKind: Self.viewKind(elementKind), inSection: indexPath.supplementarySection)
        }
    }

    /// `didEndDisplaying`, with the model the cell showed.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        onMain((), with: self, cell, indexPath) { proxy, cell, indexPath in
            let path = indexPath.itemPath
            proxy.liveCells.stopTracking(cell)
            // `if let`, not `??`: its right side would be a main-actor autoclosure handed to the standard library,
            // which gets a runtime executor check.
            if let displayed = proxy.displayedCells.removeValue(forKey: ObjectIdentifier(cell)) {
                proxy.dispatcher.didEndDisplaying(cell, showing: displayed.model, at: path)
            } else if let model = proxy.dispatcher.model(at: path) {
                proxy.dispatcher.didEndDisplaying(cell, showing: model, at: path)
            }
        }
    }

    /// `didEndDisplayingSupplementary`, with the model the view showed (its section may be gone).
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        onMain(()) {
            didEndDisplayingSupplementary(
                view, ofKind: Self.viewKind(elementKind), inSection: indexPath.supplementarySection)
        }
    }

    /// `shouldShowMenu`.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    ) -> Bool {
        onMain(false) {
            dispatcher.shouldShowMenuForItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `canPerformAction`.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        let name = NSStringFromSelector(action)
        return onMain(false) {
            dispatcher.canPerformAction(
                name, forItemAt: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `performAction`.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        let name = NSStringFromSelector(action)
        onMain(()) {
            dispatcher.performAction(
                name, forItemAt: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// Not covered by an event (reported unimplemented): UIKit's plain transition layout. Off the main thread (never
    /// UIKit's doing), a transition layout made with the proxy, between two plain layouts, without waiting for the
    /// main thread.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        guard isOnMainActor("collectionView(_:transitionLayoutForOldLayout:newLayout:)") else {
            return offMainTransitionLayout
        }
        return runAssumingMainThreadChecked {
            UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        }
    }

    /// `canFocus`.
    nonisolated public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
        -> Bool
    {
        onMain(true) { dispatcher.canFocusItem(at: indexPath.itemPath) }
    }

    /// `shouldUpdateFocus`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        onMain(true) {
            dispatcher.shouldUpdateFocus(
                FocusUpdateDescription(
                    previous: context.previouslyFocusedIndexPath?.itemPath,
                    next: context.nextFocusedIndexPath?.itemPath, hostContext: context))
        }
    }

    /// `didUpdateFocus`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        onMain(()) {
            dispatcher.didUpdateFocus(
                FocusUpdateDescription(
                    previous: context.previouslyFocusedIndexPath?.itemPath,
                    next: context.nextFocusedIndexPath?.itemPath,
                    hostContext: context, hostCoordinator: coordinator))
        }
    }

    /// `indexPathForPreferredFocusedView`.
    nonisolated public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        onMain(nil) { dispatcher.indexPathForPreferredFocusedView()?.uikit }
    }

    /// `selectionFollowsFocus`, else the collection's property.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool {
        onMain(false) {
            dispatcher.selectionFollowsFocusForItem(at: indexPath.itemPath) ?? collectionView.selectionFollowsFocus
        }
    }

    /// `targetPathForMove`, from the original path.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        onMain(proposedIndexPath) {
            dispatcher.targetPathForMove(
                ofItemFrom: originalIndexPath.itemPath, current: currentIndexPath.itemPath,
                proposed: proposedIndexPath.itemPath
            ).uikit
        }
    }

    /// `targetPathForMove` (the deprecated form).
    @available(iOS, introduced: 9.0, deprecated: 15.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        onMain(proposedIndexPath) {
            dispatcher.targetPathForMove(from: currentIndexPath.itemPath, proposed: proposedIndexPath.itemPath).uikit
        }
    }

    /// `targetContentOffset`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        let proposed = TrellisPoint(proposedContentOffset)
        return onMain(proposedContentOffset) {
            let point = dispatcher.targetContentOffset(forProposed: proposed)
            return CGPoint(x: CGFloat(point.x), y: CGFloat(point.y))
        }
    }

    /// `canEdit`.
    nonisolated public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
        -> Bool
    {
        onMain(true) { dispatcher.canEditItem(at: indexPath.itemPath) }
    }

    /// `shouldSpringLoad`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        onMain(true) {
            dispatcher.shouldSpringLoadItem(at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `shouldBeginMultipleSelectionInteraction`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        onMain(false) { dispatcher.shouldBeginMultipleSelectionInteraction(at: indexPath.itemPath) }
    }

    /// `didBeginMultipleSelectionInteraction`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        onMain(()) {
            dispatcher.didBeginMultipleSelectionInteraction(
                at: indexPath.itemPath, view: collectionView.cellForItem(at: indexPath))
        }
    }

    /// `didEndMultipleSelectionInteraction`.
    nonisolated public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        onMain(()) { dispatcher.didEndMultipleSelectionInteraction() }
    }

    /// `contextMenu` for one item, else `contextMenuForItems`.
    @available(iOS 16.0, *)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        contextMenu(forItemsAt: indexPaths, point: point, in: collectionView)
    }

    /// `contextMenuHighlightPreview`.
    @available(iOS 16.0, *)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        menuPreview(highlight: true, configuration: configuration, at: indexPath, in: collectionView)
    }

    /// `contextMenuDismissalPreview`.
    @available(iOS 16.0, *)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        menuPreview(highlight: false, configuration: configuration, at: indexPath, in: collectionView)
    }

    /// `willPerformContextMenuPreviewAction`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        onMain(()) {
            notifyContextMenu(configuration) { dispatcher.willPerformContextMenuPreviewAction(at: $0, identifier: $1) }
        }
    }

    /// `willDisplayContextMenu`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        onMain(()) {
            notifyContextMenu(configuration) { dispatcher.willDisplayContextMenu(at: $0, identifier: $1) }
        }
    }

    /// `willEndContextMenuInteraction`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        onMain(()) {
            notifyContextMenu(configuration) { dispatcher.willEndContextMenuInteraction(at: $0, identifier: $1) }
            forgetContextMenu(configuration)
        }
    }

    /// `sceneActivationConfiguration`, as a scene activation configuration for a user activity.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        let where_ = TrellisPoint(point)
        return onMain(nil) {
            guard
                let description = dispatcher.sceneActivationConfigurationForItem(
                    at: indexPath.itemPath, point: where_, view: collectionView.cellForItem(at: indexPath))
            else { return nil }
            if let own = description.hostConfiguration as? UIWindowScene.ActivationConfiguration { return own }
            let activity = NSUserActivity(activityType: description.activityType)
            activity.title = description.title
            activity.targetContentIdentifier = description.targetContentIdentifier
            activity.userInfo = Dictionary(
                uniqueKeysWithValues: description.userInfo.map { (AnyHashable($0.key), $0.value) })
            return UIWindowScene.ActivationConfiguration(userActivity: activity)
        }
    }

    /// iOS 15's single-item form of the menu (from iOS 16 the multiple-item form answers, and this one is reported
    /// unimplemented).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        contextMenu(forItemsAt: [indexPath], point: point, in: collectionView)
    }

    /// iOS 15's form of the highlight preview, for the item the menu was made for.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        menuPreview(highlight: true, configuration: configuration, at: nil, in: collectionView)
    }

    /// iOS 15's form of the dismissal preview, for the item the menu was made for.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    nonisolated public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        menuPreview(highlight: false, configuration: configuration, at: nil, in: collectionView)
    }
}

// The context-menu answers shared by the iOS 16 methods and the iOS 15 ones they replace (outside the extension
// that declares the conformance, so they are never taken for near misses of its optional methods).
extension CollectionViewProxy {
    /// The menu of the items at `indexPaths` (`contextMenu` for one item, else `contextMenuForItems`); the
    /// configuration's identifier remembers the first item, for the previews.
    nonisolated func contextMenu(
        forItemsAt indexPaths: [IndexPath], point: CGPoint, in collectionView: UICollectionView
    ) -> UIContextMenuConfiguration? {
        let where_ = TrellisPoint(point)
        return onMain(nil) {
            let paths = indexPaths.map(\.itemPath)
            var description: ContextMenuDescription?
            if paths.count == 1, let path = paths.first {
                description = dispatcher.contextMenuForItem(
                    at: path, point: where_, view: collectionView.cellForItem(at: path.uikit))
            }
            guard let description = description ?? dispatcher.contextMenuForItems(at: paths, point: where_) else {
                return nil
            }
            let first = paths.first
            let identifier =
                description.identifier ?? "Trellis.menu.\(first.map { "\($0.section)-\($0.item)" } ?? "none")"
            if let first { rememberContextMenu(identifier, at: first) }
            return UIKitObjects.contextMenu(description, identifier: identifier)
        }
    }

    /// The highlight (or dismissal) preview of the menu `configuration` shows, for the item at `indexPath` (iOS 16), or
    /// the item the menu was made for where batches moved it (iOS 15); none once that item is gone.
    nonisolated func menuPreview(
        highlight: Bool, configuration: UIContextMenuConfiguration, at indexPath: IndexPath?,
        in collectionView: UICollectionView
    ) -> UITargetedPreview? {
        onMain(nil) {
            let (target, identifier) = contextMenuTarget(configuration)
            var path = indexPath?.itemPath
            if path == nil, case .item(let menuPath) = target { path = menuPath }
            guard let path, let cell = collectionView.cellForItem(at: path.uikit) else { return nil }
            let preview =
                highlight
                ? dispatcher.highlightPreviewForContextMenu(at: path, identifier: identifier, view: cell)
                : dispatcher.dismissalPreviewForContextMenu(at: path, identifier: identifier, view: cell)
            return preview.map { UIKitObjects.preview($0, of: cell) }
        }
    }
}
