import Testing
@testable import Trellis

@MainActor
@Suite("Prefetch events")
struct PrefetchEventsTests {
    let sections = [
        StorageSection(items: [Article(title: "a"), Badge.new, Article(title: "b")]),
        StorageSection(items: [Article(title: "c")]),
    ]

    @Test("with no closure nothing happens and prefetching is reported unimplemented")
    func nothingRegistered() throws {
        let (dispatcher, _, log) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        dispatcher.prefetchItems(at: [path(0, 0), path(1, 0), path(4, 4)])
        dispatcher.cancelPrefetchingItems(at: [path(0, 0)])
        #expect(!dispatcher.answers(.prefetch))
        #expect(!dispatcher.answers(.cancelPrefetching))
        #expect(log.all.isEmpty)
    }

    @Test("prefetch runs once for each path, in order, with the typed model; paths with no model are skipped")
    func prefetchFires() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(String, ItemPath)>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.prefetch { article, path in calls.append((article.title, path)) }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        #expect(dispatcher.answers(.prefetch))
        dispatcher.prefetchItems(at: [path(1, 0), path(0, 1), path(0, 0), path(3, 0), path(0, 2)])
        #expect(calls.all.map(\.0) == ["c", "a", "b"])
        #expect(calls.all.map(\.1) == [path(1, 0), path(0, 0), path(0, 2)])
    }

    @Test("cancelPrefetching runs for the model now at each path")
    func cancelFires() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(String, ItemPath)>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.cancelPrefetching { article, path in calls.append((article.title, path)) }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        #expect(dispatcher.answers(.cancelPrefetching))
        #expect(!dispatcher.answers(.prefetch))
        dispatcher.prefetchItems(at: [path(0, 0)])
        #expect(calls.all.isEmpty)
        dispatcher.cancelPrefetchingItems(at: [path(0, 2), path(0, 1)])
        #expect(calls.all.map(\.0) == ["b"])
        #expect(calls.all.map(\.1) == [path(0, 2)])
    }

    @Test("precedence: mapping closure, then the view type's, then the model type's")
    func precedence() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<String>()
        dispatcher.registry.register(ProbeArticleCell.self, when: .section(1)) { mapping in
            mapping.prefetch { article, _ in calls.append("mapping \(article.title)") }
        }
        dispatcher.registry.register(ProbeFeaturedCell.self)
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.prefetch(ProbeArticleCell.self) { article, _ in calls.append("view \(article.title)") }
        dispatcher.prefetch(ProbeFeaturedCell.self) { article, _ in calls.append("featured \(article.title)") }
        dispatcher.prefetch(withModel: Article.self) { article, _ in calls.append("model \(article.title)") }
        dispatcher.prefetch(withModel: Badge.self) { badge, _ in calls.append("model \(badge)") }
        dispatcher.prefetchItems(at: [path(1, 0), path(0, 0), path(0, 1)])
        #expect(calls.all == ["mapping c", "featured a", "model new"])
    }

    @Test("cancelPrefetching registered on the dispatcher, by view and by model type")
    func cancelOnDispatcher() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<String>()
        dispatcher.registry.register(ProbeArticleCell.self)
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.cancelPrefetching(ProbeArticleCell.self) { article, _ in calls.append(article.title) }
        dispatcher.cancelPrefetching(withModel: Badge.self) { badge, path in calls.append("\(badge) at \(path)") }
        dispatcher.cancelPrefetchingItems(at: [path(0, 1), path(1, 0)])
        #expect(calls.all == ["new at [0, 1]", "c"])
    }
}
