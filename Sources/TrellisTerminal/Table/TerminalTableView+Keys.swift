import Trellis

// Keys and what they do through the dispatcher: moving the cursor (highlight events), Enter (select events),
// deleting (editing events: `commitEditingStyle(.delete)`), moving a row (moving events: the row moves on screen,
// then `moveItem(at:to:)` moves it in the content, whose update the table then leaves alone).

extension TerminalTableView {
    /// Handles a navigation or editing key; returns `false` for keys the table does not use.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): moveCursor(by: -1)
        case .down, .character("j"): moveCursor(by: 1)
        case .pageUp, .control("b"): moveCursor(by: -max(1, viewportRows - 1))
        case .pageDown, .control("f"), .character(" "): moveCursor(by: max(1, viewportRows - 1))
        case .home, .character("g"): moveCursor(by: -rowCount)
        case .end, .character("G"): moveCursor(by: rowCount)
        case .enter: selectCursorRow()
        case .delete, .character("d"): deleteCursorRow()
        case .character("J"): moveCursorRow(down: true)
        case .character("K"): moveCursorRow(down: false)
        default: return false
        }
        return true
    }

    /// Selects the row under the cursor, as a tap would: `willSelect` may redirect or refuse, the previous selection
    /// is deselected (`willDeselect` / `didDeselect`), then `didSelect`, then the row's tap closure
    /// (``Trellis/Dispatcher/tapItem(at:view:)``), which may deselect it again. A row that cannot be highlighted
    /// cannot be selected (as in UIKit).
    public func selectCursorRow() {
        guard let cursor, contains(cursor), isCursorHighlighted else { return }
        guard let target = dispatcher.willSelectItem(at: cursor, view: visibleCells[cursor]?.view), contains(target)
        else { return }
        if let old = selection, old != target {
            if let deselect = dispatcher.willDeselectItem(at: old, view: visibleCells[old]?.view) {
                selection = nil
                dispatcher.didDeselectItem(at: deselect, view: visibleCells[deselect]?.view)
            }
        }
        selection = target
        dispatcher.didSelectItem(at: target, view: visibleCells[target]?.view)
        tapSelection()
    }

    /// Runs the selected row's tap closure (a declarative row's `onTap`) right after `didSelect`, at the row's path
    /// now (`didSelect` may have changed the content, and the selection follows its row), and deselects the row
    /// again when the closure asks for it: without `willDeselect` / `didDeselect`, as UIKit's
    /// `deselectRow(at:animated:)` does. Nothing runs when `didSelect` removed or deselected the row.
    private func tapSelection() {
        guard let tapped = selection, contains(tapped) else { return }
        if case .deselect = dispatcher.tapItem(at: tapped, view: visibleCells[tapped]?.view) {
            if selection == tapped { selection = nil }
        }
    }

    /// Clears the selection (`willDeselect` may refuse it; then `didDeselect`).
    public func deselect() {
        guard let old = selection, let path = dispatcher.willDeselectItem(at: old, view: visibleCells[old]?.view) else {
            return
        }
        selection = nil
        dispatcher.didDeselectItem(at: path, view: visibleCells[path]?.view)
    }

    /// Asks the dispatcher to delete the row under the cursor (`commitEditingStyle(.delete, forItemAt:)`), when the
    /// row is editable with the delete style and something answers `commitEditingStyle`. The row leaves the screen
    /// when the content's update arrives. Returns whether the deletion was committed.
    @discardableResult
    public func deleteCursorRow() -> Bool {
        guard let cursor, contains(cursor) else { return false }
        guard dispatcher.answers(.commitEditingStyle), dispatcher.canEditItem(at: cursor),
            dispatcher.editingStyleForItem(at: cursor) == .delete
        else {
            statusMessage = "this row cannot be deleted"
            return false
        }
        dispatcher.commitEditingStyle(.delete, forItemAt: cursor)
        return true
    }

    /// Moves the row under the cursor one place down (or up), into the next (previous) section at its edge, when
    /// `canMove` allows it; `targetPathForMove` may change the destination. The row moves on screen first (as a
    /// drag in UIKit), then the dispatcher moves it in the content. Returns whether the row moved.
    @discardableResult
    public func moveCursorRow(down: Bool) -> Bool {
        guard let source = cursor, contains(source) else { return false }
        guard dispatcher.canMoveItem(at: source) else {
            statusMessage = "this row cannot be moved"
            return false
        }
        guard let proposed = neighbour(of: source, down: down) else { return false }
        let destination = dispatcher.targetPathForMove(from: source, proposed: proposed)
        var after = counts
        after[source.section] -= 1
        guard destination != source, after.indices.contains(destination.section),
            destination.item >= 0, destination.item <= after[destination.section]
        else { return false }
        after[destination.section] += 1

        var batch = BatchUpdate()
        batch.movedItems = [BatchUpdate.ItemMove(source: source, target: destination)]
        generation &+= 1
        var tracking = Set(visibleCells.keys)
        if let selection { tracking.insert(selection) }
        let result = replayMarks(
            batch, after: after, tracking: tracking, movedMark: RowMark(generation: generation, change: .moved),
            row: { _ in .unchanged })
        marks = result.rows
        counts = after
        var carried: [ItemPath: ConfiguredView] = [:]
        for (old, shown) in visibleCells {
            if let new = result.tracked[old] { carried[new] = shown } else { retire(shown, at: old) }
        }
        visibleCells = carried
        if let selection { self.selection = result.tracked[selection] }
        cursor = destination
        retireSupplementaries()
        rebuildLayout()
        scrollToCursor()
        flashDeadline = flashEnd()
        // The status bar shows what this move did, not the numbers of the update before it.
        var summary = UpdateSummary()
        summary.moved = 1
        lastUpdateSummary = summary.description(stages: 1) + ", moved on screen"
        // Rows scrolled into view get their cells once the content holds the move (asked before, a row that came
        // into view would show the model at its place before the move, and nothing would configure it again).
        switch dispatcher.applyUserMove(from: source, to: destination) {
        case .moved:
            layoutViews()
            return true
        case .movedAndChanged:
            statusMessage = "the content changed more than the move; reloaded"
            reloadData()
            return true
        case .refused:
            statusMessage = "the content refused the move; reloaded"
            reloadData()
            return false
        }
    }

    /// The path a row at `path` goes to when moved one place down or up (after it has left `path`).
    private func neighbour(of path: ItemPath, down: Bool) -> ItemPath? {
        if down {
            if path.item + 1 < counts[path.section] { return ItemPath(item: path.item + 1, section: path.section) }
            return path.section + 1 < counts.count ? ItemPath(item: 0, section: path.section + 1) : nil
        }
        if path.item > 0 { return ItemPath(item: path.item - 1, section: path.section) }
        return path.section > 0 ? ItemPath(item: counts[path.section - 1], section: path.section - 1) : nil
    }
}
