public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Host-neutral values to and from UIKit's, at the edge: the engine speaks `ItemPath`, `EditingStyle`,
// `RowAnimation` and descriptions; UIKit speaks `IndexPath`, `UITableViewCell.EditingStyle`,
// `UITableView.RowAnimation` and objects.

extension IndexPath {
    /// The engine's path for this row or item (`[section, item]`). A path without two indexes (UIKit never sends
    /// one; a caller might: `IndexPath(index: 0)`) becomes `[-1, -1]`, which names nothing, so the answer is the
    /// default for a row that does not exist, never a trap (`IndexPath.section` traps on such a path).
    var itemPath: ItemPath { count >= 2 ? ItemPath(item: self[1], section: self[0]) : ItemPath(item: -1, section: -1) }

    /// The section of a supplementary view's path: its first index, or -1 (no section) for an empty path. UIKit's
    /// layouts give `[section, 0]`; a custom layout may give `[section]`, or one index for a view of the whole
    /// collection, and `IndexPath.section` traps unless the path has exactly two indexes.
    var supplementarySection: Int { isEmpty ? -1 : self[0] }
}

extension ItemPath {
    /// UIKit's path for this item.
    var uikit: IndexPath { IndexPath(indexes: [section, item]) }
}

extension RowAnimation {
    /// UIKit's animation of the same name.
    public var uikit: UITableView.RowAnimation {
        switch self {
        case .automatic, .inherited: .automatic
        case .fade: .fade
        case .right: .right
        case .left: .left
        case .top: .top
        case .bottom: .bottom
        case .middle: .middle
        case .none: .none
        }
    }
}

extension EditingStyle {
    /// UIKit's editing style.
    var uikit: UITableViewCell.EditingStyle { UITableViewCell.EditingStyle(rawValue: rawValue) ?? .delete }

    /// The engine's style for UIKit's.
    init(_ style: UITableViewCell.EditingStyle) { self = EditingStyle(rawValue: style.rawValue) ?? .none }
}

extension TrellisPoint {
    /// The engine's point for UIKit's.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

@MainActor
extension TrellisColor {
    /// The UIKit colour, of the clamped components (NaN or out of range never reaches UIKit).
    var uikit: UIColor {
        let color = clamped
        return UIColor(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha)
        )
    }
}

@MainActor
enum UIKitObjects {
    /// A swipe-actions configuration from its description.
    static func swipeActions(_ description: SwipeActionsDescription) -> UISwipeActionsConfiguration {
        let configuration = UISwipeActionsConfiguration(actions: description.actions.map(contextualAction))
        configuration.performsFirstActionWithFullSwipe = description.performsFirstActionWithFullSwipe
        return configuration
    }

    /// A contextual action from its description.
    static func contextualAction(_ description: ContextualActionDescription) -> UIContextualAction {
        let handler = description.handler
        let action = UIContextualAction(
            style: description.style == .destructive ? .destructive : .normal, title: description.title
        ) { _, _, completion in
            MainActor.assumeIsolated { handler(completion) }
        }
        if let color = description.backgroundColor { action.backgroundColor = color.uikit }
        if let name = description.imageName { action.image = UIImage(systemName: name) ?? UIImage(named: name) }
        return action
    }

    /// A row action of the deprecated edit-actions API from a description; its completion does nothing.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    static func rowAction(_ description: ContextualActionDescription) -> UITableViewRowAction {
        let handler = description.handler
        let action = UITableViewRowAction(
            style: description.style == .destructive ? .destructive : .normal, title: description.title
        ) { _, _ in
            MainActor.assumeIsolated { handler { _ in } }
        }
        if let color = description.backgroundColor { action.backgroundColor = color.uikit }
        return action
    }

    /// A context-menu configuration whose identifier is `identifier` (the path the menu was made for).
    static func contextMenu(_ description: ContextMenuDescription, identifier: String) -> UIContextMenuConfiguration {
        let menu = UIMenu(title: description.title, children: description.children.map(menuElement))
        return UIContextMenuConfiguration(identifier: identifier as NSString, previewProvider: nil) { _ in menu }
    }

    /// A menu element from its description.
    static func menuElement(_ description: MenuElementDescription) -> UIMenuElement {
        switch description {
        case .action(let title, let imageName, let attributes, let state, let handler):
            var uikitAttributes: UIMenuElement.Attributes = []
            if attributes.contains(.disabled) { uikitAttributes.insert(.disabled) }
            if attributes.contains(.destructive) { uikitAttributes.insert(.destructive) }
            if attributes.contains(.hidden) { uikitAttributes.insert(.hidden) }
            return UIAction(
                title: title, image: imageName.flatMap { UIImage(systemName: $0) }, attributes: uikitAttributes,
                state: UIMenuElement.State(rawValue: state.rawValue) ?? .off
            ) { _ in MainActor.assumeIsolated { handler() } }
        case .submenu(let title, let imageName, let displaysInline, let children):
            return UIMenu(
                title: title, image: imageName.flatMap { UIImage(systemName: $0) },
                options: displaysInline ? .displayInline : [], children: children.map(menuElement))
        }
    }

    /// A targeted preview of `view` from a preview description (a corner radius rounds the view's bounds).
    static func preview(_ description: ContextMenuPreview, of view: UIView) -> UITargetedPreview {
        let parameters = UIPreviewParameters()
        if let color = description.backgroundColor { parameters.backgroundColor = color.uikit }
        if let radius = description.cornerRadius {
            parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: CGFloat(radius))
        }
        return UITargetedPreview(view: view, parameters: parameters)
    }

    /// Drag preview parameters from a description (its host parameters when it carries UIKit's own); a corner
    /// radius rounds `view`'s bounds (the row or item previewed; without it UIKit's default shape stays).
    static func dragPreview(_ description: DragPreviewDescription, of view: UIView?) -> UIDragPreviewParameters {
        if let own = description.hostParameters as? UIDragPreviewParameters { return own }
        let parameters = UIDragPreviewParameters()
        if let color = description.backgroundColor { parameters.backgroundColor = color.uikit }
        if let radius = description.cornerRadius, let view {
            parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: CGFloat(radius))
        }
        return parameters
    }

    /// The key under which a drag item made here keeps its description's representations (an associated object), so
    /// a drop in the same app reads the data at once, as an item provider cannot give it.
    nonisolated(unsafe) static var representationsKey: UInt8 = 0

    /// Drag items from descriptions (the host's own item when a description carries one).
    static func dragItems(_ descriptions: [DragItemDescription]) -> [UIDragItem] {
        descriptions.map { description in
            if let own = description.hostItem as? UIDragItem { return own }
            let provider = NSItemProvider()
            for representation in description.representations {
                let data = representation.data
                provider.registerDataRepresentation(forTypeIdentifier: representation.typeIdentifier, visibility: .all)
                { done in
                    done(data, nil)
                    return nil
                }
            }
            provider.suggestedName = description.suggestedName
            let item = UIDragItem(itemProvider: provider)
            item.localObject = description.localObject
            objc_setAssociatedObject(
                item, &representationsKey, description.representations, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return item
        }
    }

    /// The engine's description of a dragged item: its local object and name, and its data when the drag began in
    /// this app (items from other apps load theirs through ``DragItemDescription/hostItem``'s item provider).
    static func dragItemDescription(_ item: UIDragItem) -> DragItemDescription {
        var description = DragItemDescription(localObject: item.localObject, representations: [])
        description.suggestedName = item.itemProvider.suggestedName
        description.hostItem = item
        if let representations = objc_getAssociatedObject(item, &representationsKey)
            as? [DragItemDescription.Representation]
        {
            description.representations = representations
        }
        return description
    }

    /// The engine's token for a drop session.
    static func dropToken(_ session: any UIDropSession) -> DropSessionToken {
        DropSessionToken(
            session, typeIdentifiers: session.items.flatMap { $0.itemProvider.registeredTypeIdentifiers },
            itemCount: session.items.count, isLocal: session.localDragSession != nil)
    }

    /// A table drop proposal from its description.
    static func tableDropProposal(_ description: DropProposalDescription) -> UITableViewDropProposal {
        UITableViewDropProposal(
            operation: UIDropOperation(rawValue: UInt(description.operation.rawValue)) ?? .cancel,
            intent: UITableViewDropProposal.Intent(rawValue: description.intent.rawValue) ?? .unspecified)
    }
}

extension UIKitObjects {
    /// A collection drop proposal from its description (`automatic`, which collections lack, becomes `unspecified`).
    static func collectionDropProposal(_ description: DropProposalDescription) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(
            operation: UIDropOperation(rawValue: UInt(description.operation.rawValue)) ?? .cancel,
            intent: UICollectionViewDropProposal.Intent(rawValue: description.intent.rawValue) ?? .unspecified)
    }
}
