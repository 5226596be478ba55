/// What a terminal shows at one moment: `height` lines of `width` columns.
public struct TerminalFrame: Hashable, Sendable {
    /// The size of the screen.
    public var size: TerminalSize
    /// The lines, top to bottom, each exactly `size.columns` wide (``StyledLine/fitted(to:padding:)``).
    public private(set) var lines: [StyledLine]

    /// A frame of `size` showing `lines`: missing lines are blank, extra lines dropped, each line fitted to the width.
    public init(size: TerminalSize, lines: [StyledLine]) {
        self.size = size
        var fitted = lines.prefix(size.rows).map { $0.width == size.columns ? $0 : $0.fitted(to: size.columns) }
        while fitted.count < size.rows { fitted.append(StyledLine().fitted(to: size.columns)) }
        self.lines = fitted
    }

    /// The text of every line, trailing spaces removed.
    public var text: [String] { lines.map { $0.text.trimmingTrailingSpaces() } }
}

/// The size of a terminal, in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Columns (characters per line).
    public var columns: Int
    /// Rows (lines).
    public var rows: Int

    /// A size of `columns` x `rows` (at least 1 x 1).
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }
}

extension String {
    /// The string without its trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
