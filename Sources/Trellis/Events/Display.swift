// Display: a view is about to appear, or has left the screen. For cells and for headers and footers (a
// collection's supplementary views of those kinds). Nothing happens when nothing answers.

extension EventKey where Argument == Void, Result == Void {
    /// `tableView(_:willDisplay:forRowAt:)`, `collectionView(_:willDisplay:forItemAt:)`. A cascading tree:
    /// ``CascadingNode/willDisplayRow(at:view:)``.
    public static var willDisplay: EventKey { EventKeys.willDisplay }
    /// `tableView(_:didEndDisplaying:forRowAt:)`, `collectionView(_:didEndDisplaying:forItemAt:)`. A cascading tree:
    /// ``CascadingNode/didEndDisplayingRow(at:view:)``.
    public static var didEndDisplaying: EventKey { EventKeys.didEndDisplaying }
    /// `tableView(_:willDisplayHeaderView:forSection:)`, `…FooterView…`, and a collection's
    /// `willDisplaySupplementaryView` for headers and footers.
    public static var willDisplaySupplementary: EventKey { EventKeys.willDisplaySupplementary }
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`, `…FooterView…`, and a collection's
    /// `didEndDisplayingSupplementaryView` for headers and footers.
    public static var didEndDisplayingSupplementary: EventKey { EventKeys.didEndDisplayingSupplementary }
}

extension EventKeys {
    static let willDisplay = EventKey<Void, Void>(
        "willDisplay",
        cascading: { node, path, view, _ in
            node.willDisplayRow(at: path, view: view)
        })
    static let didEndDisplaying = EventKey<Void, Void>(
        "didEndDisplaying",
        cascading: { node, path, view, _ in
            node.didEndDisplayingRow(at: path, view: view)
        })
    static let willDisplaySupplementary = EventKey<Void, Void>(
        "willDisplaySupplementary", asksAboutHeadersAndFooters: true)
    static let didEndDisplayingSupplementary = EventKey<Void, Void>(
        "didEndDisplayingSupplementary", asksAboutHeadersAndFooters: true)
}

extension TypedViewMapping {
    /// The cell is about to be shown.
    @discardableResult @inlinable
    public func willDisplay(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.willDisplay, body)
    }

    /// The cell left the screen (or its row was deleted or reloaded).
    @discardableResult @inlinable
    public func didEndDisplaying(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.didEndDisplaying, body)
    }

    /// The header or footer view (this mapping's kind) is about to be shown; the path's `section` is its section.
    @discardableResult @inlinable
    public func willDisplaySupplementary(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.willDisplaySupplementary, body)
    }

    /// The header or footer view left the screen.
    @discardableResult @inlinable
    public func didEndDisplayingSupplementary(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self
    {
        onView(.didEndDisplayingSupplementary, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: the cell is about to be shown.
    @inlinable
    public func willDisplay<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.willDisplay, view: view, body)
    }

    /// For every mapping of `view`: the cell left the screen.
    @inlinable
    public func didEndDisplaying<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didEndDisplaying, view: view, body)
    }

    /// For every model of type `model`: its cell is about to be shown.
    @inlinable
    public func willDisplay<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.willDisplay, model: model, body)
    }

    /// For every model of type `model`: its cell left the screen.
    @inlinable
    public func didEndDisplaying<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.didEndDisplaying, model: model, body)
    }

    /// For every mapping of `view`: the header or footer view is about to be shown.
    @inlinable
    public func willDisplaySupplementary<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.willDisplaySupplementary, view: view, body)
    }

    /// For every model of type `model`: its header or footer view is about to be shown.
    @inlinable
    public func willDisplaySupplementary<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.willDisplaySupplementary, model: model, body)
    }

    /// For every mapping of `view`: the header or footer view left the screen.
    @inlinable
    public func didEndDisplayingSupplementary<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didEndDisplayingSupplementary, view: view, body)
    }

    /// For every model of type `model`: its header or footer view left the screen.
    @inlinable
    public func didEndDisplayingSupplementary<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.didEndDisplayingSupplementary, model: model, body)
    }

    // MARK: Answers to the host

    /// `willDisplay:forRowAt:` / `willDisplay:forItemAt:`.
    public func willDisplay(_ cell: AnyObject, at path: ItemPath) {
        _ = answer(.willDisplay, at: path, view: cell)
    }

    /// `didEndDisplaying:forRowAt:`. `model` is the model the cell showed: its path may no longer hold it (a
    /// deleted row), so the host passes it.
    public func didEndDisplaying(_ cell: AnyObject, showing model: Any, at path: ItemPath) {
        answerDetached(.didEndDisplaying, kind: .cell, model: model, at: path, view: cell)
    }

    /// `willDisplayHeaderView` / `willDisplayFooterView` / `willDisplaySupplementaryView`.
    public func willDisplaySupplementary(_ view: AnyObject, ofKind kind: ViewKind, inSection section: Int) {
        _ = answer(.willDisplaySupplementary, kind: kind, at: ItemPath(item: 0, section: section), view: view)
    }

    /// `didEndDisplayingHeaderView` / `…FooterView` / `…SupplementaryView`, with the model the view showed.
    public func didEndDisplayingSupplementary(
        _ view: AnyObject, showing model: Any, ofKind kind: ViewKind, inSection section: Int
    ) {
        answerDetached(
            .didEndDisplayingSupplementary, kind: kind, model: model,
            at: ItemPath(item: 0, section: section), view: view)
    }
}
