// Swipe actions: the buttons a row reveals when swiped from its leading or trailing edge, described without UIKit
// (``SwipeActionsDescription``); a UIKit host builds the `UISwipeActionsConfiguration`. Also the row actions of the
// deprecated `editActionsForRowAt` (iOS 8 to 13).
//
// When nothing answers, the host returns `nil` and UIKit does its default: no leading actions, and trailing a
// Delete button when the data source implements `commit(_:forRowAt:)`. Collections have no such delegate methods:
// a list-layout collection host can hand these answers to its layout's swipe-actions providers.

extension EventKey where Argument == Void, Result == SwipeActionsDescription? {
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`. A cascading tree:
    /// ``CascadingNode/leadingSwipeActionsForRow(at:)``.
    public static var leadingSwipeActions: EventKey { EventKeys.leadingSwipeActions }
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`. A cascading tree:
    /// ``CascadingNode/trailingSwipeActionsForRow(at:)``.
    public static var trailingSwipeActions: EventKey { EventKeys.trailingSwipeActions }
}

extension EventKey where Argument == Void, Result == [ContextualActionDescription]? {
    /// `tableView(_:editActionsForRowAt:)`, deprecated in iOS 13: prefer ``trailingSwipeActions``.
    public static var editActions: EventKey { EventKeys.editActions }
}

extension EventKeys {
    // A node's `nil` is no answer (the row's closures and the registry answer then), not an answer of `nil`.
    static let leadingSwipeActions = EventKey<Void, SwipeActionsDescription?>(
        "leadingSwipeActions", actsOnContent: true,
        cascading: {
            node, path, _, _ in node.leadingSwipeActionsForRow(at: path).map(Optional.some)
        })
    static let trailingSwipeActions = EventKey<Void, SwipeActionsDescription?>(
        "trailingSwipeActions", actsOnContent: true,
        cascading: {
            node, path, _, _ in node.trailingSwipeActionsForRow(at: path).map(Optional.some)
        })
    static let editActions = EventKey<Void, [ContextualActionDescription]?>("editActions", actsOnContent: true)
}

extension TypedViewMapping {
    /// The actions a swipe from the leading edge reveals; `nil` for UIKit's default (none), an empty description
    /// for none.
    @discardableResult @inlinable
    public func leadingSwipeActions(
        _ body: @escaping @MainActor (View, View.Model, ItemPath) -> SwipeActionsDescription?
    ) -> Self {
        onView(.leadingSwipeActions, body)
    }

    /// The actions a swipe from the trailing edge reveals; `nil` for UIKit's default (Delete, when deletion is
    /// committed by a ``commitEditingStyle(_:)`` closure), an empty description for none.
    @discardableResult @inlinable
    public func trailingSwipeActions(
        _ body: @escaping @MainActor (View, View.Model, ItemPath) -> SwipeActionsDescription?
    ) -> Self {
        onView(.trailingSwipeActions, body)
    }

    /// The row actions of the deprecated `editActionsForRowAt` (iOS 8 to 13; use ``trailingSwipeActions(_:)``);
    /// `nil` for UIKit's default.
    @discardableResult @inlinable
    public func editActions(
        _ body: @escaping @MainActor (View, View.Model, ItemPath) -> [ContextualActionDescription]?
    ) -> Self {
        onView(.editActions, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: the actions a swipe from the leading edge reveals.
    @inlinable
    public func leadingSwipeActions<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> SwipeActionsDescription?
    ) {
        on(.leadingSwipeActions, view: view, body)
    }

    /// For every mapping of `view`: the actions a swipe from the trailing edge reveals.
    @inlinable
    public func trailingSwipeActions<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> SwipeActionsDescription?
    ) {
        on(.trailingSwipeActions, view: view, body)
    }

    /// For every model of type `model`: the actions a swipe from the leading edge reveals.
    @inlinable
    public func leadingSwipeActions<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> SwipeActionsDescription?
    ) {
        on(.leadingSwipeActions, model: model, body)
    }

    /// For every model of type `model`: the actions a swipe from the trailing edge reveals.
    @inlinable
    public func trailingSwipeActions<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> SwipeActionsDescription?
    ) {
        on(.trailingSwipeActions, model: model, body)
    }

    /// For every mapping of `view`: the row actions of the deprecated `editActionsForRowAt`.
    @inlinable
    public func editActions<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> [ContextualActionDescription]?
    ) {
        on(.editActions, view: view, body)
    }

    /// For every model of type `model`: the row actions of the deprecated `editActionsForRowAt`.
    @inlinable
    public func editActions<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> [ContextualActionDescription]?
    ) {
        on(.editActions, model: model, body)
    }

    // MARK: Answers to the host

    /// `leadingSwipeActionsConfigurationForRowAt`: `nil` (UIKit's default, no actions) when nothing answers.
    public func leadingSwipeActionsForItem(at path: ItemPath, view: AnyObject? = nil) -> SwipeActionsDescription? {
        answer(.leadingSwipeActions, at: path, view: view) ?? nil
    }

    /// `trailingSwipeActionsConfigurationForRowAt`: `nil` (UIKit's default: Delete when the data source commits
    /// deletions) when nothing answers.
    public func trailingSwipeActionsForItem(at path: ItemPath, view: AnyObject? = nil) -> SwipeActionsDescription? {
        answer(.trailingSwipeActions, at: path, view: view) ?? nil
    }

    /// `editActionsForRowAt` (deprecated in iOS 13): `nil` (UIKit's default) when nothing answers.
    public func editActionsForItem(at path: ItemPath, view: AnyObject? = nil) -> [ContextualActionDescription]? {
        answer(.editActions, at: path, view: view) ?? nil
    }
}
