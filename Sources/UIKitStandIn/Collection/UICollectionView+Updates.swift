// Batch updates as UIKit applies them, checked by the stand-in's own `BatchCheck` (UIKit's texts, with "items" and
// "collection view"); visible cells stay with their items.

extension UICollectionView {
    /// Applies the changes made in `updates` as one animated batch; `completion` runs when the animations finish.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 {
            loadIfNeeded()
            collecting = StandInBatch()
        }
        updateDepth += 1
        updates?()
        if let completion { pendingCompletions.append(completion) }
        updateDepth -= 1
        if updateDepth == 0 { commit() }
    }

    /// Inserts sections.
    public func insertSections(_ sections: IndexSet) { collect { $0.insertedSections += Array(sections) } }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet) { collect { $0.deletedSections += Array(sections) } }
    /// Reloads sections.
    public func reloadSections(_ sections: IndexSet) { collect { $0.reloadedSections += Array(sections) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collect { $0.movedSections.append(StandInBatch.Move(from: section, to: newSection)) }
    }
    /// Inserts items.
    public func insertItems(at indexPaths: [IndexPath]) { collect { $0.insertedItems += indexPaths } }
    /// Deletes items.
    public func deleteItems(at indexPaths: [IndexPath]) { collect { $0.deletedItems += indexPaths } }
    /// Reloads items.
    public func reloadItems(at indexPaths: [IndexPath]) { collect { $0.reloadedItems += indexPaths } }
    /// Shows items' new content in their existing cells, as ``UITableView/reconfigureRows(at:)`` does for rows.
    @available(iOS 15.0, tvOS 15.0, *)
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard updateDepth == 0 else {
            collecting.reconfiguredItems += indexPaths
            return
        }
        for path in indexPaths {
            if let cell = visible[path] ?? prefetched[path] { reconfigure(cell, at: path) }
        }
    }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect { $0.movedItems.append(StandInBatch.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Reads everything again from the data source.
    public func reloadData() {
        rows = nil
        for (path, cell) in visible { endDisplaying(cell, at: path) }
        visible = [:]
        discardPrefetchedCells()
        for (key, view) in visibleSupplementary { endDisplaying(view, key) }
        visibleSupplementary = [:]
        selected = []
        updateLog.append(nil)
        loadIfNeeded()
        layoutVisibleItems()
    }

    /// Runs the completions of finished batches (stand-in only).
    public func finishAnimations() {
        finishScheduled = false
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion(true) }
    }

    private func collect(_ add: (inout StandInBatch) -> Void) {
        guard updateDepth == 0 else {
            add(&collecting)
            return
        }
        loadIfNeeded()
        collecting = StandInBatch()
        add(&collecting)
        commit()
    }

    func readCounts() -> [Int] {
        let sections: Int
        if let source = dataSource(answering: "numberOfSectionsInCollectionView:") {
            dataSourceCalls.append("numberOfSections")
            sections = source.numberOfSections(in: self)
        } else {
            sections = dataSource == nil ? 0 : 1
        }
        return (0..<max(0, sections)).map { section in
            dataSourceCalls.append("numberOfItems(\(section))")
            return max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
        }
    }

    func loadIfNeeded() {
        guard rows == nil else { return }
        rows = readCounts().map { count in (0..<count).map { _ in newToken() } }
    }

    private func newToken() -> Int {
        nextToken += 1
        return nextToken
    }

    private func commit() {
        let batch = collecting
        collecting = StandInBatch()
        let before = rows ?? []
        let after = readCounts()
        for (key, view) in visibleSupplementary { endDisplaying(view, key) }
        visibleSupplementary = [:]
        do throws(StandInException) {
            let check = BatchCheck(batch: batch, before: before.map(\.count), after: after, words: .collection)
            let result = try check.apply(to: before) { newToken() }
            rows = result.rows
            var carried: [IndexPath: UICollectionViewCell] = [:]
            for (old, cell) in visible {
                if let new = result.moved[old] {
                    carried[new] = cell
                } else {
                    endDisplaying(cell, at: old)
                }
            }
            visible = carried
            prefetched.carryPrefetchedCells(through: result.moved, letGo: enqueueUndisplayed)
            selected = selected.compactMap { result.moved[$0] }
            updateLog.append(batch)
            for path in result.reconfigured {
                if let cell = visible[path] ?? prefetched[path] { reconfigure(cell, at: path) }
            }
        } catch {
            raise(error)
            rows = nil
            for (path, cell) in visible { endDisplaying(cell, at: path) }
            visible = [:]
            discardPrefetchedCells()
            loadIfNeeded()
        }
        layoutVisibleItems()
        guard !pendingCompletions.isEmpty, completesAnimationsAutomatically, !finishScheduled else { return }
        finishScheduled = true
        Task { @MainActor [weak self] in
            guard let self, self.finishScheduled else { return }
            self.finishAnimations()
        }
    }
}
