import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

// An iOS team on one of Trellis's modern peers (Apple's diffable data sources, IGListKit, Epoxy, RxDataSources,
// Carbon) ports two or three of its screens to Trellis, the way the peer's user would write them, and checks that
// the screen behaves as it did: rows and order, the animation chosen, completion called once after the update,
// events reaching the right model, expansion kept, prefetching, empty state. What held stays here as regression
// tests; what did not is in `PeerMigrationFindingsTests.swift`.

// MARK: - Fixtures shared by both files

/// A feed entry (IGListKit's `ListDiffable` object, RxDataSources' `IdentifiableType & Equatable` item, Epoxy's
/// content, Carbon's component props).
struct PMEntry: Hashable, Identifiable, Sendable {
    var id: Int
    var title: String
    var likes = 0
}

func pmEntries(_ ids: ClosedRange<Int>) -> [PMEntry] { ids.map { PMEntry(id: $0, title: "entry \($0)") } }

/// A table cell showing an entry; counts how often it was configured.
final class PMEntryCell: UITableViewCell, ModelTransfer {
    private(set) var entry: PMEntry?
    private(set) var configured = 0
    func update(with model: PMEntry) {
        entry = model
        configured += 1
    }
}

/// A collection cell showing an entry.
final class PMEntryItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var entry: PMEntry?
    func update(with model: PMEntry) { entry = model }
}

/// A section header (IGListKit supplementary view, Carbon's header `ViewNode`, Apple's supplementary registration).
struct PMHeading: Hashable, Sendable {
    var text: String
}

final class PMHeaderView: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var text: String?
    func update(with model: PMHeading) { text = model.text }
}

final class PMSupplementaryView: UICollectionReusableView, ModelTransfer {
    private(set) var text: String?
    func update(with model: PMHeading) { text = model.text }
}

/// A table in a window, animations completing only when the test says (UIKit's real timing).
@MainActor
struct PMTable {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    let table: UITableView
    let manager = TableViewManager()
    let log = AnomalyLog()

    init(rows: Int = 20) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(rows) * 44), style: .plain)
        table.completesAnimationsAutomatically = false
        manager.dispatcher.anomalyHandler = log.handler
        window.addSubview(table)
    }

    /// The entries the visible cells show, top to bottom.
    var shown: [Int] { table.visibleCells.compactMap { ($0 as? PMEntryCell)?.entry?.id } }
    var shownTitles: [String] { table.visibleCells.compactMap { ($0 as? PMEntryCell)?.entry?.title } }
    var batches: [StandInBatch] { table.updateLog.compactMap(\.batch) }
    var lastAnimations: [UITableView.UpdateRecord.Change: UITableView.RowAnimation]? {
        for record in table.updateLog.reversed() {
            if case .batch(_, let animations) = record { return animations }
        }
        return nil
    }
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
}

/// A collection in a window: a flow layout of 320 x 44 items with 30-point headers.
@MainActor
struct PMCollection {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    let collection: UICollectionView
    let manager = CollectionViewManager()
    let log = AnomalyLog()

    init(items: Int = 20) {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        flow.headerReferenceSize = CGSize(width: 320, height: 30)
        collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(items) * 44), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        manager.dispatcher.anomalyHandler = log.handler
        window.addSubview(collection)
    }

    var shown: [Int] { collection.visibleCells.compactMap { ($0 as? PMEntryItemCell)?.entry?.id } }
    func header(_ section: Int) -> String? {
        (collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            as? PMSupplementaryView)?.text
    }
}

/// A mutable model store the diffable screens read their models from (Apple's sample code keeps one).
@MainActor
final class PMStore {
    var entries: [Int: PMEntry] = [:]
    init(_ all: [PMEntry]) { for entry in all { entries[entry.id] = entry } }
}

// MARK: - Apple's diffable data sources

@MainActor
@Suite("Peer migration: Apple's diffable data sources, ported")
struct PeerMigrationDiffableAttackTests {
    enum Section: Hashable, Sendable { case pinned, recent }

    /// Apple: `snapshot.reconfigureItems([id]); dataSource.apply(snapshot)` updates the existing cell in place.
    @Test("reconfigureItems shows the store's new model in the cell the row already has")
    func reconfigureItems() throws {
        let screen = PMTable()
        let store = PMStore(pmEntries(0...4))
        screen.manager.registry.register(PMEntryCell.self)
        let dataSource = screen.manager.attachDiffable(
            to: screen.table, sections: Section.self, items: Int.self, model: { store.entries[$0] })
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.pinned, .recent])
        snapshot.appendItems([0], toSection: .pinned)
        snapshot.appendItems([1, 2, 3, 4], toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
        let cell = try #require(screen.table.cellForRow(at: screen.path(1, 1)) as? PMEntryCell)
        #expect(cell.entry?.title == "entry 2")

        store.entries[2]?.title = "edited"
        var next = dataSource.snapshot()
        next.reconfigureItems([2])
        dataSource.apply(next)
        screen.table.finishAnimations()
        #expect(screen.table.cellForRow(at: screen.path(1, 1)) === cell, "reconfigured in place, not replaced")
        #expect(cell.entry?.title == "edited")
        #expect(screen.shown == [0, 1, 2, 3, 4])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// Apple: `apply(_:animatingDifferences:completion:)` calls each completion once, after its animations.
    @Test("each apply's completion runs once, after its animations, also when a second apply comes mid-animation")
    func completionOncePerApply() {
        let screen = PMTable()
        let store = PMStore(pmEntries(0...9))
        screen.manager.registry.register(PMEntryCell.self)
        let dataSource = screen.manager.attachDiffable(
            to: screen.table, sections: Section.self, items: Int.self, model: { store.entries[$0] })
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.recent])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        var first = 0
        var second = 0
        snapshot.appendItems([3, 4])
        dataSource.apply(snapshot) { first += 1 }
        snapshot.deleteItems([0])
        snapshot.moveItem(4, beforeItem: 1)
        dataSource.apply(snapshot) { second += 1 }
        #expect(first == 0 && second == 0, "not before the animations end")
        screen.table.finishAnimations()
        screen.table.finishAnimations()
        #expect(first == 1)
        #expect(second == 1)
        #expect(screen.shown == [4, 1, 2, 3])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// Apple: `dataSource.itemIdentifier(for: indexPath)` / `sectionIdentifier(for:)` in `didSelectItemAt`.
    @Test("a tap's path names the identifier the data source shows there, also after moves")
    func identifiersFromEventPaths() {
        let screen = PMTable()
        let store = PMStore(pmEntries(0...9))
        screen.manager.registry.register(PMEntryCell.self)
        // The manager keeps it; closures it keeps must not.
        weak var dataSource: TableViewDiffableDataSource<Section, Int>?
        var tapped: [String] = []
        screen.manager.dispatcher.didSelect(PMEntryCell.self) { _, entry, path in
            let indexPath = IndexPath(row: path.item, section: path.section)
            let id = dataSource?.itemIdentifier(for: indexPath)
            let section = dataSource?.sectionIdentifier(for: path.section)
            tapped.append("\(entry.id)=\(id.map(String.init) ?? "nil") in \(section.map { "\($0)" } ?? "nil")")
        }
        dataSource = screen.manager.attachDiffable(
            to: screen.table, sections: Section.self, items: Int.self, model: { store.entries[$0] })
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.pinned, .recent])
        snapshot.appendItems([0], toSection: .pinned)
        snapshot.appendItems([1, 2, 3], toSection: .recent)
        dataSource?.apply(snapshot, animatingDifferences: false)
        screen.table.simulateTap(at: screen.path(1, 2))
        snapshot.moveItem(3, beforeItem: 0)
        dataSource?.apply(snapshot)
        screen.table.finishAnimations()
        screen.table.simulateTap(at: screen.path(0, 0))
        #expect(tapped == ["3=3 in recent", "3=3 in pinned"])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// Apple: `header` views follow their sections when a snapshot moves sections; a swipe action whose handler
    /// applies a snapshot deleting the row (Apple's sample "delete" action).
    @Test("table: headers follow moved sections; a swipe action applying a snapshot removes the swiped row")
    func headersFollowAndSwipeDelete() throws {
        let screen = PMTable()
        let store = PMStore(pmEntries(0...9))
        screen.manager.registry.register(PMHeaderView.self, as: .header)
        // The manager keeps it; closures it keeps must not.
        weak var dataSource: TableViewDiffableDataSource<String, Int>?
        screen.manager.registry.register(PMEntryCell.self) { mapping in
            // Without `canEdit` the diffable table shows no swipe actions (see the findings).
            mapping.canEdit { _, _ in true }
            mapping.trailingSwipeActions { _, entry, _ in
                SwipeActionsDescription(actions: [
                    ContextualActionDescription(style: .destructive, title: "Delete") { done in
                        guard var snapshot = dataSource?.snapshot() else { return done(false) }
                        snapshot.deleteItems([entry.id])
                        dataSource?.apply(snapshot)
                        done(true)
                    }
                ])
            }
        }
        dataSource = screen.manager.attachDiffable(
            to: screen.table, sections: String.self, items: Int.self, model: { store.entries[$0] },
            header: { PMHeading(text: $0) })
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["x", "y", "z"])
        snapshot.appendItems([0, 1], toSection: "x")
        snapshot.appendItems([2], toSection: "y")
        snapshot.appendItems([3, 4], toSection: "z")
        dataSource?.apply(snapshot, animatingDifferences: false)
        snapshot.moveSection("z", beforeSection: "x")
        dataSource?.apply(snapshot)
        screen.table.finishAnimations()
        #expect((0..<3).map { (screen.table.headerView(forSection: $0) as? PMHeaderView)?.text } == ["z", "x", "y"])
        #expect(screen.shown == [3, 4, 0, 1, 2])
        let swipe = try #require(screen.table.simulateTrailingSwipe(at: screen.path(1, 1)))
        screen.table.simulatePerform(try #require(swipe.actions.first), at: screen.path(1, 1))
        screen.table.finishAnimations()
        #expect(screen.shown == [3, 4, 0, 2])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// The contrast for the diffable finding: on `attach(to:content:)` swipe actions need no `canEdit`.
    @Test("plain table: trailingSwipeActions show with no canEdit closure")
    func plainTableSwipe() {
        let screen = PMTable()
        let storage = MemoryStorage()
        storage.setItems([pmEntries(0...3)])
        screen.manager.registry.register(PMEntryCell.self) { mapping in
            mapping.trailingSwipeActions { _, _, _ in
                SwipeActionsDescription(actions: [ContextualActionDescription(title: "Archive") { done in done(true) }])
            }
        }
        screen.manager.attach(to: screen.table, content: storage)
        #expect(screen.table.simulateTrailingSwipe(at: screen.path(0, 1))?.actions.map(\.title) == ["Archive"])
    }

    /// Apple: `SupplementaryRegistration` for headers; Trellis: `header:` returns a model, a view mapped to it.
    @Test("collection: headers from the section identifier, cells from the store, animated snapshot, taps")
    func collectionWithHeaders() {
        let screen = PMCollection()
        let store = PMStore(pmEntries(0...9))
        screen.manager.registry.register(PMEntryItemCell.self)
        screen.manager.registry.register(PMSupplementaryView.self, as: .header)
        var selected: [Int] = []
        screen.manager.dispatcher.didSelect(PMEntryItemCell.self) { _, entry, _ in selected.append(entry.id) }
        let dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: String.self, items: Int.self, model: { store.entries[$0] },
            header: { PMHeading(text: $0.uppercased()) })
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["today", "earlier"])
        snapshot.appendItems([0, 1], toSection: "today")
        snapshot.appendItems([2, 3, 4], toSection: "earlier")
        var completed = 0
        dataSource.apply(snapshot) { completed += 1 }
        screen.collection.finishAnimations()
        #expect(completed == 1)
        #expect(screen.shown == [0, 1, 2, 3, 4])
        #expect(screen.header(0) == "TODAY")
        #expect(screen.header(1) == "EARLIER")
        snapshot.deleteSections(["today"])
        snapshot.insertSections(["now"], beforeSection: "earlier")
        snapshot.appendItems([9], toSection: "now")
        dataSource.apply(snapshot)
        screen.collection.finishAnimations()
        #expect(screen.shown == [9, 2, 3, 4])
        #expect(screen.header(0) == "NOW")
        screen.collection.simulateTap(at: IndexPath(item: 1, section: 1))
        #expect(selected == [3])
        #expect(screen.collection.exceptions.isEmpty)
    }

    /// Apple's section snapshots (`expand`, `collapse`) have Trellis's `OutlineContent` as their port: expansion is
    /// kept when the app edits the tree in place (Apple: mutate `dataSource.snapshot(for:)` and apply it).
    @Test("outline in a collection: expanded folders stay expanded across edits of the tree")
    func outlineExpansionKept() {
        let screen = PMCollection()
        screen.manager.registry.register(PMEntryItemCell.self)
        let folder = PMEntry(id: 100, title: "Folder")
        let outline = OutlineContent {
            OutlineSection(id: "files") {
                OutlineItem(folder) {
                    OutlineItem(PMEntry(id: 1, title: "a"))
                    OutlineItem(PMEntry(id: 2, title: "b"))
                }
                OutlineItem(PMEntry(id: 3, title: "c"))
            }
        }
        screen.manager.attach(to: screen.collection, content: outline)
        #expect(screen.shown == [100, 3])
        #expect(outline.setExpanded(true, folder))
        screen.collection.finishAnimations()
        #expect(screen.shown == [100, 1, 2, 3])
        // A new file arrives in the folder, another at the top level: the folder stays open.
        outline.sections[0].items[0].children.append(OutlineItem(PMEntry(id: 4, title: "d")))
        outline.sections[0].items.insert(OutlineItem(PMEntry(id: 5, title: "e")), at: 0)
        screen.collection.finishAnimations()
        #expect(screen.shown == [5, 100, 1, 2, 4, 3])
        #expect(outline.isExpanded(folder) == true)
        // Tapping the folder collapses it (Apple: the outline disclosure accessory).
        screen.collection.simulateTap(at: IndexPath(item: 1, section: 0))
        screen.collection.finishAnimations()
        #expect(screen.shown == [5, 100, 3])
        #expect(screen.collection.exceptions.isEmpty)
    }
}

/// Apple's sample code rebuilds a section snapshot from fresh data and carries expansion over
/// (`dataSource.snapshot(for:).isExpanded(item)`); the same with `OutlineContent.isExpanded(_:)`.
@MainActor
@Suite("Peer migration: Apple's section snapshots rebuilt from data, ported")
struct PeerMigrationOutlineRebuildAttackTests {
    @Test("an outline rebuilt from data keeps what was expanded when the app carries it, as Apple's sample does")
    func rebuildCarryingExpansion() {
        let screen = PMTable()
        screen.manager.registry.register(PMEntryCell.self)
        let folders = [PMEntry(id: 100, title: "A"), PMEntry(id: 200, title: "B")]
        var files: [Int: [PMEntry]] = [100: pmEntries(1...2), 200: pmEntries(3...3)]
        let outline = OutlineContent()
        func rebuild() {
            let expanded = Set(folders.filter { outline.isExpanded($0) == true }.map(\.id))
            outline.sections = [
                OutlineSection(
                    id: "s",
                    items: folders.map { folder in
                        OutlineItem(
                            folder, isExpanded: expanded.contains(folder.id),
                            children: (files[folder.id] ?? []).map { OutlineItem($0) })
                    })
            ]
        }
        rebuild()
        screen.manager.attach(to: screen.table, content: outline)
        #expect(screen.shown == [100, 200])
        #expect(outline.toggle(folders[1]))
        screen.table.finishAnimations()
        #expect(screen.shown == [100, 200, 3])
        files[200]?.append(PMEntry(id: 4, title: "four"))
        files[100]?.removeFirst()
        rebuild()
        screen.table.finishAnimations()
        #expect(screen.shown == [100, 200, 3, 4])
        #expect(screen.table.exceptions.isEmpty)
    }
}

/// Apple's outline with data arriving while an expansion animates: the app rebuilds carrying expansion.
@MainActor
@Suite("Peer migration: outline updates while an expansion animates")
struct PeerMigrationOutlineRaceAttackTests {
    @Test("expand, then data arrives mid-animation, then collapse another: final rows as the tree says")
    func expandDuringUpdates() {
        let screen = PMCollection()
        screen.manager.registry.register(PMEntryItemCell.self)
        let folders = [PMEntry(id: 100, title: "A"), PMEntry(id: 200, title: "B"), PMEntry(id: 300, title: "C")]
        var files: [Int: [PMEntry]] = [100: pmEntries(1...2), 200: pmEntries(3...4), 300: pmEntries(5...5)]
        let outline = OutlineContent()
        func rebuild() {
            let expanded = Set(folders.filter { outline.isExpanded($0) == true }.map(\.id))
            outline.sections = [
                OutlineSection(
                    id: "s",
                    items: folders.map { folder in
                        OutlineItem(
                            folder, isExpanded: expanded.contains(folder.id),
                            children: (files[folder.id] ?? []).map { OutlineItem($0) })
                    })
            ]
        }
        rebuild()
        screen.manager.attach(to: screen.collection, content: outline)
        screen.collection.simulateTap(at: IndexPath(item: 1, section: 0))  // B expands
        #expect(outline.isExpanded(folders[1]) == true)
        files[200]?.insert(PMEntry(id: 9, title: "nine"), at: 0)
        rebuild()  // while B's expansion animates
        screen.collection.simulateTap(at: IndexPath(item: 0, section: 0))  // A expands, still animating
        for _ in 0..<4 { screen.collection.finishAnimations() }
        #expect(screen.shown == [100, 1, 2, 200, 9, 3, 4, 300])
        #expect(outline.isExpanded(folders[0]) == true)
        #expect(screen.collection.exceptions.isEmpty)
        #expect(screen.log.all.isEmpty, "\(screen.log.all)")
    }
}

// MARK: - IGListKit

@MainActor
@Suite("Peer migration: IGListKit, ported")
struct PeerMigrationIGListKitAttackTests {
    /// IGListKit: one section controller per feed object (header, body, action rows), `performUpdates(animated:
    /// completion:)`. Trellis: one `ListSection` per object, `content.set { }`, `manager.whenUpdatesFinish`.
    @Test("a section per object; performUpdates' completion runs once, after the animation")
    func sectionPerObjectAndCompletion() {
        let screen = PMTable()
        screen.manager.registry.register(PMHeaderView.self, as: .header)
        var objects = pmEntries(0...2)
        func build() -> [ListSection] {
            objects.map { entry in
                ListSection(id: entry.id, header: .view(SectionView<PMHeaderView>(PMHeading(text: entry.title)))) {
                    ListRow<PMEntryCell>(entry)
                    ListRow<PMEntryCell>(PMEntry(id: -(entry.id + 1), title: "likes \(entry.likes)"))
                }
            }
        }
        let content = DeclarativeContent { build() }
        screen.manager.attach(to: screen.table, content: content)
        #expect(screen.table.numberOfSections == 3)
        #expect(screen.shown == [0, -1, 1, -2, 2, -3])
        var completions = 0
        objects.remove(at: 1)
        objects.insert(PMEntry(id: 7, title: "new"), at: 0)
        content.set { build() }
        screen.manager.whenUpdatesFinish { completions += 1 }
        #expect(completions == 0, "the batch is still animating")
        screen.table.finishAnimations()
        #expect(completions == 1)
        #expect(screen.table.numberOfSections == 3)
        #expect(screen.shown == [7, -8, 0, -1, 2, -3])
        #expect((screen.table.headerView(forSection: 0) as? PMHeaderView)?.text == "new")
        screen.table.finishAnimations()
        #expect(completions == 1)
        #expect(screen.table.exceptions.isEmpty)
    }

    /// IGListKit: `adapter.performUpdates(animated: true) { _ in adapter.performUpdates(...) }`: an update started in
    /// the completion of the previous one; and `performUpdates` with nothing changed still completes.
    @Test("completions chain: an update started in a completion completes once; an update changing nothing completes")
    func chainedCompletions() {
        let screen = PMTable()
        let content = DeclarativeContent { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(pmEntries(0...2))) }
        screen.manager.attach(to: screen.table, content: content)
        var log: [String] = []
        content.set { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(pmEntries(0...3))) }
        screen.manager.whenUpdatesFinish {
            log.append("first")
            content.set { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(pmEntries(1...3))) }
            screen.manager.whenUpdatesFinish { log.append("second") }
        }
        screen.table.finishAnimations()
        #expect(log == ["first"])
        screen.table.finishAnimations()
        #expect(log == ["first", "second"])
        content.set { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(pmEntries(1...3))) }
        screen.manager.whenUpdatesFinish { log.append("unchanged") }
        screen.table.finishAnimations()
        #expect(log == ["first", "second", "unchanged"])
        screen.table.finishAnimations()
        #expect(log == ["first", "second", "unchanged"])
        #expect(screen.shown == [1, 2, 3])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// IGListKit: a section controller's supplementary view model changes while its items do not (a header count).
    @Test("table: a header view's model changes while the rows do not; the header shows it")
    func headerModelChangeAlone() {
        let screen = PMTable()
        screen.manager.registry.register(PMHeaderView.self, as: .header)
        func build(_ count: Int) -> [ListSection] {
            [
                ListSection(id: "s", header: .view(SectionView<PMHeaderView>(PMHeading(text: "\(count) items")))) {
                    ListRow<PMEntryCell>.create(pmEntries(0...1))
                }
            ]
        }
        let content = DeclarativeContent { build(2) }
        screen.manager.attach(to: screen.table, content: content)
        #expect((screen.table.headerView(forSection: 0) as? PMHeaderView)?.text == "2 items")
        content.set { build(3) }
        screen.table.finishAnimations()
        #expect((screen.table.headerView(forSection: 0) as? PMHeaderView)?.text == "3 items")
        #expect(screen.table.exceptions.isEmpty)
    }

    /// IGListKit: `performUpdates(animated: false)`; Trellis: `content.update(animation: .none)` overrides the
    /// manager's per-kind animations for that update only.
    @Test("performUpdates(animated: false): one update with no animation, the next back to the manager's")
    func unanimatedUpdate() {
        let screen = PMTable()
        screen.manager.rowAnimations = RowAnimations(all: .fade)
        let content = DeclarativeContent { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(pmEntries(0...2))) }
        screen.manager.attach(to: screen.table, content: content)
        content.update(animation: .none) { $0.sections[0].rows.removeFirst() }
        #expect(screen.lastAnimations?[.deleteRows] == UITableView.RowAnimation.none)
        screen.table.finishAnimations()
        content.update { $0.sections[0].rows.append(ListRow<PMEntryCell>(PMEntry(id: 5, title: "five"))) }
        #expect(screen.lastAnimations?[.insertRows] == .fade)
        screen.table.finishAnimations()
        #expect(screen.shown == [1, 2, 5])
    }

    /// IGListKit's `ListBindingSectionController`: a changed view model updates its cell. Trellis: a row with the
    /// same identity and new content is reconfigured in place.
    @Test("binding: a changed view model reconfigures its cell in place; others are left alone")
    func bindingUpdatesInPlace() throws {
        let screen = PMTable()
        var entries = pmEntries(0...3)
        let content = DeclarativeContent {
            ListSection(id: "feed", rows: ListRow<PMEntryCell>.create(entries))
        }
        screen.manager.attach(to: screen.table, content: content)
        let cell = try #require(screen.table.cellForRow(at: screen.path(0, 2)) as? PMEntryCell)
        let untouched = try #require(screen.table.cellForRow(at: screen.path(0, 0)) as? PMEntryCell)
        let before = untouched.configured
        entries[2].likes = 5
        content.set { ListSection(id: "feed", rows: ListRow<PMEntryCell>.create(entries)) }
        screen.table.finishAnimations()
        #expect(screen.table.cellForRow(at: screen.path(0, 2)) === cell)
        #expect(cell.entry?.likes == 5)
        #expect(untouched.configured == before)
        #expect(screen.table.exceptions.isEmpty)
    }

    /// IGListKit's `emptyView(for:)`: shown when the adapter has no objects. Trellis: `manager.emptyState`.
    @Test("empty view: shown with no objects, gone with some, back when they go")
    func emptyView() {
        let screen = PMTable()
        let empty = UIView(frame: .zero)
        screen.manager.emptyState = .view(empty)
        let content = DeclarativeContent()
        screen.manager.attach(to: screen.table, content: content)
        #expect(screen.table.backgroundView === empty)
        content.set { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(pmEntries(0...1))) }
        screen.table.finishAnimations()
        #expect(screen.table.backgroundView == nil)
        content.set {}
        screen.table.finishAnimations()
        #expect(screen.table.backgroundView === empty)
        #expect(screen.table.exceptions.isEmpty)
    }

    /// IGListKit's working range / `ListAdapterDataSource` prefetch: Trellis's `prefetch` event, fired by UIKit's
    /// `prefetchDataSource`, reaches the model of the row asked, after an insert above too.
    @Test("prefetch (UIKit's prefetchDataSource) reaches the right model, also after rows are inserted above")
    func prefetchReachesModel() {
        let screen = PMTable(rows: 5)
        var prefetched: [Int] = []
        var cancelled: [Int] = []
        var entries = pmEntries(0...19)
        func build() -> [ListSection] {
            [
                ListSection(id: 0) {
                    for entry in entries {
                        ListRow<PMEntryCell>(entry)
                            .onPrefetch { prefetched.append($0.model.id) }
                    }
                }
            ]
        }
        screen.manager.dispatcher.cancelPrefetching(PMEntryCell.self) { entry, _ in cancelled.append(entry.id) }
        let content = DeclarativeContent { build() }
        screen.manager.attach(to: screen.table, content: content)
        let prefetcher = screen.table.prefetchDataSource
        #expect(prefetcher != nil)
        prefetcher?.tableView(screen.table, prefetchRowsAt: [screen.path(0, 8), screen.path(0, 9)])
        entries.insert(contentsOf: pmEntries(50...51), at: 0)
        content.set { build() }
        screen.table.finishAnimations()
        screen.table.prefetchDataSource?.tableView(screen.table, prefetchRowsAt: [screen.path(0, 8)])
        screen.table.prefetchDataSource?.tableView(screen.table, cancelPrefetchingForRowsAt: [screen.path(0, 9)])
        #expect(prefetched == [8, 9, 6])
        #expect(cancelled == [7])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// IGListKit's prefetching on a collection, here with Apple's diffable data source attached through Trellis.
    @Test("collection attachDiffable: prefetch closures reach the identifiers' models")
    func diffableCollectionPrefetch() {
        let screen = PMCollection(items: 4)
        let store = PMStore(pmEntries(0...19))
        var prefetched: [Int] = []
        screen.manager.registry.register(PMEntryItemCell.self) { mapping in
            mapping.prefetch { entry, _ in prefetched.append(entry.id) }
        }
        let dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0...19).reversed())
        dataSource.apply(snapshot, animatingDifferences: false)
        let prefetcher = screen.collection.prefetchDataSource
        #expect(prefetcher != nil)
        prefetcher?.collectionView(screen.collection, prefetchItemsAt: [IndexPath(item: 10, section: 0)])
        #expect(prefetched == [9])
    }

    /// IGListKit's supplementary views (`ListSupplementaryViewSource`) in a collection.
    @Test("collection: supplementary headers per section controller follow their sections")
    func supplementaryHeaders() {
        let screen = PMCollection()
        var objects = pmEntries(0...2)
        func build() -> [ListSection] {
            objects.map { entry in
                ListSection(
                    id: entry.id, header: .view(SectionView<PMSupplementaryView>(PMHeading(text: entry.title)))
                ) {
                    ListRow<PMEntryItemCell>(entry)
                }
            }
        }
        let content = DeclarativeContent { build() }
        screen.manager.attach(to: screen.collection, content: content)
        #expect(screen.shown == [0, 1, 2])
        #expect(screen.header(2) == "entry 2")
        objects.swapAt(0, 2)
        objects[1].title = "renamed"
        content.set { build() }
        screen.collection.finishAnimations()
        #expect(screen.shown == [2, 1, 0])
        #expect(screen.header(0) == "entry 2")
        #expect(screen.header(1) == "renamed")
        #expect(screen.collection.exceptions.isEmpty)
    }
}

// MARK: - Epoxy

@MainActor
@Suite("Peer migration: Epoxy, ported")
struct PeerMigrationEpoxyAttackTests {
    /// Epoxy: `ItemModel(dataID:, content:).didSelect { context in }` with `willDisplay`. Trellis: `ListRow(_:id:)`
    /// with `onSelect` / `onWillDisplay`: each event reaches the row's own model, after the list changes too.
    @Test("didSelect and willDisplay on the item reach the item's model after a reorder and an insert")
    func itemEventsReachTheirModel() {
        let screen = PMTable()
        var log: [String] = []
        var entries = pmEntries(0...4)
        func build() -> [ListSection] {
            [
                ListSection(id: "main") {
                    for entry in entries {
                        ListRow<PMEntryCell>(entry, id: "row-\(entry.id)")
                            .onSelect { log.append("select \($0.model.id)") }
                            .onWillDisplay { log.append("display \($0.model.id)") }
                    }
                }
            ]
        }
        let content = DeclarativeContent { build() }
        screen.manager.attach(to: screen.table, content: content)
        #expect(log == (0...4).map { "display \($0)" })
        log = []
        entries.reverse()
        entries.insert(PMEntry(id: 9, title: "nine"), at: 2)
        content.set { build() }
        screen.table.finishAnimations()
        #expect(log == ["display 9"])
        screen.table.simulateTap(at: screen.path(0, 0))
        screen.table.simulateTap(at: screen.path(0, 2))
        #expect(log == ["display 9", "select 4", "select 9"])
        #expect(screen.shown == [4, 3, 9, 2, 1, 0])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// Epoxy: `didEndDisplaying` on the item: a deleted item's closure is told its own model.
    @Test("didEndDisplaying of a deleted row reaches the deleted row's model")
    func didEndDisplayingDeleted() {
        let screen = PMTable()
        var ended: [Int] = []
        var entries = pmEntries(0...4)
        func build() -> [ListSection] {
            [
                ListSection(id: 0) {
                    for entry in entries {
                        ListRow<PMEntryCell>(entry, id: entry.id).onDidEndDisplaying { ended.append($0.model.id) }
                    }
                }
            ]
        }
        let content = DeclarativeContent { build() }
        screen.manager.attach(to: screen.table, content: content)
        entries.remove(at: 1)
        entries.remove(at: 2)  // entry 3
        content.set { build() }
        screen.table.finishAnimations()
        #expect(ended.sorted() == [1, 3])
        #expect(screen.shown == [0, 2, 4])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// Epoxy's `setBehaviors` (closures that are not part of equality) are taken from the latest model: a section
    /// rebuilt with new closures and equal content uses the new closures.
    @Test("a rebuilt row with equal content but a new closure answers with the new closure")
    func behaviorsFromLatestModel() {
        let screen = PMTable()
        var log: [String] = []
        func build(_ generation: Int) -> [ListSection] {
            [
                ListSection(id: "main") {
                    for entry in pmEntries(0...2) {
                        ListRow<PMEntryCell>(entry).onSelect { log.append("gen \(generation) select \($0.model.id)") }
                    }
                }
            ]
        }
        let content = DeclarativeContent { build(1) }
        screen.manager.attach(to: screen.table, content: content)
        content.set { build(2) }
        screen.table.finishAnimations()
        screen.table.simulateTap(at: screen.path(0, 1))
        #expect(log == ["gen 2 select 1"])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// Epoxy in a collection: items with `didSelect`, data IDs stable across an update.
    @Test("collection: item didSelect after an update reaches the item now there")
    func collectionSelect() {
        let screen = PMCollection()
        var selected: [Int] = []
        var entries = pmEntries(0...5)
        func build() -> [ListSection] {
            [
                ListSection(id: 0) {
                    for entry in entries {
                        ListRow<PMEntryItemCell>(entry, id: entry.id).onSelect { selected.append($0.model.id) }
                    }
                }
            ]
        }
        let content = DeclarativeContent { build() }
        screen.manager.attach(to: screen.collection, content: content)
        entries.removeFirst(2)
        content.set { build() }
        // Tapped while the batch animates: the content's path is what the closure is told.
        screen.collection.simulateTap(at: IndexPath(item: 0, section: 0))
        screen.collection.finishAnimations()
        screen.collection.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(selected == [2, 2])
        #expect(screen.collection.exceptions.isEmpty)
    }
}

// MARK: - RxDataSources

@MainActor
@Suite("Peer migration: RxDataSources, ported")
struct PeerMigrationRxDataSourcesAttackTests {
    struct SectionModel: Hashable {
        var identity: String
        var items: [PMEntry]
    }

    /// RxDataSources: `RxTableViewSectionedAnimatedDataSource(animationConfiguration: AnimationConfiguration(
    /// insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left))`. Trellis: `manager.rowAnimations`.
    @Test("per-kind animations: inserts .top, deletes .left")
    func animationConfiguration() {
        let screen = PMTable()
        screen.manager.rowAnimations = RowAnimations(
            insertItems: .top, deleteItems: .left, reloadItems: .fade, insertSections: .top, deleteSections: .left)
        let content = DeclarativeContent()
        screen.manager.attach(to: screen.table, content: content)
        func emit(_ sections: [SectionModel]) {
            content.set {
                for section in sections {
                    ListSection(id: section.identity, header: .title(section.identity)) {
                        ListRow<PMEntryCell>.create(section.items)
                    }
                }
            }
        }
        emit([SectionModel(identity: "a", items: pmEntries(0...3))])
        screen.table.finishAnimations()
        emit([SectionModel(identity: "a", items: pmEntries(1...4))])
        #expect(screen.lastAnimations?[.insertRows] == .top)
        #expect(screen.lastAnimations?[.deleteRows] == .left)
        screen.table.finishAnimations()
        emit([SectionModel(identity: "a", items: pmEntries(1...4)), SectionModel(identity: "b", items: [])])
        #expect(screen.lastAnimations?[.insertSections] == .top)
        screen.table.finishAnimations()
        #expect(screen.shown == [1, 2, 3, 4])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// RxDataSources: `dataSource.canEditRowAtIndexPath = { ds, ip in ... }`, `canMoveRowAtIndexPath`.
    @Test("canEdit / canMove closures answer per row; a move goes through the content")
    func canEditAndMove() {
        let screen = PMTable()
        var entries = pmEntries(0...3)
        var moves: [String] = []
        func build() -> [ListSection] {
            [
                ListSection(id: "s") {
                    for entry in entries {
                        // `onMove` before `onCanMove`: the other order loses `onCanMove` (see the findings).
                        ListRow<PMEntryCell>(entry)
                            .onCanEdit { $0.model.id != 0 }
                            .onMove { event, destination in moves.append("\(event.model.id)->\(destination)") }
                            .onCanMove { $0.model.id != 0 }
                    }
                }
            ]
        }
        let content = DeclarativeContent { build() }
        screen.manager.attach(to: screen.table, content: content)
        let dataSource = screen.table.dataSource
        #expect(dataSource?.tableView(screen.table, canEditRowAt: screen.path(0, 0)) == false)
        #expect(dataSource?.tableView(screen.table, canEditRowAt: screen.path(0, 1)) == true)
        #expect(dataSource?.tableView(screen.table, canMoveRowAt: screen.path(0, 0)) == false)
        #expect(dataSource?.tableView(screen.table, canMoveRowAt: screen.path(0, 2)) == true)
        _ = screen.table.simulateMove(from: screen.path(0, 3), to: screen.path(0, 1))
        #expect(moves == ["3->[0, 1]"])
        #expect(content.sections[0].rows.map { ($0.anyModel as? PMEntry)?.id } == [0, 3, 1, 2])
        entries = content.sections[0].rows.compactMap { $0.anyModel as? PMEntry }
        #expect(screen.shown == [0, 3, 1, 2])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// RxDataSources: `reloadAnimation: .fade` fades changed items. Trellis reconfigures changed rows in place by
    /// default (no animation); `manager.itemRefresh = .reload` gives the fading reload.
    @Test("reloadAnimation: with itemRefresh .reload a changed item reloads with rowAnimations.reloadItems")
    func reloadAnimation() {
        let screen = PMTable()
        screen.manager.rowAnimations = RowAnimations(reloadItems: .fade)
        screen.manager.itemRefresh = .reload
        var entries = pmEntries(0...3)
        let content = DeclarativeContent { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(entries)) }
        screen.manager.attach(to: screen.table, content: content)
        entries[1].title = "changed"
        content.set { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(entries)) }
        #expect(screen.batches.last?.reloadedItems == [IndexPath(row: 1, section: 0)])
        #expect(screen.lastAnimations?[.reloadRows] == .fade)
        screen.table.finishAnimations()
        #expect(screen.shownTitles == ["entry 0", "changed", "entry 2", "entry 3"])
        #expect(screen.table.exceptions.isEmpty)
    }

    /// RxDataSources: `tableView.rx.itemMoved.subscribe { relay.accept(sectionsWithTheMove) }`: the app's stream
    /// emits the moved order from the move handler, synchronously. The table must not animate the move twice.
    @Test("a move whose handler emits the moved sections at once: no second animation, no reload, order kept")
    func moveReEmittedFromStream() {
        let screen = PMTable()
        var entries = pmEntries(0...4)
        let content = DeclarativeContent()
        func emit() {
            content.set {
                ListSection(id: "s") {
                    for entry in entries {
                        ListRow<PMEntryCell>(entry).onMove { event, destination in
                            let moved = entries.remove(at: entries.firstIndex(of: event.model)!)
                            entries.insert(moved, at: destination.item)
                            emit()
                        }
                    }
                }
            }
        }
        emit()
        screen.manager.attach(to: screen.table, content: content)
        let before = screen.table.updateLog.count
        _ = screen.table.simulateMove(from: screen.path(0, 4), to: screen.path(0, 1))
        screen.table.finishAnimations()
        let after = Array(screen.table.updateLog.dropFirst(before))
        #expect(!after.contains(.reloadData), "\(after)")
        #expect(after.allSatisfy { $0.batch == nil || $0.batch?.isEmpty == true }, "\(after)")
        #expect(screen.shown == [0, 4, 1, 2, 3])
        #expect(entries.map(\.id) == [0, 4, 1, 2, 3])
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.log.all.isEmpty, "\(screen.log.all)")
        content.sections = []  // the rows' closures call `emit`, which holds the content: let it go
    }

    /// RxDataSources asserts on duplicate identities ("Duplicate item"); Trellis shows them and reports it.
    @Test("an emission with a duplicate item identity: shown as emitted, reported, no exception")
    func duplicateIdentities() {
        let screen = PMTable()
        let content = DeclarativeContent()
        content.anomalyHandler = screen.log.handler
        screen.manager.attach(to: screen.table, content: content)
        content.set { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(pmEntries(0...2))) }
        screen.table.finishAnimations()
        let twice = [PMEntry(id: 1, title: "a"), PMEntry(id: 2, title: "b"), PMEntry(id: 1, title: "c")]
        content.set { ListSection(id: 0, rows: ListRow<PMEntryCell>.create(twice)) }
        screen.table.finishAnimations()
        #expect(screen.shownTitles == ["a", "b", "c"])
        #expect(screen.log.all.contains { if case .duplicateIdentity = $0 { true } else { false } })
        #expect(screen.table.exceptions.isEmpty)
    }

    /// RxDataSources: `sections.bind(to: tableView.rx.items(dataSource:))`: a stream of sections, each emission
    /// animated, emissions arriving while the previous animation runs. Random streams, seeded.
    @Test("a stream of section emissions, many during animations: the table ends on the last, no exception")
    func streamOfSections() {
        for seed in UInt64(1)...40 {
            var generator = SeededGenerator(seed: seed)
            let screen = PMTable(rows: 40)
            let content = DeclarativeContent()
            screen.manager.attach(to: screen.table, content: content)
            var last: [SectionModel] = []
            for _ in 0..<8 {
                var sections: [SectionModel] = []
                var pool = Array(0..<30).shuffled(using: &generator)
                for name in ["a", "b", "c"].shuffled(using: &generator) where Bool.random(using: &generator) {
                    let count = Int.random(in: 0...6, using: &generator)
                    let ids = pool.prefix(count)
                    pool.removeFirst(min(count, pool.count))
                    sections.append(
                        SectionModel(
                            identity: name,
                            items: ids.map { PMEntry(id: $0, title: "t\(Int.random(in: 0...1, using: &generator))") }))
                }
                last = sections
                content.set {
                    for section in sections {
                        ListSection(id: section.identity) { ListRow<PMEntryCell>.create(section.items) }
                    }
                }
                if Bool.random(using: &generator) { screen.table.finishAnimations() }
            }
            for _ in 0..<6 { screen.table.finishAnimations() }
            let expected = last.flatMap { $0.items.map(\.id) }
            let expectedTitles = last.flatMap { $0.items.map(\.title) }
            #expect(screen.shown == expected, "seed \(seed)")
            #expect(screen.shownTitles == expectedTitles, "seed \(seed)")
            #expect(screen.table.numberOfSections == last.count, "seed \(seed)")
            #expect(screen.table.exceptions.isEmpty, "seed \(seed)")
        }
    }
}

// MARK: - Carbon

/// Carbon's `Component`: `render(in:)` is the cell's configure, `referenceSize(in:)` the row's height.
final class PMLabelComponentCell: UITableViewCell, DeclarativeCell {
    typealias Model = PMEntry
    private(set) var text: String?
    static var defaultHeight: Double? { 44 }
    func configure(_ model: PMEntry, path: ItemPath) { text = "\(path.item + 1). \(model.title)" }
}

@MainActor
@Suite("Peer migration: Carbon, ported")
struct PeerMigrationCarbonAttackTests {
    /// Carbon: `renderer.render { Section(id:, header: ViewNode(Header(...)), cells: { CellNode(id:, Label(...))
    /// .onSelect { } }) }`, `referenceSize` per component. Trellis: `content.set { ListSection ... }`.
    @Test("render: rows, heights from referenceSize, header node, selection, re-render animates")
    func renderScreen() {
        let screen = PMTable()
        screen.manager.registry.register(PMHeaderView.self, as: .header)
        var selected: [Int] = []
        var entries = pmEntries(0...2)
        func render() -> [ListSection] {
            [
                ListSection(id: "hello", header: .view(SectionView<PMHeaderView>(PMHeading(text: "Hello")).height(30)))
                {
                    for entry in entries {
                        ListRow<PMLabelComponentCell>(entry)
                            .height(entry.id == 1 ? 80 : 44)
                            .onSelect { selected.append($0.model.id) }
                    }
                }
            ]
        }
        let content = DeclarativeContent { render() }
        screen.manager.attach(to: screen.table, content: content)
        let delegate = screen.table.delegate
        #expect(delegate?.tableView(screen.table, heightForRowAt: screen.path(0, 1)) == 80)
        #expect(delegate?.tableView(screen.table, heightForRowAt: screen.path(0, 0)) == 44)
        #expect(delegate?.tableView(screen.table, heightForHeaderInSection: 0) == 30)
        #expect((screen.table.headerView(forSection: 0) as? PMHeaderView)?.text == "Hello")
        entries.insert(PMEntry(id: 7, title: "seven"), at: 0)
        content.set { render() }
        screen.table.finishAnimations()
        let texts = screen.table.visibleCells.compactMap { ($0 as? PMLabelComponentCell)?.text }
        #expect(texts == ["1. seven", "2. entry 0", "3. entry 1", "4. entry 2"])
        screen.table.simulateTap(at: screen.path(0, 2))
        #expect(selected == [1])
        #expect(delegate?.tableView(screen.table, heightForRowAt: screen.path(0, 2)) == 80)
        #expect(screen.table.exceptions.isEmpty)
    }

    /// Carbon's renderer on a table not in a window (a screen built before it is pushed): it reloads, and the
    /// render's completion still runs, once.
    @Test("off-window render: reloads, completion runs once")
    func offWindowCompletion() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        var done = 0
        content.set { ListSection(id: 0, rows: ListRow<PMLabelComponentCell>.create(pmEntries(0...3))) }
        manager.whenUpdatesFinish { done += 1 }
        table.finishAnimations()
        #expect(done == 1)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.updateLog.last == .reloadData)
    }

    /// Carbon: `Renderer(adapter: UITableViewAdapter(), updater: UITableViewUpdater())`, `updater.completion`.
    @Test("render's completion (manager.whenUpdatesFinish) once per render, after the batch")
    func renderCompletion() {
        let screen = PMTable()
        let content = DeclarativeContent()
        screen.manager.attach(to: screen.table, content: content)
        var done: [Int] = []
        for generation in 1...3 {
            content.set { ListSection(id: 0, rows: ListRow<PMLabelComponentCell>.create(pmEntries(0...generation))) }
            screen.manager.whenUpdatesFinish { done.append(generation) }
        }
        #expect(done.isEmpty || done == [1])
        for _ in 0..<4 { screen.table.finishAnimations() }
        #expect(done == [1, 2, 3])
        #expect(screen.table.numberOfRows(inSection: 0) == 4)
    }
}
