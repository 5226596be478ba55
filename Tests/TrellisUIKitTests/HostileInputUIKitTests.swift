import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

/// Bad input and lost callbacks at the UIKit edge: malformed index paths, managers released or reloaded while updates
/// wait. (docs/HostileInput.md lists the catalogue.)
@MainActor
@Suite("Hostile input: UIKit managers and proxies")
struct HostileInputUIKitTests {
    @Test("An index path without two indexes answers defaults and never traps, in every kind of proxy method")
    func malformedIndexPaths() {
        let screen = Screen()
        let proxy = screen.manager.proxy
        for path in [IndexPath(index: 0), IndexPath(), IndexPath(indexes: [0, 1, 2])] {
            _ = proxy.tableView(screen.table, cellForRowAt: path)
            _ = proxy.tableView(screen.table, heightForRowAt: path)
            _ = proxy.tableView(screen.table, willSelectRowAt: path)
            proxy.tableView(screen.table, didSelectRowAt: path)
            _ = proxy.tableView(screen.table, canEditRowAt: path)
            _ = proxy.tableView(screen.table, editingStyleForRowAt: path)
        }
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("A manager released while an update animates still calls its completions")
    func releasedManagerCompletes() async {
        var finished: [String] = []
        do {
            let screen = Screen()
            try? screen.storage.addItem(Post(id: 100, title: "new"))  // animating: the stand-in waits
            #expect(screen.manager.isUpdating)
            screen.manager.whenUpdatesFinish { finished.append("in flight") }
            try? screen.storage.addItem(Post(id: 101, title: "newer"))  // waits behind it
            screen.manager.apply(ContentUpdate(stages: []), completion: { finished.append("queued") })
        }
        // The screen (window, table, manager) is gone: the completions still run, once.
        for _ in 0..<10 where finished.count < 2 { await Task.yield() }
        #expect(finished.sorted() == ["in flight", "queued"])
    }

    @Test("Replacing the content while updates wait runs their completions instead of dropping them")
    func supersededUpdatesComplete() {
        let screen = Screen()
        var finished = 0
        try? screen.storage.addItem(Post(id: 100, title: "new"))
        #expect(screen.manager.isUpdating)
        let waiting = ContentUpdate(stages: [
            ContentUpdate.Stage(
                data: ContentSnapshot(sections: [StorageSection(items: posts(0...11))]),
                update: BatchUpdate(insertedItems: [ItemPath(item: 11, section: 0)]))
        ])
        screen.manager.apply(waiting) { finished += 1 }
        screen.manager.setContent(MemoryStorage(items: posts(0...2)))
        #expect(finished == 1)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("A supplementary path of one index (a custom layout's) shows that section's view; an empty one a placeholder")
    func supplementaryPathsOfOneIndex() {
        var displayed: [String] = []
        let screen = CollectionScreen(
            sections: [posts(0...1), posts(10...11)], visibleItems: 10,
            configure: { manager in
                manager.registry.register(TitleSupplementary.self, as: .header) {
                    $0.referenceSizeForHeader { _, _ in TrellisSize(width: 320, height: 30) }
                        .willDisplaySupplementary { _, model, path in displayed.append("\(model.text) \(path)") }
                }
            })
        screen.storage.setSectionHeaderModels([HeaderModel(text: "Fruit"), HeaderModel(text: "Veg")])
        screen.collection.finishAnimations()
        screen.manager.reloadData()
        let (proxy, collection) = (screen.manager.proxy, screen.collection)
        let kind = UICollectionView.elementKindSectionHeader
        // `IndexPath.section` traps on these on a device (and in the stand-in, as UIKit's overlay does).
        let veg = proxy.collectionView(collection, viewForSupplementaryElementOfKind: kind, at: IndexPath(index: 1))
        #expect((veg as? TitleSupplementary)?.text == "Veg")
        let none = proxy.collectionView(collection, viewForSupplementaryElementOfKind: kind, at: IndexPath())
        #expect(!(none is TitleSupplementary))
        displayed.removeAll()  // what the collection itself showed
        for path in [IndexPath(index: 1), IndexPath(), IndexPath(indexes: [7, 0, 0])] {
            proxy.collectionView(collection, willDisplaySupplementaryView: veg, forElementKind: kind, at: path)
            proxy.collectionView(collection, didEndDisplayingSupplementaryView: veg, forElementOfKind: kind, at: path)
        }
        #expect(displayed == ["Veg [1, 0]"])
        #expect(collection.exceptions.isEmpty)
    }

    @Test(
        "A supplementary view asked for at any path (an item's, one index) is dequeued at that path, as iOS 18 requires"
    )
    func supplementaryDequeuedWhereAsked() {
        let screen = CollectionScreen(
            sections: [posts(0...1), posts(10...11)], visibleItems: 10,
            configure: { manager in
                manager.registry.register(TitleSupplementary.self, as: .header) {
                    $0.referenceSizeForHeader { _, _ in TrellisSize(width: 320, height: 30) }
                }
            })
        screen.storage.setSectionHeaderModels([HeaderModel(text: "Fruit"), HeaderModel(text: "Veg")])
        screen.collection.finishAnimations()
        screen.manager.reloadData()
        let (collection, kind) = (screen.collection, UICollectionView.elementKindSectionHeader)
        for path in [IndexPath(item: 3, section: 1), IndexPath(index: 1)] {
            #expect(
                (collection.simulateSupplementaryRequest(ofKind: kind, at: path) as? TitleSupplementary)?.text == "Veg")
        }
        let none = collection.simulateSupplementaryRequest(ofKind: kind, at: IndexPath())
        #expect(none.map { !($0 is TitleSupplementary) } == true)
        #expect(collection.exceptions.isEmpty, "\(collection.exceptions)")
    }

    @Test(
        "A diffable collection's supplementary views at paths of one index or none: the section's view or a placeholder"
    )
    func diffableSupplementaryPaths() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        let manager = CollectionViewManager()
        manager.registry.register(PostItemCell.self)
        manager.registry.register(TitleSupplementary.self, as: .header)
        let dataSource = manager.attachDiffable(
            to: collection, sections: String.self, items: Int.self, model: { Post(id: $0, title: "\($0)") },
            header: { HeaderModel(text: $0) })
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([0], toSection: "A")
        dataSource.apply(snapshot, animatingDifferences: false)
        let kind = UICollectionView.elementKindSectionHeader
        // As the collection asks when a layout places a view there: iOS 18 raises unless that view is dequeued.
        let provide = { (path: IndexPath) in collection.simulateSupplementaryRequest(ofKind: kind, at: path) }
        #expect((provide(IndexPath(index: 1)) as? TitleSupplementary)?.text == "B")
        #expect((provide(IndexPath(item: 4, section: 1)) as? TitleSupplementary)?.text == "B")
        #expect(provide(IndexPath()).map { !($0 is TitleSupplementary) } == true)
        _ = dataSource
        #expect(collection.exceptions.isEmpty)
    }

    @Test("A diffable table's move to a path of one index, or to a section past the end, moves nothing")
    func diffableMoveToMalformedPath() {
        let fixture = DiffableTests.Fixture()
        var moves: [String] = []
        fixture.manager.dispatcher.moveItem(withModel: Post.self) { post, _, to in moves.append("\(post.id) \(to)") }
        var snapshot = NSDiffableDataSourceSnapshot<DiffableTests.Section, Int>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems([0, 1, 2])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        let (table, from) = (fixture.table, IndexPath(row: 0, section: 0))
        for destination in [
            IndexPath(index: 0), IndexPath(), IndexPath(row: 0, section: 5), IndexPath(row: -1, section: 0),
        ] {
            fixture.dataSource.tableView(table, moveRowAt: from, to: destination)
        }
        fixture.dataSource.tableView(table, moveRowAt: IndexPath(index: 0), to: IndexPath(row: 1, section: 0))
        #expect(moves.isEmpty)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == [0, 1, 2])
        // A move UIKit would send still moves.
        fixture.dataSource.tableView(table, moveRowAt: from, to: IndexPath(row: 2, section: 0))
        #expect(moves == ["0 [0, 2]"])
        #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 0])
        #expect(table.exceptions.isEmpty)
    }

    @Test(
        "A diffable data source stays the view's data source through connects, reloads and delegates (Apple: never change it)"
    )
    func diffableDataSourceIsNeverReplaced() {
        let fixture = DiffableTests.Fixture()
        var snapshot = NSDiffableDataSourceSnapshot<DiffableTests.Section, Int>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems([0, 1, 2])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.manager.connect(fixture.table)
        fixture.manager.dispatcher.didSelect(PostCell.self) { _, _, _ in }
        fixture.manager.reloadData()
        fixture.table.delegate = nil
        fixture.manager.connect(fixture.table)
        #expect(fixture.table.dataSource === fixture.dataSource)
        #expect(fixture.table.diffableDataSourceChanges == 0)

        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: UICollectionViewFlowLayout())
        let manager = CollectionViewManager()
        manager.registry.register(PostItemCell.self)
        let dataSource = manager.attachDiffable(
            to: collection, sections: String.self, items: Int.self, model: { Post(id: $0, title: "\($0)") })
        manager.connect(collection)
        manager.dispatcher.didSelect(PostItemCell.self) { _, _, _ in }
        manager.reloadData()
        #expect(collection.dataSource === dataSource)
        #expect(collection.diffableDataSourceChanges == 0)
    }

    @Test(
        "A supplementary view asked for with a hostile kind (empty, control characters, 100,000 characters) or path (Int.max, negative): a placeholder, dequeued where asked, never a trap"
    )
    func supplementaryRequestsWithHostileKindsAndPaths() {
        let screen = CollectionScreen(
            sections: [posts(0...1)], visibleItems: 4,
            configure: { manager in manager.registry.register(TitleSupplementary.self, as: .header) })
        screen.storage.setSectionHeaderModels([HeaderModel(text: "Fruit")])
        let collection = screen.collection
        let kinds = ["", "\u{1B}[2J", "a\nb\0c", "\u{9B}31m", String(repeating: "k", count: 100_000)]
        for kind in kinds {
            let view = collection.simulateSupplementaryRequest(ofKind: kind, at: IndexPath(item: 0, section: 0))
            #expect(view.map { !($0 is TitleSupplementary) } == true, "kind \(kind.prefix(8).debugDescription)")
        }
        let header = UICollectionView.elementKindSectionHeader
        for path in [
            IndexPath(item: Int.max, section: Int.max), IndexPath(item: -1, section: -1), IndexPath(index: Int.min),
            IndexPath(indexes: [0, Int.max, 3]),
        ] {
            let view = collection.simulateSupplementaryRequest(ofKind: header, at: path)
            let expected = path.first == 0 ? "Fruit" : nil
            #expect((view as? TitleSupplementary)?.text == expected, "\(path)")
            #expect(view != nil)
        }
        #expect(collection.exceptions.isEmpty, "\(collection.exceptions)")
    }
}
