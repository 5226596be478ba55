public import Foundation

extension UICollectionView {
    /// Cells for the items that came into view (`cellForItemAt`, then `willDisplay`); items that left end displaying.
    func layoutVisibleItems() {
        guard window != nil, updateDepth == 0 else { return }
        loadIfNeeded()
        let frames = itemFrames()
        contentSize = CGSize(width: frame.width, height: frames.contentHeight)
        let top = contentOffset.y
        let bottom = top + frame.height
        let wanted = frames.items.filter { $0.value.maxY > top && $0.value.minY < bottom }
        for (path, cell) in visible where wanted[path] == nil {
            visible[path] = nil
            endDisplaying(cell, at: path)
        }
        for path in wanted.keys.sorted() where visible[path] == nil {
            guard let cell = prefetched.removeValue(forKey: path) ?? cellFromDataSource(at: path) else { continue }
            cell.isSelected = selected.contains(path)
            cell.updateConfigurationIfNeeded()  // UIKit runs a pending configuration update before display
            visible[path] = cell
            delegate(answering: "collectionView:willDisplayCell:forItemAtIndexPath:")?.collectionView(
                self, willDisplay: cell, forItemAt: path)
        }
        let wantedSupplementary = frames.supplementary.filter { $0.value.maxY > top && $0.value.minY < bottom }
        for (key, view) in visibleSupplementary where wantedSupplementary[key] == nil {
            visibleSupplementary[key] = nil
            endDisplaying(view, key)
        }
        for key in wantedSupplementary.keys.sorted(by: {
            ($0.section, $0.isHeader ? 0 : 1) < ($1.section, $1.isHeader ? 0 : 1)
        })
        where visibleSupplementary[key] == nil {
            guard let source = dataSource(answering: "collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
            else { continue }
            let kind = key.isHeader ? Self.elementKindSectionHeader : Self.elementKindSectionFooter
            let path = IndexPath(item: 0, section: key.section)
            supplementaryRequest = (kind, path)
            let view = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
            supplementaryRequest = nil
            if view.reuseIdentifier == nil {
                raise(
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not have a "
                        + "reuseIdentifier - views must be retrieved by calling "
                        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
            }
            visibleSupplementary[key] = view
            delegate(answering: "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:")?
                .collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
        }
    }

    /// The layout attributes (the frame) of the item at `indexPath`, `nil` for a path the collection does not show.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemFrames().items[indexPath].map { UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: $0) }
    }

    /// Scrolls so that the item at `indexPath` is at the top.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        setContentOffset(
            CGPoint(x: 0, y: min(max(0, rect.minY), max(0, contentSize.height - frame.height))), animated: animated)
    }

    func itemFrames() -> (items: [IndexPath: CGRect], supplementary: [SupplementaryKey: CGRect], contentHeight: CGFloat)
    {
        var items: [IndexPath: CGRect] = [:]
        var supplementary: [SupplementaryKey: CGRect] = [:]
        var y: CGFloat = 0
        for (section, tokens) in (rows ?? []).enumerated() {
            let header = supplementaryHeight(section: section, isHeader: true)
            if header > 0 {
                supplementary[SupplementaryKey(section: section, isHeader: true)] = CGRect(
                    x: 0, y: y, width: frame.width, height: header)
            }
            y += header
            for item in tokens.indices {
                let path = IndexPath(item: item, section: section)
                let height = itemHeight(at: path)
                items[path] = CGRect(x: 0, y: y, width: frame.width, height: height)
                y += height
            }
            let footer = supplementaryHeight(section: section, isHeader: false)
            if footer > 0 {
                supplementary[SupplementaryKey(section: section, isHeader: false)] = CGRect(
                    x: 0, y: y, width: frame.width, height: footer)
            }
            y += footer
        }
        return (items, supplementary, y)
    }

    /// The delegate as a flow layout's delegate, when it answered `selector` when it was set.
    private func flowDelegate(answering selector: String) -> (any UICollectionViewDelegateFlowLayout)? {
        delegate(answering: selector) as? any UICollectionViewDelegateFlowLayout
    }

    private func itemHeight(at path: IndexPath) -> CGFloat {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
            if let delegate = flowDelegate(answering: "collectionView:layout:sizeForItemAtIndexPath:") {
                return max(0, delegate.collectionView(self, layout: flow, sizeForItemAt: path).height)
            }
            return flow.itemSize.height
        }
        return 44
    }

    private func supplementaryHeight(section: Int, isHeader: Bool) -> CGFloat {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
            let method =
                isHeader
                ? "collectionView:layout:referenceSizeForHeaderInSection:"
                : "collectionView:layout:referenceSizeForFooterInSection:"
            if let delegate = flowDelegate(answering: method) {
                return isHeader
                    ? delegate.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section).height
                    : delegate.collectionView(self, layout: flow, referenceSizeForFooterInSection: section).height
            }
            return isHeader ? flow.headerReferenceSize.height : flow.footerReferenceSize.height
        }
        if let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration {
            let supplementary = isHeader ? list.headerMode == .supplementary : list.footerMode == .supplementary
            return supplementary ? 28 : 0
        }
        return 0
    }

    /// The data source's cell for the item at `path` (UIKit raises when it was not dequeued).
    private func cellFromDataSource(at path: IndexPath) -> UICollectionViewCell? {
        dataSourceCalls.append("cellForItem(\(path.section)-\(path.item))")
        guard let cell = dataSource?.collectionView(self, cellForItemAt: path) else { return nil }
        if cell.reuseIdentifier == nil {
            raise(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        return cell
    }

    /// Prefetches the cells of items off screen, as ``UITableView/simulateCellPrefetching(at:)`` does for rows: each
    /// cell is asked for now and waits, configured but not displayed, until its item comes into view. Stand-in only.
    public func simulateCellPrefetching(at indexPaths: [IndexPath]) {
        guard window != nil, updateDepth == 0 else { return }
        loadIfNeeded()
        let paths = prefetchablePaths(indexPaths, rows: rows ?? []) { visible[$0] != nil || prefetched[$0] != nil }
        for path in paths {
            guard let cell = cellFromDataSource(at: path) else { continue }
            cell.updateConfigurationIfNeeded()
            prefetched[path] = cell
        }
    }

    /// The items whose cells were prefetched and are not on screen yet, in order (stand-in only).
    public var prefetchedItemPaths: [IndexPath] { prefetched.keys.sorted() }

    /// Throws the prefetched cells away (into the reuse queue; a cell never displayed does not end displaying).
    func discardPrefetchedCells() { prefetched.letGoOfPrefetchedCells(enqueueUndisplayed) }

    /// Queues a cell that was never displayed for reuse (it does not end displaying).
    func enqueueUndisplayed(_ cell: UICollectionViewCell) {
        if let key = cell.standInQueueKey { reuseQueue[key, default: []].append(cell) }
    }

    /// Shows an item's new model in its cell (`reconfigureItems`), as the table does for a row.
    func reconfigure(_ cell: UICollectionViewCell, at path: IndexPath) {
        reconfiguring = (cell, path)
        defer { reconfiguring = nil }
        dataSourceCalls.append("cellForItem(\(path.section)-\(path.item))")
        guard let fresh = dataSource?.collectionView(self, cellForItemAt: path) else { return }
        guard fresh !== cell else {
            cell.updateConfigurationIfNeeded()
            return
        }
        raise(
            "the data source returned another cell than the existing one when the item at \(path) was reconfigured: "
                + "dequeue the cell's own reuse identifier to get it back, and reload items whose cell type changes")
        if prefetched[path] === cell {
            prefetched[path] = fresh
            return enqueueUndisplayed(cell)
        }
        visible[path] = fresh
        endDisplaying(cell, at: path)
        delegate(answering: "collectionView:willDisplayCell:forItemAtIndexPath:")?.collectionView(
            self, willDisplay: fresh, forItemAt: path)
    }

    func endDisplaying(_ cell: UICollectionViewCell, at path: IndexPath) {
        if let key = cell.standInQueueKey { reuseQueue[key, default: []].append(cell) }
        delegate(answering: "collectionView:didEndDisplayingCell:forItemAtIndexPath:")?.collectionView(
            self, didEndDisplaying: cell, forItemAt: path)
    }

    func endDisplaying(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        if let key = view.standInQueueKey { reuseQueue[key, default: []].append(view) }
        let kind = key.isHeader ? Self.elementKindSectionHeader : Self.elementKindSectionFooter
        delegate(answering: "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:")?
            .collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
                at: IndexPath(item: 0, section: key.section))
    }
}

extension UICollectionView {
    /// Asks the data source for the supplementary view of `kind` at `indexPath`, as a layout that places one there
    /// makes the collection ask (a custom layout may use any path: an item's, or one index). The view the data
    /// source dequeues must be the one asked for (iOS 18 raises otherwise). Stand-in only.
    public func simulateSupplementaryRequest(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView?
    {
        guard let source = dataSource(answering: "collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
        else { return nil }
        supplementaryRequest = (kind, indexPath)
        defer { supplementaryRequest = nil }
        return source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
}
