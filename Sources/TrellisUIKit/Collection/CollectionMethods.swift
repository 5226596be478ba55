internal import Trellis

/// When the collection proxy answers each optional method (see ``TableMethods``, its table twin).
enum CollectionMethods {
    typealias Method = TableMethods.Method

    /// Methods Trellis always answers.
    static let always: [String: String] = [
        "collectionView(_:numberOfItemsInSection:)": "collectionView:numberOfItemsInSection:",
        "collectionView(_:cellForItemAt:)": "collectionView:cellForItemAtIndexPath:",
        "numberOfSections(in:)": "numberOfSectionsInCollectionView:",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)":
            "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
    ]

    /// Methods Trellis answers when the dispatcher has closures for them.
    static let conditional: [String: Method] = {
        var table: [String: Method] = [:]
        func add(_ swift: String, _ selector: String, _ answers: @escaping @MainActor @Sendable (Dispatcher) -> Bool) {
            table[swift] = Method(selector: selector, answers: answers)
        }
        func add<Argument, Result>(_ swift: String, _ selector: String, _ event: EventKey<Argument, Result>) {
            add(swift, selector, TableMethods.answers(event))
        }
        let c = "collectionView:"
        // Data source
        add("collectionView(_:canMoveItemAt:)", c + "canMoveItemAtIndexPath:") { $0.supportsMoving }
        add("collectionView(_:moveItemAt:to:)", c + "moveItemAtIndexPath:toIndexPath:") { $0.supportsMoving }
        add("indexTitles(for:)", "indexTitlesForCollectionView:", .sectionIndexTitles)
        add("collectionView(_:indexPathForIndexTitle:at:)", c + "indexPathForIndexTitle:atIndex:") {
            $0.answers(.sectionIndexTitles) || $0.answers(.indexPathForIndexTitle)
        }
        // Delegate
        add("collectionView(_:shouldHighlightItemAt:)", c + "shouldHighlightItemAtIndexPath:", .shouldHighlight)
        add("collectionView(_:didHighlightItemAt:)", c + "didHighlightItemAtIndexPath:", .didHighlight)
        add("collectionView(_:didUnhighlightItemAt:)", c + "didUnhighlightItemAtIndexPath:", .didUnhighlight)
        add("collectionView(_:shouldSelectItemAt:)", c + "shouldSelectItemAtIndexPath:", .shouldSelect)
        add("collectionView(_:shouldDeselectItemAt:)", c + "shouldDeselectItemAtIndexPath:", .shouldDeselect)
        add("collectionView(_:didSelectItemAt:)", c + "didSelectItemAtIndexPath:") {
            $0.answers(.didSelect) || $0.answers(.tap)
        }
        add("collectionView(_:didDeselectItemAt:)", c + "didDeselectItemAtIndexPath:", .didDeselect)
        add(
            "collectionView(_:canPerformPrimaryActionForItemAt:)", c + "canPerformPrimaryActionForItemAtIndexPath:",
            .canPerformPrimaryAction)
        add(
            "collectionView(_:performPrimaryActionForItemAt:)", c + "performPrimaryActionForItemAtIndexPath:",
            .performPrimaryAction)
        add("collectionView(_:willDisplay:forItemAt:)", c + "willDisplayCell:forItemAtIndexPath:", .willDisplay)
        add(
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
            c + "willDisplaySupplementaryView:forElementKind:atIndexPath:", .willDisplaySupplementary)
        add(
            "collectionView(_:didEndDisplaying:forItemAt:)", c + "didEndDisplayingCell:forItemAtIndexPath:",
            .didEndDisplaying)
        add(
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
            c + "didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:", .didEndDisplayingSupplementary)
        add("collectionView(_:shouldShowMenuForItemAt:)", c + "shouldShowMenuForItemAtIndexPath:", .shouldShowMenu)
        add(
            "collectionView(_:canPerformAction:forItemAt:withSender:)",
            c + "canPerformAction:forItemAtIndexPath:withSender:", .canPerformAction)
        add(
            "collectionView(_:performAction:forItemAt:withSender:)", c + "performAction:forItemAtIndexPath:withSender:",
            .performAction)
        add("collectionView(_:transitionLayoutForOldLayout:newLayout:)", c + "transitionLayoutForOldLayout:newLayout:")
        { _ in false }
        add("collectionView(_:canFocusItemAt:)", c + "canFocusItemAtIndexPath:", .canFocus)
        add("collectionView(_:shouldUpdateFocusIn:)", c + "shouldUpdateFocusInContext:", .shouldUpdateFocus)
        add(
            "collectionView(_:didUpdateFocusIn:with:)", c + "didUpdateFocusInContext:withAnimationCoordinator:",
            .didUpdateFocus)
        add(
            "indexPathForPreferredFocusedView(in:)", "indexPathForPreferredFocusedViewInCollectionView:",
            .indexPathForPreferredFocusedView)
        add(
            "collectionView(_:selectionFollowsFocusForItemAt:)", c + "selectionFollowsFocusForItemAtIndexPath:",
            .selectionFollowsFocus)
        add(
            "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
            c + "targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
            .targetPathForMove)
        add(
            "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
            c + "targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:", .targetPathForMove)
        add(
            "collectionView(_:targetContentOffsetForProposedContentOffset:)",
            c + "targetContentOffsetForProposedContentOffset:",
            .targetContentOffset)
        add("collectionView(_:canEditItemAt:)", c + "canEditItemAtIndexPath:", .canEdit)
        add(
            "collectionView(_:shouldSpringLoadItemAt:with:)", c + "shouldSpringLoadItemAtIndexPath:withContext:",
            .shouldSpringLoad)
        add(
            "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
            c + "shouldBeginMultipleSelectionInteractionAtIndexPath:",
            .shouldBeginMultipleSelectionInteraction)
        add(
            "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
            c + "didBeginMultipleSelectionInteractionAtIndexPath:",
            .didBeginMultipleSelectionInteraction)
        add(
            "collectionViewDidEndMultipleSelectionInteraction(_:)", "collectionViewDidEndMultipleSelectionInteraction:",
            .didEndMultipleSelectionInteraction)
        add(
            "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
            c + "contextMenuConfigurationForItemsAtIndexPaths:point:"
        ) {
            $0.answers(.contextMenu) || $0.answers(.contextMenuForItems)
        }
        add(
            "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)",
            c + "contextMenuConfiguration:highlightPreviewForItemAtIndexPath:", .contextMenuHighlightPreview)
        add(
            "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)",
            c + "contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:", .contextMenuDismissalPreview)
        add(
            "collectionView(_:willPerformPreviewActionForMenuWith:animator:)",
            c + "willPerformPreviewActionForMenuWithConfiguration:animator:",
            .willPerformContextMenuPreviewAction)
        add(
            "collectionView(_:willDisplayContextMenu:animator:)",
            c + "willDisplayContextMenuWithConfiguration:animator:", .willDisplayContextMenu)
        add(
            "collectionView(_:willEndContextMenuInteraction:animator:)",
            c + "willEndContextMenuInteractionWithConfiguration:animator:",
            .willEndContextMenuInteraction)
        add(
            "collectionView(_:sceneActivationConfigurationForItemAt:point:)",
            c + "sceneActivationConfigurationForItemAtIndexPath:point:",
            .sceneActivationConfiguration)
        // The single-item menu methods, deprecated in iOS 16: iOS 15 has only these; from iOS 16 UIKit skips them when
        // the replacements are implemented, so they are answered only before it.
        let multipleItemMenus = CollectionMethods.hasMultipleItemMenus
        add(
            "collectionView(_:contextMenuConfigurationForItemAt:point:)",
            c + "contextMenuConfigurationForItemAtIndexPath:point:"
        ) {
            !multipleItemMenus && ($0.answers(.contextMenu) || $0.answers(.contextMenuForItems))
        }
        add(
            "collectionView(_:previewForHighlightingContextMenuWithConfiguration:)",
            c + "previewForHighlightingContextMenuWithConfiguration:"
        ) { !multipleItemMenus && $0.answers(.contextMenuHighlightPreview) }
        add(
            "collectionView(_:previewForDismissingContextMenuWithConfiguration:)",
            c + "previewForDismissingContextMenuWithConfiguration:"
        ) { !multipleItemMenus && $0.answers(.contextMenuDismissalPreview) }
        // Flow layout
        add("collectionView(_:layout:sizeForItemAt:)", c + "layout:sizeForItemAtIndexPath:", .sizeForItem)
        add("collectionView(_:layout:insetForSectionAt:)", c + "layout:insetForSectionAtIndex:", .insetForSection)
        add(
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
            c + "layout:minimumLineSpacingForSectionAtIndex:", .minimumLineSpacing)
        add(
            "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            c + "layout:minimumInteritemSpacingForSectionAtIndex:",
            .minimumInteritemSpacing)
        add("collectionView(_:layout:referenceSizeForHeaderInSection:)", c + "layout:referenceSizeForHeaderInSection:")
        {
            $0.answers(.referenceSizeForHeader) || $0.isCollectionHeaderFooterAware
        }
        add("collectionView(_:layout:referenceSizeForFooterInSection:)", c + "layout:referenceSizeForFooterInSection:")
        {
            $0.answers(.referenceSizeForFooter) || $0.isCollectionHeaderFooterAware
        }
        // Prefetching
        add("collectionView(_:prefetchItemsAt:)", c + "prefetchItemsAtIndexPaths:") {
            $0.answers(.prefetch) || $0.answers(.cancelPrefetching)
        }
        add(
            "collectionView(_:cancelPrefetchingForItemsAt:)", c + "cancelPrefetchingForItemsAtIndexPaths:",
            .cancelPrefetching)
        // Drag
        add(
            "collectionView(_:itemsForBeginning:at:)", c + "itemsForBeginningDragSession:atIndexPath:",
            .itemsForBeginning)
        add(
            "collectionView(_:itemsForAddingTo:at:point:)", c + "itemsForAddingToDragSession:atIndexPath:point:",
            .itemsForAddingTo)
        add(
            "collectionView(_:dragPreviewParametersForItemAt:)", c + "dragPreviewParametersForItemAtIndexPath:",
            .dragPreviewParameters)
        add("collectionView(_:dragSessionWillBegin:)", c + "dragSessionWillBegin:", .dragSessionWillBegin)
        add("collectionView(_:dragSessionDidEnd:)", c + "dragSessionDidEnd:", .dragSessionDidEnd)
        add(
            "collectionView(_:dragSessionAllowsMoveOperation:)", c + "dragSessionAllowsMoveOperation:",
            .dragSessionAllowsMoveOperation)
        add(
            "collectionView(_:dragSessionIsRestrictedToDraggingApplication:)",
            c + "dragSessionIsRestrictedToDraggingApplication:",
            .dragSessionIsRestrictedToDraggingApplication)
        // Drop
        add("collectionView(_:performDropWith:)", c + "performDropWithCoordinator:", .performDrop)
        add("collectionView(_:canHandle:)", c + "canHandleDropSession:", .canHandleDrop)
        add("collectionView(_:dropSessionDidEnter:)", c + "dropSessionDidEnter:", .dropSessionDidEnter)
        add(
            "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
            c + "dropSessionDidUpdate:withDestinationIndexPath:",
            .dropSessionDidUpdate)
        add("collectionView(_:dropSessionDidExit:)", c + "dropSessionDidExit:", .dropSessionDidExit)
        add("collectionView(_:dropSessionDidEnd:)", c + "dropSessionDidEnd:", .dropSessionDidEnd)
        add(
            "collectionView(_:dropPreviewParametersForItemAt:)", c + "dropPreviewParametersForItemAtIndexPath:",
            .dropPreviewParameters)
        for (swift, selector) in TableMethods.scrollViewMethods { add(swift, selector) { _ in false } }
        return table
    }()

    /// The Swift name of each selector.
    static let swiftNameOfSelector: [String: String] = {
        var names: [String: String] = [:]
        for (swift, selector) in always { names[selector] = swift }
        for (swift, method) in conditional { names[method.selector] = swift }
        return names
    }()

    /// Whether UIKit has the multiple-item context-menu methods (iOS 16; `true` everywhere else `#available` is
    /// asked, Linux and macOS included).
    static var hasMultipleItemMenus: Bool {
        if #available(iOS 16.0, *) { return true }
        return false
    }

    // The roles besides the delegate (see ``TableMethods``).

    /// The data source's optional methods.
    static let dataSourceMethods: Set<String> = [
        "collectionView(_:canMoveItemAt:)", "collectionView(_:moveItemAt:to:)", "indexTitles(for:)",
        "collectionView(_:indexPathForIndexTitle:at:)",
    ]
    /// The prefetching data source's methods.
    static let prefetchingMethods: Set<String> = [
        "collectionView(_:prefetchItemsAt:)", "collectionView(_:cancelPrefetchingForItemsAt:)",
    ]
    /// The drag delegate's methods.
    static let dragMethods: Set<String> = [
        "collectionView(_:itemsForBeginning:at:)", "collectionView(_:itemsForAddingTo:at:point:)",
        "collectionView(_:dragPreviewParametersForItemAt:)", "collectionView(_:dragSessionWillBegin:)",
        "collectionView(_:dragSessionDidEnd:)", "collectionView(_:dragSessionAllowsMoveOperation:)",
        "collectionView(_:dragSessionIsRestrictedToDraggingApplication:)",
    ]
    /// The drop delegate's methods.
    static let dropMethods: Set<String> = [
        "collectionView(_:performDropWith:)", "collectionView(_:canHandle:)", "collectionView(_:dropSessionDidEnter:)",
        "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)", "collectionView(_:dropSessionDidExit:)",
        "collectionView(_:dropSessionDidEnd:)", "collectionView(_:dropPreviewParametersForItemAt:)",
    ]
}

extension Dispatcher {
    /// Whether a flow layout must ask for header and footer sizes: some section has a header or footer model (the
    /// dispatcher then answers `.zero` where a section has none, so UIKit never asks for a view it cannot make).
    var isCollectionHeaderFooterAware: Bool {
        (0..<numberOfSections).contains {
            supplementaryModel(ofKind: .header, inSection: $0) != nil
                || supplementaryModel(ofKind: .footer, inSection: $0) != nil
        }
    }
}
