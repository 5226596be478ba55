import Testing
import TrellisTesting
import _TrellisTestSupport

@testable import Trellis

/// A declarative section bound to a `MemoryStorage` applies each storage update to its rows (the rows of models the
/// update left alone are kept, and the section is not diffed): whatever the storage's edit, the section shows the
/// storage's models, in order, and its updates pass UIKit's rules.
@MainActor
@Suite("Declarative section bound to a storage: edits applied to the rows", .collectsAnomalies)
struct BoundStorageEditsTests {
    struct Note: Identifiable, Equatable {
        let id: Int
        var text: String
    }

    @MainActor
    final class NoteCell: ModelTransfer, ConstructibleView {
        init() {}
        func update(with model: Note) {}
    }

    /// The models the bound section `section` of `content` shows.
    private func shownNotes(_ content: DeclarativeContent, section: Int) -> [Note] {
        (0..<content.numberOfItems(inSection: section)).compactMap {
            (content.row(at: ItemPath(item: $0, section: section)) as? ListRow<NoteCell>)?.model
        }
    }

    private func storedNotes(_ storage: MemoryStorage, section: Int) -> [Note] {
        storage.items(inSection: section).compactMap { $0 as? Note }
    }

    @Test("an append keeps every row shown before and inserts one row, with no reload")
    func appendKeepsRows() throws {
        let storage = MemoryStorage(items: (0..<50).map { Note(id: $0, text: "\($0)") })
        let content = DeclarativeContent {
            ListSection(id: "head") { ListRow<TextCell>("top") }; ListSection(id: "s")
        }
        content.bind(section: "s", to: storage, as: NoteCell.self)
        let table = HeadlessTableView(content: content)
        let before = (0..<50).map { content.row(at: ItemPath(item: $0, section: 1))! }
        var updates: [ContentUpdate] = []
        let observation = content.observe { updates.append($0) }
        try storage.addItem(Note(id: 50, text: "50"))
        #expect(table.counts == [1, 51])
        #expect(updates.count == 1)
        #expect(updates.first?.stages.map(\.update) == [BatchUpdate(insertedItems: [ItemPath(item: 50, section: 1)])])
        let after = (0..<50).map { content.row(at: ItemPath(item: $0, section: 1))! }
        #expect(zip(before, after).allSatisfy { $0 === $1 }, "the rows of the models kept are kept")
        try storage.replaceItem(at: ItemPath(item: 3, section: 0), with: Note(id: 3, text: "three"))
        #expect(shownNotes(content, section: 1)[3].text == "three")
        #expect(table.rejectedStages.isEmpty)
        observation.cancel()
    }

    @Test("random storage edits: the bound section shows the storage's models, and every stage passes UIKit's rules")
    func randomEditsFollowTheStorage() throws {
        for seed in 1...25 {
            var random = SeededGenerator(seed: UInt64(seed))
            var next = 100
            func note() -> Note {
                next += 1
                return Note(id: next, text: "n\(next)")
            }
            let storage = MemoryStorage(items: (0..<Int.random(in: 0..<12, using: &random)).map { _ in note() })
            let content = DeclarativeContent {
                ListSection(id: "a") { ListRow<TextCell>("a") }
                ListSection(id: "bound")
                ListSection(id: "z") { ListRow<TextCell>("z") }
            }
            content.bind(section: "bound", to: storage, as: NoteCell.self)
            let table = HeadlessTableView(content: content)
            for step in 0..<40 {
                let count = storage.numberOfItems(inSection: 0)
                let any = { (n: Int) in ItemPath(item: Int.random(in: 0..<n, using: &random), section: 0) }
                switch Int.random(in: 0..<10, using: &random) {
                case 0: try storage.addItem(note())
                case 1: try storage.insertItem(note(), at: any(count + 1))
                case 2: if count > 0 { try storage.removeItem(at: any(count)) }
                case 3: if count > 1 { try storage.moveItem(at: any(count), to: any(count)) }
                case 4:
                    if count > 0 {
                        let path = any(count)
                        let old = storage.item(at: path) as! Note
                        try storage.replaceItem(at: path, with: Note(id: old.id, text: old.text + "'"))
                    }
                case 5: if count > 0 { try storage.reloadItem(at: any(count)) }
                case 6:
                    var notes = storedNotes(storage, section: 0).shuffled(using: &random)
                    notes.removeFirst(min(notes.count, 2))
                    notes.append(note())
                    if !notes.isEmpty { notes[0].text += "!" }
                    try storage.setItems(notes, forSection: 0)
                case 7:
                    try storage.performUpdates {
                        try storage.addItem(note())
                        if count > 1 { try storage.removeItem(at: ItemPath(item: 0, section: 0)) }
                        if count > 2 { try storage.moveItem(at: any(count - 1), to: any(count - 1)) }
                    }
                case 8:  // a section of the storage inserted before the bound one, then taken out
                    try storage.insertSection(StorageSection(items: [note()]), at: 0)
                    try storage.removeSection(at: 0)
                default:  // the content rebuilt around the bound section
                    content.sections = [ListSection(id: "bound"), ListSection(id: "z") { ListRow<TextCell>("z") }]
                    content.sections.insert(ListSection(id: "a") { ListRow<TextCell>("a") }, at: 0)
                }
                #expect(
                    shownNotes(content, section: 1) == storedNotes(storage, section: 0), "seed \(seed) step \(step)")
                #expect(table.counts == [1, storage.numberOfItems(inSection: 0), 1], "seed \(seed) step \(step)")
            }
            #expect(table.rejectedStages.isEmpty, "seed \(seed)")
        }
    }

    @Test("a model of another type in the storage is reported and skipped; later edits still show")
    func modelOfAnotherType() throws {
        let collector = try #require(CollectsAnomaliesTrait.current)
        let storage = MemoryStorage(items: [Note(id: 1, text: "a")])
        let content = DeclarativeContent { ListSection(id: "s") }
        content.bind(section: "s", to: storage, as: NoteCell.self)
        let table = HeadlessTableView(content: content)
        collector.removeAll()
        try storage.addItem("not a note")
        #expect(collector.anomalies.contains { if case .noMapping = $0 { true } else { false } })
        try storage.addItem(Note(id: 2, text: "b"))
        #expect(shownNotes(content, section: 0).map(\.id) == [1, 2])
        try storage.removeItem(at: ItemPath(item: 1, section: 0))
        try storage.addItem(Note(id: 3, text: "c"))
        #expect(shownNotes(content, section: 0).map(\.id) == [1, 2, 3])
        #expect(table.counts == [3] && table.rejectedStages.isEmpty)
        collector.removeAll()
    }

    @Test("a bound row's closures answer, and a row appended to the storage answers its own")
    func configuredRowsAnswer() throws {
        let storage = MemoryStorage(items: [Note(id: 1, text: "a")])
        let content = DeclarativeContent { ListSection(id: "s") }
        var tapped: [Int] = []
        content.bind(section: "s", to: storage, as: NoteCell.self) { row in
            row.onTap { event in
                tapped.append(event.model.id)
                return .deselect(animated: true)
            }
        }
        let table = HeadlessTableView(content: content)
        try storage.addItem(Note(id: 2, text: "b"))
        #expect(content.answers(.tap))
        _ = table.tap(at: ItemPath(item: 1, section: 0))
        #expect(tapped == [2])
    }
}
