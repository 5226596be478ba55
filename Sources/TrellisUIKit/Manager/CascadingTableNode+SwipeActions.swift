internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// A UIKit-shaped node's swipe actions (`UISwipeActionsConfiguration`) as the tree answers them (host-neutral
// descriptions), which the table turns back into UIKit's: each action keeps its style, title and handler (called
// with the action and the row's cell, as UIKit would) and the full-swipe setting.

extension CascadingTableNode {
    /// `configuration` as a description: the actions' style, title and handler, and `performsFirstActionWithFullSwipe`.
    /// The handler receives the action itself and the row's cell (the table when the row has none on screen).
    static func swipeActions(
        _ configuration: UISwipeActionsConfiguration, tableView: UITableView, path: ItemPath
    ) -> SwipeActionsDescription {
        let actions = configuration.actions.map { action in
            ContextualActionDescription(
                style: action.style == .destructive ? .destructive : .normal, title: action.title
            ) { [weak tableView] completion in
                guard let tableView else { return completion(false) }
                let source: UIView = tableView.cellForRow(at: path.uikit) ?? tableView
                action.handler(action, source, completion)
            }
        }
        return SwipeActionsDescription(
            actions: actions, performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
    }
}
