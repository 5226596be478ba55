@testable import Trellis

// Fixtures for the per-row event tests (editing, moving, swipe actions, context menus, ...).

final class RowArticleCell: RecordingView<Article>, ConstructibleView {}
final class RowBadgeCell: RecordingView<Badge>, ConstructibleView {}

/// A dispatcher over `[[a, b, c], [d, .hot]]` (articles and one badge), with its host and anomaly log.
@MainActor
struct RowFixture {
    let dispatcher: Dispatcher
    let storage: MemoryStorage
    let host = TestHost()
    let log = AnomalyLog()

    static let a = Article(title: "a"), b = Article(title: "b"), c = Article(title: "c"), d = Article(title: "d")

    /// Registers `RowArticleCell` (with `events`) and `RowBadgeCell`.
    init(_ events: (TypedViewMapping<RowArticleCell>) -> Void = { _ in }) {
        storage = MemoryStorage()
        storage.setItems([[Self.a, Self.b, Self.c], [Self.d, Badge.hot] as [Any]] as [[Any]])
        dispatcher = Dispatcher(content: storage)
        dispatcher.anomalyHandler = log.handler
        dispatcher.host = host
        dispatcher.registry.register(RowArticleCell.self, events: events)
        dispatcher.registry.register(RowBadgeCell.self)
    }

    /// Puts a cell showing the model at `path` on screen, and returns it.
    @discardableResult
    func show(_ path: ItemPath) -> RowArticleCell {
        let cell = RowArticleCell()
        host.show(cell, at: path)
        return cell
    }

    /// The articles of `section`, by title.
    func titles(_ section: Int) -> [String] {
        storage.items(inSection: section).map { ($0 as? Article)?.title ?? "\($0)" }
    }
}

/// Records what closures received.
@MainActor
final class CallLog {
    var calls: [String] = []
    func add(_ call: String) { calls.append(call) }
}
