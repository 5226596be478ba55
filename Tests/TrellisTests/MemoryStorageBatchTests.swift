import Foundation
import Testing
@testable import Trellis

// MARK: - Batches and invalid edits

@MainActor
@Suite("MemoryStorage batches and invalid edits")
struct MemoryStorageBatchTests {
    @Test func performUpdatesYieldsExactlyOneUpdate() throws {
        let storage = MemoryStorage()
        storage.setItems([["a", "b", "c"], ["d"]])
        let view = StorageReplayer(storage)
        try storage.performUpdates { () throws(StorageError) in
            try storage.removeItem("b")
            try storage.addItems(["e", "f"], toSection: 1)
            try storage.insertSection(StorageSection(id: "new", items: ["g"]), at: 0)
            try storage.moveItem(at: path(1, 0), to: path(2, 0))
            try storage.setSectionHeaderModel("H", forSection: 2)
            try storage.performUpdates { () throws(StorageError) in
                try storage.addItem("h", toSection: 3)
            }
        }
        #expect(view.takeBatches().count == 1)
        #expect(storageTexts(storage) == [["g"], ["c"], ["a", "d", "e", "f"], ["h"]])
        view.verify()

        storage.performUpdates {}
        #expect(view.takeBatches().isEmpty, "an empty batch sends nothing")
    }

    @Test func throwingBatchIsUndone() throws {
        struct Stop: Error {}
        let storage = MemoryStorage()
        storage.setItems([["a", "b"]])
        let view = StorageReplayer(storage)
        #expect(throws: Stop.self) {
            try storage.performUpdates {
                try storage.addItem("c")
                try storage.removeSections([0])
                throw Stop()
            }
        }
        #expect(storageTexts(storage) == [["a", "b"]])
        #expect(storage.totalNumberOfItems == 2 && storage.contains("a") && !storage.contains("c"))
        #expect(view.takeBatches().isEmpty)
        #expect(storage._invariantViolations().isEmpty)

        // An edit inside the batch that throws changes nothing; the batch goes on.
        try storage.performUpdates { () throws(StorageError) in
            do {
                try storage.removeItem("zzz")
            } catch {
                try storage.addItem("c")
            }
        }
        #expect(view.takeBatches().count == 1)
        #expect(storageTexts(storage) == [["a", "b", "c"]])
        view.verify()
    }

    /// Every kind of invalid edit throws, and leaves the storage and its observers untouched.
    @Test(arguments: [
        "insert past end", "insert negative section", "remove missing", "remove bad path", "move missing",
        "move bad destination", "replace missing", "reload missing", "unknown section id", "remove bad section",
        "move bad section", "duplicate section id", "mismatched insert", "section insert out of range",
        "remove one missing of many", "set sections with repeated id", "header negative section",
    ])
    func invalidEditsChangeNothing(edit: String) throws {
        let storage = try MemoryStorage(sections: [
            StorageSection(id: 1, header: "H", items: [Post(id: 1), "a", Fruit.apple]),
            StorageSection(items: [Cell("c")]),
        ])
        let before = storage.sections
        let view = StorageReplayer(storage)
        let error = #expect(throws: StorageError.self) {
            switch edit {
            case "insert past end": try storage.insertItem("x", at: path(0, 4))
            case "insert negative section": try storage.insertItem("x", at: path(-1, 0))
            case "remove missing": try storage.removeItem(Post(id: 2))
            case "remove bad path": try storage.removeItem(at: path(1, 1))
            case "move missing": try storage.moveItem(at: path(2, 0), to: path(0, 0))
            case "move bad destination": try storage.moveItem(at: path(0, 0), to: path(1, 2))
            case "replace missing": try storage.replaceItem(Fruit.pear, with: Fruit.plum)
            case "reload missing": try storage.reloadItem(Comment(id: 1))
            case "unknown section id": try storage.setItems(["x"], forSectionWithID: 2)
            case "remove bad section": try storage.removeSections(IndexSet([0, 2]))
            case "move bad section": try storage.moveSection(-1, to: 0)
            case "duplicate section id": try storage.addSection(StorageSection(id: 1))
            case "mismatched insert": try storage.insertItems(["x"], at: [path(0, 0), path(0, 1)])
            case "section insert out of range": try storage.insertSection(StorageSection(), at: 3)
            case "remove one missing of many": try storage.removeItems(["a", "b"])
            case "set sections with repeated id":
                try storage.setSections([StorageSection(id: "x"), StorageSection(), StorageSection(id: "x")])
            case "header negative section": try storage.setSectionHeaderModel("x", forSection: -2)
            default: Issue.record("unknown edit \(edit)")
            }
        }
        #expect(error?.message.isEmpty == false)
        #expect(error?.description.contains(error?.operation ?? "-") == true)
        #expect(storageIdentities(storage.sections) == storageIdentities(before))
        #expect(storageSameContent(storage.sections, before))
        #expect(view.takeBatches().isEmpty)
        #expect(storage._invariantViolations().isEmpty)
    }

    @Test func errorMessagesSayWhatToDo() {
        let storage = MemoryStorage(items: ["a"])
        let section = #expect(throws: StorageError.self) { try storage.removeItems(inSection: 3) }
        #expect(section?.message.contains("section 3 does not exist") == true)
        #expect(section?.message.contains("numberOfSections") == true)
        let item = #expect(throws: StorageError.self) { try storage.removeItem(at: path(0, 4)) }
        #expect(item?.message.contains("holds 1 item") == true)
        let token = #expect(throws: StorageError.self) { try storage.removeItem(Circle(radius: 1)) }
        #expect(token?.message.contains("neither Identifiable nor Hashable") == true)
    }
}
