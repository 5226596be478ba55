// Empty states (iOS 17): a content configuration for "nothing to show" (docs/UIKitCellsReference.md). The
// stand-in keeps the image, the texts and the factory that made it; buttons and styling are left out.

/// What a view shows when it has no content: an image, a text and a secondary text, centred.
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// Which factory made the configuration (stand-in only).
    public enum Style: Hashable, Sendable {
        case empty, loading, search
    }

    /// How the content is aligned.
    public enum Alignment: Hashable, Sendable {
        /// Centred.
        case center
        /// Leading.
        case natural
    }

    /// The image.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The alignment.
    public var alignment = Alignment.center
    /// The background.
    public var background = UIBackgroundConfiguration.clear()
    /// The factory that made the configuration (stand-in only).
    public let style: Style

    private init(style: Style) { self.style = style }

    /// A blank configuration to fill in.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: .empty) }
    /// The system's loading look.
    public static func loading() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(style: .loading)
    }
    /// The system's "no results" look for a search.
    public static func search() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(style: .search)
    }

    /// A content-unavailable view showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// This configuration for `state` (unchanged in the stand-in).
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// The state of a content-unavailable view: traits and the search text.
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The text of the view controller's search bar, if any.
    public var searchText: String?
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The view that shows a ``UIContentUnavailableConfiguration``.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var unavailable: UIContentUnavailableConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        unavailable = configuration
        super.init(frame: .zero)
    }

    /// The configuration shown; one of another type is ignored (UIKit raises).
    open var configuration: any UIContentConfiguration {
        get { unavailable }
        set { if let configuration = newValue as? UIContentUnavailableConfiguration { unavailable = configuration } }
    }

    /// Whether the content scrolls when it does not fit.
    open var isScrollEnabled = true
}
