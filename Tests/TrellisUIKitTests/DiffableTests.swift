import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

@MainActor
@Suite("Diffable data source integration")
struct DiffableTests {
    enum Section: String, Hashable, Sendable { case fruit, veg }

    @MainActor
    final class Fixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let manager = TableViewManager()
        let dataSource: TableViewDiffableDataSource<Section, Int>

        init() {
            table.completesAnimationsAutomatically = false
            window.addSubview(table)
            manager.registry.register(PostCell.self)
            manager.registry.register(TitleHeader.self, as: .header)
            var posts: [Int: Post] = [:]
            for post in DiffableFixturePosts.all { posts[post.id] = post }
            dataSource = manager.attachDiffable(
                to: table, sections: Section.self, items: Int.self, model: { posts[$0] },
                header: { $0 == .fruit ? "Fruit" : HeaderModel(text: "Veg") })
        }
    }

    @Test("snapshots animate through batches; cells from mappings; titles and mapped header views Apple's type lacks")
    func applySnapshots() throws {
        let fixture = Fixture()
        var selected: [Int] = []
        fixture.manager.dispatcher.didSelect(PostCell.self) { _, post, _ in selected.append(post.id) }
        // A closure for a new kind of event on a live table: UIKit sends its method after `connect`.
        fixture.manager.connect(fixture.table)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.fruit, .veg])
        snapshot.appendItems([0, 1, 2], toSection: .fruit)
        snapshot.appendItems([10, 11], toSection: .veg)
        var applied = false
        fixture.dataSource.apply(snapshot) { applied = true }
        fixture.table.finishAnimations()
        #expect(applied)
        #expect(fixture.table.exceptions.isEmpty)
        let shown = fixture.table.visibleCells.compactMap { ($0 as? PostCell)?.post?.id }
        #expect(shown == [0, 1, 2, 10, 11])
        #expect(fixture.table.dataSource?.tableView(fixture.table, titleForHeaderInSection: 0) == "Fruit")
        #expect(fixture.table.headerView(forSection: 1).flatMap { $0 as? TitleHeader }?.text == "Veg")
        fixture.table.simulateTap(at: IndexPath(row: 1, section: 1))
        #expect(selected == [11])

        snapshot.deleteItems([1])
        snapshot.moveItem(10, beforeItem: 0)
        snapshot.appendItems([12], toSection: .veg)
        snapshot.reloadItems([2])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.table.exceptions.isEmpty)
        #expect(fixture.table.visibleCells.compactMap { ($0 as? PostCell)?.post?.id } == [10, 0, 2, 11, 12])
        #expect(fixture.table.updateLog.contains { $0.batch?.movedItems.isEmpty == false })
    }

    @Test(
        "without animation, or off-screen, a snapshot reloads; an identifier appended again moves, one repeated raises")
    func reloadsAndDuplicates() {
        let fixture = Fixture()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems([0, 1])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(fixture.table.updateLog.last == .reloadData)
        #expect(fixture.table.numberOfRows(inSection: 0) == 2)
        let ((), exceptions) = StandInExceptions.recording {
            snapshot.appendItems([0])  // UIKit moves it into place (and logs)
            snapshot.appendItems([2, 2])
        }
        #expect(snapshot.itemIdentifiers == [1, 0])
        #expect(exceptions.map(\.reason) == ["supplied item identifiers are not unique. Duplicate identifiers: {(2)}"])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.table.exceptions.isEmpty)
        #expect(fixture.table.numberOfRows(inSection: 0) == 2)
    }

    @Test("editing and moving through the diffable data source ask the dispatcher")
    func editingAndMoving() {
        let fixture = Fixture()
        var log: [String] = []
        fixture.manager.dispatcher.commitEditingStyle(withModel: Post.self) { post, _, style in
            log.append("\(style) \(post.id)")
        }
        fixture.manager.dispatcher.moveItem(withModel: Post.self) { post, _, destination in
            log.append("move \(post.id) \(destination)")
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems([0, 1, 2])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.table.simulateCommit(.delete, forRowAt: IndexPath(row: 1, section: 0))
        fixture.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(log == ["delete 1", "move 0 [0, 2]"])
        #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 0])
        #expect(fixture.table.exceptions.isEmpty)
    }
}

enum DiffableFixturePosts {
    static let all = posts(0...20)
}

@MainActor
@Suite("Collection diffable data source integration")
struct CollectionDiffableTests {
    @Test("snapshots animate; cells and header views from mappings; events from the dispatcher")
    func applySnapshots() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collection.completesAnimationsAutomatically = false
        window.addSubview(collection)
        let manager = CollectionViewManager()
        manager.registry.register(PostItemCell.self)
        manager.registry.register(TitleSupplementary.self, as: .header)
        var selected: [Int] = []
        manager.dispatcher.didSelect(PostItemCell.self) { _, post, _ in selected.append(post.id) }
        let byID = Dictionary(uniqueKeysWithValues: posts(0...9).map { ($0.id, $0) })
        let dataSource = manager.attachDiffable(
            to: collection, sections: String.self, items: Int.self, model: { byID[$0] },
            header: { HeaderModel(text: $0) })
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([0, 1], toSection: "A")
        snapshot.appendItems([5], toSection: "B")
        dataSource.apply(snapshot)
        #expect(collection.visibleCells.compactMap { ($0 as? PostItemCell)?.post?.id } == [0, 1, 5])
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleSupplementary)?.text == "B")
        snapshot.moveItem(5, beforeItem: 0)
        snapshot.deleteItems([1])
        dataSource.apply(snapshot)
        #expect(collection.visibleCells.compactMap { ($0 as? PostItemCell)?.post?.id } == [5, 0])
        collection.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(selected == [5])
        #expect(collection.exceptions.isEmpty)
    }
}
