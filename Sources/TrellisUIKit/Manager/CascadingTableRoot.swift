public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// A row of a ``CascadingTableNode`` without row children: its place in the node, and the node's row revision when
/// it was published. What it shows is the node's own, which Trellis cannot compare: it counts as changed when the
/// node (or a node above it) called `setNeedsUpdate`, and only then.
struct CascadingTableRow: Identifiable, Equatable {
    /// The row's place: the node and the row's index in it.
    struct Place: Hashable {
        let node: ObjectIdentifier
        let item: Int
    }
    let node: ObjectIdentifier
    let item: Int
    let revision: UInt64
    var id: Place { Place(node: node, item: item) }
}

/// The root of a tree of ``CascadingTableNode``s (CascadingTableDelegate's `CascadingRootTableDelegate`): one child
/// per section, attached to a table with ``TableViewManager/attach(to:root:)``, which gives the nodes their table.
@MainActor
open class CascadingTableRoot: CascadingRoot {
    /// The table the tree is attached to.
    public internal(set) weak var tableView: UITableView?

    /// The events its nodes answer with UIKit-shaped methods that have no typed ``Trellis/CascadingNode`` method
    /// (`willSelectRowAt`, `willDeselectRowAt`, `accessoryButtonTappedForRowWith`), so that the table calls them;
    /// call `super` when you override it.
    override open func answersThroughNodes<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        CascadingTableNode.answersThroughMethods(event) || super.answersThroughNodes(event)
    }
}

extension TableViewManager {
    /// Drives `tableView` with a tree of UIKit-shaped nodes (CascadingTableDelegate's
    /// `CascadingRootTableDelegate(index:childDelegates:tableView:)`): the nodes get the table, are prepared
    /// (`prepare(tableView:)` and Trellis's `prepare(_:)`), and the tree is shown and animated like any content.
    ///
    /// A tree drives one table at a time (its nodes get one `tableView`): attaching it to a second table while the
    /// first still shows it is reported (``Trellis/Anomaly/cascadingTreeOnTwoTables(root:)``).
    public func attach(to tableView: UITableView, root: CascadingTableRoot) {
        if let shownIn = root.tableView, shownIn !== tableView, shownIn !== self.tableView, shownIn.dataSource != nil {
            report(.cascadingTreeOnTwoTables(root: String(describing: type(of: root))))
        }
        root.tableView = tableView
        root.prepare(registry)
        root.setNeedsStructureUpdate()  // the nodes can count their rows now that they have the table
        attach(to: tableView, content: root)
    }
}
