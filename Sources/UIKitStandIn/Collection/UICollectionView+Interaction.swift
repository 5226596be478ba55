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
    /// collection moves the item, then the data source's `moveItemAt` updates the data. Stand-in only.
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
        let token = rows[from.section].remove(at: from.item)
        let to = target.standInPlace
        guard rows.indices.contains(to.section), (0...rows[to.section].count).contains(to.item) else { return nil }
        rows[to.section].insert(token, at: to.item)
        self.rows = rows
        mover.collectionView(self, moveItemAt: source, to: target)
        for (path, cell) in visible { endDisplaying(cell, at: path) }
        visible = [:]
        discardPrefetchedCells()
        layoutVisibleItems()
        return target
    }
}
