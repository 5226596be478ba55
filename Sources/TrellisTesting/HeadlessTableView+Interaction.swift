public import Trellis

// What a user does to a table, driven through the dispatcher's events in the order UIKit sends the delegate and
// data-source methods (docs/Events.md lists them): taps (highlight, then selection, then a declarative row's
// `onTap`), deselection, swipe actions, committing a deletion, and moving a row (on screen first, then in the
// content, whose update the table then leaves alone, as UIKit does after `moveRowAt:to:`). Each first gives the
// visible rows their cells (views registered after the content was attached get cells then), so closures that
// take the cell run.

/// The edge a row is swiped from.
public enum SwipeEdge: Hashable, Sendable {
    /// From the leading edge (left in a left-to-right language): `leadingSwipeActionsConfigurationForRowAt`.
    case leading
    /// From the trailing edge: `trailingSwipeActionsConfigurationForRowAt`, or UIKit's Delete action.
    case trailing
}

extension HeadlessTableView {
    // MARK: Selection

    /// The selected rows, top to bottom. Selection follows its rows through updates; a deleted or reloaded row
    /// leaves it, and ``reloadData()`` clears it (as UIKit's `reloadData()` does).
    public var selectedItemPaths: [ItemPath] { selection.sorted() }

    /// The user taps the row at `path`, as UIKit reports it: `shouldHighlight` (a row that may not be highlighted
    /// is neither highlighted nor selected), `didHighlight`, `didUnhighlight`, then the selection
    /// (``select(at:)``). A tap on a selected row of a table that allows multiple selection deselects it.
    ///
    /// - Returns: Whether a row is selected at the end of the tap (a row's `onTap` may deselect it again).
    @discardableResult
    public func tap(at path: ItemPath) -> Bool {
        layoutCells()
        guard contains(path) else { return false }
        let cell = visibleCells[path]?.view
        guard dispatcher.shouldHighlightItem(at: path, view: cell) else { return false }
        dispatcher.didHighlightItem(at: path, view: cell)
        dispatcher.didUnhighlightItem(at: path, view: cell)
        guard allowsSelection else { return false }
        if allowsMultipleSelection, selection.contains(path) {
            deselect(at: path)
            return false
        }
        return select(at: path)
    }

    /// The user selects the row at `path` (a tap without its highlight, or the keyboard): `willSelect` (which may
    /// refuse, or choose another row), the previous row's deselection in a single-selection table (`willDeselect`,
    /// `didDeselect`), `didSelect`, then the row's tap closure (``Trellis/Dispatcher/tapItem(at:view:)``), which
    /// deselects the row again when it answers `.deselect` (without deselection events, as UIKit's
    /// `deselectRow(at:animated:)`).
    ///
    /// - Returns: Whether a row is selected at the end.
    @discardableResult
    public func select(at path: ItemPath) -> Bool {
        layoutCells()
        guard allowsSelection, contains(path) else { return false }
        guard let target = dispatcher.willSelectItem(at: path, view: visibleCells[path]?.view), contains(target) else {
            return false
        }
        if !allowsMultipleSelection {
            for old in selection.sorted() where old != target { deselect(at: old) }
        }
        selection.insert(target)
        let identity = dispatcher.identity(ofItemAt: target)
        dispatcher.didSelectItem(at: target, view: visibleCells[target]?.view)
        guard dispatcher.answers(.tap) else { return !selection.isEmpty }
        // `didSelect` may have changed the content (the selection follows its row) or deselected the row: the tap
        // goes to the selected row where it is now, and a `.deselect` answer deselects that row, wherever it went.
        guard let now = selectedPath(of: identity) else { return !selection.isEmpty }
        if case .deselect? = dispatcher.tapItem(at: now, view: visibleCells[now]?.view),
            let after = selectedPath(of: identity)
        {
            selection.remove(after)
        }
        return !selection.isEmpty
    }

    /// The selected path of the row identified by `identity`, if it is still there and selected.
    private func selectedPath(of identity: ItemIdentity?) -> ItemPath? {
        guard let identity else { return nil }
        return selection.first { dispatcher.identity(ofItemAt: $0) == identity }
    }

    /// The user deselects the row at `path`: `willDeselect` (which may refuse, or choose another row), then
    /// `didDeselect`. Nothing happens for a row that is not selected.
    public func deselect(at path: ItemPath) {
        guard selection.contains(path) else { return }
        guard let target = dispatcher.willDeselectItem(at: path, view: visibleCells[path]?.view) else { return }
        selection.remove(target)
        dispatcher.didDeselectItem(at: target, view: visibleCells[target]?.view)
    }

    // MARK: Editing

    /// Whether the user can delete the row at `path` by swiping it or with its delete control: it is editable
    /// (`canEdit`), its style is `.delete`, and something answers `commitEditingStyle` (UIKit offers deletion only
    /// when the data source implements `commit(_:forRowAt:)`).
    public func canDelete(at path: ItemPath) -> Bool {
        contains(path) && dispatcher.answers(.commitEditingStyle) && dispatcher.canEditItem(at: path)
            && dispatcher.editingStyleForItem(at: path) == .delete
    }

    /// The user deletes the row at `path` (its delete control in editing mode, or UIKit's Delete swipe action):
    /// `commitEditingStyle(.delete)`. The row leaves the table when the content's update arrives.
    ///
    /// - Returns: `false`, and sends nothing, when the row cannot be deleted (``canDelete(at:)``).
    @discardableResult
    public func delete(at path: ItemPath) -> Bool {
        guard canDelete(at: path) else { return false }
        dispatcher.commitEditingStyle(.delete, forItemAt: path)
        return true
    }

    /// The user taps the insertion control of the row at `path` (its editing style is `.insert`):
    /// `commitEditingStyle(.insert)`.
    ///
    /// - Returns: `false`, and sends nothing, when the row is not editable with the insert style.
    @discardableResult
    public func commitInsertion(at path: ItemPath) -> Bool {
        guard contains(path), dispatcher.answers(.commitEditingStyle), dispatcher.canEditItem(at: path),
            dispatcher.editingStyleForItem(at: path) == .insert
        else { return false }
        dispatcher.commitEditingStyle(.insert, forItemAt: path)
        return true
    }

    // MARK: Swipe actions

    /// The actions a swipe from `edge` reveals on the row at `path`, as UIKit would show them: `nil` when the row is
    /// not editable or nothing would show; the row's actions for that edge; else, from the trailing edge, UIKit's
    /// Delete action (titled by `titleForDeleteConfirmationButton`, "Delete" by default) when the row can be deleted.
    /// `willBeginEditing` is sent when actions show; finish with ``performSwipeAction(titled:from:at:)`` or
    /// ``endSwiping(at:)``.
    public func swipeActions(from edge: SwipeEdge = .trailing, at path: ItemPath) -> SwipeActionsDescription? {
        layoutCells()
        guard contains(path), dispatcher.canEditItem(at: path) else { return nil }
        let cell = visibleCells[path]?.view
        var actions =
            edge == .leading
            ? dispatcher.leadingSwipeActionsForItem(at: path, view: cell)
            : dispatcher.trailingSwipeActionsForItem(at: path, view: cell)
        if actions == nil, edge == .trailing, canDelete(at: path) {
            let title = dispatcher.titleForDeleteConfirmationButton(forItemAt: path) ?? "Delete"
            actions = SwipeActionsDescription(actions: [
                ContextualActionDescription(style: .destructive, title: title) { [weak self] completion in
                    self?.dispatcher.commitEditingStyle(.delete, forItemAt: path)
                    completion(true)
                }
            ])
        }
        guard let actions, !actions.actions.isEmpty else { return nil }
        dispatcher.willBeginEditingItem(at: path, view: cell)
        return actions
    }

    /// The user swipes the row at `path` from `edge` and taps the action titled `title`: its handler runs, then the
    /// swipe ends (`didEndEditing`, for the row's path now or, when it went away, without a row).
    ///
    /// - Returns: `false` when no such action shows (nothing runs then but the swipe's `willBeginEditing`, ended).
    @discardableResult
    public func performSwipeAction(titled title: String, from edge: SwipeEdge = .trailing, at path: ItemPath) -> Bool {
        guard let actions = swipeActions(from: edge, at: path) else { return false }
        let identity = dispatcher.identity(ofItemAt: path)
        guard let action = actions.actions.first(where: { $0.title == title }) else {
            endSwiping(at: path)
            return false
        }
        action.handler { _ in }
        let stillThere = identity != nil && contains(path) && dispatcher.identity(ofItemAt: path) == identity
        endSwiping(at: stillThere ? path : nil)
        return true
    }

    /// The swipe on the row at `path` closes without an action: `didEndEditing` (`nil`: the row went away).
    public func endSwiping(at path: ItemPath?) {
        dispatcher.didEndEditingItem(at: path, view: path.flatMap { visibleCells[$0]?.view })
    }

    // MARK: Moving

    /// Whether the row at `path` shows a reordering control: ``Trellis/Dispatcher/canMoveItem(at:)`` (some
    /// `moveItem` or `canMove` closure, or a content that moves rows, turns reordering on).
    public func canMove(at path: ItemPath) -> Bool {
        contains(path) && dispatcher.canMoveItem(at: path)
    }

    /// The user drags the row at `source` to `proposed`, as UIKit does it: `targetPathForMove` may choose another
    /// place, the row moves on screen (its cell and selection with it), then the dispatcher moves it in the content
    /// (`moveRowAt:to:`), whose update the table takes as already shown. When the content refuses the move, the
    /// table reloads and shows the rows where the content has them.
    ///
    /// - Returns: Where the row went; `nil` when it cannot move there (or the content refused the move).
    @discardableResult
    public func moveRow(from source: ItemPath, to proposed: ItemPath) -> ItemPath? {
        layoutCells()
        guard canMove(at: source) else { return nil }
        let destination = dispatcher.targetPathForMove(from: source, proposed: proposed)
        var after = counts
        after[source.section] -= 1
        guard after.indices.contains(destination.section), destination.item >= 0,
            destination.item <= after[destination.section]
        else { return nil }
        after[destination.section] += 1
        if destination != source {
            let batch = BatchUpdate(movedItems: [BatchUpdate.ItemMove(source: source, target: destination)])
            let tracked = batch.destinations(of: Set(visibleCells.keys).union(selection), before: counts, after: after)
            counts = after
            log.append(.userMove(from: source, to: destination))
            selection = Set(selection.compactMap { tracked[$0] })
            carryCells(tracked)
        }
        switch dispatcher.applyUserMove(from: source, to: destination) {
        case .moved: break
        case .movedAndChanged: reloadData()
        case .refused:
            reloadData()
            return nil
        }
        scroll(toRow: firstVisibleRow)
        return destination
    }

    // MARK: Scrolling

    /// Scrolls by `rows` rows (down when positive, up when negative), as far as the content allows.
    public func scroll(by rows: Int) {
        let (row, overflow) = firstVisibleRow.addingReportingOverflow(rows)
        scroll(toRow: overflow ? .max : row)
    }

    /// Scrolls to the last screenful.
    public func scrollToBottom() { scroll(toRow: .max) }

    /// Whether `path` names a row the table shows.
    func contains(_ path: ItemPath) -> Bool {
        counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
    }
}
