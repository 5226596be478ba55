import Foundation
import Testing
import Trellis
import TrellisTesting

/// A content that is not held as sections: counts, and rows made on demand (as a windowed database storage does).
@MainActor
private final class CountedContent: SectionedContent {
    var counts: [Int]
    private(set) var reads = 0
    init(_ counts: [Int]) { self.counts = counts }
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
    func item(at path: ItemPath) -> Any? {
        guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.item) else { return nil }
        reads += 1
        return "row \(path.section).\(path.item)"
    }
    func headerModel(forSection section: Int) -> Any? { counts.indices.contains(section) ? "Section \(section)" : nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

@MainActor
@Suite("Content updates")
struct ContentUpdateTests {
    @Test("A storage's observers of content get one stage per storage stage, with its data as a snapshot")
    func storageUpdatesBecomeContentUpdates() throws {
        let storage = MemoryStorage()
        try storage.addItems(["a", "b"])
        var received: [ContentUpdate] = []
        let observation = storage.observe { received.append($0) }
        try storage.insertItem("c", at: path(0, 1))
        #expect(received.count == 1)
        let stage = try #require(received.first?.stages.first)
        #expect(stage.update.insertedItems == [path(0, 1)])
        #expect(stage.data.numberOfItems(inSection: 0) == 3)
        #expect(stage.data.item(at: path(0, 1)) as? String == "c")
        observation.cancel()
        try storage.addItem("d")
        #expect(received.count == 1)
    }

    @Test("While a stage is shown the dispatcher answers from its snapshot; shown nothing, from the content again")
    func dispatcherShowsAStageSnapshot() {
        let content = CountedContent([3])
        let dispatcher = Dispatcher(content: content)
        let stage = CountedContent([5, 1])
        dispatcher.show(ContentSnapshot(windowed: stage))
        #expect(dispatcher.numberOfSections == 2)
        #expect(dispatcher.numberOfItems(inSection: 0) == 5)
        #expect(dispatcher.model(at: path(0, 4)) as? String == "row 0.4")
        #expect(dispatcher.supplementaryModel(ofKind: .header, inSection: 1) as? String == "Section 1")
        #expect(dispatcher.title(ofKind: .header, inSection: 1) == "Section 1")
        dispatcher.show(nil)
        #expect(dispatcher.numberOfSections == 1)
        #expect(dispatcher.numberOfItems(inSection: 0) == 3)
        #expect(dispatcher.model(at: path(0, 4)) == nil)
    }

    @Test("A snapshot held as sections takes the same path as a storage stage")
    func sectionsSnapshotReadsItsSections() {
        let snapshot = ContentSnapshot(sections: [StorageSection(id: "s", header: "H", items: ["x", "y"])])
        #expect(snapshot.numberOfSections == 1)
        #expect(snapshot.numberOfItems(inSection: 0) == 2)
        #expect(snapshot.numberOfItems(inSection: 3) == 0)
        #expect(snapshot.item(at: path(0, 1)) as? String == "y")
        #expect(snapshot.item(at: path(0, 2)) == nil)
        #expect(snapshot.headerModel(forSection: 0) as? String == "H")
        #expect(snapshot.footerModel(forSection: 0) == nil)
        let dispatcher = Dispatcher(content: MemoryStorage())
        dispatcher.show(snapshot)
        #expect(dispatcher.numberOfItems(inSection: 0) == 2)
        #expect(dispatcher.model(at: path(0, 0)) as? String == "x")
        dispatcher.show(nil)
        #expect(dispatcher.numberOfSections == 0)
    }

    @Test("A headless table applies a content update whose snapshots are not sections, and refuses a wrong one")
    func headlessTableAppliesContentUpdates() throws {
        let table = HeadlessTableView(content: CountedContent([2]))
        var insert = BatchUpdate()
        insert.insertedItems = [path(0, 2)]
        try table.apply(
            ContentUpdate(stages: [.init(data: ContentSnapshot(windowed: CountedContent([3])), update: insert)]))
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.model(at: path(0, 2)) as? String == "row 0.2")
        // The same insertion again would leave 4 rows where the snapshot says 3: UIKit's rule, checked.
        #expect(throws: HeadlessUpdateError.self) {
            try table.apply(
                ContentUpdate(stages: [.init(data: ContentSnapshot(windowed: CountedContent([3])), update: insert)]))
        }
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("An observation made for outside content calls its cancel action once, on cancel or on release")
    func observationCancelsOnce() {
        let count = Counter()
        let observation = ContentObservation { count.increment() }
        observation.cancel()
        observation.cancel()
        #expect(count.value == 1)
        #expect(observation.isCancelled)
        var released: ContentObservation? = ContentObservation { count.increment() }
        #expect(released?.isCancelled == false)
        released = nil
        #expect(count.value == 2)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

@Suite("Main-actor check")
struct MainActorCheckTests {
    @Test("On the main thread the check passes silently; off it, it reports which call and where")
    func reportsCallsOffTheMainThread() async {
        let log = AnomalyLog()
        let onMain = await MainActor.run { MainActorCheck.isOnMainActor("numberOfSections", handler: log.handler) }
        #expect(onMain)
        #expect(log.all.isEmpty)
        let offMain = await Task.detached {
            MainActorCheck.isOnMainActor("tableView(_:numberOfRowsInSection:)", handler: log.handler)
        }.value
        #expect(!offMain)
        #expect(log.all.count == 1)
        guard case .offMainActor(let operation, _)? = log.all.first else {
            Issue.record("expected an off-main-actor anomaly, got \(log.all)")
            return
        }
        #expect(operation == "tableView(_:numberOfRowsInSection:)")
        #expect(log.all.first?.shortMessage == "call off the main actor")
        #expect(log.all.first?.message.contains("not on the main thread") == true)
    }
}
