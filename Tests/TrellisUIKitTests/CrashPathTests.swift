import Testing
import Trellis
@testable import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

private func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// Declarative rows of posts, each with `height` and `tap` when given; `title` changes the models (rows whose
/// closures change but whose models do not make no update, so nothing tells a host).
@MainActor
private func rows(
    _ content: DeclarativeContent, _ ids: ClosedRange<Int>, title: String = "post", height: Double? = nil,
    tap: (@MainActor (Int) -> Void)? = nil, delete: Bool = false
) {
    content.set {
        ListSection(id: "posts") {
            for post in ids.map({ Post(id: $0, title: "\(title) \($0)") }) {
                if let height, let tap {
                    ListRow<PostCell>(post).height(height).onTap { _ in
                        tap(post.id); return .keepSelected
                    }
                } else if let height {
                    ListRow<PostCell>(post).height(height)
                } else if let tap {
                    ListRow<PostCell>(post).onTap { _ in
                        tap(post.id); return .keepSelected
                    }
                } else if delete {
                    ListRow<PostCell>(post).onDelete { _ in }
                } else {
                    ListRow<PostCell>(post)
                }
            }
        }
    }
}

/// Whether `anomaly` is an off-main-thread call.
private func isOffMain(_ anomaly: Anomaly) -> Bool {
    if case .offMainActor = anomaly { return true }
    return false
}

/// The crash paths a device has and the stand-in now reproduces: each would raise on a device (or silently drop an
/// event) without its fix.
@MainActor
@Suite("UIKit's crash paths, through the Objective-C-faithful stand-in", .collectsAnomalies)
struct CrashPathTests {
    // MARK: The forwarder never forwards to nobody

    @Test("a method answered when the delegate was set and no longer answered goes to the proxy, not to nobody")
    func forwarderFallsBackToTheProxy() {
        let screen = Screen(events: { $0.heightForCell { _, _ in 60 } })
        #expect(screen.table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        // Nothing tells the manager (a registry change is not observed): UIKit still sends the height.
        screen.manager.registry.unregister(PostCell.self)
        screen.table.contentOffset = CGPoint(x: 0, y: 44)
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
        #expect(screen.table.rectForRow(at: ip(0, 1)).height == 44)
    }

    // MARK: Reconnecting when the answered methods change

    @Test("replacing the content sets the delegate again: methods answered before and not now are no longer cached")
    func setContentDropsMethods() {
        let screen = Screen()
        let tall = DeclarativeContent()
        rows(tall, 0...9, height: 60)
        screen.manager.setContent(tall)
        #expect(screen.table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        #expect(screen.table.rectForRow(at: ip(0, 1)).height == 60)
        screen.manager.setContent(screen.storage)
        #expect(!screen.table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("replacing the content sets the delegate again: methods the new content answers are sent")
    func setContentAddsMethods() {
        let screen = Screen()
        var tapped: [Int] = []
        let tappable = DeclarativeContent()
        rows(tappable, 0...9, tap: { tapped.append($0) })
        screen.manager.setContent(tappable)
        screen.table.simulateTap(at: ip(0, 2))
        #expect(tapped == [2])
    }

    @Test("rows gaining and losing closures through a content update set the delegate again")
    func contentUpdatesReconnect() {
        let screen = Screen()
        let content = DeclarativeContent()
        rows(content, 0...9)
        screen.manager.setContent(content)
        var tapped: [Int] = []
        rows(content, 0...9, title: "tappable", height: 60, tap: { tapped.append($0) })
        screen.table.finishAnimations()
        #expect(screen.table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        screen.table.simulateTap(at: ip(0, 3))
        #expect(tapped == [3])
        rows(content, 0...9, title: "plain")
        screen.table.finishAnimations()
        #expect(!screen.table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        #expect(!screen.table.delegateResponds(to: "tableView(_:didSelectRowAt:)"))
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("your delegate's deallocation sets the view's delegate again: its methods are no longer sent")
    func userDelegateDeallocation() {
        let screen = Screen()
        var mine: RecordingTableDelegate? = RecordingTableDelegate(answering: ["scrollViewDidScroll(_:)"])
        screen.manager.delegate = mine
        #expect(screen.table.delegateResponds(to: "scrollViewDidScroll(_:)"))
        mine = nil
        #expect(!screen.table.delegateResponds(to: "scrollViewDidScroll(_:)"))
        screen.table.contentOffset = CGPoint(x: 0, y: 10)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("the data source is set again when rows gain editing closures")
    func dataSourceReconnects() {
        let screen = Screen()
        let content = DeclarativeContent()
        rows(content, 0...9)
        screen.manager.setContent(content)
        #expect(!screen.table.delegateResponds(to: "tableView(_:commit:forRowAt:)"))
        rows(content, 0...9, title: "deletable", delete: true)
        screen.table.finishAnimations()
        #expect(screen.table.delegateResponds(to: "tableView(_:commit:forRowAt:)"))
        #expect(screen.table.simulateTrailingSwipe(at: ip(0, 1))?.actions.first?.title == "Delete")
    }

    @Test("prefetching, drag and drop are set again (or removed) when what answers them changes")
    func otherRolesReconnect() {
        let screen = Screen()
        #expect(
            screen.table.prefetchDataSource == nil && screen.table.dragDelegate == nil
                && screen.table.dropDelegate == nil)
        screen.manager.registry.register(PostCell.self) { mapping in
            mapping.prefetch { _, _ in }
            mapping.itemsForBeginning { _, post, _, _ in [DragItemDescription(localObject: post)] }
        }
        screen.manager.dispatcher.performDrop { _ in }
        screen.manager.reloadData()
        #expect(screen.table.prefetchDataSource != nil)
        #expect(screen.table.dragDelegate != nil)
        #expect(screen.table.dropDelegate != nil)
        screen.manager.registry.unregister(PostCell.self)
        screen.manager.registry.register(PostCell.self)
        screen.manager.reloadData()
        #expect(screen.table.prefetchDataSource == nil)
        #expect(screen.table.dragDelegate == nil)
    }

    @Test("a collection's roles are set again when its content changes what they answer")
    func collectionReconnects() {
        let screen = CollectionScreen()
        var tapped: [Int] = []
        let content = DeclarativeContent()
        content.set {
            ListSection(id: "posts") {
                for post in posts(0...9) {
                    ListRow<PostItemCell>(post).onTap { _ in
                        tapped.append(post.id); return .keepSelected
                    }
                }
            }
        }
        screen.manager.setContent(content)
        screen.collection.simulateTap(at: IndexPath(item: 4, section: 0))
        #expect(tapped == [4])
        screen.manager.setContent(screen.storage)
        #expect(!screen.collection.delegateResponds(to: "collectionView(_:didSelectItemAt:)"))
        #expect(screen.collection.exceptions.isEmpty)
    }

    // MARK: Diffable providers never answer nil

    @Test("a diffable table item no mapping shows gets a placeholder cell, not UIKit's exception")
    func diffableTableCellWithoutMapping() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        window.addSubview(table)
        let manager = TableViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostCell.self)
        let dataSource = manager.attachDiffable(
            to: table, sections: Int.self, items: Int.self, model: { $0 == 1 ? "no mapping" : Post(id: $0, title: "") })
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(table.exceptions.isEmpty, "\(table.exceptions)")
        #expect(table.visibleCells.count == 3)
        #expect(log.all.contains { if case .noMapping = $0 { true } else { false } })
    }

    @Test("a diffable collection's cell and header no mapping shows are placeholders UIKit dequeued")
    func diffableCollectionViewsWithoutMapping() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        flow.headerReferenceSize = CGSize(width: 320, height: 28)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: flow)
        window.addSubview(collection)
        let manager = CollectionViewManager()
        manager.registry.register(PostItemCell.self)
        let dataSource = manager.attachDiffable(
            to: collection, sections: Int.self, items: Int.self,
            model: { $0 == 1 ? "no mapping" : Post(id: $0, title: "") },
            header: { _ in nil })
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collection.exceptions.isEmpty, "\(collection.exceptions)")
        #expect(collection.visibleCells.count == 3)
        #expect(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) != nil)
    }

    // MARK: Off the main thread: an answer UIKit accepts, without waiting for the main thread

    @Test("a table asked for a cell off the main thread gets one at once, and an anomaly")
    func tableCellOffMainThread() async {
        let screen = Screen()
        let proxy = screen.manager.proxy
        let table = screen.table
        let cell = onAnotherThreadWhileMainWaits { proxy.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) }
        #expect(cell != nil, "the call waited for the main thread")
        for _ in 0..<100 where !screen.log.all.contains(where: isOffMain) {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        #expect(screen.log.all.contains(where: isOffMain))
    }

    @Test("a collection asked for a cell or a header off the main thread gets views it dequeued, at once")
    func collectionViewsOffMainThread() {
        let screen = CollectionScreen(list: true)
        screen.storage.setSectionHeaderModels(["Posts"])
        screen.collection.finishAnimations()
        let proxy = screen.manager.proxy
        let collection = screen.collection
        let cell = onAnotherThreadWhileMainWaits {
            proxy.collectionView(collection, cellForItemAt: IndexPath(item: 1, section: 0))
        }
        #expect(cell != nil, "the call waited for the main thread")
        #expect(cell?.reuseIdentifier != nil, "UIKit refuses a cell it did not dequeue")
        let header = onAnotherThreadWhileMainWaits {
            proxy.collectionView(
                collection, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0))
        }
        #expect(header != nil, "the call waited for the main thread")
        #expect(header?.reuseIdentifier != nil, "UIKit refuses a view it did not dequeue")
    }

    // MARK: Drops carry their data on every platform

    @Test("an item dragged from the table and dropped in it carries its data")
    func droppedData() throws {
        var dropped: [String] = []
        let screen = Screen(
            events: { mapping in
                mapping.itemsForBeginning { _, post, _, _ in
                    [DragItemDescription(localObject: post, representations: [.plainText(post.title)])]
                }
            },
            configure: { manager in
                manager.dispatcher.performDrop { drop in
                    for item in drop.items {
                        if let data = item.item.data(ofType: "public.utf8-plain-text") {
                            dropped.append(String(decoding: data, as: UTF8.self))
                        }
                    }
                }
            })
        let drag = try #require(screen.table.dragDelegate)
        let drop = try #require(screen.table.dropDelegate)
        let items = drag.tableView(screen.table, itemsForBeginning: TestDragSession(), at: ip(0, 2))
        let session = TestDropSession(items: items)
        drop.tableView(
            screen.table,
            performDropWith: TestDropCoordinator(
                items: items.map { TestDropItem($0, from: ip(0, 2)) }, destination: ip(0, 0), session: session))
        #expect(dropped == ["post 2"])
    }
}
