import Trellis
import TrellisTerminal

// An outline: this package's own files as an `OutlineContent`. Enter on a folder expands or collapses it (the
// outline toggles rows that have children when they are selected), its children slide in and out through the diff;
// rows are indented by their depth (the outline answers the table's indentation level). Sections collapse too:
// c folds the cursor's section, 1-3 fold a section by number, e expands every folder, x collapses them all.

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
        return StyledLine(open ? "▾ " : "▸ ", .colored(.cyan, bold: true)) + StyledLine(node.name + "/", .colored(.blue, bold: true))
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
        table.keyHints = "Enter toggle folder  c fold section  1-3 fold section n  e expand all  x collapse all  q back"
        table.dispatcher.registry.register(FileNodeCell.self) { [unowned self] mapping in
            mapping.didSelect { _, node, path in
                guard !node.isFolder else { return }
                self.table.statusMessage = "didSelect \(node.path) at depth \(self.table.dispatcher.indentationLevelForItem(at: path))"
            }
        }
        outline.onToggle = { [unowned self] model, expanded in
            guard let node = model as? FileNode else { return }
            table.statusMessage = "\(expanded ? "expanded" : "collapsed") \(node.path)/"
        }
        outline.sections = [
            section(0, items: [
                folder("Sources/Trellis", [
                    folder("Sources/Trellis/Declarative", files: ["Row.swift", "Section.swift", "DeclarativeContent.swift"]),
                    folder("Sources/Trellis/Cascading", files: ["CascadingNode.swift", "CascadingRoot.swift"]),
                    folder("Sources/Trellis/Outline", files: ["OutlineContent.swift", "OutlineItem.swift"]),
                    file("Sources/Trellis/Diffing/StagedChangeset+Diff.swift"),
                ]),
                folder("Sources/TrellisTerminal", files: ["TerminalTableView.swift", "TerminalSession.swift"]),
                folder("Sources/trellis-demo", [
                    folder("Sources/trellis-demo/Screens", files: ["OutlineScreen.swift", "PostsScreen.swift"]),
                    file("Sources/trellis-demo/main.swift"),
                ]),
            ]),
            section(1, items: [
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
            outline.setAllExpanded(true)
            table.statusMessage = "setAllExpanded(true): one update"
        case .character("x"):
            outline.setAllExpanded(false)
            table.statusMessage = "setAllExpanded(false): one update"
        default:
            return false
        }
        return true
    }

    /// Folds or unfolds a section; its header says so (a changed header: the section is reloaded with its rows).
    private func toggleSection(_ index: Int) {
        guard outline.sections.indices.contains(index) else { return }
        var sections = outline.sections
        sections[index].isCollapsed.toggle()
        sections[index].header = header(index, collapsed: sections[index].isCollapsed)
        outline.sections = sections
        table.statusMessage = "\(sections[index].isCollapsed ? "collapsed" : "expanded") section \(titles[index])"
    }

    private func header(_ index: Int, collapsed: Bool) -> String {
        "\(collapsed ? "▸" : "▾") \(titles[index])  (\(index + 1) \(collapsed ? "unfolds" : "folds"))"
    }

    private func section(_ index: Int, items: [OutlineItem]) -> OutlineSection {
        OutlineSection(id: titles[index], header: header(index, collapsed: false), items: items)
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
