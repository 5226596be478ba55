/// How a host animates the rows an update inserts, deletes or reloads: UIKit's `UITableView.RowAnimation`, without
/// UIKit. Hosts that cannot animate a kind show the closest one they have.
public enum RowAnimation: Hashable, Sendable, CaseIterable {
    /// The host's choice (UIKit: `.automatic`).
    case automatic
    /// Rows fade in or out.
    case fade
    /// Rows slide in from, or out to, the right.
    case right
    /// Rows slide in from, or out to, the left.
    case left
    /// Rows slide in from, or out to, the top.
    case top
    /// Rows slide in from, or out to, the bottom.
    case bottom
    /// Rows stay in place while the others move around them.
    case middle
    /// No animation: rows appear and disappear at once.
    case none
}
