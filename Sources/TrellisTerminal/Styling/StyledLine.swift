/// A run of text in one style.
public struct StyledRun: Hashable, Sendable {
    /// The text (one line: no newlines).
    public var text: String {
        didSet { width = text.count }
    }
    /// How it looks.
    public var style: TextStyle
    /// The columns the text takes (its character count), counted once.
    public private(set) var width: Int

    /// `text` in `style`.
    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
        width = text.count
    }
}

/// Spaces, `count` of them, copied from one shared string (`String(repeating:count:)` appends one at a time).
func spaces(_ count: Int) -> String {
    guard count > 0 else { return "" }
    if count <= sharedSpaces.utf8.count { return String(sharedSpaces.utf8.prefix(count)) ?? "" }
    return String(repeating: " ", count: count)
}

private let sharedSpaces = String(repeating: " ", count: 512)

/// One line of styled text: what a cell, a header or a footer draws.
///
/// ```swift
/// var line = StyledLine("Trellis 0.1 is out", .bold)
/// line.append("  12 likes", .colored(.gray))
/// ```
///
/// Widths count characters (`Character`s): keep to characters one column wide (no emoji, no CJK) to line up.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The runs, left to right.
    public var runs: [StyledRun]

    /// An empty line.
    public init() { runs = [] }

    /// A line of `text` in `style`.
    public init(_ text: String, _ style: TextStyle = .plain) {
        runs = text.isEmpty ? [] : [StyledRun(text, style)]
    }

    /// A line of these runs.
    public init(runs: [StyledRun]) { self.runs = runs }

    /// A plain line.
    public init(stringLiteral value: String) { self.init(value) }

    /// Adds `text` in `style` at the end.
    public mutating func append(_ text: String, _ style: TextStyle = .plain) {
        guard !text.isEmpty else { return }
        runs.append(StyledRun(text, style))
    }

    /// Adds `line`'s runs at the end.
    public mutating func append(_ line: StyledLine) { runs += line.runs }

    /// The two lines one after the other.
    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        var line = lhs
        line.append(rhs)
        return line
    }

    /// The text without styles.
    public var text: String { runs.map(\.text).joined() }

    /// The text without styles.
    public var description: String { text }

    /// The width in columns (characters).
    public var width: Int { runs.reduce(0) { $0 + $1.width } }

    /// Exactly `width` columns: padded with spaces in `padding`'s style, or cut with an ellipsis in the last column.
    public func fitted(to width: Int, padding: TextStyle = .plain) -> StyledLine {
        guard width > 0 else { return StyledLine() }
        let total = self.width
        if total <= width {
            var line = self
            line.append(spaces(width - total), padding)
            return line
        }
        var result: [StyledRun] = []
        var remaining = width - 1
        var lastStyle = runs.first?.style ?? .plain
        for run in runs where remaining > 0 {
            lastStyle = run.style
            let count = run.width
            if count <= remaining {
                result.append(run)
                remaining -= count
            } else {
                result.append(StyledRun(String(run.text.prefix(remaining)), run.style))
                remaining = 0
            }
        }
        result.append(StyledRun("…", lastStyle))
        return StyledLine(runs: result.filter { !$0.text.isEmpty })
    }

    /// Every run's style merged with `style` (see ``TextStyle/merging(_:)``).
    public func styled(_ style: TextStyle) -> StyledLine {
        StyledLine(runs: runs.map { StyledRun($0.text, $0.style.merging(style)) })
    }
}
