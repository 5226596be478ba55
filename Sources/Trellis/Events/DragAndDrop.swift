// Drag and drop, for tables (`UITableViewDragDelegate`, `UITableViewDropDelegate`) and collections (their
// `UICollectionView…` twins, `…ForItemAt`). What the closures give and receive is described without UIKit in
// `DragAndDropDescriptions.swift`.
//
// Dragging starts from an item on screen, so the item events receive `(View, Model, ItemPath, ...)`; the session
// events are not tied to a model and are registered on the dispatcher. A drop's proposal may come from the model
// under the finger (`(Model, ItemPath, DropSessionToken)`) or from the dispatcher, for any place.
//
// ## When nothing answers
//
// UIKit requires `itemsForBeginning` of a drag delegate and `performDropWith` of a drop delegate: a UIKit host sets
// `dragDelegate` only when `answers(.itemsForBeginning)` and `dropDelegate` only when `answers(.performDrop)`, so a
// screen that registers nothing has no drag and drop, as in UIKit. Otherwise every answer is UIKit's own default:
// no items (no drag), UIKit's preview, moves allowed, not restricted to the app, every drop session handled, and a
// `.cancel` proposal.

extension EventName {
    /// `tableView(_:itemsForBeginning:at:)`, `collectionView(_:itemsForBeginning:at:)`.
    public static let itemsForBeginning = EventName("itemsForBeginning")
    /// `tableView(_:itemsForAddingTo:at:point:)`, `collectionView(_:itemsForAddingTo:at:point:)`.
    public static let itemsForAddingTo = EventName("itemsForAddingTo")
    /// `tableView(_:dragPreviewParametersForRowAt:)`, `collectionView(_:dragPreviewParametersForItemAt:)`.
    public static let dragPreviewParameters = EventName("dragPreviewParameters")
    /// `tableView(_:dragSessionWillBegin:)`, `collectionView(_:dragSessionWillBegin:)`.
    public static let dragSessionWillBegin = EventName("dragSessionWillBegin")
    /// `tableView(_:dragSessionDidEnd:)`, `collectionView(_:dragSessionDidEnd:)`.
    public static let dragSessionDidEnd = EventName("dragSessionDidEnd")
    /// `tableView(_:dragSessionAllowsMoveOperation:)`, `collectionView(_:dragSessionAllowsMoveOperation:)`.
    public static let dragSessionAllowsMoveOperation = EventName("dragSessionAllowsMoveOperation")
    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`,
    /// `collectionView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    public static let dragSessionIsRestrictedToDraggingApplication = EventName("dragSessionIsRestrictedToDraggingApplication")
    /// `tableView(_:canHandle:)`, `collectionView(_:canHandle:)`.
    public static let canHandleDrop = EventName("canHandleDrop")
    /// `tableView(_:dropSessionDidEnter:)`, `collectionView(_:dropSessionDidEnter:)`.
    public static let dropSessionDidEnter = EventName("dropSessionDidEnter")
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`,
    /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    public static let dropSessionDidUpdate = EventName("dropSessionDidUpdate")
    /// `tableView(_:dropSessionDidExit:)`, `collectionView(_:dropSessionDidExit:)`.
    public static let dropSessionDidExit = EventName("dropSessionDidExit")
    /// `tableView(_:dropSessionDidEnd:)`, `collectionView(_:dropSessionDidEnd:)`.
    public static let dropSessionDidEnd = EventName("dropSessionDidEnd")
    /// `tableView(_:performDropWith:)`, `collectionView(_:performDropWith:)`.
    public static let performDrop = EventName("performDrop")
    /// `tableView(_:dropPreviewParametersForRowAt:)`, `collectionView(_:dropPreviewParametersForItemAt:)`.
    public static let dropPreviewParameters = EventName("dropPreviewParameters")
}

extension TypedViewMapping {
    /// A drag is starting on the item: the items to drag, usually one describing the model; `[]` refuses.
    @discardableResult @inlinable
    public func itemsForBeginning(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, DragSessionToken) -> [DragItemDescription]
    ) -> Self {
        onView(.itemsForBeginning, body)
    }

    /// The user tapped the item during a drag, at `point` (in the table's or collection's coordinates): the items
    /// to add to the session; `[]` adds none.
    @discardableResult @inlinable
    public func itemsForAddingTo(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, DragSessionToken, TrellisPoint) -> [DragItemDescription]
    ) -> Self {
        onView(.itemsForAddingTo) { (view: View, model: View.Model, path: ItemPath, argument: (DragSessionToken, TrellisPoint)) in
            body(view, model, path, argument.0, argument.1)
        }
    }

    /// How the dragged item's view is previewed; `nil` for UIKit's default preview.
    @discardableResult @inlinable
    public func dragPreviewParameters(
        _ body: @escaping @MainActor (View, View.Model, ItemPath) -> DragPreviewDescription?
    ) -> Self {
        onView(.dragPreviewParameters, body)
    }

    /// A drop is over the item: how it would be handled (for example `.move` with `.insertIntoDestination` for a
    /// folder-like item). Receives the model at the destination path; a destination with no model (the end of a
    /// section, empty space) is answered by the dispatcher's
    /// `dropSessionDidUpdate { session, destination in ... }` closure.
    @discardableResult @inlinable
    public func dropSessionDidUpdate(
        _ body: @escaping @MainActor (View.Model, ItemPath, DropSessionToken) -> DropProposalDescription
    ) -> Self {
        onModel(.dropSessionDidUpdate, body)
    }

    /// How the item's view is previewed when a dropped item lands on it; `nil` for UIKit's default preview.
    @discardableResult @inlinable
    public func dropPreviewParameters(
        _ body: @escaping @MainActor (View, View.Model, ItemPath) -> DragPreviewDescription?
    ) -> Self {
        onView(.dropPreviewParameters, body)
    }
}

extension Dispatcher {
    // MARK: Registering item events

    /// For every mapping of `view`: the items to drag when a drag starts on one of its views.
    @inlinable
    public func itemsForBeginning<View: ModelTransfer>(
        _ view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, DragSessionToken) -> [DragItemDescription]
    ) {
        on(.itemsForBeginning, view: view, body)
    }

    /// For every model of type `model`: the items to drag when a drag starts on its item.
    @inlinable
    public func itemsForBeginning<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, DragSessionToken) -> [DragItemDescription]
    ) {
        on(.itemsForBeginning, model: model, body)
    }

    /// For every mapping of `view`: the items to add to a drag when one of its views is tapped at a point.
    @inlinable
    public func itemsForAddingTo<View: ModelTransfer>(
        _ view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, DragSessionToken, TrellisPoint) -> [DragItemDescription]
    ) {
        on(.itemsForAddingTo, view: view) {
            (view: View, model: View.Model, path: ItemPath, argument: (DragSessionToken, TrellisPoint)) in
            body(view, model, path, argument.0, argument.1)
        }
    }

    /// For every model of type `model`: the items to add to a drag when its item is tapped at a point.
    @inlinable
    public func itemsForAddingTo<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, DragSessionToken, TrellisPoint) -> [DragItemDescription]
    ) {
        on(.itemsForAddingTo, model: model) { (model: Model, path: ItemPath, argument: (DragSessionToken, TrellisPoint)) in
            body(model, path, argument.0, argument.1)
        }
    }

    /// For every mapping of `view`: how a dragged view is previewed.
    @inlinable
    public func dragPreviewParameters<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> DragPreviewDescription?
    ) {
        on(.dragPreviewParameters, view: view, body)
    }

    /// For every model of type `model`: how its dragged item is previewed.
    @inlinable
    public func dragPreviewParameters<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> DragPreviewDescription?
    ) {
        on(.dragPreviewParameters, model: model, body)
    }

    /// For every mapping of `view`: how a drop over an item showing its model would be handled.
    @inlinable
    public func dropSessionDidUpdate<View: ModelTransfer>(
        _ view: View.Type,
        _ body: @escaping @MainActor (View.Model, ItemPath, DropSessionToken) -> DropProposalDescription
    ) {
        on(.dropSessionDidUpdate, modelOf: view, body)
    }

    /// For every model of type `model`: how a drop over its item would be handled.
    @inlinable
    public func dropSessionDidUpdate<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, DropSessionToken) -> DropProposalDescription
    ) {
        on(.dropSessionDidUpdate, model: model, body)
    }

    /// For every mapping of `view`: how a view is previewed when a dropped item lands on it.
    @inlinable
    public func dropPreviewParameters<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> DragPreviewDescription?
    ) {
        on(.dropPreviewParameters, view: view, body)
    }

    /// For every model of type `model`: how its item is previewed when a dropped item lands on it.
    @inlinable
    public func dropPreviewParameters<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> DragPreviewDescription?
    ) {
        on(.dropPreviewParameters, model: model, body)
    }

    // MARK: Registering session events (not tied to a model; the last one registered wins)

    /// A drag session is about to begin.
    public func dragSessionWillBegin(_ body: @escaping @MainActor (DragSessionToken) -> Void) {
        setUnbound(.dragSessionWillBegin, body)
    }

    /// A drag session ended.
    public func dragSessionDidEnd(_ body: @escaping @MainActor (DragSessionToken) -> Void) {
        setUnbound(.dragSessionDidEnd, body)
    }

    /// Whether the session's items may be moved rather than copied.
    public func dragSessionAllowsMoveOperation(_ body: @escaping @MainActor (DragSessionToken) -> Bool) {
        setUnbound(.dragSessionAllowsMoveOperation, body)
    }

    /// Whether the session's items may be dropped only inside this app.
    public func dragSessionIsRestrictedToDraggingApplication(_ body: @escaping @MainActor (DragSessionToken) -> Bool) {
        setUnbound(.dragSessionIsRestrictedToDraggingApplication, body)
    }

    /// Whether a drop session's data can be dropped here at all (check ``DropSessionToken/typeIdentifiers``).
    public func canHandleDrop(_ body: @escaping @MainActor (DropSessionToken) -> Bool) {
        setUnbound(.canHandleDrop, body)
    }

    /// A drop session entered the view.
    public func dropSessionDidEnter(_ body: @escaping @MainActor (DropSessionToken) -> Void) {
        setUnbound(.dropSessionDidEnter, body)
    }

    /// A drop session moved over the view: how a drop at the destination path (`nil` over empty space; one past a
    /// section's last item at its end) would be handled. Asked when no closure of the model at the destination
    /// answers.
    public func dropSessionDidUpdate(
        _ body: @escaping @MainActor (DropSessionToken, _ destination: ItemPath?) -> DropProposalDescription
    ) {
        setUnbound(.dropSessionDidUpdate, body)
    }

    /// A drop session left the view.
    public func dropSessionDidExit(_ body: @escaping @MainActor (DropSessionToken) -> Void) {
        setUnbound(.dropSessionDidExit, body)
    }

    /// A drop session ended, dropped here or not.
    public func dropSessionDidEnd(_ body: @escaping @MainActor (DropSessionToken) -> Void) {
        setUnbound(.dropSessionDidEnd, body)
    }

    /// The user dropped: update your content with the dropped items and say where they landed (see
    /// ``DropCoordinatorDescription``).
    public func performDrop(_ body: @escaping @MainActor (DropCoordinatorDescription) -> Void) {
        setUnbound(.performDrop, body)
    }

    // MARK: Answers to the host

    /// `itemsForBeginning:at:`: the items to drag; `[]` (no drag begins) when nothing answers.
    public func dragItemsForBeginning(
        _ session: DragSessionToken, at path: ItemPath, view: AnyObject? = nil
    ) -> [DragItemDescription] {
        answer(.itemsForBeginning, at: path, view: view, argument: session, as: [DragItemDescription].self) ?? []
    }

    /// `itemsForAddingTo:at:point:`: the items to add to the session; `[]` (UIKit's default: none) when nothing
    /// answers.
    public func dragItemsForAdding(
        to session: DragSessionToken, at path: ItemPath, point: TrellisPoint, view: AnyObject? = nil
    ) -> [DragItemDescription] {
        answer(.itemsForAddingTo, at: path, view: view, argument: (session, point), as: [DragItemDescription].self) ?? []
    }

    /// `dragPreviewParametersForRowAt` / `…ForItemAt`: `nil` (UIKit's default preview) when nothing answers.
    public func dragPreviewParametersForItem(at path: ItemPath, view: AnyObject? = nil) -> DragPreviewDescription? {
        answer(.dragPreviewParameters, at: path, view: view, argument: (), as: DragPreviewDescription?.self) ?? nil
    }

    /// `dragSessionWillBegin:`. Nothing happens when nothing answers.
    public func dragSessionWillBegin(_ session: DragSessionToken) {
        unbound(.dragSessionWillBegin, as: (@MainActor (DragSessionToken) -> Void).self)?(session)
    }

    /// `dragSessionDidEnd:`. Nothing happens when nothing answers.
    public func dragSessionDidEnd(_ session: DragSessionToken) {
        unbound(.dragSessionDidEnd, as: (@MainActor (DragSessionToken) -> Void).self)?(session)
    }

    /// `dragSessionAllowsMoveOperation:`: `true` (UIKit's default) when nothing answers.
    public func dragSessionAllowsMoveOperation(_ session: DragSessionToken) -> Bool {
        unbound(.dragSessionAllowsMoveOperation, as: (@MainActor (DragSessionToken) -> Bool).self)?(session) ?? true
    }

    /// `dragSessionIsRestrictedToDraggingApplication:`: `false` (UIKit's default) when nothing answers.
    public func dragSessionIsRestrictedToDraggingApplication(_ session: DragSessionToken) -> Bool {
        unbound(.dragSessionIsRestrictedToDraggingApplication, as: (@MainActor (DragSessionToken) -> Bool).self)?(session)
            ?? false
    }

    /// `canHandle:`: `true` (UIKit's default: every session may be dropped) when nothing answers.
    public func canHandleDrop(_ session: DropSessionToken) -> Bool {
        unbound(.canHandleDrop, as: (@MainActor (DropSessionToken) -> Bool).self)?(session) ?? true
    }

    /// `dropSessionDidEnter:`. Nothing happens when nothing answers.
    public func dropSessionDidEnter(_ session: DropSessionToken) {
        unbound(.dropSessionDidEnter, as: (@MainActor (DropSessionToken) -> Void).self)?(session)
    }

    /// `dropSessionDidUpdate:withDestinationIndexPath:`: the closures of the model at `destination` (mapping,
    /// view type, model type), else the dispatcher's
    /// `dropSessionDidUpdate { session, destination in ... }` closure, else ``DropProposalDescription/cancel``
    /// (UIKit's answer when the method is not implemented).
    public func dropSessionDidUpdate(_ session: DropSessionToken, destination: ItemPath?) -> DropProposalDescription {
        if let destination,
           let proposal = answer(.dropSessionDidUpdate, at: destination, argument: session, as: DropProposalDescription.self) {
            return proposal
        }
        typealias Closure = @MainActor (DropSessionToken, ItemPath?) -> DropProposalDescription
        return unbound(.dropSessionDidUpdate, as: Closure.self)?(session, destination) ?? .cancel
    }

    /// `dropSessionDidExit:`. Nothing happens when nothing answers.
    public func dropSessionDidExit(_ session: DropSessionToken) {
        unbound(.dropSessionDidExit, as: (@MainActor (DropSessionToken) -> Void).self)?(session)
    }

    /// `dropSessionDidEnd:`. Nothing happens when nothing answers.
    public func dropSessionDidEnd(_ session: DropSessionToken) {
        unbound(.dropSessionDidEnd, as: (@MainActor (DropSessionToken) -> Void).self)?(session)
    }

    /// `performDropWith:`: runs the `performDrop { drop in ... }` closure; afterwards
    /// the host animates ``DropCoordinatorDescription/placements``. Nothing happens when nothing answers.
    public func performDrop(_ coordinator: DropCoordinatorDescription) {
        unbound(.performDrop, as: (@MainActor (DropCoordinatorDescription) -> Void).self)?(coordinator)
    }

    /// `dropPreviewParametersForRowAt` / `…ForItemAt`: `nil` (UIKit's default preview) when nothing answers.
    public func dropPreviewParametersForItem(at path: ItemPath, view: AnyObject? = nil) -> DragPreviewDescription? {
        answer(.dropPreviewParameters, at: path, view: view, argument: (), as: DragPreviewDescription?.self) ?? nil
    }
}
