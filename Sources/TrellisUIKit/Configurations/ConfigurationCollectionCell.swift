internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// The plain collection cell Trellis provides for models registered with a content configuration
/// (``CollectionViewManager/register(_:reuseIdentifier:when:configuration:)``): a list cell (swipe actions and
/// separators in list layouts) whose configuration updates set its `contentConfiguration` from the registration's
/// closure and the cell's state.
@MainActor
public final class ConfigurationCollectionCell: UICollectionViewListCell {
    /// The model shown and the closure that makes its configuration.
    let slot = ConfigurationSlot<UICellConfigurationState>()

    /// The model the cell shows.
    public var model: Any? { slot.model }

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

/// The supplementary view (header, footer, or any kind) Trellis provides for models registered with a content
/// configuration: supplementary views have no content configuration of their own in UIKit, so this one holds the
/// view its configuration makes, and applies each new configuration to it (or makes another when the view does not
/// support it).
@MainActor
public final class ConfigurationSupplementaryView: UICollectionReusableView {
    /// The model shown and the closure that makes its configuration.
    private let slot = ConfigurationSlot<UIViewConfigurationState>()
    /// The view the configuration made.
    public private(set) var contentView: (any UIView & UIContentView)?

    /// The model the view shows.
    public var model: Any? { slot.model }

    func show(_ content: ConfigurationContent<UIViewConfigurationState>) {
        slot.content = content
        update()
    }

    /// Whether `view` can show `configuration`: UIKit's `supports(_:)` (iOS 16), else the rule it stands for, a
    /// configuration of the type the view shows.
    private static func view(_ view: any UIView & UIContentView, supports configuration: any UIContentConfiguration)
        -> Bool
    {
        if #available(iOS 16.0, *) { return view.supports(configuration) }
        return type(of: view.configuration) == type(of: configuration)
    }

    private func update() {
        let state = UIViewConfigurationState(traitCollection: traitCollection)
        guard let configuration = slot.configuration(for: state, update: { [weak self] in self?.update() }) else {
            return
        }
        if let contentView, Self.view(contentView, supports: configuration) {
            contentView.configuration = configuration
        } else {
            contentView?.removeFromSuperview()
            let made = configuration.makeContentView()
            made.frame = bounds
            addSubview(made)
            contentView = made
        }
    }
}
