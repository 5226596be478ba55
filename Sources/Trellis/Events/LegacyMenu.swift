// The legacy edit menu (Copy, Paste, ...) shown by a long press on an item: deprecated by UIKit in iOS 13 in
// favour of context menus (see `ContextMenus.swift`); kept for screens that still use it. An action is named by its
// selector's text (`"copy:"`, `"paste:"`), since the engine has no Objective-C selectors. When nothing answers:
// no menu, no action (UIKit's defaults).

extension EventKey where Argument == Void, Result == Bool {
    /// `tableView(_:shouldShowMenuForRowAt:)`, `collectionView(_:shouldShowMenuForItemAt:)`; deprecated in iOS 13.
    public static var shouldShowMenu: EventKey { EventKeys.shouldShowMenu }
}

extension EventKey where Argument == String, Result == Bool {
    /// `tableView(_:canPerformAction:forRowAt:withSender:)`,
    /// `collectionView(_:canPerformAction:forItemAt:withSender:)`; deprecated in iOS 13. The argument is the action.
    public static var canPerformAction: EventKey { EventKeys.canPerformAction }
}

extension EventKey where Argument == String, Result == Void {
    /// `tableView(_:performAction:forRowAt:withSender:)`, `collectionView(_:performAction:forItemAt:withSender:)`;
    /// deprecated in iOS 13. The argument is the action.
    public static var performAction: EventKey { EventKeys.performAction }
}

extension EventKeys {
    static let shouldShowMenu = EventKey<Void, Bool>("shouldShowMenu")
    static let canPerformAction = EventKey<String, Bool>("canPerformAction")
    static let performAction = EventKey<String, Void>("performAction")
}

extension TypedViewMapping {
    /// Whether a long press on the item shows the edit menu. Deprecated by UIKit in iOS 13: prefer
    /// ``contextMenu(_:)``.
    @discardableResult @inlinable
    public func shouldShowMenu(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool) -> Self {
        onView(.shouldShowMenu, body)
    }

    /// Whether the edit menu offers `action` (a selector's text, e.g. `"copy:"`) for the item. Deprecated by UIKit
    /// in iOS 13.
    @discardableResult @inlinable
    public func canPerformAction(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, _ action: String) -> Bool
    ) -> Self {
        onView(.canPerformAction, body)
    }

    /// The user chose `action` (a selector's text) in the item's edit menu. Deprecated by UIKit in iOS 13.
    @discardableResult @inlinable
    public func performAction(_ body: @escaping @MainActor (View, View.Model, ItemPath, _ action: String) -> Void)
        -> Self
    {
        onView(.performAction, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: whether a long press on the item shows the edit menu (deprecated by UIKit in iOS 13).
    @inlinable
    public func shouldShowMenu<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool
    ) {
        on(.shouldShowMenu, view: view, body)
    }

    /// For every model of type `model`: whether a long press on its item shows the edit menu (deprecated by UIKit in iOS 13).
    @inlinable
    public func shouldShowMenu<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.shouldShowMenu, model: model, body)
    }

    /// For every mapping of `view`: whether the edit menu offers `action` for the item.
    @inlinable
    public func canPerformAction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath, _ action: String) -> Bool
    ) {
        on(.canPerformAction, view: view, body)
    }

    /// For every model of type `model`: whether the edit menu offers `action` for its item.
    @inlinable
    public func canPerformAction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, _ action: String) -> Bool
    ) {
        on(.canPerformAction, model: model, body)
    }

    /// For every mapping of `view`: the user chose `action` in the item's edit menu.
    @inlinable
    public func performAction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath, _ action: String) -> Void
    ) {
        on(.performAction, view: view, body)
    }

    /// For every model of type `model`: the user chose `action` in its item's edit menu.
    @inlinable
    public func performAction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, _ action: String) -> Void
    ) {
        on(.performAction, model: model, body)
    }

    // MARK: Answers to the host

    /// `shouldShowMenuForRowAt` / `…ForItemAt` (deprecated in iOS 13): `false` when nothing answers.
    public func shouldShowMenuForItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldShowMenu, at: path, view: view) ?? false
    }

    /// `canPerformAction:forRowAt:withSender:` / `…forItemAt…` (deprecated in iOS 13), with the selector's text
    /// (`NSStringFromSelector(action)`): `false` when nothing answers.
    public func canPerformAction(_ action: String, forItemAt path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.canPerformAction, at: path, view: view, argument: action) ?? false
    }

    /// `performAction:forRowAt:withSender:` / `…forItemAt…` (deprecated in iOS 13).
    public func performAction(_ action: String, forItemAt path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.performAction, at: path, view: view, argument: action)
    }
}
