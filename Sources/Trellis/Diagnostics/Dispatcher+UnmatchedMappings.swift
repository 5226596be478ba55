// Mappings that can never show anything: found by reading the content once, on request.

extension Dispatcher {
    /// Reports each cell mapping whose declared model matches none of the models in the content
    /// (``Anomaly/mappingMatchesNothing(_:)``): a view that can never appear, usually because its `Model` is not the
    /// type the storage holds. It reads every item once (only their distinct types matter), so call it when the
    /// content is loaded, in debug builds or tests; it reports nothing for empty content.
    ///
    /// - Returns: The mappings that match nothing.
    @discardableResult
    public func reportMappingsMatchingNothing() -> [ViewMapping] {
        var samples: [ObjectIdentifier: Any] = [:]
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section) {
                guard let model = model(at: ItemPath(item: item, section: section)) else { continue }
                let type = ObjectIdentifier(Swift.type(of: model))
                if samples[type] == nil { samples[type] = model }
            }
        }
        guard !samples.isEmpty else { return [] }
        let shown = samples.values.map { String(describing: Swift.type(of: $0)) }.sorted()
        let unmatched = registry.mappings.filter { mapping in
            mapping.kind == .cell && !samples.values.contains { mapping.canShow($0) }
        }
        for mapping in unmatched {
            registry.report(
                .mappingMatchesNothing(
                    UnmatchedMapping(
                        view: String(describing: mapping.viewType), model: String(describing: mapping.modelType),
                        kind: mapping.kind, modelTypesShown: shown)))
        }
        return unmatched
    }
}
