/// One method of a UIKit protocol as the Objective-C runtime knows it: its Swift name, its selector (what UIKit asks
/// `responds(to:)` with) and whether it is `@required`. Stand-in only.
public struct ProtocolMethod: Hashable, Sendable {
    /// The Swift name, e.g. `"tableView(_:heightForRowAt:)"`.
    public let swiftName: String
    /// The Objective-C selector, e.g. `"tableView:heightForRowAtIndexPath:"`.
    public let selector: String
    /// `@required` in the header (UIKit sends it without asking `responds(to:)`).
    public let isRequired: Bool

    init(_ swiftName: String, _ selector: String, required: Bool = false) {
        self.swiftName = swiftName
        self.selector = selector
        isRequired = required
    }
}

/// The UIKit protocols whose methods the stand-in's views send, each with its methods' selectors, copied from
/// Apple's headers (`docs/UIKitSelectors.md` names them; a test checks these lists against that file). The views
/// snapshot `responds(to:)` for the optional ones when a data source or delegate is set, as UIKit does.
public enum UIKitProtocol: String, CaseIterable, Sendable {
    /// `UITableViewDataSource`.
    case tableViewDataSource = "UITableViewDataSource"
    /// `UITableViewDelegate`.
    case tableViewDelegate = "UITableViewDelegate"
    /// `UITableViewDataSourcePrefetching`.
    case tableViewDataSourcePrefetching = "UITableViewDataSourcePrefetching"
    /// `UITableViewDragDelegate`.
    case tableViewDragDelegate = "UITableViewDragDelegate"
    /// `UITableViewDropDelegate`.
    case tableViewDropDelegate = "UITableViewDropDelegate"
    /// `UICollectionViewDataSource`.
    case collectionViewDataSource = "UICollectionViewDataSource"
    /// `UICollectionViewDelegate`.
    case collectionViewDelegate = "UICollectionViewDelegate"
    /// `UICollectionViewDelegateFlowLayout`.
    case collectionViewDelegateFlowLayout = "UICollectionViewDelegateFlowLayout"
    /// `UICollectionViewDataSourcePrefetching`.
    case collectionViewDataSourcePrefetching = "UICollectionViewDataSourcePrefetching"
    /// `UICollectionViewDragDelegate`.
    case collectionViewDragDelegate = "UICollectionViewDragDelegate"
    /// `UICollectionViewDropDelegate`.
    case collectionViewDropDelegate = "UICollectionViewDropDelegate"
    /// `UIScrollViewDelegate`.
    case scrollViewDelegate = "UIScrollViewDelegate"

    /// The protocol's methods, in the header's order.
    public var methods: [ProtocolMethod] {
        switch self {
        case .tableViewDataSource: Self.tableViewDataSourceMethods
        case .tableViewDelegate: Self.tableViewDelegateMethods
        case .tableViewDataSourcePrefetching: Self.tableViewDataSourcePrefetchingMethods
        case .tableViewDragDelegate: Self.tableViewDragDelegateMethods
        case .tableViewDropDelegate: Self.tableViewDropDelegateMethods
        case .collectionViewDataSource: Self.collectionViewDataSourceMethods
        case .collectionViewDelegate: Self.collectionViewDelegateMethods
        case .collectionViewDelegateFlowLayout: Self.collectionViewDelegateFlowLayoutMethods
        case .collectionViewDataSourcePrefetching: Self.collectionViewDataSourcePrefetchingMethods
        case .collectionViewDragDelegate: Self.collectionViewDragDelegateMethods
        case .collectionViewDropDelegate: Self.collectionViewDropDelegateMethods
        case .scrollViewDelegate: Self.scrollViewDelegateMethods
        }
    }

    /// The Swift name of the method `selector` names, if it belongs to this protocol.
    public func swiftName(ofSelector selector: String) -> String? {
        methods.first { $0.selector == selector }?.swiftName
    }

    /// The selector of the method named `swiftName` in Swift, if it belongs to this protocol.
    public func selector(ofSwiftName swiftName: String) -> String? {
        methods.first { $0.swiftName == swiftName }?.selector
    }

    private static let tableViewDataSourceMethods: [ProtocolMethod] = [
        ProtocolMethod("tableView(_:numberOfRowsInSection:)", "tableView:numberOfRowsInSection:", required: true),
        ProtocolMethod("tableView(_:cellForRowAt:)", "tableView:cellForRowAtIndexPath:", required: true),
        ProtocolMethod("numberOfSections(in:)", "numberOfSectionsInTableView:"),
        ProtocolMethod("tableView(_:titleForHeaderInSection:)", "tableView:titleForHeaderInSection:"),
        ProtocolMethod("tableView(_:titleForFooterInSection:)", "tableView:titleForFooterInSection:"),
        ProtocolMethod("tableView(_:canEditRowAt:)", "tableView:canEditRowAtIndexPath:"),
        ProtocolMethod("tableView(_:canMoveRowAt:)", "tableView:canMoveRowAtIndexPath:"),
        ProtocolMethod("sectionIndexTitles(for:)", "sectionIndexTitlesForTableView:"),
        ProtocolMethod(
            "tableView(_:sectionForSectionIndexTitle:at:)", "tableView:sectionForSectionIndexTitle:atIndex:"),
        ProtocolMethod("tableView(_:commit:forRowAt:)", "tableView:commitEditingStyle:forRowAtIndexPath:"),
        ProtocolMethod("tableView(_:moveRowAt:to:)", "tableView:moveRowAtIndexPath:toIndexPath:"),
    ]
    private static let tableViewDelegateMethods: [ProtocolMethod] = [
        ProtocolMethod("tableView(_:willDisplay:forRowAt:)", "tableView:willDisplayCell:forRowAtIndexPath:"),
        ProtocolMethod("tableView(_:willDisplayHeaderView:forSection:)", "tableView:willDisplayHeaderView:forSection:"),
        ProtocolMethod("tableView(_:willDisplayFooterView:forSection:)", "tableView:willDisplayFooterView:forSection:"),
        ProtocolMethod("tableView(_:didEndDisplaying:forRowAt:)", "tableView:didEndDisplayingCell:forRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:didEndDisplayingHeaderView:forSection:)", "tableView:didEndDisplayingHeaderView:forSection:"),
        ProtocolMethod(
            "tableView(_:didEndDisplayingFooterView:forSection:)", "tableView:didEndDisplayingFooterView:forSection:"),
        ProtocolMethod("tableView(_:heightForRowAt:)", "tableView:heightForRowAtIndexPath:"),
        ProtocolMethod("tableView(_:heightForHeaderInSection:)", "tableView:heightForHeaderInSection:"),
        ProtocolMethod("tableView(_:heightForFooterInSection:)", "tableView:heightForFooterInSection:"),
        ProtocolMethod("tableView(_:estimatedHeightForRowAt:)", "tableView:estimatedHeightForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:estimatedHeightForHeaderInSection:)", "tableView:estimatedHeightForHeaderInSection:"),
        ProtocolMethod(
            "tableView(_:estimatedHeightForFooterInSection:)", "tableView:estimatedHeightForFooterInSection:"),
        ProtocolMethod("tableView(_:viewForHeaderInSection:)", "tableView:viewForHeaderInSection:"),
        ProtocolMethod("tableView(_:viewForFooterInSection:)", "tableView:viewForFooterInSection:"),
        ProtocolMethod(
            "tableView(_:accessoryButtonTappedForRowWith:)", "tableView:accessoryButtonTappedForRowWithIndexPath:"),
        ProtocolMethod("tableView(_:shouldHighlightRowAt:)", "tableView:shouldHighlightRowAtIndexPath:"),
        ProtocolMethod("tableView(_:didHighlightRowAt:)", "tableView:didHighlightRowAtIndexPath:"),
        ProtocolMethod("tableView(_:didUnhighlightRowAt:)", "tableView:didUnhighlightRowAtIndexPath:"),
        ProtocolMethod("tableView(_:willSelectRowAt:)", "tableView:willSelectRowAtIndexPath:"),
        ProtocolMethod("tableView(_:willDeselectRowAt:)", "tableView:willDeselectRowAtIndexPath:"),
        ProtocolMethod("tableView(_:didSelectRowAt:)", "tableView:didSelectRowAtIndexPath:"),
        ProtocolMethod("tableView(_:didDeselectRowAt:)", "tableView:didDeselectRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:canPerformPrimaryActionForRowAt:)", "tableView:canPerformPrimaryActionForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:performPrimaryActionForRowAt:)", "tableView:performPrimaryActionForRowAtIndexPath:"),
        ProtocolMethod("tableView(_:editingStyleForRowAt:)", "tableView:editingStyleForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
            "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:"),
        ProtocolMethod("tableView(_:editActionsForRowAt:)", "tableView:editActionsForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
            "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:shouldIndentWhileEditingRowAt:)", "tableView:shouldIndentWhileEditingRowAtIndexPath:"),
        ProtocolMethod("tableView(_:willBeginEditingRowAt:)", "tableView:willBeginEditingRowAtIndexPath:"),
        ProtocolMethod("tableView(_:didEndEditingRowAt:)", "tableView:didEndEditingRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
            "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"),
        ProtocolMethod("tableView(_:indentationLevelForRowAt:)", "tableView:indentationLevelForRowAtIndexPath:"),
        ProtocolMethod("tableView(_:shouldShowMenuForRowAt:)", "tableView:shouldShowMenuForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:canPerformAction:forRowAt:withSender:)",
            "tableView:canPerformAction:forRowAtIndexPath:withSender:"),
        ProtocolMethod(
            "tableView(_:performAction:forRowAt:withSender:)", "tableView:performAction:forRowAtIndexPath:withSender:"),
        ProtocolMethod("tableView(_:canFocusRowAt:)", "tableView:canFocusRowAtIndexPath:"),
        ProtocolMethod("tableView(_:shouldUpdateFocusIn:)", "tableView:shouldUpdateFocusInContext:"),
        ProtocolMethod(
            "tableView(_:didUpdateFocusIn:with:)", "tableView:didUpdateFocusInContext:withAnimationCoordinator:"),
        ProtocolMethod("indexPathForPreferredFocusedView(in:)", "indexPathForPreferredFocusedViewInTableView:"),
        ProtocolMethod(
            "tableView(_:selectionFollowsFocusForRowAt:)", "tableView:selectionFollowsFocusForRowAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:shouldSpringLoadRowAt:with:)", "tableView:shouldSpringLoadRowAtIndexPath:withContext:"),
        ProtocolMethod(
            "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:"),
        ProtocolMethod(
            "tableView(_:didBeginMultipleSelectionInteractionAt:)",
            "tableView:didBeginMultipleSelectionInteractionAtIndexPath:"),
        ProtocolMethod(
            "tableViewDidEndMultipleSelectionInteraction(_:)", "tableViewDidEndMultipleSelectionInteraction:"),
        ProtocolMethod(
            "tableView(_:contextMenuConfigurationForRowAt:point:)",
            "tableView:contextMenuConfigurationForRowAtIndexPath:point:"),
        ProtocolMethod(
            "tableView(_:previewForHighlightingContextMenuWithConfiguration:)",
            "tableView:previewForHighlightingContextMenuWithConfiguration:"),
        ProtocolMethod(
            "tableView(_:previewForDismissingContextMenuWithConfiguration:)",
            "tableView:previewForDismissingContextMenuWithConfiguration:"),
        ProtocolMethod(
            "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
            "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:"),
        ProtocolMethod(
            "tableView(_:willDisplayContextMenu:animator:)",
            "tableView:willDisplayContextMenuWithConfiguration:animator:"),
        ProtocolMethod(
            "tableView(_:willEndContextMenuInteraction:animator:)",
            "tableView:willEndContextMenuInteractionWithConfiguration:animator:"),
    ]
    private static let tableViewDataSourcePrefetchingMethods: [ProtocolMethod] = [
        ProtocolMethod("tableView(_:prefetchRowsAt:)", "tableView:prefetchRowsAtIndexPaths:", required: true),
        ProtocolMethod("tableView(_:cancelPrefetchingForRowsAt:)", "tableView:cancelPrefetchingForRowsAtIndexPaths:"),
    ]
    private static let tableViewDragDelegateMethods: [ProtocolMethod] = [
        ProtocolMethod(
            "tableView(_:itemsForBeginning:at:)", "tableView:itemsForBeginningDragSession:atIndexPath:", required: true),
        ProtocolMethod(
            "tableView(_:itemsForAddingTo:at:point:)", "tableView:itemsForAddingToDragSession:atIndexPath:point:"),
        ProtocolMethod(
            "tableView(_:dragPreviewParametersForRowAt:)", "tableView:dragPreviewParametersForRowAtIndexPath:"),
        ProtocolMethod("tableView(_:dragSessionWillBegin:)", "tableView:dragSessionWillBegin:"),
        ProtocolMethod("tableView(_:dragSessionDidEnd:)", "tableView:dragSessionDidEnd:"),
        ProtocolMethod("tableView(_:dragSessionAllowsMoveOperation:)", "tableView:dragSessionAllowsMoveOperation:"),
        ProtocolMethod(
            "tableView(_:dragSessionIsRestrictedToDraggingApplication:)",
            "tableView:dragSessionIsRestrictedToDraggingApplication:"),
    ]
    private static let tableViewDropDelegateMethods: [ProtocolMethod] = [
        ProtocolMethod("tableView(_:performDropWith:)", "tableView:performDropWithCoordinator:", required: true),
        ProtocolMethod("tableView(_:canHandle:)", "tableView:canHandleDropSession:"),
        ProtocolMethod("tableView(_:dropSessionDidEnter:)", "tableView:dropSessionDidEnter:"),
        ProtocolMethod(
            "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
            "tableView:dropSessionDidUpdate:withDestinationIndexPath:"),
        ProtocolMethod("tableView(_:dropSessionDidExit:)", "tableView:dropSessionDidExit:"),
        ProtocolMethod("tableView(_:dropSessionDidEnd:)", "tableView:dropSessionDidEnd:"),
        ProtocolMethod(
            "tableView(_:dropPreviewParametersForRowAt:)", "tableView:dropPreviewParametersForRowAtIndexPath:"),
    ]
    private static let collectionViewDataSourceMethods: [ProtocolMethod] = [
        ProtocolMethod(
            "collectionView(_:numberOfItemsInSection:)", "collectionView:numberOfItemsInSection:", required: true),
        ProtocolMethod("collectionView(_:cellForItemAt:)", "collectionView:cellForItemAtIndexPath:", required: true),
        ProtocolMethod("numberOfSections(in:)", "numberOfSectionsInCollectionView:"),
        ProtocolMethod(
            "collectionView(_:viewForSupplementaryElementOfKind:at:)",
            "collectionView:viewForSupplementaryElementOfKind:atIndexPath:"),
        ProtocolMethod("collectionView(_:canMoveItemAt:)", "collectionView:canMoveItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:moveItemAt:to:)", "collectionView:moveItemAtIndexPath:toIndexPath:"),
        ProtocolMethod("indexTitles(for:)", "indexTitlesForCollectionView:"),
        ProtocolMethod(
            "collectionView(_:indexPathForIndexTitle:at:)", "collectionView:indexPathForIndexTitle:atIndex:"),
    ]
    private static let collectionViewDelegateMethods: [ProtocolMethod] = [
        ProtocolMethod("collectionView(_:shouldHighlightItemAt:)", "collectionView:shouldHighlightItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:didHighlightItemAt:)", "collectionView:didHighlightItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:didUnhighlightItemAt:)", "collectionView:didUnhighlightItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:shouldSelectItemAt:)", "collectionView:shouldSelectItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:shouldDeselectItemAt:)", "collectionView:shouldDeselectItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:didSelectItemAt:)", "collectionView:didSelectItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:didDeselectItemAt:)", "collectionView:didDeselectItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:canPerformPrimaryActionForItemAt:)",
            "collectionView:canPerformPrimaryActionForItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:performPrimaryActionForItemAt:)", "collectionView:performPrimaryActionForItemAtIndexPath:"
        ),
        ProtocolMethod(
            "collectionView(_:willDisplay:forItemAt:)", "collectionView:willDisplayCell:forItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
            "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:"),
        ProtocolMethod(
            "collectionView(_:didEndDisplaying:forItemAt:)", "collectionView:didEndDisplayingCell:forItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
            "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:"),
        ProtocolMethod(
            "collectionView(_:shouldShowMenuForItemAt:)", "collectionView:shouldShowMenuForItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:canPerformAction:forItemAt:withSender:)",
            "collectionView:canPerformAction:forItemAtIndexPath:withSender:"),
        ProtocolMethod(
            "collectionView(_:performAction:forItemAt:withSender:)",
            "collectionView:performAction:forItemAtIndexPath:withSender:"),
        ProtocolMethod(
            "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
            "collectionView:transitionLayoutForOldLayout:newLayout:"),
        ProtocolMethod("collectionView(_:canFocusItemAt:)", "collectionView:canFocusItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:shouldUpdateFocusIn:)", "collectionView:shouldUpdateFocusInContext:"),
        ProtocolMethod(
            "collectionView(_:didUpdateFocusIn:with:)",
            "collectionView:didUpdateFocusInContext:withAnimationCoordinator:"),
        ProtocolMethod("indexPathForPreferredFocusedView(in:)", "indexPathForPreferredFocusedViewInCollectionView:"),
        ProtocolMethod(
            "collectionView(_:selectionFollowsFocusForItemAt:)",
            "collectionView:selectionFollowsFocusForItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
            "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"),
        ProtocolMethod(
            "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
            "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:"),
        ProtocolMethod(
            "collectionView(_:targetContentOffsetForProposedContentOffset:)",
            "collectionView:targetContentOffsetForProposedContentOffset:"),
        ProtocolMethod("collectionView(_:canEditItemAt:)", "collectionView:canEditItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:shouldSpringLoadItemAt:with:)",
            "collectionView:shouldSpringLoadItemAtIndexPath:withContext:"),
        ProtocolMethod(
            "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
            "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:"),
        ProtocolMethod(
            "collectionViewDidEndMultipleSelectionInteraction(_:)", "collectionViewDidEndMultipleSelectionInteraction:"),
        ProtocolMethod(
            "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"),
        ProtocolMethod(
            "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)",
            "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)",
            "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:"),
        ProtocolMethod(
            "collectionView(_:willPerformPreviewActionForMenuWith:animator:)",
            "collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:"),
        ProtocolMethod(
            "collectionView(_:willDisplayContextMenu:animator:)",
            "collectionView:willDisplayContextMenuWithConfiguration:animator:"),
        ProtocolMethod(
            "collectionView(_:willEndContextMenuInteraction:animator:)",
            "collectionView:willEndContextMenuInteractionWithConfiguration:animator:"),
        ProtocolMethod(
            "collectionView(_:sceneActivationConfigurationForItemAt:point:)",
            "collectionView:sceneActivationConfigurationForItemAtIndexPath:point:"),
        ProtocolMethod(
            "collectionView(_:contextMenuConfigurationForItemAt:point:)",
            "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"),
        ProtocolMethod(
            "collectionView(_:previewForHighlightingContextMenuWithConfiguration:)",
            "collectionView:previewForHighlightingContextMenuWithConfiguration:"),
        ProtocolMethod(
            "collectionView(_:previewForDismissingContextMenuWithConfiguration:)",
            "collectionView:previewForDismissingContextMenuWithConfiguration:"),
    ]
    private static let collectionViewDelegateFlowLayoutMethods: [ProtocolMethod] = [
        ProtocolMethod("collectionView(_:layout:sizeForItemAt:)", "collectionView:layout:sizeForItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:layout:insetForSectionAt:)", "collectionView:layout:insetForSectionAtIndex:"),
        ProtocolMethod(
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
            "collectionView:layout:minimumLineSpacingForSectionAtIndex:"),
        ProtocolMethod(
            "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"),
        ProtocolMethod(
            "collectionView(_:layout:referenceSizeForHeaderInSection:)",
            "collectionView:layout:referenceSizeForHeaderInSection:"),
        ProtocolMethod(
            "collectionView(_:layout:referenceSizeForFooterInSection:)",
            "collectionView:layout:referenceSizeForFooterInSection:"),
    ]
    private static let collectionViewDataSourcePrefetchingMethods: [ProtocolMethod] = [
        ProtocolMethod(
            "collectionView(_:prefetchItemsAt:)", "collectionView:prefetchItemsAtIndexPaths:", required: true),
        ProtocolMethod(
            "collectionView(_:cancelPrefetchingForItemsAt:)", "collectionView:cancelPrefetchingForItemsAtIndexPaths:"),
    ]
    private static let collectionViewDragDelegateMethods: [ProtocolMethod] = [
        ProtocolMethod(
            "collectionView(_:itemsForBeginning:at:)", "collectionView:itemsForBeginningDragSession:atIndexPath:",
            required: true),
        ProtocolMethod(
            "collectionView(_:itemsForAddingTo:at:point:)",
            "collectionView:itemsForAddingToDragSession:atIndexPath:point:"),
        ProtocolMethod(
            "collectionView(_:dragPreviewParametersForItemAt:)",
            "collectionView:dragPreviewParametersForItemAtIndexPath:"),
        ProtocolMethod("collectionView(_:dragSessionWillBegin:)", "collectionView:dragSessionWillBegin:"),
        ProtocolMethod("collectionView(_:dragSessionDidEnd:)", "collectionView:dragSessionDidEnd:"),
        ProtocolMethod(
            "collectionView(_:dragSessionAllowsMoveOperation:)", "collectionView:dragSessionAllowsMoveOperation:"),
        ProtocolMethod(
            "collectionView(_:dragSessionIsRestrictedToDraggingApplication:)",
            "collectionView:dragSessionIsRestrictedToDraggingApplication:"),
    ]
    private static let collectionViewDropDelegateMethods: [ProtocolMethod] = [
        ProtocolMethod(
            "collectionView(_:performDropWith:)", "collectionView:performDropWithCoordinator:", required: true),
        ProtocolMethod("collectionView(_:canHandle:)", "collectionView:canHandleDropSession:"),
        ProtocolMethod("collectionView(_:dropSessionDidEnter:)", "collectionView:dropSessionDidEnter:"),
        ProtocolMethod(
            "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
            "collectionView:dropSessionDidUpdate:withDestinationIndexPath:"),
        ProtocolMethod("collectionView(_:dropSessionDidExit:)", "collectionView:dropSessionDidExit:"),
        ProtocolMethod("collectionView(_:dropSessionDidEnd:)", "collectionView:dropSessionDidEnd:"),
        ProtocolMethod(
            "collectionView(_:dropPreviewParametersForItemAt:)",
            "collectionView:dropPreviewParametersForItemAtIndexPath:"),
    ]
    private static let scrollViewDelegateMethods: [ProtocolMethod] = [
        ProtocolMethod("scrollViewDidScroll(_:)", "scrollViewDidScroll:"),
        ProtocolMethod("scrollViewDidZoom(_:)", "scrollViewDidZoom:"),
        ProtocolMethod("scrollViewWillBeginDragging(_:)", "scrollViewWillBeginDragging:"),
        ProtocolMethod(
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "scrollViewWillEndDragging:withVelocity:targetContentOffset:"),
        ProtocolMethod("scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndDragging:willDecelerate:"),
        ProtocolMethod("scrollViewWillBeginDecelerating(_:)", "scrollViewWillBeginDecelerating:"),
        ProtocolMethod("scrollViewDidEndDecelerating(_:)", "scrollViewDidEndDecelerating:"),
        ProtocolMethod("scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidEndScrollingAnimation:"),
        ProtocolMethod("viewForZooming(in:)", "viewForZoomingInScrollView:"),
        ProtocolMethod("scrollViewWillBeginZooming(_:with:)", "scrollViewWillBeginZooming:withView:"),
        ProtocolMethod("scrollViewDidEndZooming(_:with:atScale:)", "scrollViewDidEndZooming:withView:atScale:"),
        ProtocolMethod("scrollViewShouldScrollToTop(_:)", "scrollViewShouldScrollToTop:"),
        ProtocolMethod("scrollViewDidScrollToTop(_:)", "scrollViewDidScrollToTop:"),
        ProtocolMethod("scrollViewDidChangeAdjustedContentInset(_:)", "scrollViewDidChangeAdjustedContentInset:"),
    ]
}
