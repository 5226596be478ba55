public import Trellis

extension ViewManager {
    /// Registers `view` to show its `Model`, its views coming from `source`: a nib (named after the class, or given),
    /// a storyboard's prototype cell (dequeued by its reuse identifier, nothing registered), or the class.
    ///
    /// ```swift
    /// manager.register(PostCell.self, from: .nib())                           // PostCell.xib, in PostCell's bundle
    /// manager.register(PostCell.self, from: .nib("PostCellCompact", bundle: .module))
    /// manager.register(PostCell.self, from: .storyboardPrototype)             // identifier "PostCell" in the storyboard
    /// ```
    ///
    /// Without a source, mappings are ``ViewSource/automatic``: a nib named after the class if the class's bundle
    /// has one, else a table's storyboard prototype with the reuse identifier, else the class.
    @discardableResult
    public func register<View: ModelTransfer>(
        _ view: View.Type, from source: ViewSource, as kind: ViewKind = .cell, reuseIdentifier: String? = nil,
        when condition: MappingCondition = .always, events: (TypedViewMapping<View>) -> Void = { _ in }
    ) -> ViewMapping {
        let mapping = registry.register(
            view, as: kind, reuseIdentifier: reuseIdentifier, when: condition, events: events)
        setViewSource(source, for: mapping)
        return mapping
    }

    /// Makes the views of `mapping` come from `source` from now on (views already registered with the view are
    /// registered again the next time the manager registers views: on `reloadData()` or `setContent(_:)`).
    public func setViewSource(_ source: ViewSource, for mapping: ViewMapping) {
        viewSources[ObjectIdentifier(mapping)] = source
        registrations.forget(mapping)
    }

    /// Where `mapping`'s views come from.
    func viewSource(for mapping: ViewMapping) -> ViewSource {
        viewSources[ObjectIdentifier(mapping)] ?? .automatic
    }
}
