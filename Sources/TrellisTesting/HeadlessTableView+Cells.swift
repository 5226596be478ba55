public import Trellis

// Real cells: the headless table asks its dispatcher for a configured cell for each visible row, the way a table
// does. Views come from a reuse queue (one is created only when its queue is empty); each visible cell follows its
// row through updates (a moved row keeps its cell; an inserted or reloaded row gets a dequeued one); `willDisplay` /
// `didEndDisplaying` fire as rows enter and leave the screen.

extension HeadlessTableView: ViewHost {
    /// A reused view for `mapping` from the reuse queue, or a new one (the view type must be a
    /// `ConstructibleView`), or `nil` when neither is possible.
    public func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? {
        reuseQueue.dequeue(for: mapping)
    }

    /// The cell on screen at `path`, or the header or footer view of its section read since the last update.
    public func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? {
        switch kind {
        case .cell: visibleCells[path]?.view
        case .header, .footer: visibleSupplementaries[SupplementaryKey(kind: kind, section: path.section)]?.view
        case .supplementary: nil
        }
    }

    /// The cell on screen at `path`, if any.
    public func cell(at path: ItemPath) -> AnyObject? {
        layoutCells()
        return visibleCells[path]?.view
    }

    /// The cells on screen, top to bottom.
    public var visibleCellViews: [AnyObject] {
        layoutCells()
        return visibleItemPaths.compactMap { visibleCells[$0]?.view }
    }

    /// How many cells were created because the reuse queue was empty.
    public var createdViewCount: Int { reuseQueue.createdViewCount }

    /// Whether visible rows get cells: the registry maps a cell, or the content brings its own views.
    var showsCells: Bool {
        registry.mappings.contains { $0.kind == .cell } || dispatcher.content is any DispatchingContent
    }

    /// Gives every visible path a cell and takes the cells of paths no longer visible off the screen.
    func layoutCells() {
        // Updates still held from an earlier pass (a view that edits the content each time it is configured used
        // up the rounds of one release) go first.
        if applyHeldUpdates() { return }
        let paths = visibleItemPaths
        let wanted = Set(paths)
        for (path, cell) in visibleCells where !wanted.contains(path) {
            visibleCells[path] = nil
            retire(cell, at: path)
        }
        guard showsCells else { return }
        for path in paths where visibleCells[path] == nil {
            guard let cell = liveCells.cell(at: path, from: dispatcher, dequeuingFrom: self) else { continue }
            visibleCells[path] = cell
            dispatcher.willDisplay(cell.view, at: path)
            // The cell edited the content: the paths left in `paths` may name other rows now.
            if applyHeldUpdates() { return }
        }
    }

    /// Moves the visible cells with their rows after a batch: `tracked` maps old paths to new ones for rows that
    /// stayed or moved without a reload; every other visible cell leaves the screen and is queued for reuse.
    func carryCells(_ tracked: [ItemPath: ItemPath]) {
        var carried: [ItemPath: ConfiguredView] = [:]
        for (old, cell) in visibleCells {
            if let new = tracked[old] {
                carried[new] = cell
            } else {
                retire(cell, at: old)
            }
        }
        visibleCells = carried
    }

    /// Shows the row's new model in its cell on screen, if it has one (the configure closure runs again); a row
    /// whose model now maps to another view gets a new cell.
    func reconfigureCell(at path: ItemPath) {
        guard let shown = visibleCells[path] else { return }
        if let updated = liveCells.reconfigure(shown, at: path, with: dispatcher) {
            visibleCells[path] = updated
            return
        }
        visibleCells[path] = nil
        retire(shown, at: path)
        guard let cell = liveCells.cell(at: path, from: dispatcher, dequeuingFrom: self) else { return }
        visibleCells[path] = cell
        dispatcher.willDisplay(cell.view, at: path)
    }

    /// Configures again, now, the visible cells whose observed models changed (what happens by itself on the next
    /// main-actor turn): no update is applied and nothing is logged.
    public func updateLiveCells() { liveCells.flush() }

    /// The views of changed models, configured again where they are on screen.
    func reconfigureLive(_ views: Set<ObjectIdentifier>) {
        guard !views.isEmpty else { return }
        for (path, shown) in visibleCells where views.contains(ObjectIdentifier(shown.view)) {
            reconfigureCell(at: path)
        }
        applyHeldUpdates()
    }

    private func retire(_ cell: ConfiguredView, at path: ItemPath) {
        liveCells.stopTracking(cell.view)
        reuseQueue.enqueue(cell)
        dispatcher.didEndDisplaying(cell.view, showing: cell.model, at: path)
    }
}
