/// One registered view type: which models it shows, where (its ``ViewKind`` and ``MappingCondition``), and the
/// reuse identifier a host dequeues it with.
///
/// Made by ``MappingRegistry/register(_:as:reuseIdentifier:when:events:)``, which also attaches its typed event
/// closures (see ``TypedViewMapping``).
@MainActor
public final class ViewMapping: CustomStringConvertible {
    // The fields every cell reads come first, so that they share the object's first cache lines: with many mappings,
    // each cell reads a different mapping.
    /// The per-cell fast path (see ``ExactUpdate``), kept as three fields rather than one optional value: calling a
    /// closure read from an optional copy retains and releases its context, a closure stored in the mapping is called
    /// as it is. Without a fast path, both types are ``NoExactType``, which no model or view is.
    private let exactModelType: ObjectIdentifier
    private let exactViewType: ObjectIdentifier
    private let updateExactly: @MainActor (AnyObject, UnsafeRawPointer, ItemPath) -> Void
    /// The reuse identifier and kind as a number, which a host's pool indexes its queues with (see ``ReuseKey``).
    nonisolated public let reuseKey: ReuseKey
    /// Makes the view itself, configured, instead of the host dequeuing one (see ``providingViews(kind:viewType:reuseIdentifier:_:)``).
    let provideView: (@MainActor (ItemPath) -> AnyObject?)?
    /// The identifier the host registers and dequeues the view with.
    nonisolated public let reuseIdentifier: String
    /// The place the view fills.
    nonisolated public let kind: ViewKind
    /// The view's type.
    nonisolated public let viewType: AnyObject.Type
    /// The model type the view declares (its `ModelTransfer.Model`).
    nonisolated public let modelType: Any.Type
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
    /// Shows a model in a view that needs the item's path too (a ``DeclarativeCell``); used instead of `updateView`.
    private let updateViewAtPath: (@MainActor (AnyObject, Any, ItemPath) -> Bool)?

    /// A mapping with its closures already built (by ``MappingRegistry/register(_:as:reuseIdentifier:when:events:)``,
    /// which is inlined into the caller so that they are specialized for the concrete view and model types).
    @usableFromInline
    init(
        kind: ViewKind, viewType: AnyObject.Type, modelType: Any.Type, reuseIdentifier: String,
        condition: MappingCondition, order: Int, showsModel: @escaping (Any) -> Bool,
        updateView: @escaping @MainActor (AnyObject, Any) -> Bool, makeView: (@MainActor () -> AnyObject)?,
        updateViewAtPath: (@MainActor (AnyObject, Any, ItemPath) -> Bool)? = nil,
        provideView: (@MainActor (ItemPath) -> AnyObject?)? = nil, exactUpdate: ExactUpdate? = nil
    ) {
        self.kind = kind
        self.viewType = viewType
        self.modelType = modelType
        self.reuseIdentifier = reuseIdentifier
        self.reuseKey = ReuseKey(reuseIdentifier, kind: kind)
        self.condition = condition
        self.order = order
        self.showsModel = showsModel
        self.updateView = updateView
        self.makeView = makeView
        self.updateViewAtPath = updateViewAtPath
        self.provideView = provideView
        if let exactUpdate {
            exactModelType = exactUpdate.modelType
            exactViewType = exactUpdate.viewType
            updateExactly = exactUpdate.update
        } else {
            exactModelType = ObjectIdentifier(NoExactType.self)
            exactViewType = ObjectIdentifier(NoExactType.self)
            updateExactly = { _, _, _ in }
        }
    }

    /// A mapping whose views are made, and configured, by `provide` rather than dequeued by the host: for content that
    /// makes its own cells the way a UIKit data source does (a cascading node's `tableView(_:cellForRowAt:)`). The
    /// dispatcher calls `provide` with the item's path wherever it would dequeue a view; the host registers nothing
    /// for it.
    public static func providingViews(
        kind: ViewKind = .cell, viewType: AnyObject.Type, reuseIdentifier: String,
        _ provide: @escaping @MainActor (ItemPath) -> AnyObject?
    ) -> ViewMapping {
        ViewMapping(
            kind: kind, viewType: viewType, modelType: Any.self, reuseIdentifier: reuseIdentifier, condition: .always,
            order: 0, showsModel: { _ in true }, updateView: { _, _ in true }, makeView: nil, provideView: provide)
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

    /// Shows `model`, the item at `path`, in `view`: `update(with:)`, or a ``DeclarativeCell``'s
    /// `configure(_:path:)`.
    ///
    /// - Returns: `false`, and does nothing, when `view` is not of the mapping's view type or `model` not of its
    ///   model type.
    @discardableResult
    public func configure(_ view: AnyObject, with model: Any, at path: ItemPath) -> Bool {
        if let updateViewAtPath { return updateViewAtPath(view, model, path) }
        return updateView(view, model)
    }

    /// Shows `model`, the item at `path`, in `view`: what ``configure(_:with:at:)`` does, without any cast when the
    /// model and the view are exactly of the types the mapping was registered with (its ``ExactUpdate``). The
    /// dispatcher's per-cell call.
    @inline(__always)
    func show(_ model: Any, in view: AnyObject, at path: ItemPath) -> Bool {
        let shownExactly = withContainer(of: model) { container in
            guard storedType(in: container) == exactModelType, ObjectIdentifier(Swift.type(of: view)) == exactViewType
            else { return false }
            updateExactly(view, container, path)
            return true
        }
        return shownExactly || configure(view, with: model, at: path)
    }

    /// Whether the mapping's views are configured with their path (``DeclarativeCell``), not `update(with:)`.
    var configuresWithPath: Bool { updateViewAtPath != nil }

    /// Whether the mapping has the per-cell fast path (tests check which registrations get one).
    var hasExactUpdate: Bool { exactModelType != ObjectIdentifier(NoExactType.self) }

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
