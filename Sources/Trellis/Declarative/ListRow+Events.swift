// The per-row closures of a declarative row: every row event Flow's `ListRow` has (tap, select, deselect, highlight,
// delete and editing, move, heights, display) and the ones it lacked (swipe actions, context menu, focus,
// prefetch). Each one answers the dispatcher's question of the same name for this row only.

extension ListRow {
    // MARK: Selection

    /// The user tapped the row: return whether it is deselected again. Hosts ask it through
    /// ``Dispatcher/tapItem(at:view:)`` right after ``Dispatcher/didSelectItem(at:view:)``.
    @discardableResult
    public func onTap(_ body: @escaping @MainActor (RowEvent<Cell>) -> RowTapResult) -> Self { on(.tap, body) }

    /// The row is about to be selected: the path to select instead, or `nil` to refuse.
    @discardableResult
    public func onWillSelect(_ body: @escaping @MainActor (RowEvent<Cell>) -> ItemPath?) -> Self {
        on(.willSelect, body)
    }

    /// The row was selected.
    @discardableResult
    public func onSelect(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self { on(.didSelect, body) }

    /// The row was deselected.
    @discardableResult
    public func onDeselect(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self { on(.didDeselect, body) }

    /// Whether the row may be highlighted (and so selected).
    @discardableResult
    public func onShouldHighlight(_ body: @escaping @MainActor (RowEvent<Cell>) -> Bool) -> Self {
        on(.shouldHighlight, body)
    }

    /// The row was highlighted.
    @discardableResult
    public func onHighlight(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self { on(.didHighlight, body) }

    /// The row lost its highlight.
    @discardableResult
    public func onUnhighlight(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self {
        on(.didUnhighlight, body)
    }

    // MARK: Editing

    /// The user deleted the row (swipe to delete, or the delete control): the row becomes editable with the
    /// delete style, unless ``onCanEdit(_:)`` or ``onEditingStyle(_:)`` says otherwise (before or after this
    /// modifier). Remove the row from the content in `body` to animate it out.
    @discardableResult
    public func onDelete(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self {
        onUnlessSet(.canEdit) { (_: RowEvent<Cell>) in true }
        onUnlessSet(.editingStyle) { (_: RowEvent<Cell>) in EditingStyle.delete }
        return on(.commitEditingStyle) { (event: RowEvent<Cell>, style: EditingStyle) in
            if style == .delete { body(event) }
        }
    }

    /// Whether the row can be edited.
    @discardableResult
    public func onCanEdit(_ body: @escaping @MainActor (RowEvent<Cell>) -> Bool) -> Self { on(.canEdit, body) }

    /// The row's editing style.
    @discardableResult
    public func onEditingStyle(_ body: @escaping @MainActor (RowEvent<Cell>) -> EditingStyle) -> Self {
        on(.editingStyle, body)
    }

    /// The user committed an edit of the row (delete or insert).
    @discardableResult
    public func onCommitEditing(_ body: @escaping @MainActor (RowEvent<Cell>, EditingStyle) -> Void) -> Self {
        on(.commitEditingStyle, body)
    }

    /// The title of the row's delete confirmation button.
    @discardableResult
    public func deleteConfirmationTitle(_ title: String) -> Self {
        on(.titleForDeleteConfirmationButton) { (_: RowEvent<Cell>) -> String? in title }
    }

    // MARK: Moving

    /// Whether the user may move the row.
    @discardableResult
    public func onCanMove(_ body: @escaping @MainActor (RowEvent<Cell>) -> Bool) -> Self { on(.canMove, body) }

    /// The user moved the row to `destination`: the content has already moved it. The row can move, unless
    /// ``onCanMove(_:)`` says otherwise (before or after this modifier).
    @discardableResult
    public func onMove(_ body: @escaping @MainActor (RowEvent<Cell>, _ destination: ItemPath) -> Void) -> Self {
        onUnlessSet(.canMove) { (_: RowEvent<Cell>) in true }
        return on(.moveItem, body)
    }

    // MARK: Heights

    /// The row is always `points` high.
    @discardableResult
    public func height(_ points: Double) -> Self {
        height = .fixed(points)
        return self
    }

    /// The row's height, worked out from its model once and cached by the row's identity until the diff reloads
    /// the row (its model changed).
    @discardableResult
    public func height(_ body: @escaping @MainActor (Cell.Model, ItemPath) -> Double) -> Self {
        height = .computed { model, path in
            guard let model = model as? Cell.Model else { return 0 }
            return body(model, path)
        }
        return self
    }

    /// The row sizes itself (UIKit's `automaticDimension`), even when its cell type has a default height.
    @discardableResult
    public func automaticHeight() -> Self {
        height = .automatic
        return self
    }

    /// An estimate of the row's height, asked for rows not yet on screen. Without one, the estimate is the row's
    /// height.
    @discardableResult
    public func estimatedHeight(_ points: Double) -> Self {
        estimatedHeight = .fixed(points)
        return self
    }

    // MARK: Swipe actions, menus, focus, prefetch

    /// The actions revealed by swiping the row from the leading edge.
    @discardableResult
    public func leadingSwipeActions(
        _ body: @escaping @MainActor (RowEvent<Cell>) -> SwipeActionsDescription?
    ) -> Self {
        on(.leadingSwipeActions, body)
    }

    /// The actions revealed by swiping the row from the trailing edge.
    @discardableResult
    public func trailingSwipeActions(
        _ body: @escaping @MainActor (RowEvent<Cell>) -> SwipeActionsDescription?
    ) -> Self {
        on(.trailingSwipeActions, body)
    }

    /// The row's context menu, for a touch at a point in the view.
    @discardableResult
    public func contextMenu(
        _ body: @escaping @MainActor (RowEvent<Cell>, TrellisPoint) -> ContextMenuDescription?
    ) -> Self {
        on(.contextMenu, body)
    }

    /// Whether the row can take focus.
    @discardableResult
    public func onCanFocus(_ body: @escaping @MainActor (RowEvent<Cell>) -> Bool) -> Self { on(.canFocus, body) }

    /// The row is about to be needed: start loading what it shows.
    @discardableResult
    public func onPrefetch(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self { on(.prefetch, body) }

    // MARK: Display

    /// The row's cell is about to appear.
    @discardableResult
    public func onWillDisplay(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self {
        on(.willDisplay, body)
    }

    /// The row's cell left the screen.
    @discardableResult
    public func onDidEndDisplaying(_ body: @escaping @MainActor (RowEvent<Cell>) -> Void) -> Self {
        on(.didEndDisplaying, body)
    }
}
