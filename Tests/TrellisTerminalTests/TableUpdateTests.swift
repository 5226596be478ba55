import Testing
import Trellis
import TrellisTerminal
import _TrellisTestSupport
import Foundation

@MainActor
@Suite("Terminal table: updates")
struct TableUpdateTests {
    @Test("Inserted rows flash green with +, moved rows cyan with ↕, until the flash ends; deleted rows vanish")
    func flashes() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b", "c", "d"])])
        var clock = ContinuousClock.now
        table.now = { clock }
        try storage.performUpdates {
            try storage.insertItem("new", at: ItemPath(item: 1, section: 0))
            try storage.removeItem("b")
            try storage.moveItem(at: ItemPath(item: 3, section: 0), to: ItemPath(item: 0, section: 0))
        }
        let terminal = screen(table)
        #expect(rowTexts(terminal) == ["d", "a", "new", "c"])
        #expect(terminal.lines[1].hasPrefix("  ↕ d"))
        #expect(terminal.lines[3].hasPrefix("  + new"))
        #expect(terminal.style(row: 3, column: 6).background == .standard(.green))
        #expect(terminal.style(row: 1, column: 6).background == .standard(.cyan))
        #expect(terminal.style(row: 4, column: 5).background == nil)
        #expect(terminal.lines[11].contains("last update: +1 -1 ↕1"))
        #expect(!table.endFlash())
        clock = clock.advanced(by: .seconds(1))
        #expect(table.endFlash())
        let after = screen(table)
        #expect(after.lines[3] == "    new")
        #expect(after.style(row: 3, column: 6).background == nil)
    }

    @Test("A changed model reloads its row: a fresh cell shows it, marked ~")
    func reload() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b"])])
        let storageWithPosts = MemoryStorage()
        _ = storage
        struct Score: Identifiable, Equatable { let id: Int; var points: Int }
        final class ScoreCell: TerminalView, ModelTransfer, ConstructibleView {
            var score = Score(id: 0, points: 0)
            init() {}
            func update(with model: Score) { score = model }
            func draw(width: Int) -> StyledLine { StyledLine("\(score.id): \(score.points)") }
        }
        table.dispatcher.registry.register(ScoreCell.self)
        storageWithPosts.setItems([[Score(id: 1, points: 10), Score(id: 2, points: 20)]])
        table.show(storageWithPosts)
        try storageWithPosts.replaceItem(at: ItemPath(item: 1, section: 0), with: Score(id: 2, points: 25))
        let terminal = screen(table)
        #expect(rowTexts(terminal) == ["1: 10", "2: 25"])
        #expect(table.change(at: ItemPath(item: 1, section: 0)) == .updated)
        #expect(terminal.lines[2].hasPrefix("  ~"))
    }

    @Test("The selection and the cursor follow their items; a deleted selection is cleared")
    func selectionFollowsItem() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b", "c"])])
        table.handle(.down)
        table.handle(.enter)
        try storage.insertItems(["x", "y"], at: ItemPath(item: 0, section: 0))
        #expect(table.selection == ItemPath(item: 3, section: 0))
        #expect(table.cursor == ItemPath(item: 3, section: 0))
        try storage.moveItem(at: ItemPath(item: 3, section: 0), to: ItemPath(item: 0, section: 0))
        #expect(table.selection == ItemPath(item: 0, section: 0))
        #expect(screen(table).lines[1].hasPrefix("›•"))
        try storage.removeItem("b")
        #expect(table.selection == nil)
        #expect(table.cursor == ItemPath(item: 0, section: 0))
    }

    @Test("Sections inserted and deleted with their headers; the table always agrees with the storage")
    func sections() throws {
        let (table, storage) = try namesTable([("One", ["a"]), ("Two", ["b"])])
        try storage.setSections([
            StorageSection(id: 1, header: "Two", items: ["b", "c"]),
            StorageSection(id: 2, header: "Three", items: ["d"]),
        ])
        let terminal = screen(table)
        #expect(Array(terminal.lines[1...7]) == ["▍Two", "›   b", "  + c", "", "▍Three", "  + d", ""])
        #expect(table.rejectedStages.isEmpty)
    }

    @Test("A stage that breaks UIKit's rules is refused with UIKit's message and the table reloads")
    func rejectedStage() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b"])])
        var bad = BatchUpdate()
        bad.insertedItems = [ItemPath(item: 0, section: 0)]
        table.apply(ContentUpdate(stages: [ContentUpdate.Stage(data: storage.snapshot, update: bad)]))
        #expect(table.rejectedStages.count == 1)
        #expect(table.rejectedStages.first?.first?.message.contains("Invalid update") == true)
        #expect(rowTexts(screen(table)) == ["a", "b"])
    }

    @Test("Random edits: after every update the visible cells show their rows' current models, and the rows agree")
    func randomEdits() throws {
        let cases = Int(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 150
        for seed in 0..<UInt64(cases) {
            var generator = SeededGenerator(seed: seed)
            let storage = MemoryStorage()
            var next = 0
            func fresh() -> String { next += 1; return "n\(next)" }
            storage.setItems([(0..<20).map { _ in fresh() }, (0..<5).map { _ in fresh() }])
            let table = TerminalTableView(title: "R")
            table.dispatcher.registry.register(NameCell.self)
            table.show(storage)
            _ = table.frame(size: TerminalSize(columns: 30, rows: 10))
            for _ in 0..<8 {
                try storage.performUpdates {
                    for _ in 0..<Int.random(in: 1...4, using: &generator) {
                        let section = Int.random(in: 0..<2, using: &generator)
                        let count = storage.numberOfItems(inSection: section)
                        switch Int.random(in: 0..<4, using: &generator) {
                        case 0:
                            try storage.insertItem(
                                fresh(),
                                at: ItemPath(item: Int.random(in: 0...count, using: &generator), section: section))
                        case 1 where count > 0:
                            try storage.removeItem(
                                at: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section))
                        case 2 where count > 1:
                            try storage.moveItem(
                                at: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section),
                                to: ItemPath(item: Int.random(in: 0..<count, using: &generator), section: section))
                        default: break
                        }
                    }
                }
                table.handle(Bool.random(using: &generator) ? .pageDown : .up)
                for path in table.visibleItemPaths {
                    let shown = (table.visibleCell(at: path) as? NameCell)?.name
                    let model = storage.item(at: path) as? String
                    if shown != model {
                        Issue.record("seed \(seed): \(path) shows \(shown ?? "nil"), storage has \(model ?? "nil")")
                    }
                }
                let counts = (0..<storage.numberOfSections).map { table.numberOfRows(inSection: $0) }
                if counts != (0..<storage.numberOfSections).map({ storage.numberOfItems(inSection: $0) })
                    || !table.rejectedStages.isEmpty
                {
                    Issue.record("seed \(seed): the table's counts \(counts) differ from the storage's")
                }
            }
        }
    }
}

@MainActor
@Suite("Terminal table: headers, reloads and selection together")
struct TableSupplementaryTests {
    /// A header view drawn from a section model.
    final class BannerHeader: TerminalView, ModelTransfer, ConstructibleView {
        private var text = ""
        init() {}
        func update(with model: SectionBanner) { text = "[\(model.title)]" }
        func draw(width: Int) -> StyledLine { StyledLine(text, .bold) }
    }

    struct SectionBanner: Hashable { let title: String }

    struct Score: Identifiable, Equatable { let id: Int; var points: Int }

    final class ScoreCell: TerminalView, ModelTransfer, ConstructibleView {
        var score = Score(id: 0, points: 0)
        init() {}
        func update(with model: Score) { score = model }
        func draw(width: Int) -> StyledLine { StyledLine("\(score.id): \(score.points)") }
    }

    @Test("Header views come from the header mapping; empty sections can hide theirs")
    func headerViews() throws {
        let storage = MemoryStorage()
        try storage.setSections([
            StorageSection(id: 0, header: SectionBanner(title: "One"), items: ["a"]),
            StorageSection(id: 1, header: SectionBanner(title: "Empty"), items: []),
            StorageSection(id: 2, header: "Plain title", items: ["b"]),
        ])
        let table = TerminalTableView(title: "H")
        table.dispatcher.registry.register(NameCell.self)
        table.dispatcher.registry.register(BannerHeader.self, as: .header)
        table.show(storage)
        var terminal = screen(table)
        #expect(Array(terminal.lines[1...8]) == ["▍[One]", "›   a", "", "▍[Empty]", "", "▍Plain title", "    b", ""])
        table.dispatcher.hidesHeadersOfEmptySections = true
        table.reloadData()
        terminal = screen(table)
        #expect(Array(terminal.lines[1...6]) == ["▍[One]", "›   a", "", "", "▍Plain title", "    b"])
    }

    @Test("A selected row that is reloaded and moved in one update keeps the selection, with its new model")
    func reloadedSelectionFollows() throws {
        let storage = MemoryStorage()
        storage.setItems([(1...5).map { Score(id: $0, points: 10 * $0) }])
        let table = TerminalTableView(title: "S")
        table.dispatcher.registry.register(ScoreCell.self)
        table.show(storage)
        _ = table.frame(size: TerminalSize(columns: 30, rows: 10))
        table.moveCursor(to: ItemPath(item: 1, section: 0))
        table.selectCursorRow()
        try storage.performUpdates {
            try storage.replaceItem(at: ItemPath(item: 1, section: 0), with: Score(id: 2, points: 99))
            try storage.moveItem(at: ItemPath(item: 1, section: 0), to: ItemPath(item: 4, section: 0))
        }
        #expect(table.selection == ItemPath(item: 4, section: 0))
        #expect(table.cursor == ItemPath(item: 4, section: 0))
        #expect((table.visibleCell(at: ItemPath(item: 4, section: 0)) as? ScoreCell)?.score.points == 99)
        #expect(rowTexts(screen(table, columns: 30, rows: 10)) == ["1: 10", "3: 30", "4: 40", "5: 50", "2: 99"])
    }
}

@MainActor
@Suite("Terminal table: animation requests")
struct TableAnimationTests {
    @Test("An update asking for no animation changes the rows without a flash")
    func noAnimation() throws {
        let (table, storage) = try namesTable([(nil, ["a"])])
        var update = BatchUpdate()
        update.insertedItems = [ItemPath(item: 1, section: 0)]
        try storage.performUpdates { try storage.addItem("b") }  // the storage now holds a and b
        #expect(table.change(at: ItemPath(item: 1, section: 0)) == .inserted)
        table.endFlash(force: true)
        let snapshot = ContentSnapshot(sections: [StorageSection(id: 0, items: ["a", "b", "c"])])
        update.insertedItems = [ItemPath(item: 2, section: 0)]
        table.apply(
            ContentUpdate(stages: [ContentUpdate.Stage(data: snapshot, update: update)], animation: RowAnimation.none))
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.change(at: ItemPath(item: 2, section: 0)) == .none)
        #expect(table.flashDeadline == nil)
    }
}
