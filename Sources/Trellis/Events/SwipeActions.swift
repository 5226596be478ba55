// Swipe actions: the buttons a row reveals when swiped from its leading or trailing edge, described without UIKit
// (``SwipeActionsDescription``); a UIKit host builds the `UISwipeActionsConfiguration`. Also the row actions of the
// deprecated `editActionsForRowAt` (iOS 8 to 13).
//
// When nothing answers, the host returns `nil` and UIKit does its default: no leading actions, and trailing a
// Delete button when the data source implements `commit(_:forRowAt:)`. Collections have no such delegate methods:
// a list-layout collection host can hand these answers to its layout's swipe-actions providers.

extension EventName {
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    public static let leadingSwipeActions = EventName("leadingSwipeActions")
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    public static let trailingSwipeActions = EventName("trailingSwipeActions")
    /// `tableView(_:editActionsForRowAt:)`, deprecated in iOS 13: prefer ``trailingSwipeActions``.
    public static let editActions = EventName("editActions")
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

    // MARK: Answers to the host

    /// `leadingSwipeActionsConfigurationForRowAt`: `nil` (UIKit's default, no actions) when nothing answers.
    public func leadingSwipeActionsForItem(at path: ItemPath, view: AnyObject? = nil) -> SwipeActionsDescription? {
        answer(.leadingSwipeActions, at: path, view: view, argument: (), as: SwipeActionsDescription?.self) ?? nil
    }

    /// `trailingSwipeActionsConfigurationForRowAt`: `nil` (UIKit's default: Delete when the data source commits
    /// deletions) when nothing answers.
    public func trailingSwipeActionsForItem(at path: ItemPath, view: AnyObject? = nil) -> SwipeActionsDescription? {
        answer(.trailingSwipeActions, at: path, view: view, argument: (), as: SwipeActionsDescription?.self) ?? nil
    }

    /// `editActionsForRowAt` (deprecated in iOS 13): `nil` (UIKit's default) when nothing answers.
    public func editActionsForItem(at path: ItemPath, view: AnyObject? = nil) -> [ContextualActionDescription]? {
        answer(.editActions, at: path, view: view, argument: (), as: [ContextualActionDescription]?.self) ?? nil
    }
}
