// Context menus (iOS 13+): the menu a long press or secondary click shows for an item, described without UIKit
// (``ContextMenuDescription``); the previews the item's view is lifted into and dismissed to; and the
// notifications while the menu is shown.
//
// UIKit's later callbacks receive only the menu's configuration, so a host remembers which item each configuration
// was made for (e.g. in its identifier) and passes that path back. The three notifications go to the closures of
// the item's mapping and type first; when none answers (or the host has no path), to the dispatcher's closure for
// the whole view. When nothing answers: no menu, UIKit's default previews, nothing happens.

extension EventKey where Argument == TrellisPoint, Result == ContextMenuDescription? {
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, `collectionView(_:contextMenuConfigurationForItemAt:point:)`
    /// and, for one item, `collectionView(_:contextMenuConfigurationForItemsAt:point:)`. A cascading tree:
    /// ``CascadingNode/contextMenuForRow(at:point:)``.
    public static var contextMenu: EventKey { EventKeys.contextMenu }
}

extension EventKey where Argument == ([ItemPath], TrellisPoint), Result == ContextMenuDescription {
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` for no item or several items (for the whole
    /// view).
    public static var contextMenuForItems: EventKey { EventKeys.contextMenuForItems }
}

extension EventKey where Argument == String?, Result == ContextMenuPreview? {
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`,
    /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)` and the collection's older
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`; the argument is the menu's identifier.
    public static var contextMenuHighlightPreview: EventKey { EventKeys.contextMenuHighlightPreview }
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`,
    /// `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)` and the collection's older
    /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)`.
    public static var contextMenuDismissalPreview: EventKey { EventKeys.contextMenuDismissalPreview }
}

extension EventKey where Argument == String?, Result == Void {
    /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`, `collectionView(_:willPerformPreviewActionForMenuWith:animator:)`.
    public static var willPerformContextMenuPreviewAction: EventKey { EventKeys.willPerformContextMenuPreviewAction }
    /// `tableView(_:willDisplayContextMenu:animator:)`, `collectionView(_:willDisplayContextMenu:animator:)`.
    public static var willDisplayContextMenu: EventKey { EventKeys.willDisplayContextMenu }
    /// `tableView(_:willEndContextMenuInteraction:animator:)`, `collectionView(_:willEndContextMenuInteraction:animator:)`.
    public static var willEndContextMenuInteraction: EventKey { EventKeys.willEndContextMenuInteraction }
}

extension EventKeys {
    // A node's `nil` is no answer (the row's closures and the registry answer then), not an answer of `nil`.
    static let contextMenu = EventKey<TrellisPoint, ContextMenuDescription?>(
        "contextMenu", actsOnContent: true,
        cascading: {
            node, path, _, point in node.contextMenuForRow(at: path, point: point).map(Optional.some)
        })
    static let contextMenuForItems = EventKey<([ItemPath], TrellisPoint), ContextMenuDescription>("contextMenuForItems")
    static let contextMenuHighlightPreview = EventKey<String?, ContextMenuPreview?>("contextMenuHighlightPreview")
    static let contextMenuDismissalPreview = EventKey<String?, ContextMenuPreview?>("contextMenuDismissalPreview")
    static let willPerformContextMenuPreviewAction = EventKey<String?, Void>("willPerformContextMenuPreviewAction")
    static let willDisplayContextMenu = EventKey<String?, Void>("willDisplayContextMenu")
    static let willEndContextMenuInteraction = EventKey<String?, Void>("willEndContextMenuInteraction")
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
    public func willDisplayContextMenu(
        _ body: @escaping @MainActor (View.Model, ItemPath, _ identifier: String?) -> Void
    ) -> Self {
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
        _ view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, _ point: TrellisPoint) -> ContextMenuDescription?
    ) {
        on(.contextMenu, view: view, body)
    }

    /// For every model of type `model`: the item's context menu for a press at `point`.
    @inlinable
    public func contextMenu<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, _ point: TrellisPoint) -> ContextMenuDescription?
    ) {
        on(.contextMenu, model: model, body)
    }

    /// For every mapping of `view`: how the item's view is lifted out when its menu (named `identifier`) appears.
    @inlinable
    public func contextMenuHighlightPreview<View: ModelTransfer>(
        _ view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, _ identifier: String?) -> ContextMenuPreview?
    ) {
        on(.contextMenuHighlightPreview, view: view, body)
    }

    /// For every model of type `model`: how the item's view is lifted out when its menu (named `identifier`) appears.
    @inlinable
    public func contextMenuHighlightPreview<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, _ identifier: String?) -> ContextMenuPreview?
    ) {
        on(.contextMenuHighlightPreview, model: model, body)
    }

    /// For every mapping of `view`: how the menu (named `identifier`) shrinks back into the item's view.
    @inlinable
    public func contextMenuDismissalPreview<View: ModelTransfer>(
        _ view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, _ identifier: String?) -> ContextMenuPreview?
    ) {
        on(.contextMenuDismissalPreview, view: view, body)
    }

    /// For every model of type `model`: how the menu (named `identifier`) shrinks back into the item's view.
    @inlinable
    public func contextMenuDismissalPreview<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, _ identifier: String?) -> ContextMenuPreview?
    ) {
        on(.contextMenuDismissalPreview, model: model, body)
    }

    /// For every mapping of `view`: the user tapped the preview of the item's menu (named `identifier`).
    @inlinable
    public func willPerformContextMenuPreviewAction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath, _ identifier: String?) -> Void
    ) {
        on(.willPerformContextMenuPreviewAction, modelOf: view, body)
    }

    /// For every model of type `model`: the user tapped the preview of the item's menu (named `identifier`).
    @inlinable
    public func willPerformContextMenuPreviewAction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, _ identifier: String?) -> Void
    ) {
        on(.willPerformContextMenuPreviewAction, model: model, body)
    }

    /// For every mapping of `view`: the item's menu (named `identifier`) is about to appear.
    @inlinable
    public func willDisplayContextMenu<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath, _ identifier: String?) -> Void
    ) {
        on(.willDisplayContextMenu, modelOf: view, body)
    }

    /// For every model of type `model`: the item's menu (named `identifier`) is about to appear.
    @inlinable
    public func willDisplayContextMenu<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, _ identifier: String?) -> Void
    ) {
        on(.willDisplayContextMenu, model: model, body)
    }

    /// For every mapping of `view`: the item's menu (named `identifier`) is about to go away.
    @inlinable
    public func willEndContextMenuInteraction<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath, _ identifier: String?) -> Void
    ) {
        on(.willEndContextMenuInteraction, modelOf: view, body)
    }

    /// For every model of type `model`: the item's menu (named `identifier`) is about to go away.
    @inlinable
    public func willEndContextMenuInteraction<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, _ identifier: String?) -> Void
    ) {
        on(.willEndContextMenuInteraction, model: model, body)
    }

    /// The menu for a press on several selected items, or between items (no path), at `point`; also asked for one
    /// item when no closure of that item answers. The last one registered wins.
    public func contextMenuForItems(
        _ body: @escaping @MainActor (_ paths: [ItemPath], _ point: TrellisPoint) -> ContextMenuDescription?
    ) {
        setUnbound(.contextMenuForItems) { _, argument in body(argument.0, argument.1) }
    }

    /// The user tapped a menu's preview: for menus whose item's closures do not answer.
    public func willPerformContextMenuPreviewAction(
        _ body: @escaping @MainActor (ItemPath?, _ identifier: String?) -> Void
    ) {
        setUnbound(.willPerformContextMenuPreviewAction) { path, identifier in body(path, identifier) }
    }

    /// A menu is about to appear: for menus whose item's closures do not answer.
    public func willDisplayContextMenu(_ body: @escaping @MainActor (ItemPath?, _ identifier: String?) -> Void) {
        setUnbound(.willDisplayContextMenu) { path, identifier in body(path, identifier) }
    }

    /// A menu is about to go away: for menus whose item's closures do not answer.
    public func willEndContextMenuInteraction(_ body: @escaping @MainActor (ItemPath?, _ identifier: String?) -> Void) {
        setUnbound(.willEndContextMenuInteraction) { path, identifier in body(path, identifier) }
    }

    // MARK: Answers to the host

    /// `contextMenuConfigurationForRowAt:point:` / `…ForItemAt:point:`: the item's closures, then the
    /// ``contextMenuForItems(_:)`` closure; `nil` (no menu, UIKit's default) when nothing answers.
    public func contextMenuForItem(at path: ItemPath, point: TrellisPoint, view: AnyObject? = nil)
        -> ContextMenuDescription?
    {
        if let menu = answer(.contextMenu, at: path, view: view, argument: point) {
            return menu
        }
        return unboundAnswer(.contextMenuForItems, argument: ([path], point))
    }

    /// `contextMenuConfigurationForItemsAt:point:`: for one item as ``contextMenuForItem(at:point:view:)``,
    /// otherwise the ``contextMenuForItems(_:)`` closure; `nil` (no menu) when nothing answers.
    public func contextMenuForItems(at paths: [ItemPath], point: TrellisPoint) -> ContextMenuDescription? {
        if paths.count == 1 { return contextMenuForItem(at: paths[0], point: point) }
        return unboundAnswer(.contextMenuForItems, argument: (paths, point))
    }

    /// `previewForHighlightingContextMenuWithConfiguration` / `highlightPreviewForItemAt`, for the menu the host
    /// made for `path`: `nil` (UIKit's default preview) when nothing answers.
    public func highlightPreviewForContextMenu(
        at path: ItemPath, identifier: String?, view: AnyObject? = nil
    ) -> ContextMenuPreview? {
        answer(.contextMenuHighlightPreview, at: path, view: view, argument: identifier) ?? nil
    }

    /// `previewForDismissingContextMenuWithConfiguration` / `dismissalPreviewForItemAt`: `nil` (UIKit's default)
    /// when nothing answers.
    public func dismissalPreviewForContextMenu(
        at path: ItemPath, identifier: String?, view: AnyObject? = nil
    ) -> ContextMenuPreview? {
        answer(.contextMenuDismissalPreview, at: path, view: view, argument: identifier) ?? nil
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

    private func notifyContextMenu(_ event: EventKey<String?, Void>, at path: ItemPath?, identifier: String?) {
        if let path, answer(event, at: path, argument: identifier) != nil { return }
        _ = unboundAnswer(event, at: path, argument: identifier)
    }
}
