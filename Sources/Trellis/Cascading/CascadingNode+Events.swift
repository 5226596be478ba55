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

/// The routes an ``EventKey`` declares to a cascading node's typed methods.
final class CascadingRoutes<Argument, Result>: Sendable {
    /// For a question about an item (`nil`: the node forwards it to the child for the path).
    let item: CascadingRoute<Argument, Result>?
    /// For a section's question when no item answers (heights of headers and footers).
    let section: CascadingSectionRoute<Argument, Result>?

    init(item: CascadingRoute<Argument, Result>?, section: CascadingSectionRoute<Argument, Result>?) {
        self.item = item
        self.section = section
    }
}

extension EventKey {
    /// How a cascading tree answers the event about an item: the typed ``CascadingNode`` method it goes to
    /// (`nil`: the node forwards it to the child for the path).
    var cascadingRoute: CascadingRoute<Argument, Result>? { cascading?.item }

    /// How a cascading tree answers the event for a section, when no item answers.
    var cascadingSectionRoute: CascadingSectionRoute<Argument, Result>? { cascading?.section }

    /// Whether a cascading tree answers this event with a typed method (a host then reports it implemented).
    var hasCascadingRoute: Bool { cascading != nil }
}
