import Foundation
import Testing
import Trellis
import TrellisTerminal
import _TrellisTestSupport

/// A header view that draws its `String` model in capitals.
final class LoudHeader: TerminalView, ModelTransfer, ConstructibleView {
    private var text = ""
    init() {}
    func update(with model: String) { text = model }
    func draw(width: Int) -> StyledLine { StyledLine(text.uppercased(), .colored(.magenta, bold: true)) }
}

/// A cell that cannot draw in a terminal (not a `TerminalView`).
final class PlainCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: String) {}
}

/// A folder of an outline (a class: identified by the instance; equal by name, so it is not reloaded each time).
final class Folder: CustomStringConvertible, Equatable {
    static func == (lhs: Folder, rhs: Folder) -> Bool { lhs.name == rhs.name }
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { name }
}

/// Draws a folder's name.
final class FolderCell: TerminalView, ModelTransfer, ConstructibleView {
    private var name = ""
    init() {}
    func update(with model: Folder) { name = model.name + "/" }
    func draw(width: Int) -> StyledLine { StyledLine(name) }
}

/// A cascading section showing names.
final class NamesNode: CascadingNode {
    var names: [String]
    var selected: [String] = []
    init(_ names: [String]) {
        self.names = names
        super.init()
    }
    override func prepare(_ registry: MappingRegistry) { registry.register(NameCell.self) }
    override var header: Any? { "Names" }
    override var rows: [Any] { names }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) { selected.append(names[path.item]) }
}

@MainActor
@Suite("Terminal table: declarative rows, cascading trees and outlines")
struct DispatchingContentTests {
    private func show(_ content: any SectionedContent, rows: Int = 12) -> TerminalTableView {
        let table = TerminalTableView(title: "T")
        table.show(content)
        _ = table.frame(size: TerminalSize(columns: 40, rows: rows))
        return table
    }

    @Test("Declarative rows bring their own cells; headers are titles or views of their own; footers titles")
    func declarativeCellsAndHeaders() {
        let content = DeclarativeContent {
            Section(id: "a", header: "Plain title", footer: "a footer") { Row<NameCell>("one"); Row<NumberCell>(2) }
            Section(id: "b", header: .view(SectionView<LoudHeader>("a view"))) { Row<NameCell>("three") }
        }
        let table = show(content)
        let terminal = screen(table)
        #expect(Array(terminal.lines[1...8]) == ["▍Plain title", "›   one", "    #2", " a footer", "", "▍A VIEW", "    three", ""])
        #expect(terminal.style(row: 6, column: 1).foreground == .standard(.magenta), "the header view draws itself")
        #expect(table.visibleCell(at: ItemPath(item: 0, section: 1)) is NameCell)
        #expect(table.createdViewCount == 4, "three cells and one header view")
    }

    @Test("Enter runs didSelect, then the row's onTap; .deselect clears the selection without deselect events")
    func tapDeselects() {
        var events: [String] = []
        let content = DeclarativeContent {
            Section(id: "s") {
                Row<NameCell>("button")
                    .onSelect { event in events.append("select \(event.model)") }
                    .onDeselect { event in events.append("deselect \(event.model)") }
                    .onTap { event in
                        events.append("tap \(event.model) \(event.cell?.name ?? "no cell")")
                        return .deselect(animated: true)
                    }
                Row<NameCell>("detail").onTap { event in
                    events.append("tap \(event.model)")
                    return .keepSelected
                }
            }
        }
        let table = show(content)
        table.handle(.enter)
        #expect(events == ["select button", "tap button button"])
        #expect(table.selection == nil, "the tap closure deselected the row")
        #expect(!screen(table).lines[1].contains("•"))
        table.handle(.down)
        table.handle(.enter)
        #expect(events.last == "tap detail")
        #expect(table.selection == ItemPath(item: 1, section: 0), "kept selected")
        #expect(screen(table).lines[2] == "›•  detail")
    }

    @Test("A tap closure that edits the content runs once; the row's update animates; a tap after didSelect moved the row gets its new path")
    func tapEditsContent() {
        let content = DeclarativeContent()
        var taps: [ItemPath] = []
        func build(_ extra: Bool) {
            content.set(animation: .fade) {
                Section(id: "s") {
                    if extra { Row<NameCell>("new") }
                    Row<NameCell>("add").onSelect { _ in build(true) }.onTap { event in
                        taps.append(event.path)
                        return .deselect(animated: true)
                    }
                }
            }
        }
        build(false)
        let table = show(content)
        table.handle(.enter)
        #expect(taps == [ItemPath(item: 1, section: 0)], "the tap runs at the row's path after didSelect inserted a row above it")
        #expect(rowTexts(screen(table)) == ["new", "add"])
        #expect(table.change(at: ItemPath(item: 0, section: 0)) == .inserted)
        #expect(table.cursor == ItemPath(item: 1, section: 0), "the cursor followed its row")
        #expect(table.selection == nil)
    }

    @Test("update(animation:) diffs: removed rows vanish, inserted rows flash, sections come and go")
    func declarativeUpdate() {
        let content = DeclarativeContent {
            Section(id: "x", header: "X") { Row<NameCell>("a"); Row<NameCell>("b") }
        }
        let table = show(content)
        content.update(animation: .automatic) { content in
            content.sections[0].rows.remove(at: 0)
            content.sections[0].rows.append(Row<NameCell>("c"))
            content.sections.append(Section(id: "y", header: "Y") { Row<NameCell>("d") })
        }
        let terminal = screen(table)
        #expect(Array(terminal.lines[1...6]) == ["▍X", "›   b", "  + c", "", "▍Y", "  + d"])
        #expect(table.rejectedStages.isEmpty)
        content.update(animation: RowAnimation.none) { $0.sections[0].rows.append(Row<NameCell>("e")) }
        #expect(table.change(at: ItemPath(item: 2, section: 0)) == .none, "RowAnimation.none does not flash")
    }

    @Test("Sections reordered in one update: the moved section's rows go with it and flash as moved; the summary counts sections")
    func sectionMove() {
        let content = DeclarativeContent {
            Section(id: "x", header: "X") { Row<NameCell>("a") }
            Section(id: "y", header: "Y") { Row<NameCell>("b"); Row<NameCell>("c") }
        }
        let table = show(content)
        content.update { content in content.sections.swapAt(0, 1) }
        let terminal = screen(table, columns: 80)
        #expect(Array(terminal.lines[1...6]) == ["▍Y", "  ↕ b", "  ↕ c", "", "▍X", "›   a"])
        #expect(terminal.lines[11].contains("sections +0 -0 ↕1 ~0"), "\(terminal.lines[11])")
        #expect(table.rejectedStages.isEmpty)
    }

    @Test("The cursor's section deleted, with an empty section after it: the cursor goes to the nearest row (it used to trap)")
    func cursorSectionDeletedBeforeEmptySection() {
        let content = DeclarativeContent {
            Section(id: 0, header: "A") { Row<NameCell>("a") }
            Section(id: 1, header: "B") { Row<NameCell>("b") }
            Section(id: 2, header: "C") {}
        }
        let table = show(content)
        table.handle(.down)
        #expect(table.cursor == ItemPath(item: 0, section: 1))
        content.update { content in content.sections.remove(at: 1) }
        #expect(table.cursor == ItemPath(item: 0, section: 0))
        #expect(Array(screen(table).lines[1...4]) == ["▍A", "›   a", "", "▍C"])
    }

    @Test("A row whose cell is not a TerminalView is drawn as its own model, not as the row")
    func fallbackForNonTerminalCell() {
        let content = DeclarativeContent { Section(id: "s") { Row<PlainCell>("plain") } }
        let table = show(content)
        #expect(rowTexts(screen(table)) == ["plain"])
    }

    @Test("A cascading tree: each node's rows and titles; select reaches the node; setNeedsUpdate animates")
    func cascading() {
        let names = NamesNode(["ada", "grace"])
        let root = CascadingRoot(children: [names])
        let table = TerminalTableView(title: "T")
        root.prepare(table.dispatcher.registry)
        table.show(root)
        _ = table.frame(size: TerminalSize(columns: 40, rows: 12))
        table.handle(.down)
        table.handle(.enter)
        #expect(names.selected == ["grace"])
        names.names.insert("linus", at: 0)
        names.setNeedsUpdate(animation: .fade)
        let terminal = screen(table)
        #expect(Array(terminal.lines[1...4]) == ["▍Names", "  + linus", "    ada", "›•  grace"])
        #expect(table.selection == ItemPath(item: 2, section: 0), "the selection followed its row")
    }

    @Test("A declarative section inside a cascading tree: its rows' cells, title and tap closures work through the root")
    func declarativeSectionNode() {
        var taps: [String] = []
        let root = CascadingRoot(children: [
            NamesNode(["ada"]),
            DeclarativeSectionNode(Section(id: "actions", header: "Actions") {
                Row<NumberCell>(7).onTap { event in
                    taps.append("\(event.model) \(event.path.section)")
                    return .deselect(animated: false)
                }
            }),
        ])
        let table = TerminalTableView(title: "T")
        root.prepare(table.dispatcher.registry)
        table.show(root)
        table.handle(.end)
        table.handle(.enter)
        #expect(taps == ["7 1"])
        #expect(table.selection == nil)
        #expect(Array(screen(table).lines[1...5]) == ["▍Names", "    ada", "", "▍Actions", "›   #7"])
    }

    @Test("An outline: rows are indented by depth; Enter expands and collapses a row with children, animated")
    func outline() {
        let sources = Folder("Sources")
        let trellis = Folder("Trellis")
        let outline = OutlineContent {
            OutlineSection(id: "files", header: "Files") {
                OutlineItem(sources) {
                    OutlineItem(trellis) { OutlineItem("Row.swift") }
                    OutlineItem("main.swift")
                }
            }
        }
        let table = TerminalTableView(title: "T")
        table.dispatcher.registry.register(FolderCell.self)
        table.dispatcher.registry.register(NameCell.self)
        table.show(outline)
        _ = table.frame(size: TerminalSize(columns: 40, rows: 12))
        table.handle(.enter)
        #expect(outline.isExpanded(sources) == true)
        var terminal = screen(table)
        #expect(Array(terminal.lines[1...4]) == ["▍Files", "›•  Sources/", "  +   Trellis/", "  +   main.swift"])
        table.handle(.down)
        table.handle(.enter)
        terminal = screen(table)
        #expect(terminal.lines[4] == "  +     Row.swift", "depth 2: four columns")
        table.handle(.up)
        table.handle(.enter)
        #expect(rowTexts(screen(table)) == ["Sources/"], "collapsed: the children left")
        #expect(table.rejectedStages.isEmpty)
    }
}

@MainActor
@Suite("Terminal table: random declarative edits")
struct DeclarativeRandomTests {
    /// A row of the random content: its id and its text (changing the text reloads the row).
    struct Entry: Equatable {
        let id: Int
        var text: String
    }

    @Test("Random row and section inserts, removals, moves and reloads through update(animation:): the table agrees with the content, cells show their rows, the selection follows its row")
    func randomDeclarativeEdits() {
        let cases = Int(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 100
        for seed in 0..<UInt64(cases) {
            var generator = SeededGenerator(seed: seed)
            var next = 0
            func fresh() -> Entry { next += 1; return Entry(id: next, text: "n\(next)") }
            var model: [(id: Int, rows: [Entry])] = (0..<3).map { _ in (next + 1000, (0..<6).map { _ in fresh() }) }
            for index in model.indices { model[index].id = 1000 + index }
            func sections() -> [Section] {
                model.map { section in
                    Section(id: section.id, header: "S\(section.id)", rows: section.rows.map { Row<NameCell>($0.text, id: $0.id) })
                }
            }
            let content = DeclarativeContent()
            content.sections = sections()
            let table = TerminalTableView(title: "R")
            table.show(content)
            _ = table.frame(size: TerminalSize(columns: 30, rows: 14))
            for step in 0..<8 {
                let before = model
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let section = Int.random(in: 0..<model.count, using: &generator)
                    let count = model[section].rows.count
                    switch Int.random(in: 0..<7, using: &generator) {
                    case 0: model[section].rows.insert(fresh(), at: Int.random(in: 0...count, using: &generator))
                    case 1 where count > 0: model[section].rows.remove(at: Int.random(in: 0..<count, using: &generator))
                    case 2 where count > 1:
                        let row = model[section].rows.remove(at: Int.random(in: 0..<count, using: &generator))
                        let target = Int.random(in: 0..<model.count, using: &generator)
                        model[target].rows.insert(row, at: Int.random(in: 0...model[target].rows.count, using: &generator))
                    case 3 where count > 0: model[section].rows[Int.random(in: 0..<count, using: &generator)].text += "'"
                    case 4 where model.count > 1:
                        model.swapAt(section, Int.random(in: 0..<model.count, using: &generator))
                    case 5 where model.count < 5:
                        next += 1
                        model.insert((2000 + next, [fresh()]), at: Int.random(in: 0...model.count, using: &generator))
                    case 6 where model.count > 1: model.remove(at: section)
                    default: break
                    }
                }
                let selected = table.selection.flatMap { content.row(at: $0)?.id }
                content.update(animation: .automatic) { $0.sections = sections() }
                if let selected {
                    let now = table.selection.flatMap { content.row(at: $0)?.id }
                    // A row stays (and keeps the selection) unless its section was deleted or it went into a new
                    // section: the diff never moves rows out of deleted or into inserted sections (UIKit forbids it).
                    func sectionID(in sections: [(id: Int, rows: [Entry])]) -> Int? {
                        sections.first { $0.rows.contains { ItemIdentity(value: $0.id) == selected } }?.id
                    }
                    let stays = [sectionID(in: before), sectionID(in: model)].allSatisfy { id in
                        id.map { id in before.contains { $0.id == id } && model.contains { $0.id == id } } ?? false
                    }
                    if now != (stays ? selected : nil) {
                        Issue.record("seed \(seed) step \(step): the selection was \(selected), is \(String(describing: now))")
                    }
                }
                let keys: [Key] = [.down, .up, .pageDown, .enter, .home]
                table.handle(keys[Int.random(in: 0..<keys.count, using: &generator)])
                _ = table.frame(size: TerminalSize(columns: 30, rows: 14))
                let expected = model.map(\.rows.count)
                let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
                if counts != expected || !table.rejectedStages.isEmpty {
                    Issue.record("seed \(seed) step \(step): the table shows \(counts), the content \(expected); rejected \(table.rejectedStages)")
                }
                for path in table.visibleItemPaths {
                    let shown = (table.visibleCell(at: path) as? NameCell)?.name
                    let text = model[path.section].rows[path.item].text
                    if shown != text { Issue.record("seed \(seed) step \(step): \(path) shows \(shown ?? "nil"), the content has \(text)") }
                }
            }
        }
    }
}

@MainActor
@Suite("Terminal table: random outline toggles")
struct OutlineRandomTests {
    @Test("Random expands, collapses and section folds: the table shows the outline's expanded rows, each indented by its depth")
    func randomToggles() {
        let cases = Int(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 40
        for seed in 0..<UInt64(cases) {
            var generator = SeededGenerator(seed: seed)
            var next = 0
            var names: [String] = []
            func items(depth: Int) -> [OutlineItem] {
                (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                    next += 1
                    let name = "i\(next)"
                    names.append(name)
                    let children = depth < 3 && Bool.random(using: &generator) ? items(depth: depth + 1) : []
                    return OutlineItem(name, isExpanded: Bool.random(using: &generator), children: children)
                }
            }
            let outline = OutlineContent(animation: .automatic)
            outline.sections = (0..<3).map { OutlineSection(id: $0, header: "S\($0)", items: items(depth: 0)) }
            let table = TerminalTableView(title: "O")
            table.dispatcher.registry.register(NameCell.self)
            table.show(outline)
            _ = table.frame(size: TerminalSize(columns: 40, rows: 12))
            for step in 0..<10 {
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: outline.toggleSection(Int.random(in: 0..<3, using: &generator))
                case 1: outline.setAllExpanded(Bool.random(using: &generator))
                case 2: table.handle(.enter)
                case 3: table.handle(.down)
                default: outline.toggle(names[Int.random(in: 0..<names.count, using: &generator)])
                }
                // What should be shown: every expanded item's children, one level deeper.
                func flatten(_ items: [OutlineItem], depth: Int) -> [String] {
                    items.flatMap { item in
                        [String(repeating: "  ", count: depth) + "\(item.model)"]
                            + (item.isExpanded ? flatten(item.children, depth: depth + 1) : [])
                    }
                }
                let expected = outline.sections.map { $0.isCollapsed ? [] : flatten($0.items, depth: 0) }
                let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
                if counts != expected.map(\.count) || !table.rejectedStages.isEmpty {
                    Issue.record("seed \(seed) step \(step): the table shows \(counts), the outline \(expected.map(\.count))")
                    break
                }
                // Every row line of the whole table (printed, as without a terminal): the text after the gutter.
                let shown = table.printedLines(width: 60).dropFirst().map(\.text).compactMap { line -> String? in
                    guard line.count > TerminalTableView.gutterWidth, !line.hasPrefix("▍") else { return nil }
                    return String(line.dropFirst(TerminalTableView.gutterWidth)).replacingOccurrences(
                        of: " +$", with: "", options: .regularExpression)
                }
                if shown != expected.flatMap({ $0 }) {
                    Issue.record("seed \(seed) step \(step): shown \(shown), expected \(expected.flatMap { $0 })")
                    break
                }
            }
        }
    }
}
