import Foundation
import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

/// Content that publishes the diff from its old sections to its new ones, with the animation asked for.
@MainActor
private final class AnimatedRows: ObservableContent {
    private let publisher = ContentPublisher()
    private(set) var sections: [StorageSection]

    init(_ items: [ReentrantItem]) { sections = [StorageSection(items: items)] }

    func set(_ items: [ReentrantItem], animation: RowAnimation) {
        let old = sections
        sections = [StorageSection(items: items)]
        publisher.send(ContentUpdate(from: old, to: sections, animation: animation))
    }

    func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        publisher.observe(handler)
    }
    var snapshot: ContentSnapshot { ContentSnapshot(sections: sections) }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
    func item(at path: ItemPath) -> Any? { sections[path.section].items[path.item].base }
    func headerModel(forSection section: Int) -> Any? { nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

/// Rows as they were at one moment (what a windowed snapshot holds).
@MainActor
private final class FrozenRows: SectionedContent {
    let rows: [ReentrantItem]
    init(_ rows: [ReentrantItem]) { self.rows = rows }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? rows.count : 0 }
    func item(at path: ItemPath) -> Any? { rows.indices.contains(path.item) ? rows[path.item] : nil }
    func headerModel(forSection section: Int) -> Any? { nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

/// Content whose updates carry windowed snapshots (as a database storage's do): the dispatcher holds no sections.
@MainActor
private final class WindowedRows: ObservableContent {
    private let publisher = ContentPublisher()
    private(set) var rows: [ReentrantItem]

    init(_ rows: [ReentrantItem]) { self.rows = rows }

    func remove(id: Int) {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        rows.remove(at: index)
        publisher.send(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: ContentSnapshot(windowed: FrozenRows(rows)),
                    update: BatchUpdate(deletedItems: [ItemPath(item: index, section: 0)]))
            ]))
    }

    func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        publisher.observe(handler)
    }
    var snapshot: ContentSnapshot { ContentSnapshot(windowed: FrozenRows(rows)) }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? rows.count : 0 }
    func item(at path: ItemPath) -> Any? { rows.indices.contains(path.item) ? rows[path.item] : nil }
    func headerModel(forSection section: Int) -> Any? { nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

/// A model changed in place (a class), shown by `NoteCell`.
private final class Note: Identifiable {
    let id: Int
    var text: String
    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

private final class NoteCell: UITableViewCell, ModelTransfer {
    private(set) var text = ""
    func update(with model: Note) { text = model.text }
}

extension UITableView {
    fileprivate var batches: [UITableView.UpdateRecord] {
        updateLog.filter { if case .batch = $0 { true } else { false } }
    }
}

/// Updates that wait (for an animation, or held) are applied as one update when they can be: the view ends showing
/// the same rows, every batch passes the stand-in's own implementation of UIKit's rules, and what the diff cannot
/// see (rows reloaded without a new model) is still shown (regression tests of the speed probe's finding 8).
@MainActor
@Suite("Updates that waited are applied as one", .serialized)
struct WaitingUpdatesMergeTests {
    @Test("random storage edits while a batch animates: a few batches, every one accepted, the table shows the content")
    func randomEditsWhileAnimating() async throws {
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed)
            let screen = ReentrantTable(
                [reentrantItems(0..<5), reentrantItems(10..<14), reentrantItems(20..<23)],
                finishesAnimations: false)
            var nextID = 1_000
            func newItem() -> ReentrantItem {
                nextID += 1
                return ReentrantItem(id: nextID, text: "n\(nextID)")
            }
            try screen.storage.addItem(newItem())  // starts an animation
            let before = screen.table.batches.count
            let edits = Int.random(in: 2...25, using: &random)
            for _ in 0..<edits {
                let storage = screen.storage
                let sections = storage.numberOfSections
                let section = sections == 0 ? 0 : Int.random(in: 0..<sections, using: &random)
                let count = sections == 0 ? 0 : storage.numberOfItems(inSection: section)
                let any = ItemPath(item: count == 0 ? 0 : Int.random(in: 0..<count, using: &random), section: section)
                switch Int.random(in: 0..<10, using: &random) {
                case 0 where sections > 0:
                    try storage.insertItem(
                        newItem(), at: ItemPath(item: Int.random(in: 0...count, using: &random), section: section))
                case 1 where count > 0: try storage.removeItem(at: any)
                case 2 where count > 0:
                    let target = Int.random(in: 0..<sections, using: &random)
                    let room = storage.numberOfItems(inSection: target) - (target == section ? 1 : 0)
                    try storage.moveItem(
                        at: any, to: ItemPath(item: Int.random(in: 0...room, using: &random), section: target))
                case 3 where count > 0: try storage.reloadItem(at: any)
                case 4 where count > 0:
                    let old = storage.item(at: any, as: ReentrantItem.self)
                    try storage.replaceItem(at: any, with: ReentrantItem(id: old?.id ?? 0, text: "edit\(nextID)"))
                    nextID += 1
                case 5:
                    try storage.insertSection(
                        StorageSection(items: [newItem(), newItem()]),
                        at: Int.random(in: 0...sections, using: &random))
                case 6 where sections > 1: try storage.removeSection(at: section)
                case 7 where sections > 1:
                    try storage.moveSection(section, to: Int.random(in: 0..<sections, using: &random))
                default: try storage.addItem(newItem(), toSection: min(section, max(0, sections - 1)))
                }
            }
            await screen.settle()
            let batches = screen.table.batches.count - before
            #expect(screen.shownTexts == screen.contentTexts, "seed \(seed)")
            #expect(screen.table.exceptions.isEmpty, "seed \(seed): \(screen.table.exceptions.map(\.reason))")
            #expect(screen.log.all.isEmpty, "seed \(seed): \(screen.log.messages)")
            #expect(batches <= 4, "seed \(seed): \(edits) edits became \(batches) batches")
        }
    }

    @Test("a row reloaded without a new model while updates wait, then moved by them: it shows its new state")
    func reloadWithoutNewModelIsCarried() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        table.completesAnimationsAutomatically = false
        window.addSubview(table)
        let manager = TableViewManager()
        manager.registry.register(NoteCell.self)
        let notes = (0..<5).map { Note(id: $0, text: "note\($0)") }
        let storage = MemoryStorage(items: notes)
        manager.attach(to: table, content: storage)
        table.layoutIfNeeded()
        for itemRefresh in [ItemRefresh.reconfigure, .reload] {
            manager.itemRefresh = itemRefresh
            try storage.addItem(Note(id: 100 + storage.numberOfItems(inSection: 0), text: "added"))  // animating
            notes[2].text = "changed \(itemRefresh)"
            try storage.reloadItem(at: try #require(storage.itemPath(of: notes[2])))
            try storage.insertItem(
                Note(id: 200 + storage.numberOfItems(inSection: 0), text: "top"),
                at: ItemPath(item: 0, section: 0))
            try storage.removeItem(at: ItemPath(item: 1, section: 0))
            try storage.insertItem(
                Note(id: 300 + storage.numberOfItems(inSection: 0), text: "top2"),
                at: ItemPath(item: 0, section: 0))
            for _ in 0..<5 { table.finishAnimations() }
            table.layoutIfNeeded()
            let path = try #require(storage.itemPath(of: notes[2]))
            let cell = table.cellForRow(at: IndexPath(row: path.item, section: path.section)) as? NoteCell
            #expect(cell?.text == "changed \(itemRefresh)")
            #expect(table.exceptions.isEmpty, "\(table.exceptions.map(\.reason))")
        }
    }

    @Test("a waiting update UIKit would refuse is still refused and reported, once; the table shows the content")
    func refusedUpdateAmongWaiting() async throws {
        let screen = ReentrantTable(finishesAnimations: false)
        try screen.storage.addItem(ReentrantItem(id: 100, text: "a"))  // animating
        try screen.storage.addItem(ReentrantItem(id: 101, text: "b"))
        let bogus = ContentUpdate(stages: [
            ContentUpdate.Stage(
                data: screen.storage.snapshot, update: BatchUpdate(insertedItems: [ItemPath(item: 0, section: 0)]))
        ])
        screen.manager.apply(bogus, completion: nil)
        try screen.storage.addItem(ReentrantItem(id: 102, text: "c"))
        await screen.settle()
        #expect(screen.log.messages == ["rejected batch update"], "\(screen.log.messages)")
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
    }

    @Test("waiting updates with different animations: each run of alike ones is one batch, with its animation")
    func animationsAreKept() async {
        let content = AnimatedRows(reentrantItems(0..<3))
        let screen = ReentrantTable(finishesAnimations: false)
        screen.manager.setContent(content)
        content.set(reentrantItems(0..<4), animation: .top)  // animating
        content.set(reentrantItems(0..<5), animation: .fade)
        content.set(reentrantItems(0..<6), animation: .fade)
        content.set(reentrantItems(0..<7), animation: .none)
        content.set(reentrantItems(0..<8), animation: .none)
        let before = screen.table.batches.count
        for _ in 0..<5 { screen.table.finishAnimations() }
        let applied = screen.table.batches.dropFirst(before).map { record -> UITableView.RowAnimation? in
            guard case .batch(_, let animations) = record else { return nil }
            return animations[.insertRows]
        }
        #expect(applied == [UITableView.RowAnimation.fade, UITableView.RowAnimation.none])
        #expect(ReentrantTable.shownTexts(of: screen.table) == [reentrantItems(0..<8).map(\.text)])
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
    }

    @Test("willUpdate and didUpdate see the one update applied; completions run when its animation ends")
    func callbacksAndCompletions() throws {
        let screen = ReentrantTable(finishesAnimations: false)
        var will = 0, did = 0, completed = 0, finished = 0
        screen.manager.willUpdate = { _ in will += 1 }
        screen.manager.didUpdate = { _ in did += 1 }
        try screen.storage.addItem(ReentrantItem(id: 100, text: "a"))  // animating
        for id in 101...103 { try screen.storage.addItem(ReentrantItem(id: id, text: "r\(id)")) }
        screen.manager.apply(ContentUpdate(stages: [])) { completed += 1 }
        screen.manager.whenUpdatesFinish { finished += 1 }
        #expect(will == 1 && did == 1)
        screen.table.finishAnimations()  // the first batch ends; the waiting ones start, as one
        #expect(will == 2 && did == 2)
        #expect(completed == 0 && finished == 0, "ran before the waiting updates' animation ended")
        #expect(screen.manager.isUpdating)
        screen.table.finishAnimations()
        #expect(completed == 1 && finished == 1)
        #expect(!screen.manager.isUpdating)
        #expect(screen.shownTexts == screen.contentTexts)
    }

    @Test("windowed content: the waiting updates are applied one by one (no diff), the table shows the content")
    func windowedUpdatesOneByOne() async {
        let content = WindowedRows(reentrantItems(0..<8))
        let screen = ReentrantTable(finishesAnimations: false)
        screen.manager.setContent(content)
        content.remove(id: 0)  // animating
        let before = screen.table.batches.count
        for id in [2, 4, 6] { content.remove(id: id) }
        await screen.settle()
        #expect(screen.table.batches.count - before == 3)
        #expect(ReentrantTable.shownTexts(of: screen.table) == [content.rows.map(\.text)])
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
        #expect(screen.log.all.isEmpty, "\(screen.log.messages)")
    }

    @Test("windowed content edited from didEndDisplaying while the table reloads: reloaded again, nothing refused")
    func windowedEditsDuringReload() async {
        let content = WindowedRows(reentrantItems(0..<6))
        let screen = ReentrantTable()
        screen.manager.setContent(content)
        screen.manager.dispatcher.didEndDisplaying(withModel: ReentrantItem.self) { item, _ in
            if item.id % 2 == 0 { content.remove(id: item.id) }
        }
        let reloads = screen.table.updateLog.filter { $0 == .reloadData }.count
        screen.manager.reloadData()
        await eventually { screen.table.updateLog.filter { $0 == .reloadData }.count >= reloads + 2 }
        await screen.settle()
        #expect(content.rows.map(\.id) == [1, 3, 5])
        #expect(ReentrantTable.shownTexts(of: screen.table) == [content.rows.map(\.text)])
        #expect(screen.log.all.isEmpty, "\(screen.log.messages)")
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
    }
}
