internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// The plain cell Trellis provides for models registered with a content configuration
/// (``TableViewManager/register(_:reuseIdentifier:when:configuration:)``): each configuration update (before the
/// cell is displayed, and when it is selected, highlighted or edited) sets its `contentConfiguration` to the
/// registration's closure's result for the cell's state.
@MainActor
public final class ConfigurationTableCell: UITableViewCell {
    /// The model shown and the closure that makes its configuration.
    let slot = ConfigurationSlot<UICellConfigurationState>()

    /// The model the cell shows.
    public var model: Any? { slot.model }

    /// Shows `content` from the next configuration update on (UIKit runs one before the cell is displayed).
    func show(_ content: ConfigurationContent<UICellConfigurationState>) {
        slot.content = content
        setNeedsUpdateConfiguration()
    }

    /// Sets the content configuration for `state`.
    public override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        guard
            let configuration = slot.configuration(
                for: state, update: { [weak self] in self?.setNeedsUpdateConfiguration() })
        else { return }
        contentConfiguration = configuration
    }
}

/// The plain header or footer view Trellis provides for models registered with a content configuration
/// (``TableViewManager/register(_:as:reuseIdentifier:when:configuration:)``).
@MainActor
public final class ConfigurationHeaderFooterView: UITableViewHeaderFooterView {
    /// The model shown and the closure that makes its configuration.
    let slot = ConfigurationSlot<UIViewConfigurationState>()

    /// The model the view shows.
    public var model: Any? { slot.model }

    func show(_ content: ConfigurationContent<UIViewConfigurationState>) {
        slot.content = content
        setNeedsUpdateConfiguration()
    }

    /// Sets the content configuration for `state`.
    public override func updateConfiguration(using state: UIViewConfigurationState) {
        super.updateConfiguration(using: state)
        guard
            let configuration = slot.configuration(
                for: state, update: { [weak self] in self?.setNeedsUpdateConfiguration() })
        else { return }
        contentConfiguration = configuration
    }
}
