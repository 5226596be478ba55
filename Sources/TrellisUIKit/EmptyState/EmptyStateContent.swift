public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// What a manager shows behind an empty table or collection (its `backgroundView`): a view of yours, any content
/// configuration (a `UIContentUnavailableConfiguration`, iOS 17), or an ``Trellis/EmptyState`` description.
@MainActor
public enum EmptyStateContent {
    /// A view, shown as it is.
    case view(UIView)
    /// A content configuration, shown by the view it makes (`UIContentUnavailableConfiguration.empty()`,
    /// `.search()`, `.loading()` on iOS 17; a `UIHostingConfiguration`; a list configuration).
    case configuration(any UIContentConfiguration)
    /// A description: a `UIContentUnavailableConfiguration` on iOS 17, a centred list configuration before.
    case emptyState(EmptyState)

    /// The content configuration `emptyState` describes on this system.
    static func configuration(for emptyState: EmptyState) -> any UIContentConfiguration {
        let image = emptyState.imageName.flatMap { UIImage(systemName: $0) }
        if #available(iOS 17.0, *) {
            var content = UIContentUnavailableConfiguration.empty()
            content.text = emptyState.title
            content.secondaryText = emptyState.message
            content.image = image
            return content
        }
        var content = UIListContentConfiguration.cell()
        content.text = emptyState.title
        content.secondaryText = emptyState.message
        content.image = image
        content.textProperties.alignment = .center
        content.secondaryTextProperties.alignment = .center
        return content
    }
}
