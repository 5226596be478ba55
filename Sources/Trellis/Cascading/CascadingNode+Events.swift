// How an event reaches a cascading node's typed method: the event's key carries the route (declared with the key,
// in its capability file in `Events/`), so `CascadingNode.answer` has no switch and a tree's `answers(_:)` has no
// list. The typed methods themselves are declared in `CascadingNode.swift` (methods that subclasses override must
// be declared in the class body).

/// How a cascading tree answers an event about an item: the node (the root first) and the question's path, view
/// and argument, to the typed method, e.g. `{ node, path, view, _ in node.didSelectRow(at: path, view: view) }`.
typealias CascadingRoute<Argument, Result> =
    @MainActor @Sendable (_ node: CascadingNode, _ path: ItemPath, _ view: AnyObject?, _ argument: Argument) -> Result?

/// How a cascading tree answers an event for a section when no item answers: the root and the section, to the
/// typed method, e.g. `{ node, section, _ in node.heightForHeader(inSection: section) }`.
typealias CascadingSectionRoute<Argument, Result> =
    @MainActor @Sendable (_ node: CascadingNode, _ section: Int, _ argument: Argument) -> Result?

extension EventKey {
    /// Whether a cascading tree answers this event with a typed method (a host then reports it implemented).
    var hasCascadingRoute: Bool { cascadingRoute != nil || cascadingSectionRoute != nil }
}
