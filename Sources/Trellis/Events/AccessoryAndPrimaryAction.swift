// The accessory button (a table row's detail disclosure) and primary actions (iOS 16+: what a tap on an item
// means beyond selecting it, such as navigating; performed after `didSelect`, whether or not the selection
// changed). When nothing answers, a primary action may be performed except in editing mode (UIKit's default),
// and nothing happens.

extension EventKey where Argument == Void, Result == Void {
    /// `tableView(_:accessoryButtonTappedForRowWith:)`.
    public static var accessoryButtonTapped: EventKey { EventKeys.accessoryButtonTapped }
    /// `tableView(_:performPrimaryActionForRowAt:)`, `collectionView(_:performPrimaryActionForItemAt:)`.
    public static var performPrimaryAction: EventKey { EventKeys.performPrimaryAction }
}

extension EventKey where Argument == Void, Result == Bool {
    /// `tableView(_:canPerformPrimaryActionForRowAt:)`, `collectionView(_:canPerformPrimaryActionForItemAt:)`.
    public static var canPerformPrimaryAction: EventKey { EventKeys.canPerformPrimaryAction }
}

extension EventKeys {
    static let accessoryButtonTapped = EventKey<Void, Void>("accessoryButtonTapped")
    static let canPerformPrimaryAction = EventKey<Void, Bool>("canPerformPrimaryAction")
    static let performPrimaryAction = EventKey<Void, Void>("performPrimaryAction")
}

extension TypedViewMapping {
    /// The row's accessory (detail disclosure) button was tapped.
    @discardableResult @inlinable
    public func accessoryButtonTapped(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.accessoryButtonTapped, body)
    }

    /// Whether tapping the item performs its primary action.
    @discardableResult @inlinable
    public func canPerformPrimaryAction(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool) -> Self {
        onView(.canPerformPrimaryAction, body)
    }

    /// The item's primary action: the user tapped it without extending a selection (navigate, open, ...).
    @discardableResult @inlinable
    public func performPrimaryAction(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.performPrimaryAction, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: the row's accessory button was tapped.
    @inlinable
    public func accessoryButtonTapped<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.accessoryButtonTapped, view: view, body)
    }

    /// For every mapping of `view`: the item's primary action.
    @inlinable
    public func performPrimaryAction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.performPrimaryAction, view: view, body)
    }

    /// For every mapping of `view`: whether the item's primary action may be performed.
    @inlinable
    public func canPerformPrimaryAction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool
    ) {
        on(.canPerformPrimaryAction, view: view, body)
    }

    /// For every model of type `model`: the row's accessory button was tapped.
    @inlinable
    public func accessoryButtonTapped<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.accessoryButtonTapped, model: model, body)
    }

    /// For every model of type `model`: whether the item's primary action may be performed.
    @inlinable
    public func canPerformPrimaryAction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.canPerformPrimaryAction, model: model, body)
    }

    /// For every model of type `model`: the item's primary action.
    @inlinable
    public func performPrimaryAction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.performPrimaryAction, model: model, body)
    }

    // MARK: Answers to the host

    /// `accessoryButtonTappedForRowWith`.
    public func accessoryButtonTappedForItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.accessoryButtonTapped, at: path, view: view)
    }

    /// `canPerformPrimaryActionForRowAt` / `…ForItemAt`: when nothing answers, UIKit's default, `true` unless the
    /// view is in editing mode (`isEditing`).
    public func canPerformPrimaryActionForItem(at path: ItemPath, isEditing: Bool = false, view: AnyObject? = nil)
        -> Bool
    {
        answer(.canPerformPrimaryAction, at: path, view: view) ?? !isEditing
    }

    /// `performPrimaryActionForRowAt` / `…ForItemAt`.
    public func performPrimaryActionForItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.performPrimaryAction, at: path, view: view)
    }
}
