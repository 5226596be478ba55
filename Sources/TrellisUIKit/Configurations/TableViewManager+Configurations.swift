public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Content configurations (iOS 14): register a model type with a closure from a model and the cell's state to any
// `UIContentConfiguration` (a `UIListContentConfiguration`, a `UIHostingConfiguration`, your own); Trellis shows it
// in a plain cell of its own, updated whenever the cell's state changes (selected, highlighted, editing).

extension TableViewManager {
    /// Shows every `model` row with the content configuration `configuration` makes from the model and the cell's
    /// state, in a ``ConfigurationTableCell``. The closure runs in each configuration update: before the cell is
    /// displayed, when its state changes, and when an `@Observable` property it read changes.
    ///
    /// ```swift
    /// manager.register(Post.self) { post, state in
    ///     var content = UIListContentConfiguration.subtitleCell()
    ///     content.text = post.title
    ///     content.secondaryText = state.isSelected ? post.body : nil
    ///     return content
    /// }
    /// ```
    ///
    /// The mapping has no typed events of its own: use the dispatcher's registrations by model type (`withModel:`),
    /// or answer selection and the like in your own ``TableViewManager/delegate``.
    ///
    /// - Parameters:
    ///   - model: The model type (a subclass instance, or any value conforming to a protocol, is shown too).
    ///   - reuseIdentifier: The identifier the cells are reused with; by default one per model type.
    ///   - condition: Where the mapping applies beyond the model's type.
    ///   - configuration: The content for a model in a state.
    /// - Returns: The mapping.
    @discardableResult
    public func register<Model>(
        _ model: Model.Type, reuseIdentifier: String? = nil, when condition: MappingCondition = .always,
        configuration: @escaping @MainActor (Model, UICellConfigurationState) -> any UIContentConfiguration
    ) -> ViewMapping {
        registry.register(
            ConfigurationTableCell.self, showing: Model.self, reuseIdentifier: reuseIdentifier, when: condition
        ) { cell, model in
            cell.show(ConfigurationContent(model: model) { state in configuration(model, state) })
        }
    }

    /// Shows every `model` header or footer (`kind`) with the content configuration `configuration` makes from the
    /// model and the view's state, in a ``ConfigurationHeaderFooterView`` (or, for `.cell`, in cells).
    @discardableResult
    public func register<Model>(
        _ model: Model.Type, as kind: ViewKind, reuseIdentifier: String? = nil,
        when condition: MappingCondition = .always,
        configuration: @escaping @MainActor (Model, UIViewConfigurationState) -> any UIContentConfiguration
    ) -> ViewMapping {
        if kind == .cell {
            return register(model, reuseIdentifier: reuseIdentifier, when: condition) { model, state in
                configuration(model, UIViewConfigurationState(state))
            }
        }
        return registry.register(
            ConfigurationHeaderFooterView.self, showing: Model.self, as: kind, reuseIdentifier: reuseIdentifier,
            when: condition
        ) { view, model in
            view.show(ConfigurationContent(model: model) { state in configuration(model, state) })
        }
    }
}
