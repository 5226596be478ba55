/// No registered view can show a model: which model, where, and what is registered for that kind.
public struct MissingMapping: Hashable, Sendable {
    /// The model, as text.
    public var model: String
    /// The model's dynamic type.
    public var modelType: String
    /// The place the view was wanted for.
    public var kind: ViewKind
    /// Where the model is.
    public var path: ItemPath
    /// The view types registered for that kind.
    public var registeredForKind: [String]

    /// Creates a report.
    public init(model: String, modelType: String, kind: ViewKind, path: ItemPath, registeredForKind: [String]) {
        self.model = model
        self.modelType = modelType
        self.kind = kind
        self.path = path
        self.registeredForKind = registeredForKind
    }
}

/// Two mappings without conditions fit a model type equally well.
public struct AmbiguousMappings: Hashable, Sendable {
    /// The model's dynamic type.
    public var modelType: String
    /// The place the views fill.
    public var kind: ViewKind
    /// The view used: the one registered first.
    public var chosen: String
    /// The others that fit as well.
    public var others: [String]

    /// Creates a report.
    public init(modelType: String, kind: ViewKind, chosen: String, others: [String]) {
        self.modelType = modelType
        self.kind = kind
        self.chosen = chosen
        self.others = others
    }
}

/// One reuse identifier registered for two view types.
public struct ReuseIdentifierConflict: Hashable, Sendable {
    /// The identifier.
    public var identifier: String
    /// The place the views fill.
    public var kind: ViewKind
    /// The view type registered first with it.
    public var registered: String
    /// The view type registered now with it.
    public var registering: String

    /// Creates a report.
    public init(identifier: String, kind: ViewKind, registered: String, registering: String) {
        self.identifier = identifier
        self.kind = kind
        self.registered = registered
        self.registering = registering
    }
}

/// A host could not provide a view for a mapping, or provided one of another type.
public struct ViewUnavailable: Hashable, Sendable {
    /// The mapping's reuse identifier.
    public var reuseIdentifier: String
    /// The place the view was wanted for.
    public var kind: ViewKind
    /// Where.
    public var path: ItemPath
    /// The type of the view the host gave instead, if it gave one.
    public var dequeuedType: String?

    /// Creates a report.
    public init(reuseIdentifier: String, kind: ViewKind, path: ItemPath, dequeuedType: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        self.kind = kind
        self.path = path
        self.dequeuedType = dequeuedType
    }
}

/// A dispatcher event closure registered for a type that no mapping shows, so it can never fire.
public struct EventCannotFire: Hashable, Sendable {
    /// The event.
    public var event: String
    /// The view or model type it was registered for.
    public var type: String

    /// Creates a report.
    public init(event: String, type: String) {
        self.event = event
        self.type = type
    }
}

/// A mapping whose declared model matches none of the models shown: its view can never appear.
public struct UnmatchedMapping: Hashable, Sendable {
    /// The view type.
    public var view: String
    /// The model type it declares.
    public var model: String
    /// The place it was registered for.
    public var kind: ViewKind
    /// The model types the content holds.
    public var modelTypesShown: [String]

    /// Creates a report.
    public init(view: String, model: String, kind: ViewKind, modelTypesShown: [String]) {
        self.view = view
        self.model = model
        self.kind = kind
        self.modelTypesShown = modelTypesShown
    }
}
