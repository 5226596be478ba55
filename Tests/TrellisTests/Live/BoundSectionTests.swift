import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// Declarative sections bound to sources keep their rows through rebuilds, report an id the content lacks, and stop
/// following their sources when the content goes.
@MainActor
@Suite("Bound declarative sections", .collectsAnomalies)
struct BoundSectionTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a rebuild through set { } or update { } keeps the bound rows, and the source's later changes still show")
    func rebuildThroughSetAndUpdate() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent { ListSection(id: "feed") }
        content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        content.set {
            ListSection(id: "top"); ListSection(id: "feed")
        }
        #expect(table.counts == [0, 3])
        content.update { content in
            content.sections.removeFirst()
            content.sections.append(ListSection(id: "end"))
        }
        #expect(table.counts == [3, 0])
        feed.items = lifecycleItems(1...4)
        await eventually { table.counts == [4, 0] }
        #expect(table.counts == [4, 0])
        content.set { ListSection(id: "feed") }
        #expect(table.counts == [4])
    }

    @Test("a section bound to an AsyncSequence keeps its rows when the screen is rebuilt")
    func rebuildKeepsSequenceRows() async throws {
        let (stream, continuation) = AsyncStream<[LifecycleItem]>.makeStream()
        let content = DeclarativeContent { ListSection(id: "s") }
        content.bind(section: "s", to: stream, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        continuation.yield(lifecycleItems(1...2))
        await eventually { table.counts == [2] }
        content.sections = [ListSection(id: "head"), ListSection(id: "s")]
        #expect(table.counts == [0, 2])
        continuation.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "a bound section the content lacks is reported, then shows the bound rows once a section with its id is added")
    func missingSectionAddedLater() throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...2)
        let storage = MemoryStorage(items: lifecycleItems(5...7))
        let content = DeclarativeContent { ListSection(id: "head") }
        let collector = try #require(CollectsAnomaliesTrait.current)
        collector.removeAll()
        content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        content.bind(section: "stored", to: storage, as: LifecycleItemCell.self)
        let reported = collector.anomalies.compactMap { anomaly -> String? in
            guard case .boundSectionMissing(_, let section, let sections) = anomaly else { return nil }
            #expect(sections == [#""head""#])
            #expect(anomaly.message.contains("add a ListSection with this id"))
            return section
        }
        #expect(reported == [#""feed""#, #""stored""#])
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [0])
        content.sections.append(ListSection(id: "feed"))
        content.sections.append(ListSection(id: "stored"))
        #expect(table.counts == [0, 2, 3])
        collector.removeAll()
        let other = LifecycleFeed()
        content.bind(section: "head", observing: { other.items }, as: LifecycleItemCell.self)
        #expect(collector.anomalies.isEmpty, "a section the content has is not reported")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a cancelled binding's section keeps what it shows, and a rebuild then shows what the app built")
    func cancelledBindingLetsTheAppBuild() throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent { ListSection(id: "feed") }
        let binding = content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [3])
        binding.cancel()
        #expect(table.counts == [3])
        content.sections = [
            ListSection(id: "feed") { ListRow<LifecycleItemCell>(LifecycleItem(id: 9, text: "mine")) }
        ]
        #expect(table.counts == [1])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a binding the app keeps still stops following its AsyncSequence when the content goes")
    func keptBindingStopsWithContent() async throws {
        let terminated = LifecycleCounter()
        let (stream, continuation) = AsyncStream<[LifecycleItem]>.makeStream()
        continuation.onTermination = { _ in terminated.increment() }
        var kept: [LiveBinding] = []
        weak var weakContent: LiveContent?
        weak var weakDeclarative: DeclarativeContent?
        let (declarativeStream, declarativeContinuation) = AsyncStream<[LifecycleItem]>.makeStream()
        declarativeContinuation.onTermination = { _ in terminated.increment() }
        do {
            let content = LiveContent()
            weakContent = content
            kept.append(content.bind(section: 0, to: stream))
            let declarative = DeclarativeContent { ListSection(id: "s") }
            weakDeclarative = declarative
            kept.append(declarative.bind(section: "s", to: declarativeStream, as: LifecycleItemCell.self))
        }
        #expect(weakContent == nil && weakDeclarative == nil)
        await eventually { terminated.value == 2 }
        #expect(terminated.value == 2, "a kept binding's sequence is still followed after its content went")
        let allCancelled = kept.allSatisfy { $0.isCancelled }
        #expect(allCancelled)
        continuation.finish()
        declarativeContinuation.finish()
    }
}
