@testable import Trellis
import TrellisTesting

/// A country of Flow's sample list.
struct Country: Identifiable, Equatable, Sendable {
    var id: String { code }
    let code: String
    var name: String
}

/// A cell that records what it shows.
@MainActor
final class CountryCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [Country] = []
    var decorated = 0
    init() {}
    func update(with model: Country) { shown.append(model) }
}

/// A cell showing a plain string.
@MainActor
final class TextCell: ModelTransfer, ConstructibleView {
    private(set) var text: String?
    init() {}
    func update(with model: String) { text = model }
}

/// A header view showing a count.
@MainActor
final class CountHeader: ModelTransfer, ConstructibleView {
    private(set) var count: Int?
    init() {}
    func update(with model: Int) { count = model }
}

/// A content wired to a dispatcher and a headless table that applies every update the content sends (as a UIKit
/// host does), failing the test on a refused batch.
@MainActor
final class DeclarativeScreen<Content: ObservableContent> {
    let content: Content
    let dispatcher: Dispatcher
    let table: HeadlessTableView
    private(set) var updates: [ContentUpdate] = []
    private(set) var errors: [HeadlessUpdateError] = []
    private var observation: ContentObservation?

    init(_ content: Content, kind: BatchUpdateTarget = .tableView, viewportHeight: Int = 30) {
        self.content = content
        table = HeadlessTableView(kind: kind, viewportHeight: viewportHeight)
        dispatcher = table.dispatcher
        dispatcher.content = content
        table.reloadData()
        observation = content.observe { [weak self] update in
            guard let self else { return }
            self.updates.append(update)
            do throws(HeadlessUpdateError) { try self.table.apply(update) } catch { self.errors.append(error) }
        }
    }

    /// What the table shows, each row's model (a declarative row's own model).
    var shownModels: [[String]] {
        (0..<table.numberOfSections).map { section in
            table.models(inSection: section).map { String(describing: dispatcher_registryModel($0)) }
        }
    }

    private func dispatcher_registryModel(_ model: Any) -> Any {
        (content as? any DispatchingContent)?.registryModel(for: model) ?? model
    }
}
