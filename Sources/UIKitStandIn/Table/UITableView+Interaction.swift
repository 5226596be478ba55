public import Foundation

// What a user does to a table, simulated (stand-in only), calling the delegate and data source in UIKit's order
// and only for the methods they answer; and the programmatic selection and editing API.

extension UITableView {
    // MARK: Selection

    /// The selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selected.first }

    /// The selected rows, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects a row without asking the delegate (UIKit's programmatic selection).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return }
        if !allowsMultipleSelection { selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.isSelected = true
    }

    /// Deselects a row without asking the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// A tap on the row at `indexPath`: `shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`, then
    /// (unless selection is off) `willSelectRowAt`, the deselection of the previous row (`willDeselectRowAt`,
    /// `didDeselectRowAt`) and `didSelectRowAt`; a tap on a selected row of a multiple-selection table deselects it.
    public func simulateTap(at indexPath: IndexPath) {
        let highlights =
            delegate(answering: "tableView:shouldHighlightRowAtIndexPath:")?
            .tableView(self, shouldHighlightRowAt: indexPath) ?? true
        if highlights {
            delegate(answering: "tableView:didHighlightRowAtIndexPath:")?.tableView(self, didHighlightRowAt: indexPath)
            delegate(answering: "tableView:didUnhighlightRowAtIndexPath:")?.tableView(
                self, didUnhighlightRowAt: indexPath)
        }
        guard allowsSelection else { return }
        if allowsMultipleSelection, selected.contains(indexPath) {
            simulateDeselect(indexPath)
            return
        }
        let target: IndexPath?
        if let delegate = delegate(answering: "tableView:willSelectRowAtIndexPath:") {
            target = delegate.tableView(self, willSelectRowAt: indexPath)
        } else {
            target = indexPath
        }
        guard let target else { return }
        if !allowsMultipleSelection {
            for old in selected where old != target { simulateDeselect(old) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate(answering: "tableView:didSelectRowAtIndexPath:")?.tableView(self, didSelectRowAt: target)
    }

    private func simulateDeselect(_ indexPath: IndexPath) {
        let target: IndexPath?
        if let delegate = delegate(answering: "tableView:willDeselectRowAtIndexPath:") {
            target = delegate.tableView(self, willDeselectRowAt: indexPath)
        } else {
            target = indexPath
        }
        guard let target else { return }
        deselectRow(at: target, animated: false)
        delegate(answering: "tableView:didDeselectRowAtIndexPath:")?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Editing

    /// Turns editing mode on or off.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        for cell in visible.values { cell.isEditing = editing }
    }

    /// Whether the row can be edited: `canEditRowAt`, else UIKit's default (`true`).
    public func standInCanEditRow(at indexPath: IndexPath) -> Bool {
        dataSource(answering: "tableView:canEditRowAtIndexPath:")?.tableView(self, canEditRowAt: indexPath) ?? true
    }

    /// A swipe from the trailing edge: `nil` when the row cannot be edited or nothing would show; else the
    /// configuration from `trailingSwipeActionsConfigurationForRowAt`, or, when the data source implements
    /// `commit`, UIKit's Delete action calling it. `willBeginEditingRowAt` is called when actions show.
    public func simulateTrailingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard standInCanEditRow(at: indexPath) else { return nil }
        var configuration: UISwipeActionsConfiguration?
        if let delegate = delegate(answering: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:") {
            configuration = delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        if configuration == nil, let source = dataSource(answering: "tableView:commitEditingStyle:forRowAtIndexPath:") {
            let title =
                delegate(answering: "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:")?
                .tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            configuration = UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                    guard let self else { return }
                    source.tableView(self, commit: .delete, forRowAt: indexPath)
                    done(true)
                }
            ])
        }
        if configuration != nil {
            delegate(answering: "tableView:willBeginEditingRowAtIndexPath:")?.tableView(
                self, willBeginEditingRowAt: indexPath)
        }
        return configuration
    }

    /// A swipe from the leading edge: `leadingSwipeActionsConfigurationForRowAt`, when the row can be edited.
    public func simulateLeadingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard standInCanEditRow(at: indexPath) else { return nil }
        return delegate(answering: "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")?
            .tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// Performs a swipe action as a tap on it would, then ends swipe editing (`didEndEditingRowAt`).
    public func simulatePerform(_ action: UIContextualAction, at indexPath: IndexPath) {
        action.handler(action, visible[indexPath] ?? UIView()) { _ in }
        delegate(answering: "tableView:didEndEditingRowAtIndexPath:")?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// The user taps the delete (or insert) control of a row in editing mode: `commit` on the data source.
    public func simulateCommit(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        dataSource(answering: "tableView:commitEditingStyle:forRowAtIndexPath:")?.tableView(
            self, commit: style, forRowAt: indexPath)
    }

    // MARK: Moving

    /// Whether the row shows a reordering control: the data source implements `moveRowAt` and `canMoveRowAt`
    /// (default `true`) allows it.
    public func standInCanMoveRow(at indexPath: IndexPath) -> Bool {
        guard dataSource(answering: "tableView:moveRowAtIndexPath:toIndexPath:") != nil else { return false }
        return dataSource(answering: "tableView:canMoveRowAtIndexPath:")?.tableView(self, canMoveRowAt: indexPath)
            ?? true
    }

    /// The user drags a row's reordering control from `source` towards `proposed`: the delegate may retarget it
    /// (`targetIndexPathForMoveFromRowAt`), the table moves the row on screen, then tells the data source
    /// (`moveRowAt`), which must update its data without another update. The cells on screen stay with their rows,
    /// as UIKit keeps them (it asks the data source for no cell it already has). Returns where the row went, or
    /// `nil` when it cannot move.
    @discardableResult
    public func simulateMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        let from = source.standInPlace
        guard standInCanMoveRow(at: source), var rows, rows.indices.contains(from.section),
            rows[from.section].indices.contains(from.item)
        else { return nil }
        let target =
            delegate(answering: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:")?
            .tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        let before = rows
        let token = rows[from.section].remove(at: from.item)
        let to = target.standInPlace
        guard rows.indices.contains(to.section), (0...rows[to.section].count).contains(to.item) else { return nil }
        rows[to.section].insert(token, at: to.item)
        self.rows = rows
        updateLog.append(.userMove(from: source, to: target))
        carryCells(
            ReorderedPlaces.of(before: before, after: rows, sections: [from.section, to.section], keeping: keptPaths))
        dataSource?.tableView(self, moveRowAt: source, to: target)
        layoutIfNeeded()
        return target
    }

    /// The paths that hold a cell (on screen or prefetched).
    private var keptPaths: [IndexPath] { Array(visible.keys) + prefetchedRowPaths }
}
