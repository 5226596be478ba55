/// What a person sees on a table's screen, as text a test can compare: the section headers and footers on screen,
/// the visible rows (`>` marks a selected row), and how many rows are scrolled off above and below.
///
/// ```
/// ... 2 rows above
/// [Countries]
///   Chile
/// > Peru
///   Uruguay
/// (3 countries)
/// ... 12 rows below
/// ```
///
/// A header or footer title shows as `[title]` and `(title)`; a header or footer view as its text (see
/// ``TextSnapshotRepresentable``). Compare one with `#expect(table.textSnapshot() == "...")`, or with
/// ``expectTextSnapshot(_:matches:sourceLocation:)``, which prints the lines that differ.
public struct TextSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// One row on screen.
    public struct Row: Hashable, Sendable {
        /// What the row shows.
        public var text: String
        /// Whether it is selected.
        public var isSelected: Bool

        /// A row.
        public init(_ text: String, isSelected: Bool = false) {
            self.text = text
            self.isSelected = isSelected
        }
    }

    /// One section on screen.
    public struct Section: Hashable, Sendable {
        /// The header's text, when it shows.
        public var header: String?
        /// The visible rows, top to bottom.
        public var rows: [Row]
        /// The footer's text, when it shows.
        public var footer: String?

        /// A section.
        public init(header: String? = nil, rows: [Row] = [], footer: String? = nil) {
            self.header = header
            self.rows = rows
            self.footer = footer
        }
    }

    /// How many rows are scrolled off above the screen.
    public var rowsAbove: Int
    /// The sections on screen, top to bottom.
    public var sections: [Section]
    /// How many rows are scrolled off below the screen.
    public var rowsBelow: Int

    /// A snapshot.
    public init(rowsAbove: Int = 0, sections: [Section], rowsBelow: Int = 0) {
        self.rowsAbove = rowsAbove
        self.sections = sections
        self.rowsBelow = rowsBelow
    }

    /// The lines, as a person reads the screen.
    public var lines: [String] {
        var lines: [String] = []
        if rowsAbove > 0 { lines.append("... \(rowsAbove) \(rowsAbove == 1 ? "row" : "rows") above") }
        for section in sections {
            if let header = section.header { lines.append("[\(Self.oneLine(header))]") }
            for row in section.rows { lines.append((row.isSelected ? "> " : "  ") + Self.oneLine(row.text)) }
            if let footer = section.footer { lines.append("(\(Self.oneLine(footer)))") }
        }
        if rowsBelow > 0 { lines.append("... \(rowsBelow) \(rowsBelow == 1 ? "row" : "rows") below") }
        return lines
    }

    /// The lines, joined by newlines.
    public var description: String { lines.joined(separator: "\n") }

    /// `text` on one line: line breaks become spaces, trailing spaces go.
    static func oneLine(_ text: String) -> String {
        var line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `text` as lines to compare: trailing spaces and a final newline do not count.
    static func comparableLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var line = String(line)
            while line.last == " " { line.removeLast() }
            return line
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether the snapshot reads as `expected` (trailing spaces and a final newline aside).
    public func matches(_ expected: String) -> Bool { lines == Self.comparableLines(expected) }

    /// The lines that differ from `expected`, each marked `-` (expected, missing) or `+` (shown instead), with
    /// the lines around them; empty when the snapshot matches.
    public func difference(from expected: String) -> String {
        let want = Self.comparableLines(expected), got = lines
        guard want != got else { return "" }
        let diff = got.difference(from: want)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in diff {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both sides in order: expected lines not kept are "-", shown lines not kept are "+".
        var out: [String] = [], i = 0, j = 0
        while i < want.count || j < got.count {
            if i < want.count, removed.contains(i) {
                out.append("- " + want[i]); i += 1
            } else if j < got.count, inserted.contains(j) {
                out.append("+ " + got[j]); j += 1
            } else {
                out.append("  " + (j < got.count ? got[j] : want[i])); i += 1; j += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
