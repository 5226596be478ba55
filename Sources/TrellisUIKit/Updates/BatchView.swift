internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// What the update path needs from a table or collection view: its counts, a batch, a reload, whether it is on
/// screen, and where its items are (for anchored scrolling).
@MainActor
protocol BatchView: UIScrollView {
    /// How violations are worded.
    static var batchTarget: BatchUpdateTarget { get }
    /// The item count of each section the view shows.
    var shownCounts: [Int] { get }
    /// Applies `changes` in one `performBatchUpdates`.
    func performBatch(_ changes: BatchUpdate, animations: RowAnimations, completion: @escaping (Bool) -> Void)
    /// Reloads everything.
    func reloadData()
    /// The frame of the item at `path` in the content.
    func frameOfItem(at path: ItemPath) -> CGRect
    /// The paths of the items on screen.
    var visibleItemPaths: [ItemPath] { get }
    /// The cell on screen for the item at `path`, if any.
    func visibleCell(at path: ItemPath) -> AnyObject?
    /// The view behind the rows (the empty state's place).
    var backgroundView: UIView? { get set }
}

extension UITableView: BatchView {
    static var batchTarget: BatchUpdateTarget { .tableView }

    var shownCounts: [Int] { (0..<numberOfSections).map { numberOfRows(inSection: $0) } }

    func performBatch(_ changes: BatchUpdate, animations: RowAnimations, completion: @escaping (Bool) -> Void) {
        performBatchUpdates(
            { [self] in
                if !changes.deletedSections.isEmpty {
                    deleteSections(IndexSet(changes.deletedSections), with: animations.deleteSections.uikit)
                }
                if !changes.insertedSections.isEmpty {
                    insertSections(IndexSet(changes.insertedSections), with: animations.insertSections.uikit)
                }
                if !changes.reloadedSections.isEmpty {
                    reloadSections(IndexSet(changes.reloadedSections), with: animations.reloadSections.uikit)
                }
                for move in changes.movedSections { moveSection(move.source, toSection: move.target) }
                if !changes.deletedItems.isEmpty {
                    deleteRows(at: changes.deletedItems.map(\.uikit), with: animations.deleteItems.uikit)
                }
                if !changes.insertedItems.isEmpty {
                    insertRows(at: changes.insertedItems.map(\.uikit), with: animations.insertItems.uikit)
                }
                if !changes.reloadedItems.isEmpty {
                    reloadRows(at: changes.reloadedItems.map(\.uikit), with: animations.reloadItems.uikit)
                }
                for move in changes.movedItems { moveRow(at: move.source.uikit, to: move.target.uikit) }
                if !changes.reconfiguredItems.isEmpty { reconfigureRows(at: changes.reconfiguredItems.map(\.uikit)) }
            }, completion: completion)
    }

    func frameOfItem(at path: ItemPath) -> CGRect { rectForRow(at: path.uikit) }

    func visibleCell(at path: ItemPath) -> AnyObject? { cellForRow(at: path.uikit) }

    var visibleItemPaths: [ItemPath] { (indexPathsForVisibleRows ?? []).map(\.itemPath) }
}
