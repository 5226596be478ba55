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

// ## Cost
//
// Hosts ask per row (UIKit asks `heightForRowAt`, `willDisplay`, ... for every row), so the path is kept short:
// an event's key is a stored global whose name is an interned integer; a closure stored under a name has the
// types of that name's one key, so it is recovered without a checked cast; the names some closure listens to (on
// the registry's mappings and the dispatcher) are cached as a bit set, rebuilt when ``EventHandlers/generation``
// says a closure was registered anywhere, so an event nobody listens to is answered `nil` before the model is read;
// the model and its dynamic type are read as `cell(at:)` reads them; a level with no closure for the event is
// skipped by its bit set; and the host's visible view is asked only when a closure that reads the view is about to
// run. Every typed registration
// (here, on ``TypedViewMapping`` and in each capability file) is `@inlinable`, so the closure that casts the view and
// model is built in the caller's module, specialized for its types: the cast is one `as?` to a known type, not
// generic code that looks up `Model?`'s metadata per answer.

extension Dispatcher {
    /// The answer to `event` for the `kind` model at `path`, from the closures above; `nil` when none answers.
    ///
    /// - Parameters:
    ///   - view: The view showing the model, when the host has it (UIKit passes the cell to `willDisplay`).
    ///     Otherwise the host's visible view is used, if any.
    func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind = .cell, at path: ItemPath, view: AnyObject? = nil,
        argument: Argument
    ) -> Result? {
        if dispatchingContent == nil {
            guard listens(to: event.name) else { return nil }
            if kind == .cell, let item = storedItem(at: path) {
                guard let (told, _) = closurePath(for: event, forShown: path, kind: kind) else { return nil }
                let mapping = registry.resolve(item.base, type: item.modelType, at: path, kind: kind)
                var shown = ShownView(view)
                return registryAnswer(
                    event, kind: kind, mapping: mapping, model: item.base, type: item.modelType, at: path, told: told,
                    view: &shown, argument: argument)
            }
        }
        let found = kind == .cell ? model(at: path) : supplementaryModel(ofKind: kind, inSection: path.section)
        guard let model = found else { return nil }
        return answer(event, kind: kind, model: model, at: path, view: view, argument: argument)
    }

    /// The answer to `event`, an event without an extra argument, for the `kind` model at `path`.
    func answer<Result>(
        _ event: EventKey<Void, Result>, kind: ViewKind = .cell, at path: ItemPath, view: AnyObject? = nil
    ) -> Result? {
        answer(event, kind: kind, at: path, view: view, argument: ())
    }

    /// A notification about a model that may no longer be in the content (a view that left with its deleted row).
    func answerDetached(
        _ event: EventKey<Void, Void>, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?
    ) {
        _ = answer(event, kind: kind, model: (model as? AnyItem)?.base ?? model, at: path, view: view, argument: ())
    }

    /// The answer to `event` for `model` at `path`, by the precedence above.
    func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument
    ) -> Result? {
        // While the host shows an older state, closures hear of the row where it is now (Dispatcher+CurrentPaths).
        guard let (told, asksContent) = closurePath(for: event, forShown: path, kind: kind) else { return nil }
        return answer(
            event, kind: kind, model: model, at: path, told: told, asksContent: asksContent, view: view,
            argument: argument)
    }

    /// The answer to `event` for `model`, shown at `path`, by the precedence above; the closures are told `told`
    /// (a user's move tells them where the row came from, though the content has moved it).
    func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, model: Any, at path: ItemPath, told: ItemPath,
        asksContent: Bool = true, view: AnyObject?, argument: Argument
    ) -> Result? {
        guard let dispatchingContent else {
            guard listens(to: event.name) else { return nil }
            let type = ObjectIdentifier(Swift.type(of: model))
            var shown = event.asksDuringLayout ? ShownView(known: view) : ShownView(view)
            return registryAnswer(
                event, kind: kind, mapping: registry.resolve(model, type: type, at: path, kind: kind), model: model,
                type: type, at: path, told: told, view: &shown, argument: argument)
        }
        let shownView = view ?? (event.asksDuringLayout ? nil : host?.visibleView(ofKind: kind, at: path))
        // A tree, which walks its children by path, is not asked about a row it no longer has.
        if asksContent,
            let answer = dispatchingContent.answer(
                event, kind: kind, model: model, at: told, view: shownView, argument: argument)
        {
            return answer
        }
        let contentMapping = dispatchingContent.viewMapping(for: model, kind: kind, at: path)
        let model = dispatchingContent.registryModel(for: model)
        let type = ObjectIdentifier(Swift.type(of: model))
        var shown = ShownView(known: shownView)
        return registryAnswer(
            event, kind: kind, mapping: contentMapping ?? registry.resolve(model, type: type, at: path, kind: kind),
            model: model, type: type, at: path, told: told, view: &shown, argument: argument)
    }

    /// The answer of the closures on `mapping` (the model's), then for its view type, then for the model's type.
    /// `path` is where the host shows the view; the closures are told `told` (where the row is in the content now).
    private func registryAnswer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, mapping: ViewMapping?, model: Any, type: ObjectIdentifier,
        at path: ItemPath, told: ItemPath, view shown: inout ShownView, argument: Argument
    ) -> Result? {
        let name = event.name
        if let mapping {
            if let handler = mapping.events.handler(for: event),
                let answer = handler.call(
                    shown.view(if: handler.needsView, kind, path, from: self), model, told, argument)
            {
                return answer
            }
            if managerEvents.viewTypeNames.contains(name),
                let handlers = managerEvents.handlers(forViewType: ObjectIdentifier(mapping.viewType)),
                let handler = handlers.handler(for: event),
                let answer = handler.call(
                    shown.view(if: handler.needsView, kind, path, from: self), model, told, argument)
            {
                return answer
            }
        }
        guard managerEvents.modelTypeNames.contains(name) else { return nil }
        for handlers in managerEvents.handlers(accepting: model, type: type) {
            if let handler = handlers.handler(for: event),
                let answer = handler.call(
                    shown.view(if: handler.needsView, kind, path, from: self), model, told, argument)
            {
                return answer
            }
        }
        return nil
    }

    /// Whether some closure on a mapping of the registry or on the dispatcher (by view or model type) may answer
    /// the event named `name`: `false` means none does. After a mapping is unregistered this may say `true` for an
    /// event only its closures answered (the cache only grows until the next registration), which costs a lookup,
    /// never an answer.
    @inline(__always)
    func listens(to name: EventName) -> Bool {
        if managerEvents.listenedGeneration != EventHandlers.generation { rebuildListenedNames() }
        return managerEvents.listenedNames.contains(name)
    }

    private func rebuildListenedNames() {
        var names = managerEvents.typeNames
        for mapping in registry.mappings { names.formUnion(mapping.events.nameSet) }
        managerEvents.listenedNames = names
        managerEvents.listenedGeneration = EventHandlers.generation
    }

    /// Whether anything may answer `event`: a closure registered for it (for items or for the whole view), or the
    /// content (a declarative row's closure, a cascading tree's typed method). A UIKit host reports the matching
    /// delegate method as implemented only then, so UIKit's own behaviour (self-sizing, defaults) stays in place
    /// otherwise.
    public func answers<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        let name = event.name
        return managerEvents.unbound[name] != nil
            || dispatchingContent?.answers(event) == true
            || (listens(to: name)
                && (managerEvents.typeNames.contains(name)
                    || registry.mappings.contains { $0.events.contains(name) }))
    }

    // MARK: Registering on the dispatcher

    /// Registers `body` for `event` on every mapping whose view is a `View`.
    @inlinable
    func on<View: ModelTransfer, Argument, Result>(
        _ event: EventKey<Argument, Result>, view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, Argument) -> Result
    ) {
        store(EventBinding.view(body), for: event, view: view)
    }

    /// Registers `body` for `event` for every model of type `Model` (a protocol or superclass matches conforming
    /// types and subclasses).
    @inlinable
    func on<Model, Argument, Result>(
        _ event: EventKey<Argument, Result>, model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, Argument) -> Result
    ) {
        store(EventBinding.model(model, body), for: event, model: model)
    }

    /// Registers `body` for `event`, an event without an extra argument, on every mapping whose view is a `View`.
    @inlinable
    func on<View: ModelTransfer, Result>(
        _ event: EventKey<Void, Result>, view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Result
    ) {
        on(event, view: view) { (view: View, model: View.Model, path: ItemPath, _: Void) in body(view, model, path) }
    }

    /// Registers `body` for `event`, an event without an extra argument, for every model of type `Model`.
    @inlinable
    func on<Model, Result>(
        _ event: EventKey<Void, Result>, model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Result
    ) {
        on(event, model: model) { (model: Model, path: ItemPath, _: Void) in body(model, path) }
    }

    /// Registers `body`, which needs only the model, for `event` on every mapping whose view is a `View`: for events
    /// asked before a view exists (heights, prefetching, sizes), where a closure registered by view type that
    /// reads the view could never fire.
    @inlinable
    func on<View: ModelTransfer, Argument, Result>(
        _ event: EventKey<Argument, Result>, modelOf view: View.Type,
        _ body: @escaping @MainActor (View.Model, ItemPath, Argument) -> Result
    ) {
        store(EventBinding.model(View.Model.self, body), for: event, view: view)
    }

    /// Registers `body`, which needs only the model, for `event`, an event without an extra argument, on every
    /// mapping whose view is a `View`.
    @inlinable
    func on<View: ModelTransfer, Result>(
        _ event: EventKey<Void, Result>, modelOf view: View.Type,
        _ body: @escaping @MainActor (View.Model, ItemPath) -> Result
    ) {
        on(event, modelOf: view) { (model: View.Model, path: ItemPath, _: Void) in body(model, path) }
    }

    /// Stores `handler` for `event` on every mapping whose view is of type `view`. Not inlinable: only the closure
    /// that `handler` wraps needs to be built in the caller's module.
    @usableFromInline
    func store<Argument, Result>(
        _ handler: ErasedHandler<Argument, Result>, for event: EventKey<Argument, Result>, view: Any.Type
    ) {
        managerEvents.set(handler, for: event, view: view)
    }

    /// Stores `handler` for `event` for every model of type `model`.
    @usableFromInline
    func store<Model, Argument, Result>(
        _ handler: ErasedHandler<Argument, Result>, for event: EventKey<Argument, Result>, model: Model.Type
    ) {
        managerEvents.set(handler, for: event, model: model)
    }

    // MARK: Closures for the whole view

    /// Registers the closure that answers `event` for the whole view rather than for one model (section index
    /// titles, focus, a section's height by its index, a drop where no item answers, ...): it receives the path the
    /// question is about, when there is one, and the event's argument, and answers `nil` for "no answer". The last
    /// one registered wins.
    func setUnbound<Argument, Result>(
        _ event: EventKey<Argument, Result>, _ closure: @escaping @MainActor (ItemPath?, Argument) -> Result?
    ) {
        managerEvents.unbound[event.name] = closure
    }

    /// The answer to `event` for the whole view (at `path`, when the question has one): the content's own
    /// (``DispatchingContent/unboundAnswer(_:at:argument:)``), else the closure of ``setUnbound(_:_:)``; `nil` when
    /// neither answers.
    func unboundAnswer<Argument, Result>(
        _ event: EventKey<Argument, Result>, at path: ItemPath? = nil, argument: Argument
    ) -> Result? {
        if let dispatchingContent {
            // A section's question: the section where it is now, as for a header.
            let routed = path.flatMap { contentPath(forShown: $0, kind: ViewKind.header) }
            if path == nil || routed != nil,
                let answer = dispatchingContent.unboundAnswer(event, at: routed, argument: argument)
            {
                return answer
            }
        }
        guard let closure = managerEvents.unbound[event.name] else { return nil }
        // Stored by `setUnbound` for the key of this name, which has these types (`EventKey.init`'s precondition).
        return (closure as? @MainActor (ItemPath?, Argument) -> Result?)?(path, argument)
    }

    /// The answer to `event`, an event without an extra argument, for the whole view.
    func unboundAnswer<Result>(_ event: EventKey<Void, Result>, at path: ItemPath? = nil) -> Result? {
        unboundAnswer(event, at: path, argument: ())
    }

    // MARK: Events that can never fire

    /// Reports each dispatcher closure whose view type no mapping has, or whose model type no mapping can show:
    /// such a closure can never fire. Runs once after registrations change, when a host first asks for content,
    /// so the order of registrations does not matter.
    public func verifyEvents() {
        guard managerEvents.needsVerification else { return }
        managerEvents.needsVerification = false
        var unfireable: [(names: [EventName], type: Any.Type)] = []
        let mappings = registry.mappings + (dispatchingContent?.viewMappings ?? [])
        for (_, entry) in managerEvents.byViewType where !mappings.contains(where: { $0.viewType == entry.type }) {
            unfireable.append((entry.handlers.names, entry.type))
        }
        for entry in managerEvents.byModelType where !canShowModels(of: entry.type) {
            // A `String` or `Substring` header or footer is shown as a title, with no mapping.
            let isTitle = entry.type == String.self || entry.type == Substring.self
            let names = entry.handlers.names.filter { !isTitle || !managerEvents.headerAndFooterNames.contains($0) }
            if !names.isEmpty { unfireable.append((names, entry.type)) }
        }
        for (names, type) in unfireable {
            for name in names.sorted(by: { $0.rawValue < $1.rawValue }) {
                let report = EventCannotFire(event: name.rawValue, type: String(describing: type))
                if managerEvents.reportedUnfireable.insert(report).inserted {
                    registry.report(.eventCannotFire(report))
                }
            }
        }
    }

    /// Whether some mapping may show models of `type`: the same type, or a class related by inheritance. When the
    /// mapping's model type or `type` is a protocol existential (`any Food`, `Any`, `AnyObject`) or `AnyHashable`,
    /// which types match cannot be known without a value (a struct or a class may conform), so they may match; any
    /// other two types are compared exactly.
    private func canShowModels(of type: Any.Type) -> Bool {
        if Self.matchesUnlistedTypes(type) { return true }
        return (registry.mappings + (dispatchingContent?.viewMappings ?? [])).contains { mapping in
            mapping.modelType == type
                || Self.matchesUnlistedTypes(mapping.modelType)
                || Self.isClass(type, subclassOf: mapping.modelType)
                || Self.isClass(mapping.modelType, subclassOf: type)
        }
    }

    /// Whether models of types other than `type` itself may be `type`s: a protocol existential, or `AnyHashable`
    /// (every `Hashable` value casts to it).
    private static func matchesUnlistedTypes(_ type: Any.Type) -> Bool {
        isExistential(type) || type == AnyHashable.self
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

/// The view a closure may receive: the one the host passed, else the host's visible view, asked at most once and
/// only when a closure that reads the view runs.
struct ShownView {
    private var shown: AnyObject?
    private var known: Bool

    /// The view the host passed, if any (`nil`: ask the host when needed).
    init(_ view: AnyObject?) {
        shown = view
        known = view != nil
    }

    /// A view already looked up (possibly `nil`).
    init(known view: AnyObject?) {
        shown = view
        known = true
    }

    /// The view when `needed`, asking `host` the first time.
    @MainActor
    mutating func view(if needed: Bool, _ kind: ViewKind, _ path: ItemPath, from dispatcher: Dispatcher) -> AnyObject? {
        guard needed else { return nil }
        if !known {
            shown = dispatcher.host?.visibleView(ofKind: kind, at: path)
            known = true
        }
        return shown
    }
}
