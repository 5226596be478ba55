/// What became of a row the user moved on screen, once the dispatcher applied the move to the content
/// (``Dispatcher/applyUserMove(from:to:)``).
public enum UserMoveResult: Sendable, Hashable {
    /// The content moved the item and changed nothing else: the view, which moved the row already, shows the content.
    case moved
    /// The content moved the item and changed more while it did: a cascading node's `moveRow(at:to:)` that also adds a
    /// row, an observer that answers the move with an edit of its own. The view shows the move but not the rest: the
    /// host reloads. The `moveItem` closures ran.
    case movedAndChanged
    /// The content refused the move (reported as ``Anomaly/invalidStorageEdit(_:)``), or there was no row at the
    /// source: the view shows a move the content does not have, so the host reloads. The `moveItem` closures did not
    /// run. For a content the dispatcher cannot move items in (an outline), the closures ran and none moved it (also
    /// reported).
    case refused

    /// Whether the host must reload for the view to show the content.
    public var viewMustReload: Bool { self != .moved }
}
