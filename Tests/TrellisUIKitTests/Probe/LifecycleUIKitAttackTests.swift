import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
@testable import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

/// Attacks on concurrency and object lifecycle through UIKit's entry points that held: regression tests.
@MainActor
@Suite("Probe: UIKit lifecycle attacks", .collectsAnomalies)
struct LifecycleUIKitAttackTests {
    func rows(_ table: UITableView) -> [String] {
        guard table.numberOfSections > 0 else { return [] }
        return (0..<table.numberOfRows(inSection: 0)).compactMap { row in
            (table.cellForRow(at: IndexPath(row: row, section: 0)) as? LifecycleUIKitItemCell)?.text
        }
    }

    @Test("a manager released while its batch still animates: the animation ends without it, the table asks nobody")
    func managerGoesDuringAnimation() throws {
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        table.completesAnimationsAutomatically = false
        weak var weakManager: TableViewManager?
        weak var weakStorage: MemoryStorage?
        var completions = 0
        do {
            let manager = TableViewManager()
            manager.registry.register(LifecycleUIKitItemCell.self)
            let storage = MemoryStorage(items: lifecycleUIKitItems(0..<5))
            manager.attach(to: table, content: storage)
            try storage.insertItems(
                lifecycleUIKitItems(5..<7), at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
            manager.whenUpdatesFinish { completions += 1 }
            #expect(manager.isUpdating)
            weakManager = manager
            weakStorage = storage
        }
        table.finishAnimations()
        #expect(weakManager == nil, "the table's pending completion keeps the manager alive")
        #expect(weakStorage == nil)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.exceptions.isEmpty, "\(table.exceptions)")
        _ = completions
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a screen dropped while a live cell's change waits for its flush goes whole; the flush finds nothing")
    func screenGoesWithFlushPending() async throws {
        let notes = (0..<4).map { LifecycleUIKitNote(id: $0, lines: 1) }
        weak var weakManager: TableViewManager?
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        weak var weakTracker: LiveCellTracker?
        do {
            let (window, table) = lifecycleUIKitTable()
            let manager = TableViewManager()
            manager.registry.register(LifecycleUIKitNoteCell.self)
            let content = DeclarativeContent {
                ListSection(id: "n") {
                    for note in notes {
                        ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20) }
                    }
                }
            }
            manager.attach(to: table, content: content)
            weakCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            #expect(weakCell != nil)
            notes[0].lines = 2  // the flush is scheduled for the next turn
            #expect(manager.proxy.liveCells.hasPendingChanges)
            weakManager = manager
            weakTable = table
            weakTracker = manager.proxy.liveCells
            table.removeFromSuperview()
            withExtendedLifetime(window) {}
        }
        #expect(weakManager == nil)
        #expect(weakTable == nil)
        #expect(weakTracker == nil)
        for _ in 0..<10 { await Task.yield() }
        #expect(weakCell == nil)
        for note in notes { note.lines += 1 }
        for _ in 0..<10 { await Task.yield() }
    }

    /// A stream fed from a background task as fast as it goes, while the table's batches animate (they end only
    /// when the test says so, at random): every batch passes UIKit's checks and the table ends on the last array.
    @Test(
        "a LiveContent fed from a background stream while batches animate: no exception, the table ends on the last array"
    )
    func streamWhileAnimating() async throws {
        for seed in UInt64(1)...4 {
            let (window, table) = lifecycleUIKitTable(height: 4000)
            defer { withExtendedLifetime(window) {} }
            table.completesAnimationsAutomatically = false
            let manager = TableViewManager()
            manager.registry.register(LifecycleUIKitItemCell.self)
            let content = LiveContent()
            content.minimumInterval = 0
            content.offMainThreshold = 15
            let (stream, continuation) = AsyncStream<[LifecycleUIKitItem]>.makeStream()
            content.bind(section: 0, to: stream)
            manager.attach(to: table, content: content)
            let producer = Task.detached {
                var generator = SeededGenerator(seed: seed)
                for round in 0..<150 {
                    let count = Int.random(in: 0..<25, using: &generator)
                    let tag = Int.random(in: 0..<2, using: &generator)
                    continuation.yield(
                        lifecycleUIKitItems((0..<40).shuffled(using: &generator).prefix(count), tag: "\(tag)"))
                    if round % 10 == 0 { try? await Task.sleep(nanoseconds: 100_000) }
                }
                continuation.yield(lifecycleUIKitItems(0..<12, tag: "end"))
            }
            var generator = SeededGenerator(seed: seed &+ 100)
            let expected = lifecycleUIKitItems(0..<12, tag: "end").map(\.text)
            let deadline = ContinuousClock.now.advanced(by: timeLimit(eventuallyLimit))
            while ContinuousClock.now < deadline {
                if Bool.random(using: &generator) { table.finishAnimations() }
                await Task.yield()
                if content.numberOfItems(inSection: 0) == 12, !content.hasPendingChanges,
                    (content.item(at: ItemPath(item: 0, section: 0)) as? LifecycleUIKitItem)?.text == "i0end"
                {
                    table.finishAnimations()
                    if !manager.isUpdating { break }
                }
            }
            await producer.value
            table.finishAnimations()
            table.layoutIfNeeded()
            #expect(table.exceptions.isEmpty, "seed \(seed): \(table.exceptions)")
            #expect(rows(table) == expected, "seed \(seed)")
            continuation.finish()
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a screen of LiveContent dropped while a diff runs off the main actor goes whole")
    func screenGoesDuringOffMainDiff() async throws {
        let feed = LifecycleUIKitFeed()
        feed.items = lifecycleUIKitItems(0..<300)
        weak var weakManager: TableViewManager?
        weak var weakContent: LiveContent?
        weak var weakTable: UITableView?
        do {
            let (window, table) = lifecycleUIKitTable()
            let manager = TableViewManager()
            manager.registry.register(LifecycleUIKitItemCell.self)
            let content = LiveContent()
            content.minimumInterval = 0
            content.offMainThreshold = 10
            content.bind(section: 0) { feed.items }
            manager.attach(to: table, content: content)
            await eventually { table.numberOfRows(inSection: 0) == 300 }
            feed.items = lifecycleUIKitItems((0..<300).reversed())
            await eventually { content.offMainDiffCount >= 1 }
            weakManager = manager
            weakContent = content
            weakTable = table
            table.removeFromSuperview()
            withExtendedLifetime(window) {}
        }
        await eventually { weakManager == nil && weakContent == nil && weakTable == nil }
        #expect(weakManager == nil)
        #expect(weakContent == nil)
        #expect(weakTable == nil)
    }

    @Test(
        "a manager's didUpdate that drops the screen (manager, storage, table) during its own update: no crash, all go")
    func didUpdateDropsScreen() throws {
        final class Holder {
            var manager: TableViewManager?
            var storage: MemoryStorage?
            var window: UIWindow?
        }
        let holder = Holder()
        weak var weakManager: TableViewManager?
        weak var weakTable: UITableView?
        weak var weakStorage: MemoryStorage?
        do {
            let (window, table) = lifecycleUIKitTable()
            let manager = TableViewManager()
            manager.registry.register(LifecycleUIKitItemCell.self)
            let storage = MemoryStorage(items: lifecycleUIKitItems(0..<3))
            manager.attach(to: table, content: storage)
            manager.didUpdate = { [unowned holder] _ in
                holder.manager = nil
                holder.storage = nil
                holder.window?.subviews.forEach { $0.removeFromSuperview() }
                holder.window = nil
            }
            holder.manager = manager
            holder.storage = storage
            holder.window = window
            weakManager = manager
            weakTable = table
            weakStorage = storage
        }
        try weakStorage?.addItem(LifecycleUIKitItem(id: 9, text: "x"))
        #expect(holder.manager == nil)
        #expect(weakManager == nil)
        #expect(weakStorage == nil)
        #expect(weakTable == nil)
    }

    /// Many background tasks edit one storage through `await MainActor.run` while the table's batches animate and end
    /// at random: no batch raises, and the table ends showing the storage.
    @Test("background tasks editing a storage through the main actor while batches animate: no exception, rows match")
    func storageEditedWhileAnimating() async throws {
        let (window, table) = lifecycleUIKitTable(height: 20_000)
        defer { withExtendedLifetime(window) {} }
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        manager.registry.register(LifecycleUIKitItemCell.self)
        let storage = MemoryStorage(items: [LifecycleUIKitItem]())
        manager.attach(to: table, content: storage)
        let finisher = Task { @MainActor in
            var generator = SeededGenerator(seed: 77)
            while !Task.isCancelled {
                if Int.random(in: 0..<3, using: &generator) == 0 { table.finishAnimations() }
                await Task.yield()
            }
        }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var generator = SeededGenerator(seed: UInt64(task))
                    for step in 0..<25 {
                        let item = LifecycleUIKitItem(id: task * 100 + step, text: "t\(task)s\(step)")
                        let choice = Int.random(in: 0..<4, using: &generator)
                        await MainActor.run {
                            do {
                                let count = storage.numberOfItems(inSection: 0)
                                switch choice {
                                case 0 where count > 0:
                                    try storage.removeItem(at: ItemPath(item: count / 2, section: 0))
                                case 1 where count > 1:
                                    try storage.moveItem(
                                        at: ItemPath(item: 0, section: 0), to: ItemPath(item: count - 1, section: 0))
                                default:
                                    try storage.insertItems([item], at: ItemPath(item: count / 3, section: 0))
                                }
                            } catch {
                                Issue.record("\(error)")
                            }
                        }
                    }
                }
            }
        }
        finisher.cancel()
        await finisher.value
        while manager.isUpdating {
            table.finishAnimations()
            await Task.yield()
        }
        table.layoutIfNeeded()
        let expected = (storage.section(at: 0)?.items ?? []).compactMap { ($0.base as? LifecycleUIKitItem)?.text }
        #expect(table.exceptions.isEmpty, "\(table.exceptions)")
        #expect(rows(table) == expected)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a live model changes, then a batch removes its row before the flush: no cell shows another row's model")
    func liveChangeThenRowRemovedBeforeFlush() throws {
        let notes = (0..<6).map { LifecycleUIKitNote(id: $0, lines: $0) }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.registry.register(LifecycleUIKitNoteCell.self)
        let storage = MemoryStorage(items: notes)
        manager.attach(to: table, content: storage)
        table.layoutIfNeeded()
        notes[1].lines = 100
        try storage.removeItem(at: ItemPath(item: 1, section: 0))
        table.finishAnimations()
        manager.proxy.liveCells.flush()
        table.layoutIfNeeded()
        for row in 0..<table.numberOfRows(inSection: 0) {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? LifecycleUIKitNoteCell)
            let model = try #require(storage.item(at: ItemPath(item: row, section: 0)) as? LifecycleUIKitNote)
            #expect(cell.shown.last == model.lines, "row \(row) shows \(cell.shown) for \(model.lines)")
        }
        #expect(table.exceptions.isEmpty)
    }
}
