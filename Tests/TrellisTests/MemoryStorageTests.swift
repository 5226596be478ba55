import Foundation
import Testing
@testable import Trellis

// MARK: - Fixtures

/// Models of every kind a storage must hold side by side.
enum MemoryStorageFixtures {
    /// Identifiable and Equatable.
    struct Post: Identifiable, Equatable {
        let id: Int
        var title = ""
    }

    /// Identifiable with the same ids as `Post`: a different item.
    struct Comment: Identifiable, Equatable {
        let id: Int
        var text = ""
    }

    /// Hashable enum.
    enum Fruit: Hashable {
        case apple, pear, plum
    }

    /// A class without Hashable or Identifiable: identified by instance.
    class Cell {
        var title: String
        init(_ title: String) { self.title = title }
    }

    /// A subclass.
    final class BigCell: Cell {}

    /// A protocol for existential models.
    protocol Shape {
        var area: Double { get }
    }

    /// A value that is neither Hashable nor Identifiable: it gets a token identity.
    struct Circle: Shape {
        var radius: Double
        var area: Double { 3 * radius * radius }
    }

    /// A Hashable value conforming to `Shape`.
    struct Square: Shape, Hashable {
        var side: Double
        var area: Double { side * side }
    }
}

// MARK: - Replay

/// Why an update did not replay onto what a view showed.
struct StorageReplayFailure: Error, CustomStringConvertible {
    var description: String
}

/// Applies every stage of `update` to `shown` the way UIKit does (`BatchUpdate.replay`, which checks UIKit's rules
/// first): deletes by old paths, inserts read from the stage's data at new paths, moves keep what they showed,
/// reloads read from the data again; sections likewise (headers and footers of inserted and reloaded sections come
/// from the data). After each stage, what the view shows must have the identities of the stage's data.
@MainActor
func replayStorageUpdate(_ update: ContentUpdate, on shown: [StorageSection]) throws(StorageReplayFailure)
    -> [StorageSection]
{
    var sections = shown
    for (number, stage) in update.stages.enumerated() {
        let data = stage.data.sections ?? []
        let rows: [[AnyItem]]
        do {
            rows = try stage.update.replay(on: sections.map(\.items), after: data.map(\.items.count)) {
                data[$0.section].items[$0.item]
            }
        } catch {
            throw StorageReplayFailure(description: "stage \(number + 1) (\(stage.update)) breaks a rule: \(error)")
        }
        // Sections: the same placement as rows, one level up.
        let batch = stage.update
        var oldOfNew = Array(repeating: -1, count: data.count)
        var taken = Array(repeating: false, count: data.count)
        var movedAway = Set<Int>()
        for s in batch.insertedSections { taken[s] = true }
        for move in batch.movedSections {
            taken[move.target] = true
            oldOfNew[move.target] = move.source
            movedAway.insert(move.source)
        }
        var free = 0
        for s in sections.indices where !batch.deletedSections.contains(s) && !movedAway.contains(s) {
            while free < taken.count && taken[free] { free += 1 }
            guard free < taken.count else { break }
            taken[free] = true
            oldOfNew[free] = s
        }
        sections = (0..<data.count).map { t in
            let s = oldOfNew[t]
            let section = s < 0 || batch.reloadedSections.contains(s) ? data[t] : sections[s]
            return section.replacingItems(rows[t])
        }
        if storageIdentities(sections) != storageIdentities(data) {
            throw StorageReplayFailure(
                description:
                    "after stage \(number + 1) (\(stage.update)) the view shows \(storageIdentities(sections)) but the data is "
                    + "\(storageIdentities(data))")
        }
    }
    return sections
}

/// Sections as text: identifier and item identities (headers and footers are content: see `storageSameContent`).
func storageIdentities(_ sections: [StorageSection]) -> [String] {
    sections.map { section in
        "\(section.id.map { "\($0)" } ?? "-") [\(section.items.map(\.identity.description).joined(separator: ", "))]"
    }
}

/// Whether two contents show the same thing: same identities, and the same content item by item, header by header,
/// footer by footer.
func storageSameContent(_ lhs: [StorageSection], _ rhs: [StorageSection]) -> Bool {
    guard storageIdentities(lhs) == storageIdentities(rhs) else { return false }
    for (l, r) in zip(lhs, rhs) {
        guard l.hasSameContent(as: r) else { return false }
        for (a, b) in zip(l.items, r.items) where !a.hasSameContent(as: b) { return false }
    }
    return true
}

/// A view that follows a storage: it replays every update onto what it shows and records what went wrong.
@MainActor
final class StorageReplayer {
    let storage: MemoryStorage
    /// What the view shows.
    private(set) var shown: [StorageSection]
    /// Every update received.
    private(set) var updates: [ContentUpdate] = []
    /// Replay failures.
    private(set) var failures: [String] = []
    private var observation: ContentObservation?

    init(_ storage: MemoryStorage) {
        self.storage = storage
        shown = storage.sections
        observation = storage.observe { [unowned self] update in self.receive(update) }
    }

    private func receive(_ update: ContentUpdate) {
        updates.append(update)
        do {
            shown = try replayStorageUpdate(update, on: shown)
        } catch {
            failures.append(error.description)
        }
    }

    /// The batches of every update received since the last call, then forgets them.
    func takeBatches() -> [[BatchUpdate]] {
        defer { updates.removeAll() }
        return updates.map { $0.stages.map(\.update) }
    }

    /// Takes the updates received, expecting exactly one with a single stage, and returns its batch.
    func takeSingleBatch(sourceLocation: SourceLocation = #_sourceLocation) -> BatchUpdate? {
        let batches = takeBatches()
        guard batches.count == 1, batches[0].count == 1 else {
            Issue.record("expected one single-stage update, got \(batches)", sourceLocation: sourceLocation)
            return nil
        }
        return batches[0][0]
    }

    /// Why the view does not match the storage, or `nil` when it does.
    var mismatch: String? {
        if let failure = failures.first { return failure }
        let expected = storage.sections
        guard storageIdentities(shown) == storageIdentities(expected) else {
            return "the view shows \(storageIdentities(shown)), the storage holds \(storageIdentities(expected))"
        }
        guard storageSameContent(shown, expected) else { return "the view shows stale content" }
        return nil
    }

    /// Records an issue when the view does not match the storage.
    func verify(sourceLocation: SourceLocation = #_sourceLocation) {
        if let mismatch { Issue.record("\(mismatch)", sourceLocation: sourceLocation) }
    }
}

/// The storage's items as text, section by section.
@MainActor
func storageTexts(_ storage: MemoryStorage) -> [[String]] {
    storage.sections.map { $0.items.map { "\($0.base)" } }
}

// MARK: - Edits

@MainActor
@Suite("MemoryStorage edits")
struct MemoryStorageTests {
    @Test func addItemCreatesSectionsThenInsertsItems() throws {
        let storage = MemoryStorage()
        let view = StorageReplayer(storage)
        try storage.addItem("a", toSection: 1)
        #expect(view.takeSingleBatch() == BatchUpdate(insertedSections: [0, 1]))
        try storage.addItem("b", toSection: 1)
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(1, 1)]))
        try storage.addItem("c")
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(0, 0)]))
        #expect(storageTexts(storage) == [["c"], ["a", "b"]])
        view.verify()
    }

    @Test func addItemsAppends() throws {
        let storage = MemoryStorage(items: ["a"])
        let view = StorageReplayer(storage)
        try storage.addItems(["b", "c"], toSection: 0)
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(0, 1), path(0, 2)]))
        try storage.addItems([String](), toSection: 0)
        #expect(view.takeBatches().isEmpty)
        #expect(storageTexts(storage) == [["a", "b", "c"]])
        #expect(throws: StorageError.self) { try storage.addItems(["x"], toSection: -1) }
        view.verify()
    }

    @Test func addItemsToSectionWithID() throws {
        let storage = try MemoryStorage(sections: [StorageSection(id: "top"), StorageSection(id: "bottom")])
        let view = StorageReplayer(storage)
        try storage.addItems([Post(id: 1)], toSectionWithID: "bottom")
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(1, 0)]))
        let error = #expect(throws: StorageError.self) {
            try storage.addItems([Post(id: 2)], toSectionWithID: "middle")
        }
        #expect(error?.kind == .sectionNotFound)
        #expect(view.takeBatches().isEmpty)
        view.verify()
    }

    @Test func insertItem() throws {
        let storage = MemoryStorage(items: ["a", "c"])
        let view = StorageReplayer(storage)
        try storage.insertItem("b", at: path(0, 1))
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(0, 1)]))
        try storage.insertItem("d", at: path(0, 3))
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(0, 3)]))
        try storage.insertItem("x", at: path(2, 0))
        #expect(view.takeSingleBatch() == BatchUpdate(insertedSections: [1, 2]))
        #expect(storageTexts(storage) == [["a", "b", "c", "d"], [], ["x"]])
        let error = #expect(throws: StorageError.self) { try storage.insertItem("y", at: path(0, 9)) }
        #expect(error?.kind == .itemOutOfRange)
        #expect(throws: StorageError.self) { try storage.insertItem("y", at: path(5, 1)) }
        #expect(throws: StorageError.self) { try storage.insertItem("y", at: path(0, -1)) }
        #expect(view.takeBatches().isEmpty)
        view.verify()
    }

    @Test func insertItemsContiguous() throws {
        let storage = MemoryStorage(items: ["a", "d"])
        let view = StorageReplayer(storage)
        try storage.insertItems(["b", "c"], at: path(0, 1))
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(0, 1), path(0, 2)]))
        #expect(storageTexts(storage) == [["a", "b", "c", "d"]])
        view.verify()
    }

    @Test func insertItemsAtFinalPaths() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "c"], ["x"]])
        let view = StorageReplayer(storage)
        try storage.insertItems(["d", "b", "y"], at: [path(0, 3), path(0, 1), path(1, 0)])
        #expect(view.takeSingleBatch() == BatchUpdate(insertedItems: [path(0, 1), path(0, 3), path(1, 0)]))
        #expect(storageTexts(storage) == [["a", "b", "c", "d"], ["y", "x"]])
        try storage.insertItems(["n"], at: [path(3, 0)])
        #expect(view.takeSingleBatch() == BatchUpdate(insertedSections: [2, 3]))

        let mismatch = #expect(throws: StorageError.self) { try storage.insertItems(["p", "q"], at: [path(0, 0)]) }
        #expect(mismatch?.kind == .invalidArgument)
        let repeated = #expect(throws: StorageError.self) {
            try storage.insertItems(["p", "q"], at: [path(0, 0), path(0, 0)])
        }
        #expect(repeated?.kind == .invalidArgument)
        let gap = #expect(throws: StorageError.self) {
            try storage.insertItems(["p", "q"], at: [path(1, 0), path(1, 4)])
        }
        #expect(gap?.kind == .itemOutOfRange)
        #expect(view.takeBatches().isEmpty)
        view.verify()
    }

    @Test func removeItemByIdentity() throws {
        let storage = MemoryStorage(items: [Post(id: 1), Post(id: 2), Post(id: 3)])
        let view = StorageReplayer(storage)
        try storage.removeItem(Post(id: 2, title: "another value, same identity"))
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(0, 1)]))
        let error = #expect(throws: StorageError.self) { try storage.removeItem(Post(id: 2)) }
        #expect(error?.kind == .itemNotFound)
        #expect(error?.message.contains("Post(id: 2)") == true)
        #expect(storage.totalNumberOfItems == 2)
        view.verify()
    }

    @Test func removeItemsByIdentityIsAllOrNothing() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "b"], ["c", "d"]])
        let view = StorageReplayer(storage)
        #expect(throws: StorageError.self) { try storage.removeItems(["a", "zzz"]) }
        #expect(throws: StorageError.self) { try storage.removeItems(["a", "a"]) }
        #expect(storageTexts(storage) == [["a", "b"], ["c", "d"]])
        #expect(view.takeBatches().isEmpty)
        try storage.removeItems(["d", "a"])
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(0, 0), path(1, 1)]))
        #expect(storageTexts(storage) == [["b"], ["c"]])
        view.verify()
    }

    @Test func removeItemsAtPaths() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "b", "c"], ["d"]])
        let view = StorageReplayer(storage)
        #expect(throws: StorageError.self) { try storage.removeItems(at: [path(0, 0), path(1, 1)]) }
        #expect(throws: StorageError.self) { try storage.removeItem(at: path(2, 0)) }
        #expect(view.takeBatches().isEmpty)
        try storage.removeItems(at: [path(1, 0), path(0, 2), path(0, 0), path(0, 0)])
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(0, 0), path(0, 2), path(1, 0)]))
        try storage.removeItem(at: path(0, 0))
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(0, 0)]))
        #expect(storageTexts(storage) == [[], []])
        view.verify()
    }

    @Test func removeItemsInSectionAndAllItems() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "b"], ["c"]])
        try storage.setSectionHeaderModel("Header", forSection: 0)
        let view = StorageReplayer(storage)
        try storage.removeItems(inSection: 0)
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(0, 0), path(0, 1)]))
        #expect(storage.headerModel(forSection: 0) as? String == "Header")
        #expect(throws: StorageError.self) { try storage.removeItems(inSection: 2) }
        storage.removeAllItems()
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(1, 0)]))
        storage.removeAllItems()
        #expect(view.takeBatches().isEmpty)
        #expect(storage.numberOfSections == 2 && storage.isEmpty)
        view.verify()
    }

    @Test func replaceWithSameIdentityReloads() throws {
        let storage = MemoryStorage(items: [Post(id: 1, title: "a"), Post(id: 2, title: "b")])
        let view = StorageReplayer(storage)
        try storage.replaceItem(Post(id: 2), with: Post(id: 2, title: "B"))
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedItems: [path(0, 1)]))
        try storage.replaceItem(Post(id: 2), with: Post(id: 2, title: "B"))
        #expect(view.takeBatches().isEmpty, "equal content: nothing to reload")
        try storage.replaceItem(Post(id: 1), with: Comment(id: 1))
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(0, 0)], insertedItems: [path(0, 0)]))
        #expect(storage.item(at: path(0, 0), as: Comment.self) == Comment(id: 1))
        #expect(storage.item(at: path(0, 1), as: Post.self)?.title == "B")
        #expect(throws: StorageError.self) { try storage.replaceItem(Post(id: 9), with: Post(id: 10)) }
        try storage.replaceItem(at: path(0, 1), with: "text")
        #expect(view.takeSingleBatch() == BatchUpdate(deletedItems: [path(0, 1)], insertedItems: [path(0, 1)]))
        #expect(throws: StorageError.self) { try storage.replaceItem(at: path(0, 2), with: "x") }
        view.verify()
    }

    @Test func replacingNonEquatableModelAlwaysReloads() throws {
        let cell = Cell("a")
        let storage = MemoryStorage(items: [cell])
        let view = StorageReplayer(storage)
        try storage.replaceItem(cell, with: cell)
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedItems: [path(0, 0)]))
        view.verify()
    }

    @Test func reloadItem() throws {
        let cell = Cell("a")
        let storage = MemoryStorage(items: [Post(id: 1), cell])
        let view = StorageReplayer(storage)
        cell.title = "changed in place"
        try storage.reloadItem(cell)
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedItems: [path(0, 1)]))
        try storage.reloadItem(Post(id: 1, title: "new"))
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedItems: [path(0, 0)]))
        #expect(storage.item(at: path(0, 0), as: Post.self)?.title == "new")
        try storage.reloadItem(at: path(0, 1))
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedItems: [path(0, 1)]))
        #expect(throws: StorageError.self) { try storage.reloadItem(Cell("other")) }
        #expect(throws: StorageError.self) { try storage.reloadItem(at: path(0, 2)) }
        view.verify()
    }

    @Test func moveItem() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "b", "c"], ["d"]])
        let view = StorageReplayer(storage)
        try storage.moveItem(at: path(0, 0), to: path(0, 2))
        #expect(view.takeSingleBatch() == BatchUpdate(movedItems: [.init(source: path(0, 0), target: path(0, 2))]))
        #expect(storageTexts(storage) == [["b", "c", "a"], ["d"]])
        try storage.moveItem(at: path(0, 1), to: path(1, 1))
        #expect(view.takeSingleBatch() == BatchUpdate(movedItems: [.init(source: path(0, 1), target: path(1, 1))]))
        #expect(storageTexts(storage) == [["b", "a"], ["d", "c"]])
        try storage.moveItem(at: path(1, 0), to: path(1, 0))
        #expect(view.takeBatches().isEmpty)
        #expect(throws: StorageError.self) { try storage.moveItem(at: path(0, 0), to: path(0, 2)) }
        #expect(throws: StorageError.self) { try storage.moveItem(at: path(0, 0), to: path(2, 0)) }
        #expect(throws: StorageError.self) { try storage.moveItem(at: path(0, 5), to: path(0, 0)) }
        try storage.moveItem(at: path(0, 0), to: path(1, 2))
        #expect(storageTexts(storage) == [["a"], ["d", "c", "b"]])
        view.verify()
    }

    @Test func setItemsForSectionDiffs() throws {
        let storage = MemoryStorage(items: [Post(id: 1, title: "a"), Post(id: 2, title: "b"), Post(id: 3, title: "c")])
        let view = StorageReplayer(storage)
        try storage.setItems([Post(id: 3, title: "c"), Post(id: 1, title: "A"), Post(id: 4)], forSection: 0)
        let batches = view.takeBatches()
        #expect(batches.count == 1)
        let all = batches.flatMap { $0 }
        #expect(all.contains { $0.deletedItems == [path(0, 1)] })
        #expect(all.contains { $0.reloadedItems == [path(0, 1)] })
        view.verify()
        try storage.setItems(storage.sections[0].items, forSection: 0)
        #expect(view.takeBatches().isEmpty, "the same items: no update")
        try storage.setItems(["x"], forSection: 2)
        #expect(view.takeBatches() == [[BatchUpdate(insertedSections: [1, 2])]])
        #expect(throws: StorageError.self) { try storage.setItems(["x"], forSection: -1) }
        view.verify()
    }

    @Test func setItemsForAllSections() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "b"], ["c"], ["d"]])
        try storage.setSectionHeaderModel("H0", forSection: 0)
        let view = StorageReplayer(storage)
        storage.setItems([["b", "c"], ["a"]])
        #expect(view.takeBatches().count == 1)
        #expect(storageTexts(storage) == [["b", "c"], ["a"]])
        #expect(storage.headerModel(forSection: 0) as? String == "H0", "existing sections keep their header")
        view.verify()
        storage.setItems([[String]]())
        #expect(storage.numberOfSections == 0)
        view.verify()
    }

    @Test func sections() throws {
        let storage = MemoryStorage()
        let view = StorageReplayer(storage)
        try storage.addSection(StorageSection(id: "b", header: "B", items: ["b1"]))
        #expect(view.takeSingleBatch() == BatchUpdate(insertedSections: [0]))
        try storage.insertSection(StorageSection(id: "a", items: ["a1", "a2"]), at: 0)
        #expect(view.takeSingleBatch() == BatchUpdate(insertedSections: [0]))
        try storage.insertSection(StorageSection(footer: "plain"), at: 2)
        #expect(view.takeSingleBatch() == BatchUpdate(insertedSections: [2]))
        #expect(storage.sections.map(\.position) == [0, 1, 2])
        let duplicate = #expect(throws: StorageError.self) { try storage.insertSection(StorageSection(id: "a"), at: 0) }
        #expect(duplicate?.kind == .duplicateSectionIdentifier)
        #expect(throws: StorageError.self) { try storage.insertSection(StorageSection(), at: 4) }
        #expect(storage.sectionIndex(withID: "b") == 1)
        #expect(storage.section(withID: "b")?.headerModel as? String == "B")
        #expect(storage.section(withID: "zzz") == nil)

        try storage.moveSection(0, to: 2)
        #expect(view.takeSingleBatch() == BatchUpdate(movedSections: [.init(source: 0, target: 2)]))
        #expect(storage.sections.map { $0.id?.description } == ["\"b\"", nil, "\"a\""])
        #expect(storage.sections.map(\.position) == [0, 1, 2])
        #expect(throws: StorageError.self) { try storage.moveSection(0, to: 3) }

        try storage.removeSection(withID: "b")
        #expect(view.takeSingleBatch() == BatchUpdate(deletedSections: [0]))
        #expect(throws: StorageError.self) { try storage.removeSection(withID: "b") }
        try storage.removeSections(IndexSet([0, 1]))
        #expect(view.takeSingleBatch() == BatchUpdate(deletedSections: [0, 1]))
        #expect(storage.numberOfSections == 0 && storage.isEmpty)
        #expect(throws: StorageError.self) { try storage.removeSections([0]) }
        #expect(throws: StorageError.self) { try storage.removeSection(at: 0) }
        #expect(view.takeBatches().isEmpty)
        view.verify()
    }

    @Test func removeSectionsByIndexList() throws {
        let storage = MemoryStorage()
        storage.setItems([["a"], ["b"], ["c"], ["d"]])
        let view = StorageReplayer(storage)
        #expect(throws: StorageError.self) { try storage.removeSections([1, 4]) }
        try storage.removeSections([3, 1, 1])
        #expect(view.takeSingleBatch() == BatchUpdate(deletedSections: [1, 3]))
        #expect(storageTexts(storage) == [["a"], ["c"]])
        storage.removeAll()
        #expect(view.takeSingleBatch() == BatchUpdate(deletedSections: [0, 1]))
        storage.removeAll()
        #expect(view.takeBatches().isEmpty)
        view.verify()
    }

    @Test func headersAndFooters() throws {
        let storage = MemoryStorage(items: ["a"])
        let view = StorageReplayer(storage)
        try storage.setSectionHeaderModel("Fruit", forSection: 0)
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedSections: [0]))
        try storage.setSectionHeaderModel("Fruit", forSection: 0)
        #expect(view.takeBatches().isEmpty, "same header: nothing to reload")
        try storage.setSectionFooterModel(Post(id: 1), forSection: 0)
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedSections: [0]))
        try storage.setSectionFooterModel(nil, forSection: 0)
        #expect(view.takeSingleBatch() == BatchUpdate(reloadedSections: [0]))
        try storage.setSectionFooterModel("Footer", forSection: 2)
        #expect(view.takeSingleBatch() == BatchUpdate(insertedSections: [1, 2]))
        #expect(storage.footerModel(forSection: 2) as? String == "Footer")
        #expect(throws: StorageError.self) { try storage.setSectionHeaderModel("x", forSection: -1) }

        storage.setSectionHeaderModels(["Fruit", nil, "Two", "Three"])
        let batches = view.takeBatches()
        #expect(batches.count == 1)
        #expect(batches.first?.last == BatchUpdate(reloadedSections: [2]))
        #expect(storage.numberOfSections == 4)
        storage.setSectionFooterModels(["F"])
        #expect(view.takeBatches() == [[BatchUpdate(reloadedSections: [0])]])
        #expect(storage.footerModel(forSection: 2) as? String == "Footer", "later sections keep theirs")
        view.verify()
    }

    @Test func setSectionsMatchesSectionsByIdentifier() throws {
        let storage = try MemoryStorage(sections: [
            StorageSection(id: "a", header: "A", items: [Post(id: 1)]),
            StorageSection(id: "b", items: [Post(id: 2), Post(id: 3)]),
        ])
        let view = StorageReplayer(storage)
        try storage.setSections([
            StorageSection(id: "b", items: [Post(id: 3), Post(id: 2)]),
            StorageSection(id: "c", items: [Post(id: 4)]),
            StorageSection(id: "a", header: "A2", items: [Post(id: 1)]),
        ])
        let batches = view.takeBatches()
        #expect(batches.count == 1)
        let all = batches.flatMap { $0 }
        #expect(all.contains { !$0.movedSections.isEmpty })
        #expect(all.contains { $0.insertedSections == [1] })
        #expect(all.contains { $0.reloadedSections == [2] })
        view.verify()

        let error = #expect(throws: StorageError.self) {
            try storage.setSections([StorageSection(id: "x"), StorageSection(id: "x")])
        }
        #expect(error?.kind == .duplicateSectionIdentifier)
        #expect(storage.numberOfSections == 3)
        #expect(view.takeBatches().isEmpty)
        view.verify()
    }

    @Test func setSectionsWithBuilder() throws {
        let storage = MemoryStorage()
        let view = StorageReplayer(storage)
        let showExtra = true
        try storage.setSections {
            StorageSection(id: "fruit", header: "Fruit", items: [Fruit.apple, Fruit.pear])
            if showExtra { StorageSection(id: "extra", items: ["x"]) }
            for day in 1...2 { StorageSection(id: day, items: [Post(id: day)]) }
        }
        #expect(storage.sections.map { $0.id?.description } == ["\"fruit\"", "\"extra\"", "1", "2"])
        #expect(view.takeBatches() == [[BatchUpdate(insertedSections: [0, 1, 2, 3])]])
        #expect(storage.section(withID: 2)?.items.count == 1)
        #expect(storage.section(withID: AnyHashable(2))?.items.count == 1, "an AnyHashable id is unwrapped")
        view.verify()
    }

    @Test func readAccess() throws {
        let storage = MemoryStorage()
        let post = Post(id: 7, title: "seven")
        try storage.addItems([post, "text"] as [Any], toSection: 0)
        try storage.setSectionHeaderModel("H", forSection: 0)
        #expect(storage.numberOfSections == 1)
        #expect(storage.numberOfItems(inSection: 0) == 2)
        #expect(storage.numberOfItems(inSection: 5) == 0)
        #expect(storage.item(at: path(0, 0), as: Post.self) == post)
        #expect(storage.item(at: path(0, 1)) as? String == "text")
        #expect(storage.item(at: IndexPath(indexes: [0, 1])) as? String == "text")
        #expect(storage.item(at: path(0, 2)) == nil)
        #expect(storage.item(at: path(3, 0)) == nil)
        #expect(storage.anyItem(at: path(0, 0))?.identity == ItemIdentity(post))
        #expect(storage.itemPath(of: Post(id: 7)) == path(0, 0))
        #expect(storage.indexPath(of: "text") == IndexPath(indexes: [0, 1]))
        #expect(storage.itemPath(of: "missing") == nil)
        #expect(storage.contains(Post(id: 7)) && !storage.contains(Post(id: 8)))
        #expect(storage.items(inSection: 0).count == 2)
        #expect(storage.headerModel(forSection: 0) as? String == "H")
        #expect(storage.section(at: 0)?.items.count == 2)
        #expect(storage.section(at: 1) == nil)
        #expect(storage.totalNumberOfItems == 2)
    }

    @Test func updateDataIsTheNewContent() throws {
        let storage = MemoryStorage(items: ["a"])
        var received: [ContentUpdate] = []
        let observation = storage.observe { received.append($0) }
        try storage.addItem("b")
        #expect(received.count == 1)
        #expect(
            received.first?.stages.first.map { storageIdentities($0.data.sections ?? []) }
                == storageIdentities(storage.sections))
        _ = observation
    }

    @Test func observersCancelAndDeinit() throws {
        let storage = MemoryStorage()
        var first = 0, second = 0
        let one = storage.observe { _ in first += 1 }
        var two: ContentObservation? = storage.observe { _ in second += 1 }
        try storage.addItem("a")
        #expect(first == 1 && second == 1)
        two = nil
        try storage.addItem("b")
        #expect(first == 2 && second == 1, "a released token ends its observation")
        one.cancel()
        #expect(one.isCancelled)
        try storage.addItem("c")
        #expect(first == 2)
        _ = two
    }

    @Test func observerCancelledDuringDeliveryIsNotCalled() throws {
        let storage = MemoryStorage()
        var calls: [String] = []
        var second: ContentObservation?
        let first = storage.observe { _ in
            calls.append("first")
            second?.cancel()
        }
        second = storage.observe { _ in calls.append("second") }
        try storage.addItem("a")
        try storage.addItem("b")
        #expect(calls == ["first", "first"])
        _ = first
    }

    @Test func editsWithoutObserversStillApply() throws {
        let storage = MemoryStorage()
        try storage.addItems(["a", "b"], toSection: 1)
        try storage.performUpdates { () throws(StorageError) in
            try storage.moveItem(at: path(1, 0), to: path(1, 1))
            try storage.setSectionHeaderModel("H", forSection: 0)
        }
        #expect(storageTexts(storage) == [[], ["b", "a"]])
    }
}
