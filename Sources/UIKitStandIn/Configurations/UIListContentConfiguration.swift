// The list content configuration (iOS 14): an image, a text and a secondary text, the content of most list cells,
// headers and footers. The stand-in keeps the properties a test reads and the factories (docs/UIKitCellsReference.md
// §1.6); styling (fonts, colours, margins) is left out, and `updated(for:)` returns the configuration unchanged.

/// A list cell's, header's or footer's content: an image, a text and a secondary text.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is laid out.
    public struct TextProperties: Hashable, Sendable {
        /// The most lines shown (0: no limit).
        public var numberOfLines = 0
        /// The text's alignment.
        public var alignment = TextAlignment.natural
    }

    /// A text's alignment.
    public enum TextAlignment: Hashable, Sendable {
        /// Leading.
        case natural
        /// Centred.
        case center
        /// Justified.
        case justified
    }

    /// How the image is laid out.
    public struct ImageProperties: Hashable, Sendable {
        /// The largest size (zero: the image's own).
        public var maximumSize = CGSize.zero
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
    }

    /// Which factory made the configuration (stand-in only: UIKit keeps it privately, as styling).
    public enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell, header, footer, prominentInsetGroupedHeader,
            extraProminentInsetGroupedHeader
        case accompaniedSidebarCell, accompaniedSidebarSubtitleCell, plainHeader, plainFooter, groupedHeader
        case groupedFooter, sidebarHeader, sidebarCell, sidebarSubtitleCell
    }

    /// The image.
    public var image: UIImage?
    /// The image's layout.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text's layout.
    public var textProperties = TextProperties()
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text's layout.
    public var secondaryTextProperties = TextProperties()
    /// Whether the texts sit side by side rather than one above the other.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The factory that made the configuration (stand-in only).
    public let style: Style

    init(style: Style) { self.style = style }

    /// A cell's content: a text, with an optional secondary text below.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
    /// A cell's content with a secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
    /// A cell's content with a secondary text beside the text.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .valueCell)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A header's content, for the list's style.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }
    /// A footer's content, for the list's style.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(style: .footer) }
    /// A prominent header of an inset grouped list.
    @available(iOS 15.0, *)
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }
    /// An extra prominent header of an inset grouped list.
    @available(iOS 15.0, *)
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }
    /// A sidebar cell beside other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell)
    }
    /// A sidebar cell with a secondary text, beside other content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }
    /// A plain list's header.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "header()")
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
    /// A plain list's footer.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "footer()")
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
    /// A grouped list's header.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "header()")
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedHeader)
    }
    /// A grouped list's footer.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "footer()")
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter)
    }
    /// A sidebar's header.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "header()")
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarHeader)
    }
    /// A sidebar's cell.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "cell()")
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
    /// A sidebar's cell with a secondary text.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "subtitleCell()")
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell)
    }

    /// A list content view showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration for `state` (the stand-in has no styling to adjust: the same configuration).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view that shows a ``UIListContentConfiguration``.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// How many times a configuration was applied to the view (stand-in only).
    public private(set) var appliedConfigurationCount = 1

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// The configuration shown; a configuration of another type is ignored (UIKit raises).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else { return }
            listConfiguration = configuration
            appliedConfigurationCount += 1
        }
    }
}
