import Testing
import Trellis
import TrellisTerminal
import TrellisTesting

// Attacks on a user's move and on content edited while a view is configured, on the terminal table. A doc comment
// saying "Found by an outside probe" marks a test that failed before its fix.

/// A cell whose `update(with:)` runs a hook.
@MainActor
private final class ProbeHookCell: TerminalView, ModelTransfer, ConstructibleView {
    private(set) var name = ""
    static var onUpdate: (@MainActor (String) -> Void)?
    init() {}
    func update(with model: String) {
        name = model
        Self.onUpdate?(model)
    }
    func draw(width: Int) -> StyledLine { StyledLine(name) }
}

@MainActor
@Suite("Attacks: terminal moves and cells that edit", .serialized, .collectsAnomalies)
struct UserMoveAttackTerminalTests {
    func names(_ storage: MemoryStorage) -> [String] {
        storage.sections.flatMap { $0.items.map { "\($0)" } }
    }

    /// Found by an outside probe: The cursor is on the last row on screen and the user moves it down: `moveCursorRow` scrolls and
    /// calls `layoutViews()` (TerminalTableView+Keys.swift:121) before `dispatcher.applyUserMove` (:127), so the row
    /// that comes on screen gets a cell configured from the content before the move: the moved row shows twice
    /// (["w1"…"w5","w5"] for […"w6","w5"]), and nothing configures that cell again (the move is absorbed).
    @Test("Moving the last visible row down scrolls: the row that comes on screen shows its own model")
    func moveDownPastTheViewport() throws {
        let words = (0..<20).map { "w\($0)" }
        let (table, storage) = try namesTable([(nil, words)], rows: 8) { $0.moveItem { _, _, _ in } }
        let shown = rowTexts(screen(table, rows: 8))
        let last = try #require(shown.last)
        table.moveCursor(to: ItemPath(item: words.firstIndex(of: last)!, section: 0))
        #expect(table.moveCursorRow(down: true))
        let after = rowTexts(screen(table, rows: 8))
        let content = names(storage)
        let top = try #require(content.firstIndex(of: after.first ?? ""))
        #expect(after == Array(content[top..<(top + after.count)]))
        #expect(Set(after).count == after.count, "no row doubled: \(after)")
    }

    /// Found by an outside probe: The same moving up from the first row on screen: ["w14","w14",…] for ["w14","w13",…].
    @Test("Moving the first visible row up scrolls: every row on screen shows its own model")
    func moveUpPastTheViewport() throws {
        let words = (0..<20).map { "w\($0)" }
        let (table, storage) = try namesTable([(nil, words)], rows: 8) { $0.moveItem { _, _, _ in } }
        table.moveCursor(to: ItemPath(item: 19, section: 0))
        _ = screen(table, rows: 8)
        let first = try #require(rowTexts(screen(table, rows: 8)).first)
        table.moveCursor(to: ItemPath(item: words.firstIndex(of: first)!, section: 0))
        _ = screen(table, rows: 8)
        #expect(table.moveCursorRow(down: false))
        let after = rowTexts(screen(table, rows: 8))
        let content = names(storage)
        let top = try #require(content.firstIndex(of: after.first ?? ""))
        #expect(after == Array(content[top..<(top + after.count)]))
        #expect(Set(after).count == after.count, "no row doubled: \(after)")
    }

    /// Across sections, into an empty section shown with its header.
    @Test("Moving a row down into an empty section: the screen shows the content")
    func moveIntoEmptySection() throws {
        let (table, storage) = try namesTable([("One", ["a", "b"]), ("Two", []), ("Three", ["c"])]) {
            $0.moveItem { _, _, _ in }
        }
        table.moveCursor(to: ItemPath(item: 1, section: 0))
        #expect(table.moveCursorRow(down: true))
        #expect(storage.sections.map { $0.items.map { "\($0)" } } == [["a"], ["b"], ["c"]])
        #expect(rowTexts(screen(table)).filter { ["a", "b", "c"].contains($0) } == ["a", "b", "c"])
        try storage.addItems(["d"], toSection: 1)
        #expect(storage.sections.map { $0.items.map { "\($0)" } } == [["a"], ["b", "d"], ["c"]])
        #expect(rowTexts(screen(table)).filter { ["a", "b", "c", "d"].contains($0) } == ["a", "b", "d", "c"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// A moveItem closure that renames the moved row (runs after the content moved it).
    @Test("A moveItem closure that edits the moved row: the screen shows the edit, and the next edit animates")
    func moveClosureEdits() throws {
        var storageRef: MemoryStorage?
        let (table, storage) = try namesTable([(nil, ["a", "b", "c"])]) {
            $0.moveItem { name, _, destination in
                try? storageRef?.replaceItem(at: destination, with: name + "!")
            }
        }
        storageRef = storage
        #expect(table.moveCursorRow(down: true))
        #expect(names(storage) == ["b", "a!", "c"])
        #expect(rowTexts(screen(table)) == ["b", "a!", "c"])
        try storage.addItems(["d"])
        #expect(rowTexts(screen(table)) == ["b", "a!", "c", "d"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// A cell that edits on a header's section: a cell that edits the content while the table scrolls.
    @Test("A cell that removes the row below it when drawn: every row once")
    func cellRemovesNeighbour() throws {
        defer { ProbeHookCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a", "trigger", "victim", "d", "e"])
        var fired = false
        ProbeHookCell.onUpdate = { [weak storage] model in
            guard model == "trigger", !fired, let storage else { return }
            fired = true
            try? storage.removeItem(at: ItemPath(item: 2, section: 0))
        }
        let table = TerminalTableView(title: "Words")
        table.dispatcher.registry.register(ProbeHookCell.self)
        table.show(storage)
        #expect(rowTexts(screen(table)) == ["a", "trigger", "d", "e"])
        try storage.addItems(["f"])
        #expect(rowTexts(screen(table)) == ["a", "trigger", "d", "e", "f"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// A cell that edits the content when it is reconfigured by an update (not when first drawn).
    @Test("A cell that edits the content when an update reconfigures it: the edit is shown")
    func cellEditsOnReconfigure() throws {
        defer { ProbeHookCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a", "b", "c"])
        ProbeHookCell.onUpdate = { [weak storage] model in
            guard model == "b2", let storage else { return }
            try? storage.addItems(["added"])
        }
        let table = TerminalTableView(title: "Words")
        table.dispatcher.registry.register(ProbeHookCell.self)
        table.show(storage)
        _ = screen(table)
        try storage.replaceItem(at: ItemPath(item: 1, section: 0), with: "b2")
        #expect(names(storage) == ["a", "b2", "c", "added"])
        #expect(rowTexts(screen(table)) == ["a", "b2", "c", "added"])
        try storage.addItems(["z"])
        #expect(rowTexts(screen(table)) == ["a", "b2", "c", "added", "z"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// Found by an outside probe: A cell that replaces every row each time it is configured: `applyHeldUpdates`
    /// (TerminalTableView+Updates.swift) stops configuring again after 8 rounds, but each held update it applies
    /// lays out new cells for the new rows (`apply` → `layoutViews`), which edit again and are held again: the
    /// `while` loop never ends (stopped here only by the test's own limit of 1000).
    @Test("A cell that resets all sections on every configuration: bounded")
    func resetsEverything() throws {
        defer { ProbeHookCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a"])
        var fired = 0
        ProbeHookCell.onUpdate = { [weak storage] _ in
            guard fired < 1000, let storage else { return }
            fired += 1
            try? storage.setSections([StorageSection(id: 0, items: ["r\(fired)"])])
        }
        let table = TerminalTableView(title: "Words")
        table.dispatcher.registry.register(ProbeHookCell.self)
        table.show(storage)
        _ = screen(table)
        #expect(fired < 100, "bounded: \(fired)")
    }

    /// A header view that edits the content while it is configured.
    @Test("A header view that edits the content when configured: the screen shows the content")
    func headerEdits() throws {
        defer { ProbeHeaderView.onUpdate = nil }
        let storage = MemoryStorage()
        try storage.setSections([StorageSection(id: 0, header: ProbeHeader(title: "H"), items: ["a", "b"])])
        var fired = false
        ProbeHeaderView.onUpdate = { [weak storage] in
            guard !fired, let storage else { return }
            fired = true
            try? storage.addItems(["added"])
        }
        let table = TerminalTableView(title: "Words")
        table.dispatcher.registry.register(NameCell.self)
        table.dispatcher.registry.register(ProbeHeaderView.self, as: .header)
        table.show(storage)
        _ = screen(table)
        #expect(fired)
        #expect(rowTexts(screen(table)).filter { $0 != "H" } == ["a", "b", "added"])
        try storage.addItems(["z"])
        #expect(rowTexts(screen(table)).filter { $0 != "H" } == ["a", "b", "added", "z"])
        #expect(table.rejectedStages.isEmpty)
    }
}

struct ProbeHeader: Equatable { var title: String }

@MainActor
final class ProbeHeaderView: TerminalView, ModelTransfer, ConstructibleView {
    static var onUpdate: (@MainActor () -> Void)?
    private(set) var title = ""
    init() {}
    func update(with model: ProbeHeader) {
        title = model.title
        Self.onUpdate?()
    }
    func draw(width: Int) -> StyledLine { StyledLine(title) }
}
