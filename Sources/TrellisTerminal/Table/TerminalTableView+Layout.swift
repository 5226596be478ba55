public import Trellis

// Layout: the table is a list of lines (each section's header, rows, footer, and a blank line between sections),
// never built: each section's first line and first row are kept (O(sections)), and a line is found by a binary
// search over sections, so a million rows cost what a hundred do.

extension TerminalTableView {
    /// The lines of the screen that show the table (the rest are the title bar, the banner and the status bar).
    public var viewportRows: Int { max(1, size.rows - 2 - (banner == nil ? 0 : 1)) }

    /// Works out each section's lines from the counts and the dispatcher's headers and footers.
    func rebuildLayout() {
        layouts.removeAll(keepingCapacity: true)
        rowStarts.removeAll(keepingCapacity: true)
        var line = 0
        var row = 0
        for (section, count) in counts.enumerated() {
            let layout = SectionLayout(
                firstLine: line, hasHeader: hasSupplementary(.header, section, count),
                rows: count, hasFooter: hasSupplementary(.footer, section, count),
                hasGap: section < counts.count - 1)
            layouts.append(layout)
            rowStarts.append(row)
            line += layout.lineCount
            row += count
        }
        totalLines = line
        clampTopLine()
    }

    private func hasSupplementary(_ kind: ViewKind, _ section: Int, _ count: Int) -> Bool {
        let hides = kind == .header ? dispatcher.hidesHeadersOfEmptySections : dispatcher.hidesFootersOfEmptySections
        if hides && count == 0 { return false }
        return dispatcher.supplementaryModel(ofKind: kind, inSection: section) != nil
    }

    /// What line `index` of the table shows.
    func line(at index: Int) -> TableLine {
        var low = 0
        var high = layouts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if layouts[middle].firstLine <= index { low = middle } else { high = middle - 1 }
        }
        let layout = layouts[low]
        var offset = index - layout.firstLine
        if layout.hasHeader {
            if offset == 0 { return .header(low) }
            offset -= 1
        }
        if offset < layout.rows { return .row(ItemPath(item: offset, section: low)) }
        offset -= layout.rows
        if layout.hasFooter, offset == 0 { return .footer(low) }
        return .gap
    }

    /// The line that shows the row at `path`.
    func lineIndex(of path: ItemPath) -> Int {
        let layout = layouts[path.section]
        return layout.firstLine + layout.headerLines + path.item
    }

    /// The row at overall index `row` (counted over all sections), or `nil` when there is none.
    public func path(atRow row: Int) -> ItemPath? {
        guard row >= 0, row < rowCount else { return nil }
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        // Skip empty sections that start at the same row.
        while counts.indices.contains(low), counts[low] == 0 { low += 1 }
        guard counts.indices.contains(low), rowStarts.indices.contains(low) else { return nil }
        return ItemPath(item: row - rowStarts[low], section: low)
    }

    /// The overall index of the row at `path` (counted over all sections), or `nil` when the table shows no row
    /// there (a missing section, an item out of its section's range).
    public func rowIndex(of path: ItemPath) -> Int? {
        guard contains(path), rowStarts.indices.contains(path.section) else { return nil }
        return rowStarts[path.section] + path.item
    }

    // MARK: Scrolling

    /// Scrolls so that line `index` is the first on screen (clamped to the content).
    public func scroll(toLine index: Int) {
        topLine = index
        clampTopLine()
        layoutViews()
    }

    func clampTopLine() {
        topLine = min(max(0, topLine), max(0, totalLines - viewportRows))
    }

    /// Scrolls as little as possible to show the cursor's row (and its section's header when it is the first row).
    func scrollToCursor() {
        guard let cursor, contains(cursor) else { return }
        let line = lineIndex(of: cursor)
        if line < topLine {
            topLine = line - (cursor.item == 0 ? layouts[cursor.section].headerLines : 0)
        } else if line >= topLine + viewportRows {
            topLine = line - viewportRows + 1
        }
        clampTopLine()
    }

    /// Puts the cursor on `path` (or nowhere), scrolls to it, and tells the dispatcher about the highlight moving:
    /// `didUnhighlight` for the old row, and `didHighlight` for the new one when `shouldHighlight` allows it.
    func placeCursor(_ path: ItemPath?) {
        let old = cursor
        cursor = path
        scrollToCursor()
        layoutViews()
        guard old != path else { return }
        if let old, isCursorHighlighted { dispatcher.didUnhighlightItem(at: old, view: visibleCells[old]?.view) }
        isCursorHighlighted = path.map { dispatcher.shouldHighlightItem(at: $0, view: visibleCells[$0]?.view) } ?? false
        if let path, isCursorHighlighted { dispatcher.didHighlightItem(at: path, view: visibleCells[path]?.view) }
    }

    /// Moves the cursor by `delta` rows (over all sections), clamped to the first and last rows (any `delta`:
    /// `Int.max` goes to the last row).
    public func moveCursor(by delta: Int) {
        guard rowCount > 0 else { return }
        let current = cursor.flatMap(rowIndex(of:)) ?? 0
        let (sum, overflow) = current.addingReportingOverflow(delta)
        let target = overflow ? (delta > 0 ? rowCount - 1 : 0) : min(max(0, sum), rowCount - 1)
        placeCursor(path(atRow: target))
    }

    /// Moves the cursor to `path`, scrolling to it.
    public func moveCursor(to path: ItemPath) {
        guard contains(path) else { return }
        placeCursor(path)
    }
}
