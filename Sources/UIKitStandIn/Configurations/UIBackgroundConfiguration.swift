/// A cell's, header's or footer's background (iOS 14), as a value: the stand-in keeps its colour, corner radius and
/// the factory that made it; `updated(for:)` returns it unchanged.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIBackgroundConfiguration: Hashable {
    /// Which factory made the configuration (stand-in only).
    public enum Style: Hashable, Sendable {
        case clear, listCell, listHeader, listFooter, listPlainCell, listGroupedCell, listSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter
    }

    /// The background colour.
    public var backgroundColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The factory that made the configuration (stand-in only).
    public let style: Style

    private init(style: Style) { self.style = style }

    /// No background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A list cell's background, for the list's style.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listCell) }
    /// A list header's background.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeader) }
    /// A list footer's background.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listFooter) }
    /// A plain list cell's background.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell()")
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell) }
    /// A grouped list cell's background.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell()")
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell)
    }
    /// A sidebar cell's background.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell()")
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarCell)
    }
    /// A plain list header's or footer's background.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listHeader()")
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainHeaderFooter)
    }
    /// A grouped list header's or footer's background.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listHeader()")
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter)
    }

    /// This background for `state` (unchanged in the stand-in).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
