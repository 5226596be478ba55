import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("Terminal table: keys, viewport, reuse, events")
struct TableInteractionTests {
    @Test("Arrows, j/k, page down/up, home and end move the cursor and scroll the viewport")
    func navigation() throws {
        let names = (0..<100).map { "row \($0)" }
        let (table, _) = try namesTable([(nil, names)], rows: 12)  // 10 rows on screen
        table.handle(.down)
        table.handle(.character("j"))
        #expect(table.cursor == ItemPath(item: 2, section: 0))
        table.handle(.character("k"))
        #expect(table.cursor == ItemPath(item: 1, section: 0))
        table.handle(.pageDown)
        #expect(table.cursor == ItemPath(item: 10, section: 0))
        #expect(rowTexts(screen(table)).last == "row 10", "the cursor's row is scrolled into view at the bottom")
        table.handle(.end)
        #expect(table.cursor == ItemPath(item: 99, section: 0))
        #expect(rowTexts(screen(table)) == (90..<100).map { "row \($0)" })
        table.handle(.pageUp)
        #expect(table.cursor == ItemPath(item: 90, section: 0))
        table.handle(.home)
        #expect(table.cursor == ItemPath(item: 0, section: 0))
        #expect(rowTexts(screen(table)).first == "row 0")
        table.handle(.up)
        #expect(table.cursor == ItemPath(item: 0, section: 0), "the cursor stops at the first row")
    }

    @Test(
        "Scrolling 3,000 rows and jumping to the end of 10,000 creates no cell beyond the first screenful, reused; display events balance"
    )
    func reuse() throws {
        let names = (0..<10_000).map { "row \($0)" }
        var shown = 0
        var ended = 0
        let (table, _) = try namesTable([(nil, names)], rows: 12) { mapping in
            mapping.willDisplay { _, _, _ in shown += 1 }
            mapping.didEndDisplaying { _, _, _ in ended += 1 }
        }
        let created = table.createdViewCount
        #expect(created <= 22, "a screenful at the first layout's size (80 x 24), 22 rows")
        for _ in 0..<3_000 { table.handle(.down) }
        table.handle(.end)
        let terminal = screen(table)
        #expect(rowTexts(terminal) == (9_990..<10_000).map { "row \($0)" })
        #expect(table.createdViewCount == created, "scrolling reuses cells: \(table.createdViewCount) created")
        #expect(shown - ended == table.visibleItemPaths.count)
        #expect(shown > 3_000)
        for path in table.visibleItemPaths {
            #expect((table.visibleCell(at: path) as? NameCell)?.name == "row \(path.item)")
        }
    }

    @Test("Enter selects through the typed events; selecting another row deselects the first")
    func selection() throws {
        var events: [String] = []
        let (table, _) = try namesTable([(nil, ["a", "b", "c"])]) { mapping in
            mapping.didSelect { cell, name, path in events.append("select \(name) \(cell.name) \(path.item)") }
            mapping.didDeselect { _, name, _ in events.append("deselect \(name)") }
            mapping.didHighlight { _, name, _ in events.append("highlight \(name)") }
            mapping.didUnhighlight { _, name, _ in events.append("unhighlight \(name)") }
        }
        table.handle(.enter)
        table.handle(.down)
        table.handle(.enter)
        #expect(
            events == ["highlight a", "select a a 0", "unhighlight a", "highlight b", "deselect a", "select b b 1"])
        #expect(table.selection == ItemPath(item: 1, section: 0))
        let terminal = screen(table)
        #expect(terminal.lines[2] == "›•  b", "the selection is marked in the gutter")
    }

    @Test("willSelect can redirect or refuse; a row that cannot be highlighted cannot be selected")
    func selectionRules() throws {
        let (table, _) = try namesTable([(nil, ["a", "b", "locked"])]) { mapping in
            mapping.willSelect { _, name, path in name == "a" ? ItemPath(item: 1, section: 0) : path }
            mapping.shouldHighlight { _, name, _ in name != "locked" }
        }
        table.handle(.enter)
        #expect(table.selection == ItemPath(item: 1, section: 0))
        table.handle(.end)
        #expect(!table.isCursorHighlighted)
        table.handle(.enter)
        #expect(table.selection == ItemPath(item: 1, section: 0))
        #expect(!screen(table).style(row: 3, column: 5).reverse, "a row that cannot be highlighted is not drawn so")
    }

    @Test("d commits a deletion through the editing events; the row vanishes and the cursor takes the next row")
    func deleteKey() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b", "c"])])
        table.dispatcher.commitEditingStyle(withModel: String.self) { _, path, style in
            if style == .delete { try? storage.removeItem(at: path) }
        }
        table.dispatcher.canEdit(withModel: String.self) { name, _ in name != "c" }
        table.handle(.down)
        #expect(table.handle(.character("d")))
        #expect(rowTexts(screen(table)) == ["a", "c"])
        #expect(table.cursor == ItemPath(item: 1, section: 0))
        #expect(!table.deleteCursorRow(), "c is not editable")
        #expect(table.statusMessage == "this row cannot be deleted")
        #expect(storage.numberOfItems(inSection: 0) == 2)
    }

    @Test("Without a commitEditingStyle closure nothing is deleted")
    func deleteWithoutHandler() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b"])])
        #expect(!table.deleteCursorRow())
        #expect(storage.numberOfItems(inSection: 0) == 2)
    }

    @Test("J and K move the row through the moving events: the content follows, the update is not applied twice")
    func moveKeys() throws {
        var moves: [String] = []
        let (table, storage) = try namesTable([("One", ["a", "b"]), ("Two", ["c"])]) { mapping in
            mapping.moveItem { name, source, destination in moves.append("\(name) \(source) -> \(destination)") }
        }
        #expect(table.moveCursorRow(down: true))
        #expect(table.moveCursorRow(down: true))
        #expect(table.cursor == ItemPath(item: 0, section: 1))
        #expect(storage.sections.map { $0.items.map { "\($0)" } } == [["b"], ["a", "c"]])
        #expect(rowTexts(screen(table)) == ["b", "a", "c"])
        #expect(table.change(at: ItemPath(item: 0, section: 1)) == .moved)
        #expect(moves.count == 2)
        table.handle(.character("K"))
        #expect(storage.sections.map { $0.items.map { "\($0)" } } == [["b", "a"], ["c"]])
        #expect(rowTexts(screen(table)) == ["b", "a", "c"])
        #expect(table.appliedUpdateCount == 0, "the storage's updates of the user's moves are not applied again")
    }

    @Test("A move during which an observer adds a row: the table reloads and shows it, and says so")
    func moveWithAnEcho() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b", "c"])]) { mapping in mapping.moveItem { _, _, _ in } }
        var echoed = false
        let observation = storage.observe { [weak storage] _ in
            guard !echoed, let storage else { return }
            echoed = true
            try? storage.addItems(["echo"])
        }
        defer { observation.cancel() }
        #expect(table.moveCursorRow(down: true))
        #expect(echoed)
        #expect(storage.sections[0].items.map { "\($0)" } == ["b", "a", "c", "echo"])
        #expect(rowTexts(screen(table)) == ["b", "a", "c", "echo"])
        #expect(table.statusMessage == "the content changed more than the move; reloaded")
        #expect(table.rejectedStages.isEmpty)
    }

    @Test("Without moving events rows do not move")
    func moveRefused() throws {
        let (table, storage) = try namesTable([(nil, ["a", "b"])])
        #expect(!table.moveCursorRow(down: true))
        #expect(table.statusMessage == "this row cannot be moved")
        #expect(storage.sections[0].items.map { "\($0)" } == ["a", "b"])
    }
}
