import Trellis

/// How an update last changed a row, shown as a flash (a coloured background and a mark in the gutter) until the
/// flash ends.
public enum RowChange: UInt8, Hashable, Sendable {
    /// Not changed by the last update.
    case none
    /// Inserted (mark `+`, green).
    case inserted
    /// Reloaded: its model changed (mark `~`, yellow).
    case updated
    /// Moved to another place (mark `↕`, cyan).
    case moved

    /// The gutter mark.
    var mark: String {
        switch self {
        case .none: " "
        case .inserted: "+"
        case .updated: "~"
        case .moved: "↕"
        }
    }

    /// The flash's style.
    var style: TextStyle {
        switch self {
        case .none: TextStyle()
        case .inserted: TextStyle(foreground: .black, background: .green)
        case .updated: TextStyle(foreground: .black, background: .yellow)
        case .moved: TextStyle(foreground: .black, background: .cyan)
        }
    }
}

/// What the table keeps per row: which update last changed it, and how. Eight bytes, so a million rows cost 8 MB
/// and an update's replay stays a linear pass.
struct RowMark: Hashable, Sendable {
    var generation: UInt32
    var change: RowChange

    static let unchanged = RowMark(generation: 0, change: .none)
}

/// Where a section's lines start, and which it has.
struct SectionLayout {
    var firstLine: Int
    var hasHeader: Bool
    var rows: Int
    var hasFooter: Bool
    var hasGap: Bool

    var headerLines: Int { hasHeader ? 1 : 0 }
    var lineCount: Int { headerLines + rows + (hasFooter ? 1 : 0) + (hasGap ? 1 : 0) }
}

/// One line of the table.
enum TableLine: Equatable {
    case header(Int)
    case row(ItemPath)
    case footer(Int)
    case gap
}
