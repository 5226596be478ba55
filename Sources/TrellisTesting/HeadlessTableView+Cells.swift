public import Trellis

// Real cells: with a dispatcher, the headless table dequeues and configures view objects the way a table does. It
// keeps a reuse queue per reuse identifier, creates a cell only when the queue is empty, keeps each visible cell
// with its row through updates (a moved row keeps its cell; an inserted or reloaded row gets a dequeued one), and
// fires `willDisplay` / `didEndDisplaying` as rows enter and leave the screen.

extension HeadlessTableView: ViewHost {
    /// A reused view for `mapping` from the reuse queue, or a new one (the view type must be a
    /// `ConstructibleView`), or `nil` when neither is possible.
    public func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? {
        if var queue = reuseQueue[mapping.reuseIdentifier], let view = queue.popLast() {
            reuseQueue[mapping.reuseIdentifier] = queue
            return view
        }
        guard let view = mapping.makeView?() else { return nil }
        createdViewCount += 1
        reuseIdentifiers[ObjectIdentifier(view)] = mapping.reuseIdentifier
        return view
    }

    /// The cell on screen at `path` (`.cell` only: the headless table draws no header views).
    public func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? {
        kind == .cell ? visibleCells[path]?.view : nil
    }

    /// The cell on screen at `path`, if any.
    public func cell(at path: ItemPath) -> AnyObject? { visibleCells[path]?.view }

    /// The cells on screen, top to bottom.
    public var visibleCellViews: [AnyObject] { visibleItemPaths.compactMap { visibleCells[$0]?.view } }

    /// Puts a cell in the reuse queue of its reuse identifier.
    func enqueue(_ cell: VisibleCell) {
        reuseQueue[cell.reuseIdentifier, default: []].append(cell.view)
    }

    /// Gives every visible path a cell and takes the cells of paths no longer visible off the screen.
    func layoutCells() {
        guard let dispatcher else { return }
        let paths = visibleItemPaths
        let wanted = Set(paths)
        for (path, cell) in visibleCells where !wanted.contains(path) {
            visibleCells[path] = nil
            enqueue(cell)
            dispatcher.didEndDisplaying(cell.view, showing: cell.model, at: path)
        }
        for path in paths where visibleCells[path] == nil {
            guard let model = dispatcher.model(at: path), let view = dispatcher.cell(at: path),
                  let identifier = reuseIdentifiers[ObjectIdentifier(view)] else { continue }
            visibleCells[path] = VisibleCell(view: view, model: model, reuseIdentifier: identifier)
            dispatcher.willDisplay(view, at: path)
        }
    }

    /// Moves the visible cells with their rows after a batch: `tracked` maps old paths to new ones for rows that
    /// stayed or moved without a reload; every other visible cell leaves the screen and is queued for reuse.
    func carryCells(_ tracked: [ItemPath: ItemPath]) {
        var carried: [ItemPath: VisibleCell] = [:]
        for (old, cell) in visibleCells {
            if let new = tracked[old] {
                carried[new] = cell
            } else {
                enqueue(cell)
                dispatcher?.didEndDisplaying(cell.view, showing: cell.model, at: old)
            }
        }
        visibleCells = carried
    }
}

/// A cell on screen, with what it shows.
struct VisibleCell {
    let view: AnyObject
    let model: Any
    let reuseIdentifier: String
}
