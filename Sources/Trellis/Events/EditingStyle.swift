/// How a row is edited: the control it shows in editing mode, and what the user asked for when they commit.
///
/// The host-neutral twin of UIKit's `UITableViewCell.EditingStyle`, with the same raw values (`none` 0, `delete`
/// 1, `insert` 2), so a UIKit host converts with `rawValue`.
public enum EditingStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No editing control.
    case none = 0
    /// The delete control (a red minus in editing mode; swipe to delete).
    case delete = 1
    /// The insert control (a green plus in editing mode).
    case insert = 2

    /// `none`, `delete` or `insert`.
    public var description: String {
        switch self {
        case .none: "none"
        case .delete: "delete"
        case .insert: "insert"
        }
    }
}
