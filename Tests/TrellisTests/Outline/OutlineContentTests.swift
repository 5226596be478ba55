import Foundation
import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

@MainActor
@Suite("Outline", .collectsAnomalies)
struct OutlineContentTests {
    private func files() -> OutlineContent {
        OutlineContent {
            OutlineSection(id: "files", header: "Files") {
                OutlineItem("Docs") {
                    OutlineItem("a.txt")
                    OutlineItem("Old") { OutlineItem("z.txt") }
                }
                OutlineItem("readme")
            }
            OutlineSection(id: "trash", header: "Trash") { OutlineItem("x") }
        }
    }

    @Test(
        "Expanding and collapsing rows animates their children in and out, in tables and collections",
        arguments: [BatchUpdateTarget.tableView, .collectionView])
    func expandCollapse(kind: BatchUpdateTarget) {
        let outline = files()
        let screen = DeclarativeScreen(outline, kind: kind)
        screen.dispatcher.registry.register(TextCell.self)
        #expect(screen.shownModels == [["Docs", "readme"], ["x"]])
        #expect(outline.toggle("Docs"))
        #expect(screen.shownModels == [["Docs", "a.txt", "Old", "readme"], ["x"]])
        #expect(screen.table.log.insertedItems == [path(0, 1), path(0, 2)])
        outline.setExpanded(true, "Old")
        #expect(screen.shownModels[0] == ["Docs", "a.txt", "Old", "z.txt", "readme"])
        #expect(outline.depth(of: "z.txt") == 2)
        #expect(screen.dispatcher.indentationLevelForItem(at: path(0, 3)) == 2)
        outline.toggle("Docs")
        #expect(screen.shownModels[0] == ["Docs", "readme"])
        #expect(Set(screen.table.log.deletedItems.suffix(3)) == [path(0, 1), path(0, 2), path(0, 3)])
        // The nested item keeps its state: expanding Docs again shows z.txt too.
        outline.toggle("Docs")
        #expect(screen.shownModels[0].count == 5)
        #expect(outline.toggle("nothing") == false)
        #expect(screen.errors.isEmpty)
    }

    @Test("Collapsing a section removes its rows and keeps its header; selecting an expandable row toggles it")
    func sectionsAndSelection() {
        let outline = files()
        var toggled: [String] = []
        outline.onToggle = { model, expanded in toggled.append("\(model) \(expanded)") }
        let screen = DeclarativeScreen(outline)
        screen.dispatcher.registry.register(TextCell.self)
        outline.toggleSection("trash")
        #expect(screen.shownModels == [["Docs", "readme"], []])
        #expect(screen.dispatcher.title(ofKind: .header, inSection: 1) == "Trash")
        screen.dispatcher.didSelectItem(at: path(0, 0))
        #expect(screen.shownModels[0] == ["Docs", "a.txt", "Old", "readme"])
        screen.dispatcher.didSelectItem(at: path(0, 1))
        #expect(screen.shownModels[0].count == 4)
        #expect(toggled == ["Docs true"])
        outline.setAllExpanded(true)
        #expect(screen.shownModels[0].count == 5)
        #expect(screen.errors.isEmpty)
        #expect((screen.table.cell(at: path(0, 3)) as? TextCell)?.text == "z.txt")
    }

    @Test("Outline rows can be declarative rows, shown by their own cells")
    func declarativeRows() {
        let france = Country(code: "FR", name: "France")
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem(ListRow<TextCell>("Europe"), isExpanded: true) {
                    OutlineItem(ListRow<CountryCell>(france).height(50))
                }
            }
        }
        let screen = DeclarativeScreen(outline)
        #expect((screen.table.cell(at: path(0, 1)) as? CountryCell)?.shown == [france])
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 50)
        #expect(screen.dispatcher.indentationLevelForItem(at: path(0, 1)) == 1)
    }

    @Test("Random expansions and collapses always pass UIKit's rules and show the expanded rows")
    func randomToggles() {
        let runs = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 200
        for seed in 0..<runs {
            var random = SeededGenerator(seed: seed)
            func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
            var next = 0
            var names: [String] = []
            func items(_ depth: Int) -> [OutlineItem] {
                (0..<int(0...3)).map { _ in
                    next += 1
                    names.append("n\(next)")
                    return OutlineItem(
                        "n\(next)", isExpanded: int(0...1) == 0, children: depth < 2 ? items(depth + 1) : [])
                }
            }
            let outline = OutlineContent { for index in 0..<int(1...3) { OutlineSection(id: index, items: items(0)) } }
            let screen = DeclarativeScreen(
                outline, kind: seed % 2 == 0 ? .tableView : .collectionView, viewportHeight: 5)
            for _ in 0..<int(1...8) {
                if int(0...4) == 0 {
                    outline.toggleSection(int(0...outline.sections.count - 1))
                } else if !names.isEmpty {
                    outline.toggle(names[int(0...names.count - 1)])
                }
            }
            func expected(_ items: [OutlineItem]) -> [String] {
                items.flatMap { item in
                    [item.model as? String ?? "?"] + (item.isExpanded ? expected(item.children) : [])
                }
            }
            let declared = outline.sections.map { $0.isCollapsed ? [] : expected($0.items) }
            #expect(screen.errors.isEmpty && screen.shownModels == declared, "seed \(seed)")
            if !screen.errors.isEmpty || screen.shownModels != declared { return }
        }
    }
}
