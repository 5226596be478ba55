internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Context menus: the configuration's identifier names the row it was made for, so the later callbacks, which
// UIKit calls with the configuration alone, find the row again where batches moved it, and call nothing once it is
// gone (see `ViewProxy+ContextMenus.swift`).

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
            rememberContextMenu(identifier, at: path)
            return UIKitObjects.contextMenu(description, identifier: identifier)
        }
    }

    /// `contextMenuHighlightPreview`, of the row's cell.
    nonisolated public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        onMain(nil) {
            guard case (.item(let path), let identifier) = contextMenuTarget(configuration),
                let cell = tableView.cellForRow(at: path.uikit),
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
            guard case (.item(let path), let identifier) = contextMenuTarget(configuration),
                let cell = tableView.cellForRow(at: path.uikit),
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
            notifyContextMenu(configuration) { dispatcher.willPerformContextMenuPreviewAction(at: $0, identifier: $1) }
        }
    }

    /// `willDisplayContextMenu`.
    nonisolated public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        onMain(()) {
            notifyContextMenu(configuration) { dispatcher.willDisplayContextMenu(at: $0, identifier: $1) }
        }
    }

    /// `willEndContextMenuInteraction`; the menu's path is forgotten.
    nonisolated public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        onMain(()) {
            notifyContextMenu(configuration) { dispatcher.willEndContextMenuInteraction(at: $0, identifier: $1) }
            forgetContextMenu(configuration)
        }
    }

}
