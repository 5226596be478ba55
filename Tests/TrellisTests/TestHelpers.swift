@testable import Trellis
import TrellisTesting

/// The path of `item` in `section`, short for tests.
func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

typealias BigCell = MemoryStorageFixtures.BigCell
typealias Cell = MemoryStorageFixtures.Cell
typealias Circle = MemoryStorageFixtures.Circle
typealias Comment = MemoryStorageFixtures.Comment
typealias Fruit = MemoryStorageFixtures.Fruit
typealias Post = MemoryStorageFixtures.Post
typealias Shape = MemoryStorageFixtures.Shape
typealias Square = MemoryStorageFixtures.Square

/// The host of the dispatcher tests: makes every view it is asked for (the test view types are
/// `ConstructibleView`s), records the reuse identifiers it dequeued, and shows the views a test puts on screen.
/// Keep it alive in the test: a dispatcher holds its host weakly.
@MainActor
final class TestHost: ViewHost {
    /// The reuse identifiers dequeued, in order.
    private(set) var dequeued: [String] = []
    private var visible: [ViewKind: [ItemPath: AnyObject]] = [:]

    func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? {
        dequeued.append(mapping.reuseIdentifier)
        return mapping.makeView?()
    }

    func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? { visible[kind]?[path] }

    /// Puts `view` on screen at `path`.
    func show(_ view: AnyObject, kind: ViewKind = .cell, at path: ItemPath) { visible[kind, default: [:]][path] = view }
}

/// The rows a headless table shows, as text, section by section (a declarative row by its model).
@MainActor
func shownTexts(_ table: HeadlessTableView) -> [[String]] {
    (0..<table.numberOfSections).map { section in
        (0..<table.numberOfRows(inSection: section)).map { item in
            let model = table.model(at: ItemPath(item: item, section: section))
            return model as? String ?? (model as? AnyRow)?.anyModel as? String ?? "?"
        }
    }
}

/// Everything a content's updates changed, stage by stage, since it was made or last reset.
@MainActor
final class UpdateChanges {
    var inserted: [ItemPath] = [], deleted: [ItemPath] = [], reloaded: [ItemPath] = [], reloadedSections: [Int] = []
    var updates = 0
    private var observation: ContentObservation?

    init(_ content: any ObservableContent) {
        observation = content.observe { [unowned self] update in
            updates += 1
            for stage in update.stages {
                inserted += stage.update.insertedItems
                deleted += stage.update.deletedItems
                reloaded += stage.update.reloadedItems
                reloadedSections += stage.update.reloadedSections
            }
        }
    }

    func reset() {
        inserted = []
        deleted = []
        reloaded = []
        reloadedSections = []
        updates = 0
    }
}
