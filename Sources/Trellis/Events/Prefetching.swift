// Prefetching: UIKit announces the rows or items it expects to show soon, so their data (images, records) can be
// loaded ahead, and cancels the announcement when the user scrolls elsewhere. No view exists yet, so closures
// receive `(Model, ItemPath)`, once for each path UIKit passes.
//
// When nothing answers nothing happens; a UIKit host leaves `prefetchDataSource` unset unless
// `answers(.prefetch) || answers(.cancelPrefetching)` (UIKit then prefetches nothing, its own default).

extension EventKey where Argument == Void, Result == Void {
    /// `tableView(_:prefetchRowsAt:)`, `collectionView(_:prefetchItemsAt:)`, once for each path. A cascading tree:
    /// ``CascadingNode/prefetchRow(at:)``.
    public static var prefetch: EventKey { EventKeys.prefetch }
    /// `tableView(_:cancelPrefetchingForRowsAt:)`, `collectionView(_:cancelPrefetchingForItemsAt:)`, once for each
    /// path.
    public static var cancelPrefetching: EventKey { EventKeys.cancelPrefetching }
}

extension EventKeys {
    static let prefetch = EventKey<Void, Void>(
        "prefetch",
        cascading: { node, path, _, _ in
            node.prefetchRow(at: path)
        })
    static let cancelPrefetching = EventKey<Void, Void>("cancelPrefetching")
}

extension TypedViewMapping {
    /// The item showing the model will probably be shown soon: start loading what it needs.
    @discardableResult @inlinable
    public func prefetch(_ body: @escaping @MainActor (View.Model, ItemPath) -> Void) -> Self {
        onModel(.prefetch, body)
    }

    /// The item showing the model is no longer expected soon: cancel what ``prefetch(_:)`` started.
    @discardableResult @inlinable
    public func cancelPrefetching(_ body: @escaping @MainActor (View.Model, ItemPath) -> Void) -> Self {
        onModel(.cancelPrefetching, body)
    }
}

extension Dispatcher {
    // MARK: Registering

    /// For every mapping of `view`: an item showing its model will probably be shown soon.
    @inlinable
    public func prefetch<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Void
    ) {
        on(.prefetch, modelOf: view, body)
    }

    /// For every model of type `model`: its item will probably be shown soon.
    @inlinable
    public func prefetch<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void) {
        on(.prefetch, model: model, body)
    }

    /// For every mapping of `view`: an item showing its model is no longer expected soon.
    @inlinable
    public func cancelPrefetching<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Void
    ) {
        on(.cancelPrefetching, modelOf: view, body)
    }

    /// For every model of type `model`: its item is no longer expected soon.
    @inlinable
    public func cancelPrefetching<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.cancelPrefetching, model: model, body)
    }

    // MARK: Answers to the host

    /// `prefetchRowsAt` / `prefetchItemsAt`: runs the prefetch closure of the model at each path, in order. Paths
    /// that hold no model (UIKit may announce rows an update has just removed) are skipped. Nothing happens when
    /// nothing answers.
    public func prefetchItems(at paths: [ItemPath]) {
        for path in paths {
            _ = answer(.prefetch, at: path)
        }
    }

    /// `cancelPrefetchingForRowsAt` / `cancelPrefetchingForItemsAt`: runs the cancel closure of the model now at
    /// each path, in order; paths that hold no model are skipped. Nothing happens when nothing answers.
    public func cancelPrefetchingItems(at paths: [ItemPath]) {
        for path in paths {
            _ = answer(.cancelPrefetching, at: path)
        }
    }
}
