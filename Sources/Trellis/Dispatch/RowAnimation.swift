/// How a host animates the rows an update inserts, deletes or reloads: UIKit's `UITableView.RowAnimation`, without
/// UIKit, plus ``inherited``. Hosts that cannot animate a kind show the closest one they have.
///
/// Not optional anywhere: `update(animation: .none)` means no animation, never "the default".
public enum RowAnimation: Hashable, Sendable, CaseIterable {
    /// No choice of its own: the next level decides. An update's `.inherited` takes the content's ``animation``
    /// (declarative content, a cascading root, an outline), and content's `.inherited` the host's own settings
    /// (a UIKit manager's `rowAnimations`, per kind of change).
    case inherited
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
