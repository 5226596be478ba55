// Selection and highlighting: `willSelect`/`didSelect`/`willDeselect`/`didDeselect` and the highlight trio for
// tables; `shouldSelect`/`shouldDeselect` for collections. Defaults when nothing answers: select and highlight
// (UIKit's own), no redirection.

extension EventName {
    /// `tableView(_:willSelectRowAt:)`: the path to select instead, or `nil` to refuse.
    public static let willSelect = EventName("willSelect")
    /// `tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`.
    public static let didSelect = EventName("didSelect")
    /// `tableView(_:willDeselectRowAt:)`: the path to deselect instead, or `nil` to refuse.
    public static let willDeselect = EventName("willDeselect")
    /// `tableView(_:didDeselectRowAt:)`, `collectionView(_:didDeselectItemAt:)`.
    public static let didDeselect = EventName("didDeselect")
    /// `collectionView(_:shouldSelectItemAt:)`.
    public static let shouldSelect = EventName("shouldSelect")
    /// `collectionView(_:shouldDeselectItemAt:)`.
    public static let shouldDeselect = EventName("shouldDeselect")
    /// `tableView(_:shouldHighlightRowAt:)`, `collectionView(_:shouldHighlightItemAt:)`.
    public static let shouldHighlight = EventName("shouldHighlight")
    /// `tableView(_:didHighlightRowAt:)`, `collectionView(_:didHighlightItemAt:)`.
    public static let didHighlight = EventName("didHighlight")
    /// `tableView(_:didUnhighlightRowAt:)`, `collectionView(_:didUnhighlightItemAt:)`.
    public static let didUnhighlight = EventName("didUnhighlight")
}

extension TypedViewMapping {
    /// The item is about to be selected: return the path to select instead, or `nil` to refuse.
    @discardableResult @inlinable
    public func willSelect(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> ItemPath?) -> Self {
        onView(.willSelect, body)
    }

    /// The item was selected.
    @discardableResult @inlinable
    public func didSelect(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.didSelect, body)
    }

    /// The item is about to be deselected: return the path to deselect instead, or `nil` to refuse.
    @discardableResult @inlinable
    public func willDeselect(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> ItemPath?) -> Self {
        onView(.willDeselect, body)
    }

    /// The item was deselected.
    @discardableResult @inlinable
    public func didDeselect(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.didDeselect, body)
    }

    /// Whether the item may be selected (collections).
    @discardableResult @inlinable
    public func shouldSelect(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool) -> Self {
        onView(.shouldSelect, body)
    }

    /// Whether the item may be deselected (collections).
    @discardableResult @inlinable
    public func shouldDeselect(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool) -> Self {
        onView(.shouldDeselect, body)
    }

    /// Whether the item may be highlighted.
    @discardableResult @inlinable
    public func shouldHighlight(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool) -> Self {
        onView(.shouldHighlight, body)
    }

    /// The item was highlighted.
    @discardableResult @inlinable
    public func didHighlight(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.didHighlight, body)
    }

    /// The item lost its highlight.
    @discardableResult @inlinable
    public func didUnhighlight(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.didUnhighlight, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: the item was selected.
    @inlinable
    public func didSelect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didSelect, view: view, body)
    }

    /// For every mapping of `view`: the item was deselected.
    @inlinable
    public func didDeselect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didDeselect, view: view, body)
    }

    // MARK: Answers to the host

    /// `willSelectRowAt`: the path to select (`path` itself when nothing answers), or `nil` to refuse.
    public func willSelectItem(at path: ItemPath, view: AnyObject? = nil) -> ItemPath? {
        guard let answer = answer(.willSelect, at: path, view: view, argument: (), as: ItemPath?.self) else { return path }
        return answer
    }

    /// `didSelectRowAt` / `didSelectItemAt`.
    public func didSelectItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didSelect, at: path, view: view, argument: (), as: Void.self)
    }

    /// `willDeselectRowAt`: the path to deselect (`path` itself when nothing answers), or `nil` to refuse.
    public func willDeselectItem(at path: ItemPath, view: AnyObject? = nil) -> ItemPath? {
        guard let answer = answer(.willDeselect, at: path, view: view, argument: (), as: ItemPath?.self) else { return path }
        return answer
    }

    /// `didDeselectRowAt` / `didDeselectItemAt`.
    public func didDeselectItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didDeselect, at: path, view: view, argument: (), as: Void.self)
    }

    /// `shouldSelectItemAt`: `true` when nothing answers.
    public func shouldSelectItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldSelect, at: path, view: view, argument: (), as: Bool.self) ?? true
    }

    /// `shouldDeselectItemAt`: `true` when nothing answers.
    public func shouldDeselectItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldDeselect, at: path, view: view, argument: (), as: Bool.self) ?? true
    }

    /// `shouldHighlightRowAt` / `shouldHighlightItemAt`: `true` when nothing answers.
    public func shouldHighlightItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldHighlight, at: path, view: view, argument: (), as: Bool.self) ?? true
    }

    /// `didHighlightRowAt` / `didHighlightItemAt`.
    public func didHighlightItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didHighlight, at: path, view: view, argument: (), as: Void.self)
    }

    /// `didUnhighlightRowAt` / `didUnhighlightItemAt`.
    public func didUnhighlightItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didUnhighlight, at: path, view: view, argument: (), as: Void.self)
    }
}
