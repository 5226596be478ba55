public import Foundation

// The viewport: rows and their headers and footers are stacked top to bottom with the heights the delegate gives
// (or the table's properties), and the ones that intersect `contentOffset.y ..< contentOffset.y + frame.height`
// get views. A table that is not in a window lays out nothing, as in UIKit.

extension UITableView {
    /// Lays out the rows the viewport covers: cells for rows that came into view (`cellForRowAt`, then
    /// `willDisplay`), rows that left it end displaying and their cells are queued for reuse.
    func layoutVisibleRows() {
        guard window != nil, updateDepth == 0 else { return }
        loadIfNeeded()
        let frames = rowFrames()
        contentSize = CGSize(width: frame.width, height: frames.contentHeight)
        let top = contentOffset.y
        let bottom = top + frame.height
        let wanted = frames.rows.filter { $0.value.maxY > top && $0.value.minY < bottom }
        for (path, cell) in visible where wanted[path] == nil {
            visible[path] = nil
            endDisplaying(cell, at: path)
        }
        for path in wanted.keys.sorted() where visible[path] == nil {
            guard let cell = prefetched.removeValue(forKey: path) ?? cellFromDataSource(at: path) else { continue }
            if cell.superview !== self { addSubview(cell) }
            cell.isSelected = selected.contains(path)
            cell.isEditing = isEditing
            cell.updateConfigurationIfNeeded()  // UIKit runs a pending configuration update before display
            visible[path] = cell
            delegate(answering: "tableView:willDisplayCell:forRowAtIndexPath:")?.tableView(
                self, willDisplay: cell, forRowAt: path)
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
            guard
                let view = visibleSupplementary[key] ?? supplementaryView(section: key.section, isHeader: key.isHeader)
            else { continue }
            (view as? UITableViewHeaderFooterView)?.updateConfigurationIfNeeded()
            visibleSupplementary[key] = view
            if key.isHeader {
                delegate(answering: "tableView:willDisplayHeaderView:forSection:")?
                    .tableView(self, willDisplayHeaderView: view, forSection: key.section)
            } else {
                delegate(answering: "tableView:willDisplayFooterView:forSection:")?
                    .tableView(self, willDisplayFooterView: view, forSection: key.section)
            }
        }
    }

    /// The data source's cell for the row at `path`.
    private func cellFromDataSource(at path: IndexPath) -> UITableViewCell? {
        dataSourceCalls.append("cellForRow(\(path.section)-\(path.row))")
        return dataSource?.tableView(self, cellForRowAt: path)
    }

    /// Prefetches the cells of rows off screen, as iOS 15's cell prefetching does while the user scrolls: the data
    /// source is asked for each row's cell now, and the cell waits, configured but not displayed (no `willDisplay`,
    /// and `cellForRow(at:)` answers `nil` for it), until its row comes into view; then it is shown without asking
    /// again. `reconfigureRows` reconfigures a prefetched cell too; a reload, or a batch deleting or reloading its
    /// row, throws it away. Rows on screen, already prefetched or past the end are skipped. Stand-in only.
    public func simulateCellPrefetching(at indexPaths: [IndexPath]) {
        guard window != nil, updateDepth == 0 else { return }
        loadIfNeeded()
        let paths = prefetchablePaths(indexPaths, rows: rows ?? []) { visible[$0] != nil || prefetched[$0] != nil }
        for path in paths {
            guard let cell = cellFromDataSource(at: path) else { continue }
            if cell.superview !== self { addSubview(cell) }
            cell.updateConfigurationIfNeeded()
            prefetched[path] = cell
        }
    }

    /// The rows whose cells were prefetched and are not on screen yet, in order (stand-in only).
    public var prefetchedRowPaths: [IndexPath] { prefetched.keys.sorted() }

    /// Throws the prefetched cells away (into the reuse queue; a cell never displayed does not end displaying).
    func discardPrefetchedCells() { prefetched.letGoOfPrefetchedCells(enqueueUndisplayed) }

    /// Queues a cell that was never displayed for reuse (it does not end displaying).
    func enqueueUndisplayed(_ cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier { reuseQueue[identifier, default: []].append(cell) }
    }

    /// The frame of the row at `indexPath` in the content.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        rowFrames().rows[indexPath] ?? .zero
    }

    /// The frame of `section` in the content: its header, rows and footer (`.zero` for a section that does not exist).
    public func rect(forSection section: Int) -> CGRect {
        let sections = rowFrames().sections
        return sections.indices.contains(section) ? sections[section] : .zero
    }

    /// The frame of the header of `section` in the content: no height, at the section's top, when it has none.
    public func rectForHeader(inSection section: Int) -> CGRect {
        let frames = rowFrames()
        guard frames.sections.indices.contains(section) else { return .zero }
        let top = frames.sections[section]
        return frames.supplementary[SupplementaryKey(section: section, isHeader: true)]
            ?? CGRect(x: top.minX, y: top.minY, width: top.width, height: 0)
    }

    /// The frame of the footer of `section` in the content: no height, at the section's bottom, when it has none.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let frames = rowFrames()
        guard frames.sections.indices.contains(section) else { return .zero }
        let bounds = frames.sections[section]
        return frames.supplementary[SupplementaryKey(section: section, isHeader: false)]
            ?? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 0)
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        var y: CGFloat
        switch scrollPosition {
        case .top, .none: y = rect.minY
        case .middle: y = rect.midY - frame.height / 2
        case .bottom: y = rect.maxY - frame.height
        }
        y = min(max(0, y), max(0, contentSize.height - frame.height))
        setContentOffset(CGPoint(x: 0, y: y), animated: animated)
    }

    /// The paths of the rows on screen, top to bottom.
    var visiblePaths: [IndexPath] { visible.keys.sorted() }

    /// Every row's frame and every header's and footer's frame, stacked as UIKit stacks them.
    func rowFrames() -> (
        rows: [IndexPath: CGRect], supplementary: [SupplementaryKey: CGRect], sections: [CGRect],
        contentHeight: CGFloat
    ) {
        var result: [IndexPath: CGRect] = [:]
        var supplementary: [SupplementaryKey: CGRect] = [:]
        var sections: [CGRect] = []
        var y: CGFloat = 0
        for (section, tokens) in (rows ?? []).enumerated() {
            let top = y
            defer { sections.append(CGRect(x: 0, y: top, width: frame.width, height: y - top)) }
            let header = supplementaryHeight(section: section, isHeader: true)
            if header > 0 {
                supplementary[SupplementaryKey(section: section, isHeader: true)] = CGRect(
                    x: 0, y: y, width: frame.width, height: header)
            }
            y += header
            for row in tokens.indices {
                let path = IndexPath(row: row, section: section)
                let height = rowHeight(at: path)
                result[path] = CGRect(x: 0, y: y, width: frame.width, height: height)
                y += height
            }
            let footer = supplementaryHeight(section: section, isHeader: false)
            if footer > 0 {
                supplementary[SupplementaryKey(section: section, isHeader: false)] = CGRect(
                    x: 0, y: y, width: frame.width, height: footer)
            }
            y += footer
        }
        return (result, supplementary, sections, y)
    }

    private func rowHeight(at path: IndexPath) -> CGFloat {
        if let delegate = delegate(answering: "tableView:heightForRowAtIndexPath:") {
            let height = delegate.tableView(self, heightForRowAt: path)
            return height == Self.automaticDimension ? Self.standInAutomaticRowHeight : max(0, height)
        }
        return rowHeight == Self.automaticDimension ? Self.standInAutomaticRowHeight : rowHeight
    }

    private func supplementaryHeight(section: Int, isHeader: Bool) -> CGFloat {
        let method = isHeader ? "tableView:heightForHeaderInSection:" : "tableView:heightForFooterInSection:"
        if let delegate = delegate(answering: method) {
            let height =
                isHeader
                ? delegate.tableView(self, heightForHeaderInSection: section)
                : delegate.tableView(self, heightForFooterInSection: section)
            if height != Self.automaticDimension { return max(0, height) }
        }
        let property = isHeader ? sectionHeaderHeight : sectionFooterHeight
        if property != Self.automaticDimension { return property }
        let titleMethod = isHeader ? "tableView:titleForHeaderInSection:" : "tableView:titleForFooterInSection:"
        if let source = dataSource(answering: titleMethod) {
            let title =
                isHeader
                ? source.tableView(self, titleForHeaderInSection: section)
                : source.tableView(self, titleForFooterInSection: section)
            if title != nil { return Self.standInAutomaticHeaderHeight }
        }
        return supplementaryView(section: section, isHeader: isHeader) != nil ? Self.standInAutomaticHeaderHeight : 0
    }

    /// The header or footer view the delegate gives for `section`, asked once per layout generation (UIKit sizes
    /// automatic headers from their views).
    func supplementaryView(section: Int, isHeader: Bool) -> UIView? {
        let key = SupplementaryKey(section: section, isHeader: isHeader)
        if let cached = supplementaryViewCache[key] { return cached }
        let method = isHeader ? "tableView:viewForHeaderInSection:" : "tableView:viewForFooterInSection:"
        var view: UIView?
        if let delegate = delegate(answering: method) {
            view =
                isHeader
                ? delegate.tableView(self, viewForHeaderInSection: section)
                : delegate.tableView(self, viewForFooterInSection: section)
        }
        supplementaryViewCache[key] = .some(view)
        return view
    }

    /// Shows a row's new model in its cell (`reconfigureRows`): the data source is asked for the row's cell, and a
    /// dequeue of the cell's reuse identifier for that path hands back the cell itself, not prepared for reuse. UIKit
    /// requires the data source to return that cell; the stand-in records an exception when it returns another (the
    /// text is the stand-in's: UIKit's is not known) and shows the cell it got.
    func reconfigure(_ cell: UITableViewCell, at path: IndexPath) {
        reconfiguring = (cell, path)
        defer { reconfiguring = nil }
        dataSourceCalls.append("cellForRow(\(path.section)-\(path.row))")
        guard let fresh = dataSource?.tableView(self, cellForRowAt: path) else { return }
        guard fresh !== cell else {
            cell.updateConfigurationIfNeeded()
            return
        }
        raise(
            "the data source returned another cell than the existing one when the row at \(path) was reconfigured: "
                + "dequeue the cell's own reuse identifier to get it back, and reload rows whose cell type changes")
        if fresh.superview !== self { addSubview(fresh) }
        if prefetched[path] === cell {
            prefetched[path] = fresh
            return enqueueUndisplayed(cell)
        }
        visible[path] = fresh
        endDisplaying(cell, at: path)
        delegate(answering: "tableView:willDisplayCell:forRowAtIndexPath:")?.tableView(
            self, willDisplay: fresh, forRowAt: path)
    }

    func endDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        if let identifier = cell.reuseIdentifier { reuseQueue[identifier, default: []].append(cell) }
        delegate(answering: "tableView:didEndDisplayingCell:forRowAtIndexPath:")?.tableView(
            self, didEndDisplaying: cell, forRowAt: path)
    }

    func endDisplaying(_ view: UIView, _ key: SupplementaryKey) {
        if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
            headerFooterQueue[identifier, default: []].append(view)
        }
        if key.isHeader {
            delegate(answering: "tableView:didEndDisplayingHeaderView:forSection:")?
                .tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        } else {
            delegate(answering: "tableView:didEndDisplayingFooterView:forSection:")?
                .tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        }
    }
}
