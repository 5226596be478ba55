public import Trellis

/// How a manager animates each kind of change (UIKit: the `with:` argument of `insertRows`, `deleteRows`, ...).
/// An update that asks for its own animation (``ContentUpdate/animation``) uses it for every kind.
public struct RowAnimations: Hashable, Sendable {
    /// Inserted rows or items.
    public var insertItems: RowAnimation
    /// Deleted rows or items.
    public var deleteItems: RowAnimation
    /// Reloaded rows or items.
    public var reloadItems: RowAnimation
    /// Inserted sections.
    public var insertSections: RowAnimation
    /// Deleted sections.
    public var deleteSections: RowAnimation
    /// Reloaded sections.
    public var reloadSections: RowAnimation

    /// The given animations, `.automatic` by default.
    public init(
        insertItems: RowAnimation = .automatic, deleteItems: RowAnimation = .automatic,
        reloadItems: RowAnimation = .automatic,
        insertSections: RowAnimation = .automatic, deleteSections: RowAnimation = .automatic,
        reloadSections: RowAnimation = .automatic
    ) {
        self.insertItems = insertItems
        self.deleteItems = deleteItems
        self.reloadItems = reloadItems
        self.insertSections = insertSections
        self.deleteSections = deleteSections
        self.reloadSections = reloadSections
    }

    /// `animation` for every kind.
    public init(all animation: RowAnimation) {
        self.init(
            insertItems: animation, deleteItems: animation, reloadItems: animation,
            insertSections: animation, deleteSections: animation, reloadSections: animation)
    }
}

/// Which row a manager keeps in place on screen while rows are inserted or removed above it.
public enum ScrollAnchor {
    /// None: UIKit's behaviour (content above shifts what is visible).
    case none
    /// The first visible row.
    case firstVisibleItem
    /// The first row whose model satisfies the predicate (checked among all rows), else the first visible row.
    case item(where: @MainActor (Any) -> Bool)
}
