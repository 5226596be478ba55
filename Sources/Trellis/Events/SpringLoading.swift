// Spring loading (iOS 11+): whether an item activates when something is dragged over it and held (a folder
// opening under a dragged file). UIKit's spring-loaded interaction context is not passed on: the engine has no
// view geometry. When nothing answers, items spring-load (UIKit's default) as long as the view enables it.

extension EventKey where Argument == Void, Result == Bool {
    /// `tableView(_:shouldSpringLoadRowAt:with:)`, `collectionView(_:shouldSpringLoadItemAt:with:)`.
    public static var shouldSpringLoad: EventKey { EventKeys.shouldSpringLoad }
}

extension EventKeys {
    static let shouldSpringLoad = EventKey<Void, Bool>("shouldSpringLoad")
}

extension TypedViewMapping {
    /// Whether the item spring-loads when a drag hovers over it.
    @discardableResult @inlinable
    public func shouldSpringLoad(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool) -> Self {
        onView(.shouldSpringLoad, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: whether the item spring-loads.
    @inlinable
    public func shouldSpringLoad<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Bool
    ) {
        on(.shouldSpringLoad, view: view, body)
    }

    /// For every model of type `model`: whether its item spring-loads.
    @inlinable
    public func shouldSpringLoad<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.shouldSpringLoad, model: model, body)
    }

    // MARK: Answers to the host

    /// `shouldSpringLoadRowAt:with:` / `shouldSpringLoadItemAt:with:`: `true` when nothing answers.
    public func shouldSpringLoadItem(at path: ItemPath, view: AnyObject? = nil) -> Bool {
        answer(.shouldSpringLoad, at: path, view: view) ?? true
    }
}
