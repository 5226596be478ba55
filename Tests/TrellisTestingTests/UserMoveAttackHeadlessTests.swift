import Testing
import Trellis
import TrellisTesting

// Attacks on a user's move and on content edited while a view is configured, on the headless table, written from
// outside as an app developer would. A doc comment saying "Found by an outside probe" marks a test that failed before
// its fix.

/// A cell showing a `String`, with a hook run from `update(with:)`.
@MainActor
private final class ProbeTextCell: ModelTransfer, ConstructibleView {
    private(set) var text = ""
    static var onUpdate: (@MainActor (String) -> Void)?
    init() {}
    func update(with model: String) {
        text = model
        Self.onUpdate?(model)
    }
}

/// A model without identity of its own (not Hashable, not Identifiable, not a class): rows known by their place.
private struct ProbeWord: Equatable {
    var text: String
}

/// A cell showing a `ProbeWord`.
@MainActor
private final class ProbeWordCell: ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with model: ProbeWord) { text = model.text }
}

/// A section of words known by their place, whose `moveRow` moves the word and then renames another one.
@MainActor
private final class ProbeRenamingSection: CascadingNode {
    var words: [ProbeWord] { didSet { setNeedsUpdate() } }
    var renameAfterMove: (index: Int, to: String)?
    init(_ words: [String]) {
        self.words = words.map(ProbeWord.init)
        super.init()
    }
    override var rows: [Any] { words }
    override func canMoveRow(at path: ItemPath) -> Bool? { true }
    override func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        var moved = words
        moved.insert(moved.remove(at: source.item), at: destination.item)
        if let renameAfterMove { moved[renameAfterMove.index].text = renameAfterMove.to }
        words = moved
    }
}

/// An identifiable model whose content can change under the same identity.
private struct ProbeNote: Identifiable, Equatable {
    let id: Int
    var text: String
}

@MainActor
private final class ProbeNoteCell: ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with model: ProbeNote) { text = model.text }
}

/// A header model and view whose `update(with:)` runs a hook.
private struct ProbeHeader: Equatable { var title: String }

@MainActor
private final class ProbeHeaderView: ModelTransfer, ConstructibleView {
    static var onUpdate: (@MainActor () -> Void)?
    private(set) var title = ""
    init() {}
    func update(with model: ProbeHeader) {
        title = model.title
        Self.onUpdate?()
    }
}

@MainActor
private final class ProbeFlag {
    var count = 0
}

@MainActor
@Suite("Attacks: headless moves and cells that edit", .serialized, .collectsAnomalies)
struct UserMoveAttackHeadlessTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    /// What the user sees: the text of each visible cell, top to bottom.
    func cellTexts(_ table: HeadlessTableView) -> [String] {
        _ = table.visibleCellViews  // lays the cells out first (their closures may edit the content)
        return table.visibleItemPaths.map { path in
            let cell = table.cell(at: path)
            return (cell as? ProbeTextCell)?.text ?? (cell as? ProbeWordCell)?.text ?? "-"
        }
    }

    func names(_ storage: MemoryStorage) -> [String] {
        storage.sections.flatMap { $0.items.map { "\($0)" } }
    }

    func movableTable(_ storage: MemoryStorage) -> HeadlessTableView {
        let table = HeadlessTableView(content: storage)
        table.registry.register(ProbeTextCell.self) { $0.moveItem { _, _, _ in } }
        return table
    }

    // MARK: Behaviour 1: user moves

    /// An observer of a MemoryStorage replaces the moved item while the user's move is applied (a server echo that
    /// renames it). The stages are the move then a reload; `isExactly` drops reloads (`withoutRefreshes`), so the
    /// move counts as `.moved`, the reload is taken as shown, and the moved cell keeps its old text.
    @Test("An observer that replaces the moved item during the move: the cell shows the new model")
    func observerReplacesMovedItem() throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let table = movableTable(storage)
        _ = cellTexts(table)
        var fired = false
        let observation = storage.observe { [weak storage] _ in
            guard !fired, let storage else { return }
            fired = true
            try? storage.replaceItem(at: ItemPath(item: 2, section: 0), with: "a!")
        }
        defer { observation.cancel() }
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(fired)
        #expect(names(storage) == ["b", "c", "a!"])
        #expect(table.models(inSection: 0).map { "\($0)" } == ["b", "c", "a!"])
        #expect(cellTexts(table) == ["b", "c", "a!"], "what the user sees")
    }

    /// Found by an outside probe: An observer replaces the moved item, during the move, with a new version of the same identity (an
    /// Identifiable model whose text changed: a reload, not a delete and insert). The stages are the move, then a
    /// reload; `isExactly` drops the reloads (`withoutRefreshes`), so the move is `.moved` and the reload is taken
    /// as shown: the moved row's cell keeps its old text.
    @Test("An observer that reloads the moved item (same identity, new text) during the move: the cell shows it")
    func observerReloadsMovedItem() throws {
        let storage = MemoryStorage(items: [
            ProbeNote(id: 1, text: "a"), ProbeNote(id: 2, text: "b"), ProbeNote(id: 3, text: "c"),
        ])
        let table = HeadlessTableView(content: storage)
        table.registry.register(ProbeNoteCell.self) { $0.moveItem { _, _, _ in } }
        _ = table.visibleCellViews
        var fired = false
        let observation = storage.observe { [weak storage] _ in
            guard !fired, let storage else { return }
            fired = true
            try? storage.replaceItem(at: ItemPath(item: 2, section: 0), with: ProbeNote(id: 1, text: "a!"))
        }
        defer { observation.cancel() }
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(fired)
        #expect(storage.items(inSection: 0).compactMap { ($0 as? ProbeNote)?.text } == ["b", "c", "a!"])
        let texts = table.visibleCellViews.compactMap { ($0 as? ProbeNoteCell)?.text }
        #expect(texts == ["b", "c", "a!"], "what the user sees")
    }

    /// The same with an observer that reloads another row (no identity change) with a new model.
    @Test("An observer that replaces an unmoved row during the move: the cell shows the new model")
    func observerReplacesOtherItem() throws {
        let storage = MemoryStorage(items: ["a", "b", "c", "d"])
        let table = movableTable(storage)
        _ = cellTexts(table)
        var fired = false
        let observation = storage.observe { [weak storage] _ in
            guard !fired, let storage else { return }
            fired = true
            try? storage.replaceItem(at: ItemPath(item: 3, section: 0), with: "D")
        }
        defer { observation.cancel() }
        #expect(table.moveRow(from: path(0, 0), to: path(0, 1)) == path(0, 1))
        #expect(names(storage) == ["b", "a", "c", "D"])
        #expect(cellTexts(table) == ["b", "a", "c", "D"], "what the user sees")
    }

    /// Found by an outside probe: A cascading node whose rows are known by their place moves the word and renames another in the shifted
    /// range: its update reloads every shifted place, which `refreshesEveryPlaceShifted` takes as the move without
    /// looking at the rows, so the renamed row's cell shows the old name.
    @Test("A positional node's moveRow that also renames a shifted row: the cell shows the new name")
    func positionalMoveThenRename() {
        let section = ProbeRenamingSection(["a", "b", "c"])
        section.renameAfterMove = (index: 0, to: "B")
        let table = HeadlessTableView(content: CascadingRoot(children: [section]))
        table.registry.register(ProbeWordCell.self)
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(section.words.map(\.text) == ["B", "c", "a"])
        #expect(cellTexts(table) == ["B", "c", "a"], "what the user sees")
    }

    /// Found by an outside probe: (same cause). The same node, renaming only the moved row itself.
    @Test("A positional node's moveRow that renames the moved row: the cell shows the new name")
    func positionalMoveRenamesMovedRow() {
        let section = ProbeRenamingSection(["a", "b", "c"])
        section.renameAfterMove = (index: 2, to: "A")
        let table = HeadlessTableView(content: CascadingRoot(children: [section]))
        table.registry.register(ProbeWordCell.self)
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(section.words.map(\.text) == ["b", "c", "A"])
        #expect(cellTexts(table) == ["b", "c", "A"], "what the user sees")
    }

    /// Found by an outside probe: A positional node that renames a row outside the shifted range: `refreshesEveryPlaceShifted` only
    /// checks that the shifted places are among the refreshed ones, so the extra reload of row 3 is taken as shown.
    @Test("A positional node's moveRow that renames a row outside the move: reload, and it shows")
    func positionalMoveRenamesOutside() {
        let section = ProbeRenamingSection(["a", "b", "c", "d"])
        section.renameAfterMove = (index: 3, to: "D")
        let table = HeadlessTableView(content: CascadingRoot(children: [section]))
        table.registry.register(ProbeWordCell.self)
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 1)) == path(0, 1))
        #expect(cellTexts(table) == ["b", "a", "c", "D"], "what the user sees")
    }

    /// A DeclarativeContent whose row moves are answered by `onMove`, which renames the moved row.
    @Test("Declarative: onMove that renames the moved row: the cell shows the rename; next edit animates")
    func declarativeOnMoveRenames() {
        let content = DeclarativeContent {
            ListSection(id: "s") {
                for word in ["a", "b", "c"] { ListRow<ProbeTextCell>(word).onCanMove { _ in true } }
            }
        }
        for index in content.sections[0].rows.indices {
            content.sections[0].rows[index] = (content.sections[0].rows[index] as! ListRow<ProbeTextCell>)
                .onMove { [weak content] event, destination in
                    content?.sections[0].rows[destination.item] = ListRow<ProbeTextCell>(event.model + "!")
                }
        }
        let table = HeadlessTableView(content: content)
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(cellTexts(table) == ["b", "c", "a!"])
        content.sections[0].rows.append(ListRow<ProbeTextCell>("d"))
        #expect(cellTexts(table) == ["b", "c", "a!", "d"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// Duplicate identities in declarative rows (the same model twice, no ids).
    @Test("Declarative rows with duplicate models: a move shows the content, no row lost or doubled")
    func declarativeDuplicates() {
        let content = DeclarativeContent {
            ListSection(id: "s") {
                for word in ["x", "y", "x", "z"] { ListRow<ProbeTextCell>(word).onCanMove { _ in true } }
            }
        }
        let table = HeadlessTableView(content: content)
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 3)) == path(0, 3))
        let rows = content.sections[0].rows.map { "\($0.anyModel)" }
        #expect(rows == ["y", "x", "z", "x"])
        #expect(cellTexts(table) == rows)
        content.sections[0].rows.remove(at: 1)
        #expect(cellTexts(table) == ["y", "z", "x"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// Declarative sections: a move across sections into an empty one.
    @Test("Declarative: a move into an empty section shows the content")
    func declarativeIntoEmptySection() {
        let content = DeclarativeContent {
            ListSection(id: "one") {
                for word in ["a", "b"] { ListRow<ProbeTextCell>(word).onCanMove { _ in true } }
            }
            ListSection(id: "two") {}
        }
        let table = HeadlessTableView(content: content)
        _ = cellTexts(table)
        let result = table.moveRow(from: path(0, 0), to: path(1, 0))
        let rows = content.sections.map { $0.rows.map { "\($0.anyModel)" } }
        #expect(table.numberOfSections == rows.count)
        #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == rows.map(\.count))
        #expect(cellTexts(table) == rows.flatMap { $0 })
        if result != nil { #expect(rows == [["b"], ["a"]]) }
        #expect(table.rejectedStages.isEmpty)
    }

    /// MemoryStorage: into an empty section, to its end, then one more edit.
    @Test("MemoryStorage: a move into an empty section, then an edit: the table shows the content")
    func memoryIntoEmptySection() throws {
        let storage = MemoryStorage()
        try storage.setSections([StorageSection(id: 0, items: ["a", "b"]), StorageSection(id: 1, items: [String]())])
        let table = movableTable(storage)
        #expect(table.moveRow(from: path(0, 1), to: path(1, 0)) == path(1, 0))
        #expect(table.moveRow(from: path(0, 0), to: path(1, 1)) == path(1, 1))
        try storage.addItems(["c"], toSection: 0)
        #expect(storage.sections.map { $0.items.map { "\($0)" } } == [["c"], ["b", "a"]])
        #expect(cellTexts(table) == ["c", "b", "a"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// Source equals destination.
    @Test("A move to the same place: .moved, nothing reloaded, the next edit animates")
    func samePlace() throws {
        let storage = MemoryStorage(items: ["a", "b"])
        let table = movableTable(storage)
        table.clearLog()
        #expect(table.moveRow(from: path(0, 1), to: path(0, 1)) == path(0, 1))
        #expect(!table.log.entries.contains(.reloadData))
        try storage.addItems(["c"])
        #expect(cellTexts(table) == ["a", "b", "c"])
        #expect(table.log.entries.last == .batch(BatchUpdate(insertedItems: [path(0, 2)])))
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty ?? false)
    }

    /// Bad input: a move to a destination the content cannot hold (through the dispatcher directly).
    @Test("applyUserMove to a destination out of range: refused with an anomaly, content untouched")
    func badDestination() {
        let storage = MemoryStorage(items: ["a", "b"])
        let table = movableTable(storage)
        #expect(table.dispatcher.applyUserMove(from: path(0, 0), to: path(0, 7)) == .refused)
        #expect(table.dispatcher.applyUserMove(from: path(0, 0), to: path(3, 0)) == .refused)
        #expect(table.dispatcher.applyUserMove(from: path(0, -1), to: path(0, 0)) == .refused)
        #expect(names(storage) == ["a", "b"])
        #expect((CollectsAnomaliesTrait.current?.anomalies.count ?? 0) >= 3)
    }

    /// A moveItem closure that moves the row back (undo from inside the closure): applied as a normal update.
    @Test("A moveItem closure that moves the row back: the table shows the content")
    func closureMovesBack() throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let table = HeadlessTableView(content: storage)
        table.registry.register(ProbeTextCell.self) {
            $0.moveItem { [weak storage] _, source, destination in try? storage?.moveItem(at: destination, to: source) }
        }
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(names(storage) == ["a", "b", "c"])
        #expect(cellTexts(table) == ["a", "b", "c"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// A moveItem closure that starts another user move on the same table (nested move).
    @Test("A moveItem closure that makes another user move on the table: every row once, in the content's order")
    func nestedMove() throws {
        let storage = MemoryStorage(items: ["a", "b", "c", "d"])
        let table = HeadlessTableView(content: storage)
        var nested = false
        weak var weakTable: HeadlessTableView?
        table.registry.register(ProbeTextCell.self) {
            $0.moveItem { _, _, _ in
                guard !nested else { return }
                nested = true
                _ = weakTable?.moveRow(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 0, section: 0))
            }
        }
        weakTable = table
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 1)) == path(0, 1))
        #expect(names(storage) == ["d", "b", "a", "c"])
        #expect(cellTexts(table) == names(storage))
        try storage.addItems(["e"])
        #expect(cellTexts(table) == names(storage))
        #expect(table.rejectedStages.isEmpty)
    }

    /// Found by an outside probe: OutlineContent is not an `EditableContent`: the dispatcher only runs the `moveItem` closures, and the
    /// natural thing for the app is to reorder the outline there. That update arrives outside the user's move and
    /// is applied, animated, on a view that already shows the move.
    @Test("Outline content: a moveItem closure that reorders the outline: the table shows each row once, in order")
    func outlineMoveInClosure() {
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem("a"); OutlineItem("b"); OutlineItem("c")
            }
        }
        let table = HeadlessTableView(content: outline)
        table.registry.register(ProbeTextCell.self) {
            $0.moveItem { [weak outline] _, source, destination in
                guard let outline else { return }
                outline.sections[0].items.insert(
                    outline.sections[0].items.remove(at: source.item), at: destination.item)
            }
        }
        _ = cellTexts(table)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        let content = outline.sections[0].items.map { "\($0.model)" }
        #expect(content == ["b", "c", "a"])
        #expect(table.models(inSection: 0).map { "\(table.dispatcher.registryModel(for: $0))" } == content)
        #expect(cellTexts(table) == content, "what the user sees")
        #expect(table.rejectedStages.isEmpty)
    }

    /// Found by an outside probe: OutlineContent with a moveItem closure that does nothing: the view shows a move the content never made.
    /// Expected: refused (reload) or a clear anomaly, not a silent mismatch.
    @Test("Outline content: a move the content cannot make is not shown silently")
    func outlineMoveNotMade() {
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem("a"); OutlineItem("b"); OutlineItem("c")
            }
        }
        let table = HeadlessTableView(content: outline)
        table.registry.register(ProbeTextCell.self) { $0.moveItem { _, _, _ in } }
        _ = cellTexts(table)
        _ = table.moveRow(from: path(0, 0), to: path(0, 2))
        let content = outline.sections[0].items.map { "\($0.model)" }
        let mismatch = cellTexts(table) != content
        let reported = !(CollectsAnomaliesTrait.current?.anomalies.isEmpty ?? true)
        #expect(!mismatch || reported, "shows \(cellTexts(table)) for \(content) and says nothing")
    }

    // MARK: Behaviour 2: content edited while a view is configured

    /// Found by an outside probe: A header view whose `update(with:)` edits the content: the update is held (the dispatcher is configuring),
    /// but the headless table's header path (`supplementaryView`) never applies held updates, so the table keeps
    /// showing the old counts and the next edit is applied on top of them.
    @Test("A header view that edits the content: the table shows the edit, the next edit is not refused")
    func headerEdits() throws {
        defer { ProbeHeaderView.onUpdate = nil }
        let storage = MemoryStorage()
        try storage.setSections([StorageSection(id: 0, header: ProbeHeader(title: "H"), items: ["a", "b"])])
        let table = HeadlessTableView(content: storage)
        table.registry.register(ProbeTextCell.self)
        table.registry.register(ProbeHeaderView.self, as: .header)
        let fired = ProbeFlag()
        ProbeHeaderView.onUpdate = { [weak storage] in
            guard fired.count == 0, let storage else { return }
            fired.count += 1
            try? storage.addItems(["added"])
        }
        _ = cellTexts(table)
        #expect(table.headerView(inSection: 0) != nil)
        #expect(fired.count == 1)
        #expect(table.numberOfRows(inSection: 0) == 3, "the header's edit is shown")
        try storage.addItems(["z"])
        #expect(cellTexts(table) == ["a", "b", "added", "z"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// A cell that edits the content when an update reconfigures it (its model changed): the update is held, but
    /// nothing applies it while every visible row has its cell already.
    @Test("A cell that edits the content when reconfigured by an update: the edit is shown")
    func cellEditsOnReconfigure() throws {
        defer { ProbeTextCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let table = HeadlessTableView(content: storage)
        table.registry.register(ProbeTextCell.self)
        _ = cellTexts(table)
        ProbeTextCell.onUpdate = { [weak storage] model in
            guard model == "b2", let storage, storage.sections[0].items.count == 3 else { return }
            try? storage.addItems(["added"])
        }
        try storage.replaceItem(at: path(0, 1), with: "b2")
        #expect(names(storage) == ["a", "b2", "c", "added"])
        #expect(table.numberOfRows(inSection: 0) == 4, "the cell's edit is shown")
        #expect(cellTexts(table) == ["a", "b2", "c", "added"])
        try storage.addItems(["z"])
        #expect(cellTexts(table) == ["a", "b2", "c", "added", "z"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// A declarative row's `onDequeue` closure that deletes its own row.
    @Test("onDequeue that deletes its own row: every other row once")
    func onDequeueDeletes() {
        let content = DeclarativeContent { ListSection(id: "s") {} }
        content.sections[0].rows = ["a", "gone", "c"].map { word in
            ListRow<ProbeTextCell>(word).onDequeue { [weak content] _, model, _ in
                guard model == "gone", let content else { return }
                content.sections[0].rows.removeAll { "\($0.anyModel)" == "gone" }
            }
        }
        let table = HeadlessTableView(content: content)
        _ = table.textSnapshot()
        #expect(cellTexts(table) == ["a", "c"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// Found by an outside probe: A cell whose configuration replaces the whole content (setSections) each time: `applyHeldUpdates`
    /// (HeadlessTableView.swift:159) skips the reconfigure after 8 rounds, but `receive` → `apply` → `scroll` →
    /// `layoutCells` dequeues cells for the new rows, which edit and are held again: the loop never ends (the test's
    /// own limit of 1000 stops it).
    @Test("A cell that resets all sections on every configuration: no hang, the table shows the content")
    func cellResetsEverything() throws {
        defer { ProbeTextCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a"])
        let fired = ProbeFlag()
        ProbeTextCell.onUpdate = { [weak storage] _ in
            guard fired.count < 1000, let storage else { return }
            fired.count += 1
            try? storage.setSections([StorageSection(id: 0, items: ["r\(fired.count)", "s\(fired.count)"])])
        }
        let table = HeadlessTableView(content: storage)
        table.registry.register(ProbeTextCell.self)
        _ = table.textSnapshot()
        #expect(fired.count < 100, "bounded: \(fired.count)")
        ProbeTextCell.onUpdate = nil
        // The updates the last release left held are applied at the next layout.
        _ = table.textSnapshot()
        #expect(table.models(inSection: 0).map { "\($0)" } == names(storage))
        #expect(table.rejectedStages.isEmpty)
    }

    /// A willDisplay closure (not a configuration) that removes rows while the table lays out its cells.
    @Test("willDisplay that removes the next row during layout: every row once, no refused batch")
    func willDisplayRemoves() throws {
        let storage = MemoryStorage(items: ["a", "b", "victim", "d"])
        let table = HeadlessTableView(content: storage)
        var fired = false
        table.registry.register(ProbeTextCell.self) {
            $0.willDisplay { [weak storage] _, model, _ in
                guard model == "b", !fired, let storage else { return }
                fired = true
                try? storage.removeItem(at: ItemPath(item: 2, section: 0))
            }
        }
        #expect(cellTexts(table) == ["a", "b", "d"])
        #expect(table.rejectedStages.isEmpty)
    }

    /// A cell configured during a user's move (the move scrolls a new row on screen) that edits the content.
    @Test("A cell configured after a move that inserts a row: every row once")
    func cellEditsAfterMove() throws {
        defer { ProbeTextCell.onUpdate = nil }
        let storage = MemoryStorage(items: (0..<10).map { "w\($0)" })
        let table = HeadlessTableView(content: storage, viewportHeight: 3)
        table.registry.register(ProbeTextCell.self) { $0.moveItem { _, _, _ in } }
        _ = cellTexts(table)
        let fired = ProbeFlag()
        ProbeTextCell.onUpdate = { [weak storage] model in
            guard fired.count == 0, let storage else { return }
            fired.count += 1
            try? storage.insertItem("new", at: ItemPath(item: 0, section: 0))
        }
        #expect(table.moveRow(from: path(0, 0), to: path(0, 5)) == path(0, 5))
        table.scroll(toRow: 4)
        let shown = cellTexts(table)
        ProbeTextCell.onUpdate = nil
        let content = names(storage)
        #expect(shown == Array(content[4..<7]))
        #expect(table.rejectedStages.isEmpty)
    }
}
