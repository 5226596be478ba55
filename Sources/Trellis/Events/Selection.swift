// Selection and highlighting: `willSelect`/`didSelect`/`willDeselect`/`didDeselect` and the highlight trio for
// tables; `shouldSelect`/`shouldDeselect` for collections. Defaults when nothing answers: select and highlight
// (UIKit's own), no redirection.

extension EventKey where Argument == Void, Result == ItemPath? {
    /// `tableView(_:willSelectRowAt:)`: the path to select instead, or `nil` to refuse.
    public static var willSelect: EventKey { EventKeys.willSelect }
    /// `tableView(_:willDeselectRowAt:)`: the path to deselect instead, or `nil` to refuse.
    public static var willDeselect: EventKey { EventKeys.willDeselect }
}

extension EventKey where Argument == Void, Result == Void {
    /// `tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`. A cascading tree:
    /// ``CascadingNode/didSelectRow(at:view:)``.
    public static var didSelect: EventKey { EventKeys.didSelect }
    /// `tableView(_:didDeselectRowAt:)`, `collectionView(_:didDeselectItemAt:)`. A cascading tree:
    /// ``CascadingNode/didDeselectRow(at:view:)``.
    public static var didDeselect: EventKey { EventKeys.didDeselect }
    /// `tableView(_:didHighlightRowAt:)`, `collectionView(_:didHighlightItemAt:)`.
    public static var didHighlight: EventKey { EventKeys.didHighlight }
    /// `tableView(_:didUnhighlightRowAt:)`, `collectionView(_:didUnhighlightItemAt:)`.
    public static var didUnhighlight: EventKey { EventKeys.didUnhighlight }
}

extension EventKey where Argument == Void, Result == Bool {
    /// `collectionView(_:shouldSelectItemAt:)`.
    public static var shouldSelect: EventKey { EventKeys.shouldSelect }
    /// `collectionView(_:shouldDeselectItemAt:)`.
    public static var shouldDeselect: EventKey { EventKeys.shouldDeselect }
    /// `tableView(_:shouldHighlightRowAt:)`, `collectionView(_:shouldHighlightItemAt:)`. A cascading tree:
    /// ``CascadingNode/shouldHighlightRow(at:)``.
    public static var shouldHighlight: EventKey { EventKeys.shouldHighlight }
}

extension EventKeys {
    static let willSelect = EventKey<Void, ItemPath?>("willSelect")
    static let didSelect = EventKey<Void, Void>(
        "didSelect",
        cascading: { node, path, view, _ in
            node.didSelectRow(at: path, view: view)
        })
    static let willDeselect = EventKey<Void, ItemPath?>("willDeselect")
    static let didDeselect = EventKey<Void, Void>(
        "didDeselect",
        cascading: { node, path, view, _ in
            node.didDeselectRow(at: path, view: view)
        })
    static let shouldSelect = EventKey<Void, Bool>("shouldSelect")
    static let shouldDeselect = EventKey<Void, Bool>("shouldDeselect")
    static let shouldHighlight = EventKey<Void, Bool>(
        "shouldHighlight",
        cascading: { node, path, _, _ in
            node.shouldHighlightRow(at: path)
        })
    static let didHighlight = EventKey<Void, Void>("didHighlight")
    static let didUnhighlight = EventKey<Void, Void>("didUnhighlight")
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
    /// For every mapping of `view`: the item is about to be selected: return the path to select instead, or `nil` to refuse.
    @inlinable
    public func willSelect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> ItemPath?
    ) {
        on(.willSelect, view: view, body)
    }

    /// For every model of type `model`: the item is about to be selected: return the path to select instead, or `nil` to refuse.
    @inlinable
    public func willSelect<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> ItemPath?
    ) {
        on(.willSelect, model: model, body)
    }

    /// For every mapping of `view`: the item was selected.
    @inlinable
    public func didSelect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didSelect, view: view, body)
    }

    /// For every model of type `model`: the item was selected.
    @inlinable
    public func didSelect<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void) {
        on(.didSelect, model: model, body)
    }

    /// For every mapping of `view`: the item is about to be deselected: return the path to deselect instead, or `nil` to refuse.
    @inlinable
    public func willDeselect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> ItemPath?
    ) {
        on(.willDeselect, view: view, body)
    }

    /// For every model of type `model`: the item is about to be deselected: return the path to deselect instead, or `nil` to refuse.
    @inlinable
    public func willDeselect<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> ItemPath?
    ) {
        on(.willDeselect, model: model, body)
    }

    /// For every mapping of `view`: the item was deselected.
    @inlinable
    public func didDeselect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didDeselect, view: view, body)
    }

    /// For every model of type `model`: the item was deselected.
    @inlinable
    public func didDeselect<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void)
    {
        on(.didDeselect, model: model, body)
    }

    /// For every mapping of `view`: whether the item may be selected (collections).
    @inlinable
    public func shouldSelect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool
    ) {
        on(.shouldSelect, view: view, body)
    }

    /// For every model of type `model`: whether the item may be selected (collections).
    @inlinable
    public func shouldSelect<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool)
    {
        on(.shouldSelect, model: model, body)
    }

    /// For every mapping of `view`: whether the item may be deselected (collections).
    @inlinable
    public func shouldDeselect<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool
    ) {
        on(.shouldDeselect, view: view, body)
    }

    /// For every model of type `model`: whether the item may be deselected (collections).
    @inlinable
    public func shouldDeselect<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.shouldDeselect, model: model, body)
    }

    /// For every mapping of `view`: whether the item may be highlighted.
    @inlinable
    public func shouldHighlight<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool
    ) {
        on(.shouldHighlight, view: view, body)
    }

    /// For every model of type `model`: whether the item may be highlighted.
    @inlinable
    public func shouldHighlight<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.shouldHighlight, model: model, body)
    }

    /// For every mapping of `view`: the item was highlighted.
    @inlinable
    public func didHighlight<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didHighlight, view: view, body)
    }

    /// For every model of type `model`: the item was highlighted.
    @inlinable
    public func didHighlight<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void)
    {
        on(.didHighlight, model: model, body)
    }

    /// For every mapping of `view`: the item lost its highlight.
    @inlinable
    public func didUnhighlight<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didUnhighlight, view: view, body)
    }

    /// For every model of type `model`: the item lost its highlight.
    @inlinable
    public func didUnhighlight<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.didUnhighlight, model: model, body)
    }

    // MARK: Answers to the host

    /// `willSelectRowAt`: the path to select (`path` itself when nothing answers), or `nil` to refuse.
    public func willSelectItem(at path: ItemPath, view: AnyObject? = nil) -> ItemPath? {
        guard let answer = answer(.willSelect, at: path, view: view) else { return path }
        return answer
    }

    /// `didSelectRowAt` / `didSelectItemAt`.
    public func didSelectItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didSelect, at: path, view: view)
    }

    /// `willDeselectRowAt`: the path to deselect (`path` itself when nothing answers), or `nil` to refuse.
    public func willDeselectItem(at path: ItemPath, view: AnyObject? = nil) -> ItemPath? {
        guard let answer = answer(.willDeselect, at: path, view: view) else { return path }
        return answer
    }

    /// `didDeselectRowAt` / `didDeselectItemAt`.
    public func didDeselectItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didDeselect, at: path, view: view)
    }

    /// `shouldSelectItemAt`: `true` when nothing answers.
    public func shouldSelectItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldSelect, at: path, view: view) ?? true
    }

    /// `shouldDeselectItemAt`: `true` when nothing answers.
    public func shouldDeselectItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldDeselect, at: path, view: view) ?? true
    }

    /// `shouldHighlightRowAt` / `shouldHighlightItemAt`: `true` when nothing answers.
    public func shouldHighlightItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldHighlight, at: path, view: view) ?? true
    }

    /// `didHighlightRowAt` / `didHighlightItemAt`.
    public func didHighlightItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didHighlight, at: path, view: view)
    }

    /// `didUnhighlightRowAt` / `didUnhighlightItemAt`.
    public func didUnhighlightItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.didUnhighlight, at: path, view: view)
    }
}
