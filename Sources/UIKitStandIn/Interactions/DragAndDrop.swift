public import Foundation

/// A dragged item (UIKit's `UIDragItem`).
@MainActor
open class UIDragItem: NSObject {
    /// The data offered.
    open private(set) var itemProvider: NSItemProvider
    /// An object for drops inside the app.
    open var localObject: Any?

    /// An item offering `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// A drag in progress (UIKit's `UIDragSession`).
@MainActor
public protocol UIDragSession: NSObjectProtocol {
    /// The dragged items.
    var items: [UIDragItem] { get }
    /// Extra state for the app.
    var localContext: Any? { get set }
}

/// A drop in progress (UIKit's `UIDropSession`).
@MainActor
public protocol UIDropSession: NSObjectProtocol {
    /// The dropped items.
    var items: [UIDragItem] { get }
    /// The drag session, when the drag started in this app.
    var localDragSession: (any UIDragSession)? { get }
}

/// What a drop would do (UIKit's `UIDropOperation`).
public enum UIDropOperation: UInt, Sendable {
    /// Nothing.
    case cancel = 0
    /// Refused.
    case forbidden = 1
    /// Copies the data.
    case copy = 2
    /// Moves the data.
    case move = 3
}

/// A table's drop proposal (UIKit's `UITableViewDropProposal`).
@MainActor
open class UITableViewDropProposal: NSObject {
    /// Where the drop lands.
    public enum Intent: Int, Sendable {
        /// No particular place.
        case unspecified = 0
        /// Between rows, at the destination.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination.
        case insertIntoDestinationIndexPath = 2
        /// UIKit decides.
        case automatic = 3
    }

    /// The operation.
    open private(set) var operation: UIDropOperation
    /// The intent.
    open private(set) var intent: Intent

    /// A proposal.
    public init(operation: UIDropOperation, intent: Intent) {
        self.operation = operation
        self.intent = intent
        super.init()
    }
}

/// A dropped item as a table sees it (UIKit's `UITableViewDropItem`).
@MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    /// The item.
    var dragItem: UIDragItem { get }
    /// Where it came from, when it was dragged from this table.
    var sourceIndexPath: IndexPath? { get }
}

/// What a table's drop delegate performs a drop with (UIKit's `UITableViewDropCoordinator`).
@MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The dropped items.
    var items: [any UITableViewDropItem] { get }
    /// Where the drop lands.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal accepted.
    var proposal: UITableViewDropProposal { get }
    /// The session.
    var session: any UIDropSession { get }
    /// Animates `dragItem` into the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}

/// An animation of a drop (UIKit's `UIDragAnimating`).
@MainActor
public protocol UIDragAnimating: NSObjectProtocol {}

/// A spring-loading interaction's context (UIKit's `UISpringLoadedInteractionContext`).
@MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {}

/// A focus change in a table (UIKit's `UITableViewFocusUpdateContext`).
@MainActor
open class UITableViewFocusUpdateContext: NSObject {
    /// The path focused before.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The path focused next.
    open private(set) var nextFocusedIndexPath: IndexPath?

    /// A focus change (stand-in only: UIKit makes these).
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init()
    }
}

/// Coordinates animations with a focus change (UIKit's `UIFocusAnimationCoordinator`).
@MainActor
open class UIFocusAnimationCoordinator: NSObject {}
