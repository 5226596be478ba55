import Foundation
import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

private func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// A hand-made update that breaks UIKit's rules: it inserts a row the content does not add.
@MainActor
private func bogusUpdate(rows: Int) -> ContentUpdate {
    ContentUpdate(stages: [
        ContentUpdate.Stage(
            data: ContentSnapshot(sections: [StorageSection(items: reentrantItems(0..<rows))]),
            update: BatchUpdate(insertedItems: [ItemPath(item: 0, section: 0)]))
    ])
}

/// A reload, a refused batch or a detach ends what the manager was animating: what the view shows and answers comes
/// from the content from then on, the completions of the updates it supersedes run, and edits made while the view
/// reloads wait for the next turn of the main queue (regression tests of the reentrancy probe's findings 1, 2, 5, 7).
@MainActor
@Suite("Updates across reloads, refused batches and detaching", .serialized)
struct UpdateGenerationTests {
    // MARK: Reloads end what animated

    @Test("reloadData while a batch animates, then an edit: the table shows and answers the content at once")
    func reloadDuringAnimationThenEdit() throws {
        let screen = ReentrantTable(finishesAnimations: false)
        var tapped: [String] = []
        screen.manager.dispatcher.didSelect(withModel: ReentrantItem.self) { item, _ in tapped.append(item.text) }
        screen.manager.connect(screen.table)
        try screen.storage.addItem(ReentrantItem(id: 100, text: "added"))
        #expect(screen.manager.isUpdating)
        screen.manager.reloadData()
        #expect(!screen.manager.isUpdating, "the reload shows what animated")
        try screen.storage.insertItem(ReentrantItem(id: 101, text: "first"), at: ItemPath(item: 0, section: 0))
        screen.table.reloadData()
        #expect(ReentrantTable.shownTexts(of: screen.table) == screen.contentTexts)
        screen.table.simulateTap(at: ip(0))
        #expect(tapped == ["first"])
        screen.table.finishAnimations()
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
        #expect(screen.log.all.isEmpty, "\(screen.log.messages)")
    }

    @Test("setContent and reloadData run the completions of the updates animating and waiting, once each")
    func reloadRunsSupersededCompletions() throws {
        for replaces in [false, true] {
            let screen = ReentrantTable(finishesAnimations: false)
            var ran: [String] = []
            screen.manager.apply(ContentUpdate(stages: [])) { ran.append("empty") }
            try screen.storage.addItem(ReentrantItem(id: 100, text: "a"))  // animating
            screen.manager.whenUpdatesFinish { ran.append("finish") }
            screen.manager.apply(ContentUpdate(stages: [])) { ran.append("waiting") }
            #expect(ran == ["empty"])
            if replaces {
                screen.manager.setContent(MemoryStorage(items: reentrantItems(50..<52)))
            } else {
                screen.manager.reloadData()
            }
            #expect(ran.sorted() == ["empty", "finish", "waiting"], "\(ran)")
            #expect(!screen.manager.isUpdating && !screen.manager.dispatcher.hasUpdatesWaiting)
            // The superseded batch's completion, when UIKit calls it, changes nothing and runs nothing again.
            screen.table.finishAnimations()
            #expect(ran.count == 3)
            #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
        }
    }

    @Test("an edit after a reload animates at once and is waited for, even while the superseded batch animates")
    func editAfterReloadIsItsOwnBatch() async throws {
        let screen = ReentrantTable(finishesAnimations: false)
        try screen.storage.addItem(ReentrantItem(id: 100, text: "a"))
        screen.manager.reloadData()
        let batchesBefore = screen.table.updateLog.count
        var done = false
        try screen.storage.removeItem(at: ItemPath(item: 0, section: 0))
        screen.manager.whenUpdatesFinish { done = true }
        #expect(screen.table.updateLog.count == batchesBefore + 1, "the edit did not wait for the old batch")
        #expect(screen.manager.isUpdating && !done)
        await screen.settle()
        #expect(done)
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.log.all.isEmpty, "\(screen.log.messages)")
    }

    // MARK: Refused batches

    @Test("an anomaly handler that edits on every anomaly: one refused batch, no loop, the table shows the content")
    func anomalyHandlerEditsEveryTime() async throws {
        let screen = ReentrantTable()
        let storage = screen.storage
        let seen = Locked<[String]>([])
        screen.manager.dispatcher.anomalyHandler = AnomalyHandler { [weak storage] anomaly in
            let edits = seen.withLock {
                $0.append(anomaly.shortMessage)
                return $0.count
            }
            guard edits < 20 else { return }  // before the fix: one more refused batch per edit, for ever
            MainActor.assumeIsolated {
                try? storage?.addItem(ReentrantItem(id: 1000 + edits, text: "fix\(edits)"))
            }
        }
        await screen.manager.apply(bogusUpdate(rows: 6))
        await screen.settle()
        #expect(seen.withLock { $0 } == ["rejected batch update"])
        #expect(screen.contentTexts.joined().count == 7)
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
    }

    @Test("an update queued while a refused update is applied is shown by the reload, not applied again")
    func updatesQueuedBeforeRefusalAreDropped() async throws {
        let screen = ReentrantTable()
        var edited = false
        screen.manager.willUpdate = { [weak screen] _ in
            guard let screen, !edited else { return }
            edited = true
            try? screen.storage.addItem(ReentrantItem(id: 77, text: "queued"))
        }
        var completions = 0
        screen.manager.apply(bogusUpdate(rows: 6)) { completions += 1 }
        await screen.settle()
        #expect(edited)
        #expect(completions == 1)
        #expect(screen.log.messages == ["rejected batch update"], "\(screen.log.messages)")
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
    }

    @Test("didEndDisplaying edits during the reload that follows a refused batch: one anomaly, the content shown")
    func didEndDisplayingEditsDuringRefusalReload() async {
        let screen = ReentrantTable { screen in
            screen.manager.dispatcher.didEndDisplaying(withModel: ReentrantItem.self) { [weak screen] item, _ in
                guard let screen, item.id % 2 == 0 else { return }
                try? screen.storage.removeItem(item)
            }
        }
        await screen.manager.apply(bogusUpdate(rows: 6))
        for _ in 0..<5 { await screen.settle() }
        #expect(screen.contentTexts == [["r1", "r3", "r5"]])
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.log.messages == ["rejected batch update"], "\(screen.log.messages)")
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
    }

    // MARK: Edits while the view reloads

    @Test("a collection's didEndDisplaying removes items while it reloads: no refused batch, the content shown")
    func collectionDidEndDisplayingDuringReload() async {
        let screen = ReentrantCollection { screen in
            screen.manager.dispatcher.didEndDisplaying(withModel: ReentrantItem.self) { [weak screen] item, _ in
                guard let screen, item.id % 2 == 0 else { return }
                try? screen.storage.removeItem(item)
            }
        }
        screen.manager.reloadData()
        // Until the next turn of the main queue the collection shows what it reloaded.
        #expect(screen.shownTexts == [reentrantItems(0..<6).map(\.text)])
        await eventually { screen.shownTexts == screen.contentTexts }
        #expect(screen.contentTexts == [["r1", "r3", "r5"]])
        #expect(screen.shownTexts == screen.contentTexts)
        #expect(screen.log.all.isEmpty, "\(screen.log.messages)")
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions.map(\.reason))")
    }

    @Test("a tap while edits made during a reload wait reaches the row the user sees")
    func tapWhileReloadEditsWait() async {
        var tapped: [String] = []
        let screen = ReentrantTable { screen in
            screen.manager.dispatcher.didEndDisplaying(withModel: ReentrantItem.self) { [weak screen] item, _ in
                guard let screen, item.id == 0 else { return }
                try? screen.storage.removeItem(item)
            }
            screen.manager.dispatcher.didSelect(withModel: ReentrantItem.self) { item, _ in tapped.append(item.text) }
        }
        screen.manager.reloadData()
        screen.table.simulateTap(at: ip(0))
        #expect(tapped == ["r0"], "the tap reached another row than the one on screen")
        await screen.settle()
        await eventually { screen.shownTexts == screen.contentTexts }
        #expect(screen.shownTexts == [["r1", "r2", "r3", "r4", "r5"]])
        #expect(screen.log.all.isEmpty, "\(screen.log.messages)")
    }

    // MARK: Detaching

    @Test("detach while a batch animates and updates wait: every completion runs, no later one reaches the table")
    func detachRunsCompletions() async throws {
        let screen = ReentrantTable(finishesAnimations: false)
        var ran: [String] = []
        screen.manager.apply(ContentUpdate(stages: [])) { ran.append("empty") }
        try screen.storage.addItem(ReentrantItem(id: 100, text: "a"))  // animating
        screen.manager.apply(ContentUpdate(stages: [])) { ran.append("waiting") }
        try screen.storage.addItem(ReentrantItem(id: 101, text: "b"))  // waiting
        screen.manager.whenUpdatesFinish { ran.append("finish") }
        screen.manager.detach()
        #expect(ran.sorted() == ["empty", "finish", "waiting"])
        #expect(!screen.manager.isUpdating && !screen.manager.dispatcher.hasUpdatesWaiting)
        let log = screen.table.updateLog.count
        screen.table.finishAnimations()  // the old batch ends: nothing follows it
        await screen.manager.apply(bogusUpdate(rows: 8))  // returns at once: no view
        #expect(screen.table.updateLog.count == log)
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions.map(\.reason))")
        #expect(!screen.log.messages.contains("rejected batch update"))
    }

    @Test("a collection detached while it animates, attached to another: the other shows each edit at once")
    func collectionDetachThenAttachElsewhere() throws {
        let screen = ReentrantCollection()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        screen.collection.completesAnimationsAutomatically = false
        try screen.storage.addItem(ReentrantItem(id: 600, text: "a"))
        #expect(screen.manager.isUpdating)
        screen.manager.detach()
        let other = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 3000), collectionViewLayout: flow)
        other.completesAnimationsAutomatically = false
        screen.window.addSubview(other)
        screen.manager.attach(to: other, content: screen.storage)
        try screen.storage.insertItem(ReentrantItem(id: 601, text: "b"), at: ItemPath(item: 0, section: 0))
        other.finishAnimations()
        other.layoutIfNeeded()
        let shown = (0..<other.numberOfItems(inSection: 0)).map {
            (other.cellForItem(at: IndexPath(item: $0, section: 0)) as? ReentrantItemCell)?.text ?? "<none>"
        }
        #expect([shown] == screen.contentTexts)
        #expect(other.exceptions.isEmpty && screen.collection.exceptions.isEmpty)
    }
}
