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

/// The size of a terminal, in character cells: at least 1 x 1, at most ``maximumColumns`` x ``maximumRows``
/// (a larger value, from an environment variable or a caller, is clamped: a frame is drawn in full every time).
public struct TerminalSize: Hashable, Sendable {
    /// The most columns a size has: wider than any real terminal (a 4K screen at a 6-pixel font has 640).
    public static let maximumColumns = 4_096
    /// The most rows a size has.
    public static let maximumRows = 4_096

    /// Columns (characters per line), 1 to ``maximumColumns``.
    public var columns: Int {
        didSet { columns = Self.clamp(columns, Self.maximumColumns) }
    }
    /// Rows (lines), 1 to ``maximumRows``.
    public var rows: Int {
        didSet { rows = Self.clamp(rows, Self.maximumRows) }
    }

    /// A size of `columns` x `rows`, each clamped to 1 through its maximum.
    public init(columns: Int, rows: Int) {
        self.columns = Self.clamp(columns, Self.maximumColumns)
        self.rows = Self.clamp(rows, Self.maximumRows)
    }

    private static func clamp(_ value: Int, _ maximum: Int) -> Int { min(max(1, value), maximum) }
}

extension String {
    /// The string without its trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
