import Trellis

// Drawing: the title bar, the optional banner, the table's visible lines (headers, rows with their gutter, footers)
// and the status bar. Each row's gutter shows the cursor (›), the selection (•) and the last update's mark (+ ~ ↕),
// so the table reads the same without colour.

extension TerminalTableView {
    /// The columns the gutter takes before each row's content.
    public nonisolated static let gutterWidth = 4
    /// The columns each indentation level (``Trellis/Dispatcher/indentationLevelForItem(at:)``) shifts a row by.
    public nonisolated static let indentationWidth = 2

    /// Lays the table out for `size` and draws it: the title bar, the banner, the visible lines, the status bar.
    public func frame(size: TerminalSize) -> TerminalFrame {
        // Changes to observed models since the last frame: the session's loop never returns to the run loop, so the
        // live cells are brought up to date here, once per frame.
        liveCells.flush()
        if size != self.size {
            self.size = size
            clampTopLine()
            scrollToCursor()
        }
        layoutViews()
        indentsRows = dispatcher.answers(.indentationLevel)
        var lines: [StyledLine] = [titleBar(width: size.columns)]
        if let banner { lines.append(banner) }
        if let empty = shownEmptyState {
            let drawn = emptyStateLines(empty, width: size.columns)
            let above = max(0, (viewportRows - drawn.count) / 2)
            lines += Array(repeating: StyledLine(), count: above) + drawn.prefix(viewportRows - above)
        } else {
            for index in topLine..<max(topLine, min(totalLines, topLine + viewportRows)) {
                lines.append(draw(line(at: index), width: size.columns))
            }
        }
        while lines.count < size.rows - 1 { lines.append(StyledLine()) }
        lines.append(statusBar(width: size.columns))
        return TerminalFrame(size: size, lines: lines)
    }

    /// The whole table as lines, for output that is not a terminal: the title, the banner, then every line of the table (at
    /// most `maxLines`, then a line saying how many rows were left out), without cursor, each at most `width`
    /// columns (clamped to 1 through ``TerminalSize/maximumColumns``; `maxLines` below 0 counts as 0).
    ///
    /// Cells are laid out a screenful at a time, as scrolling would: printing many rows creates a screenful of
    /// cells, not one a row.
    public func printedLines(width: Int, maxLines: Int = 500) -> [StyledLine] {
        let width = TerminalSize(columns: width, rows: 1).columns
        let cursorWasShown = showsCursor
        showsCursor = false
        defer { showsCursor = cursorWasShown }
        let shown = min(totalLines, max(0, maxLines))
        let savedSize = size
        let savedTop = topLine
        size = TerminalSize(columns: width, rows: min(shown, Self.printedScreenful) + 3)
        indentsRows = dispatcher.answers(.indentationLevel)
        var lines = [StyledLine(title, .bold).fitted(to: width)]
        if let banner { lines.append(banner.fitted(to: width)) }
        if let empty = shownEmptyState { return lines + emptyStateLines(empty, width: width) }
        var start = 0
        while start < shown {
            topLine = start
            layoutViews()
            let end = min(shown, start + viewportRows)
            for index in start..<end { lines.append(draw(line(at: index), width: width)) }
            start = end
        }
        if shown < totalLines {
            let last = path(atLastLineOf: shown).flatMap(rowIndex(of:)) ?? -1
            lines.append(StyledLine("… \(Self.grouped(rowCount - last - 1)) more rows", .dim).fitted(to: width))
        }
        size = savedSize
        topLine = savedTop
        clampTopLine()
        layoutViews()
        return lines
    }

    /// The empty state, while the table has no rows and one is set.
    var shownEmptyState: EmptyState? {
        guard let emptyState, rowCount == 0 else { return nil }
        return emptyState
    }

    /// The empty state's lines, centred in `width` columns: its title, bold, then its message, dim.
    func emptyStateLines(_ empty: EmptyState, width: Int) -> [StyledLine] {
        func centered(_ text: String, _ style: TextStyle) -> StyledLine {
            let line = StyledLine(text, style)
            guard line.width < width else { return line.fitted(to: width) }
            return StyledLine(String(repeating: " ", count: (width - line.width) / 2)) + line
        }
        var lines = [centered(empty.title, .bold)]
        if let message = empty.message { lines.append(centered(message, .dim)) }
        return lines
    }

    /// How many lines ``printedLines(width:maxLines:)`` lays out at a time.
    static let printedScreenful = 200

    /// The last row shown in the first `count` lines.
    private func path(atLastLineOf count: Int) -> ItemPath? {
        for index in stride(from: count - 1, through: 0, by: -1) {
            if case .row(let path) = line(at: index) { return path }
        }
        return nil
    }

    private func titleBar(width: Int) -> StyledLine {
        let style = TextStyle(foreground: .white, background: .blue, bold: true)
        let position =
            cursor.flatMap(rowIndex(of:)).map { "row \(Self.grouped($0 + 1)) of \(Self.grouped(rowCount)) " }
            ?? "\(Self.grouped(rowCount)) rows "
        // The position stays whole; the title is cut to make room for it.
        let right = StyledLine(" " + position, style)
        let left = StyledLine(" " + title, style).fitted(to: max(0, width - right.width), padding: style)
        return left + right
    }

    private func statusBar(width: Int) -> StyledLine {
        if let statusMessage { return StyledLine(" " + statusMessage, .colored(.yellow)) }
        if flashDeadline != nil, let lastUpdateSummary { return StyledLine(" " + lastUpdateSummary, .colored(.cyan)) }
        return StyledLine(" " + keyHints, .dim)
    }

    /// One line of the table, `width` columns wide.
    func draw(_ line: TableLine, width: Int) -> StyledLine {
        switch line {
        case .gap: return StyledLine()
        case .header(let section): return drawSupplementary(.header, section, width: width)
        case .footer(let section): return drawSupplementary(.footer, section, width: width)
        case .row(let path): return drawRow(path, width: width)
        }
    }

    private func drawSupplementary(_ kind: ViewKind, _ section: Int, width: Int) -> StyledLine {
        let key = SupplementaryKey(kind: kind, section: section)
        let content: StyledLine
        if let view = visibleSupplementaries[key]?.view as? any TerminalView {
            content = view.draw(width: width - 1)
        } else if let title = dispatcher.title(ofKind: kind, inSection: section) {
            content = kind == .header ? StyledLine(title, .colored(.cyan, bold: true)) : StyledLine(title, .dim)
        } else {
            let model = dispatcher.supplementaryModel(ofKind: kind, inSection: section).map { "\($0)" } ?? ""
            content = StyledLine(model, .dim)
        }
        return (StyledLine(kind == .header ? "▍" : " ", .colored(.cyan)) + content).fitted(to: width)
    }

    private func drawRow(_ path: ItemPath, width: Int) -> StyledLine {
        let isCursor = showsCursor && path == cursor
        let isSelected = path == selection
        let change = change(at: path)
        var line = StyledLine(isCursor ? "›" : " ", .bold)
        line.append(isSelected ? "•" : " ", .colored(.green, bold: true))
        line.append(change.mark, .bold)
        line.append(" ")
        // UIKit's indentation level (an outline's depth): two columns a level, asked only when something answers.
        let level = indentsRows ? dispatcher.indentationLevelForItem(at: path) : 0
        let indentation = min(max(0, level), 16) * Self.indentationWidth
        if indentation > 0 { line.append(String(repeating: " ", count: indentation)) }
        let contentWidth = max(0, width - Self.gutterWidth - indentation)
        if let view = visibleCells[path]?.view as? any TerminalView {
            line.append(view.draw(width: contentWidth))
        } else {
            line.append(fallbackText(at: path), .dim)
        }
        line = line.fitted(to: width)
        if change != .none { line = line.styled(change.style) }
        if isSelected { line = line.styled(.bold) }
        if isCursor && isCursorHighlighted { line = line.styled(TextStyle(reverse: true)) }
        return line
    }

    /// The text of a row without a ``TerminalView`` cell (no mapping, or a cell that does not draw in a terminal):
    /// its model as the registry sees it (a declarative row's own model, not the row).
    private func fallbackText(at path: ItemPath) -> String {
        guard let model = dispatcher.model(at: path) else { return "" }
        if let content = dispatcher.content as? any DispatchingContent { return "\(content.registryModel(for: model))" }
        return "\(model)"
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
