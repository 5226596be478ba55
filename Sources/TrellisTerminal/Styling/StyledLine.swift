/// A run of text in one style.
///
/// The text is sanitized when the run is made or its text is set (``TerminalText/sanitized(_:)``: no escape
/// sequence, control or invisible formatting character survives), and its width is counted then, in columns.
public struct StyledRun: Hashable, Sendable {
    /// The text (one line), as it is drawn: sanitized.
    public var text: String {
        get { storage }
        set { (storage, width) = TerminalText.sanitize(newValue) }
    }
    /// How it looks.
    public var style: TextStyle
    /// The columns the text takes (grapheme clusters, wide characters two columns each), counted once.
    public private(set) var width: Int
    private var storage: String

    /// `text` (sanitized) in `style`.
    public init(_ text: String, _ style: TextStyle = .plain) {
        (storage, width) = TerminalText.sanitize(text)
        self.style = style
    }

    /// A run of text already sanitized, `width` columns wide.
    init(sanitized text: String, width: Int, style: TextStyle) {
        storage = text
        self.width = width
        self.style = style
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
/// Text is sanitized as it comes in (see ``TerminalText``), and widths are columns on screen: a CJK character or
/// an emoji takes two, a combining accent none, so lines of any script line up and are cut where they fit.
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

    /// The width in columns.
    public var width: Int { runs.reduce(0) { $0 + $1.width } }

    /// Exactly `width` columns (at most ``TerminalSize/maximumColumns``; nothing for 0 or less): padded with spaces
    /// in `padding`'s style, or cut with an ellipsis in the last column. A cut never splits a character: when a
    /// wide character does not fit before the ellipsis, a space takes its place.
    public func fitted(to width: Int, padding: TextStyle = .plain) -> StyledLine {
        let width = min(width, TerminalSize.maximumColumns)
        guard width > 0 else { return StyledLine() }
        let total = self.width
        if total <= width {
            var line = self
            if total < width {
                line.runs.append(StyledRun(sanitized: spaces(width - total), width: width - total, style: padding))
            }
            return line
        }
        var result: [StyledRun] = []
        var remaining = width - 1
        var lastStyle = runs.first?.style ?? .plain
        for run in runs where remaining > 0 {
            lastStyle = run.style
            if run.width <= remaining {
                result.append(run)
                remaining -= run.width
            } else {
                let cut = TerminalText.prefix(run.text, width: run.width, fitting: remaining)
                if !cut.text.isEmpty {
                    result.append(StyledRun(sanitized: cut.text, width: cut.width, style: run.style))
                }
                remaining -= cut.width
                break
            }
        }
        if remaining > 0 { result.append(StyledRun(sanitized: spaces(remaining), width: remaining, style: lastStyle)) }
        result.append(StyledRun(sanitized: "…", width: 1, style: lastStyle))
        return StyledLine(runs: result.filter { !$0.text.isEmpty })
    }

    /// Every run's style merged with `style` (see ``TextStyle/merging(_:)``).
    public func styled(_ style: TextStyle) -> StyledLine {
        StyledLine(runs: runs.map { StyledRun(sanitized: $0.text, width: $0.width, style: $0.style.merging(style)) })
    }
}
