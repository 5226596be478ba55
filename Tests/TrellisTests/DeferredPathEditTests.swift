import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

// Edits by path made while an update is being delivered wait until the delivery ends, and run in order. The caller
// read its paths from the storage as it was during the delivery, so each edit reaches the row (or position, or
// section) the caller named, whatever the edits queued before it did to the paths: the reentrancy probe's finding 6
// (`ReentrancyEngineAttackTests.deferredPathEditsDuringDelivery`), in every path-taking edit.

/// Runs `edits` once, from an observer of `storage`, during the delivery of the update that adds "trigger" to the
/// last section (inside `performUpdates` when `batched`).
@MainActor
private func duringDelivery(of storage: MemoryStorage, batched: Bool = false, _ edits: @escaping () -> Void) throws {
    var done = false
    let observation = storage.observe { _ in
        guard !done else { return }
        done = true
        if batched {
            storage.performUpdates { edits() }
        } else {
            edits()
        }
    }
    defer { observation.cancel() }
    try storage.addItem("trigger", toSection: max(storage.numberOfSections - 1, 0))
    #expect(done)
}

/// What a random edit means, in terms of the rows as the caller saw them (untouched rows are the anchors).
private enum Intent {
    case remove(String)
    case replace(String, with: String)
    case insert(String, before: String?, after: String?, section: Int)
    case move(String, before: String?, after: String?, section: Int)
    case reload(String)
}

@MainActor
@Suite("Edits by path during a delivery reach the rows the caller named", .collectsAnomalies)
struct DeferredPathEditTests {
    @Test("two removals by the paths read during a delivery remove the two rows named")
    func twoRemovals() throws {
        let storage = MemoryStorage(items: ["a", "b", "c", "d"])
        let table = HeadlessTableView(content: storage, viewportHeight: 100)
        try duringDelivery(of: storage) {
            for word in ["b", "c"] {
                if let path = storage.itemPath(of: word) { try? storage.removeItem(at: path) }
            }
        }
        #expect(storageTexts(storage) == [["a", "d", "trigger"]])
        #expect(shownTexts(table) == storageTexts(storage) && table.rejectedStages.isEmpty)
    }

    @Test("an insertion, a replacement, a reload and a move by stale paths reach the rows named")
    func everyItemEdit() throws {
        let storage = MemoryStorage(items: ["a", "b", "c", "d", "e"])
        let table = HeadlessTableView(content: storage, viewportHeight: 100)
        try duringDelivery(of: storage) {
            try? storage.removeItem(at: ItemPath(item: 0, section: 0))  // "a"
            try? storage.insertItem("x", at: ItemPath(item: 3, section: 0))  // before "d"
            try? storage.replaceItem(at: ItemPath(item: 4, section: 0), with: "E")  // "e"
            try? storage.reloadItem(at: ItemPath(item: 2, section: 0))  // "c"
            // "b" to just after "d".
            try? storage.moveItem(at: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0))
            try? storage.insertItems(["y", "z"], at: ItemPath(item: 6, section: 0))  // at the end, after "trigger"
        }
        #expect(storageTexts(storage) == [["c", "x", "d", "b", "E", "trigger", "y", "z"]])
        #expect(shownTexts(table) == storageTexts(storage) && table.rejectedStages.isEmpty)
    }

    @Test("insertItems with final paths and removeItems with many paths, by stale paths")
    func manyPaths() throws {
        let storage = MemoryStorage(items: ["a", "b", "c", "d"])
        try duringDelivery(of: storage) {
            try? storage.removeItem(at: ItemPath(item: 0, section: 0))  // "a"
            // Final positions as the caller saw the rows: "x" first, "y" third (after "b"), among a b c d trigger.
            try? storage.insertItems(["x", "y"], at: [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)])
            // "b" and "d" as the caller saw them.
            try? storage.removeItems(at: [ItemPath(item: 1, section: 0), ItemPath(item: 3, section: 0)])
        }
        #expect(storageTexts(storage) == [["x", "y", "c", "trigger"]])
    }

    @Test("a row an earlier edit removed is reported, and no other row is touched")
    func goneRow() throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let table = HeadlessTableView(content: storage, viewportHeight: 100)
        try duringDelivery(of: storage) {
            try? storage.removeItem(at: ItemPath(item: 1, section: 0))
            try? storage.removeItem(at: ItemPath(item: 1, section: 0))  // "b" again, as the caller still sees it
            try? storage.replaceItem(at: ItemPath(item: 1, section: 0), with: "B")
            try? storage.removeItems(at: [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)])
        }
        #expect(storageTexts(storage) == [["a", "trigger"]])
        let gone = CollectsAnomaliesTrait.current?.anomalies.filter {
            if case .invalidStorageEdit(let error) = $0 { return error.kind == .itemNotFound }
            return false
        }
        #expect(gone?.count == 3)
        #expect(shownTexts(table) == storageTexts(storage) && table.rejectedStages.isEmpty)
    }

    @Test("section edits by stale indexes reach the sections named")
    func sectionEdits() throws {
        let storage = MemoryStorage()
        try storage.setSections([
            StorageSection(id: "s0", items: ["a"]), StorageSection(id: "s1", items: ["b"]),
            StorageSection(id: "s2", items: ["c"]), StorageSection(id: "s3", items: ["d"]),
        ])
        let table = HeadlessTableView(content: storage, viewportHeight: 100)
        try duringDelivery(of: storage) {
            try? storage.removeSection(at: 0)  // "s0"
            try? storage.setSectionHeaderModel("B", forSection: 1)  // "s1"
            try? storage.addItem("c2", toSection: 2)  // "s2"
            try? storage.insertSection(StorageSection(items: ["new"]), at: 3)  // before "s3"
            try? storage.moveSection(2, to: 1)  // "s2" takes the place of "s1"
            try? storage.removeSections([0])  // "s0" again: reported, nothing else removed
            try? storage.removeItems(inSection: 1)  // "s1"
        }
        #expect(storageTexts(storage) == [["c", "c2"], [], ["new"], ["d", "trigger"]])
        #expect(storage.headerModel(forSection: 1) as? String == "B")
        #expect(shownTexts(table) == storageTexts(storage) && table.rejectedStages.isEmpty)
    }

    @Test("a section without an identifier is known by its index, as the diff knows it; a queued batch still adds")
    func unnamedSectionsByIndex() throws {
        let storage = MemoryStorage()
        try storage.setSections([StorageSection(items: ["a", "b"]), StorageSection(items: ["c"])])
        try duringDelivery(of: storage, batched: true) {
            // The batch's first edit removes section 0's first row; its second still adds to section 0.
            try? storage.removeItem(at: ItemPath(item: 0, section: 0))
            try? storage.addItem("x", toSection: 0)
            try? storage.removeSection(at: 0)
            try? storage.addItem("y", toSection: 0)  // section 0 now: the one that held "c"
        }
        #expect(storageTexts(storage) == [["c", "trigger", "y"]])
    }

    @Test("seeded: random item edits by the paths read during a delivery, alone or in a batch, reach the rows named")
    func seededItemEdits() throws {
        for seed in UInt64(1)...300 {
            var generator = SeededGenerator(seed: seed)
            let batched = Bool.random(using: &generator)
            let sectionCount = Int.random(in: 1...3, using: &generator)
            var next = 0
            func word() -> String {
                next += 1
                return "w\(next)"
            }
            var sections: [[String]] = (0..<sectionCount).map { _ in
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in word() }
            }
            let storage = MemoryStorage()
            try storage.setSections(sections.map { StorageSection(items: $0) })
            let table = HeadlessTableView(content: storage, viewportHeight: 1_000)
            sections[sectionCount - 1].append("trigger")  // what the caller sees during the delivery
            let seen = sections
            // Rows an edit targets, and rows that anchor a position: each row is one or the other, once.
            var used = Set<String>()
            func pick(_ section: Int) -> Int? {
                let free = seen[section].indices.filter { !used.contains(seen[section][$0]) }
                return free.randomElement(using: &generator)
            }
            var intents: [Intent] = []
            var calls: [() -> Void] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let section = Int.random(in: 0..<sectionCount, using: &generator)
                let path = { (item: Int) in ItemPath(item: item, section: section) }
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    guard let item = pick(section) else { continue }
                    used.insert(seen[section][item])
                    intents.append(.remove(seen[section][item]))
                    calls.append { try? storage.removeItem(at: path(item)) }
                case 1:
                    guard let item = pick(section) else { continue }
                    let new = word()
                    used.insert(seen[section][item])
                    intents.append(.replace(seen[section][item], with: new))
                    calls.append { try? storage.replaceItem(at: path(item), with: new) }
                case 2:
                    // Before a row nobody else touches, or at the end after one (or in an empty section).
                    let rows = seen[section]
                    let item = Int.random(in: 0...rows.count, using: &generator)
                    let before = item < rows.count ? rows[item] : nil
                    let after = item == rows.count && item > 0 ? rows[item - 1] : nil
                    if let anchor = before ?? after, used.contains(anchor) { continue }
                    before.map { _ = used.insert($0) }
                    after.map { _ = used.insert($0) }
                    let new = word()
                    intents.append(.insert(new, before: before, after: after, section: section))
                    calls.append { try? storage.insertItem(new, at: path(item)) }
                case 3:
                    guard let source = pick(section) else { continue }
                    used.insert(seen[section][source])
                    // The destination among the rows once the moved one has left.
                    var rows = seen[section]
                    rows.remove(at: source)
                    let destination = Int.random(in: 0...rows.count, using: &generator)
                    let before = destination < rows.count ? rows[destination] : nil
                    let after = destination == rows.count && destination > 0 ? rows[destination - 1] : nil
                    if let anchor = before ?? after, used.contains(anchor) {
                        used.remove(seen[section][source])
                        continue
                    }
                    before.map { _ = used.insert($0) }
                    after.map { _ = used.insert($0) }
                    intents.append(.move(seen[section][source], before: before, after: after, section: section))
                    calls.append { try? storage.moveItem(at: path(source), to: path(destination)) }
                default:
                    guard let item = pick(section) else { continue }
                    used.insert(seen[section][item])
                    intents.append(.reload(seen[section][item]))
                    calls.append { try? storage.reloadItem(at: path(item)) }
                }
            }
            try duringDelivery(of: storage, batched: batched) { for call in calls { call() } }

            // What the caller meant, applied to the rows by name.
            var expected = seen
            func place(_ new: String, before: String?, after: String?, section: Int) {
                if let before, let index = expected[section].firstIndex(of: before) {
                    expected[section].insert(new, at: index)
                } else if let after, let index = expected[section].firstIndex(of: after) {
                    expected[section].insert(new, at: index + 1)
                } else {
                    expected[section].insert(new, at: 0)
                }
            }
            for intent in intents {
                switch intent {
                case .remove(let word):
                    for s in expected.indices { expected[s].removeAll { $0 == word } }
                case .replace(let word, let new):
                    for s in expected.indices { expected[s] = expected[s].map { $0 == word ? new : $0 } }
                case .insert(let new, let before, let after, let section):
                    place(new, before: before, after: after, section: section)
                case .move(let word, let before, let after, let section):
                    for s in expected.indices { expected[s].removeAll { $0 == word } }
                    place(word, before: before, after: after, section: section)
                case .reload:
                    break
                }
            }
            #expect(storageTexts(storage) == expected, "seed \(seed) (batched: \(batched))")
            #expect(shownTexts(table) == storageTexts(storage), "seed \(seed)")
            #expect(table.rejectedStages.isEmpty, "seed \(seed)")
            #expect(
                CollectsAnomaliesTrait.current?.anomalies.contains {
                    if case .invalidStorageEdit = $0 { return true }
                    return false
                } != true, "seed \(seed)")
        }
    }
}
