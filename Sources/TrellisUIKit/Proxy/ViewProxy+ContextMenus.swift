internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// The item each open context menu was made for. UIKit's later callbacks (the iOS 15 previews, the preview action,
// the menu's appearance and end) pass only the menu's configuration, possibly after updates moved or removed its
// item: the path is followed through the manager's batches, and the item's identity checked when it is asked for,
// so a callback reaches the item the menu was opened on, or nothing once that item is gone.

/// An open context menu's item.
struct ContextMenuItem {
    /// Where the item is now; `nil` once a batch deleted or reloaded it.
    var path: ItemPath?
    /// The item's identity when the menu was made; `nil` or a token when it cannot be compared later (the path alone
    /// then names the item).
    let identity: ItemIdentity?
}

/// What a context menu's configuration names.
enum ContextMenuTarget {
    /// The item the menu was made for, at its current path.
    case item(ItemPath)
    /// The menu's item was removed (or replaced at its path) since: nothing is called for it.
    case gone
    /// A menu the proxy did not make for an item (one made between items, or not by Trellis).
    case unknown
}

extension ViewProxy {
    /// Remembers that the menu named `identifier` was made for the item at `path`.
    func rememberContextMenu(_ identifier: String, at path: ItemPath) {
        contextMenus[identifier] = ContextMenuItem(path: path, identity: dispatcher.identity(ofItemAt: path))
    }

    /// The item the menu `configuration` was made for, and the menu's identifier.
    func contextMenuTarget(_ configuration: UIContextMenuConfiguration) -> (ContextMenuTarget, String?) {
        guard let identifier = (configuration.identifier as? NSString)?.description else { return (.unknown, nil) }
        guard let menu = contextMenus[identifier] else { return (.unknown, identifier) }
        guard let path = menu.path else { return (.gone, identifier) }
        if let identity = menu.identity, !identity.isToken, dispatcher.identity(ofItemAt: path) != identity {
            // Another item is at the path now: a reload (not followed) put it there, or the item went with it.
            return (.gone, identifier)
        }
        return (.item(path), identifier)
    }

    /// Sends a context-menu notification: for the menu's item (`nil` path for a menu not made for one); nothing when
    /// the item is gone.
    func notifyContextMenu(
        _ configuration: UIContextMenuConfiguration, _ notify: (ItemPath?, String?) -> Void
    ) {
        let (target, identifier) = contextMenuTarget(configuration)
        switch target {
        case .item(let path): notify(path, identifier)
        case .unknown: notify(nil, identifier)
        case .gone: break
        }
    }

    /// Forgets the menu `configuration` names (it ended).
    func forgetContextMenu(_ configuration: UIContextMenuConfiguration) {
        guard let identifier = (configuration.identifier as? NSString)?.description else { return }
        contextMenus[identifier] = nil
    }

    /// Moves the open menus' items with a batch about to be performed; an item the batch deletes or reloads is gone.
    func followContextMenus(_ update: BatchUpdate, before: [Int], after: [Int]) {
        guard !contextMenus.isEmpty else { return }
        let destinations = update.destinations(of: contextMenus.values.compactMap(\.path), before: before, after: after)
        for (identifier, menu) in contextMenus {
            guard let path = menu.path else { continue }
            contextMenus[identifier]?.path = destinations[path]
        }
    }
}
