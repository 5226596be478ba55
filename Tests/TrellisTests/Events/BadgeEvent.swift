@testable import Trellis

// A new event declared outside the library, as a capability file in `Sources/Trellis/Events/` declares one: its
// key (with a cascading route), its typed registrations (on a mapping, on the dispatcher by view and by model type,
// on a declarative row) and the dispatcher's answer. No library file lists it: `CustomEventTests` shows it answered
// through a dispatcher, a declarative row and a cascading tree.
//
// `badge`: the text of a badge drawn on an item at a scale; `EventKey<Int, String>` (the scale in, the text out).
// `priority`: a second event without a cascading route, `EventKey<Void, Int>`.

extension EventKey where Argument == Int, Result == String {
    /// The badge shown on an item, for a scale.
    static var badge: EventKey { TestEventKeys.badge }
}

extension EventKey where Argument == Void, Result == Int {
    /// An item's priority; a cascading tree has no typed method for it.
    static var priority: EventKey { TestEventKeys.priority }
}

enum TestEventKeys {
    /// A tree answers `badge` through the first node on the path that is a `BadgeProviding`.
    static let badge = EventKey<Int, String>(
        "test.badge",
        cascading: { node, path, _, scale in
            node.badgeForRow(at: path, scale: scale)
        })
    static let priority = EventKey<Void, Int>("test.priority")
}

/// A cascading node that draws badges (a test's stand-in for an open method in `CascadingNode`'s body).
@MainActor
protocol BadgeProviding: CascadingNode {
    func badge(at path: ItemPath, scale: Int) -> String?
}

extension CascadingNode {
    /// The badge of the row at `path`: this node's when it provides badges, else its child's.
    func badgeForRow(at path: ItemPath, scale: Int) -> String? {
        if let provider = self as? any BadgeProviding, let badge = provider.badge(at: path, scale: scale) {
            return badge
        }
        return child(for: path)?.badgeForRow(at: path, scale: scale)
    }
}

extension TypedViewMapping {
    /// The badge of an item showing the model.
    @discardableResult
    func badge(_ body: @escaping @MainActor (View, View.Model, ItemPath, _ scale: Int) -> String) -> Self {
        onView(.badge, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: the badge of an item.
    func badge<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath, _ scale: Int) -> String
    ) {
        on(.badge, view: view, body)
    }

    /// For every model of type `model`: its badge.
    func badge<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, _ scale: Int) -> String
    ) {
        on(.badge, model: model, body)
    }

    /// The badge of the item at `path`, at `scale`: `nil` when nothing answers.
    func badgeForItem(at path: ItemPath, scale: Int, view: AnyObject? = nil) -> String? {
        answer(.badge, at: path, view: view, argument: scale)
    }

    /// The priority of the item at `path`: `nil` when nothing answers.
    func priorityOfItem(at path: ItemPath) -> Int? {
        answer(.priority, at: path)
    }
}

extension ListRow {
    /// The row's badge, at a scale.
    @discardableResult
    func onBadge(_ body: @escaping @MainActor (RowEvent<Cell>, _ scale: Int) -> String) -> Self { on(.badge, body) }
}
