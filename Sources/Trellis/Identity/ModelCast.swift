/// `model as? Model`, without asking the runtime when `model` holds exactly a `Model` stored inline: the per-cell
/// and per-answer cast of the model a view shows.
///
/// A runtime cast (`swift_dynamicCast`) from `Any` costs a few hundred instructions: it looks at the destination,
/// finds the source is an existential, opens it and tries again. Every cell and every event answer casts its model
/// to the mapping's model type, and nearly always the `Any` holds exactly that type (storages hold each model as its
/// own type, never as an existential inside the `Any`: see `erasedModel(_:)`). So this looks first at the `Any`'s
/// type: when it is `Model` itself and `Model` is stored inside the container (not in a box), the value is read
/// from the container (a copy, as a cast makes). Anything else (another type, a subclass, a protocol, a model too
/// large for the container, a bridged value) goes to the runtime's cast, whose answer is then the same.
///
/// The container's layout, and when a value sits in its buffer, are in `AnyContainer.swift`; for a boxed value the
/// runtime's cast is used. `ModelCastTests` checks the answers against `as?`.
@inlinable @inline(__always)
func castModel<Model>(_ model: Any, to type: Model.Type) -> Model? {
    if isStoredInline(Model.self) {
        let stored: Model? = withContainer(of: model) { container in
            guard storedType(in: container) == ObjectIdentifier(Model.self) else { return nil }
            return container.load(as: Model.self)
        }
        if let stored { return stored }
    }
    return model as? Model
}

/// The class instance `model` holds, read from its container, when the container holds exactly an instance of the
/// class `type` (its type word is `type`'s metadata); `nil` otherwise (another type, or the instance was put in the
/// `Any` as one of its superclasses), and the caller asks the runtime. The per-cell read of a declarative row, whose
/// type the dispatcher knows already: `model as AnyObject` and `model as? AnyRow` each cost a runtime call.
@inline(__always)
func exactInstance(in model: Any, ofClass type: ObjectIdentifier) -> AnyObject? {
    withContainer(of: model) { container in
        guard storedType(in: container) == type else { return nil }
        return container.load(as: AnyObject.self)
    }
}
