internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Context menus: the configuration's identifier names the row it was made for, so the later callbacks, which
// UIKit calls with the configuration alone, find the row again.

extension TableViewProxy {
    /// `contextMenu` for the row (then `contextMenuForItems`), as a configuration identified by its path.
    nonisolated public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let where_ = TrellisPoint(point)
        return onMain(nil) {
            let path = indexPath.itemPath
            let description =
                dispatcher.contextMenuForItem(at: path, point: where_, view: tableView.cellForRow(at: indexPath))
                ?? dispatcher.contextMenuForItems(at: [path], point: where_)
            guard let description else { return nil }
            let identifier = description.identifier ?? "Trellis.menu.\(path.section)-\(path.item)"
            contextMenuPaths[identifier] = path
            return UIKitObjects.contextMenu(description, identifier: identifier)
        }
    }

    /// `contextMenuHighlightPreview`, of the row's cell.
    nonisolated public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        onMain(nil) {
            let (path, identifier) = menuPath(configuration)
            guard let path, let cell = tableView.cellForRow(at: path.uikit),
                let preview = dispatcher.highlightPreviewForContextMenu(at: path, identifier: identifier, view: cell)
            else { return nil }
            return UIKitObjects.preview(preview, of: cell)
        }
    }

    /// `contextMenuDismissalPreview`, of the row's cell.
    nonisolated public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        onMain(nil) {
            let (path, identifier) = menuPath(configuration)
            guard let path, let cell = tableView.cellForRow(at: path.uikit),
                let preview = dispatcher.dismissalPreviewForContextMenu(at: path, identifier: identifier, view: cell)
            else { return nil }
            return UIKitObjects.preview(preview, of: cell)
        }
    }

    /// `willPerformContextMenuPreviewAction`.
    nonisolated public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        onMain(()) {
            let (path, identifier) = menuPath(configuration)
            dispatcher.willPerformContextMenuPreviewAction(at: path, identifier: identifier)
        }
    }

    /// `willDisplayContextMenu`.
    nonisolated public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        onMain(()) {
            let (path, identifier) = menuPath(configuration)
            dispatcher.willDisplayContextMenu(at: path, identifier: identifier)
        }
    }

    /// `willEndContextMenuInteraction`; the menu's path is forgotten.
    nonisolated public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        onMain(()) {
            let (path, identifier) = menuPath(configuration)
            dispatcher.willEndContextMenuInteraction(at: path, identifier: identifier)
            if let identifier { contextMenuPaths[identifier] = nil }
        }
    }

    /// The path a configuration was made for, and its identifier.
    func menuPath(_ configuration: UIContextMenuConfiguration) -> (ItemPath?, String?) {
        guard let identifier = (configuration.identifier as? NSString)?.description else { return (nil, nil) }
        return (contextMenuPaths[identifier], identifier)
    }
}
