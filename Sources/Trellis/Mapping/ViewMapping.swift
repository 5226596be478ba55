/// One registered view type: which models it shows, where (its ``ViewKind`` and ``MappingCondition``), and the
/// reuse identifier a host dequeues it with.
///
/// Made by ``MappingRegistry/register(_:as:reuseIdentifier:when:events:)``, which also attaches its typed event
/// closures (see ``TypedViewMapping``).
@MainActor
public final class ViewMapping: CustomStringConvertible {
    /// The place the view fills.
    nonisolated public let kind: ViewKind
    /// The view's type.
    nonisolated public let viewType: AnyObject.Type
    /// The model type the view declares (its `ModelTransfer.Model`).
    nonisolated public let modelType: Any.Type
    /// The identifier the host registers and dequeues the view with.
    nonisolated public let reuseIdentifier: String
    /// Where the mapping applies, beyond the model's type.
    nonisolated public let condition: MappingCondition
    /// Position in registration order: among equally good mappings, the earlier one is chosen.
    let order: Int
    /// The event closures attached to this mapping.
    let events = EventHandlers()
    /// Creates a view, for hosts that make their own views (headless, terminal); `nil` unless the view type is a
    /// ``ConstructibleView``. UIKit hosts create views from the registered class instead.
    public let makeView: (@MainActor () -> AnyObject)?

    private let showsModel: (Any) -> Bool
    private let updateView: @MainActor (AnyObject, Any) -> Bool

    /// A mapping with its closures already built (by ``MappingRegistry/register(_:as:reuseIdentifier:when:events:)``,
    /// which is inlined into the caller so that they are specialized for the concrete view and model types).
    @usableFromInline
    init(
        kind: ViewKind, viewType: AnyObject.Type, modelType: Any.Type, reuseIdentifier: String,
        condition: MappingCondition, order: Int, showsModel: @escaping (Any) -> Bool,
        updateView: @escaping @MainActor (AnyObject, Any) -> Bool, makeView: (@MainActor () -> AnyObject)?
    ) {
        self.kind = kind
        self.viewType = viewType
        self.modelType = modelType
        self.reuseIdentifier = reuseIdentifier
        self.condition = condition
        self.order = order
        self.showsModel = showsModel
        self.updateView = updateView
        self.makeView = makeView
    }

    /// Whether the view can show `model`: the model is of the mapping's model type, a subclass of it, or conforms to
    /// it (for a protocol). The condition is not considered.
    public func canShow(_ model: Any) -> Bool { showsModel(model) }

    /// Shows `model` in `view` (`view.update(with: model)`).
    ///
    /// - Returns: `false`, and does nothing, when `view` is not of the mapping's view type or `model` not of its
    ///   model type.
    @discardableResult
    public func configure(_ view: AnyObject, with model: Any) -> Bool { updateView(view, model) }

    /// How closely the mapping's model type fits a model of dynamic type `type`: 0 for the type itself, `n` for its
    /// `n`-th superclass, and a large number for a protocol or any other match. Smaller is closer.
    func distance(to model: Any) -> Int {
        let type = Swift.type(of: model)
        if type == modelType { return 0 }
        var steps = 0
        var mirror = Mirror(reflecting: model).superclassMirror
        while let current = mirror {
            steps += 1
            if current.subjectType == modelType { return steps }
            mirror = current.superclassMirror
        }
        return Self.protocolDistance
    }

    /// The distance of a protocol (or other non-class) match: farther than any superclass.
    static let protocolDistance = 1_000_000

    /// `PostCell (cell) for Post, reuse "PostCell"`, with its condition when it has one.
    nonisolated public var description: String {
        let condition = self.condition.isConditional ? ", \(self.condition)" : ""
        return "\(viewType) (\(kind)) for \(modelType), reuse \"\(reuseIdentifier)\"\(condition)"
    }
}
