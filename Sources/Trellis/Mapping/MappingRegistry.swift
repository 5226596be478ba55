/// The views a screen can show, and the rule that picks one for each model.
///
/// ```swift
/// registry.register(PostCell.self)                                   // every Post
/// registry.register(FeaturedPostCell.self, when: .section(0))        // Posts in section 0
/// registry.register(FoodCell.self)                                   // every value conforming to Food
/// registry.register(TitleHeader.self, as: .header)
/// ```
///
/// ## Which mapping is chosen
///
/// For a model at a path, among the mappings of the requested kind whose model type the model is (its exact type,
/// a superclass, or a protocol it conforms to):
/// 1. a mapping with a condition that holds beats one without a condition: conditions specialise;
/// 2. then the closest model type: the model's own type, then its superclass, its superclass's superclass, ...,
///    and protocols last;
/// 3. then the earliest registered.
///
/// When two mappings without conditions tie on (2), the earlier is used and an ``Anomaly/ambiguousMappings(_:)`` is
/// reported. When none fits, ``Anomaly/noMapping(_:)`` says which model, where, and what to register; a `String`
/// header or footer model needs no mapping (hosts show it as a title).
///
/// ## Cost
///
/// The candidates for a model's dynamic type and kind are worked out once and cached; afterwards a lookup is one
/// pointer-hashed table access (plus the conditions of conditional candidates, when there are any), whatever the
/// number of mappings. Registering or unregistering clears the cache.
@MainActor
public final class MappingRegistry {
    /// Every mapping, in registration order.
    public private(set) var mappings: [ViewMapping] = []
    /// Where this registry's anomalies go; `nil` sends them to ``AnomalyReporter``.
    public var anomalyHandler: AnomalyHandler?

    /// The mappings that can show one dynamic model type in one kind of place, best first (condition, then distance,
    /// then order), and the best one when it has no condition: then it is the answer at every path.
    private struct Candidates {
        let list: [ViewMapping]
        let answer: ViewMapping?
    }

    /// Candidates for cells by dynamic model type: the per-cell lookup, one pointer hash.
    @exclusivity(unchecked) private var cellCandidates = TypeTable<Candidates>()
    /// For each type whose cell mapping needs no condition checked, that mapping: the per-cell lookup's first stop,
    /// which hands back one reference rather than a whole candidate list.
    @exclusivity(unchecked) private var cellAnswers = TypeTable<ViewMapping>()
    /// Candidates for headers, footers and supplementary kinds.
    private var otherCandidates: [ViewKind: TypeTable<Candidates>] = [:]
    private var registrations = 0
    /// The model types (by kind) already reported as having no mapping since registrations last changed: a row asked
    /// for again (a reload, scrolling back, another row of the type) has the same cause, reported once.
    private var reportedMissing: [ViewKind: Set<ObjectIdentifier>] = [:]
    /// The views (by view type, kind and the type the host gave instead) already reported as unavailable since
    /// registrations last changed: a host that cannot make a view (a headless host and a view that is not a
    /// `ConstructibleView`, a table with no class registered for the identifier) cannot for any row, so every read
    /// of every row of the type has the same cause, reported once.
    private var reportedUnavailable: Set<UnavailableView> = []
    /// How many times candidates were worked out (tests check the cache with it).
    private(set) var candidateComputations = 0

    /// An empty registry.
    public init() {}

    // MARK: Registering

    /// Registers `view` to show its `Model` in places of `kind`.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - kind: Cells (the default), headers, footers or a supplementary kind.
    ///   - reuseIdentifier: The identifier to dequeue the view with; by default the view type's name.
    ///   - condition: Where the mapping applies beyond the model's type.
    ///   - events: Attaches typed event closures to the mapping.
    /// - Returns: The mapping.
    @inlinable
    @discardableResult
    public func register<View: ModelTransfer>(
        _ view: View.Type, as kind: ViewKind = .cell, reuseIdentifier: String? = nil,
        when condition: MappingCondition = .always, events: (TypedViewMapping<View>) -> Void = { _ in }
    ) -> ViewMapping {
        // Built here, in the caller's module, so the per-cell closures are specialized for `View` and its model.
        var makeView: (@MainActor () -> AnyObject)?
        if let constructible = view as? any ConstructibleView.Type {
            makeView = { constructible.init() }
        }
        let mapping = add(
            view, modelType: View.Model.self, kind: kind, reuseIdentifier: reuseIdentifier ?? String(describing: view),
            condition: condition,
            showsModel: { $0 is View.Model },
            updateView: { view, model in
                guard let model = castModel(model, to: View.Model.self) else { return false }
                return withView(view, as: View.self) { $0.update(with: model) } != nil
            },
            makeView: makeView,
            exactUpdate: ExactUpdate(View.self, showing: View.Model.self) { view, container, _ in
                lend(view, as: View.self) { $0.update(with: container.load(as: View.Model.self)) }
            })
        events(TypedViewMapping(mapping))
        return mapping
    }

    /// Registers `view`, a ``DeclarativeCell``, to show its `Model` in places of `kind`: it is configured with
    /// `configure(_:path:)`, given the item's path (Flow's cells), rather than `update(with:)`.
    ///
    /// The parameters are those of the registration above.
    @inlinable
    @discardableResult
    public func register<View: DeclarativeCell>(
        _ view: View.Type, as kind: ViewKind = .cell, reuseIdentifier: String? = nil,
        when condition: MappingCondition = .always, events: (TypedViewMapping<View>) -> Void = { _ in }
    ) -> ViewMapping {
        var makeView: (@MainActor () -> AnyObject)?
        if let constructible = view as? any ConstructibleView.Type {
            makeView = { constructible.init() }
        }
        let mapping = add(
            view, modelType: View.Model.self, kind: kind, reuseIdentifier: reuseIdentifier ?? String(describing: view),
            condition: condition,
            showsModel: { $0 is View.Model },
            updateView: { view, model in
                guard let model = castModel(model, to: View.Model.self) else { return false }
                return withView(view, as: View.self) { $0.update(with: model) } != nil
            },
            makeView: makeView,
            updateViewAtPath: { view, model, path in
                guard let model = castModel(model, to: View.Model.self) else { return false }
                return withView(view, as: View.self) { $0.configure(model, path: path) } != nil
            },
            exactUpdate: ExactUpdate(View.self, showing: View.Model.self) { view, container, path in
                lend(view, as: View.self) { $0.configure(container.load(as: View.Model.self), path: path) }
            })
        events(TypedViewMapping(mapping))
        return mapping
    }

    /// Records a mapping built by ``register(_:as:reuseIdentifier:when:events:)``, reporting a reuse identifier that
    /// another view type already has.
    @usableFromInline
    func add(
        _ view: AnyObject.Type, modelType: Any.Type, kind: ViewKind, reuseIdentifier identifier: String,
        condition: MappingCondition, showsModel: @escaping (Any) -> Bool,
        updateView: @escaping @MainActor (AnyObject, Any) -> Bool, makeView: (@MainActor () -> AnyObject)?,
        updateViewAtPath: (@MainActor (AnyObject, Any, ItemPath) -> Bool)? = nil, exactUpdate: ExactUpdate? = nil
    ) -> ViewMapping {
        if let clash = mappings.first(where: {
            $0.kind == kind && $0.reuseIdentifier == identifier && $0.viewType != view
        }) {
            report(
                .reuseIdentifierConflict(
                    ReuseIdentifierConflict(
                        identifier: identifier, kind: kind,
                        registered: String(describing: clash.viewType), registering: String(describing: view))))
        }
        registrations += 1
        let mapping = ViewMapping(
            kind: kind, viewType: view, modelType: modelType, reuseIdentifier: identifier, condition: condition,
            order: registrations, showsModel: showsModel, updateView: updateView, makeView: makeView,
            updateViewAtPath: updateViewAtPath, exactUpdate: exactUpdate)
        mappings.append(mapping)
        forgetCandidates()
        return mapping
    }

    /// Removes every mapping of `view`, for `kind` or (when `kind` is `nil`) for every kind.
    public func unregister<View: ModelTransfer>(_ view: View.Type, as kind: ViewKind? = nil) {
        mappings.removeAll { $0.viewType == view && (kind == nil || $0.kind == kind) }
        forgetCandidates()
    }

    /// Removes one mapping.
    public func unregister(_ mapping: ViewMapping) {
        mappings.removeAll { $0 === mapping }
        forgetCandidates()
    }

    /// What the cell mappings' conditions depend on, worked out once after each registration change: the stage
    /// applier re-resolves rows that change place only when some condition depends on the place.
    var positionalCellConditions: PositionalConditions {
        if let summary = conditionSummary { return summary }
        var summary = PositionalConditions()
        for mapping in mappings where mapping.kind == .cell {
            switch mapping.condition.rule {
            case .always: break
            case .section(let index): summary.sections.insert(index)
            case .predicate: summary.hasPredicates = true
            }
        }
        conditionSummary = summary
        return summary
    }

    /// The sections named by `.section` conditions of cell mappings, and whether any has a predicate.
    struct PositionalConditions {
        var sections: Set<Int> = []
        var hasPredicates = false
        /// Whether some cell mapping's condition depends on the place.
        var exist: Bool { hasPredicates || !sections.isEmpty }
    }

    private var conditionSummary: PositionalConditions?

    private func forgetCandidates() {
        conditionSummary = nil
        cellCandidates = TypeTable()
        cellAnswers = TypeTable()
        otherCandidates.removeAll()
        reportedMissing.removeAll()
        reportedUnavailable.removeAll()
    }

    // MARK: Resolving

    /// The mapping that shows `model` at `path` in a place of `kind`, by the rules above; `nil` (and an anomaly,
    /// except for a `String` header or footer) when none does.
    ///
    /// An ``AnyItem`` is looked through to the model it wraps.
    public func mapping(for model: Any, at path: ItemPath, kind: ViewKind = .cell) -> ViewMapping? {
        let model = (model as? AnyItem)?.base ?? model
        if let mapping = resolve(model, at: path, kind: kind) { return mapping }
        reportMissing(model, at: path, kind: kind)
        return nil
    }

    /// The mapping for `model` (not an `AnyItem`) by the rules above, without reporting a missing one.
    func resolve(_ model: Any, at path: ItemPath, kind: ViewKind) -> ViewMapping? {
        resolve(model, type: ObjectIdentifier(Swift.type(of: model)), at: path, kind: kind)
    }

    /// The same, for a model whose dynamic type is known already (an ``AnyItem`` keeps it).
    func resolve(_ model: Any, type: ObjectIdentifier, at path: ItemPath, kind: ViewKind) -> ViewMapping? {
        if kind == .cell, let answer = cellAnswers[type] { return answer }
        let found = kind == .cell ? cellCandidates[type] : otherCandidates[kind]?[type]
        let candidates = found ?? computeCandidates(for: model, type: type, kind: kind)
        if let answer = candidates.answer { return answer }
        for mapping in candidates.list where mapping.condition.holds(at: path, for: model) {
            return mapping
        }
        return nil
    }

    /// Reports that nothing shows `model` at `path` (except a `String` header or footer, which becomes a title):
    /// once per model type and kind until the registrations change, with the first model and path met.
    func reportMissing(_ model: Any, at path: ItemPath, kind: ViewKind) {
        guard !(kind == .header || kind == .footer) || !(model is String || model is Substring) else { return }
        guard reportedMissing[kind, default: []].insert(ObjectIdentifier(type(of: model))).inserted else { return }
        report(
            .noMapping(
                MissingMapping(
                    model: String(describing: model), modelType: String(describing: type(of: model)),
                    kind: kind, path: path,
                    registeredForKind: mappings.filter { $0.kind == kind }.map { String(describing: $0.viewType) })))
    }

    /// Reports that the host could not give `mapping`'s view (or gave one of another type, `unavailable.dequeuedType`):
    /// once per view type, kind and type given until the registrations change, with the first path met.
    func reportUnavailable(_ unavailable: ViewUnavailable, for mapping: ViewMapping) {
        let key = UnavailableView(
            viewType: ObjectIdentifier(mapping.viewType), kind: unavailable.kind, dequeuedType: unavailable.dequeuedType
        )
        guard reportedUnavailable.insert(key).inserted else { return }
        report(.viewUnavailable(unavailable))
    }

    /// What makes two unavailable views the same report.
    private struct UnavailableView: Hashable {
        let viewType: ObjectIdentifier
        let kind: ViewKind
        let dequeuedType: String?
    }

    /// Works out and caches the candidates for `model`'s dynamic type, reporting a tie between unconditional ones.
    private func computeCandidates(for model: Any, type: ObjectIdentifier, kind: ViewKind) -> Candidates {
        candidateComputations += 1
        let ranked =
            mappings
            .filter { $0.kind == kind && $0.canShow(model) }
            .map { (mapping: $0, distance: $0.distance(to: model)) }
            .sorted { lhs, rhs in
                let (l, r) = (lhs.mapping, rhs.mapping)
                if l.condition.isConditional != r.condition.isConditional { return l.condition.isConditional }
                if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
                return l.order < r.order
            }
        let unconditional = ranked.filter { !$0.mapping.condition.isConditional }
        if unconditional.count > 1, unconditional[0].distance == unconditional[1].distance {
            let tied = unconditional.filter { $0.distance == unconditional[0].distance }.map(\.mapping)
            report(
                .ambiguousMappings(
                    AmbiguousMappings(
                        modelType: String(describing: Swift.type(of: model)), kind: kind,
                        chosen: String(describing: tied[0].viewType),
                        others: tied.dropFirst().map { String(describing: $0.viewType) })))
        }
        let list = ranked.map(\.mapping)
        let candidates = Candidates(list: list, answer: list.first.flatMap { $0.condition.isConditional ? nil : $0 })
        if kind == .cell {
            cellCandidates.insert(candidates, for: type)
            if let answer = candidates.answer { cellAnswers.insert(answer, for: type) }
        } else {
            otherCandidates[kind, default: TypeTable()].insert(candidates, for: type)
        }
        return candidates
    }

    func report(_ anomaly: Anomaly) {
        AnomalyReporter.report(anomaly, to: anomalyHandler)
    }
}
