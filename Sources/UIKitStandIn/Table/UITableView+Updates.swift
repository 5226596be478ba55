// Batch updates the way UIKit applies them: changes are collected between `beginUpdates` and `endUpdates` (or in
// `performBatchUpdates`' block), then checked against the counts the table had and the counts the data source
// answers afterwards, by the stand-in's own `BatchCheck` (UIKit's rules and texts); a batch that breaks one raises
// `NSInternalInconsistencyException` (recorded, then the table reloads as if relaunched). An accepted batch moves
// the table's rows as UIKit would, visible cells stay with their rows, and the completion runs when the batch's
// animations finish.

extension UITableView {
    /// Applies the changes made in `updates` as one animated batch; `completion` runs when the animations finish,
    /// with `true` unless they were interrupted.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Starts collecting changes into one batch (nests).
    public func beginUpdates() {
        if updateDepth == 0 {
            loadIfNeeded()
            collecting = StandInBatch()
            collectingAnimations = [:]
        }
        updateDepth += 1
    }

    /// Ends a `beginUpdates`; the outermost one applies the batch.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if updateDepth == 0 { commit() }
    }

    /// Inserts sections (indexes after the batch).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect(.insertSections, animation) { $0.insertedSections += Array(sections) }
    }

    /// Deletes sections (indexes before the batch).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect(.deleteSections, animation) { $0.deletedSections += Array(sections) }
    }

    /// Reloads sections (indexes before the batch).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect(.reloadSections, animation) { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collect(nil, nil) { $0.movedSections.append(StandInBatch.Move(from: section, to: newSection)) }
    }

    /// Inserts rows (paths after the batch).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(.insertRows, animation) { $0.insertedItems += indexPaths }
    }

    /// Deletes rows (paths before the batch).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(.deleteRows, animation) { $0.deletedItems += indexPaths }
    }

    /// Reloads rows (paths before the batch).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(.reloadRows, animation) { $0.reloadedItems += indexPaths }
    }

    /// Shows rows' new content in their existing cells: the data source is asked for each row's cell again, and
    /// dequeuing the row's reuse identifier then hands back the existing cell (without `prepareForReuse()`), which the
    /// data source must return. A row without a cell is left alone. Inside a batch, the paths are places before it
    /// and the rows are reconfigured where the batch puts them (see ``StandInBatch``).
    @available(iOS 15.0, tvOS 15.0, *)
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard updateDepth == 0 else {
            collecting.reconfiguredItems += indexPaths
            return
        }
        for path in indexPaths {
            if let cell = visible[path] ?? prefetched[path] { reconfigure(cell, at: path) }
        }
    }

    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect(nil, nil) { $0.movedItems.append(StandInBatch.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Reads everything again from the data source and shows it.
    public func reloadData() {
        rows = nil
        supplementaryViewCache = [:]
        for (path, cell) in visible { endDisplaying(cell, at: path) }
        visible = [:]
        discardPrefetchedCells()
        for (key, view) in visibleSupplementary { endDisplaying(view, key) }
        visibleSupplementary = [:]
        selected = []
        updateLog.append(.reloadData)
        loadIfNeeded()
        layoutIfNeeded()
    }

    /// Runs the completions of finished batches (stand-in only; see ``completesAnimationsAutomatically``).
    public func finishAnimations() {
        finishScheduled = false
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion(true) }
    }

    /// Whether a batch's animations are still running (stand-in only).
    public var isAnimatingUpdates: Bool { !pendingCompletions.isEmpty && updateDepth == 0 }

    // MARK: Internals

    private func collect(
        _ change: UpdateRecord.Change?, _ animation: RowAnimation?, _ add: (inout StandInBatch) -> Void
    ) {
        let standalone = updateDepth == 0
        if standalone { beginUpdates() }
        add(&collecting)
        if let change, let animation { collectingAnimations[change] = animation }
        if standalone { endUpdates() }
    }

    /// Reads the data source's counts (sections, then rows of each), as UIKit does before and after a batch.
    func readCounts() -> [Int] {
        let sections: Int
        if let source = dataSource(answering: "numberOfSectionsInTableView:") {
            dataSourceCalls.append("numberOfSections")
            sections = source.numberOfSections(in: self)
        } else {
            sections = dataSource == nil ? 0 : 1
        }
        return (0..<max(0, sections)).map { section in
            dataSourceCalls.append("numberOfRows(\(section))")
            return max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
        }
    }

    /// Asks the data source for its counts the first time they are needed.
    func loadIfNeeded() {
        guard rows == nil else { return }
        rows = readCounts().map { count in (0..<count).map { _ in newToken() } }
    }

    func newToken() -> Int {
        nextToken += 1
        return nextToken
    }

    private func commit() {
        let batch = collecting
        let animations = collectingAnimations
        collecting = StandInBatch()
        let before = rows ?? []
        let after = readCounts()
        for (key, view) in visibleSupplementary { endDisplaying(view, key) }
        visibleSupplementary = [:]
        supplementaryViewCache = [:]
        do throws(StandInException) {
            let check = BatchCheck(batch: batch, before: before.map(\.count), after: after, words: .table)
            let result = try check.apply(to: before) { newToken() }
            rows = result.rows
            carryCells(result.moved)
            selected = selected.compactMap { result.moved[$0] }
            updateLog.append(.batch(batch, animations: animations))
            for path in result.reconfigured {
                if let cell = visible[path] ?? prefetched[path] { reconfigure(cell, at: path) }
            }
        } catch {
            raise(error)
            updateLog.append(.rejected(batch, reason: error.reason))
            rows = nil
            for (path, cell) in visible { endDisplaying(cell, at: path) }
            visible = [:]
            discardPrefetchedCells()
            loadIfNeeded()
        }
        layoutIfNeeded()
        scheduleFinish()
    }

    private func scheduleFinish() {
        guard !pendingCompletions.isEmpty, completesAnimationsAutomatically, !finishScheduled else { return }
        finishScheduled = true
        Task { @MainActor [weak self] in
            guard let self, self.finishScheduled else { return }
            self.finishAnimations()
        }
    }

    /// Keeps visible and prefetched cells with their rows after a batch; the others leave the screen (or, prefetched,
    /// are thrown away).
    func carryCells(_ moved: [IndexPath: IndexPath]) {
        var carried: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visible {
            if let new = moved[old] {
                carried[new] = cell
            } else {
                endDisplaying(cell, at: old)
            }
        }
        visible = carried
        prefetched.carryPrefetchedCells(through: moved, letGo: enqueueUndisplayed)
    }
}
