// Moving rows: which items may be reordered, where a dragged item may land, and the move itself, after which the
// dispatcher moves the item in the content (any ``EditableContent``, such as `MemoryStorage`) before telling you.
//
// UIKit shows reordering controls only when the data source implements `moveRowAt:to:` (and, if it implements
// `canMoveRowAt`, only for rows it allows). So a host reports both methods as implemented only when
// ``Dispatcher/supportsMoving`` is `true`, and `canMoveItem(at:)` answers that same value when no closure does:
// registering a `moveItem` or a `canMove` closure anywhere is what turns reordering on.

extension EventKey where Argument == Void, Result == Bool {
    /// `tableView(_:canMoveRowAt:)`, `collectionView(_:canMoveItemAt:)`. A cascading tree:
    /// ``CascadingNode/canMoveRow(at:)``.
    public static var canMove: EventKey { EventKeys.canMove }
}

extension EventKey where Argument == ItemPath, Result == ItemPath {
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`,
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// and the older `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`: the argument is the
    /// proposed path. A cascading tree: ``CascadingNode/targetPathForMove(from:proposed:)``.
    public static var targetPathForMove: EventKey { EventKeys.targetPathForMove }
}

extension EventKey where Argument == ItemPath, Result == Void {
    /// `tableView(_:moveRowAt:to:)`, `collectionView(_:moveItemAt:to:)`: the argument is the destination. A
    /// cascading tree: ``CascadingNode/didMoveRow(from:to:)``.
    public static var moveItem: EventKey { EventKeys.moveItem }
}

extension EventKeys {
    static let canMove = EventKey<Void, Bool>("canMove", cascading: { node, path, _, _ in node.canMoveRow(at: path) })
    static let targetPathForMove = EventKey<ItemPath, ItemPath>(
        "targetPathForMove",
        cascading: {
            node, path, _, proposed in node.targetPathForMove(from: path, proposed: proposed)
        })
    static let moveItem = EventKey<ItemPath, Void>(
        "moveItem",
        cascading: { node, path, _, destination in
            node.didMoveRow(from: path, to: destination)
        })
}

extension TypedViewMapping {
    /// Whether the item may be reordered.
    @discardableResult @inlinable
    public func canMove(_ body: @escaping @MainActor (View.Model, ItemPath) -> Bool) -> Self {
        onModel(.canMove, body)
    }

    /// Where the item being dragged from `source` may land, given the `proposed` path: return `proposed` to accept
    /// it, or another path.
    @discardableResult @inlinable
    public func targetPathForMove(
        _ body: @escaping @MainActor (_ model: View.Model, _ source: ItemPath, _ proposed: ItemPath) -> ItemPath
    ) -> Self {
        onModel(.targetPathForMove, body)
    }

    /// The user moved the item from `source` to `destination`. The content already holds it at `destination` when
    /// this runs (when it is an ``EditableContent``).
    @discardableResult @inlinable
    public func moveItem(
        _ body: @escaping @MainActor (_ model: View.Model, _ source: ItemPath, _ destination: ItemPath) -> Void
    ) -> Self {
        onModel(.moveItem, body)
    }
}

extension Dispatcher {
    /// For every model of type `model`: whether it may be reordered.
    @inlinable
    public func canMove<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool) {
        on(.canMove, model: model, body)
    }

    /// For every model of type `model`: where it may land when dragged from `source` towards `proposed`.
    @inlinable
    public func targetPathForMove<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (_ model: Model, _ source: ItemPath, _ proposed: ItemPath) -> ItemPath
    ) {
        on(.targetPathForMove, model: model, body)
    }

    /// For every model of type `model`: the user moved it from `source` to `destination` (the content already
    /// reflects the move).
    @inlinable
    public func moveItem<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (_ model: Model, _ source: ItemPath, _ destination: ItemPath) -> Void
    ) {
        on(.moveItem, model: model, body)
    }

    /// For every mapping of `view`: whether the item may be reordered.
    @inlinable
    public func canMove<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Bool
    ) {
        on(.canMove, modelOf: view, body)
    }

    /// For every mapping of `view`: where the item may land when dragged from the path towards `proposed`.
    @inlinable
    public func targetPathForMove<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath, _ proposed: ItemPath) -> ItemPath
    ) {
        on(.targetPathForMove, modelOf: view, body)
    }

    /// For every mapping of `view`: the user moved the item from the path to `destination` (the content already reflects the move).
    @inlinable
    public func moveItem<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath, _ destination: ItemPath) -> Void
    ) {
        on(.moveItem, modelOf: view, body)
    }

    // MARK: The user's own moves

    /// Whether the dispatcher is moving an item in the content because the user moved its row on screen. The view
    /// already shows the move, so a host that observes the content must accept the resulting update without
    /// animating it (UIKit would otherwise move the row a second time).
    public var isApplyingUserMove: Bool { userMoveDepth > 0 }

    /// Runs `body` with ``isApplyingUserMove`` set: for a host that applies a move the view already shows (a drop
    /// inside the same view, for instance). Every update sent meanwhile is taken as shown; a host that knows which
    /// row moved uses ``applyUserMove(from:to:)``, which takes only the update that is exactly the move.
    public func performUserMove<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        userMoveDepth += 1
        defer { userMoveDepth -= 1 }
        return try body()
    }

    /// Whether the host should offer reordering (report `moveRowAt:to:` and `canMoveRowAt` as implemented): some
    /// `moveItem` or `canMove` closure is registered.
    public var supportsMoving: Bool { answers(.moveItem) || answers(.canMove) }

    // MARK: Answers to the host

    /// `canMoveRowAt` / `canMoveItemAt`: when nothing answers, ``supportsMoving`` (UIKit shows reordering controls
    /// exactly when the data source implements the move).
    public func canMoveItem(at path: ItemPath) -> Bool {
        answer(.canMove, at: path) ?? supportsMoving
    }

    /// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` (and the collection's older
    /// `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`): `proposed` when nothing answers.
    public func targetPathForMove(from source: ItemPath, proposed: ItemPath) -> ItemPath {
        answer(.targetPathForMove, at: source, argument: proposed) ?? proposed
    }

    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`: the closures
    /// see the item's original path (where its model still is in the content) and `proposed`; `proposed` when
    /// nothing answers.
    public func targetPathForMove(ofItemFrom original: ItemPath, current: ItemPath, proposed: ItemPath) -> ItemPath {
        targetPathForMove(from: original, proposed: proposed)
    }

    /// `moveRowAt:to:` / `moveItemAt:to:`: ``applyUserMove(from:to:)``.
    ///
    /// - Returns: `true` when the view shows the content after the move; `false` when the host must reload: the
    ///   content refused the move, or changed more than the move while it moved the item.
    @discardableResult
    public func moveItem(at source: ItemPath, to destination: ItemPath) -> Bool {
        applyUserMove(from: source, to: destination) == .moved
    }
}
