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
        if size != self.size {
            self.size = size
            clampTopLine()
            scrollToCursor()
        }
        layoutViews()
        indentsRows = dispatcher.answers(.indentationLevel)
        var lines: [StyledLine] = [titleBar(width: size.columns)]
        if let banner { lines.append(banner) }
        for index in topLine..<max(topLine, min(totalLines, topLine + viewportRows)) {
            lines.append(draw(line(at: index), width: size.columns))
        }
        while lines.count < size.rows - 1 { lines.append(StyledLine()) }
        lines.append(statusBar(width: size.columns))
        return TerminalFrame(size: size, lines: lines)
    }

    /// The whole table as lines, for output that is not a terminal: the title, then every line of the table (at
    /// most `maxLines`, then a line saying how many rows were left out), without cursor.
    public func printedLines(width: Int, maxLines: Int = 500) -> [StyledLine] {
        let cursorWasShown = showsCursor
        showsCursor = false
        defer { showsCursor = cursorWasShown }
        let shown = min(totalLines, maxLines)
        let savedSize = size
        let savedTop = topLine
        size = TerminalSize(columns: width, rows: shown + 3)
        topLine = 0
        layoutViews()
        indentsRows = dispatcher.answers(.indentationLevel)
        var lines = [StyledLine(title, .bold)]
        for index in 0..<shown { lines.append(draw(line(at: index), width: width)) }
        if shown < totalLines, let last = path(atLastLineOf: shown) {
            lines.append(StyledLine("… \(Self.grouped(rowCount - rowIndex(of: last) - 1)) more rows", .dim))
        }
        size = savedSize
        topLine = savedTop
        clampTopLine()
        layoutViews()
        return lines
    }

    /// The last row shown in the first `count` lines.
    private func path(atLastLineOf count: Int) -> ItemPath? {
        for index in stride(from: count - 1, through: 0, by: -1) {
            if case .row(let path) = line(at: index) { return path }
        }
        return nil
    }

    private func titleBar(width: Int) -> StyledLine {
        let style = TextStyle(foreground: .white, background: .blue, bold: true)
        let position = cursor.map { "row \(Self.grouped(rowIndex(of: $0) + 1)) of \(Self.grouped(rowCount)) " }
            ?? "\(Self.grouped(rowCount)) rows "
        // The position stays whole; the title is cut to make room for it.
        let left = StyledLine(" " + title, style).fitted(to: max(0, width - position.count - 1), padding: style)
        return left + StyledLine(" " + position, style)
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
