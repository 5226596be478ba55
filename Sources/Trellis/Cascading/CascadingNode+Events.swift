// The event names a cascading tree answers with a typed, overridable method (in `CascadingNode.swift`: methods
// that subclasses override must be declared in the class body).

extension CascadingNode {
    /// The event names with a typed method: a host reports them implemented for a cascading tree.
    static let typedEvents: Set<EventName> = [
        .heightForCell, .estimatedHeightForCell, .heightForHeader, .heightForFooter, .estimatedHeightForHeader,
        .estimatedHeightForFooter, .didSelect, .didDeselect, .shouldHighlight, .willDisplay, .didEndDisplaying,
        .canEdit, .editingStyle, .commitEditingStyle, .canMove, .moveItem, .targetPathForMove,
        .leadingSwipeActions, .trailingSwipeActions, .contextMenu, .canFocus, .prefetch,
    ]
}
