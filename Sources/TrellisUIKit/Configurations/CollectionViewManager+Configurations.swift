public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

extension CollectionViewManager {
    /// Shows every `model` item with the content configuration `configuration` makes from the model and the cell's
    /// state, in a ``ConfigurationCollectionCell`` (a list cell). See
    /// ``TableViewManager/register(_:reuseIdentifier:when:configuration:)``.
    @discardableResult
    public func register<Model>(
        _ model: Model.Type, reuseIdentifier: String? = nil, when condition: MappingCondition = .always,
        configuration: @escaping @MainActor (Model, UICellConfigurationState) -> any UIContentConfiguration
    ) -> ViewMapping {
        registry.register(
            ConfigurationCollectionCell.self, showing: Model.self, reuseIdentifier: reuseIdentifier, when: condition
        ) { cell, model in
            cell.show(ConfigurationContent(model: model) { state in configuration(model, state) })
        }
    }

    /// Shows every `model` header, footer or supplementary view of `kind` with the content configuration
    /// `configuration` makes, in a ``ConfigurationSupplementaryView`` (or, for `.cell`, in cells).
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
            ConfigurationSupplementaryView.self, showing: Model.self, as: kind, reuseIdentifier: reuseIdentifier,
            when: condition
        ) { view, model in
            view.show(ConfigurationContent(model: model) { state in configuration(model, state) })
        }
    }
}
