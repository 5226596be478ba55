import Foundation
import Testing
import Trellis
import TrellisTerminal
import _TrellisTestSupport

// Seeded random edits of content that answers for itself (declarative rows, outlines) through the terminal table.

@MainActor
@Suite("Terminal table: random declarative edits")
struct DeclarativeRandomTests {
    /// A row of the random content: its id and its text (changing the text reloads the row).
    struct Entry: Equatable {
        let id: Int
        var text: String
    }

    @Test(
        "Random row and section inserts, removals, moves and reloads through update(animation:): the table agrees with the content, cells show their rows, the selection follows its row"
    )
    func randomDeclarativeEdits() {
        let cases = Int(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 100
        for seed in 0..<UInt64(cases) {
            var generator = SeededGenerator(seed: seed)
            var next = 0
            func fresh() -> Entry { next += 1; return Entry(id: next, text: "n\(next)") }
            var model: [(id: Int, rows: [Entry])] = (0..<3).map { _ in (next + 1000, (0..<6).map { _ in fresh() }) }
            for index in model.indices { model[index].id = 1000 + index }
            func sections() -> [ListSection] {
                model.map { section in
                    ListSection(
                        id: section.id, header: "S\(section.id)",
                        rows: section.rows.map { ListRow<NameCell>($0.text, id: $0.id) })
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
                        model[target].rows.insert(
                            row, at: Int.random(in: 0...model[target].rows.count, using: &generator))
                    case 3 where count > 0:
                        model[section].rows[Int.random(in: 0..<count, using: &generator)].text += "'"
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
                        Issue.record(
                            "seed \(seed) step \(step): the selection was \(selected), is \(String(describing: now))")
                    }
                }
                let keys: [Key] = [.down, .up, .pageDown, .enter, .home]
                table.handle(keys[Int.random(in: 0..<keys.count, using: &generator)])
                _ = table.frame(size: TerminalSize(columns: 30, rows: 14))
                let expected = model.map(\.rows.count)
                let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
                if counts != expected || !table.rejectedStages.isEmpty {
                    Issue.record(
                        "seed \(seed) step \(step): the table shows \(counts), the content \(expected); rejected \(table.rejectedStages)"
                    )
                }
                for path in table.visibleItemPaths {
                    let shown = (table.visibleCell(at: path) as? NameCell)?.name
                    let text = model[path.section].rows[path.item].text
                    if shown != text {
                        Issue.record(
                            "seed \(seed) step \(step): \(path) shows \(shown ?? "nil"), the content has \(text)")
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Terminal table: random outline toggles")
struct OutlineRandomTests {
    @Test(
        "Random expands, collapses and section folds: the table shows the outline's expanded rows, each indented by its depth"
    )
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
                    Issue.record(
                        "seed \(seed) step \(step): the table shows \(counts), the outline \(expected.map(\.count))")
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
