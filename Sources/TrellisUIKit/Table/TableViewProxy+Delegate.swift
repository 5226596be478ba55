internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Every `UITableViewDelegate` method, each asking the dispatcher (docs/Events.md lists the event of each). When a
// method answers nothing for a row, the answer is UIKit's default or the table's property UIKit would have used.

extension TableViewProxy: UITableViewDelegate {
    // MARK: Display

    /// `willDisplay`.
    nonisolated public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        onMain((), with: self, cell, indexPath) { proxy, cell, indexPath in
            proxy.dispatcher.willDisplay(cell, at: indexPath.itemPath)
        }
    }

    /// `willDisplaySupplementary` for the header.
    nonisolated public func tableView(
        _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
        onMain(()) { willDisplaySupplementary(view, ofKind: .header, inSection: section) }
    }

    /// `willDisplaySupplementary` for the footer.
    nonisolated public func tableView(
        _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
        onMain(()) { willDisplaySupplementary(view, ofKind: .footer, inSection: section) }
    }

    /// `didEndDisplaying`, with the model the cell showed (its row may be gone).
    nonisolated public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
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

    /// `didEndDisplayingSupplementary` for the header, with the model it showed (its section may be gone).
    nonisolated public func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
        onMain(()) { didEndDisplayingSupplementary(view, ofKind: .header, inSection: section) }
    }

    /// `didEndDisplayingSupplementary` for the footer, with the model it showed (its section may be gone).
    nonisolated public func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
        onMain(()) { didEndDisplayingSupplementary(view, ofKind: .footer, inSection: section) }
    }

    // MARK: Heights
    // (`if let`, not `Optional.map { CGFloat($0) }`: a main-actor closure handed to the standard library gets a
    // runtime executor check, ~300 instructions a call on Linux.)

    /// `heightForCell`, else `rowHeight`.
    nonisolated public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        onMain(Self.offMainHeight, with: self, tableView, indexPath) { proxy, tableView, indexPath in
            if let height = proxy.dispatcher.heightForItem(at: indexPath.itemPath) { return CGFloat(height) }
            return tableView.rowHeight
        }
    }

    /// `heightForHeader`, else `sectionHeaderHeight`.
    nonisolated public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        onMain(Self.offMainHeight) {
            if let height = dispatcher.heightForHeader(inSection: section) { return CGFloat(height) }
            return tableView.sectionHeaderHeight
        }
    }

    /// `heightForFooter`, else `sectionFooterHeight`.
    nonisolated public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        onMain(Self.offMainHeight) {
            if let height = dispatcher.heightForFooter(inSection: section) { return CGFloat(height) }
            return tableView.sectionFooterHeight
        }
    }

    /// `estimatedHeightForCell`, else `estimatedRowHeight`.
    nonisolated public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    {
        onMain(Self.offMainHeight, with: self, tableView, indexPath) { proxy, tableView, indexPath in
            if let height = proxy.dispatcher.estimatedHeightForItem(at: indexPath.itemPath) { return CGFloat(height) }
            return tableView.estimatedRowHeight
        }
    }

    /// `estimatedHeightForHeader`, else `estimatedSectionHeaderHeight`.
    nonisolated public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
        -> CGFloat
    {
        onMain(Self.offMainHeight) {
            if let height = dispatcher.estimatedHeightForHeader(inSection: section) { return CGFloat(height) }
            return tableView.estimatedSectionHeaderHeight
        }
    }

    /// `estimatedHeightForFooter`, else `estimatedSectionFooterHeight`.
    nonisolated public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
        -> CGFloat
    {
        onMain(Self.offMainHeight) {
            if let height = dispatcher.estimatedHeightForFooter(inSection: section) { return CGFloat(height) }
            return tableView.estimatedSectionFooterHeight
        }
    }

    // MARK: Header and footer views

    /// The mapped header view (remembered with its model), else the one the content makes (a cascading node's);
    /// `nil` for a title or no header.
    nonisolated public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        onMain(nil) { supplementaryView(ofKind: .header, inSection: section) }
    }

    /// The mapped footer view (remembered with its model), else the one the content makes (a cascading node's);
    /// `nil` for a title or no footer.
    nonisolated public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        onMain(nil) { supplementaryView(ofKind: .footer, inSection: section) }
    }

    /// The mapped header or footer view, remembered with its model for its `didEndDisplayingSupplementary`; else the
    /// view the content makes itself.
    private func supplementaryView(ofKind kind: ViewKind, inSection section: Int) -> UIView? {
        dispatcher.whileAskingForView {
            if let shown = dispatcher.supplementaryView(ofKind: kind, inSection: section),
                let view = shown.view as? UIView
            {
                displayedSupplementaries[ObjectIdentifier(view)] = shown.model
                return view
            }
            return dispatcher.providedSupplementaryView(ofKind: kind, inSection: section) as? UIView
        }
    }

    // MARK: Accessory, selection, primary action

    /// `accessoryButtonTapped`.
    nonisolated public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        onMain(()) {
            dispatcher.accessoryButtonTappedForItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `shouldHighlight`.
    nonisolated public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        onMain(true) {
            dispatcher.shouldHighlightItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `didHighlight`.
    nonisolated public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        onMain(()) { dispatcher.didHighlightItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath)) }
    }

    /// `didUnhighlight`.
    nonisolated public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        onMain(()) { dispatcher.didUnhighlightItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath)) }
    }

    /// `willSelect`.
    nonisolated public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        onMain(indexPath) {
            dispatcher.willSelectItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))?.uikit
        }
    }

    /// `willDeselect`.
    nonisolated public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        onMain(indexPath) {
            dispatcher.willDeselectItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))?.uikit
        }
    }

    /// `didSelect`, then a declarative row's `onTap` (``Dispatcher/tapItem(at:view:)``): when it answers
    /// `.deselect`, the row is deselected again, animated as asked. Should the tap's closures have moved the row
    /// (an update applied meanwhile), the row is deselected where its cell is now; should they have removed it,
    /// nothing is deselected (never the row that took its place).
    nonisolated public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onMain(()) {
            let cell = tableView.cellForRow(at: indexPath)
            dispatcher.didSelectItem(at: indexPath.itemPath, view: cell)
            guard dispatcher.answers(.tap) else { return }
            let now = cell.flatMap { tableView.indexPath(for: $0) } ?? indexPath
            let identity = dispatcher.identity(ofItemAt: now.itemPath)
            guard case .deselect(let animated)? = dispatcher.tapItem(at: now.itemPath, view: cell) else { return }
            let after: IndexPath?
            if let cell {
                after = tableView.indexPath(for: cell)  // nil: the row left the table, with its cell
            } else {
                after = identity != nil && dispatcher.identity(ofItemAt: now.itemPath) == identity ? now : nil
            }
            guard let after else { return }
            tableView.deselectRow(at: after, animated: animated)
        }
    }

    /// `didDeselect`.
    nonisolated public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        onMain(()) { dispatcher.didDeselectItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath)) }
    }

    /// `canPerformPrimaryAction`, else yes unless editing.
    @available(iOS 16.0, *)
    nonisolated public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
        -> Bool
    {
        onMain(false) {
            dispatcher.canPerformPrimaryActionForItem(
                at: indexPath.itemPath, isEditing: tableView.isEditing, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `performPrimaryAction`.
    @available(iOS 16.0, *)
    nonisolated public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        onMain(()) {
            dispatcher.performPrimaryActionForItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    // MARK: Editing

    /// `editingStyle`.
    nonisolated public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        onMain(.none) { dispatcher.editingStyleForItem(at: indexPath.itemPath).uikit }
    }

    /// `titleForDeleteConfirmationButton`.
    nonisolated public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        onMain(nil) { dispatcher.titleForDeleteConfirmationButton(forItemAt: indexPath.itemPath) }
    }

    /// `editActions`, as row actions.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    nonisolated public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
        -> [UITableViewRowAction]?
    {
        onMain(nil) {
            dispatcher.editActionsForItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))?
                .map(UIKitObjects.rowAction)
        }
    }

    /// `leadingSwipeActions`.
    nonisolated public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        onMain(nil) {
            dispatcher.leadingSwipeActionsForItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
                .map(UIKitObjects.swipeActions)
        }
    }

    /// `trailingSwipeActions`.
    nonisolated public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        onMain(nil) {
            dispatcher.trailingSwipeActionsForItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
                .map(UIKitObjects.swipeActions)
        }
    }

    /// `shouldIndentWhileEditing`.
    nonisolated public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
        -> Bool
    {
        onMain(true) { dispatcher.shouldIndentWhileEditingItem(at: indexPath.itemPath) }
    }

    /// `willBeginEditing`.
    nonisolated public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        onMain(()) {
            dispatcher.willBeginEditingItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `didEndEditing`.
    nonisolated public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        onMain(()) {
            dispatcher.didEndEditingItem(
                at: indexPath?.itemPath, view: indexPath.flatMap { tableView.cellForRow(at: $0) })
        }
    }

    // MARK: Moving, indentation

    /// `targetPathForMove`.
    nonisolated public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        onMain(proposedDestinationIndexPath) {
            dispatcher.targetPathForMove(
                from: sourceIndexPath.itemPath, proposed: proposedDestinationIndexPath.itemPath
            ).uikit
        }
    }

    /// `indentationLevel`.
    nonisolated public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        onMain(0) { dispatcher.indentationLevelForItem(at: indexPath.itemPath) }
    }

    // MARK: Edit menu (deprecated)

    /// `shouldShowMenu`.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    nonisolated public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        onMain(false) {
            dispatcher.shouldShowMenuForItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `canPerformAction`, with the selector's name.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    nonisolated public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        let name = NSStringFromSelector(action)
        return onMain(false) {
            dispatcher.canPerformAction(name, forItemAt: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `performAction`, with the selector's name.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    nonisolated public func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        let name = NSStringFromSelector(action)
        onMain(()) {
            dispatcher.performAction(name, forItemAt: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    // MARK: Focus

    /// `canFocus`.
    nonisolated public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        onMain(true) { dispatcher.canFocusItem(at: indexPath.itemPath) }
    }

    /// `shouldUpdateFocus`.
    nonisolated public func tableView(
        _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
        onMain(true) { dispatcher.shouldUpdateFocus(Self.focusUpdate(context, coordinator: nil)) }
    }

    /// `didUpdateFocus`.
    nonisolated public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        onMain(()) { dispatcher.didUpdateFocus(Self.focusUpdate(context, coordinator: coordinator)) }
    }

    private static func focusUpdate(_ context: UITableViewFocusUpdateContext, coordinator: AnyObject?)
        -> FocusUpdateDescription
    {
        FocusUpdateDescription(
            previous: context.previouslyFocusedIndexPath?.itemPath, next: context.nextFocusedIndexPath?.itemPath,
            hostContext: context, hostCoordinator: coordinator)
    }

    /// `indexPathForPreferredFocusedView`.
    nonisolated public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        onMain(nil) { dispatcher.indexPathForPreferredFocusedView()?.uikit }
    }

    /// `selectionFollowsFocus`, else the table's `selectionFollowsFocus`.
    nonisolated public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
        -> Bool
    {
        onMain(false) {
            dispatcher.selectionFollowsFocusForItem(at: indexPath.itemPath) ?? tableView.selectionFollowsFocus
        }
    }

    // MARK: Spring loading, multiple selection

    /// `shouldSpringLoad`.
    nonisolated public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        onMain(true) {
            dispatcher.shouldSpringLoadItem(at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `shouldBeginMultipleSelectionInteraction`.
    nonisolated public func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        onMain(false) { dispatcher.shouldBeginMultipleSelectionInteraction(at: indexPath.itemPath) }
    }

    /// `didBeginMultipleSelectionInteraction`.
    nonisolated public func tableView(
        _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        onMain(()) {
            dispatcher.didBeginMultipleSelectionInteraction(
                at: indexPath.itemPath, view: tableView.cellForRow(at: indexPath))
        }
    }

    /// `didEndMultipleSelectionInteraction`.
    nonisolated public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        onMain(()) { dispatcher.didEndMultipleSelectionInteraction() }
    }
}
