import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

struct Note: Equatable, Identifiable { let id: Int; var text: String }

/// A cell that remembers everything it was shown, and counts its instances.
@MainActor
final class NoteCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [Note] = []
    init() {}
    func update(with model: Note) { shown.append(model) }
}

@MainActor
@Suite("Headless table cells")
struct HeadlessCellsTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    func makeTable(notes: Int, height: Int = 3) -> (HeadlessTableView, Dispatcher, MemoryStorage, ContentObservation) {
        let storage = MemoryStorage(items: (0..<notes).map { Note(id: $0, text: "n\($0)") })
        let table = HeadlessTableView(viewportHeight: height)
        let dispatcher = table.dispatcher
        dispatcher.content = storage
        table.reloadData()
        let observation = storage.observe { update in
            do { try table.apply(update) } catch { Issue.record("\(error)") }
        }
        return (table, dispatcher, storage, observation)
    }

    @Test("visible rows get cells dequeued through the dispatcher and configured with their models")
    func visibleCellsAreConfigured() throws {
        let (table, dispatcher, _, observation) = makeTable(notes: 0)
        defer { observation.cancel() }
        dispatcher.registry.register(NoteCell.self)
        let storage = try #require(dispatcher.content as? MemoryStorage)
        try storage.addItems((0..<10).map { Note(id: $0, text: "n\($0)") })
        let cells = table.visibleCellViews.compactMap { $0 as? NoteCell }
        #expect(cells.map { $0.shown.last?.id } == [0, 1, 2])
        #expect(table.createdViewCount == 3)
    }

    @Test("scrolling reuses cells: a table of 1,000 rows creates only what fits on screen")
    func scrollingReusesCells() {
        let (table, dispatcher, _, observation) = makeTable(notes: 1_000, height: 5)
        defer { observation.cancel() }
        var displayed: [Int] = [], ended: [Int] = []
        dispatcher.registry.register(NoteCell.self) { mapping in
            mapping.willDisplay { _, note, _ in displayed.append(note.id) }
                .didEndDisplaying { _, note, _ in ended.append(note.id) }
        }
        table.scroll(toRow: 0)
        #expect(table.createdViewCount == 5)
        for row in stride(from: 0, to: 995, by: 3) { table.scroll(toRow: row) }
        #expect(table.createdViewCount <= 8, "cells are reused, not created per row")
        #expect((table.visibleCellViews.compactMap { ($0 as? NoteCell)?.shown.last?.id }) == [993, 994, 995, 996, 997])
        #expect(displayed.count == ended.count + 5)
        #expect(Set(displayed).count == 998, "each row displayed once on the way down")
    }

    @Test("through an update, a moved row keeps its cell; inserted and reloaded rows get configured cells")
    func updatesKeepCellsWithTheirRows() throws {
        let (table, dispatcher, storage, observation) = makeTable(notes: 4, height: 4)
        defer { observation.cancel() }
        table.itemRefresh = .reload  // this test checks a reloaded row's cell; by default a changed row is reconfigured
        var ended: [Int] = []
        dispatcher.registry.register(NoteCell.self) { $0.didEndDisplaying { _, note, _ in ended.append(note.id) } }
        table.scroll(toRow: 0)
        let before = table.visibleCellViews.compactMap { $0 as? NoteCell }
        try storage.performUpdates {
            try storage.moveItem(at: path(0, 0), to: path(0, 3))  // 1 2 3 0
            try storage.removeItem(at: path(0, 0))  // 2 3 0
            try storage.insertItem(Note(id: 9, text: "new"), at: path(0, 0))  // 9 2 3 0
            try storage.replaceItem(at: path(0, 1), with: Note(id: 2, text: "edited"))
        }
        let after = table.visibleCellViews.compactMap { $0 as? NoteCell }
        #expect(after.map { $0.shown.last?.text } == ["new", "edited", "n3", "n0"])
        #expect(after[3] === before[0], "the moved row kept its cell")
        #expect(after[2] === before[3], "an untouched row kept its cell")
        #expect(ended.sorted() == [1, 2], "the deleted row and the reloaded row's old cell left the screen")
        #expect(table.createdViewCount == 4, "new cells came from the reuse queue")
    }

    @Test("during a multi-stage update the dispatcher answers from each stage's data")
    func stagesAreConsistent() throws {
        let storage = MemoryStorage()
        try storage.setSections([
            StorageSection(id: "a", items: [Note(id: 1, text: "1"), Note(id: 2, text: "2")]),
            StorageSection(id: "b", items: [Note(id: 3, text: "3")]),
        ])
        let table = HeadlessTableView(viewportHeight: 10)
        let dispatcher = table.dispatcher
        dispatcher.registry.register(NoteCell.self)
        dispatcher.content = storage
        table.reloadData()
        let observation = storage.observe { update in
            do { try table.apply(update) } catch { Issue.record("\(error)") }
        }
        defer { observation.cancel() }
        try storage.setSections([
            StorageSection(id: "b", items: [Note(id: 3, text: "3"), Note(id: 1, text: "1")]),
            StorageSection(id: "a", items: [Note(id: 4, text: "4")]),
        ])
        #expect(table.log.batches.count > 1, "a section move takes several stages")
        let shown = table.visibleItemPaths.map { ($0, (table.cell(at: $0) as? NoteCell)?.shown.last?.id) }
        #expect(shown.map(\.1) == [3, 1, 4])
        for (path, id) in shown { #expect((table.model(at: path) as? Note)?.id == id) }
    }
}

@MainActor
@Suite("Headless table cells: properties")
struct HeadlessCellsPropertyTests {
    /// After every random update (inserts, deletes, moves across sections, reloads, batches, scrolling), each visible
    /// cell shows the current value of its row, no cell is on screen twice, and cells are only created when the reuse
    /// queue has none.
    @Test("visible cells always show their rows' current models")
    func cellsMatchRows() throws {
        for seed in UInt64(0)..<150 {
            var generator = SeededGenerator(seed: 40_000 + seed)
            let storage = MemoryStorage()
            try storage.setSections([
                StorageSection(id: "a", items: (0..<8).map { Note(id: $0, text: "v0") }),
                StorageSection(id: "b", items: (8..<14).map { Note(id: $0, text: "v0") }),
            ])
            let table = HeadlessTableView(viewportHeight: 6)
            table.registry.register(NoteCell.self)
            table.attach(storage)
            defer { table.detach() }
            var nextID = 100
            for step in 0..<25 {
                let sections = storage.numberOfSections
                let section = Int.random(in: 0..<sections, using: &generator)
                let count = storage.numberOfItems(inSection: section)
                switch Int.random(in: 0..<6, using: &generator) {
                case 0:
                    nextID += 1
                    try storage.insertItem(
                        Note(id: nextID, text: "v0"),
                        at: ItemPath(item: Int.random(in: 0...count, using: &generator), section: section))
                case 1 where count > 0:
                    try storage.removeItem(
                        at: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section))
                case 2 where count > 0:
                    let to = Int.random(in: 0..<sections, using: &generator)
                    let toCount = storage.numberOfItems(inSection: to) - (to == section ? 1 : 0)
                    try storage.moveItem(
                        at: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section),
                        to: ItemPath(item: Int.random(in: 0...toCount, using: &generator), section: to))
                case 3 where count > 0:
                    let path = ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section)
                    if let note = storage.item(at: path, as: Note.self) {
                        try storage.replaceItem(at: path, with: Note(id: note.id, text: "v\(step + 1)"))
                    }
                case 4:
                    try storage.performUpdates {
                        if count > 1 { try storage.removeItem(at: ItemPath(item: 0, section: section)) }
                        nextID += 1
                        try storage.addItem(Note(id: nextID, text: "v0"), toSection: (section + 1) % sections)
                    }
                default:
                    table.scroll(toRow: Int.random(in: 0...max(0, table.rowCount), using: &generator))
                }
                if let rejected = table.rejectedStages.first {
                    Issue.record("seed \(40_000 + seed), step \(step): \(rejected.violations)")
                    return
                }
                var seen = Set<ObjectIdentifier>()
                for path in table.visibleItemPaths {
                    guard let cell = table.cell(at: path) as? NoteCell else {
                        Issue.record("seed \(40_000 + seed), step \(step): no cell at \(path)")
                        return
                    }
                    let row = storage.item(at: path, as: Note.self)
                    #expect(cell.shown.last == row, "seed \(40_000 + seed), step \(step), \(path)")
                    #expect(
                        seen.insert(ObjectIdentifier(cell)).inserted, "seed \(40_000 + seed): one cell on screen twice")
                }
                #expect(table.createdViewCount <= table.viewportHeight + 2, "seed \(40_000 + seed): cells not reused")
            }
        }
    }
}

@MainActor
@Suite("Headless table cells: between stages")
struct HeadlessCellsStageTests {
    /// A section move takes several stages; rows that scroll into view in the middle are configured from that
    /// stage's data, so after every stage each visible cell shows the row the table shows there.
    @Test("after every stage of a storage update, visible cells show the table's rows")
    func cellsMatchEveryStage() throws {
        let storage = MemoryStorage()
        try storage.setSections([
            StorageSection(id: "a", items: (1...5).map { Note(id: $0, text: "a") }),
            StorageSection(id: "b", items: (6...8).map { Note(id: $0, text: "b") }),
        ])
        let table = HeadlessTableView(viewportHeight: 3)
        table.registry.register(NoteCell.self)
        table.dispatcher.content = storage
        table.reloadData()
        var updates: [ContentUpdate] = []
        let observation = storage.observe { updates.append($0) }
        defer { observation.cancel() }
        try storage.setSections([
            StorageSection(id: "b", items: [Note(id: 8, text: "b"), Note(id: 6, text: "b")]),
            StorageSection(id: "a", items: [Note(id: 4, text: "a"), Note(id: 7, text: "b"), Note(id: 5, text: "a")]),
        ])
        let update = try #require(updates.first)
        #expect(update.stages.count > 1, "a section move takes several stages")
        for (index, stage) in update.stages.enumerated() {
            try table.apply(ContentUpdate(stages: [stage]))
            for path in table.visibleItemPaths {
                let shown = (table.cell(at: path) as? NoteCell)?.shown.last
                #expect(shown == table.model(at: path, as: Note.self), "stage \(index + 1), \(path)")
            }
        }
    }
}
