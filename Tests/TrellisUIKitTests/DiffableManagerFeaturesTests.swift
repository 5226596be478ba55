import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// The manager's features reaching content attached with `attachDiffable` as they reach `attach(to:content:)`:
// moving and the section index on a collection, the empty state however a snapshot is applied, swipe actions without
// a `canEdit` closure. The first tests came from an outside probe (branch probe6-wt-san,
// PeerMigrationFindingsTests.swift); their fixtures are that probe's, kept in PeerMigrationAttackTests.swift.

// MARK: - Fixtures

// The peer-migration probe's fixtures (Probe/PeerMigrationAttackTests.swift), by the names these tests use.
typealias DFEntry = PMEntry
typealias DFEntryCell = PMEntryCell
typealias DFEntryItemCell = PMEntryItemCell
typealias DFTable = PMTable
typealias DFCollection = PMCollection
typealias DFStore = PMStore

func dfEntries(_ ids: ClosedRange<Int>) -> [DFEntry] { pmEntries(ids) }

/// A snapshot of one section `0` holding `items`.
func dfSnapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
}

// MARK: - Moving and the section index on a collection

@MainActor
@Suite("attachDiffable: manager features on a collection")
struct DiffableCollectionFeatureTests {
    @Test("collection attachDiffable: canMove / moveItem closures are asked and the item moves, as on a table")
    func collectionDiffableMoves() {
        let screen = DFCollection()
        let store = DFStore(dfEntries(0...4))
        var log: [String] = []
        screen.manager.registry.register(DFEntryItemCell.self)
        screen.manager.dispatcher.canMove(withModel: DFEntry.self) { entry, _ in entry.id != 0 }
        screen.manager.dispatcher.moveItem(withModel: DFEntry.self) { entry, _, destination in
            log.append("move \(entry.id) \(destination)")
        }
        screen.manager.connect(screen.collection)
        let dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        dataSource.apply(dfSnapshot([0, 1, 2, 3, 4]), animatingDifferences: false)
        let moved = screen.collection.simulateMove(
            from: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
        #expect(moved == IndexPath(item: 1, section: 0), "the drag is allowed")
        #expect(log == ["move 3 [0, 1]"])
        #expect(dataSource.snapshot().itemIdentifiers == [0, 3, 1, 2, 4])
        #expect(screen.shown == [0, 3, 1, 2, 4])
        #expect(screen.collection.exceptions.isEmpty)
    }

    @Test("collection attachDiffable: canMove false refuses the drag; no move closure, no reordering")
    func collectionDiffableMoveRefused() {
        let screen = DFCollection()
        let store = DFStore(dfEntries(0...4))
        screen.manager.registry.register(DFEntryItemCell.self)
        let dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        dataSource.apply(dfSnapshot([0, 1, 2, 3, 4]), animatingDifferences: false)
        let collection = screen.collection
        #expect(
            collection.dataSource?.collectionView(collection, canMoveItemAt: IndexPath(item: 1, section: 0)) == false)
        screen.manager.dispatcher.canMove(withModel: DFEntry.self) { entry, _ in entry.id != 0 }
        #expect(
            collection.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) == nil)
        #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2, 3, 4])
    }

    @Test("collection attachDiffable: a move closure applying its own snapshot keeps it")
    func collectionDiffableMoveClosureSnapshot() {
        let screen = DFCollection()
        let store = DFStore(dfEntries(0...4))
        screen.manager.registry.register(DFEntryItemCell.self)
        weak var dataSource: CollectionViewDiffableDataSource<Int, Int>?  // the manager keeps it; its closure must not
        screen.manager.dispatcher.moveItem(withModel: DFEntry.self) { _, _, _ in
            dataSource?.apply(dfSnapshot([4, 3, 2, 1, 0]), animatingDifferences: false)
        }
        dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        dataSource?.apply(dfSnapshot([0, 1, 2, 3, 4]), animatingDifferences: false)
        screen.collection.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(dataSource?.snapshot().itemIdentifiers == [4, 3, 2, 1, 0])
        #expect(screen.collection.exceptions.isEmpty)
    }

    @Test("collection attachDiffable: sectionIndexTitles closure answers indexTitles(for:)")
    func collectionDiffableIndexTitles() {
        let screen = DFCollection()
        screen.manager.registry.register(DFEntryItemCell.self)
        screen.manager.dispatcher.sectionIndexTitles { ["A", "B"] }
        let store = DFStore(dfEntries(0...4))
        let dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: String.self, items: Int.self, model: { store.entries[$0] })
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([0, 1], toSection: "A")
        snapshot.appendItems([2], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(screen.collection.dataSource?.indexTitles(for: screen.collection) == ["A", "B"])
    }

    @Test("collection attachDiffable: indexPathForIndexTitle answers from the closures, as the proxy does")
    func collectionDiffableIndexPathForTitle() {
        let screen = DFCollection()
        screen.manager.registry.register(DFEntryItemCell.self)
        screen.manager.dispatcher.sectionIndexTitles { ["A", "B"] }
        screen.manager.dispatcher.sectionForSectionIndexTitle { title, _ in title == "B" ? 1 : 0 }
        let store = DFStore(dfEntries(0...4))
        let dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: String.self, items: Int.self, model: { store.entries[$0] })
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([0, 1], toSection: "A")
        snapshot.appendItems([2], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false)
        let collection = screen.collection
        #expect(collection.dataSource?.collectionView(collection, indexPathForIndexTitle: "B", at: 0) == [1])
    }
}

// MARK: - Swipe actions on a table

@MainActor
@Suite("attachDiffable: editing on a table follows attach(to:content:)")
struct DiffableTableEditingTests {
    /// A diffable table of four rows whose cells' mapping `configure` sets up.
    func screen(_ configure: ((TypedViewMapping<DFEntryCell>) -> Void)? = nil) -> (
        DFTable, TableViewDiffableDataSource<Int, Int>
    ) {
        let screen = DFTable()
        let store = DFStore(dfEntries(0...3))
        screen.manager.registry.register(DFEntryCell.self) { mapping in configure?(mapping) }
        let dataSource = screen.manager.attachDiffable(
            to: screen.table, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        dataSource.apply(dfSnapshot([0, 1, 2, 3]), animatingDifferences: false)
        return (screen, dataSource)
    }

    @Test("attachDiffable table: trailingSwipeActions show without a canEdit closure, as with attach(to:content:)")
    func diffableSwipeActionsNeedCanEdit() {
        let (screen, _) = screen { mapping in
            mapping.trailingSwipeActions { _, _, _ in
                SwipeActionsDescription(actions: [ContextualActionDescription(title: "Archive") { done in done(true) }])
            }
        }
        #expect(screen.table.simulateTrailingSwipe(at: screen.path(0, 1))?.actions.map(\.title) == ["Archive"])
    }

    @Test("attachDiffable table: leadingSwipeActions show without a canEdit closure")
    func diffableLeadingSwipe() {
        let (screen, _) = screen { mapping in
            mapping.leadingSwipeActions { _, _, _ in
                SwipeActionsDescription(actions: [ContextualActionDescription(title: "Pin") { done in done(true) }])
            }
        }
        #expect(screen.table.simulateLeadingSwipe(at: screen.path(0, 1))?.actions.map(\.title) == ["Pin"])
    }

    @Test("attachDiffable table: deprecated edit actions alone make rows editable, as with attach(to:content:)")
    func diffableEditActions() {
        let (screen, _) = screen { mapping in
            mapping.editActions { _, _, _ in [ContextualActionDescription(title: "More") { done in done(true) }] }
        }
        #expect(screen.table.dataSource?.tableView(screen.table, canEditRowAt: screen.path(0, 1)) == true)
    }

    @Test("attachDiffable table: a canEdit closure still decides, with swipe actions too")
    func diffableCanEditClosureDecides() {
        let (screen, _) = screen { mapping in
            mapping.canEdit { entry, _ in entry.id != 1 }
            mapping.trailingSwipeActions { _, _, _ in
                SwipeActionsDescription(actions: [ContextualActionDescription(title: "Archive") { done in done(true) }])
            }
        }
        #expect(screen.table.simulateTrailingSwipe(at: screen.path(0, 1)) == nil)
        #expect(screen.table.simulateTrailingSwipe(at: screen.path(0, 2))?.actions.map(\.title) == ["Archive"])
    }

    @Test("attachDiffable table: nothing handles editing, so no row offers a Delete that deletes nothing")
    func diffableNoEditingNoDelete() {
        let (screen, _) = screen()
        #expect(screen.table.simulateTrailingSwipe(at: screen.path(0, 1)) == nil)
        #expect(screen.table.dataSource?.tableView(screen.table, canEditRowAt: screen.path(0, 1)) == false)
    }

    @Test("attachDiffable table: a commitEditingStyle closure alone makes rows swipe to delete")
    func diffableCommitAloneDeletes() {
        var deleted: [Int] = []
        let (screen, _) = screen { mapping in
            mapping.commitEditingStyle { entry, _, _ in deleted.append(entry.id) }
        }
        let swipe = screen.table.simulateTrailingSwipe(at: screen.path(0, 2))
        #expect(swipe?.actions.map(\.title) == ["Delete"])
        if let action = swipe?.actions.first { screen.table.simulatePerform(action, at: screen.path(0, 2)) }
        #expect(deleted == [2])
    }

    @Test("attachDiffable table: rows that move are editable (UIKit shows the reorder control only on those)")
    func diffableMovingRowsEditable() {
        let (screen, _) = screen { mapping in mapping.moveItem { _, _, _ in } }
        #expect(screen.table.dataSource?.tableView(screen.table, canEditRowAt: screen.path(0, 1)) == true)
    }

    @Test("attachDiffable table: your delegate's trailing swipe actions are asked without a canEdit closure")
    func diffableUserDelegateSwipe() {
        let (screen, _) = screen()
        let delegate = RecordingTableDelegate(answering: ["tableView(_:trailingSwipeActionsConfigurationForRowAt:)"])
        screen.manager.delegate = delegate
        #expect(screen.table.dataSource?.tableView(screen.table, canEditRowAt: screen.path(0, 0)) == true)
        _ = screen.table.simulateTrailingSwipe(at: screen.path(0, 0))
        #expect(delegate.calls.contains("tableView(_:trailingSwipeActionsConfigurationForRowAt:)"))
    }
}

// MARK: - The empty state

/// The ways a snapshot reaches a diffable data source.
enum DFApplyRoute: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case animated, notAnimated, reloadData, awaited, awaitedReloadData
    var testDescription: String { rawValue }

    /// Runs `body`, a synchronous call.
    @MainActor
    static func now(_ body: @MainActor () -> Void) { body() }

    @MainActor
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, to dataSource: TableViewDiffableDataSource<Int, Int>)
        async
    {
        switch self {
        // A synchronous closure: in an async function Swift picks the async overloads (as with Apple's SDK).
        case .animated: Self.now { dataSource.apply(snapshot, animatingDifferences: true) }
        case .notAnimated: Self.now { dataSource.apply(snapshot, animatingDifferences: false) }
        case .reloadData: Self.now { dataSource.applySnapshotUsingReloadData(snapshot) }
        case .awaited: await dataSource.apply(snapshot, animatingDifferences: true)
        case .awaitedReloadData: await dataSource.applySnapshotUsingReloadData(snapshot)
        }
    }

    @MainActor
    func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, to dataSource: CollectionViewDiffableDataSource<Int, Int>
    ) async {
        switch self {
        // A synchronous closure: in an async function Swift picks the async overloads (as with Apple's SDK).
        case .animated: Self.now { dataSource.apply(snapshot, animatingDifferences: true) }
        case .notAnimated: Self.now { dataSource.apply(snapshot, animatingDifferences: false) }
        case .reloadData: Self.now { dataSource.applySnapshotUsingReloadData(snapshot) }
        case .awaited: await dataSource.apply(snapshot, animatingDifferences: true)
        case .awaitedReloadData: await dataSource.applySnapshotUsingReloadData(snapshot)
        }
    }
}

@MainActor
@Suite("attachDiffable: the empty state follows the applied snapshots")
struct DiffableEmptyStateTests {
    @Test("attachDiffable: the empty state follows the applied snapshots")
    func diffableEmptyState() {
        let screen = DFTable()
        let empty = UIView(frame: .zero)
        screen.manager.emptyState = .view(empty)
        screen.manager.registry.register(DFEntryCell.self)
        let store = DFStore(dfEntries(0...4))
        let dataSource = screen.manager.attachDiffable(
            to: screen.table, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        var snapshot = dfSnapshot([0, 1, 2])
        dataSource.apply(snapshot)
        screen.table.finishAnimations()
        #expect(screen.shown == [0, 1, 2])
        #expect(screen.table.backgroundView !== empty, "rows are shown: the empty state should be gone")
        snapshot.deleteAllItems()
        dataSource.apply(snapshot)
        screen.table.finishAnimations()
        #expect(screen.table.numberOfSections == 0)
        #expect(screen.table.backgroundView === empty, "nothing is shown: the empty state should be back")
    }

    @Test(
        "table: empty → rows → empty sections → rows → nothing, by every way of applying",
        arguments: DFApplyRoute.allCases)
    func tableRoutes(_ route: DFApplyRoute) async {
        let screen = DFTable()
        let empty = UIView(frame: .zero)
        let own = UIView(frame: .zero)
        screen.table.completesAnimationsAutomatically = true
        screen.table.backgroundView = own
        screen.manager.emptyState = .view(empty)
        screen.manager.registry.register(DFEntryCell.self)
        let store = DFStore(dfEntries(0...4))
        let dataSource = screen.manager.attachDiffable(
            to: screen.table, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        #expect(screen.table.backgroundView === empty, "attached with no snapshot: empty")
        await route.apply(dfSnapshot([0, 1, 2]), to: dataSource)
        #expect(screen.table.backgroundView === own, "rows: your own background is back")
        await route.apply(dfSnapshot([]), to: dataSource)
        #expect(screen.table.numberOfSections == 1)
        #expect(screen.table.backgroundView === empty, "one empty section: empty")
        await route.apply(dfSnapshot([3]), to: dataSource)
        #expect(screen.table.backgroundView === own)
        await route.apply(NSDiffableDataSourceSnapshot<Int, Int>(), to: dataSource)
        #expect(screen.table.backgroundView === empty, "no sections: empty")
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test(
        "collection: empty → rows → empty sections → rows → nothing, by every way of applying",
        arguments: DFApplyRoute.allCases)
    func collectionRoutes(_ route: DFApplyRoute) async {
        let screen = DFCollection()
        let empty = UIView(frame: .zero)
        screen.collection.completesAnimationsAutomatically = true
        screen.manager.emptyState = .view(empty)
        screen.manager.registry.register(DFEntryItemCell.self)
        let store = DFStore(dfEntries(0...4))
        let dataSource = screen.manager.attachDiffable(
            to: screen.collection, sections: Int.self, items: Int.self, model: { store.entries[$0] })
        #expect(screen.collection.backgroundView === empty, "attached with no snapshot: empty")
        await route.apply(dfSnapshot([0, 1, 2]), to: dataSource)
        #expect(screen.shown == [0, 1, 2])
        #expect(screen.collection.backgroundView == nil, "items: the empty state is gone")
        await route.apply(dfSnapshot([]), to: dataSource)
        #expect(screen.collection.backgroundView === empty, "one empty section: empty")
        await route.apply(dfSnapshot([3]), to: dataSource)
        #expect(screen.collection.backgroundView == nil)
        await route.apply(NSDiffableDataSourceSnapshot<Int, Int>(), to: dataSource)
        #expect(screen.collection.backgroundView === empty, "no sections: empty")
        #expect(screen.collection.exceptions.isEmpty)
    }
}
