/// Attributes of a menu action: the host-neutral form of `UIMenuElement.Attributes`.
public struct MenuElementAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits, in `UIMenuElement.Attributes`'s order.
    public let rawValue: Int
    /// Creates attributes from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The action is shown disabled.
    public static let disabled = MenuElementAttributes(rawValue: 1 << 0)
    /// The action destroys data (shown in red).
    public static let destructive = MenuElementAttributes(rawValue: 1 << 1)
    /// The action is not shown.
    public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
}

/// Whether a menu action shows a check mark: the host-neutral form of `UIMenuElement.State`, same raw values.
public enum MenuElementState: Int, Hashable, Sendable {
    /// No check mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A mixed-state mark.
    case mixed = 2
}

/// An entry of a context menu: an action, or a submenu with entries of its own (`UIAction` / `UIMenu`).
public enum MenuElementDescription: Sendable {
    /// An action: its title, image (an SF Symbol or asset name), attributes, state, and what it does.
    case action(
        title: String, imageName: String? = nil, attributes: MenuElementAttributes = [],
        state: MenuElementState = .off, handler: @MainActor () -> Void)
    /// A submenu: its title, image, its entries, and whether they are shown inline in the parent menu (separated
    /// by dividers) rather than behind a submenu entry.
    case submenu(
        title: String, imageName: String? = nil, displaysInline: Bool = false, children: [MenuElementDescription])

    /// The entry's title.
    public var title: String {
        switch self {
        case .action(let title, _, _, _, _), .submenu(let title, _, _, _): title
        }
    }
}

/// A context menu: the host-neutral form of a `UIContextMenuConfiguration` with its `UIMenu`.
///
/// A UIKit host makes the configuration with an identifier that lets it find the item again (the menu's path),
/// since UIKit's later callbacks (`previewForHighlightingContextMenuWithConfiguration`, `willDisplayContextMenu`,
/// ...) receive only the configuration.
public struct ContextMenuDescription: Sendable {
    /// Your name for the menu, handed back with the menu's later events.
    public var identifier: String?
    /// The menu's title (empty for none).
    public var title: String
    /// The menu's entries. An empty menu begins the interaction and then cancels it (UIKit's way to hint that a
    /// menu exists but has nothing now).
    public var children: [MenuElementDescription]

    /// A menu.
    public init(identifier: String? = nil, title: String = "", children: [MenuElementDescription]) {
        self.identifier = identifier
        self.title = title
        self.children = children
    }
}

/// How the view showing an item is lifted out while its context menu is shown or dismissed: the host-neutral form
/// of a `UITargetedPreview` of the cell with `UIPreviewParameters`.
public struct ContextMenuPreview: Hashable, Sendable {
    /// The colour behind the preview; `nil` for UIKit's default.
    public var backgroundColor: TrellisColor?
    /// The radius of the preview's rounded corners, in points; `nil` for UIKit's default.
    public var cornerRadius: Double?

    /// A preview of the item's view with these parameters.
    public init(backgroundColor: TrellisColor? = nil, cornerRadius: Double? = nil) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }
}
