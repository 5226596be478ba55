// Context menus (iOS 13+): the menu a long press or secondary click shows for an item, described without UIKit
// (``ContextMenuDescription``); the previews the item's view is lifted into and dismissed to; and the
// notifications while the menu is shown.
//
// UIKit's later callbacks receive only the menu's configuration, so a host remembers which item each configuration
// was made for (e.g. in its identifier) and passes that path back. The three notifications go to the closures of
// the item's mapping and type first; when none answers (or the host has no path), to the dispatcher's closure for
// the whole view. When nothing answers: no menu, UIKit's default previews, nothing happens.

extension EventName {
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, `collectionView(_:contextMenuConfigurationForItemAt:point:)`
    /// and, for one item, `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
    public static let contextMenu = EventName("contextMenu")
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` for no item or several items.
    public static let contextMenuForItems = EventName("contextMenuForItems")
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`,
    /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)` and the collection's older
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    public static let contextMenuHighlightPreview = EventName("contextMenuHighlightPreview")
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`,
    /// `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)` and the collection's older
    /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)`.
    public static let contextMenuDismissalPreview = EventName("contextMenuDismissalPreview")
    /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`, `collectionView(_:willPerformPreviewActionForMenuWith:animator:)`.
    public static let willPerformContextMenuPreviewAction = EventName("willPerformContextMenuPreviewAction")
    /// `tableView(_:willDisplayContextMenu:animator:)`, `collectionView(_:willDisplayContextMenu:animator:)`.
    public static let willDisplayContextMenu = EventName("willDisplayContextMenu")
    /// `tableView(_:willEndContextMenuInteraction:animator:)`, `collectionView(_:willEndContextMenuInteraction:animator:)`.
    public static let willEndContextMenuInteraction = EventName("willEndContextMenuInteraction")
}

extension TypedViewMapping {
    /// The item's context menu, for a press at `point` (in the table's or collection's coordinates); `nil` for none.
    @discardableResult @inlinable
    public func contextMenu(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, _ point: TrellisPoint) -> ContextMenuDescription?
    ) -> Self {
        onView(.contextMenu, body)
    }

    /// How the item's view is lifted out when its menu (named `identifier`) appears; `nil` for UIKit's default.
    @discardableResult @inlinable
    public func contextMenuHighlightPreview(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, _ identifier: String?) -> ContextMenuPreview?
    ) -> Self {
        onView(.contextMenuHighlightPreview, body)
    }

    /// How the menu (named `identifier`) shrinks back into the item's view; `nil` for UIKit's default.
    @discardableResult @inlinable
    public func contextMenuDismissalPreview(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, _ identifier: String?) -> ContextMenuPreview?
    ) -> Self {
        onView(.contextMenuDismissalPreview, body)
    }

    /// The user tapped the preview of the item's menu (named `identifier`): usually, open the item.
    @discardableResult @inlinable
    public func willPerformContextMenuPreviewAction(
        _ body: @escaping @MainActor (View.Model, ItemPath, _ identifier: String?) -> Void
    ) -> Self {
        onModel(.willPerformContextMenuPreviewAction, body)
    }

    /// The item's menu (named `identifier`) is about to appear.
    @discardableResult @inlinable
    public func willDisplayContextMenu(_ body: @escaping @MainActor (View.Model, ItemPath, _ identifier: String?) -> Void) -> Self {
        onModel(.willDisplayContextMenu, body)
    }

    /// The item's menu (named `identifier`) is about to go away.
    @discardableResult @inlinable
    public func willEndContextMenuInteraction(
        _ body: @escaping @MainActor (View.Model, ItemPath, _ identifier: String?) -> Void
    ) -> Self {
        onModel(.willEndContextMenuInteraction, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: the item's context menu for a press at `point`.
    @inlinable
    public func contextMenu<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath, _ point: TrellisPoint) -> ContextMenuDescription?
    ) {
        on(.contextMenu, view: view, body)
    }

    /// The menu for a press on several selected items, or between items (no path), at `point`; also asked for one
    /// item when no closure of that item answers. The last one registered wins.
    public func contextMenuForItems(
        _ body: @escaping @MainActor (_ paths: [ItemPath], _ point: TrellisPoint) -> ContextMenuDescription?
    ) {
        setUnbound(.contextMenuForItems, body)
    }

    /// The user tapped a menu's preview: for menus whose item's closures do not answer.
    public func willPerformContextMenuPreviewAction(_ body: @escaping @MainActor (ItemPath?, _ identifier: String?) -> Void) {
        setUnbound(.willPerformContextMenuPreviewAction, body)
    }

    /// A menu is about to appear: for menus whose item's closures do not answer.
    public func willDisplayContextMenu(_ body: @escaping @MainActor (ItemPath?, _ identifier: String?) -> Void) {
        setUnbound(.willDisplayContextMenu, body)
    }

    /// A menu is about to go away: for menus whose item's closures do not answer.
    public func willEndContextMenuInteraction(_ body: @escaping @MainActor (ItemPath?, _ identifier: String?) -> Void) {
        setUnbound(.willEndContextMenuInteraction, body)
    }

    // MARK: Answers to the host

    /// `contextMenuConfigurationForRowAt:point:` / `…ForItemAt:point:`: the item's closures, then the
    /// ``contextMenuForItems(_:)`` closure; `nil` (no menu, UIKit's default) when nothing answers.
    public func contextMenuForItem(at path: ItemPath, point: TrellisPoint, view: AnyObject? = nil) -> ContextMenuDescription? {
        if let menu = answer(.contextMenu, at: path, view: view, argument: point, as: ContextMenuDescription?.self) {
            return menu
        }
        return unbound(.contextMenuForItems, as: (@MainActor ([ItemPath], TrellisPoint) -> ContextMenuDescription?).self)?([path], point)
    }

    /// `contextMenuConfigurationForItemsAt:point:`: for one item as ``contextMenuForItem(at:point:view:)``,
    /// otherwise the ``contextMenuForItems(_:)`` closure; `nil` (no menu) when nothing answers.
    public func contextMenuForItems(at paths: [ItemPath], point: TrellisPoint) -> ContextMenuDescription? {
        if paths.count == 1 { return contextMenuForItem(at: paths[0], point: point) }
        return unbound(.contextMenuForItems, as: (@MainActor ([ItemPath], TrellisPoint) -> ContextMenuDescription?).self)?(paths, point)
    }

    /// `previewForHighlightingContextMenuWithConfiguration` / `highlightPreviewForItemAt`, for the menu the host
    /// made for `path`: `nil` (UIKit's default preview) when nothing answers.
    public func highlightPreviewForContextMenu(
        at path: ItemPath, identifier: String?, view: AnyObject? = nil
    ) -> ContextMenuPreview? {
        answer(.contextMenuHighlightPreview, at: path, view: view, argument: identifier, as: ContextMenuPreview?.self) ?? nil
    }

    /// `previewForDismissingContextMenuWithConfiguration` / `dismissalPreviewForItemAt`: `nil` (UIKit's default)
    /// when nothing answers.
    public func dismissalPreviewForContextMenu(
        at path: ItemPath, identifier: String?, view: AnyObject? = nil
    ) -> ContextMenuPreview? {
        answer(.contextMenuDismissalPreview, at: path, view: view, argument: identifier, as: ContextMenuPreview?.self) ?? nil
    }

    /// `willPerformPreviewActionForMenuWith:animator:`, for the menu made for `path` (`nil` when unknown).
    public func willPerformContextMenuPreviewAction(at path: ItemPath?, identifier: String?) {
        notifyContextMenu(.willPerformContextMenuPreviewAction, at: path, identifier: identifier)
    }

    /// `willDisplayContextMenu:animator:`, for the menu made for `path` (`nil` when unknown).
    public func willDisplayContextMenu(at path: ItemPath?, identifier: String?) {
        notifyContextMenu(.willDisplayContextMenu, at: path, identifier: identifier)
    }

    /// `willEndContextMenuInteraction:animator:`, for the menu made for `path` (`nil` when unknown).
    public func willEndContextMenuInteraction(at path: ItemPath?, identifier: String?) {
        notifyContextMenu(.willEndContextMenuInteraction, at: path, identifier: identifier)
    }

    private func notifyContextMenu(_ name: EventName, at path: ItemPath?, identifier: String?) {
        if let path, answer(name, at: path, argument: identifier, as: Void.self) != nil { return }
        unbound(name, as: (@MainActor (ItemPath?, String?) -> Void).self)?(path, identifier)
    }
}
