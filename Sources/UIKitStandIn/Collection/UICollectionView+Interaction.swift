public import Foundation

extension UICollectionView {
    /// Selects an item without asking the delegate.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return }
        if !allowsMultipleSelection { selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.isSelected = true
    }

    /// Deselects an item without asking the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// A tap on the item: `shouldHighlightItemAt`, `didHighlightItemAt`, `didUnhighlightItemAt`, then
    /// `shouldSelectItemAt` (or, on a selected item of a multiple-selection collection, `shouldDeselectItemAt`),
    /// the deselection of the previous item and `didSelectItemAt`. Stand-in only.
    public func simulateTap(at indexPath: IndexPath) {
        let highlights =
            delegate(answering: "collectionView:shouldHighlightItemAtIndexPath:")?
            .collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        if highlights {
            delegate(answering: "collectionView:didHighlightItemAtIndexPath:")?.collectionView(
                self, didHighlightItemAt: indexPath)
            delegate(answering: "collectionView:didUnhighlightItemAtIndexPath:")?.collectionView(
                self, didUnhighlightItemAt: indexPath)
        }
        guard allowsSelection else { return }
        if allowsMultipleSelection, selected.contains(indexPath) {
            deselect(indexPath)
            return
        }
        let selects =
            delegate(answering: "collectionView:shouldSelectItemAtIndexPath:")?
            .collectionView(self, shouldSelectItemAt: indexPath) ?? true
        guard selects else { return }
        if !allowsMultipleSelection { for old in selected where old != indexPath { deselect(old) } }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate(answering: "collectionView:didSelectItemAtIndexPath:")?.collectionView(
            self, didSelectItemAt: indexPath)
    }

    private func deselect(_ indexPath: IndexPath) {
        let deselects =
            delegate(answering: "collectionView:shouldDeselectItemAtIndexPath:")?
            .collectionView(self, shouldDeselectItemAt: indexPath) ?? true
        guard deselects else { return }
        deselectItem(at: indexPath, animated: false)
        delegate(answering: "collectionView:didDeselectItemAtIndexPath:")?.collectionView(
            self, didDeselectItemAt: indexPath)
    }

    /// The user drags an item from `source` towards `proposed` (interactive movement): the data source must allow
    /// it (`canMoveItemAt`, only asked when it implements `moveItemAt`), the delegate may retarget it, the
    /// collection moves the item (its cell, and the cells of the items that step aside, stay with their items, as
    /// UIKit keeps them), then the data source's `moveItemAt` updates the data. Stand-in only.
    @discardableResult
    public func simulateMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        let from = source.standInPlace
        guard let mover = dataSource(answering: "collectionView:moveItemAtIndexPath:toIndexPath:"),
            dataSource(answering: "collectionView:canMoveItemAtIndexPath:")?.collectionView(self, canMoveItemAt: source)
                ?? true,
            var rows, rows.indices.contains(from.section),
            rows[from.section].indices.contains(from.item)
        else { return nil }
        let method =
            "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"
        let target =
            delegate(answering: method)?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
                toProposedIndexPath: proposed) ?? proposed
        let before = rows
        let token = rows[from.section].remove(at: from.item)
        let to = target.standInPlace
        guard rows.indices.contains(to.section), (0...rows[to.section].count).contains(to.item) else { return nil }
        rows[to.section].insert(token, at: to.item)
        self.rows = rows
        let moved = ReorderedPlaces.of(
            before: before, after: rows, sections: [from.section, to.section],
            keeping: Array(visible.keys) + prefetchedItemPaths)
        var carried: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visible {
            if let new = moved[old] { carried[new] = cell } else { endDisplaying(cell, at: old) }
        }
        visible = carried
        prefetched.carryPrefetchedCells(through: moved, letGo: enqueueUndisplayed)
        mover.collectionView(self, moveItemAt: source, to: target)
        layoutVisibleItems()
        return target
    }
}
