import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

// Attacks on today's rules that held, in the headless table: cells configured with their path after random
// multi-stage updates, rows without identity mixed with identified and Void rows (minimal diffs), heights of rows
// sharing an identity across rebuilds (declarative and cascading), and a cascading node's one door at every depth.

/// A headless cell numbering its row from its path.
private final class ProbePathCell: DeclarativeCell, ConstructibleView, TextSnapshotRepresentable {
    typealias Model = String
    var label = ""
    init() {}
    func configure(_ title: String, path: ItemPath) { label = "[\(path.section).\(path.item)] \(title)" }
    var snapshotText: String { label }
}

/// A headless cell with no model.
private final class ProbeVoidCell: DeclarativeCell, ConstructibleView, TextSnapshotRepresentable {
    typealias Model = Void
    init() {}
    func configure(_ model: Void, path: ItemPath) {}
    var snapshotText: String { "void" }
}

/// A model with no identity of its own.
private struct ProbeNote { var text: String }

private final class ProbeNoteCell: DeclarativeCell, ConstructibleView, TextSnapshotRepresentable {
    typealias Model = ProbeNote
    var text = ""
    init() {}
    func configure(_ note: ProbeNote, path: ItemPath) { text = note.text }
    var snapshotText: String { text }
}

/// A headless cell for sized strings ("name:size").
private final class ProbeSizedCell: DeclarativeCell, ConstructibleView {
    typealias Model = String
    init() {}
    func configure(_ model: String, path: ItemPath) {}
}

@MainActor
@Suite("New rules: engine attacks that held", .collectsAnomalies)
struct NewRulesEngineAttackTests {
    // MARK: Path-configured cells, headless

    @Test("Headless: path-numbered cells show their path after random multi-stage updates", arguments: 0..<16)
    func headlessPathCells(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var sections: [(id: Int, rows: [(id: Int, title: String)])] = [(0, [(1, "r1"), (2, "r2")])]
        var next = 10
        let content = DeclarativeContent()
        func publish() {
            content.sections = sections.map { section in
                ListSection(id: section.id) {
                    for row in section.rows { ListRow<ProbePathCell>(row.title, id: row.id) }
                }
            }
        }
        publish()
        let screen = DeclarativeScreen(content, viewportHeight: 400)
        var checked = 0
        for step in 0..<40 {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let s = Int.random(in: 0..<sections.count, using: &random)
                switch Int.random(in: 0..<9, using: &random) {
                case 0:
                    next += 1
                    sections.insert((next, []), at: Int.random(in: 0...sections.count, using: &random))
                case 1 where sections.count > 1:
                    sections.remove(at: s)
                case 2 where sections.count > 1:
                    sections.swapAt(s, Int.random(in: 0..<sections.count, using: &random))
                case 3 where !sections[s].rows.isEmpty:
                    let row = sections[s].rows.remove(at: Int.random(in: 0..<sections[s].rows.count, using: &random))
                    let t = Int.random(in: 0..<sections.count, using: &random)
                    sections[t].rows.insert(row, at: Int.random(in: 0...sections[t].rows.count, using: &random))
                case 4 where !sections[s].rows.isEmpty:
                    sections[s].rows.remove(at: Int.random(in: 0..<sections[s].rows.count, using: &random))
                case 5 where !sections[s].rows.isEmpty:
                    let i = Int.random(in: 0..<sections[s].rows.count, using: &random)
                    sections[s].rows[i].title += "'"
                case 6:
                    sections[s].rows.shuffle(using: &random)
                default:
                    next += 1
                    sections[s].rows.insert(
                        (next, "r\(next)"), at: Int.random(in: 0...sections[s].rows.count, using: &random))
                }
            }
            publish()
            #expect(screen.errors.isEmpty, "seed \(seed) step \(step)")
            for shown in screen.table.visibleItemPaths {
                let label = (screen.table.cell(at: shown) as? ProbePathCell)?.label
                let expected = "[\(shown.section).\(shown.item)] \(sections[shown.section].rows[shown.item].title)"
                #expect(label == expected, "seed \(seed) step \(step) at \(shown)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    // MARK: Rows without identity

    /// Rows of identified, `Void` and identity-less (`ProbeNote`) models mixed in two sections, rebuilt at random:
    /// the table shows the model, and each update inserts and deletes no more rows than the change needs (identified
    /// rows by id, identity-less rows by how many of their type the section has).
    @Test("Void, identity-less and identified rows mixed: minimal diffs, the screen matches", arguments: 0..<24)
    func mixedTokenRows(seed: UInt64) {
        enum Row: Equatable {
            case named(Int)
            case void
            case note(String)
        }
        var random = SeededGenerator(seed: seed)
        var sections: [[Row]] = [[.named(1), .void, .note("a")], [.void, .note("b"), .named(2)]]
        var next = 10
        let content = DeclarativeContent()
        func publish() {
            content.sections = sections.enumerated().map { index, rows in
                ListSection(id: index) {
                    for row in rows {
                        switch row {
                        case .named(let id): ListRow<ProbePathCell>("n\(id)", id: id)
                        case .void: ListRow<ProbeVoidCell>(())
                        case .note(let text): ListRow<ProbeNoteCell>(ProbeNote(text: text))
                        }
                    }
                }
            }
        }
        func describe(_ row: Row) -> String {
            switch row {
            case .named(let id): "n\(id)"
            case .void: "()"
            case .note(let text): "ProbeNote(text: \"\(text)\")"
            }
        }
        publish()
        let screen = DeclarativeScreen(content, viewportHeight: 200)
        for step in 0..<30 {
            let old = sections
            let s = Int.random(in: 0..<2, using: &random)
            let kinds: [Row] = [.void, .note("x\(next)"), .named(next)]
            next += 1
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                sections[s].insert(
                    kinds[Int.random(in: 0..<3, using: &random)],
                    at: Int.random(in: 0...sections[s].count, using: &random))
            case 1 where !sections[s].isEmpty:
                sections[s].remove(at: Int.random(in: 0..<sections[s].count, using: &random))
            case 2 where !sections[s].isEmpty:
                let i = Int.random(in: 0..<sections[s].count, using: &random)
                if case .note = sections[s][i] { sections[s][i] = .note("e\(next)") }
            default:
                sections[s].shuffle(using: &random)
            }
            let before = screen.updates.count
            publish()
            #expect(screen.errors.isEmpty, "seed \(seed) step \(step)")
            #expect(screen.shownModels == sections.map { $0.map(describe) }, "seed \(seed) step \(step)")
            // The fewest inserts and deletes: ids added or removed, and per section and token type the change in count.
            var needed = 0
            for index in 0..<2 {
                let oldIDs = Set(old[index].compactMap { if case .named(let id) = $0 { id } else { nil } })
                let newIDs = Set(sections[index].compactMap { if case .named(let id) = $0 { id } else { nil } })
                needed += oldIDs.symmetricDifference(newIDs).count
                let oldVoids = old[index].filter { $0 == .void }.count,
                    newVoids = sections[index].filter { $0 == .void }.count
                needed += abs(oldVoids - newVoids)
                let isNote: (Row) -> Bool = { if case .note = $0 { true } else { false } }
                needed += abs(old[index].filter(isNote).count - sections[index].filter(isNote).count)
            }
            let changes = screen.updates[before...].flatMap(\.stages).map {
                $0.update.insertedItems.count + $0.update.deletedItems.count
            }.reduce(0, +)
            #expect(changes == needed, "seed \(seed) step \(step): \(old) -> \(sections)")
        }
    }

    // MARK: Heights of rows sharing an identity

    /// Rows with ids drawn from a small pool (duplicates appear and go away) and computed heights that depend on the
    /// model: after every rebuild every row's height is its own, in declarative content and in a cascading tree of
    /// declarative sections.
    @Test("Random rebuilds making and removing duplicate ids: every row keeps its own height", arguments: 0..<24)
    func duplicateHeights(seed: UInt64) {
        for cascading in [false, true] {
            var random = SeededGenerator(seed: seed)
            var rows: [(id: Int, size: Int)] = (0..<5).map { ($0, $0 + 1) }
            func section() -> ListSection {
                ListSection(id: "s") {
                    for row in rows {
                        ListRow<ProbeSizedCell>("\(row.id):\(row.size)", id: row.id).height { model, _ in
                            Double(model.split(separator: ":")[1])!
                        }
                    }
                }
            }
            let declarative = DeclarativeContent()
            declarative.sections = [section()]
            let node = DeclarativeSectionNode(section())
            let root = CascadingRoot(children: [node])
            let rootScreen = cascading ? DeclarativeScreen(root, viewportHeight: 100) : nil
            let declarativeScreen = cascading ? nil : DeclarativeScreen(declarative, viewportHeight: 100)
            let dispatcher = rootScreen?.dispatcher ?? declarativeScreen!.dispatcher
            for step in 0..<30 {
                for (i, row) in rows.enumerated() {
                    let height = dispatcher.heightForItem(at: path(0, i))
                    #expect(height == Double(row.size), "seed \(seed) cascading \(cascading) step \(step) row \(i)")
                }
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    rows.insert(
                        (Int.random(in: 0..<4, using: &random), Int.random(in: 1..<60, using: &random)),
                        at: Int.random(in: 0...rows.count, using: &random))
                case 1 where rows.count > 1:
                    rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
                case 2 where !rows.isEmpty:
                    rows[Int.random(in: 0..<rows.count, using: &random)].size = Int.random(in: 1..<60, using: &random)
                case 3:
                    rows.shuffle(using: &random)
                default:
                    if !rows.isEmpty { rows[Int.random(in: 0..<rows.count, using: &random)].id = 50 + step }
                }
                if cascading { node.section = section() } else { declarative.sections = [section()] }
            }
        }
    }

    // MARK: The cascading door at every depth

    @Test(
        "A row child's answer override hears typed events through its section; section overrides with and without super"
    )
    func cascadingDoorAtDepth() {
        let rowA = ProbeRowNode("a"), rowB = ProbeRowNode("b")
        let plain = CascadingNode(children: [rowA, rowB])
        let rowC = ProbeRowNode("c")
        let forwarding = ProbeForwardingSection(children: [rowC])
        let rowD = ProbeRowNode("d")
        let swallowing = ProbeSwallowingSection(children: [rowD])
        let root = CascadingRoot(children: [plain, forwarding, swallowing])
        let table = HeadlessTableView(viewportHeight: 20)
        table.registry.register(ProbeRowCell.self)
        table.dispatcher.content = root
        table.reloadData()
        let dispatcher = table.dispatcher
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 21)
        #expect(dispatcher.heightForItem(at: path(1, 0)) == 21)
        #expect(dispatcher.heightForItem(at: path(2, 0)) == 99, "the section's typed override, no super")
        dispatcher.didSelectItem(at: path(0, 0))
        dispatcher.didSelectItem(at: path(1, 0))
        dispatcher.didSelectItem(at: path(2, 0))
        #expect(rowA.heard == ["didSelect 0"])
        #expect(rowC.heard == ["didSelect 0"])
        #expect(forwarding.heard == ["didSelect [1, 0]"])
        #expect(rowD.heard.isEmpty, "its section answers didSelect without super")
        #expect(dispatcher.indentationLevelForItem(at: path(1, 0)) == 4)
    }
}

/// A row child answering everything through its door.
@MainActor
private final class ProbeRowNode: CascadingNode {
    let name: String
    var heard: [String] = []
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override var rowModel: Any? { name }
    override func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let height = event.answer(as: .heightForCell, argument: argument, { _ in 21 }) { return height }
        if event.answer(as: .didSelect, argument: argument, { _ in self.heard.append("didSelect \(path.item)") }) != nil
        {
            return nil
        }
        if let level = event.answer(as: .indentationLevel, argument: argument, { _ in 4 }) { return level }
        return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    }
}

/// A section overriding its door, hearing selection and calling super.
@MainActor
private final class ProbeForwardingSection: CascadingNode {
    var heard: [String] = []
    override func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if event.matches(.didSelect) { heard.append("didSelect \(path)") }
        return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    }
}

/// A section answering typed methods without calling super.
@MainActor
private final class ProbeSwallowingSection: CascadingNode {
    override func heightForRow(at path: ItemPath) -> Double? { 99 }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) {}
}

private final class ProbeRowCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: String) {}
}
