import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

// Round 5 probe: bound declarative sections kept through rebuilds (Sources/Trellis/Live/DeclarativeContent+Bindings.swift).

@MainActor
@Suite("Round 5: bound sections through rebuilds (attacks that held)", .collectsAnomalies)
struct Round5EngineAttackTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a bound section moved to another place by a rebuild keeps its rows, and follows its source there")
    func boundSectionMoved() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent {
            ListSection(id: "feed"); ListSection(id: "b")
        }
        content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [3, 0])
        content.sections = [ListSection(id: "a"), ListSection(id: "b"), ListSection(id: "feed")]
        #expect(table.counts == [0, 0, 3])
        feed.items = lifecycleItems(1...5)
        await eventually { table.counts == [0, 0, 5] }
        #expect(table.counts == [0, 0, 5])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a bound section removed, its source changed meanwhile, then added back shows the source's newest rows")
    func boundSectionRemovedThenAddedBack() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent { ListSection(id: "feed") }
        content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        content.sections = [ListSection(id: "other") { ListRow<LifecycleItemCell>(LifecycleItem(id: 99, text: "x")) }]
        #expect(table.counts == [1])
        feed.items = lifecycleItems(1...2)
        for _ in 0..<20 { await Task.yield() }
        #expect(table.counts == [1], "no section with the id: nothing shown")
        content.sections = [ListSection(id: "other"), ListSection(id: "feed")]
        #expect(table.counts == [0, 2])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a cancelled binding: the section rebuilt shows the app's rows, and the source no longer reaches it")
    func cancelledThenRebuilt() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent { ListSection(id: "feed") }
        let binding = content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [3])
        binding.cancel()
        content.sections = [ListSection(id: "feed") { ListRow<LifecycleItemCell>(LifecycleItem(id: 50, text: "own")) }]
        #expect(table.counts == [1])
        feed.items = lifecycleItems(1...6)
        for _ in 0..<20 { await Task.yield() }
        #expect(table.counts == [1])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("two bindings of one section id: the second replaces the first; no crash, no doubled rows")
    func twoBindingsOneSection() async throws {
        // This probe first pinned "the newest value of either shows". Two sources then took turns replacing each
        // other's rows, and cancelling the one shown emptied the section until the other changed: binding a
        // section again now cancels the earlier binding (`RebindingTests`).
        let first = LifecycleFeed(), second = LifecycleFeed()
        first.items = lifecycleItems(1...2)
        second.items = lifecycleItems(10...13)
        let content = DeclarativeContent { ListSection(id: "feed") }
        content.bind(section: "feed", observing: { first.items }, as: LifecycleItemCell.self)
        content.bind(section: "feed", observing: { second.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [4])
        first.items = lifecycleItems(1...3)
        for _ in 0..<20 { await Task.yield() }
        #expect(table.counts == [4])
        second.items = lifecycleItems(10...12)
        await eventually { table.counts == [3] }
        content.sections = [ListSection(id: "head"), ListSection(id: "feed")]
        #expect(table.counts == [0, 3])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("seeded: rebuilds that move, drop and re-add a bound section, interleaved with source changes")
    func seededRebuilds() async throws {
        for seed in UInt64(1)...UInt64(15) {
            var random = SeededGenerator(seed: seed)
            let feed = LifecycleFeed()
            feed.items = lifecycleItems(0..<2)
            let content = DeclarativeContent { ListSection(id: "feed") }
            content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
            let table = HeadlessTableView(content: content)
            var expected = 2
            for _ in 0..<12 {
                if Bool.random(using: &random) {
                    expected = Int.random(in: 0...6, using: &random)
                    feed.items = lifecycleItems(0..<expected)
                    for _ in 0..<10 { await Task.yield() }
                } else {
                    var ids = ["a", "b", "c"].filter { _ in Bool.random(using: &random) }
                    let hasFeed = Bool.random(using: &random)
                    if hasFeed { ids.insert("feed", at: Int.random(in: 0...ids.count, using: &random)) }
                    content.sections = ids.map { id in
                        ListSection(id: id) { ListRow<LifecycleItemCell>(LifecycleItem(id: 1000, text: id)) }
                    }
                }
                await eventually {
                    content.sections.first(where: { $0.id == ItemIdentity(value: "feed") }) == nil
                        || table.counts == content.sections.map(\.rows.count)
                }
                let feedIndex = content.sections.firstIndex { $0.id == ItemIdentity(value: "feed") }
                if let feedIndex {
                    #expect(
                        table.counts[feedIndex] == expected,
                        "seed \(seed): the bound section shows \(table.counts[feedIndex]), the source has \(expected)")
                }
                #expect(table.counts == content.sections.map(\.rows.count), "seed \(seed)")
            }
        }
    }
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "duplicate section ids: every section with the bound id shows the bound rows, after a bind, a change, a rebuild"
    )
    func duplicateSectionIds() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent {
            ListSection(id: "feed"); ListSection(id: "feed")
        }
        content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.counts == [3, 3])
        feed.items = lifecycleItems(1...4)
        await eventually { table.counts == [4, 4] }
        #expect(table.counts == [4, 4])
        content.sections = [ListSection(id: "feed"), ListSection(id: "x"), ListSection(id: "feed")]
        #expect(table.counts == [4, 0, 4])
    }

    /// Held: a rebuilt row whose new height closure reads another `@Observable` value follows it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a rebuilt row whose new height closure reads another @Observable value does not follow it")
    func rebuiltClosureReadsAreNotTracked() async throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let settings = Round5EngineSettings()
        let first = ItemPath(item: 0, section: 0)
        let content = DeclarativeContent {
            ListSection(id: "notes") { ListRow<LifecycleNoteCell>(note).height { note, _ in Double(note.lines * 20) } }
        }
        let table = HeadlessTableView(content: content)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        content.sections = [
            ListSection(id: "notes") {
                ListRow<LifecycleNoteCell>(note).height { note, _ in Double(note.lines * 10 * settings.scale) }
            }
        ]
        // Whatever the rebuild answers now (the cache may keep 20 until something changes), the value the new
        // closure reads changing must reach the height.
        settings.scale = 7
        for _ in 0..<20 { await Task.yield() }
        table.updateLiveCells()
        #expect(table.dispatcher.heightForItem(at: first) == 70)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("live heights hold their models weakly: a model whose row was removed is released")
    func liveHeightModelReleased() async throws {
        weak var weakNote: LifecycleNote?
        let content = DeclarativeContent { ListSection(id: "notes") }
        let table = HeadlessTableView(content: content)
        do {
            let note = LifecycleNote(id: 1, lines: 2)
            weakNote = note
            content.sections[0].rows = [ListRow<LifecycleNoteCell>(note).height { note, _ in Double(note.lines * 20) }]
            #expect(table.dispatcher.heightForItem(at: ItemPath(item: 0, section: 0)) == 40)
            content.sections[0].rows = []
        }
        table.updateLiveCells()
        for _ in 0..<10 { await Task.yield() }
        #expect(weakNote == nil, "the model is held after its row went")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("two rows with the same identity and different live models: each follows its own model")
    func sharedIdentityDifferentModels() async throws {
        let a = LifecycleNote(id: 1, lines: 1), b = LifecycleNote(id: 1, lines: 2)
        let content = DeclarativeContent {
            ListSection(id: "one") { ListRow<LifecycleNoteCell>(a).height { note, _ in Double(note.lines * 20) } }
            ListSection(id: "two") { ListRow<LifecycleNoteCell>(b).height { note, _ in Double(note.lines * 20) } }
        }
        let table = HeadlessTableView(content: content)
        let first = ItemPath(item: 0, section: 0), second = ItemPath(item: 0, section: 1)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        #expect(table.dispatcher.heightForItem(at: second) == 40)
        a.lines = 3
        await eventually { table.dispatcher.heightForItem(at: first) == 60 }
        #expect(table.dispatcher.heightForItem(at: first) == 60)
        b.lines = 5
        await eventually { table.dispatcher.heightForItem(at: second) == 100 }
        #expect(table.dispatcher.heightForItem(at: second) == 100)
        a.lines = 1
        await eventually { table.dispatcher.heightForItem(at: first) == 20 }
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        #expect(table.dispatcher.heightForItem(at: second) == 100)
    }
}
