import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A section follows one source: binding it again (to the same kind of source or another) cancels the earlier
/// binding, so two sources never take turns replacing each other's rows, and a screen that binds each time it appears
/// does not pile up bindings.
@MainActor
@Suite("Binding a section again", .collectsAnomalies)
struct RebindingTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("declarative: the second binding of a section id replaces the first, whose changes no longer reach it")
    func secondObservingBindingReplacesFirst() async throws {
        let first = LifecycleFeed(), second = LifecycleFeed()
        first.items = lifecycleItems(1...2)
        second.items = lifecycleItems(10...13)
        let content = DeclarativeContent { ListSection(id: "feed") }
        let older = content.bind(section: "feed", observing: { first.items }, as: LifecycleItemCell.self)
        let newer = content.bind(section: "feed", observing: { second.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [4])
        #expect(older.isCancelled)
        #expect(!newer.isCancelled)
        first.items = lifecycleItems(1...7)
        for _ in 0..<20 { await Task.yield() }
        #expect(table.counts == [4], "the replaced source's change shows nowhere")
        second.items = lifecycleItems(10...11)
        await eventually { table.counts == [2] }
        #expect(table.counts == [2])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("declarative: cancelling the binding shown keeps its rows, even when an earlier binding of the id changes")
    func cancellingTheNewerKeepsItsRows() async throws {
        let first = LifecycleFeed(), second = LifecycleFeed()
        first.items = lifecycleItems(1...2)
        second.items = lifecycleItems(10...13)
        let content = DeclarativeContent { ListSection(id: "feed") }
        content.bind(section: "feed", observing: { first.items }, as: LifecycleItemCell.self)
        let newer = content.bind(section: "feed", observing: { second.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        newer.cancel()
        first.items = lifecycleItems(1...5)
        second.items = lifecycleItems(10...20)
        for _ in 0..<20 { await Task.yield() }
        #expect(table.counts == [4], "a cancelled binding's section keeps what it shows")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("declarative: a screen that binds each time it appears keeps one binding, and shows one source's rows")
    func bindingOnEveryAppearance() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent { ListSection(id: "feed") }
        var bindings: [LiveBinding] = []
        for _ in 0..<5 {
            bindings.append(content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self))
        }
        let table = HeadlessTableView(content: content)
        #expect(bindings.dropLast().allSatisfy { $0.isCancelled })
        #expect(!bindings[4].isCancelled)
        table.clearLog()
        feed.items = lifecycleItems(1...4)
        await eventually { table.counts == [4] }
        for _ in 0..<20 { await Task.yield() }
        #expect(table.log.batches.count == 1, "one source, one update: \(table.log.batches.count)")
    }

    @Test("declarative: a section bound to a storage, then to another storage, follows only the second")
    func storageReboundToAnotherStorage() throws {
        let older = MemoryStorage(items: lifecycleItems(1...2))
        let newer = MemoryStorage(items: lifecycleItems(10...12))
        let content = DeclarativeContent { ListSection(id: "feed") }
        content.bind(section: "feed", to: older, as: LifecycleItemCell.self)
        content.bind(section: "feed", to: newer, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [3])
        try older.addItems(lifecycleItems(3...6))
        #expect(table.counts == [3], "the first storage's edit shows nowhere")
        try newer.removeItems(at: [ItemPath(item: 0, section: 0)])
        #expect(table.counts == [2])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("declarative: a section bound to a storage, then to an @Observable array, follows only the array")
    func storageReboundToObservable() async throws {
        let storage = MemoryStorage(items: lifecycleItems(1...2))
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(10...14)
        let content = DeclarativeContent { ListSection(id: "feed") }
        content.bind(section: "feed", to: storage, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        let binding = content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        #expect(table.counts == [5])
        try storage.addItems(lifecycleItems(3...9))
        #expect(table.counts == [5])
        binding.cancel()
        try storage.addItems(lifecycleItems(20...21))
        content.sections = [ListSection(id: "head"), ListSection(id: "feed")]
        #expect(table.counts == [0, 0], "neither source owns the section any more: the app's rows show")
    }

    @Test("declarative: an AsyncSequence binding replaced keeps its rows until the new sequence's first value")
    func sequenceReplacedKeepsRowsUntilFirstValue() async throws {
        let (oldStream, oldFeed) = AsyncStream<[LifecycleItem]>.makeStream()
        let (newStream, newFeed) = AsyncStream<[LifecycleItem]>.makeStream()
        let content = DeclarativeContent { ListSection(id: "s") }
        let older = content.bind(section: "s", to: oldStream, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        oldFeed.yield(lifecycleItems(1...3))
        await eventually { table.counts == [3] }
        content.bind(section: "s", to: newStream, as: LifecycleItemCell.self)
        #expect(older.isCancelled)
        content.sections = [ListSection(id: "head"), ListSection(id: "s")]
        #expect(table.counts == [0, 3], "a rebuild before the new source's first value keeps the rows")
        oldFeed.yield(lifecycleItems(1...9))
        newFeed.yield(lifecycleItems(1...1))
        await eventually { table.counts == [0, 1] }
        for _ in 0..<20 { await Task.yield() }
        #expect(table.counts == [0, 1])
        oldFeed.finish()
        newFeed.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("live content: binding a section again cancels the earlier binding of that section only")
    func liveContentRebinding() async throws {
        let first = LifecycleFeed(), second = LifecycleFeed(), other = LifecycleFeed()
        first.items = lifecycleItems(1...2)
        second.items = lifecycleItems(10...13)
        other.items = lifecycleItems(30...30)
        let content = LiveContent(sections: [StorageSection(), StorageSection()])
        content.minimumInterval = 0
        let older = content.bind(section: 0) { first.items }
        let kept = content.bind(section: 1) { other.items }
        let newer = content.bind(section: 0) { second.items }
        let table = HeadlessTableView(content: content)
        await eventually { table.counts == [4, 1] }
        #expect(older.isCancelled)
        #expect(!kept.isCancelled && !newer.isCancelled)
        first.items = lifecycleItems(1...9)
        other.items = lifecycleItems(30...31)
        await eventually { table.counts == [4, 2] }
        for _ in 0..<20 { await Task.yield() }
        #expect(table.counts == [4, 2], "section 0 follows only its newer source")
    }
}
