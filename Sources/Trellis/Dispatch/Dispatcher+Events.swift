// How the dispatcher answers an event, and how closures are registered on it.
//
// ## Which closure answers
//
// For an event about the model at a path, the first of these that is registered and accepts the view and model:
// 1. the closure on the mapping that shows the model;
// 2. a dispatcher closure for that mapping's view type (`dispatcher.didSelect(PostCell.self) { ... }`);
// 3. a dispatcher closure for the model's type (`dispatcher.heightForCell(withModel: Post.self) { ... }`), the
//    latest registered first.
// When the content is a `DispatchingContent` (declarative rows, a cascading tree, an outline), it answers before
// all of these (a row's own closure, a child delegate), and the three levels then see its `registryModel(for:)`.
// Registering the same event again at the same level replaces the earlier closure. When nothing answers, the
// dispatcher answers `nil` and the host falls back to UIKit's default (see `docs/Events.md`).

extension Dispatcher {
    /// The answer to `name` for the `kind` model at `path`, from the closures above; `nil` when none answers.
    ///
    /// - Parameters:
    ///   - view: The view showing the model, when the host has it (UIKit passes the cell to `willDisplay`).
    ///     Otherwise the host's visible view is used, if any.
    func answer<Argument, Result>(
        _ name: EventName, kind: ViewKind = .cell, at path: ItemPath, view: AnyObject? = nil,
        argument: Argument, as result: Result.Type = Result.self
    ) -> Result? {
        let found = kind == .cell ? model(at: path) : supplementaryModel(ofKind: kind, inSection: path.section)
        guard let model = found else { return nil }
        return answer(name, kind: kind, model: model, at: path, view: view, argument: argument, as: result)
    }

    /// A void event about a model that may no longer be in the content (a view that left with its deleted row).
    func answerDetached(_ name: EventName, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?) {
        _ = answer(name, kind: kind, model: (model as? AnyItem)?.base ?? model, at: path, view: view,
                   argument: (), as: Void.self)
    }

    /// The answer to `name` for `model` at `path`, by the precedence above.
    func answer<Argument, Result>(
        _ name: EventName, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument, as result: Result.Type
    ) -> Result? {
        let shownView = view ?? host?.visibleView(ofKind: kind, at: path)
        var model = model
        var contentMapping: ViewMapping?
        if let dispatchingContent {
            if let answer = dispatchingContent.answer(
                name, kind: kind, model: model, at: path, view: shownView, argument: argument, as: result) {
                return answer
            }
            contentMapping = dispatchingContent.viewMapping(for: model, kind: kind, at: path)
            model = dispatchingContent.registryModel(for: model)
        }
        let mapping = contentMapping ?? registry.resolve(model, at: path, kind: kind)
        if let handler = mapping?.events.handler(for: name, Argument.self, Result.self),
           let answer = handler.call(shownView, model, path, argument) {
            return answer
        }
        if let mapping, let handler = managerEvents.byViewType[ObjectIdentifier(mapping.viewType)]?
            .handlers.handler(for: name, Argument.self, Result.self),
           let answer = handler.call(shownView, model, path, argument) {
            return answer
        }
        for entry in managerEvents.byModelType.reversed() where entry.accepts(model) {
            if let handler = entry.handlers.handler(for: name, Argument.self, Result.self),
               let answer = handler.call(shownView, model, path, argument) {
                return answer
            }
        }
        return nil
    }

    /// Whether any closure is registered for `name`: a UIKit host reports the matching delegate method as
    /// implemented only then, so UIKit's own behaviour (self-sizing, defaults) stays in place otherwise.
    public func answers(_ name: EventName) -> Bool {
        managerEvents.unbound[name] != nil
            || dispatchingContent?.answers(name) == true
            || registry.mappings.contains { $0.events.contains(name) }
            || managerEvents.byViewType.values.contains { $0.handlers.contains(name) }
            || managerEvents.byModelType.contains { $0.handlers.contains(name) }
    }

    // MARK: Registering on the dispatcher

    /// Registers `body` for `name` on every mapping whose view is a `View`.
    func on<View: ModelTransfer, Argument, Result>(
        _ name: EventName, view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath, Argument) -> Result
    ) {
        managerEvents.handlers(forView: view).set(EventBinding.view(body), for: name)
        managerEvents.needsVerification = true
    }

    /// Registers `body` for `name` for every model of type `Model` (a protocol or superclass matches conforming
    /// types and subclasses).
    func on<Model, Argument, Result>(
        _ name: EventName, model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, Argument) -> Result
    ) {
        managerEvents.handlers(forModel: model).set(EventBinding.model(model, body), for: name)
        managerEvents.needsVerification = true
    }

    /// Registers `body` for `name`, an event without an extra argument, on every mapping whose view is a `View`.
    func on<View: ModelTransfer, Result>(
        _ name: EventName, view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Result
    ) {
        on(name, view: view) { (view: View, model: View.Model, path: ItemPath, _: Void) in body(view, model, path) }
    }

    /// Registers `body` for `name`, an event without an extra argument, for every model of type `Model`.
    func on<Model, Result>(
        _ name: EventName, model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Result
    ) {
        on(name, model: model) { (model: Model, path: ItemPath, _: Void) in body(model, path) }
    }

    /// Registers `body`, which needs only the model, for `name` on every mapping whose view is a `View`: for events
    /// asked before a view exists (heights, prefetching, sizes), where the view-type closures of
    /// ``on(_:view:_:)`` could never fire.
    func on<View: ModelTransfer, Argument, Result>(
        _ name: EventName, modelOf view: View.Type,
        _ body: @escaping @MainActor (View.Model, ItemPath, Argument) -> Result
    ) {
        managerEvents.handlers(forView: view).set(EventBinding.model(View.Model.self, body), for: name)
        managerEvents.needsVerification = true
    }

    /// Registers `body`, which needs only the model, for `name`, an event without an extra argument, on every
    /// mapping whose view is a `View`.
    func on<View: ModelTransfer, Result>(
        _ name: EventName, modelOf view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Result
    ) {
        on(name, modelOf: view) { (model: View.Model, path: ItemPath, _: Void) in body(model, path) }
    }

    /// Registers a closure not tied to a model (section index titles, focus, ...); the last one registered wins.
    func setUnbound<Closure>(_ name: EventName, _ closure: Closure) {
        managerEvents.unbound[name] = closure
    }

    /// The closure registered for `name` that is not tied to a model.
    func unbound<Closure>(_ name: EventName, as type: Closure.Type = Closure.self) -> Closure? {
        if let dispatchingContent, let closure = dispatchingContent.unboundAnswer(name, as: type) { return closure }
        return managerEvents.unbound[name] as? Closure
    }

    // MARK: Events that can never fire

    /// Reports each dispatcher closure whose view type no mapping has, or whose model type no mapping can show:
    /// such a closure can never fire. Runs once after registrations change, when a host first asks for content,
    /// so the order of registrations does not matter.
    public func verifyEvents() {
        guard managerEvents.needsVerification else { return }
        managerEvents.needsVerification = false
        var unfireable: [(names: Dictionary<EventName, Any>.Keys, type: Any.Type)] = []
        let mappings = registry.mappings + (dispatchingContent?.viewMappings ?? [])
        for (_, entry) in managerEvents.byViewType where !mappings.contains(where: { $0.viewType == entry.type }) {
            unfireable.append((entry.handlers.names, entry.type))
        }
        for entry in managerEvents.byModelType where !canShowModels(of: entry.type) {
            unfireable.append((entry.handlers.names, entry.type))
        }
        for (names, type) in unfireable {
            for name in names.sorted(by: { $0.rawValue < $1.rawValue }) {
                let report = EventCannotFire(event: name.rawValue, type: String(describing: type))
                if managerEvents.reportedUnfireable.insert(report).inserted { registry.report(.eventCannotFire(report)) }
            }
        }
    }

    /// Whether some mapping may show models of `type`: the same type, a class related by inheritance, or (since a
    /// protocol mapping may match a value type, which cannot be checked without a value) any two non-class types.
    private func canShowModels(of type: Any.Type) -> Bool {
        (registry.mappings + (dispatchingContent?.viewMappings ?? [])).contains { mapping in
            mapping.modelType == type
                || Self.isClass(type, subclassOf: mapping.modelType) || Self.isClass(mapping.modelType, subclassOf: type)
                || (!(type is AnyClass) && !(mapping.modelType is AnyClass))
        }
    }

    private static func isClass(_ type: Any.Type, subclassOf other: Any.Type) -> Bool {
        guard let type = type as? AnyClass, let other = other as? AnyClass else { return false }
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == other { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
