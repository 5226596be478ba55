import Testing
import Trellis
import _TrellisTestSupport

/// The one publisher every content type uses: its observers, its tokens, and its one policy for an edit made while
/// an update is delivered (in order, each reported).
@MainActor
@Suite("Content publisher")
struct ContentPublisherTests {
    final class Tracker {}

    @Test(
        "Edits made during a delivery run after it, in the order they were made, each reported and each its own update")
    func editsDuringDeliveryRunInOrder() {
        let content = DeclarativeContent { ListSection(id: "s", rows: [ListRow<TextCell>("a")]) }
        var anomalies: [Anomaly] = []
        content.anomalyHandler = AnomalyHandler { anomaly in MainActor.assumeIsolated { anomalies.append(anomaly) } }
        var received: [[String]] = []
        var editing = true
        let first = content.observe { update in
            received.append(Self.texts(update))
            guard editing else { return }
            editing = false
            content.sections[0].rows.append(ListRow<TextCell>("b"))  // two edits while the update is delivered
            content.sections[0].rows.append(ListRow<TextCell>("c"))
        }
        var second: [[String]] = []
        let later = content.observe { second.append(Self.texts($0)) }
        content.sections[0].rows.removeAll()
        #expect(received == [[], ["b"], ["b", "c"]], "the first update, then each edit in order")
        #expect(second == received, "every observer hears the same updates in the same order")
        #expect(anomalies.count == 2)
        #expect(anomalies.allSatisfy { if case .editDuringUpdate = $0 { true } else { false } })
        _ = (first, later)
    }

    @Test("Cancelling an observation releases its handler at once, before any further edit")
    func cancelReleasesTheHandler() throws {
        let storage = MemoryStorage(items: ["a"])
        weak var released: Tracker?
        let observation: ContentObservation
        do {
            let tracker = Tracker()
            released = tracker
            observation = storage.observe { _ in _ = tracker }
        }
        #expect(released != nil)
        observation.cancel()
        #expect(released == nil, "the handler and what it captured are gone without waiting for an edit")
        #expect(observation.isCancelled)
    }

    @Test("Releasing the token ends the observation; a cancelled observer hears nothing more")
    func releasedTokenEndsObservation() throws {
        let storage = MemoryStorage(items: ["a"])
        var heard = 0
        var token: ContentObservation? = storage.observe { _ in heard += 1 }
        try storage.addItem("b")
        token = nil
        try storage.addItem("c")
        #expect(heard == 1)
        _ = token
    }

    @Test("An observer cancelled by another during a delivery is not called for that update")
    func cancelledDuringDelivery() throws {
        let storage = MemoryStorage(items: ["a"])
        var later: ContentObservation?
        var calls: [String] = []
        let first = storage.observe { _ in
            calls.append("first")
            later?.cancel()
        }
        later = storage.observe { _ in calls.append("later") }
        try storage.addItem("b")
        #expect(calls == ["first"])
        _ = first
    }

    @Test("Your own content publishes through a ContentPublisher and is shown by any host")
    func userContent() throws {
        let inbox = Inbox()
        let table = HeadlessTableViewProbe(inbox)
        inbox.setMessages(["hello", "world"])
        #expect(
            table.batches == [
                BatchUpdate(insertedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
            ])
        #expect(inbox.snapshot.item(at: ItemPath(item: 1, section: 0)) as? String == "world")
    }

    @Test("Anomalies of a task go to the collector around it, and nowhere else")
    func collectingAnomalies() throws {
        let storage = MemoryStorage()
        var collected: [Anomaly] = []
        let handler = AnomalyHandler { anomaly in MainActor.assumeIsolated { collected.append(anomaly) } }
        try AnomalyReporter.collecting(into: handler) {
            try storage.addItems(["x", "x"])
        }
        #expect(collected.count == 1)
        #expect(collected.first.map { if case .duplicateIdentity = $0 { true } else { false } } == true)
    }

    static func texts(_ update: ContentUpdate) -> [String] {
        guard let data = update.finalSnapshot else { return [] }
        return (0..<data.numberOfItems(inSection: 0)).compactMap {
            (data.item(at: ItemPath(item: $0, section: 0)) as? ListRow<TextCell>)?.model
        }
    }
}

/// Content written by a user, as `ContentPublisher`'s documentation shows.
@MainActor
final class Inbox: ObservableContent {
    private let publisher = ContentPublisher()
    private var sections: [StorageSection] = [StorageSection(items: [])]

    func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        publisher.observe(handler)
    }

    var snapshot: ContentSnapshot { ContentSnapshot(sections: sections) }

    func setMessages(_ messages: [String]) {
        publisher.edit { [self] in
            let old = sections
            sections = [StorageSection(items: messages)]
            publisher.send(ContentUpdate(from: old, to: sections))
        }
    }

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }
    func item(at path: ItemPath) -> Any? { snapshot.item(at: path) }
    func headerModel(forSection section: Int) -> Any? { nil }
    func footerModel(forSection section: Int) -> Any? { nil }
}

/// The batches a content sends, applied by the engine's stage applier to a view that records them.
@MainActor
final class HeadlessTableViewProbe: UpdatableView {
    let dispatcher: Dispatcher
    private(set) var batches: [BatchUpdate] = []
    private var counts: [Int]
    private var observation: ContentObservation?

    init(_ content: any ObservableContent) {
        dispatcher = Dispatcher(content: content)
        dispatcher.reloadShownContent()
        let dispatcher = self.dispatcher
        counts = (0..<dispatcher.numberOfSections).map { dispatcher.numberOfItems(inSection: $0) }
        observation = content.observe { [unowned self] update in
            if let rejected = dispatcher.apply(update, to: self) { Issue.record("refused: \(rejected.violations)") }
        }
    }

    var batchUpdateTarget: BatchUpdateTarget { .tableView }
    var shownCounts: [Int] { counts }
    func performBatch(_ stage: ContentUpdate.Stage, of update: ContentUpdate) {
        batches.append(stage.update)
        counts = stage.data.counts
    }
}
