import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

// Attacks on a user's move and on content edited while a cell is configured, on UIKit managers over the stand-in. A
// doc comment saying "Found by an outside probe" marks a test that failed before its fix.

/// A cell showing a `String`, with a hook run from `update(with:)`.
private final class ProbeCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    nonisolated(unsafe) static var onUpdate: (@MainActor (String) -> Void)?
    func update(with model: String) {
        text = model
        Self.onUpdate?(model)
    }
}

/// A model without identity of its own: rows known by their place.
private struct ProbePlaceWord: Equatable { var text: String }

private final class ProbePlaceCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: ProbePlaceWord) { text = model.text }
}

/// A cascading section of words known by their place whose `moveRow` moves the word, then renames one.
@MainActor
private final class ProbeRenamingNode: CascadingNode {
    var words: [ProbePlaceWord] { didSet { setNeedsUpdate() } }
    init(_ words: [String]) {
        self.words = words.map(ProbePlaceWord.init)
        super.init()
    }
    override var rows: [Any] { words }
    override func canMoveRow(at path: ItemPath) -> Bool? { true }
    override func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        var moved = words
        moved.insert(moved.remove(at: source.item), at: destination.item)
        moved[destination.item].text += "!"
        words = moved
    }
}

@MainActor
private final class ProbeCounter {
    var count = 0
    var models: [String] = []
}

@MainActor
@Suite("Attacks: UIKit moves and cells that edit", .serialized)
struct UserMoveAttackUIKitTests {
    func texts(_ screen: SampleTable) -> [[String]] {
        (0..<screen.table.numberOfSections).map { section in
            (0..<screen.table.numberOfRows(inSection: section)).map { row in
                screen.text(section, row) ?? "<no cell at \(section),\(row)>"
            }
        }
    }

    func rows(_ storage: MemoryStorage) -> [[String]] {
        storage.sections.map { $0.items.map { "\($0)" } }
    }

    // MARK: Behaviour 1

    /// Found by an outside probe: A positional node renames the moved row in its `moveRow`. Its update only reloads the shifted places, which
    /// `refreshesEveryPlaceShifted` takes as the move without reading the rows: the proxy does not reload, so on a
    /// real UIKit table (which keeps the moved cell) the row shows its old name. (The stand-in asks for every
    /// visible cell again after `moveRowAt`, which hides the stale cell: the test checks the reload the proxy owes.)
    @Test("A positional node that renames the moved row: the table reloads (or reconfigures) so the rename shows")
    func positionalRename() {
        let node = ProbeRenamingNode(["a", "b", "c"])
        let screen = SampleTable(CascadingRoot(children: [node])) { $0.registry.register(ProbePlaceCell.self) }
        screen.table.layoutIfNeeded()
        let reloadsBefore = screen.reloads
        let batchesBefore = screen.batches.count
        #expect(
            screen.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) != nil)
        #expect(node.words.map(\.text) == ["b", "c", "a!"])
        #expect(
            screen.reloads > reloadsBefore || screen.batches.count > batchesBefore,
            "nothing told the table that row 2 now reads a!")
        #expect(screen.table.exceptions.isEmpty)
    }

    /// The user moves a row while an edit animates and a second edit waits: the move is refused (updates wait) and
    /// the proxy reloads the table, but the waiting update is still applied once the animation ends, on a table
    /// that already shows it.
    @Test("A move while updates wait: refused, then the table shows the content with no refused batch")
    func moveWhileUpdatesWait() async throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let screen = SampleTable(storage) { $0.registry.register(ProbeCell.self) { $0.moveItem { _, _, _ in } } }
        screen.table.layoutIfNeeded()
        try storage.addItems(["x"])  // animates
        try storage.addItems(["y"])  // waits
        #expect(screen.manager.dispatcher.hasUpdatesWaiting)
        _ = screen.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        screen.table.finishAnimations()
        screen.table.finishAnimations()
        screen.table.layoutIfNeeded()
        #expect(texts(screen) == rows(storage))
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
        #expect(
            !screen.log.all.map(\.shortMessage).contains { $0.contains("refused") || $0.contains("rejected") },
            "\(screen.log.all.map(\.shortMessage))")
    }

    /// The user moves a row while a batch animates (no update waiting): the move is applied; once the animation
    /// ends and one more edit comes, the table shows the content.
    @Test("A move during an animation: the table shows the content after the next edit")
    func moveDuringAnimation() throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let screen = SampleTable(storage) { $0.registry.register(ProbeCell.self) { $0.moveItem { _, _, _ in } } }
        screen.table.layoutIfNeeded()
        try storage.addItems(["x"])  // animates
        #expect(
            screen.table.simulateMove(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0)) != nil)
        #expect(rows(storage) == [["x", "a", "b", "c"]])
        try storage.addItems(["y"])
        screen.table.finishAnimations()
        screen.table.finishAnimations()
        #expect(texts(screen) == rows(storage))
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
        #expect(screen.log.all.isEmpty, "\(screen.log.all.map(\.shortMessage))")
    }

    /// Found by an outside probe: Diffable: the app's moveItem closure applies its own snapshot (its model moved and gained an item); the data
    /// source then applies the snapshot it read before the closure ran, with the move, over the app's.
    @Test("Diffable: a moveItem closure that applies a snapshot of its own: the app's snapshot stays")
    func diffableClosureAppliesSnapshot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        window.addSubview(table)
        let manager = TableViewManager()
        manager.registry.register(ProbeCell.self)
        let dataSource = manager.attachDiffable(to: table, sections: Int.self, items: String.self)
        var model = ["a", "b", "c"]
        manager.dispatcher.moveItem(withModel: String.self) { [weak dataSource] _, source, destination in
            model.insert(model.remove(at: source.item), at: destination.item)
            model.append("new")
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(model)
            dataSource?.apply(snapshot, animatingDifferences: false)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(model)
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(model == ["b", "c", "a", "new"])
        #expect(dataSource.snapshot().itemIdentifiers == model)
        #expect(table.exceptions.isEmpty)
    }

    // MARK: Behaviour 2

    /// Found by an outside probe: During the held window (until the next main-queue turn) the dispatcher answers from the content, which is
    /// ahead of the table: a tap on the first row, which shows "trigger", reaches the closure with the row the
    /// edit inserted above it.
    @Test("A tap during the held window reaches the row the user tapped")
    func tapDuringHeldWindow() async {
        defer { ProbeCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["trigger", "b", "c"])
        let tapped = ProbeCounter()
        let fired = ProbeCounter()
        ProbeCell.onUpdate = { [weak storage] model in
            guard model == "trigger", fired.count == 0, let storage else { return }
            fired.count += 1
            try? storage.insertItem("new", at: ItemPath(item: 0, section: 0))
        }
        let screen = SampleTable(storage) {
            $0.registry.register(ProbeCell.self) { $0.didSelect { _, model, _ in tapped.models.append(model) } }
        }
        screen.table.layoutIfNeeded()
        #expect(fired.count == 1)
        #expect(screen.manager.dispatcher.hasUpdatesWaiting)
        #expect(screen.text(0, 0) == "trigger")
        screen.tap(0, 0)
        #expect(tapped.models == ["trigger"], "the user tapped the row showing trigger")
        await eventually {
            screen.table.finishAnimations()
            return !screen.manager.dispatcher.hasUpdatesWaiting
        }
        screen.table.finishAnimations()
        #expect(texts(screen) == rows(storage))
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
    }

    /// Found by an outside probe: A user move during the held window: refused (updates wait) and the proxy reloads the table, but the held
    /// update is not dropped: applied on the next turn over the reloaded table, it is rejected
    /// ("rejected batch update") and the table reloads a second time.
    @Test("A move during the held window: no refused batch, the table shows the content")
    func moveDuringHeldWindow() async {
        defer { ProbeCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["trigger", "b", "c"])
        let fired = ProbeCounter()
        ProbeCell.onUpdate = { [weak storage] model in
            guard model == "trigger", fired.count == 0, let storage else { return }
            fired.count += 1
            try? storage.insertItem("new", at: ItemPath(item: 0, section: 0))
        }
        let screen = SampleTable(storage) { $0.registry.register(ProbeCell.self) { $0.moveItem { _, _, _ in } } }
        screen.table.layoutIfNeeded()
        #expect(screen.manager.dispatcher.hasUpdatesWaiting)
        _ = screen.table.simulateMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
        await eventually {
            screen.table.finishAnimations()
            return !screen.manager.dispatcher.hasUpdatesWaiting
        }
        screen.table.finishAnimations()
        #expect(texts(screen) == rows(storage))
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
        #expect(
            !screen.log.all.map(\.shortMessage).contains { $0.contains("rejected") || $0.contains("refused batch") },
            "\(screen.log.all.map(\.shortMessage))")
    }

    /// The manager attaches other content during the held window.
    @Test("Other content attached during the held window: the table shows the new content")
    func reattachDuringHeldWindow() async {
        defer { ProbeCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["trigger", "b"])
        let fired = ProbeCounter()
        ProbeCell.onUpdate = { [weak storage] model in
            guard model == "trigger", fired.count == 0, let storage else { return }
            fired.count += 1
            try? storage.addItems(["added"])
        }
        let screen = SampleTable(storage) { $0.registry.register(ProbeCell.self) }
        #expect(fired.count == 1)
        screen.table.layoutIfNeeded()
        let other = MemoryStorage(items: ["x", "y", "z", "w"])
        screen.manager.attach(to: screen.table, content: other)
        screen.table.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 20_000_000)
        screen.table.finishAnimations()
        #expect(texts(screen) == rows(other))
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
    }

    /// A cell that replaces every row each time it is configured: UIKit's held rounds must end (bounded), not keep
    /// the main queue busy for ever.
    @Test("A cell that resets all sections on every configuration: bounded")
    func resetsEverything() async throws {
        defer { ProbeCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a"])
        let screen = SampleTable(storage) { $0.registry.register(ProbeCell.self) }
        screen.table.completesAnimationsAutomatically = true
        let fired = ProbeCounter()
        ProbeCell.onUpdate = { [weak storage] _ in
            guard fired.count < 500, let storage else { return }
            fired.count += 1
            try? storage.setSections([StorageSection(id: 0, items: ["r\(fired.count)"])])
        }
        screen.table.layoutIfNeeded()
        for _ in 0..<50 {
            try? await Task.sleep(nanoseconds: 2_000_000)
            screen.table.layoutIfNeeded()
        }
        #expect(fired.count < 50, "bounded: \(fired.count) configurations edited the content")
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
    }

    /// A header view that edits the content while UIKit asks for it.
    @Test("A header view that edits the content: the table shows the content, no exception")
    func headerEdits() async throws {
        defer { ProbeHeaderView.onUpdate = nil }
        let storage = MemoryStorage()
        try storage.setSections([StorageSection(id: 0, header: ProbeHeaderModel(title: "H"), items: ["a", "b"])])
        let fired = ProbeCounter()
        ProbeHeaderView.onUpdate = { [weak storage] in
            guard fired.count == 0, let storage else { return }
            fired.count += 1
            try? storage.insertItem("added", at: ItemPath(item: 0, section: 0))
        }
        let screen = SampleTable(storage) {
            $0.registry.register(ProbeCell.self)
            $0.registry.register(ProbeHeaderView.self, as: .header)
        }
        screen.table.layoutIfNeeded()
        #expect(fired.count == 1)
        await eventually {
            screen.table.finishAnimations()
            return !screen.manager.dispatcher.hasUpdatesWaiting
        }
        screen.table.finishAnimations()
        #expect(texts(screen) == rows(storage))
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
    }

    /// Two tables show the same storage; a cell of one edits it.
    @Test("Two tables over one storage, a cell of one edits it: both show the content")
    func twoTables() async {
        defer { ProbeCell.onUpdate = nil }
        let storage = MemoryStorage(items: ["a", "trigger", "c"])
        let fired = ProbeCounter()
        ProbeCell.onUpdate = { [weak storage] model in
            guard model == "trigger", fired.count == 0, let storage else { return }
            fired.count += 1
            try? storage.removeItem(at: ItemPath(item: 0, section: 0))
        }
        let one = SampleTable(storage) { $0.registry.register(ProbeCell.self) }
        let two = SampleTable(storage) { $0.registry.register(ProbeCell.self) }
        one.table.layoutIfNeeded()
        two.table.layoutIfNeeded()
        await eventually {
            one.table.finishAnimations()
            two.table.finishAnimations()
            return !one.manager.dispatcher.hasUpdatesWaiting && !two.manager.dispatcher.hasUpdatesWaiting
        }
        one.table.finishAnimations()
        two.table.finishAnimations()
        #expect(texts(one) == rows(storage))
        #expect(texts(two) == rows(storage))
        #expect(one.table.exceptions.isEmpty && two.table.exceptions.isEmpty)
    }
}

private struct ProbeHeaderModel: Equatable { var title: String }

private final class ProbeHeaderView: UITableViewHeaderFooterView, ModelTransfer {
    nonisolated(unsafe) static var onUpdate: (@MainActor () -> Void)?
    private(set) var title = ""
    func update(with model: ProbeHeaderModel) {
        title = model.title
        Self.onUpdate?()
    }
}
