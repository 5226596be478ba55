// Reconfiguring: showing a row's new model in the cell it has, without dequeuing another. The stage applier decides
// which changed rows reconfigure (`Dispatcher+Apply.swift`); hosts without UIKit (the terminal, the headless table)
// then call `reconfigure(_:at:)` for their visible cells, and live models (`Live/`) for a cell whose observed
// properties changed. UIKit hosts call `reconfigureRows`, which asks `cell(at:)` again and gets the same cell back.

extension Dispatcher {
    /// The mapping that shows `model` (an item of what is shown, or of a stage's data) at `path` as a cell: the
    /// content's own mapping (a declarative row's), else the registry's for its registry model. Nothing is reported
    /// when none does.
    public func cellMapping(for model: Any, at path: ItemPath) -> ViewMapping? {
        let model = (model as? AnyItem)?.base ?? model
        if let dispatchingContent {
            if let mapping = dispatchingContent.viewMapping(for: model, kind: .cell, at: path) { return mapping }
            return registry.resolve(dispatchingContent.registryModel(for: model), at: path, kind: .cell)
        }
        return registry.resolve(model, at: path, kind: .cell)
    }

    /// Shows the model now at `path` in `shown`'s view, the cell a host already has for the row, as
    /// ``cell(at:)`` would configure a new one: the same mapping's `configure` (and a declarative row's `onDequeue`).
    ///
    /// - Returns: The view with its new model and mapping; `nil` when the row's model now maps to another view type
    ///   or reuse identifier (the host should dequeue a new cell with ``cell(at:)``), when no mapping shows it, or
    ///   for a path out of range.
    public func reconfigure(_ shown: ConfiguredView, at path: ItemPath) -> ConfiguredView? {
        guard let model = storedItem(at: path)?.base ?? model(at: path),
            let mapping = cellMapping(for: model, at: path), mapping.makesSameView(as: shown.mapping)
        else { return nil }
        configuringDepth += 1
        defer { configuringDepth -= 1 }
        if let dispatchingContent, dispatchingContent.viewMapping(for: model, kind: .cell, at: path) == nil {
            // A registry mapping for a row of content that answers for itself: it shows the row's own model.
            guard mapping.configure(shown.view, with: dispatchingContent.registryModel(for: model), at: path) else {
                return nil
            }
            return ConfiguredView(view: shown.view, model: model, mapping: mapping)
        }
        // With the path: a cell configured with it (a `DeclarativeCell`) shows where its row is now.
        guard mapping.configure(shown.view, with: model, at: path) else { return nil }
        dispatchingContent?.didConfigure(shown.view, with: model, kind: .cell, at: path)
        return ConfiguredView(view: shown.view, model: model, mapping: mapping)
    }
}

extension ViewMapping {
    /// Whether a view made for `other` can show what this mapping shows: the same view type and reuse identifier
    /// (UIKit hands a reconfigured row's cell back only for its own reuse identifier). Never for a mapping that
    /// provides its own views (``providingViews(kind:viewType:reuseIdentifier:_:)``): its views come from the
    /// content's code (a cascading node's `cellForRowAt`), which may make a new cell where UIKit requires the one on
    /// screen back, and has no configure to run on a view it made; such rows are reloaded.
    public func makesSameView(as other: ViewMapping) -> Bool {
        guard provideView == nil, other.provideView == nil else { return false }
        return self === other || (viewType == other.viewType && reuseIdentifier == other.reuseIdentifier)
    }
}
