// Views configured by a closure rather than by `ModelTransfer`: one view class that shows models of several types,
// each registration bringing its own closure (TrellisUIKit's content-configuration cells: one cell class, a
// configuration closure per model type). Such a mapping has no typed events of its own (`TypedViewMapping` needs a
// `ModelTransfer` view): register events for its model type on the dispatcher where they are offered (`withModel:`).

extension MappingRegistry {
    /// Registers `view` to show models of type `model` in places of `kind`, configured by `configure`.
    ///
    /// - Parameters:
    ///   - view: The view type (a host that makes its own views creates it when it is a ``ConstructibleView``).
    ///   - model: The model type the mapping shows (a subclass instance, or any value conforming to a protocol).
    ///   - kind: Cells (the default), headers, footers or a supplementary kind.
    ///   - reuseIdentifier: The identifier to dequeue the view with; by default the view's and the model's type
    ///     names, so each model type has a reuse queue of its own.
    ///   - condition: Where the mapping applies beyond the model's type.
    ///   - configure: Shows a model in a view.
    /// - Returns: The mapping.
    @inlinable
    @discardableResult
    public func register<View: AnyObject, Model>(
        _ view: View.Type, showing model: Model.Type, as kind: ViewKind = .cell, reuseIdentifier: String? = nil,
        when condition: MappingCondition = .always, configure: @escaping @MainActor (View, Model) -> Void
    ) -> ViewMapping {
        var makeView: (@MainActor () -> AnyObject)?
        if let constructible = view as? any ConstructibleView.Type {
            makeView = { constructible.init() }
        }
        return add(
            view, modelType: Model.self, kind: kind,
            reuseIdentifier: reuseIdentifier ?? "\(String(describing: view)).\(String(reflecting: Model.self))",
            condition: condition,
            showsModel: { $0 is Model },
            updateView: { view, model in
                guard let model = castModel(model, to: Model.self) else { return false }
                return withView(view, as: View.self) { configure($0, model) } != nil
            },
            makeView: makeView,
            exactUpdate: ExactUpdate(View.self, showing: Model.self) { view, container, _ in
                lend(view, as: View.self) { configure($0, container.load(as: Model.self)) }
            })
    }
}
