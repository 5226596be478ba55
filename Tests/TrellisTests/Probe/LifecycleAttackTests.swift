import Dispatch
import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// Attacks on concurrency and object lifecycle that held: regression tests.
@MainActor
@Suite("Probe: lifecycle attacks", .collectsAnomalies)
struct LifecycleAttackTests {
    let first = ItemPath(item: 0, section: 0)

    // MARK: Observation tokens

    @Test("an observation cancelled from many threads at once, then released, runs its cancel action once")
    func observationCancelledConcurrently() async {
        for _ in 0..<50 {
            let count = LifecycleCounter()
            let observation = ContentObservation { count.increment() }
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { observation.cancel() } }
            }
            #expect(observation.isCancelled)
            #expect(count.value == 1)
        }
    }

    @Test("a content token cancelled twice, after its content went, and released on another thread: no call, no crash")
    func tokenAfterContentWent() async throws {
        weak var weakCaptured: LifecycleToken?
        var calls = 0
        var observation: ContentObservation?
        do {
            let storage = MemoryStorage(items: ["a"])
            let captured = LifecycleToken()
            weakCaptured = captured
            observation = storage.observe { _ in
                withExtendedLifetime(captured) {}
                calls += 1
            }
            try storage.addItem("b")
            #expect(calls == 1)
        }
        let token = try #require(observation)
        observation = nil
        #expect(weakCaptured != nil, "the token still holds the handler")
        token.cancel()
        #expect(weakCaptured == nil, "cancelling released the handler at once")
        token.cancel()
        // Released on a background thread.
        await Task.detached { withExtendedLifetime(token) {} }.value
        #expect(calls == 1)
    }

    @Test("a token released on a background thread releases the handler there, and the content forgets it")
    func tokenReleasedOffMain() async throws {
        let storage = MemoryStorage(items: ["a"])
        weak var weakCaptured: LifecycleToken?
        var calls = 0
        var token: ContentObservation?
        do {
            let captured = LifecycleToken()
            weakCaptured = captured
            token = storage.observe { _ in
                withExtendedLifetime(captured) {}
                calls += 1
            }
        }
        let box = LifecycleBox(try #require(token))
        token = nil
        await Task.detached { box.release() }.value
        #expect(weakCaptured == nil)
        try storage.addItem("b")
        #expect(calls == 0)
    }

    @Test("a live binding cancelled from many threads at once is cancelled once, and says so")
    func bindingCancelledConcurrently() async {
        let content = LiveContent()
        let (stream, continuation) = AsyncStream<[LifecycleItem]>.makeStream()
        let terminated = LifecycleCounter()
        continuation.onTermination = { _ in terminated.increment() }
        let binding = content.bind(section: 0, to: stream)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { binding.cancel() } }
        }
        #expect(binding.isCancelled)
        await eventually { terminated.value == 1 }
        #expect(terminated.value == 1, "cancelling ends the stream's iteration")
        binding.cancel()
    }

    // MARK: LiveContent under concurrent sources

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "an AsyncStream fed from a background task as fast as it can: the table ends on the last array, no stage rejected"
    )
    func streamFedFromBackground() async throws {
        let (stream, continuation) = AsyncStream<[LifecycleItem]>.makeStream()
        let content = LiveContent()
        content.minimumInterval = 0
        content.offMainThreshold = 20
        content.bind(section: 0, to: stream)
        let table = HeadlessTableView(content: content)
        let last = 199
        let producer = Task.detached {
            var generator = SeededGenerator(seed: 0x5A17)
            for round in 0...last {
                let count = Int.random(in: 0..<40, using: &generator)
                let ids = (0..<60).shuffled(using: &generator).prefix(count)
                continuation.yield(
                    round == last ? lifecycleItems(0..<30, tag: "end") : lifecycleItems(ids, tag: "\(round)"))
            }
        }
        await producer.value
        let expected = lifecycleItems(0..<30, tag: "end")
        await eventually { (table.models(inSection: 0) as? [LifecycleItem]) == expected }
        #expect(table.models(inSection: 0) as? [LifecycleItem] == expected)
        #expect(table.rejectedStages.isEmpty)
        continuation.finish()
    }

    /// Random edits of an `@Observable` array, flushes, interval changes and turns of the run loop, with diffs off
    /// the main actor in flight: the table always ends on the model's last value, and applies only valid stages.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("random changes, flushes and interval changes with off-main diffs in flight: the table ends on the model")
    func randomLiveSchedule() async throws {
        var offMainDiffs = 0
        for seed in UInt64(1)...6 {
            var generator = SeededGenerator(seed: seed)
            let feed = LifecycleFeed()
            let content = LiveContent()
            content.minimumInterval = 0
            content.offMainThreshold = 8
            content.bind(section: 0) { feed.items }
            let table = HeadlessTableView(content: content)
            for step in 0..<120 {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    let count = Int.random(in: 0..<30, using: &generator)
                    let tag = Int.random(in: 0..<3, using: &generator)
                    feed.items = lifecycleItems((0..<40).shuffled(using: &generator).prefix(count), tag: "\(tag)")
                case 5: content.flush()
                case 6: content.minimumInterval = [0, 0.001, .infinity].randomElement(using: &generator)!
                case 7: try await Task.sleep(nanoseconds: 200_000)
                default: await Task.yield()
                }
                _ = step
            }
            content.minimumInterval = 0
            content.flush()
            await eventually {
                (table.models(inSection: 0) as? [LifecycleItem]) == feed.items && !content.hasPendingChanges
            }
            #expect(
                table.models(inSection: 0) as? [LifecycleItem] == feed.items,
                "seed \(seed): the table does not show the model's last value")
            #expect(table.rejectedStages.isEmpty, "seed \(seed): \(table.rejectedStages)")
            offMainDiffs += content.offMainDiffCount
        }
        #expect(offMainDiffs > 0, "no diff ran off the main actor: the schedule attacked nothing")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a LiveContent released while a diff runs off the main actor goes; the late diff finds nothing")
    func releasedDuringOffMainDiff() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(0..<200)
        weak var weakContent: LiveContent?
        var updates = 0
        do {
            let content = LiveContent()
            weakContent = content
            content.minimumInterval = 0
            content.offMainThreshold = 10
            let observation = content.observe { _ in updates += 1 }
            content.bind(section: 0) { feed.items }
            await eventually { updates == 1 }
            feed.items = lifecycleItems((0..<200).reversed())
            await eventually { content.offMainDiffCount == 1 }
            observation.cancel()
        }
        await eventually { weakContent == nil }
        #expect(weakContent == nil)
        feed.items = []
        for _ in 0..<20 { await Task.yield() }
        #expect(updates == 1)
    }

    // MARK: Models changed off the main actor

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a live model changed from a background task: its cell is configured again on the main actor")
    func modelChangedOffMain() async throws {
        let notes = (0..<4).map { LifecycleNote(id: $0, lines: 1) }
        let storage = MemoryStorage(items: notes)
        let table = HeadlessTableView(content: storage)
        table.registry.register(LifecycleNoteCell.self)
        table.reloadData()
        let cell = try #require(table.cell(at: ItemPath(item: 2, section: 0)) as? LifecycleNoteCell)
        let note = notes[2]
        await Task.detached { note.lines = 7 }.value
        await eventually { cell.shown.last == 7 }
        #expect(cell.shown == [1, 7])
        await Task.detached { note.lines = 8 }.value
        await eventually { cell.shown.last == 8 }
        #expect(cell.shown == [1, 7, 8], "tracked again after the first change")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("an @Observable array changed from a background task: the live section follows it")
    func arrayChangedOffMain() async throws {
        let feed = LifecycleFeed()
        let content = LiveContent()
        content.minimumInterval = 0
        content.bind(section: 0) { feed.items }
        let table = HeadlessTableView(content: content)
        for round in 1...5 {
            await Task.detached { feed.items = lifecycleItems(0..<(round * 3)) }.value
            await eventually { table.rowCount == round * 3 }
            #expect(table.rowCount == round * 3)
        }
        #expect(table.rejectedStages.isEmpty)
    }

    // MARK: What stays alive

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "a dropped screen goes whole: content, table, storage, trackers, cells, and the screen its closures capture weakly"
    )
    func droppedScreenGoes() async throws {
        let notes = (0..<3).map { LifecycleNote(id: $0, lines: 1) }
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(0..<3)
        weak var weakScreen: LifecycleScreen?
        weak var weakContent: DeclarativeContent?
        weak var weakTable: HeadlessTableView?
        weak var weakStorage: MemoryStorage?
        weak var weakCell: LifecycleNoteCell?
        weak var weakTracker: LiveCellTracker?
        do {
            let screen = LifecycleScreen()
            let storage = MemoryStorage(items: lifecycleItems(10..<12))
            let content = DeclarativeContent {
                ListSection(id: "notes") {
                    for note in notes {
                        ListRow<LifecycleNoteCell>(note).height { note, _ in Double(note.lines) }
                            .onTap { [weak screen] _ in
                                screen?.taps += 1
                                return .deselect(animated: true)
                            }
                    }
                }
                ListSection(id: "feed")
                ListSection(id: "stored")
            }
            content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
            content.bind(section: "stored", to: storage, as: LifecycleItemCell.self)
            let table = HeadlessTableView(content: content)
            weakCell = table.cell(at: first) as? LifecycleNoteCell
            table.tap(at: first)
            #expect(screen.taps == 1)
            notes[0].lines = 5  // a tracking pending in the model's registrar
            try storage.addItem(LifecycleItem(id: 99, text: "x"))
            weakScreen = screen
            weakContent = content
            weakTable = table
            weakStorage = storage
            weakTracker = table.liveCells
        }
        #expect(weakScreen == nil)
        #expect(weakContent == nil)
        #expect(weakTable == nil)
        #expect(weakStorage == nil)
        #expect(weakCell == nil)
        #expect(weakTracker == nil)
        // The pending flush and the models' trackings find nothing.
        for _ in 0..<10 { await Task.yield() }
        notes[0].lines = 6
        feed.items = []
        for _ in 0..<10 { await Task.yield() }
    }

    @Test("a declarative content bound to a storage goes while the storage lives on, and the storage forgets it")
    func boundContentGoesBeforeStorage() throws {
        let storage = MemoryStorage(items: lifecycleItems(0..<2))
        weak var weakContent: DeclarativeContent?
        do {
            let content = DeclarativeContent { ListSection(id: "s") }
            content.bind(section: "s", to: storage, as: LifecycleItemCell.self)
            #expect(content.numberOfItems(inSection: 0) == 2)
            weakContent = content
        }
        #expect(weakContent == nil)
        try storage.addItem(LifecycleItem(id: 5, text: "late"))
        #expect(storage.numberOfItems(inSection: 0) == 3)
    }

    @Test("a headless table dropped while its content lives: the content's edits reach nobody and nothing traps")
    func tableGoesBeforeContent() throws {
        let storage = MemoryStorage(items: ["a", "b"])
        weak var weakTable: HeadlessTableView?
        do {
            let table = HeadlessTableView(content: storage)
            #expect(table.rowCount == 2)
            weakTable = table
        }
        #expect(weakTable == nil)
        try storage.addItem("c")
        try storage.removeItem(at: first)
        #expect(storage.numberOfItems(inSection: 0) == 2)
    }

    /// Beside the stale-height finding: rebuilding the screen after the model changed does compute the height again
    /// (a model that is not `Equatable` is reloaded by the diff, which forgets its cached height).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a computed height read from an @Observable model is computed again when the screen is rebuilt")
    func computedHeightAfterRebuild() throws {
        let note = LifecycleNote(id: 1, lines: 1)
        func build() -> [ListSection] {
            [
                ListSection(id: "notes") {
                    ListRow<LifecycleNoteCell>(note).height { note, _ in Double(note.lines * 20) }
                }
            ]
        }
        let content = DeclarativeContent()
        content.sections = build()
        let table = HeadlessTableView(content: content)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        note.lines = 2
        content.sections = build()
        #expect(table.dispatcher.heightForItem(at: first) == 40, "the rebuilt row still gets one line's height")
    }

    /// Control for the stale-height finding: a mapping's height closure (MemoryStorage content) is asked each time,
    /// so a live model's change is seen at once.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a mapping's height closure reading an @Observable model sees its change")
    func mappingHeightFollowsModel() throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let table = HeadlessTableView(content: MemoryStorage(items: [note]))
        table.registry.register(LifecycleNoteCell.self) { mapping in
            mapping.heightForCell { note, _ in Double(note.lines * 20) }
        }
        table.reloadData()
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        note.lines = 3
        table.updateLiveCells()
        #expect(table.dispatcher.heightForItem(at: first) == 60)
    }

    // MARK: What a Swift 6 app writes off the main actor

    @Test(
        "from a nonisolated async function an app edits a storage with await, and cancels tokens and bindings without it"
    )
    func nonisolatedCallers() async throws {
        let storage = MemoryStorage(items: lifecycleItems(0..<2))
        let content = LiveContent()
        let binding = content.bind(section: 0) { lifecycleItems(0..<1) }
        let token = storage.observe { _ in }
        try await LifecycleBackground.edit(storage, binding: binding, token: token)
        #expect(storage.numberOfItems(inSection: 0) == 3)
        #expect(binding.isCancelled && token.isCancelled)
        await LifecycleBackground.flush(content)
        #expect(content.numberOfItems(inSection: 0) == 1)
    }

    @Test(
        "a live section that is no section of the content, at Int.max and negative, is reported at each change, never trapped"
    )
    func liveSectionOutOfRange() throws {
        let collector = try #require(CollectsAnomaliesTrait.current)
        for section in [Int.max, -1, Int.min, 1] {
            collector.removeAll()
            let content = LiveContent()
            content.bind(section: section) { lifecycleItems(0..<2) }
            content.flush()
            #expect(content.numberOfSections == 1 && content.numberOfItems(inSection: 0) == 0)
            let invalid = collector.anomalies.filter { if case .invalidValue = $0 { true } else { false } }
            #expect(invalid.count == 1, "section \(section): \(collector.anomalies)")
        }
    }

    @Test("an observation whose cancel action cancels it again, and releases the last reference to it: no deadlock")
    func reentrantCancel() {
        let count = LifecycleCounter()
        let holder = LifecycleBoxedObservation()
        holder.observation = ContentObservation {
            count.increment()
            holder.observation?.cancel()
            holder.observation = nil
        }
        holder.observation?.cancel()
        #expect(count.value == 1)
        #expect(holder.observation == nil)
    }

    /// Many background tasks edit one storage through `await MainActor.run` while a headless table shows it: every
    /// edit lands once, in the order the main actor ran them, and the table applied each as valid stages.
    @Test("many background tasks editing one storage through the main actor: all edits land, the table matches")
    func storageEditedFromManyTasks() async throws {
        let storage = MemoryStorage(items: [LifecycleItem]())
        let table = HeadlessTableView(content: storage)
        table.registry.register(LifecycleItemCell.self)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for step in 0..<20 {
                        let item = LifecycleItem(id: task * 100 + step, text: "t\(task)s\(step)")
                        await MainActor.run {
                            do {
                                try storage.addItem(item)
                                if step % 5 == 4 { try storage.removeItem(at: ItemPath(item: 0, section: 0)) }
                            } catch {
                                Issue.record("\(error)")
                            }
                        }
                    }
                }
            }
        }
        #expect(storage.numberOfItems(inSection: 0) == 16 * 16)
        #expect(
            table.models(inSection: 0) as? [LifecycleItem]
                == storage.section(at: 0)?.items.compactMap { $0.base as? LifecycleItem })
        #expect(table.rejectedStages.isEmpty)
    }
}
