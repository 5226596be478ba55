/// A view on screen, as the dispatcher sees it: something that hands out reusable views and knows which are visible.
/// The UIKit table and collection adapters, the terminal table and the headless table are hosts.
@MainActor
public protocol ViewHost: AnyObject {
    /// A view registered for `mapping`, reused or new, for `path` (a section's header or footer: item 0).
    /// `nil` when the host cannot make one.
    func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject?
    /// The view showing `kind` at `path` now, if it is on screen.
    func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject?
}
