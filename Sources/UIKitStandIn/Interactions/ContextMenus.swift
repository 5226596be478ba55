public import Foundation

/// An entry of a menu (UIKit's `UIMenuElement`).
@MainActor
open class UIMenuElement: NSObject {
    /// The entry's title.
    open private(set) var title: String
    /// The entry's image.
    open private(set) var image: UIImage?

    /// An entry's attributes (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates attributes from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Disabled.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Hidden.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// A menu entry's state (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// Off.
        case off = 0
        /// On.
        case on = 1
        /// Mixed.
        case mixed = 2
    }

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu action (UIKit's `UIAction`).
@MainActor
open class UIAction: UIMenuElement {
    /// The attributes.
    open var attributes: Attributes
    /// The state.
    open var state: State
    /// What the action does.
    let handler: (UIAction) -> Void

    /// An action (UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, reduced).
    public init(
        title: String = "", image: UIImage? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Performs the action, as a tap in the menu would (stand-in only).
    public func simulatePerform() { handler(self) }
}

/// A menu (UIKit's `UIMenu`).
@MainActor
open class UIMenu: UIMenuElement {
    /// How the menu shows.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
    }

    /// The entries.
    open private(set) var children: [UIMenuElement]
    /// How the menu shows.
    open private(set) var options: Options

    /// A menu (UIKit's `init(title:image:identifier:options:children:)`, reduced).
    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }
}

/// A context menu's configuration (UIKit's `UIContextMenuConfiguration`).
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Makes the menu.
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
    /// The identifier given when it was made.
    open private(set) var identifier: any NSCopying
    /// Makes the menu when it is shown.
    let actionProvider: ActionProvider?

    /// A configuration with `identifier` (UIKit: `init(identifier:previewProvider:actionProvider:)`).
    public init(identifier: (any NSCopying)?, previewProvider: (() -> AnyObject?)?, actionProvider: ActionProvider?) {
        self.identifier = identifier ?? NSUUID()
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu, as UIKit asks for it when showing it (stand-in only).
    public func simulateMenu() -> UIMenu? { actionProvider?([]) }
}

/// How a preview looks (UIKit's `UIPreviewParameters`).
@MainActor
open class UIPreviewParameters: NSObject {
    /// The background colour.
    open var backgroundColor: UIColor!
    /// The part of the view shown, `nil` for all of it.
    open var visiblePath: UIBezierPath?

    /// The corner radius of ``visiblePath`` when it is a rounded rectangle (stand-in only).
    public var cornerRadius: CGFloat? { visiblePath?.cornerRadius }
}

/// A path (UIKit's `UIBezierPath`), reduced to the rounded rectangle a preview's visible area is.
open class UIBezierPath: NSObject {
    /// The rectangle (stand-in only).
    public let bounds: CGRect
    /// The corner radius (stand-in only).
    public let cornerRadius: CGFloat

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
        self.cornerRadius = cornerRadius
        super.init()
    }
}

/// The preview of a drag (UIKit's `UIDragPreviewParameters`).
@MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

/// A view shown as a preview (UIKit's `UITargetedPreview`).
@MainActor
open class UITargetedPreview: NSObject {
    /// The view.
    open private(set) var view: UIView
    /// How it looks.
    open private(set) var parameters: UIPreviewParameters

    /// A preview of `view` with `parameters`.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }
}

/// The animator of a context menu's commit (UIKit's `UIContextMenuInteractionCommitAnimating`).
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: NSObjectProtocol {}

/// The animator of a context menu's appearance or dismissal (UIKit's `UIContextMenuInteractionAnimating`).
@MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {}
