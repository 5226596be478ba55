import Foundation
import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A section of words whose `moveRow(at:to:)` moves the word and, when asked, adds another (a "moved" marker, a
/// server's echo): the tree changes more than the user's move while it moves the row.
@MainActor
private final class WordsSection: CascadingNode {
    var words: [String] { didSet { setNeedsUpdate() } }
    var appendsOnMove: String?

    init(_ words: [String], appendsOnMove: String? = nil) {
        self.words = words
        self.appendsOnMove = appendsOnMove
        super.init()
    }

    override var rows: [Any] { words }
    override func canMoveRow(at path: ItemPath) -> Bool? { true }
    override func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        words.insert(words.remove(at: source.item), at: destination.item)
        if let appendsOnMove { words.append(appendsOnMove) }
    }
}

/// A cell showing a word.
@MainActor
private final class WordCell: ModelTransfer, ConstructibleView {
    var text = ""
    init() {}
    func update(with model: String) { text = model }
}

/// What closures saw, kept for the test to read.
@MainActor
private final class Recorded {
    var words: [String] = []
}

@MainActor
@Suite("A user's move: only the update that is the move is taken as shown", .collectsAnomalies)
struct UserMoveTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    func texts(_ table: HeadlessTableView) -> [[String]] {
        (0..<table.numberOfSections).map {
            table.models(inSection: $0).map { "\(table.dispatcher.registryModel(for: $0))" }
        }
    }

    @Test("A moveRow override that also adds a row: the row moves, then the table reloads and shows the added row")
    func overrideThatAddsARow() {
        let section = WordsSection(["a", "b", "c"], appendsOnMove: "moved")
        let root = CascadingRoot(children: [section])
        let table = HeadlessTableView(content: root)
        table.registry.register(WordCell.self)
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(section.words == ["b", "c", "a", "moved"])
        #expect(texts(table) == [["b", "c", "a", "moved"]])
        #expect(table.log.entries.last == .reloadData, "\(table.log.entries)")
        // The next update animates from what the table shows.
        section.words.append("next")
        #expect(texts(table) == [["b", "c", "a", "moved", "next"]])
        #expect(table.log.entries.last == .batch(BatchUpdate(insertedItems: [path(0, 4)])))
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty ?? false)
    }

    @Test("The same override without the extra row: its two updates (remove, insert) add up to the move: no reload")
    func removeThenInsertIsTheMove() {
        let section = WordsSection(["a", "b", "c"])
        let table = HeadlessTableView(content: CascadingRoot(children: [section]))
        table.registry.register(WordCell.self)
        let start = table.log.entries.count
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(texts(table) == [["b", "c", "a"]])
        #expect(Array(table.log.entries.dropFirst(start)) == [.userMove(from: path(0, 0), to: path(0, 2))])
    }

    @Test("An observer that answers the move's update with an edit of its own: the table reloads and shows it")
    func observerEditsDuringTheMove() {
        let content = DeclarativeContent {
            ListSection(id: "s") { for word in ["a", "b", "c"] { ListRow<WordCell>(word).onCanMove { _ in true } } }
        }
        let table = HeadlessTableView(content: content)
        let edited = Recorded()
        let observation = content.observe { [weak content] _ in
            guard edited.words.isEmpty, let content else { return }
            edited.words.append("echo")
            content.sections[0].rows.append(ListRow<WordCell>("echo"))
        }
        defer { observation.cancel() }
        #expect(table.moveRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
        #expect(edited.words == ["echo"])
        #expect(texts(table) == [["b", "c", "a", "echo"]])
        #expect(table.log.entries.last == .reloadData)
    }

    @Test("A declarative move whose diff says it otherwise is the move: no reload")
    func declarativeMoveIsAbsorbed() {
        let moved = Recorded()
        let content = DeclarativeContent {
            ListSection(id: "s") {
                for word in ["a", "b", "c", "d"] {
                    ListRow<WordCell>(word).onCanMove { _ in true }.onMove { event, _ in moved.words.append(event.model)
                    }
                }
            }
        }
        let table = HeadlessTableView(content: content)
        let start = table.log.entries.count
        #expect(table.moveRow(from: path(0, 3), to: path(0, 0)) == path(0, 0))
        #expect(texts(table) == [["d", "a", "b", "c"]])
        #expect(moved.words == ["d"])
        #expect(Array(table.log.entries.dropFirst(start)) == [.userMove(from: path(0, 3), to: path(0, 0))])
    }

    @Test("applyUserMove says what became of the move; the moveItem closures run unless it was refused")
    func results() {
        let section = WordsSection(["a", "b"], appendsOnMove: "x")
        let root = CascadingRoot(children: [section])
        let table = HeadlessTableView(content: root)
        table.registry.register(WordCell.self)
        let closures = Recorded()
        table.dispatcher.moveItem(WordCell.self) { word, _, _ in closures.words.append(word) }
        #expect(table.dispatcher.applyUserMove(from: path(0, 0), to: path(0, 1)) == .movedAndChanged)
        #expect(closures.words.count == 1)
        table.reloadData()
        section.appendsOnMove = nil
        #expect(table.dispatcher.applyUserMove(from: path(0, 0), to: path(0, 1)) == .moved)
        #expect(closures.words.count == 2)
        #expect(table.dispatcher.applyUserMove(from: path(0, 9), to: path(0, 1)) == .refused)
        #expect(closures.words.count == 2)
        #expect(UserMoveResult.moved.viewMustReload == false)
        #expect(UserMoveResult.movedAndChanged.viewMustReload && UserMoveResult.refused.viewMustReload)
    }
}

/// `ContentUpdate.isExactly(_:)`: which updates are exactly a user's move.
@MainActor
@Suite("The update of a user's move: exactly the move, or more")
struct UserMoveUpdateTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }
    func move(_ from: ItemPath, _ to: ItemPath) -> BatchUpdate.ItemMove { .init(source: from, target: to) }
    func sections(_ words: [[String]]) -> [StorageSection] { words.map { StorageSection(items: $0) } }
    func update(_ from: [[String]], _ to: [[String]]) -> ContentUpdate {
        ContentUpdate(from: sections(from), to: sections(to))
    }
    func stage(_ batch: BatchUpdate, _ words: [[String]]) -> ContentUpdate.Stage {
        ContentUpdate.Stage(data: ContentSnapshot(sections: sections(words)), update: batch)
    }

    @Test("The diff of a move, however it says it, is the move; anything more or else is not")
    func diffs() {
        let abcd = [["a", "b", "c", "d"]]
        #expect(update(abcd, [["b", "c", "d", "a"]]).isExactly(move(path(0, 0), path(0, 3))))
        #expect(update(abcd, [["d", "a", "b", "c"]]).isExactly(move(path(0, 3), path(0, 0))))
        #expect(update(abcd, [["b", "a", "c", "d"]]).isExactly(move(path(0, 1), path(0, 0))))
        #expect(!update(abcd, [["b", "c", "d", "a"]]).isExactly(move(path(0, 0), path(0, 2))), "another move")
        #expect(!update(abcd, [["b", "c", "d", "a", "e"]]).isExactly(move(path(0, 0), path(0, 3))), "and an insert")
        #expect(!update(abcd, [["b", "c", "a"]]).isExactly(move(path(0, 0), path(0, 2))), "and a delete")
        #expect(!update(abcd, [["b", "c", "d", "a"], []]).isExactly(move(path(0, 0), path(0, 3))), "and a section")
        #expect(update([["a", "b"], ["c"]], [["b"], ["a", "c"]]).isExactly(move(path(0, 0), path(1, 0))))
        #expect(!update([["a", "b"], ["c"]], [["b"], ["c", "a"]]).isExactly(move(path(0, 0), path(1, 0))))
        #expect(!ContentUpdate(stages: []).isExactly(move(path(0, 0), path(0, 1))))
    }

    @Test("Moves that shift the others instead of naming the dragged row are the move")
    func otherMoves() {
        let shifted = BatchUpdate(movedItems: [move(path(0, 1), path(0, 0)), move(path(0, 2), path(0, 1))])
        let update = ContentUpdate(stages: [stage(shifted, [["b", "c", "a"]])])
        #expect(update.isExactly(move(path(0, 0), path(0, 2))))
        #expect(!update.isExactly(move(path(0, 1), path(0, 2))))
    }

    @Test("A refreshed row is not the move: its new content may differ from the cell the user dragged")
    func refreshesAreNotTheMove() {
        // Rows known by their place refresh every place the move shifted, whatever the node did to them.
        let all = BatchUpdate(reloadedItems: [path(0, 0), path(0, 1), path(0, 2)])
        #expect(!ContentUpdate(stages: [stage(all, [["b", "c", "a"]])]).isExactly(move(path(0, 0), path(0, 2))))
        let reconfigured = BatchUpdate(reconfiguredItems: [path(0, 1), path(0, 2)])
        #expect(
            !ContentUpdate(stages: [stage(reconfigured, [["a", "c", "b"]])]).isExactly(move(path(0, 1), path(0, 2))))
        // The move, then a reload of the moved row (an observer replacing its model).
        let moved = stage(BatchUpdate(movedItems: [move(path(0, 0), path(0, 2))]), [["b", "c", "a"]])
        let reloaded = stage(BatchUpdate(reloadedItems: [path(0, 2)]), [["b", "c", "a!"]])
        #expect(!ContentUpdate(stages: [moved, reloaded]).isExactly(move(path(0, 0), path(0, 2))))
        #expect(ContentUpdate(stages: [moved]).isExactly(move(path(0, 0), path(0, 2))))
    }

    @Test("A batch UIKit would refuse, or counts that do not follow from the move, are not the move")
    func malformed() {
        let outOfRange = BatchUpdate(movedItems: [move(path(0, 5), path(0, 0))])
        #expect(!ContentUpdate(stages: [stage(outOfRange, [["a", "b"]])]).isExactly(move(path(0, 1), path(0, 0))))
        let exact = BatchUpdate(movedItems: [move(path(0, 0), path(1, 0))])
        #expect(!ContentUpdate(stages: [stage(exact, [["a"]])]).isExactly(move(path(0, 0), path(1, 0))))
        #expect(!ContentUpdate(stages: [stage(exact, [["a"], []])]).isExactly(move(path(0, 0), path(1, 0))))
    }

    @Test("Removing then inserting the row, in two updates: the rows at every place show the moved rows")
    func removeThenInsert() {
        let before = ContentSnapshot(sections: sections([["a", "b", "c"]]))
        let removed = ContentUpdate(from: sections([["a", "b", "c"]]), to: sections([["b", "c"]]))
        let inserted = ContentUpdate(from: sections([["b", "c"]]), to: sections([["b", "c", "a"]]))
        let both = ContentUpdate(stages: removed.stages + inserted.stages)
        let theMove = move(path(0, 0), path(0, 2))
        #expect(!both.isExactly(theMove), "the batches delete and insert")
        let final = ContentSnapshot(sections: sections([["b", "c", "a"]]))
        #expect(before.showsSameRows(as: final, after: theMove))
        #expect(!before.showsSameRows(as: ContentSnapshot(sections: sections([["b", "c", "a", "d"]])), after: theMove))
        #expect(!before.showsSameRows(as: ContentSnapshot(sections: sections([["c", "b", "a"]])), after: theMove))
        #expect(!before.showsSameRows(as: final, after: move(path(0, 7), path(0, 0))))
        #expect(!before.showsSameRows(as: final, after: move(path(0, 0), path(0, 9))))
        #expect(!before.showsSameRows(as: final, after: move(path(3, 0), path(0, 0))))
    }
}

/// Seeded random user moves over declarative content, with or without another change made while the row moves.
@MainActor
@Suite(
    "A user's move, at random: the table shows the content after it and after the next change", .collectsAnomalies)
struct UserMovePropertyTests {
    enum Extra: CaseIterable { case none, append, deleteAnother, insertSection, removeThenInsertTheRow }

    @Test("300 seeds: a move, an extra change or none, then an edit; the table always shows the content")
    func randomMoves() {
        let cases = ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"].flatMap { UInt64($0) } ?? 300
        for seed in 0..<cases {
            var random = SeededGenerator(seed: seed)
            var counter = 0
            func word() -> String {
                counter += 1
                return "w\(counter)"
            }
            func row(_ text: String) -> AnyRow { ListRow<WordCell>(text).onCanMove { _ in true } }
            let sectionCount = Int.random(in: 1...3, using: &random)
            let content = DeclarativeContent {
                for section in 0..<sectionCount {
                    ListSection(id: section) {
                        for _ in 0..<Int.random(in: 0...5, using: &random) { row(word()) }
                    }
                }
            }
            let rows = content.sections.enumerated().flatMap { section, list in
                list.rows.indices.map { ItemPath(item: $0, section: section) }
            }
            guard let source = rows.randomElement(using: &random) else { continue }
            var after = content.sections.map(\.rows.count)
            after[source.section] -= 1
            let targetSection = Int.random(in: 0..<sectionCount, using: &random)
            let destination = ItemPath(
                item: Int.random(in: 0...after[targetSection], using: &random), section: targetSection)
            let extra = Extra.allCases.randomElement(using: &random) ?? .none
            let table = HeadlessTableView(content: content)
            let start = table.log.entries.count
            let done = Recorded()
            let observation = content.observe { [weak content] _ in
                guard done.words.isEmpty, let content else { return }
                done.words.append("ran")
                switch extra {
                case .none: break
                case .append:
                    content.sections[0].rows.append(row(word()))
                    done.words.append("changed")
                case .deleteAnother:
                    if let index = content.sections.firstIndex(where: { $0.rows.count > 1 }) {
                        content.sections[index].rows.removeFirst()
                        done.words.append("changed")
                    }
                case .insertSection:
                    content.sections.append(ListSection(id: 99) { row(word()) })
                    done.words.append("changed")
                case .removeThenInsertTheRow:
                    // Takes the moved row out and puts it back: the content ends where the user's move put it.
                    let moved = content.sections[destination.section].rows.remove(at: destination.item)
                    content.sections[destination.section].rows.insert(moved, at: destination.item)
                }
            }
            let moved = table.moveRow(from: source, to: destination)
            observation.cancel()
            let expected = content.sections.map { $0.rows.map { "\($0.anyModel)" } }
            let shown = (0..<table.numberOfSections).map { section in
                table.models(inSection: section).map { "\(table.dispatcher.registryModel(for: $0))" }
            }
            let note = "seed \(seed): \(extra), \(source) -> \(destination)"
            #expect(moved == destination, "\(note)")
            #expect(shown == expected, "\(note)")
            // The extra change runs when the move's update comes (a move to where the row is sends none).
            let reloaded = table.log.entries.dropFirst(start).contains(.reloadData)
            #expect(
                reloaded == done.words.contains("changed"), "\(note): reloads exactly when the content changed more")
            // The next change animates from what the table shows.
            content.sections[0].rows.append(row(word()))
            let next = (0..<table.numberOfSections).map { section in
                table.models(inSection: section).map { "\(table.dispatcher.registryModel(for: $0))" }
            }
            #expect(next == content.sections.map { $0.rows.map { "\($0.anyModel)" } }, "\(note), next edit")
            #expect(table.rejectedStages.isEmpty, "\(note)")
        }
    }
}
