import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

@MainActor
@Suite("Collection manager")
struct CollectionTests {
    @Test("attaching asks in UIKit's order and makes cells only for visible items; scrolling reuses them")
    func attachAndReuse() {
        let screen = CollectionScreen(sections: [posts(0...1), posts(10...59)], visibleItems: 4)
        #expect(
            Array(screen.collection.dataSourceCalls.prefix(3)) == [
                "numberOfSections", "numberOfItems(0)", "numberOfItems(1)",
            ])
        #expect(screen.shownPosts == [0, 1, 10, 11])
        screen.collection.contentOffset = CGPoint(x: 0, y: 44 * 40)
        #expect(screen.shownPosts == [48, 49, 50, 51])
        #expect(screen.cellsMatchStorage())
        #expect(screen.collection.exceptions.isEmpty)
    }

    @Test("storage edits animate as batches, with completion after the animations and coalescing meanwhile")
    func updates() throws {
        let screen = CollectionScreen()
        var finished = 0
        try screen.storage.insertItem(Post(id: 100, title: "a"), at: path(0, 0))
        try screen.storage.removeItem(at: path(0, 3))
        try screen.storage.moveItem(at: path(0, 0), to: path(0, 4))
        screen.manager.apply(ContentUpdate(stages: [])) { finished += 1 }
        #expect(screen.batches.count == 1)
        screen.collection.finishAnimations()
        #expect(screen.batches.count == 2, "the waiting updates are applied as one batch")
        screen.collection.finishAnimations()
        #expect(finished == 1)
        #expect(!screen.manager.isUpdating)
        #expect(screen.collection.exceptions.isEmpty)
        #expect(screen.cellsMatchStorage())
    }

    @Test("a batch UIKit would refuse reloads instead, reported with the collection's wording")
    func fallback() {
        let screen = CollectionScreen(sections: [posts(0...4)])
        screen.manager.apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: ContentSnapshot(sections: [StorageSection(items: posts(0...4))]),
                    update: BatchUpdate(deletedItems: [path(0, 0)]))
            ]))
        #expect(screen.collection.exceptions.isEmpty)
        #expect(screen.collection.updateLog.last == .some(nil))
        guard case .rejectedBatchUpdate(let rejected)? = screen.log.all.last else {
            Issue.record("no anomaly")
            return
        }
        #expect(rejected.view == "collection view")
        #expect(rejected.violations.first?.hasPrefix("Invalid update: invalid number of items in section 0") == true)
        // The stand-in itself raises UIKit's exception for the same batch.
        screen.collection.performBatchUpdates { screen.collection.deleteItems(at: [ip(0, 0)]) }
        #expect(
            screen.collection.exceptions.first?.reason.contains("number of items contained in an existing section")
                == true)
    }

    @Test("off-screen collections reload; anchoring keeps the first visible item; async apply returns when done")
    func offScreenAnchorAsync() async throws {
        let hidden = CollectionScreen(inWindow: false)
        try hidden.storage.addItem(Post(id: 77, title: "x"))
        #expect(hidden.batches.isEmpty)
        #expect(hidden.collection.numberOfItems(inSection: 0) == 11)

        let screen = CollectionScreen(sections: [posts(0...49)])
        screen.manager.scrollAnchor = .firstVisibleItem
        screen.collection.contentOffset = CGPoint(x: 0, y: 44 * 20)
        try screen.storage.insertItems([Post(id: 100, title: "a"), Post(id: 101, title: "b")], at: path(0, 0))
        #expect(screen.shownPosts.first == 20)
        screen.collection.completesAnimationsAutomatically = true
        screen.collection.finishAnimations()
        await screen.manager.apply(
            ContentUpdate(stages: [
                ContentUpdate.Stage(
                    data: ContentSnapshot(sections: [
                        StorageSection(items: Array(screen.storage.items(inSection: 0).dropFirst()))
                    ]), update: BatchUpdate(deletedItems: [path(0, 0)]))
            ]))
        #expect(!screen.manager.isUpdating)
        #expect(screen.collection.numberOfItems(inSection: 0) == 51)
    }

    @Test("flow layout: sizes and reference sizes from closures; headers only where a model is; mapped header views")
    func flowLayout() {
        let screen = CollectionScreen(
            sections: [posts(0...1), posts(10...11)], visibleItems: 10,
            events: { mapping in
                mapping.sizeForItem { post, _ in TrellisSize(width: 100, height: post.id == 0 ? 60 : 44) }
            },
            configure: { manager in
                manager.registry.register(TitleSupplementary.self, as: .header) {
                    $0.referenceSizeForHeader { _, _ in TrellisSize(width: 320, height: 30) }
                }
                manager.dispatcher.insetForSection { _ in TrellisEdgeInsets(all: 8) }
            })
        screen.storage.setSectionHeaderModels([nil, HeaderModel(text: "Veg")])
        screen.collection.finishAnimations()
        screen.manager.reloadData()
        let proxy = screen.manager.proxy
        let layout = screen.collection.collectionViewLayout
        #expect(proxy.collectionView(screen.collection, layout: layout, sizeForItemAt: ip(0, 0)).height == 60)
        #expect(proxy.collectionView(screen.collection, layout: layout, referenceSizeForHeaderInSection: 0) == .zero)
        #expect(
            proxy.collectionView(screen.collection, layout: layout, referenceSizeForHeaderInSection: 1).height == 30)
        #expect(proxy.collectionView(screen.collection, layout: layout, insetForSectionAt: 0).top == 8)
        #expect(!screen.collection.delegateResponds(to: "collectionView(_:layout:minimumLineSpacingForSectionAt:)"))
        let header = screen.collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: ip(1, 0))
        #expect((header as? TitleSupplementary)?.text == "Veg")
        #expect(screen.collection.exceptions.isEmpty)
    }

    @Test("list layout: swipe actions from events, supplementary headers")
    func listLayout() throws {
        var deleted: [Int] = []
        let screen = CollectionScreen(
            list: true,
            events: { mapping in
                mapping.trailingSwipeActions { _, post, _ in
                    SwipeActionsDescription(actions: [
                        ContextualActionDescription(style: .destructive, title: "Delete") { done in
                            deleted.append(post.id)
                            done(true)
                        }
                    ])
                }
            })
        let layout = try #require(screen.collection.collectionViewLayout as? UICollectionViewCompositionalLayout)
        let configuration = try #require(layout.listConfiguration)
        let actions = configuration.trailingSwipeActionsConfigurationProvider?(ip(0, 3))
        #expect(actions?.actions.first?.title == "Delete")
        if let action = actions?.actions.first { action.handler(action, UIView()) { _ in } }
        #expect(deleted == [3])
        #expect(configuration.leadingSwipeActionsConfigurationProvider?(ip(0, 3)) == nil)
    }

    @Test("selection, user moves, context menus for several items, scene activation, index titles")
    func events() throws {
        var log: [String] = []
        let screen = CollectionScreen(
            events: { mapping in
                mapping.shouldSelect { _, post, _ in post.id != 4 }
                mapping.didSelect { cell, post, _ in log.append("select \(post.id) \(cell.post == post)") }
                mapping.moveItem { post, _, destination in log.append("moved \(post.id) to \(destination)") }
                mapping.sceneActivationConfiguration { _, post, _, _ in
                    SceneActivationDescription(activityType: "open.post", title: "\(post.id)")
                }
            },
            configure: { manager in
                manager.dispatcher.contextMenuForItems { paths, _ in
                    ContextMenuDescription(title: "\(paths.count) items", children: [])
                }
                manager.dispatcher.sectionIndexTitles { ["A"] }
            })
        let collection = screen.collection
        collection.simulateTap(at: ip(0, 2))
        collection.simulateTap(at: ip(0, 4))
        #expect(collection.indexPathsForSelectedItems == [ip(0, 2)])
        let target = collection.simulateMove(from: ip(0, 0), to: ip(0, 3))
        #expect(target == ip(0, 3))
        #expect((screen.storage.item(at: path(0, 3)) as? Post)?.id == 0)
        #expect(screen.batches.isEmpty)
        let proxy = screen.manager.proxy
        let menu = proxy.collectionView(
            collection, contextMenuConfigurationForItemsAt: [ip(0, 1), ip(0, 2)], point: .zero)
        #expect(menu?.simulateMenu()?.title == "2 items")
        let scene = proxy.collectionView(collection, sceneActivationConfigurationForItemAt: ip(0, 1), point: .zero)
        #expect(scene?.userActivity.activityType == "open.post")
        #expect(proxy.indexTitles(for: collection) == ["A"])
        #expect(proxy.collectionView(collection, indexPathForIndexTitle: "A", at: 0) == IndexPath(index: 0))
        #expect(log == ["select 2 true", "moved 0 to [0, 3]"])
        #expect(collection.exceptions.isEmpty)
    }

    @Test("drag and drop through the collection's delegates")
    func dragAndDrop() throws {
        var storage: MemoryStorage?
        let screen = CollectionScreen(
            events: { mapping in
                mapping.itemsForBeginning { _, post, _, _ in
                    [DragItemDescription(localObject: post, representations: [])]
                }
            },
            configure: { manager in
                manager.dispatcher.performDrop { drop in
                    guard let destination = drop.destination, let post = drop.items.first?.item.localObject as? Post
                    else { return }
                    try? storage?.insertItem(Post(id: post.id + 500, title: "copy"), at: destination)
                    drop.drop(itemAt: 0, to: destination)
                }
            })
        storage = screen.storage
        let drag = try #require(screen.collection.dragDelegate)
        let drop = try #require(screen.collection.dropDelegate)
        let items = drag.collectionView(screen.collection, itemsForBeginning: TestDragSession(), at: ip(0, 1))
        let session = TestDropSession(items: items)
        #expect(
            drop.collectionView(screen.collection, dropSessionDidUpdate: session, withDestinationIndexPath: ip(0, 0))
                .operation == .cancel)
        let coordinator = TestCollectionDropCoordinator(
            items: items.map { TestCollectionDropItem($0, from: nil) }, destination: ip(0, 0), session: session)
        drop.collectionView(screen.collection, performDropWith: coordinator)
        #expect(coordinator.drops == [ip(0, 0)])
        #expect((screen.storage.item(at: path(0, 0)) as? Post)?.id == 501)
    }

    @Test("your own delegate gets what Trellis does not answer; unimplemented methods stay unimplemented")
    func userDelegate() {
        let screen = CollectionScreen()
        let mine = RecordingCollectionDelegate(answering: [
            "scrollViewDidScroll(_:)", "collectionView(_:didSelectItemAt:)",
        ])
        screen.manager.delegate = mine
        #expect(!screen.collection.delegateResponds(to: "collectionView(_:transitionLayoutForOldLayout:newLayout:)"))
        #expect(!screen.collection.delegateResponds(to: "collectionView(_:layout:sizeForItemAt:)"))
        screen.collection.contentOffset = CGPoint(x: 0, y: 5)
        screen.collection.simulateTap(at: ip(0, 1))
        #expect(mine.calls == ["scrollViewDidScroll(_:)", "collectionView(_:didSelectItemAt:)"])
    }

    @Test("a collection manager that outlives its view reports it")
    func leakSentinel() throws {
        let log = AnomalyLog()
        let manager = CollectionViewManager()
        manager.dispatcher.anomalyHandler = log.handler
        let storage = MemoryStorage()
        do {
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            manager.attach(to: collection, content: storage)
        }
        try storage.addItem(Post(id: 1, title: "a"))
        #expect(
            log.all.contains {
                if case .outlivedView(let name) = $0 { return name == "CollectionViewManager" } else { return false }
            })
    }
}
