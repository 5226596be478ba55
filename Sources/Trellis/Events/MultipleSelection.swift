// Multiple selection with a two-finger pan (iOS 13+): whether a pan starting on an item may begin selecting
// several items (putting the view into editing mode), and when that interaction begins and ends. When nothing
// answers, the interaction does not begin (UIKit's default) and nothing happens.

extension EventKey where Argument == Void, Result == Bool {
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`,
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    public static var shouldBeginMultipleSelectionInteraction: EventKey {
        EventKeys.shouldBeginMultipleSelectionInteraction
    }
}

extension EventKey where Argument == Void, Result == Void {
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`,
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`.
    public static var didBeginMultipleSelectionInteraction: EventKey { EventKeys.didBeginMultipleSelectionInteraction }
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`, `collectionViewDidEndMultipleSelectionInteraction(_:)`:
    /// not tied to an item (for the whole view).
    public static var didEndMultipleSelectionInteraction: EventKey { EventKeys.didEndMultipleSelectionInteraction }
}

extension EventKeys {
    static let shouldBeginMultipleSelectionInteraction = EventKey<Void, Bool>("shouldBeginMultipleSelectionInteraction")
    static let didBeginMultipleSelectionInteraction = EventKey<Void, Void>("didBeginMultipleSelectionInteraction")
    static let didEndMultipleSelectionInteraction = EventKey<Void, Void>("didEndMultipleSelectionInteraction")
}

extension TypedViewMapping {
    /// Whether a two-finger pan starting on the item may begin selecting several items.
    @discardableResult @inlinable
    public func shouldBeginMultipleSelectionInteraction(
        _ body: @escaping @MainActor (View.Model, ItemPath) -> Bool
    ) -> Self {
        onModel(.shouldBeginMultipleSelectionInteraction, body)
    }

    /// A two-finger pan starting on the item began selecting several items (set the view to editing mode here).
    @discardableResult @inlinable
    public func didBeginMultipleSelectionInteraction(
        _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) -> Self {
        onView(.didBeginMultipleSelectionInteraction, body)
    }
}

extension Dispatcher {
    /// For every model of type `model`: whether a two-finger pan starting on it may begin multiple selection.
    @inlinable
    public func shouldBeginMultipleSelectionInteraction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.shouldBeginMultipleSelectionInteraction, model: model, body)
    }

    /// For every mapping of `view`: multiple selection began on the item.
    @inlinable
    public func didBeginMultipleSelectionInteraction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didBeginMultipleSelectionInteraction, view: view, body)
    }

    /// For every mapping of `view`: whether a two-finger pan starting on the item may begin multiple selection.
    @inlinable
    public func shouldBeginMultipleSelectionInteraction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Bool
    ) {
        on(.shouldBeginMultipleSelectionInteraction, modelOf: view, body)
    }

    /// For every model of type `model`: multiple selection began on its item.
    @inlinable
    public func didBeginMultipleSelectionInteraction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.didBeginMultipleSelectionInteraction, model: model, body)
    }

    /// The multiple-selection interaction ended. The last closure registered wins.
    public func didEndMultipleSelectionInteraction(_ body: @escaping @MainActor () -> Void) {
        setUnbound(.didEndMultipleSelectionInteraction) { _, _ in body() }
    }

    // MARK: Answers to the host

    /// `shouldBeginMultipleSelectionInteractionAt`: `false` when nothing answers (UIKit's default).
    public func shouldBeginMultipleSelectionInteraction(at path: ItemPath) -> Bool {
        answer(.shouldBeginMultipleSelectionInteraction, at: path) ?? false
    }

    /// `didBeginMultipleSelectionInteractionAt`.
    public func didBeginMultipleSelectionInteraction(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didBeginMultipleSelectionInteraction, at: path, view: view)
    }

    /// `tableViewDidEndMultipleSelectionInteraction` / `collectionViewDidEndMultipleSelectionInteraction`.
    public func didEndMultipleSelectionInteraction() {
        _ = unboundAnswer(.didEndMultipleSelectionInteraction)
    }
}
