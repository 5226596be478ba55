/// When a mapping applies, beyond the model's type: always, in one section, or when a predicate on the item's path
/// and model holds.
///
/// A mapping with a condition is preferred over one without, so conditions specialise: register a general
/// `PostCell`, then `FeaturedPostCell` with `.section(0)`.
public struct MappingCondition: Sendable, CustomStringConvertible {
    enum Rule: Sendable {
        case always
        case section(Int)
        case predicate(@MainActor @Sendable (ItemPath, Any) -> Bool)
    }

    let rule: Rule

    /// No condition: the mapping applies wherever its model type matches.
    public static let always = MappingCondition(rule: .always)

    /// The mapping applies only in section `index`.
    public static func section(_ index: Int) -> MappingCondition {
        MappingCondition(rule: .section(index))
    }

    /// The mapping applies where `predicate` holds for the item's path and model. The model is passed as the
    /// mapping's model type.
    public static func when<Model>(
        _ model: Model.Type = Model.self, _ predicate: @escaping @MainActor @Sendable (ItemPath, Model) -> Bool
    ) -> MappingCondition {
        MappingCondition(
            rule: .predicate { path, value in
                guard let model = castModel(value, to: Model.self) else { return false }
                return predicate(path, model)
            })
    }

    /// Whether the mapping has a condition at all.
    public var isConditional: Bool {
        if case .always = rule { return false }
        return true
    }

    /// Whether the condition holds for `model` at `path`.
    @MainActor
    func holds(at path: ItemPath, for model: Any) -> Bool {
        switch rule {
        case .always: return true
        case .section(let index): return path.section == index
        case .predicate(let predicate): return predicate(path, model)
        }
    }

    /// `always`, `in section 2`, or `when a predicate holds`.
    public var description: String {
        switch rule {
        case .always: return "always"
        case .section(let index): return "in section \(index)"
        case .predicate: return "when a predicate holds"
        }
    }
}
