import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// An inbox whose messages change.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class Mailbox {
    var messages: [Message] = []
    var unread = 0
}

struct Message: Identifiable, Equatable, Sendable {
    let id: Int
    var text: String
}

/// A message that is not `Sendable` (a class): diffed on the main actor.
final class Draft {
    let id: Int
    init(id: Int) { self.id = id }
}

@MainActor
final class MessageCell: ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with model: Message) { text = model.text }
}

@MainActor
@Suite("Live collections")
struct LiveContentTests {
    func messages(_ ids: ClosedRange<Int>) -> [Message] { ids.map { Message(id: $0, text: "m\($0)") } }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a section bound to an @Observable array follows it: each change is diffed and applied")
    func observingArray() async throws {
        let inbox = Mailbox()
        inbox.messages = messages(1...3)
        let content = LiveContent()
        content.minimumInterval = 0
        content.bind(section: 0) { inbox.messages }
        let table = HeadlessTableView(content: content)
        #expect(table.rowCount == 0, "the first read is published on the next turn")
        await eventually { table.rowCount == 3 }
        #expect(table.models(inSection: 0) as? [Message] == messages(1...3))
        table.clearLog()
        inbox.messages.insert(Message(id: 9, text: "new"), at: 1)
        inbox.messages.removeLast()
        await eventually { !table.log.batches.isEmpty }
        #expect(
            table.models(inSection: 0) as? [Message] == [
                Message(id: 1, text: "m1"), Message(id: 9, text: "new"), Message(id: 2, text: "m2"),
            ])
        #expect(table.log.insertedItems == [ItemPath(item: 1, section: 0)])
        #expect(table.log.deletedItems == [ItemPath(item: 2, section: 0)])
        #expect(table.rejectedStages.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("changes faster than the view animates are coalesced: one update from what was sent to the newest values")
    func coalesced() async throws {
        let inbox = Mailbox()
        let content = LiveContent()
        // An animation that never ends by itself: only `flush()` publishes after the first update (a finite interval
        // can elapse while a loaded machine runs other tests on the main actor).
        content.minimumInterval = .infinity
        var updates = 0
        let observation = content.observe { _ in updates += 1 }
        content.bind(section: 0) { inbox.messages }
        inbox.messages = messages(1...1)
        await eventually { updates == 1 }
        #expect(content.numberOfItems(inSection: 0) == 1, "the first change goes out at once")
        for id in 2...10 {
            inbox.messages.append(Message(id: id, text: "m\(id)"))
            for _ in 0..<3 { await Task.yield() }
        }
        #expect(updates == 1, "nine changes while the first update animates wait")
        #expect(content.hasPendingChanges)
        content.flush()  // what the interval's end does
        #expect(updates == 2, "they go out as one update")
        #expect(content.numberOfItems(inSection: 0) == 10)
        observation.cancel()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "a minimumInterval too long to sleep: the first change goes out, later ones wait for flush() or a shorter interval",
        arguments: [Double.infinity, 1e300, Double(UInt64.max) / 1e9]
    )
    func intervalTooLongToSleep(interval: Double) async throws {
        let inbox = Mailbox()
        let content = LiveContent()
        content.minimumInterval = interval
        var updates = 0
        let observation = content.observe { _ in updates += 1 }
        defer { observation.cancel() }
        content.bind(section: 0) { inbox.messages }
        inbox.messages = messages(1...1)
        await eventually { updates == 1 }
        #expect(updates == 1, "the first change goes out at once, whatever the interval")
        inbox.messages = messages(1...3)
        for _ in 0..<20 { await Task.yield() }
        #expect(updates == 1 && content.hasPendingChanges, "later changes wait: no sleep of \(interval) s traps")
        content.flush()
        #expect(updates == 2 && content.numberOfItems(inSection: 0) == 3)
        inbox.messages = messages(1...4)
        for _ in 0..<20 { await Task.yield() }
        content.minimumInterval = 0  // a shorter interval publishes what waits
        await eventually { updates == 3 }
        #expect(updates == 3 && content.numberOfItems(inSection: 0) == 4)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a content released while a publish waits out a long interval goes, and so does the waiting task")
    func releasedWhileWaiting() async {
        let inbox = Mailbox()
        inbox.messages = messages(1...1)
        weak var released: LiveContent?
        do {
            let content = LiveContent()
            released = content
            content.minimumInterval = 3_600
            let observation = content.observe { _ in }
            defer { observation.cancel() }
            content.bind(section: 0) { inbox.messages }
            content.flush()
            inbox.messages = messages(1...2)  // scheduled an hour after the flush
            for _ in 0..<20 { await Task.yield() }
            #expect(content.hasPendingChanges)
        }
        // The waiting task holds the content weakly; the content cancels it as it goes (LeakSanitizer, in CI, reports a
        // task left sleeping at exit).
        #expect(released == nil)
    }

    @Test("a NaN or negative minimumInterval is reported and read as 0", arguments: [Double.nan, -1, -Double.infinity])
    func unusableInterval(interval: Double) {
        let content = LiveContent()
        var anomalies: [Anomaly] = []
        content.anomalyHandler = AnomalyHandler { anomaly in MainActor.assumeIsolated { anomalies.append(anomaly) } }
        content.minimumInterval = interval
        #expect(content.minimumInterval == 0)
        guard case .invalidValue(let value)? = anomalies.first, anomalies.count == 1 else {
            Issue.record("expected one invalidValue anomaly, got \(anomalies)")
            return
        }
        #expect(value.place == "LiveContent.minimumInterval" && value.replacement == "0")
        #expect(value.why == (interval.isNaN ? "is not a number" : "is negative"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a large diff runs off the main actor, and its update passes UIKit's rules")
    func offMain() async throws {
        let inbox = Mailbox()
        inbox.messages = messages(1...40)
        let content = LiveContent()
        content.minimumInterval = 0
        content.offMainThreshold = 10
        content.bind(section: 0) { inbox.messages }
        let table = HeadlessTableView(content: content)
        await eventually { table.rowCount == 40 }
        inbox.messages = messages(5...50).reversed()
        await eventually { table.rowCount == 46 }
        #expect(content.offMainDiffCount >= 1)
        #expect(table.models(inSection: 0) as? [Message] == messages(5...50).reversed())
        #expect(table.rejectedStages.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("elements that are not Sendable are diffed on the main actor")
    func notSendable() async throws {
        @MainActor final class Drafts { var all: [Draft] = [] }
        let drafts = (0..<20).map { Draft(id: $0) }
        let content = LiveContent()
        content.minimumInterval = 0
        content.offMainThreshold = 5
        let box = Drafts()
        box.all = drafts
        content.bind(section: 0) { box.all }
        await eventually { content.numberOfItems(inSection: 0) == 20 }
        box.all = Array(drafts.prefix(3))  // not observable: bound again to be read again
        content.bind(section: 0) { box.all }
        await eventually { content.numberOfItems(inSection: 0) == 3 }
        #expect(content.offMainDiffCount == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("an AsyncSequence of arrays: each array is shown; cancelling the binding stops following it")
    func asyncSequence() async throws {
        let (stream, continuation) = AsyncStream<[Message]>.makeStream()
        let content = LiveContent()
        content.minimumInterval = 0
        let binding = content.bind(section: 0, to: stream)
        let table = HeadlessTableView(content: content)
        continuation.yield(messages(1...2))
        await eventually { table.rowCount == 2 }
        continuation.yield(messages(1...5))
        await eventually { table.rowCount == 5 }
        binding.cancel()
        continuation.yield(messages(1...1))
        for _ in 0..<20 { await Task.yield() }
        #expect(table.rowCount == 5)
        continuation.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("flush() publishes at once, for hosts that do not return to the run loop")
    func flush() {
        let inbox = Mailbox()
        inbox.messages = messages(1...2)
        let content = LiveContent()
        content.bind(section: 0) { inbox.messages }
        #expect(content.hasPendingChanges)
        content.flush()
        #expect(content.numberOfItems(inSection: 0) == 2)
        #expect(!content.hasPendingChanges)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a declarative section follows an @Observable array; its rows animate with the rest")
    func declarative() async throws {
        let inbox = Mailbox()
        inbox.messages = messages(1...2)
        let content = DeclarativeContent {
            ListSection(id: "messages")
            ListSection(id: "footer") { ListRow<MessageCell>(Message(id: 0, text: "end")) }
        }
        content.bind(section: "messages", observing: { inbox.messages }, as: MessageCell.self)
        let table = HeadlessTableView(content: content)
        #expect(table.numberOfRows(inSection: 0) == 2, "the first read is applied at once")
        inbox.messages.append(Message(id: 3, text: "m3"))
        await eventually { table.numberOfRows(inSection: 0) == 3 }
        #expect((table.cell(at: ItemPath(item: 2, section: 0)) as? MessageCell)?.text == "m3")
        #expect(table.log.insertedItems == [ItemPath(item: 2, section: 0)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("nothing keeps the content alive: a binding's source lets go of it")
    func noLeak() async throws {
        let inbox = Mailbox()
        weak var weakContent: LiveContent?
        do {
            let content = LiveContent()
            content.bind(section: 0) { inbox.messages }
            weakContent = content
            content.flush()
        }
        #expect(weakContent == nil)
        inbox.messages = messages(1...3)  // the pending tracking finds nothing
        for _ in 0..<5 { await Task.yield() }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("nothing keeps the model alive either: the closure that observes it holds its binding weakly")
    func modelNotKeptAlive() {
        weak var weakInbox: Mailbox?
        weak var weakContent: LiveContent?
        weak var weakDeclarative: DeclarativeContent?
        do {
            let inbox = Mailbox()
            inbox.messages = messages(1...2)
            let content = LiveContent()
            content.bind(section: 0) { inbox.messages }
            content.flush()
            let declarative = DeclarativeContent { ListSection(id: "s") }
            declarative.bind(section: "s", observing: { inbox.messages }, as: MessageCell.self)
            weakInbox = inbox
            weakContent = content
            weakDeclarative = declarative
        }
        #expect(weakContent == nil)
        #expect(weakDeclarative == nil)
        #expect(weakInbox == nil, "the model's registrar held a closure that held the model")
    }
}
