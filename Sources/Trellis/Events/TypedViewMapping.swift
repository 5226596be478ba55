/// A mapping seen with its view's type, to attach typed event closures to it.
///
/// ```swift
/// registry.register(PostCell.self) { mapping in
///     mapping.didSelect { cell, post, path in show(post) }
///     mapping.heightForCell { post, path in post.isLong ? 120 : 44 }
/// }
/// ```
///
/// Closures receive `(View, Model, ItemPath)` when a view exists and `(Model, ItemPath)` before it does (heights,
/// prefetching). Registering the same event twice on one mapping replaces the first closure.
@MainActor
public struct TypedViewMapping<View: ModelTransfer> {
    /// The mapping.
    public let mapping: ViewMapping

    @usableFromInline
    init(_ mapping: ViewMapping) { self.mapping = mapping }

    /// Stores a closure for `event` that needs the view: `(View, Model, ItemPath, Argument) -> Result`, the
    /// argument and result of the event's key.
    @discardableResult @inlinable
    func onView<Argument, Result>(
        _ event: EventKey<Argument, Result>,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, Argument) -> Result
    ) -> Self {
        store(EventBinding.view(body), for: event)
    }

    /// Stores a closure that needs the view, for an event without an extra argument.
    @discardableResult @inlinable
    func onView<Result>(
        _ event: EventKey<Void, Result>, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Result
    ) -> Self {
        onView(event) { (view: View, model: View.Model, path: ItemPath, _: Void) in body(view, model, path) }
    }

    /// Stores a closure that needs only the model, for an event without an extra argument.
    @discardableResult @inlinable
    func onModel<Result>(
        _ event: EventKey<Void, Result>, _ body: @escaping @MainActor (View.Model, ItemPath) -> Result
    ) -> Self {
        onModel(event) { (model: View.Model, path: ItemPath, _: Void) in body(model, path) }
    }

    /// Stores a closure for `event` that needs only the model: `(Model, ItemPath, Argument) -> Result`.
    @discardableResult @inlinable
    func onModel<Argument, Result>(
        _ event: EventKey<Argument, Result>, _ body: @escaping @MainActor (View.Model, ItemPath, Argument) -> Result
    ) -> Self {
        store(EventBinding.model(View.Model.self, body), for: event)
    }

    /// Stores `handler` for `event` on the mapping, replacing an earlier one. Not inlinable: only the closure that
    /// `handler` wraps needs to be built in the caller's module.
    @usableFromInline @discardableResult
    func store<Argument, Result>(
        _ handler: ErasedHandler<Argument, Result>, for event: EventKey<Argument, Result>
    ) -> Self {
        mapping.events.set(handler, for: event)
        return self
    }
}

/// Builds erased handlers from typed closures.
///
/// Inlinable, like everything that builds a handler from a typed closure: the closure that casts the view and model
/// is then created in the caller's module, specialized for its concrete types, rather than generic code that looks
/// up `Model?`'s metadata and casts through it on every answer.
@usableFromInline
enum EventBinding {
    /// A handler that answers only with a view of type `View` and a model of its model type.
    @inlinable
    static func view<View: ModelTransfer, Argument, Result>(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, Argument) -> Result
    ) -> ErasedHandler<Argument, Result> {
        ErasedHandler { view, model, path, argument in
            // The view is lent as the configure closures lend it (`withView`): no runtime cast or retain when it
            // is exactly a `View`.
            guard let view else { return nil }
            let answer = withView(view, as: View.self) { view in
                EventBinding.cast(model, to: View.Model.self) { body(view, $0, path, argument) }
            }
            return answer ?? nil
        }
    }

    /// A handler that answers for any model of type `Model`, with or without a view.
    @inlinable
    static func model<Model, Argument, Result>(
        _ type: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, Argument) -> Result
    ) -> ErasedHandler<Argument, Result> {
        ErasedHandler(needsView: false) { _, model, path, argument in
            EventBinding.cast(model, to: Model.self) { body($0, path, argument) }
        }
    }

    /// `body(model as? Model)`, or `nil` when `model` is not a `Model` (its type, a subclass, a conforming type).
    @inlinable @inline(__always)
    static func cast<Model, Result>(_ model: Any, to type: Model.Type, _ body: (Model) -> Result) -> Result? {
        guard let model = castModel(model, to: Model.self) else { return nil }
        return body(model)
    }
}
