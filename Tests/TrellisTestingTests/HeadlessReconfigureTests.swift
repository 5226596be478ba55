import Testing
import Trellis
import TrellisTesting

/// A cell for long notes, mapped by a condition on the model: a note that grows past 10 characters changes cell type.
@MainActor
final class LongNoteCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [Note] = []
    init() {}
    func update(with model: Note) { shown.append(model) }
}

/// The stage applier turns changed rows into reconfigures where the host's cell can show them, through the headless
/// table (the same applier UIKit's managers and the terminal use).
@MainActor
@Suite("Changed rows reconfigure their cells")
struct HeadlessReconfigureTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    func makeTable(notes: Int, height: Int = 4) -> (HeadlessTableView, MemoryStorage) {
        let storage = MemoryStorage(items: (0..<notes).map { Note(id: $0, text: "n\($0)") })
        let table = HeadlessTableView(viewportHeight: height)
        table.registry.register(LongNoteCell.self, when: .when(Note.self) { _, note in note.text.count > 10 })
        table.registry.register(NoteCell.self)
        table.attach(storage)
        return (table, storage)
    }

    @Test("a changed row keeps its cell, configured again with the new model; nothing is reloaded")
    func keepsCell() throws {
        let (table, storage) = makeTable(notes: 3)
        let before = try #require(table.cell(at: path(0, 1)) as? NoteCell)
        try storage.replaceItem(at: path(0, 1), with: Note(id: 1, text: "edited"))
        #expect(table.log.reconfiguredItems == [path(0, 1)])
        #expect(table.log.reloadedItems.isEmpty)
        let after = try #require(table.cell(at: path(0, 1)) as? NoteCell)
        #expect(after === before)
        #expect(after.shown.map(\.text) == ["n1", "edited"])
        #expect(table.createdViewCount == 3)
    }

    @Test("a row whose model now maps to another cell type is reloaded, and gets a cell of that type")
    func typeChangeReloads() throws {
        let (table, storage) = makeTable(notes: 3)
        try storage.replaceItem(at: path(0, 2), with: Note(id: 2, text: "a much longer note"))
        #expect(table.log.reloadedItems == [path(0, 2)])
        #expect(table.log.reconfiguredItems.isEmpty)
        #expect((table.cell(at: path(0, 2)) as? LongNoteCell)?.shown.map(\.text) == ["a much longer note"])
    }

    @Test("the diff's changed rows reconfigure in their own last stage, after inserts, deletes and moves")
    func afterStructuralChanges() throws {
        let (table, storage) = makeTable(notes: 4)
        let cellOfNote2 = try #require(table.cell(at: path(0, 2)) as? NoteCell)
        try storage.performUpdates {
            try storage.removeItem(at: path(0, 0))
            try storage.replaceItem(at: path(0, 1), with: Note(id: 2, text: "two"))
        }
        #expect(table.log.batches.count == 2)
        #expect(table.log.batches.last == BatchUpdate(reconfiguredItems: [path(0, 1)]))
        #expect(table.cell(at: path(0, 1)) === cellOfNote2)
        #expect(cellOfNote2.shown.last?.text == "two")
    }

    @Test("rows off screen reconfigure too: no cell to update, and the row is configured when it scrolls in")
    func offScreen() throws {
        let (table, storage) = makeTable(notes: 10, height: 3)
        try storage.replaceItem(at: path(0, 8), with: Note(id: 8, text: "late"))
        #expect(table.log.reconfiguredItems == [path(0, 8)])
        table.scroll(toRow: 7)
        #expect((table.cell(at: path(0, 8)) as? NoteCell)?.shown.last?.text == "late")
    }

    @Test("reload stays available: per update, and as the table's setting")
    func reloadOnRequest() throws {
        let (table, storage) = makeTable(notes: 3)
        var update = ContentUpdate(stages: [
            ContentUpdate.Stage(
                data: ContentSnapshot(sections: [
                    StorageSection(items: [Note(id: 0, text: "x"), Note(id: 1, text: "n1"), Note(id: 2, text: "n2")])
                ]),
                update: BatchUpdate(reloadedItems: [path(0, 0)]))
        ])
        update.itemRefresh = .reload
        table.detach()
        table.reloadData([[Note(id: 0, text: "n0"), Note(id: 1, text: "n1"), Note(id: 2, text: "n2")]])
        try table.apply(update)
        #expect(table.log.reloadedItems == [path(0, 0)])
        table.attach(storage)
        table.itemRefresh = .reload
        table.clearLog()
        try storage.replaceItem(at: path(0, 1), with: Note(id: 1, text: "again"))
        #expect(table.log.reloadedItems == [path(0, 1)])
        update.itemRefresh = .reconfigure
        table.itemRefresh = .reload
        table.detach()
        table.reloadData([[Note(id: 0, text: "n0"), Note(id: 1, text: "n1"), Note(id: 2, text: "n2")]])
        table.clearLog()
        try table.apply(update)
        #expect(table.log.reconfiguredItems == [path(0, 0)], "the update's own choice beats the table's")
    }

    @Test("a hand-made stage with reloads beside inserts keeps its reloads")
    func mixedStageKeepsReloads() throws {
        let table = HeadlessTableView()
        table.registry.register(NoteCell.self)
        table.reloadData([[Note(id: 0, text: "a"), Note(id: 1, text: "b")]])
        table.clearLog()
        try table.apply(
            BatchUpdate(insertedItems: [path(0, 0)], reloadedItems: [path(0, 1)]),
            data: [[Note(id: 9, text: "new"), Note(id: 0, text: "a"), Note(id: 1, text: "B")]])
        #expect(table.log.reloadedItems == [path(0, 1)])
        #expect(table.log.reconfiguredItems.isEmpty)
    }
}

@MainActor
@Suite("Headless empty state")
struct HeadlessEmptyStateTests {
    @Test("the table reports the empty state it shows while it has no rows")
    func emptyState() throws {
        let storage = MemoryStorage(items: [Note(id: 1, text: "a")])
        let table = HeadlessTableView(content: storage)
        table.emptyState = EmptyState("No notes")
        #expect(table.shownEmptyState == nil)
        try storage.removeItem(at: ItemPath(item: 0, section: 0))
        #expect(table.shownEmptyState == EmptyState("No notes"))
        #expect(table.dispatcher.hasNoItems)
    }
}
