internal import Trellis

/// When the table proxy answers each optional data-source and delegate method: the method's Swift name, its
/// Objective-C selector (what UIKit asks with `responds(to:)`; tested against Apple's headers, `docs/UIKitSelectors.md`),
/// and the condition on the dispatcher (`docs/Events.md`). A method in ``always`` is always answered (the required
/// data-source methods, `numberOfSections`, titles and header/footer views); a method listed whose condition is
/// false is reported unimplemented, so UIKit's own behaviour (self-sizing, defaults) stays, and a user's delegate
/// may receive it instead.
///
/// Not isolated: `responds(to:)`, which reads the selectors, is `nonisolated` (NSObject's); the conditions run on
/// the main actor.
enum TableMethods {
    struct Method: Sendable {
        let selector: String
        let answers: @MainActor @Sendable (Dispatcher) -> Bool
    }

    static func answers<Argument, Result>(
        _ event: EventKey<Argument, Result>
    ) -> @MainActor @Sendable (Dispatcher) -> Bool { { $0.answers(event) } }

    /// Methods Trellis always answers.
    static let always: [String: String] = [
        "tableView(_:numberOfRowsInSection:)": "tableView:numberOfRowsInSection:",
        "tableView(_:cellForRowAt:)": "tableView:cellForRowAtIndexPath:",
        "numberOfSections(in:)": "numberOfSectionsInTableView:",
        "tableView(_:titleForHeaderInSection:)": "tableView:titleForHeaderInSection:",
        "tableView(_:titleForFooterInSection:)": "tableView:titleForFooterInSection:",
        "tableView(_:viewForHeaderInSection:)": "tableView:viewForHeaderInSection:",
        "tableView(_:viewForFooterInSection:)": "tableView:viewForFooterInSection:",
    ]

    /// Methods Trellis answers when the dispatcher has closures for them.
    static let conditional: [String: Method] = {
        var table: [String: Method] = [:]
        func add(_ swift: String, _ selector: String, _ answers: @escaping @MainActor @Sendable (Dispatcher) -> Bool) {
            table[swift] = Method(selector: selector, answers: answers)
        }
        func add<Argument, Result>(_ swift: String, _ selector: String, _ event: EventKey<Argument, Result>) {
            add(swift, selector, Self.answers(event))
        }
        // Data source
        add("tableView(_:canEditRowAt:)", "tableView:canEditRowAtIndexPath:", .canEdit)
        add("tableView(_:canMoveRowAt:)", "tableView:canMoveRowAtIndexPath:") { $0.supportsMoving }
        add("sectionIndexTitles(for:)", "sectionIndexTitlesForTableView:", .sectionIndexTitles)
        add("tableView(_:sectionForSectionIndexTitle:at:)", "tableView:sectionForSectionIndexTitle:atIndex:") {
            $0.answers(.sectionIndexTitles) || $0.answers(.sectionForSectionIndexTitle)
        }
        add("tableView(_:commit:forRowAt:)", "tableView:commitEditingStyle:forRowAtIndexPath:", .commitEditingStyle)
        add("tableView(_:moveRowAt:to:)", "tableView:moveRowAtIndexPath:toIndexPath:") { $0.supportsMoving }
        // Display
        add("tableView(_:willDisplay:forRowAt:)", "tableView:willDisplayCell:forRowAtIndexPath:", .willDisplay)
        add(
            "tableView(_:willDisplayHeaderView:forSection:)", "tableView:willDisplayHeaderView:forSection:",
            .willDisplaySupplementary)
        add(
            "tableView(_:willDisplayFooterView:forSection:)", "tableView:willDisplayFooterView:forSection:",
            .willDisplaySupplementary)
        add(
            "tableView(_:didEndDisplaying:forRowAt:)", "tableView:didEndDisplayingCell:forRowAtIndexPath:",
            .didEndDisplaying)
        add(
            "tableView(_:didEndDisplayingHeaderView:forSection:)", "tableView:didEndDisplayingHeaderView:forSection:",
            .didEndDisplayingSupplementary)
        add(
            "tableView(_:didEndDisplayingFooterView:forSection:)", "tableView:didEndDisplayingFooterView:forSection:",
            .didEndDisplayingSupplementary)
        // Heights
        add("tableView(_:heightForRowAt:)", "tableView:heightForRowAtIndexPath:", .heightForCell)
        add("tableView(_:heightForHeaderInSection:)", "tableView:heightForHeaderInSection:") {
            $0.answers(.heightForHeader) || $0.hidesHeadersOfEmptySections
        }
        add("tableView(_:heightForFooterInSection:)", "tableView:heightForFooterInSection:") {
            $0.answers(.heightForFooter) || $0.hidesFootersOfEmptySections
        }
        add(
            "tableView(_:estimatedHeightForRowAt:)", "tableView:estimatedHeightForRowAtIndexPath:",
            .estimatedHeightForCell)
        add(
            "tableView(_:estimatedHeightForHeaderInSection:)", "tableView:estimatedHeightForHeaderInSection:",
            .estimatedHeightForHeader)
        add(
            "tableView(_:estimatedHeightForFooterInSection:)", "tableView:estimatedHeightForFooterInSection:",
            .estimatedHeightForFooter)
        // Accessory, selection, primary action
        add(
            "tableView(_:accessoryButtonTappedForRowWith:)", "tableView:accessoryButtonTappedForRowWithIndexPath:",
            .accessoryButtonTapped)
        add("tableView(_:shouldHighlightRowAt:)", "tableView:shouldHighlightRowAtIndexPath:", .shouldHighlight)
        add("tableView(_:didHighlightRowAt:)", "tableView:didHighlightRowAtIndexPath:", .didHighlight)
        add("tableView(_:didUnhighlightRowAt:)", "tableView:didUnhighlightRowAtIndexPath:", .didUnhighlight)
        add("tableView(_:willSelectRowAt:)", "tableView:willSelectRowAtIndexPath:", .willSelect)
        add("tableView(_:willDeselectRowAt:)", "tableView:willDeselectRowAtIndexPath:", .willDeselect)
        // A declarative row's `onTap` runs after `didSelect` and may deselect the row again.
        add("tableView(_:didSelectRowAt:)", "tableView:didSelectRowAtIndexPath:") {
            $0.answers(.didSelect) || $0.answers(.tap)
        }
        add("tableView(_:didDeselectRowAt:)", "tableView:didDeselectRowAtIndexPath:", .didDeselect)
        add(
            "tableView(_:canPerformPrimaryActionForRowAt:)", "tableView:canPerformPrimaryActionForRowAtIndexPath:",
            .canPerformPrimaryAction)
        add(
            "tableView(_:performPrimaryActionForRowAt:)", "tableView:performPrimaryActionForRowAtIndexPath:",
            .performPrimaryAction)
        // Editing
        add("tableView(_:editingStyleForRowAt:)", "tableView:editingStyleForRowAtIndexPath:", .editingStyle)
        add(
            "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
            "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
            .titleForDeleteConfirmationButton)
        add("tableView(_:editActionsForRowAt:)", "tableView:editActionsForRowAtIndexPath:", .editActions)
        add(
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
            "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
            .leadingSwipeActions)
        add(
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
            .trailingSwipeActions)
        add(
            "tableView(_:shouldIndentWhileEditingRowAt:)", "tableView:shouldIndentWhileEditingRowAtIndexPath:",
            .shouldIndentWhileEditing)
        add("tableView(_:willBeginEditingRowAt:)", "tableView:willBeginEditingRowAtIndexPath:", .willBeginEditing)
        add("tableView(_:didEndEditingRowAt:)", "tableView:didEndEditingRowAtIndexPath:", .didEndEditing)
        add(
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
            "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", .targetPathForMove)
        add("tableView(_:indentationLevelForRowAt:)", "tableView:indentationLevelForRowAtIndexPath:", .indentationLevel)
        // Edit menu (deprecated)
        add("tableView(_:shouldShowMenuForRowAt:)", "tableView:shouldShowMenuForRowAtIndexPath:", .shouldShowMenu)
        add(
            "tableView(_:canPerformAction:forRowAt:withSender:)",
            "tableView:canPerformAction:forRowAtIndexPath:withSender:", .canPerformAction)
        add(
            "tableView(_:performAction:forRowAt:withSender:)", "tableView:performAction:forRowAtIndexPath:withSender:",
            .performAction)
        // Focus
        add("tableView(_:canFocusRowAt:)", "tableView:canFocusRowAtIndexPath:", .canFocus)
        add("tableView(_:shouldUpdateFocusIn:)", "tableView:shouldUpdateFocusInContext:", .shouldUpdateFocus)
        add(
            "tableView(_:didUpdateFocusIn:with:)", "tableView:didUpdateFocusInContext:withAnimationCoordinator:",
            .didUpdateFocus)
        add(
            "indexPathForPreferredFocusedView(in:)", "indexPathForPreferredFocusedViewInTableView:",
            .indexPathForPreferredFocusedView)
        add(
            "tableView(_:selectionFollowsFocusForRowAt:)", "tableView:selectionFollowsFocusForRowAtIndexPath:",
            .selectionFollowsFocus)
        // Spring loading, multiple selection
        add(
            "tableView(_:shouldSpringLoadRowAt:with:)", "tableView:shouldSpringLoadRowAtIndexPath:withContext:",
            .shouldSpringLoad)
        add(
            "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
            .shouldBeginMultipleSelectionInteraction)
        add(
            "tableView(_:didBeginMultipleSelectionInteractionAt:)",
            "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
            .didBeginMultipleSelectionInteraction)
        add(
            "tableViewDidEndMultipleSelectionInteraction(_:)", "tableViewDidEndMultipleSelectionInteraction:",
            .didEndMultipleSelectionInteraction)
        // Context menus
        add(
            "tableView(_:contextMenuConfigurationForRowAt:point:)",
            "tableView:contextMenuConfigurationForRowAtIndexPath:point:"
        ) {
            $0.answers(.contextMenu) || $0.answers(.contextMenuForItems)
        }
        add(
            "tableView(_:previewForHighlightingContextMenuWithConfiguration:)",
            "tableView:previewForHighlightingContextMenuWithConfiguration:", .contextMenuHighlightPreview)
        add(
            "tableView(_:previewForDismissingContextMenuWithConfiguration:)",
            "tableView:previewForDismissingContextMenuWithConfiguration:", .contextMenuDismissalPreview)
        add(
            "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
            "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
            .willPerformContextMenuPreviewAction)
        add(
            "tableView(_:willDisplayContextMenu:animator:)",
            "tableView:willDisplayContextMenuWithConfiguration:animator:",
            .willDisplayContextMenu)
        add(
            "tableView(_:willEndContextMenuInteraction:animator:)",
            "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
            .willEndContextMenuInteraction)
        // Prefetching
        add("tableView(_:prefetchRowsAt:)", "tableView:prefetchRowsAtIndexPaths:") {
            $0.answers(.prefetch) || $0.answers(.cancelPrefetching)
        }
        add(
            "tableView(_:cancelPrefetchingForRowsAt:)", "tableView:cancelPrefetchingForRowsAtIndexPaths:",
            .cancelPrefetching)
        // Drag
        add(
            "tableView(_:itemsForBeginning:at:)", "tableView:itemsForBeginningDragSession:atIndexPath:",
            .itemsForBeginning)
        add(
            "tableView(_:itemsForAddingTo:at:point:)", "tableView:itemsForAddingToDragSession:atIndexPath:point:",
            .itemsForAddingTo)
        add(
            "tableView(_:dragPreviewParametersForRowAt:)", "tableView:dragPreviewParametersForRowAtIndexPath:",
            .dragPreviewParameters)
        add("tableView(_:dragSessionWillBegin:)", "tableView:dragSessionWillBegin:", .dragSessionWillBegin)
        add("tableView(_:dragSessionDidEnd:)", "tableView:dragSessionDidEnd:", .dragSessionDidEnd)
        add(
            "tableView(_:dragSessionAllowsMoveOperation:)", "tableView:dragSessionAllowsMoveOperation:",
            .dragSessionAllowsMoveOperation)
        add(
            "tableView(_:dragSessionIsRestrictedToDraggingApplication:)",
            "tableView:dragSessionIsRestrictedToDraggingApplication:",
            .dragSessionIsRestrictedToDraggingApplication)
        // Drop
        add("tableView(_:performDropWith:)", "tableView:performDropWithCoordinator:", .performDrop)
        add("tableView(_:canHandle:)", "tableView:canHandleDropSession:", .canHandleDrop)
        add("tableView(_:dropSessionDidEnter:)", "tableView:dropSessionDidEnter:", .dropSessionDidEnter)
        add(
            "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
            "tableView:dropSessionDidUpdate:withDestinationIndexPath:",
            .dropSessionDidUpdate)
        add("tableView(_:dropSessionDidExit:)", "tableView:dropSessionDidExit:", .dropSessionDidExit)
        add("tableView(_:dropSessionDidEnd:)", "tableView:dropSessionDidEnd:", .dropSessionDidEnd)
        add(
            "tableView(_:dropPreviewParametersForRowAt:)", "tableView:dropPreviewParametersForRowAtIndexPath:",
            .dropPreviewParameters)
        // Scroll view: Trellis answers none; they go to the user's delegates.
        for (swift, selector) in scrollViewMethods { add(swift, selector) { _ in false } }
        return table
    }()

    /// The scroll-view delegate methods (all forwarded to the user's delegate).
    static let scrollViewMethods: [(String, String)] = [
        ("scrollViewDidScroll(_:)", "scrollViewDidScroll:"), ("scrollViewDidZoom(_:)", "scrollViewDidZoom:"),
        ("scrollViewWillBeginDragging(_:)", "scrollViewWillBeginDragging:"),
        (
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "scrollViewWillEndDragging:withVelocity:targetContentOffset:"
        ),
        ("scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndDragging:willDecelerate:"),
        ("scrollViewWillBeginDecelerating(_:)", "scrollViewWillBeginDecelerating:"),
        ("scrollViewDidEndDecelerating(_:)", "scrollViewDidEndDecelerating:"),
        ("scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidEndScrollingAnimation:"),
        ("viewForZooming(in:)", "viewForZoomingInScrollView:"),
        ("scrollViewWillBeginZooming(_:with:)", "scrollViewWillBeginZooming:withView:"),
        ("scrollViewDidEndZooming(_:with:atScale:)", "scrollViewDidEndZooming:withView:atScale:"),
        ("scrollViewShouldScrollToTop(_:)", "scrollViewShouldScrollToTop:"),
        ("scrollViewDidScrollToTop(_:)", "scrollViewDidScrollToTop:"),
        ("scrollViewDidChangeAdjustedContentInset(_:)", "scrollViewDidChangeAdjustedContentInset:"),
    ]

    /// The Swift name of each selector.
    static let swiftNameOfSelector: [String: String] = {
        var names: [String: String] = [:]
        for (swift, selector) in always { names[selector] = swift }
        for (swift, method) in conditional { names[method.selector] = swift }
        return names
    }()

    // The roles the proxy plays besides the delegate (the rest of ``conditional``): a manager reconnects a role when
    // the set of its methods answered changes, since UIKit asks `responds(to:)` only when the role is set.

    /// The data source's optional methods.
    static let dataSourceMethods: Set<String> = [
        "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)", "sectionIndexTitles(for:)",
        "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:commit:forRowAt:)", "tableView(_:moveRowAt:to:)",
    ]
    /// The prefetching data source's methods.
    static let prefetchingMethods: Set<String> = [
        "tableView(_:prefetchRowsAt:)", "tableView(_:cancelPrefetchingForRowsAt:)",
    ]
    /// The drag delegate's methods.
    static let dragMethods: Set<String> = [
        "tableView(_:itemsForBeginning:at:)", "tableView(_:itemsForAddingTo:at:point:)",
        "tableView(_:dragPreviewParametersForRowAt:)",
        "tableView(_:dragSessionWillBegin:)", "tableView(_:dragSessionDidEnd:)",
        "tableView(_:dragSessionAllowsMoveOperation:)",
        "tableView(_:dragSessionIsRestrictedToDraggingApplication:)",
    ]
    /// The drop delegate's methods.
    static let dropMethods: Set<String> = [
        "tableView(_:performDropWith:)", "tableView(_:canHandle:)", "tableView(_:dropSessionDidEnter:)",
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)", "tableView(_:dropSessionDidExit:)",
        "tableView(_:dropSessionDidEnd:)", "tableView(_:dropPreviewParametersForRowAt:)",
    ]
}
