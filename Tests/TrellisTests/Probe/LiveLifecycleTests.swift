import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// Found by the lifecycle probe: live heights, bindings across rebuilds and teardown, flushes during off-main diffs.
@MainActor
@Suite("Live sections and cells follow their sources through edits, rebuilds and teardown", .collectsAnomalies)
struct LiveLifecycleTests {
    let first = ItemPath(item: 0, section: 0)

    /// A declarative row whose height is computed from an `@Observable` model. The model changes: the live-cell
    /// tracker configures the cell again (it shows 3 lines), but the height the table is given stays the one
    /// computed for 1 line (20 points) for as long as the row lives: the row cache is keyed by the row's identity and
    /// forgotten only when the diff reloads the row, and an in-place change of a live model is no diff. The user
    /// sees a cell showing 3 lines squeezed into a one-line row. They should get 60 after the change.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a computed height read from an @Observable model follows the model after it changes")
    func computedHeightFollowsLiveModel() throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                ListRow<LifecycleNoteCell>(note).height { note, _ in Double(note.lines * 20) }
            }
        }
        let table = HeadlessTableView(content: content)
        let cell = try #require(table.cell(at: first) as? LifecycleNoteCell)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        note.lines = 3
        table.updateLiveCells()
        #expect(cell.shown == [1, 3], "the cell was configured again for the change")
        #expect(table.dispatcher.heightForItem(at: first) == 60, "the height still says one line")
    }

    /// A `LiveContent` section bound to an `AsyncStream` that yields nothing more, then the content goes (the user
    /// left the screen). `LiveBinding`'s docs: "cancel() stops following it (...); so does the content going away".
    /// `cancel()` does end the iteration (the stream's `onTermination` runs), but the content going away does not:
    /// the task keeps waiting on the stream, holding it (and whatever its producer captured) until the stream yields
    /// once more, which may be never. The user sees their producer keep running after the screen is gone (a leak of
    /// the task and the stream). They should see the stream terminated when the content goes.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("LiveContent going away ends the iteration of the AsyncSequence a section follows")
    func liveContentGoneEndsSequence() async throws {
        let terminated = LifecycleCounter()
        let (stream, continuation) = AsyncStream<[LifecycleItem]>.makeStream()
        continuation.onTermination = { _ in terminated.increment() }
        weak var weakContent: LiveContent?
        do {
            let content = LiveContent()
            content.minimumInterval = 0
            weakContent = content
            content.bind(section: 0, to: stream)
            continuation.yield(lifecycleItems(1...2))
            await eventually { content.numberOfItems(inSection: 0) == 2 }
        }
        #expect(weakContent == nil)
        for _ in 0..<50 where terminated.value == 0 {
            await Task.yield()
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(terminated.value == 1, "the stream is still iterated by a task whose content is gone")
        continuation.finish()
    }

    /// The same for a declarative section bound to an `AsyncSequence`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("DeclarativeContent going away ends the iteration of the AsyncSequence a section follows")
    func declarativeContentGoneEndsSequence() async throws {
        let terminated = LifecycleCounter()
        let (stream, continuation) = AsyncStream<[LifecycleItem]>.makeStream()
        continuation.onTermination = { _ in terminated.increment() }
        weak var weakContent: DeclarativeContent?
        do {
            let content = DeclarativeContent { ListSection(id: "s") }
            weakContent = content
            content.bind(section: "s", to: stream, as: LifecycleItemCell.self)
            continuation.yield(lifecycleItems(1...2))
            await eventually { content.numberOfItems(inSection: 0) == 2 }
        }
        #expect(weakContent == nil)
        for _ in 0..<50 where terminated.value == 0 {
            await Task.yield()
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(terminated.value == 1, "the stream is still iterated by a task whose content is gone")
        continuation.finish()
    }

    /// A declarative section bound to an `@Observable` array, then the screen rebuilt declaratively (`set { ... }`
    /// with the bound section in it, as a screen does when some other state changes). The bound section comes back
    /// empty and stays empty until the model changes again: the binding sets the rows only when its source changes.
    /// The user sees their messages vanish when they toggle an unrelated section. They should still see the 3
    /// messages (the rows follow `read()`).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a declarative section bound to a live source keeps its rows when the screen is rebuilt")
    func rebuildKeepsLiveRows() async throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        var showsFooter = false
        let content = DeclarativeContent()
        func build() -> [ListSection] {
            var sections = [ListSection(id: "feed")]
            if showsFooter {
                sections.append(
                    ListSection(id: "footer") { ListRow<LifecycleItemCell>(LifecycleItem(id: 0, text: "end")) })
            }
            return sections
        }
        content.sections = build()
        content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.numberOfRows(inSection: 0) == 3)
        showsFooter = true
        content.sections = build()
        for _ in 0..<10 { await Task.yield() }
        #expect(table.numberOfRows(inSection: 0) == 3, "the bound rows are gone after the rebuild")
    }

    /// `DeclarativeContent.bind(section:observing:as:)` with an id no section has (a typo, or the section not built
    /// yet): nothing is shown and nothing is reported, where `LiveContent.bind(section:)` with a section it lacks
    /// reports `invalidValue`. The user sees an empty screen with no hint. They should get an anomaly naming the id.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("binding a declarative section id the content lacks is reported")
    func missingSectionIDReported() throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent { ListSection(id: "feed") }
        let collector = try #require(CollectsAnomaliesTrait.current)
        collector.removeAll()
        content.bind(section: "fed", observing: { feed.items }, as: LifecycleItemCell.self)
        #expect(!collector.anomalies.isEmpty, "a binding to no section is silent")
    }

    /// A `LiveContent` diffs a large change off the main actor; while that diff runs, the app calls `flush()` with a
    /// newer value waiting (here: the section bound again, read at once). `flush()` publishes the newer value B. When
    /// the older diff (of value A) comes back, something was published meanwhile, so its values "go back in line,
    /// behind newer ones" (LiveContent.swift, `publishPending`) — but only where `pending[section] == nil`, and the
    /// newer value was already published, not pending: A is queued again and published over B. The user sees the
    /// list jump back to an older state and stay there (the model is at B, nothing changes again). They should see B,
    /// and no further update.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("flush() while an off-main diff runs: the newer values stay, the older diff does not overwrite them")
    func flushDuringOffMainDiffKeepsNewest() async throws {
        let a = lifecycleItems((0..<3_000).reversed(), tag: "a")
        let b = lifecycleItems(0..<5, tag: "b")
        var attempts = 0
        while attempts < 5 {
            attempts += 1
            let content = LiveContent()
            content.minimumInterval = 0
            content.offMainThreshold = 100
            var updates = 0
            let observation = content.observe { _ in updates += 1 }
            defer { observation.cancel() }
            content.bind(section: 0) { lifecycleItems(0..<3_000, tag: "a") }
            content.flush()
            #expect(updates == 1)
            let older = content.bind(section: 0) { a }  // read now; published by a scheduled task, diffed off-main
            older.cancel()
            for _ in 0..<1_000 where content.offMainDiffCount == 0 { await Task.yield() }
            guard content.offMainDiffCount == 1, updates == 1 else { continue }  // the diff already came back: again
            let newer = content.bind(section: 0) { b }
            newer.cancel()
            content.flush()
            #expect(updates == 2 && content.numberOfItems(inSection: 0) == 5, "the flush published the newer value")
            // The older diff comes back (before the fix, it was then published over the newer value).
            await eventually { !content.diffInFlight }
            for _ in 0..<20 { await Task.yield() }
            #expect(
                content.numberOfItems(inSection: 0) == 5,
                "the older diff's \(content.numberOfItems(inSection: 0)) items replaced the newer 5")
            #expect(updates == 2, "the older diff was published after the newer value")
            return
        }
        Issue.record("could not catch the off-main diff in flight in \(attempts) attempts")
    }

    /// One `@Observable` model shown by two rows of different cell types (a name row and a status row, as a profile
    /// screen has), each reading a different property. The status changes: the status cell should show "online".
    /// The live-cell tracker tracks a model object once while its tracking is pending, with the reads of the first
    /// cell configured (LiveCellTracker.swift, `track`: "the model is tracked already: associate the view, track
    /// nothing new"), so the status cell, configured second, is never told: it keeps showing "away" until something
    /// else reconfigures it. (Changing the name, which the first cell read, does reconfigure both.)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("one live model in two rows whose cells read different properties: each cell follows what it read")
    func sharedModelDifferentReads() throws {
        let contact = LifecycleContact()
        let content = DeclarativeContent {
            ListSection(id: "profile") {
                ListRow<LifecycleNameCell>(contact, id: "name")
                ListRow<LifecycleStatusCell>(contact, id: "status")
            }
        }
        let table = HeadlessTableView(content: content)
        let nameCell = try #require(table.cell(at: ItemPath(item: 0, section: 0)) as? LifecycleNameCell)
        let statusCell = try #require(table.cell(at: ItemPath(item: 1, section: 0)) as? LifecycleStatusCell)
        contact.status = "online"
        table.updateLiveCells()
        #expect(nameCell.shown == ["Ann"])
        #expect(statusCell.shown.last == "online", "the status cell shows \(statusCell.shown)")
    }

    /// The same loss for a section bound to a `MemoryStorage` (`bind(section:to:storage)`): rebuilding the screen
    /// empties the bound section until the storage is edited again.
    @Test("a declarative section bound to a storage keeps its rows when the screen is rebuilt")
    func rebuildKeepsStorageRows() throws {
        let storage = MemoryStorage(items: lifecycleItems(1...3))
        let content = DeclarativeContent()
        content.sections = [ListSection(id: "stored")]
        content.bind(section: "stored", to: storage, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.numberOfRows(inSection: 0) == 3)
        content.sections = [ListSection(id: "stored"), ListSection(id: "footer")]
        #expect(table.numberOfRows(inSection: 0) == 3, "the storage's rows are gone after the rebuild")
    }
}
