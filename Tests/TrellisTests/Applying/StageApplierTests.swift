import Testing
import Trellis

/// The one stage applier, `Dispatcher.apply(_:to:)`, and `Dispatcher.shown`, the one record of what a host shows.
@MainActor
@Suite("Stage applier")
struct StageApplierTests {
    /// A view that records what it was asked, and what the dispatcher answered while each batch was applied.
    final class RecordingView: UpdatableView {
        let dispatcher: Dispatcher
        var counts: [Int]
        var applied: [BatchUpdate] = []
        var countsSeenInside: [[Int]] = []

        init(_ dispatcher: Dispatcher) {
            self.dispatcher = dispatcher
            counts = (0..<dispatcher.numberOfSections).map { dispatcher.numberOfItems(inSection: $0) }
        }

        var batchUpdateTarget: BatchUpdateTarget { .tableView }
        var shownCounts: [Int] { counts }
        func performBatch(_ stage: ContentUpdate.Stage, of update: ContentUpdate) {
            countsSeenInside.append((0..<dispatcher.numberOfSections).map { dispatcher.numberOfItems(inSection: $0) })
            applied.append(stage.update)
            counts = stage.data.counts
        }
    }

    func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    @Test("Each stage is applied while the dispatcher answers from its data; a refused stage stops the update")
    func stagesInOrder() {
        let dispatcher = Dispatcher(content: MemoryStorage(items: ["a", "b"]))
        let view = RecordingView(dispatcher)
        let first = ContentUpdate.Stage(
            data: ContentSnapshot(sections: [StorageSection(items: ["a", "b", "c"])]),
            update: BatchUpdate(insertedItems: [path(2)]))
        let wrong = ContentUpdate.Stage(
            data: ContentSnapshot(sections: [StorageSection(items: ["a"])]),
            update: BatchUpdate(insertedItems: [path(0)]))
        let rejection = dispatcher.apply(ContentUpdate(stages: [first, wrong]), to: view)
        #expect(view.applied == [BatchUpdate(insertedItems: [path(2)])], "the stage before the refused one is applied")
        #expect(view.countsSeenInside == [[3]], "inside the batch, the counts are the stage's")
        #expect(rejection?.index == 1)
        #expect(rejection?.violations.first?.rule == .itemCount)
        #expect(dispatcher.numberOfItems(inSection: 0) == 3, "the host shows the last stage it applied")
    }

    @Test("Once a content's update is fully applied the dispatcher holds no snapshot, so the next edit copies nothing")
    func releasesWhenCaughtUp() throws {
        let storage = MemoryStorage(items: ["a", "b"])
        let dispatcher = Dispatcher(content: storage)
        let view = RecordingView(dispatcher)
        var shownAfterApply: [Bool] = []
        let observation = storage.observe { update in
            dispatcher.apply(update, to: view)
            shownAfterApply.append(dispatcher.shown != nil)
        }
        try storage.addItem("c")
        storage.setItems([["c", "a"]])
        #expect(shownAfterApply == [false, false])
        #expect(view.applied.count == 2)
        _ = observation
    }

    @Test("An update that is not the content's current state stays shown until the host reloads")
    func foreignUpdateStaysShown() {
        let storage = MemoryStorage(items: ["a"])
        let dispatcher = Dispatcher(content: storage)
        let view = RecordingView(dispatcher)
        let stage = ContentUpdate.Stage(
            data: ContentSnapshot(sections: [StorageSection(items: ["a", "z"])]),
            update: BatchUpdate(insertedItems: [path(1)]))
        dispatcher.apply(ContentUpdate(stages: [stage]), to: view)
        #expect(dispatcher.shown != nil)
        #expect(dispatcher.model(at: path(1)) as? String == "z", "the view shows what it applied, not the storage")
        dispatcher.reloadShownContent()
        #expect(dispatcher.numberOfItems(inSection: 0) == 1)
    }

    @Test("The update that follows a user's move is absorbed, not applied")
    func userMoveIsAbsorbed() throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let dispatcher = Dispatcher(content: storage)
        let view = RecordingView(dispatcher)
        let observation = storage.observe { dispatcher.apply($0, to: view) }
        #expect(dispatcher.moveItem(at: path(0), to: path(2)))
        #expect(view.applied.isEmpty, "the view moved the row itself")
        #expect(dispatcher.model(at: path(2)) as? String == "a")
        _ = observation
    }

    @Test("A user's move while a host holds updates back is refused with an anomaly")
    func moveWhileUpdatesWait() {
        let storage = MemoryStorage(items: ["a", "b"])
        let dispatcher = Dispatcher(content: storage)
        var anomalies: [Anomaly] = []
        dispatcher.anomalyHandler = AnomalyHandler { anomaly in MainActor.assumeIsolated { anomalies.append(anomaly) } }
        dispatcher.hasUpdatesWaiting = true
        #expect(!dispatcher.moveItem(at: path(0), to: path(1)))
        #expect(storage.items(inSection: 0) as? [String] == ["a", "b"])
        #expect(anomalies.count == 1)
    }
}
