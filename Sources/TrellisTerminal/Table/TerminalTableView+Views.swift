public import Trellis

// Views: the table dequeues cells only for the rows on screen, through the dispatcher (which resolves the mapping,
// asks this host for a view, and calls `update(with:)`). A view that leaves the screen goes to the queue of its
// reuse identifier and is handed out again for the next row of its kind; views are created only when a queue is
// empty, so scrolling through a million rows creates one screenful of cells.

extension TerminalTableView: ViewHost {
    /// A queued view for `mapping`'s reuse identifier, or a new one (the view type must be a
    /// ``Trellis/ConstructibleView``), or `nil`.
    public func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? {
        reuseQueue.dequeue(for: mapping)
    }

    /// The cell (`.cell`) or header/footer view on screen at `path`.
    public func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? {
        if kind == .cell { return visibleCells[path]?.view }
        return visibleSupplementaries[SupplementaryKey(kind: kind, section: path.section)]?.view
    }

    /// Gives every visible row a cell and every visible header and footer a view (when mapped), and sends views no
    /// longer visible to their reuse queues, with `willDisplay` / `didEndDisplaying` as rows come and go.
    func layoutViews() {
        // Updates still held from an earlier pass (a view that edits the content each time it is configured used
        // up the rounds of one release) go first.
        if applyHeldUpdates() { return }
        let end = min(totalLines, topLine + viewportRows)
        guard topLine < end else {
            for (path, shown) in visibleCells { retire(shown, at: path) }
            visibleCells = [:]
            retireSupplementaries()
            return
        }
        var paths: [ItemPath] = []
        var supplementaries: [SupplementaryKey] = []
        for index in topLine..<end {
            switch line(at: index) {
            case .row(let path): paths.append(path)
            case .header(let section): supplementaries.append(SupplementaryKey(kind: .header, section: section))
            case .footer(let section): supplementaries.append(SupplementaryKey(kind: .footer, section: section))
            case .gap: break
            }
        }
        if let first = paths.first, let last = paths.last {
            for (path, shown) in visibleCells where path < first || last < path {
                visibleCells[path] = nil
                retire(shown, at: path)
            }
        } else {
            for (path, shown) in visibleCells { retire(shown, at: path) }
            visibleCells = [:]
        }
        for path in paths where visibleCells[path] == nil {
            guard let cell = liveCells.cell(at: path, from: dispatcher, dequeuingFrom: self) else { continue }
            visibleCells[path] = cell
            dispatcher.willDisplay(cell.view, at: path)
            // The cell edited the content: the paths left may name other rows now.
            if applyHeldUpdates() { return }
        }
        let wanted = Set(supplementaries)
        for (key, shown) in visibleSupplementaries where !wanted.contains(key) {
            visibleSupplementaries[key] = nil
            retireSupplementary(shown, key)
        }
        for key in supplementaries where visibleSupplementaries[key] == nil {
            guard let shown = dispatcher.supplementaryView(ofKind: key.kind, inSection: key.section) else { continue }
            visibleSupplementaries[key] = shown
            dispatcher.willDisplaySupplementary(shown.view, ofKind: key.kind, inSection: key.section)
            if applyHeldUpdates() { return }
        }
    }

    /// Takes a cell off the screen: into its queue, with `didEndDisplaying`.
    /// Shows the row's new model in its cell on screen, if it has one (the configure closure runs again); a row whose
    /// model now maps to another view gets a new cell.
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

    /// The views of changed models, configured again where they are on screen, without a flash.
    func reconfigureLive(_ views: Set<ObjectIdentifier>) {
        guard !views.isEmpty else { return }
        for (path, shown) in visibleCells where views.contains(ObjectIdentifier(shown.view)) {
            reconfigureCell(at: path)
        }
        applyHeldUpdates()
    }

    func retire(_ shown: ConfiguredView, at path: ItemPath) {
        liveCells.stopTracking(shown.view)
        reuseQueue.enqueue(shown)
        dispatcher.didEndDisplaying(shown.view, showing: shown.model, at: path)
    }

    func retireSupplementary(_ shown: ConfiguredView, _ key: SupplementaryKey) {
        reuseQueue.enqueue(shown)
        dispatcher.didEndDisplayingSupplementary(
            shown.view, showing: shown.model, ofKind: key.kind, inSection: key.section)
    }

    /// Takes every header and footer view off the screen (an update may have moved or changed their sections).
    func retireSupplementaries() {
        for (key, shown) in visibleSupplementaries { retireSupplementary(shown, key) }
        visibleSupplementaries = [:]
    }
}
