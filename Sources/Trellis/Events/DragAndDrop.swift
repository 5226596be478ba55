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

extension EventKey where Argument == DragSessionToken, Result == [DragItemDescription] {
    /// `tableView(_:itemsForBeginning:at:)`, `collectionView(_:itemsForBeginning:at:)`.
    public static var itemsForBeginning: EventKey { EventKeys.itemsForBeginning }
}

extension EventKey where Argument == (DragSessionToken, TrellisPoint), Result == [DragItemDescription] {
    /// `tableView(_:itemsForAddingTo:at:point:)`, `collectionView(_:itemsForAddingTo:at:point:)`.
    public static var itemsForAddingTo: EventKey { EventKeys.itemsForAddingTo }
}

extension EventKey where Argument == Void, Result == DragPreviewDescription? {
    /// `tableView(_:dragPreviewParametersForRowAt:)`, `collectionView(_:dragPreviewParametersForItemAt:)`.
    public static var dragPreviewParameters: EventKey { EventKeys.dragPreviewParameters }
    /// `tableView(_:dropPreviewParametersForRowAt:)`, `collectionView(_:dropPreviewParametersForItemAt:)`.
    public static var dropPreviewParameters: EventKey { EventKeys.dropPreviewParameters }
}

extension EventKey where Argument == DragSessionToken, Result == Void {
    /// `tableView(_:dragSessionWillBegin:)`, `collectionView(_:dragSessionWillBegin:)` (for the whole view).
    public static var dragSessionWillBegin: EventKey { EventKeys.dragSessionWillBegin }
    /// `tableView(_:dragSessionDidEnd:)`, `collectionView(_:dragSessionDidEnd:)` (for the whole view).
    public static var dragSessionDidEnd: EventKey { EventKeys.dragSessionDidEnd }
}

extension EventKey where Argument == DragSessionToken, Result == Bool {
    /// `tableView(_:dragSessionAllowsMoveOperation:)`, `collectionView(_:dragSessionAllowsMoveOperation:)` (for the
    /// whole view).
    public static var dragSessionAllowsMoveOperation: EventKey { EventKeys.dragSessionAllowsMoveOperation }
    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`,
    /// `collectionView(_:dragSessionIsRestrictedToDraggingApplication:)` (for the whole view).
    public static var dragSessionIsRestrictedToDraggingApplication: EventKey {
        EventKeys.dragSessionIsRestrictedToDraggingApplication
    }
}

extension EventKey where Argument == DropSessionToken, Result == Bool {
    /// `tableView(_:canHandle:)`, `collectionView(_:canHandle:)` (for the whole view).
    public static var canHandleDrop: EventKey { EventKeys.canHandleDrop }
}

extension EventKey where Argument == DropSessionToken, Result == Void {
    /// `tableView(_:dropSessionDidEnter:)`, `collectionView(_:dropSessionDidEnter:)` (for the whole view).
    public static var dropSessionDidEnter: EventKey { EventKeys.dropSessionDidEnter }
    /// `tableView(_:dropSessionDidExit:)`, `collectionView(_:dropSessionDidExit:)` (for the whole view).
    public static var dropSessionDidExit: EventKey { EventKeys.dropSessionDidExit }
    /// `tableView(_:dropSessionDidEnd:)`, `collectionView(_:dropSessionDidEnd:)` (for the whole view).
    public static var dropSessionDidEnd: EventKey { EventKeys.dropSessionDidEnd }
}

extension EventKey where Argument == DropSessionToken, Result == DropProposalDescription {
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`,
    /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`: for the item at the destination, then
    /// for the whole view.
    public static var dropSessionDidUpdate: EventKey { EventKeys.dropSessionDidUpdate }
}

extension EventKey where Argument == DropCoordinatorDescription, Result == Void {
    /// `tableView(_:performDropWith:)`, `collectionView(_:performDropWith:)` (for the whole view).
    public static var performDrop: EventKey { EventKeys.performDrop }
}

extension EventKeys {
    static let itemsForBeginning = EventKey<DragSessionToken, [DragItemDescription]>("itemsForBeginning")
    static let itemsForAddingTo = EventKey<(DragSessionToken, TrellisPoint), [DragItemDescription]>("itemsForAddingTo")
    static let dragPreviewParameters = EventKey<Void, DragPreviewDescription?>("dragPreviewParameters")
    static let dragSessionWillBegin = EventKey<DragSessionToken, Void>("dragSessionWillBegin")
    static let dragSessionDidEnd = EventKey<DragSessionToken, Void>("dragSessionDidEnd")
    static let dragSessionAllowsMoveOperation = EventKey<DragSessionToken, Bool>("dragSessionAllowsMoveOperation")
    static let dragSessionIsRestrictedToDraggingApplication = EventKey<DragSessionToken, Bool>(
        "dragSessionIsRestrictedToDraggingApplication")
    static let canHandleDrop = EventKey<DropSessionToken, Bool>("canHandleDrop")
    static let dropSessionDidEnter = EventKey<DropSessionToken, Void>("dropSessionDidEnter")
    static let dropSessionDidUpdate = EventKey<DropSessionToken, DropProposalDescription>("dropSessionDidUpdate")
    static let dropSessionDidExit = EventKey<DropSessionToken, Void>("dropSessionDidExit")
    static let dropSessionDidEnd = EventKey<DropSessionToken, Void>("dropSessionDidEnd")
    static let performDrop = EventKey<DropCoordinatorDescription, Void>("performDrop")
    static let dropPreviewParameters = EventKey<Void, DragPreviewDescription?>("dropPreviewParameters")
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
        _ body:
            @escaping @MainActor (View, View.Model, ItemPath, DragSessionToken, TrellisPoint) -> [DragItemDescription]
    ) -> Self {
        onView(.itemsForAddingTo) {
            (view: View, model: View.Model, path: ItemPath, argument: (DragSessionToken, TrellisPoint)) in
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
        _ body:
            @escaping @MainActor (View, View.Model, ItemPath, DragSessionToken, TrellisPoint) -> [DragItemDescription]
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
        on(.itemsForAddingTo, model: model) {
            (model: Model, path: ItemPath, argument: (DragSessionToken, TrellisPoint)) in
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
        setUnbound(.dragSessionWillBegin) { _, session in body(session) }
    }

    /// A drag session ended.
    public func dragSessionDidEnd(_ body: @escaping @MainActor (DragSessionToken) -> Void) {
        setUnbound(.dragSessionDidEnd) { _, session in body(session) }
    }

    /// Whether the session's items may be moved rather than copied.
    public func dragSessionAllowsMoveOperation(_ body: @escaping @MainActor (DragSessionToken) -> Bool) {
        setUnbound(.dragSessionAllowsMoveOperation) { _, session in body(session) }
    }

    /// Whether the session's items may be dropped only inside this app.
    public func dragSessionIsRestrictedToDraggingApplication(_ body: @escaping @MainActor (DragSessionToken) -> Bool) {
        setUnbound(.dragSessionIsRestrictedToDraggingApplication) { _, session in body(session) }
    }

    /// Whether a drop session's data can be dropped here at all (check ``DropSessionToken/typeIdentifiers``).
    public func canHandleDrop(_ body: @escaping @MainActor (DropSessionToken) -> Bool) {
        setUnbound(.canHandleDrop) { _, session in body(session) }
    }

    /// A drop session entered the view.
    public func dropSessionDidEnter(_ body: @escaping @MainActor (DropSessionToken) -> Void) {
        setUnbound(.dropSessionDidEnter) { _, session in body(session) }
    }

    /// A drop session moved over the view: how a drop at the destination path (`nil` over empty space; one past a
    /// section's last item at its end) would be handled. Asked when no closure of the model at the destination
    /// answers.
    public func dropSessionDidUpdate(
        _ body: @escaping @MainActor (DropSessionToken, _ destination: ItemPath?) -> DropProposalDescription
    ) {
        setUnbound(.dropSessionDidUpdate) { destination, session in body(session, destination) }
    }

    /// A drop session left the view.
    public func dropSessionDidExit(_ body: @escaping @MainActor (DropSessionToken) -> Void) {
        setUnbound(.dropSessionDidExit) { _, session in body(session) }
    }

    /// A drop session ended, dropped here or not.
    public func dropSessionDidEnd(_ body: @escaping @MainActor (DropSessionToken) -> Void) {
        setUnbound(.dropSessionDidEnd) { _, session in body(session) }
    }

    /// The user dropped: update your content with the dropped items and say where they landed (see
    /// ``DropCoordinatorDescription``).
    public func performDrop(_ body: @escaping @MainActor (DropCoordinatorDescription) -> Void) {
        setUnbound(.performDrop) { _, coordinator in body(coordinator) }
    }

    // MARK: Answers to the host

    /// `itemsForBeginning:at:`: the items to drag; `[]` (no drag begins) when nothing answers.
    public func dragItemsForBeginning(
        _ session: DragSessionToken, at path: ItemPath, view: AnyObject? = nil
    ) -> [DragItemDescription] {
        answer(.itemsForBeginning, at: path, view: view, argument: session) ?? []
    }

    /// `itemsForAddingTo:at:point:`: the items to add to the session; `[]` (UIKit's default: none) when nothing
    /// answers.
    public func dragItemsForAdding(
        to session: DragSessionToken, at path: ItemPath, point: TrellisPoint, view: AnyObject? = nil
    ) -> [DragItemDescription] {
        answer(.itemsForAddingTo, at: path, view: view, argument: (session, point)) ?? []
    }

    /// `dragPreviewParametersForRowAt` / `…ForItemAt`: `nil` (UIKit's default preview) when nothing answers.
    public func dragPreviewParametersForItem(at path: ItemPath, view: AnyObject? = nil) -> DragPreviewDescription? {
        answer(.dragPreviewParameters, at: path, view: view) ?? nil
    }

    /// `dragSessionWillBegin:`. Nothing happens when nothing answers.
    public func dragSessionWillBegin(_ session: DragSessionToken) {
        _ = unboundAnswer(.dragSessionWillBegin, argument: session)
    }

    /// `dragSessionDidEnd:`. Nothing happens when nothing answers.
    public func dragSessionDidEnd(_ session: DragSessionToken) {
        _ = unboundAnswer(.dragSessionDidEnd, argument: session)
    }

    /// `dragSessionAllowsMoveOperation:`: `true` (UIKit's default) when nothing answers.
    public func dragSessionAllowsMoveOperation(_ session: DragSessionToken) -> Bool {
        unboundAnswer(.dragSessionAllowsMoveOperation, argument: session) ?? true
    }

    /// `dragSessionIsRestrictedToDraggingApplication:`: `false` (UIKit's default) when nothing answers.
    public func dragSessionIsRestrictedToDraggingApplication(_ session: DragSessionToken) -> Bool {
        unboundAnswer(.dragSessionIsRestrictedToDraggingApplication, argument: session) ?? false
    }

    /// `canHandle:`: `true` (UIKit's default: every session may be dropped) when nothing answers.
    public func canHandleDrop(_ session: DropSessionToken) -> Bool {
        unboundAnswer(.canHandleDrop, argument: session) ?? true
    }

    /// `dropSessionDidEnter:`. Nothing happens when nothing answers.
    public func dropSessionDidEnter(_ session: DropSessionToken) {
        _ = unboundAnswer(.dropSessionDidEnter, argument: session)
    }

    /// `dropSessionDidUpdate:withDestinationIndexPath:`: the closures of the model at `destination` (mapping,
    /// view type, model type), else the dispatcher's
    /// `dropSessionDidUpdate { session, destination in ... }` closure, else ``DropProposalDescription/cancel``
    /// (UIKit's answer when the method is not implemented).
    public func dropSessionDidUpdate(_ session: DropSessionToken, destination: ItemPath?) -> DropProposalDescription {
        if let destination, let proposal = answer(.dropSessionDidUpdate, at: destination, argument: session) {
            return proposal
        }
        return unboundAnswer(.dropSessionDidUpdate, at: destination, argument: session) ?? .cancel
    }

    /// `dropSessionDidExit:`. Nothing happens when nothing answers.
    public func dropSessionDidExit(_ session: DropSessionToken) {
        _ = unboundAnswer(.dropSessionDidExit, argument: session)
    }

    /// `dropSessionDidEnd:`. Nothing happens when nothing answers.
    public func dropSessionDidEnd(_ session: DropSessionToken) {
        _ = unboundAnswer(.dropSessionDidEnd, argument: session)
    }

    /// `performDropWith:`: runs the `performDrop { drop in ... }` closure; afterwards
    /// the host animates ``DropCoordinatorDescription/placements``. Nothing happens when nothing answers.
    public func performDrop(_ coordinator: DropCoordinatorDescription) {
        _ = unboundAnswer(.performDrop, argument: coordinator)
    }

    /// `dropPreviewParametersForRowAt` / `…ForItemAt`: `nil` (UIKit's default preview) when nothing answers.
    public func dropPreviewParametersForItem(at path: ItemPath, view: AnyObject? = nil) -> DragPreviewDescription? {
        answer(.dropPreviewParameters, at: path, view: view) ?? nil
    }
}
