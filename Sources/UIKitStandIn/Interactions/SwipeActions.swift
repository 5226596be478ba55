public import Foundation

/// A swipe action (UIKit's `UIContextualAction`).
@MainActor
open class UIContextualAction: NSObject {
    /// What the action does; call the completion with `true` when it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal = 0
        /// A destructive action.
        case destructive = 1
    }

    /// The action's look.
    open private(set) var style: Style
    /// What the action does.
    open private(set) var handler: Handler
    /// The action's title.
    open var title: String?
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The image.
    open var image: UIImage?

    /// An action of `style` titled `title`, doing `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions revealed by a swipe (UIKit's `UISwipeActionsConfiguration`).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the swiped edge inwards.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// A row action of the deprecated `tableView(_:editActionsForRowAt:)` (UIKit's `UITableViewRowAction`).
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@available(visionOS, unavailable)
@MainActor
open class UITableViewRowAction: NSObject {
    /// The action's look.
    public enum Style: Int, Sendable {
        /// The default (destructive) look.
        case `default` = 0
        /// Destructive.
        case destructive = 1
        /// Plain.
        case normal = 2
    }

    /// The action's look.
    open private(set) var style: Style
    /// The title.
    open var title: String?
    /// The background colour.
    open var backgroundColor: UIColor?
    /// What the action does.
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// An action of `style` titled `title`, doing `handler`.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
