import Trellis
import TrellisTerminal

// An outline: this package's own files as an `OutlineContent`. Enter on a folder expands or collapses it (the
// outline toggles rows that have children when they are selected), its children slide in and out through the diff;
// rows are indented by their depth (the outline answers the table's indentation level). Sections fold too: c folds
// the cursor's section, 1-3 fold a section by number, e expands everything (every section and folder, one update),
// x collapses every folder. A section's header is a view that reads whether the section is folded when it is drawn,
// so folding changes no header model: the section's rows go and come back as deletions and insertions (they flash
// as inserted), not as a reload of the whole section.

/// A file or folder (a class: the outline finds it by the instance; equal by path, so it is never reloaded).
final class FileNode: Equatable {
    let path: String
    let isFolder: Bool
    /// The outline that shows it, to draw its disclosure triangle.
    weak var outline: OutlineContent?

    init(_ path: String, isFolder: Bool) {
        self.path = path
        self.isFolder = isFolder
    }

    var name: String { String(path.split(separator: "/").last ?? "") }

    static func == (lhs: FileNode, rhs: FileNode) -> Bool { lhs.path == rhs.path }
}

/// A file row: a triangle for folders (open or closed, read when drawn), the name.
final class FileNodeCell: TerminalView, ModelTransfer, ConstructibleView {
    private var node: FileNode?
    init() {}
    func update(with node: FileNode) { self.node = node }
    func draw(width: Int) -> StyledLine {
        guard let node else { return StyledLine() }
        guard node.isFolder else { return StyledLine("  " + node.name) }
        let open = node.outline?.isExpanded(node) ?? false
        return StyledLine(open ? "▾ " : "▸ ", .colored(.cyan, bold: true))
            + StyledLine(node.name + "/", .colored(.blue, bold: true))
    }
}

/// A section's header: its title and the key that folds it. Equal by title and key, so folding (which the header
/// view reads when it draws) never changes the header model and never reloads the section.
final class SectionHeading: Equatable {
    let title: String
    let key: Character
    let isFolded: @MainActor () -> Bool

    init(title: String, key: Character, isFolded: @escaping @MainActor () -> Bool) {
        self.title = title
        self.key = key
        self.isFolded = isFolded
    }

    static func == (lhs: SectionHeading, rhs: SectionHeading) -> Bool { lhs.title == rhs.title && lhs.key == rhs.key }
}

/// Draws a section header: a triangle (open or folded, read when drawn), the title, and what its key does.
final class SectionHeadingView: TerminalView, ModelTransfer, ConstructibleView {
    private var heading: SectionHeading?
    init() {}
    func update(with heading: SectionHeading) { self.heading = heading }
    func draw(width: Int) -> StyledLine {
        guard let heading else { return StyledLine() }
        let folded = heading.isFolded()
        return StyledLine("\(folded ? "▸" : "▾") \(heading.title)", .colored(.cyan, bold: true))
            + StyledLine("   press \(heading.key) to \(folded ? "unfold" : "fold")", .dim)
    }
}

final class OutlineScreen: DemoScreen {
    static let name = "outline"
    static let title = "Outline"
    static let summary = "folders and sections expand and collapse"

    let table = TerminalTableView(title: "Outline: folders expand and collapse through the diff; Enter toggles")
    private let outline = OutlineContent(animation: .automatic)
    private let titles = ["Sources", "Tests", "docs"]

    init() {
        table.keyHints =
            "Enter toggle folder  c fold section  1-3 fold section n  e expand all  x collapse folders  q back"
        table.dispatcher.registry.register(SectionHeadingView.self, as: .header)
        table.dispatcher.registry.register(FileNodeCell.self) { [unowned self] mapping in
            mapping.didSelect { _, node, path in
                guard !node.isFolder else { return }
                self.table.statusMessage =
                    "didSelect \(node.path) at depth \(self.table.dispatcher.indentationLevelForItem(at: path))"
            }
        }
        outline.onToggle = { [unowned self] model, expanded in
            guard let node = model as? FileNode else { return }
            table.statusMessage = "\(expanded ? "expanded" : "collapsed") \(node.path)/"
        }
        outline.sections = [
            section(
                0,
                items: [
                    folder(
                        "Sources/Trellis",
                        [
                            folder(
                                "Sources/Trellis/Declarative",
                                files: ["Row.swift", "Section.swift", "DeclarativeContent.swift"]),
                            folder("Sources/Trellis/Cascading", files: ["CascadingNode.swift", "CascadingRoot.swift"]),
                            folder("Sources/Trellis/Outline", files: ["OutlineContent.swift", "OutlineItem.swift"]),
                            file("Sources/Trellis/Diffing/StagedChangeset+Diff.swift"),
                        ]),
                    folder("Sources/TrellisTerminal", files: ["TerminalTableView.swift", "TerminalSession.swift"]),
                    folder(
                        "Sources/trellis-demo",
                        [
                            folder(
                                "Sources/trellis-demo/Screens", files: ["OutlineScreen.swift", "PostsScreen.swift"]),
                            file("Sources/trellis-demo/main.swift"),
                        ]),
                ]),
            section(
                1,
                items: [
                    folder("Tests/TrellisTests", files: ["DiffTests.swift", "OutlineTests.swift"]),
                    folder("Tests/TrellisDemoTests", files: ["DemoScreenTests.swift"]),
                ]),
            section(2, items: [file("docs/ARCHITECTURE.md"), file("docs/Events.md")]),
        ]
        table.show(outline)
    }

    func handle(key: Key) -> Bool {
        switch key {
        case .character("c"):
            guard let section = table.cursor?.section else { return true }
            toggleSection(section)
        case .character(let digit) where ("1"..."3").contains(digit):
            toggleSection((Int(String(digit)) ?? 1) - 1)
        case .character("e"):
            // Every section unfolded and every folder expanded, in one assignment: one update.
            let before = table.rowCount
            outline.sections = outline.sections.map { section in
                var section = section
                section.isCollapsed = false
                section.items = section.items.map(Self.expandingAll)
                return section
            }
            table.statusMessage = "expanded every section and folder in one update: +\(table.rowCount - before) rows"
        case .character("x"):
            let before = table.rowCount
            outline.setAllExpanded(false)
            table.statusMessage =
                "setAllExpanded(false): every folder collapsed in one update, -\(before - table.rowCount) rows"
        default:
            return false
        }
        return true
    }

    /// `item` and everything under it expanded.
    private static func expandingAll(_ item: OutlineItem) -> OutlineItem {
        var item = item
        if item.isExpandable { item.isExpanded = true }
        item.children = item.children.map(expandingAll)
        return item
    }

    /// Folds or unfolds a section: its rows go (or come back, flashing as inserted); its header view shows the
    /// state when it is drawn.
    private func toggleSection(_ index: Int) {
        guard outline.sections.indices.contains(index) else { return }
        outline.toggleSection(titles[index])
        table.statusMessage = "\(outline.sections[index].isCollapsed ? "folded" : "unfolded") section \(titles[index])"
    }

    private func section(_ index: Int, items: [OutlineItem]) -> OutlineSection {
        let heading = SectionHeading(title: titles[index], key: Character(String(index + 1))) { [unowned self] in
            outline.sections.indices.contains(index) && outline.sections[index].isCollapsed
        }
        return OutlineSection(id: titles[index], header: heading, items: items)
    }

    private func node(_ path: String, isFolder: Bool) -> FileNode {
        let node = FileNode(path, isFolder: isFolder)
        node.outline = outline
        return node
    }

    private func file(_ path: String) -> OutlineItem { OutlineItem(node(path, isFolder: false)) }

    private func folder(_ path: String, _ children: [OutlineItem]) -> OutlineItem {
        OutlineItem(node(path, isFolder: true), children: children)
    }

    private func folder(_ path: String, files: [String]) -> OutlineItem {
        folder(path, files.map { file(path + "/" + $0) })
    }
}
