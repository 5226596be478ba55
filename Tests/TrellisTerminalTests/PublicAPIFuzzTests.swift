import Foundation
import Testing
import Trellis
import TrellisTerminal
import TrellisTesting
import _TrellisTestSupport

/// A seeded fuzz of the public API: random calls, many of them with hostile arguments (`Int.max`, `Int.min`,
/// negative and out-of-range indexes and paths, duplicates, edits from inside an observer), against a storage and
/// declarative content shown by two hosts at once (the terminal table and the headless table). After every call:
/// nothing trapped (the test is still running), both hosts show exactly what the content holds, each visible cell
/// shows its row's model, and every anomaly reported has a message. A failure prints its seed and step.
@MainActor
@Suite("Hostile input: a seeded fuzz of the public API across storages and hosts")
struct PublicAPIFuzzTests {
    static let cases = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 120
    static let hostile = [Int.max, Int.min, -1, Int.max - 1, 1 << 40]

    /// An index: mostly in range, sometimes just past it, sometimes hostile.
    static func index(_ count: Int, _ generator: inout SeededGenerator) -> Int {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return hostile.randomElement(using: &generator) ?? -1
        case 1: return count
        default: return count == 0 ? 0 : Int.random(in: 0..<count, using: &generator)
        }
    }

    @Test("random calls with hostile arguments on a storage shown by two hosts")
    func storageFuzz() {
        for seed in 0..<Self.cases {
            if let failure = Self.runStorage(seed: 70_000 + seed) {
                Issue.record("seed \(70_000 + seed): \(failure)")
                return
            }
        }
    }

    @Test("random calls with hostile arguments on declarative content shown by two hosts")
    func declarativeFuzz() {
        for seed in 0..<Self.cases {
            if let failure = Self.runDeclarative(seed: 80_000 + seed) {
                Issue.record("seed \(80_000 + seed): \(failure)")
                return
            }
        }
    }

    static func runStorage(seed: UInt64) -> String? {
        var generator = SeededGenerator(seed: seed)
        let collector = AnomalyCollector()
        let storage = MemoryStorage()
        storage.anomalyHandler = collector.handler
        let terminal = TerminalTableView(content: storage, title: "fuzz")
        terminal.dispatcher.registry.register(NameCell.self)
        terminal.dispatcher.anomalyHandler = collector.handler
        let headless = HeadlessTableView(content: storage, viewportHeight: 6)
        headless.registry.register(NameCell.self)
        headless.dispatcher.anomalyHandler = collector.handler
        _ = terminal.frame(size: TerminalSize(columns: 60, rows: 12))
        var next = 0
        func fresh() -> String { next += 1; return "n\(next)" }
        var reentrant = false
        let observation = storage.observe { _ in
            guard reentrant else { return }
            reentrant = false
            try? storage.addItem(fresh())  // an edit made during a delivery: deferred and reported
        }
        defer { observation.cancel() }
        for step in 0..<40 {
            let sections = storage.numberOfSections
            let section = index(sections, &generator)
            let count = storage.numberOfItems(inSection: section)
            let path = ItemPath(item: index(count, &generator), section: section)
            let other = ItemPath(item: index(count, &generator), section: index(sections, &generator))
            collector.collect {
                switch Int.random(in: 0..<16, using: &generator) {
                case 0: try? storage.addItem(fresh(), toSection: section)
                case 1: try? storage.insertItem(fresh(), at: path)
                case 2: try? storage.removeItem(at: path)
                case 3: try? storage.moveItem(at: path, to: other)
                case 4: try? storage.replaceItem(at: path, with: fresh())
                case 5: try? storage.reloadItem(at: path)
                case 6: try? storage.insertItems([fresh(), fresh()], at: [path, other])
                case 7: try? storage.removeItems(at: [path, other, path])
                case 8: try? storage.setItems([fresh()], forSection: section)
                case 9: try? storage.setSectionHeaderModel("H\(step)", forSection: section)
                case 10: try? storage.removeSection(at: section)
                case 11:
                    try? storage.performUpdates {
                        try storage.addItem(fresh(), toSection: max(0, min(section, sections)))
                        if Bool.random(using: &generator) { try storage.removeItem(at: other) }
                    }
                case 12: reentrant = true; try? storage.addItem(fresh())
                case 13: try? storage.addItems(["dup", "dup"], toSection: 0)
                case 14:
                    terminal.moveCursor(by: hostile.randomElement(using: &generator) ?? 0)
                    headless.scroll(to: path)
                default:
                    headless.scroll(toRow: hostile.randomElement(using: &generator) ?? 0)
                    _ = terminal.handle(.down)
                }
            }
            _ = terminal.frame(size: TerminalSize(columns: 60, rows: 12))
            if let failure = check(storage, terminal, headless, collector) { return "step \(step): \(failure)" }
        }
        return nil
    }

    static func runDeclarative(seed: UInt64) -> String? {
        var generator = SeededGenerator(seed: seed)
        let collector = AnomalyCollector()
        let content = DeclarativeContent()
        content.anomalyHandler = collector.handler
        let terminal = TerminalTableView(content: content, title: "fuzz")
        let headless = HeadlessTableView(content: content, viewportHeight: 6)
        headless.dispatcher.anomalyHandler = collector.handler
        terminal.dispatcher.anomalyHandler = collector.handler
        var next = 0
        func row() -> ListRow<NameCell> { next += 1; return ListRow<NameCell>("r\(next)") }
        for step in 0..<30 {
            let sections = content.sections.count
            let section = index(sections, &generator)
            collector.collect {
                content.update { content in
                    switch Int.random(in: 0..<7, using: &generator) {
                    case 0:
                        content.sections.append(
                            ListSection(id: Int.random(in: 0..<4, using: &generator), rows: [row(), row()]))
                    case 1 where content.sections.indices.contains(section):
                        content.sections[section].rows.append(row())
                    case 2 where content.sections.indices.contains(section): content.sections.remove(at: section)
                    case 3 where content.sections.indices.contains(section) && !content.sections[section].rows.isEmpty:
                        content.sections[section].rows.removeFirst()
                    case 4: content.sections.shuffle(using: &generator)
                    case 5 where content.sections.indices.contains(section):
                        content.sections[section].rows.append(ListRow<NameCell>("same", id: "same"))  // a repeated row
                    default: break
                    }
                }
                if Bool.random(using: &generator) {
                    headless.scroll(toRow: hostile.randomElement(using: &generator) ?? 0)
                    terminal.moveCursor(by: hostile.randomElement(using: &generator) ?? 0)
                }
            }
            _ = terminal.frame(size: TerminalSize(columns: 60, rows: 12))
            if let failure = check(content, terminal, headless, collector) { return "step \(step): \(failure)" }
        }
        return nil
    }

    /// What both hosts show against what the content holds; every anomaly's text.
    static func check(
        _ content: any SectionedContent, _ terminal: TerminalTableView, _ headless: HeadlessTableView,
        _ collector: AnomalyCollector
    ) -> String? {
        let counts = (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) }
        let terminalCounts = (0..<terminal.numberOfSections).map { terminal.numberOfRows(inSection: $0) }
        if terminalCounts != counts { return "the terminal shows \(terminalCounts), the content holds \(counts)" }
        if headless.counts != counts {
            return "the headless table shows \(headless.counts), the content holds \(counts)"
        }
        for path in terminal.visibleItemPaths {
            let model = content.item(at: path)
            let expected = (model as? String) ?? ((model as? ListRow<NameCell>)?.model)
            if let cell = terminal.visibleCell(at: path) as? NameCell, cell.name != expected {
                return
                    "the terminal's cell at \(path) shows \(cell.name), the content holds \(String(describing: expected))"
            }
        }
        for path in headless.visibleItemPaths {
            let expected = content.item(at: path).map { ($0 as? String) ?? ($0 as? ListRow<NameCell>)?.model ?? "?" }
            if let cell = headless.cell(at: path) as? NameCell, cell.name != expected {
                return
                    "the headless cell at \(path) shows \(cell.name), the content holds \(String(describing: expected))"
            }
        }
        if let silent = collector.anomalies.first(where: { $0.message.isEmpty || $0.shortMessage.isEmpty }) {
            return "an anomaly without text: \(silent)"
        }
        return nil
    }
}
