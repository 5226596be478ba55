internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// A section node whose row count changed without `setNeedsUpdate()` (CascadingTableDelegate's habit: change the
// data, then `tableView.reloadData()`, which does not read a Trellis tree again): the table still shows the rows the
// tree last published. The node is never asked about a row it no longer has (its `cellForRowAt` would index out of
// range), the mismatch is reported, and the root publishes the change on the next turn of the main queue.

extension CascadingTableNode {
    /// Whether the node has the row at `path` now (a row child always has its own). A section node whose row count is not the one the tree last
    /// published changed its data without ``Trellis/CascadingNode/setNeedsUpdate(animation:)`` (and maybe called
    /// `tableView.reloadData()`, which does not read the tree again): that is reported, and published for it on the
    /// next turn of the main queue (not now: UIKit may be asking for a cell, where no update may start).
    func hasRow(at path: ItemPath, in tableView: UITableView) -> Bool {
        guard let root, parent === root else { return true }  // a row child is its row
        let count = max(0, self.tableView(tableView, numberOfRowsInSection: index))
        if !root.isBatchingUpdates, index < root.numberOfSections {
            let published = root.numberOfItems(inSection: index)
            if published != count { publishUnpublishedRows(shown: published, now: count, root: root) }
        }
        return path.item >= 0 && path.item < count
    }

    private func publishUnpublishedRows(shown: Int, now: Int, root: CascadingRoot) {
        guard !publishesUnpublishedRows else { return }
        publishesUnpublishedRows = true
        AnomalyReporter.report(
            .cascadingRowsChangedWithoutUpdate(
                node: String(describing: type(of: self)), section: index, shown: shown, now: now),
            to: root.anomalyHandler)
        Task { @MainActor [weak self] in
            guard let self, self.publishesUnpublishedRows else { return }
            self.publishesUnpublishedRows = false
            self.setNeedsUpdate()  // what the node should have called
        }
    }
}
