import Testing
import Trellis
import TrellisTerminal

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
            ListSection(id: "a", header: "Plain title", footer: "a footer") {
                ListRow<NameCell>("one"); ListRow<NumberCell>(2)
            }
            ListSection(id: "b", header: .view(SectionView<LoudHeader>("a view"))) { ListRow<NameCell>("three") }
        }
        let table = show(content)
        let terminal = screen(table)
        #expect(
            Array(terminal.lines[1...8]) == [
                "▍Plain title", "›   one", "    #2", " a footer", "", "▍A VIEW", "    three", "",
            ])
        #expect(terminal.style(row: 6, column: 1).foreground == .standard(.magenta), "the header view draws itself")
        #expect(table.visibleCell(at: ItemPath(item: 0, section: 1)) is NameCell)
        #expect(table.createdViewCount == 4, "three cells and one header view")
    }

    @Test("Enter runs didSelect, then the row's onTap; .deselect clears the selection without deselect events")
    func tapDeselects() {
        var events: [String] = []
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<NameCell>("button")
                    .onSelect { event in events.append("select \(event.model)") }
                    .onDeselect { event in events.append("deselect \(event.model)") }
                    .onTap { event in
                        events.append("tap \(event.model) \(event.cell?.name ?? "no cell")")
                        return .deselect(animated: true)
                    }
                ListRow<NameCell>("detail").onTap { event in
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

    @Test(
        "A tap closure that edits the content runs once; the row's update animates; a tap after didSelect moved the row gets its new path"
    )
    func tapEditsContent() {
        let content = DeclarativeContent()
        // The row's closure rebuilds the content, which holds the row: it refers to the content weakly, as an app's
        // closure must (a strong reference is a cycle, which LeakSanitizer reports).
        weak let rebuilt = content
        var taps: [ItemPath] = []
        func build(_ extra: Bool) {
            rebuilt?.set(animation: .fade) {
                ListSection(id: "s") {
                    if extra { ListRow<NameCell>("new") }
                    ListRow<NameCell>("add").onSelect { _ in build(true) }.onTap { event in
                        taps.append(event.path)
                        return .deselect(animated: true)
                    }
                }
            }
        }
        build(false)
        let table = show(content)
        table.handle(.enter)
        #expect(
            taps == [ItemPath(item: 1, section: 0)],
            "the tap runs at the row's path after didSelect inserted a row above it")
        #expect(rowTexts(screen(table)) == ["new", "add"])
        #expect(table.change(at: ItemPath(item: 0, section: 0)) == .inserted)
        #expect(table.cursor == ItemPath(item: 1, section: 0), "the cursor followed its row")
        #expect(table.selection == nil)
    }

    @Test("update(animation:) diffs: removed rows vanish, inserted rows flash, sections come and go")
    func declarativeUpdate() {
        let content = DeclarativeContent {
            ListSection(id: "x", header: "X") {
                ListRow<NameCell>("a"); ListRow<NameCell>("b")
            }
        }
        let table = show(content)
        content.update(animation: .automatic) { content in
            content.sections[0].rows.remove(at: 0)
            content.sections[0].rows.append(ListRow<NameCell>("c"))
            content.sections.append(ListSection(id: "y", header: "Y") { ListRow<NameCell>("d") })
        }
        let terminal = screen(table)
        #expect(Array(terminal.lines[1...6]) == ["▍X", "›   b", "  + c", "", "▍Y", "  + d"])
        #expect(table.rejectedStages.isEmpty)
        content.update(animation: RowAnimation.none) { $0.sections[0].rows.append(ListRow<NameCell>("e")) }
        #expect(table.change(at: ItemPath(item: 2, section: 0)) == .none, "RowAnimation.none does not flash")
    }

    @Test(
        "Sections reordered in one update: the moved section's rows go with it and flash as moved; the summary counts sections"
    )
    func sectionMove() {
        let content = DeclarativeContent {
            ListSection(id: "x", header: "X") { ListRow<NameCell>("a") }
            ListSection(id: "y", header: "Y") {
                ListRow<NameCell>("b"); ListRow<NameCell>("c")
            }
        }
        let table = show(content)
        content.update { content in content.sections.swapAt(0, 1) }
        let terminal = screen(table, columns: 80)
        #expect(Array(terminal.lines[1...6]) == ["▍Y", "  ↕ b", "  ↕ c", "", "▍X", "›   a"])
        #expect(terminal.lines[11].contains("sections +0 -0 ↕1 ~0"), "\(terminal.lines[11])")
        #expect(table.rejectedStages.isEmpty)
    }

    @Test(
        "The cursor's section deleted, with an empty section after it: the cursor goes to the nearest row (it used to trap)"
    )
    func cursorSectionDeletedBeforeEmptySection() {
        let content = DeclarativeContent {
            ListSection(id: 0, header: "A") { ListRow<NameCell>("a") }
            ListSection(id: 1, header: "B") { ListRow<NameCell>("b") }
            ListSection(id: 2, header: "C") {}
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
        let content = DeclarativeContent { ListSection(id: "s") { ListRow<PlainCell>("plain") } }
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

    @Test(
        "A declarative section inside a cascading tree: its rows' cells, title and tap closures work through the root")
    func declarativeSectionNode() {
        var taps: [String] = []
        let root = CascadingRoot(children: [
            NamesNode(["ada"]),
            DeclarativeSectionNode(
                ListSection(id: "actions", header: "Actions") {
                    ListRow<NumberCell>(7).onTap { event in
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
