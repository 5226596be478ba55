public import Foundation

// What drag-and-drop closures give and receive, without UIKit: a host turns a `DragItemDescription` into a
// `UIDragItem` (an `NSItemProvider` with each representation registered under its type identifier, and the local
// object), a `DropProposalDescription` into a `UITableViewDropProposal` / `UICollectionViewDropProposal`, and passes
// its session and coordinator objects through as tokens, so UIKit code can still reach them.

/// A session the host passes through untouched: the engine never looks inside. A UIKit host wraps its
/// `any UIDragSession`; a screen that needs more than the events give casts ``session`` back.
public struct DragSessionToken: Hashable {
    /// The host's session object (a `UIDragSession` in UIKit).
    public let session: AnyObject

    /// Wraps the host's session.
    public init(_ session: AnyObject) { self.session = session }

    /// Tokens are equal when they wrap the same object.
    public static func == (lhs: DragSessionToken, rhs: DragSessionToken) -> Bool { lhs.session === rhs.session }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(session)) }
}

/// A drop session the host passes through, with what a drop closure most often needs to decide without UIKit:
/// the type identifiers the dragged items can provide, and whether the drag started in this app.
public struct DropSessionToken: Hashable {
    /// The host's session object (a `UIDropSession` in UIKit).
    public let session: AnyObject
    /// The uniform type identifiers the session's items can provide (`public.utf8-plain-text`, `public.jpeg`, ...),
    /// as the host reads them from the items' providers.
    public var typeIdentifiers: [String]
    /// How many items are dragged.
    public var itemCount: Int
    /// Whether the drag started in this app (UIKit: the session has a `localDragSession`).
    public var isLocal: Bool

    /// Wraps the host's session, with what the host knows about its items.
    public init(_ session: AnyObject, typeIdentifiers: [String] = [], itemCount: Int = 0, isLocal: Bool = false) {
        self.session = session
        self.typeIdentifiers = typeIdentifiers
        self.itemCount = itemCount
        self.isLocal = isLocal
    }

    /// Whether some item can provide data of exactly `typeIdentifier` (no type-conformance lookup).
    public func provides(_ typeIdentifier: String) -> Bool { typeIdentifiers.contains(typeIdentifier) }

    /// Tokens are equal when they wrap the same object and describe it the same way.
    public static func == (lhs: DropSessionToken, rhs: DropSessionToken) -> Bool {
        lhs.session === rhs.session && lhs.typeIdentifiers == rhs.typeIdentifiers
            && lhs.itemCount == rhs.itemCount && lhs.isLocal == rhs.isLocal
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(session)) }
}

/// One dragged item: what the app keeps for itself (``localObject``, for drops inside the app) and the data it
/// offers other apps, one representation per type identifier, richest first.
///
/// ```swift
/// mapping.itemsForBeginning { cell, post, path, session in
///     [DragItemDescription(localObject: post, representations: [.plainText(post.title)])]
/// }
/// ```
public struct DragItemDescription {
    /// One form of the item's data.
    public struct Representation: Hashable, Sendable {
        /// The uniform type identifier of ``data`` (`public.utf8-plain-text`, `public.png`, ...).
        public var typeIdentifier: String
        /// The data.
        public var data: Data

        /// `data` of type `typeIdentifier`.
        public init(typeIdentifier: String, data: Data) {
            self.typeIdentifier = typeIdentifier
            self.data = data
        }

        /// `text` as UTF-8 plain text (`public.utf8-plain-text`).
        public static func plainText(_ text: String) -> Representation {
            Representation(typeIdentifier: "public.utf8-plain-text", data: Data(text.utf8))
        }
    }

    /// What the app keeps for drops inside itself (UIKit's `UIDragItem.localObject`): the model, usually.
    public var localObject: Any?
    /// The data offered, richest first.
    public var representations: [Representation]
    /// A name for the data, e.g. a file name when dropped in Files (`NSItemProvider.suggestedName`).
    public var suggestedName: String?
    /// The host's own item, for a dropped item: a `UIDragItem` whose provider may still load data the host could
    /// not read at once. `nil` for items a closure makes.
    public var hostItem: AnyObject?

    /// An item with a local object and representations.
    public init(
        localObject: Any? = nil, representations: [Representation] = [], suggestedName: String? = nil,
        hostItem: AnyObject? = nil
    ) {
        self.localObject = localObject
        self.representations = representations
        self.suggestedName = suggestedName
        self.hostItem = hostItem
    }

    /// An item with a local object and representations given as `(typeIdentifier, data)` pairs.
    public init(localObject: Any? = nil, representations: [(typeIdentifier: String, data: Data)]) {
        self.init(
            localObject: localObject,
            representations: representations.map { Representation(typeIdentifier: $0.typeIdentifier, data: $0.data) })
    }

    /// The type identifiers of the representations, in order.
    public var typeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The data of type `typeIdentifier`, if offered.
    public func data(ofType typeIdentifier: String) -> Data? {
        representations.first { $0.typeIdentifier == typeIdentifier }?.data
    }
}

/// How a drop at the current place would be handled: UIKit's `UITableViewDropProposal` /
/// `UICollectionViewDropProposal`.
public struct DropProposalDescription: Hashable, Sendable {
    /// What the drop does (UIKit's `UIDropOperation`, same raw values).
    public enum Operation: Int, Hashable, Sendable, CaseIterable {
        /// No drop; the session ends without data moving.
        case cancel = 0
        /// A drop is normally possible here but not now: UIKit shows the forbidden badge.
        case forbidden = 1
        /// The data is copied.
        case copy = 2
        /// The data is moved (UIKit allows it only within one app).
        case move = 3
    }

    /// Where the dropped items go (UIKit's `Intent`, same raw values).
    public enum Intent: Int, Hashable, Sendable, CaseIterable {
        /// No particular intent: the host decides.
        case unspecified = 0
        /// Inserted at the destination path, between items (UIKit opens a gap).
        case insertAtDestination = 1
        /// Into the item at the destination path (a folder-like item), which UIKit highlights.
        case insertIntoDestination = 2
        /// Inserted or dropped into, depending on where exactly over the row the finger is. Tables only: a
        /// collection host sends `.unspecified`.
        case automatic = 3
    }

    /// What the drop does.
    public var operation: Operation
    /// Where the items go.
    public var intent: Intent

    /// A proposal.
    public init(operation: Operation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    /// No drop: UIKit's answer when `dropSessionDidUpdate` is not implemented.
    public static let cancel = DropProposalDescription(operation: .cancel)
}

/// How a dragged or dropped item's view is previewed: the host-neutral form of UIKit's `UIDragPreviewParameters`,
/// for `dragPreviewParametersForRowAt` / `dropPreviewParametersForRowAt` (and their `…ForItemAt` twins). Returning
/// `nil` instead keeps UIKit's default preview, the whole view as it looks.
public struct DragPreviewDescription {
    /// The colour behind the preview (one with alpha 0 shows only the view's content); `nil` for UIKit's default.
    public var backgroundColor: TrellisColor?
    /// The radius of the rounded corners of the preview's visible area (the view's bounds), in points; `nil` for
    /// UIKit's default (the whole view).
    public var cornerRadius: Double?
    /// Parameters the host makes itself (a `UIDragPreviewParameters` built by UIKit code): when set, the host returns
    /// them as they are and ignores the fields above.
    public var hostParameters: AnyObject?

    /// A preview of the view with these parameters.
    public init(backgroundColor: TrellisColor? = nil, cornerRadius: Double? = nil, hostParameters: AnyObject? = nil) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.hostParameters = hostParameters
    }
}

/// One item being dropped: its description and, when it was dragged from this same view, where it came from.
public struct DroppedItem {
    /// The item (its local object and the representations the host could read at once).
    public var item: DragItemDescription
    /// The item's path in this view when the drag started here (a move within the view), else `nil`.
    public var sourcePath: ItemPath?

    /// A dropped item.
    public init(item: DragItemDescription, sourcePath: ItemPath? = nil) {
        self.item = item
        self.sourcePath = sourcePath
    }
}

/// A drop to perform: where, how, and what. UIKit's `UITableViewDropCoordinator` /
/// `UICollectionViewDropCoordinator`, without UIKit.
///
/// Update your content in the `performDrop` closure (a `MemoryStorage` animates the change by itself), and say
/// where each item landed with ``drop(itemAt:to:)``: the host then animates the item's preview to that path
/// (`coordinator.drop(_:toRowAt:)` / `drop(_:toItemAt:)`) after the closure returns. Several items land one after
/// the other, in the session's order, so each goes one row further than the one before.
///
/// ```swift
/// dispatcher.performDrop { drop in
///     var destination = drop.destination ?? ItemPath(item: storage.numberOfItems(inSection: 0), section: 0)
///     for (index, dropped) in drop.items.enumerated() {
///         guard let post = dropped.item.localObject as? Post else { continue }
///         do { try storage.insertItem(post, at: destination) } catch { continue }
///         drop.drop(itemAt: index, to: destination)
///         destination.item += 1   // the next item lands after this one
///     }
/// }
/// ```
@MainActor
public final class DropCoordinatorDescription {
    /// Where the finger lifted: the path the proposal was made for; `nil` over empty space.
    public let destination: ItemPath?
    /// The proposal the drop was accepted with.
    public let proposal: DropProposalDescription
    /// The dropped items, in the session's order.
    public let items: [DroppedItem]
    /// The drop session.
    public let session: DropSessionToken
    /// The host's coordinator (a `UITableViewDropCoordinator` in UIKit), for placeholders and other animations
    /// this description does not cover. `nil` outside UIKit.
    public let hostCoordinator: AnyObject?
    /// The placements asked for with ``drop(itemAt:to:)``, in order, for the host to animate.
    public private(set) var placements: [(item: Int, destination: ItemPath)] = []

    /// A drop, as the host describes it.
    public init(
        destination: ItemPath?, proposal: DropProposalDescription, items: [DroppedItem], session: DropSessionToken,
        hostCoordinator: AnyObject? = nil
    ) {
        self.destination = destination
        self.proposal = proposal
        self.items = items
        self.session = session
        self.hostCoordinator = hostCoordinator
    }

    /// Asks the host to animate item `index` of ``items`` into the view at `path` (where your content now shows
    /// it). An index outside ``items`` is ignored.
    public func drop(itemAt index: Int, to path: ItemPath) {
        guard items.indices.contains(index) else { return }
        placements.append((index, path))
    }
}
