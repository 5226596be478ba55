public import Foundation

/// A table's data source (UIKit's `UITableViewDataSource`). In UIKit only the first two methods are required; the
/// stand-in requires all, so the compiler checks every signature of a full implementation (a view still sends an
/// optional one only when `responds(to:)` said yes). Sources: `docs/UIKitStandIn-sources.md`.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (UIKit: 1 when not implemented).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The header title of `section`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The footer title of `section`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The section index titles.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title jumps to.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits an insertion or deletion.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// A table's prefetching data source (UIKit's `UITableViewDataSourcePrefetching`).
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows that will soon be shown.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer about to be shown.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

/// A table's drag delegate (UIKit's `UITableViewDragDelegate`).
@MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items a drag of the row begins with.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    /// Items to add to a drag in progress.
    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]
    /// The preview of the dragged row.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    /// A drag begins.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// A drag ended.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether the drag may move its items.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag stays in this app.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession)
        -> Bool
}

/// A table's drop delegate (UIKit's `UITableViewDropDelegate`).
@MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// Performs the drop.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table accepts the session's data.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drop entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The drop moved over the table.
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    /// The drop left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drop ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// The preview of the row dropped into.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}
