import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

// Found by an outside probe (round 5): rows set by hand on a bound section (failed before its fix).

@MainActor
@Suite("Round 5: rows set by hand on a bound section are reported", .collectsAnomalies)
struct Round5EngineFindingsTests {
    /// An app that appends a row to a bound section by hand (`content.sections[i].rows.append(...)`, a "Load more"
    /// spinner, say): the row never shows, and nothing says why: the edit is replaced by the bound rows in the same
    /// publish. The user should get an anomaly naming the binding (or the row should show until the source
    /// changes). Cause: `sectionsDidChange` (DeclarativeContent.swift) runs `applyingBoundRows` on every edit and
    /// silently puts the bound rows back.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a row appended by hand to a bound section is replaced, and reported")
    func handEditOfBoundSectionIsSilentlyReverted() throws {
        let feed = LifecycleFeed()
        feed.items = lifecycleItems(1...3)
        let content = DeclarativeContent { ListSection(id: "feed") }
        content.bind(section: "feed", observing: { feed.items }, as: LifecycleItemCell.self)
        let table = HeadlessTableView(content: content)
        let collector = try #require(CollectsAnomaliesTrait.current)
        collector.removeAll()
        content.sections[0].rows.append(ListRow<LifecycleItemCell>(LifecycleItem(id: 99, text: "spinner")))
        let reported = !collector.anomalies.isEmpty
        #expect(
            table.counts == [3] && reported,
            "counts \(table.counts), anomalies \(collector.anomalies.map(\.shortMessage))")
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class Round5EngineSettings: @unchecked Sendable {
    var scale = 1
}

/// An `Observable` model written by hand whose mutation waits, between Observation's willSet and the store, until
/// `gate` is signalled.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Round5SlowNote: Observable, Identifiable, @unchecked Sendable {
    let id = 1
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var storedLines = 1
    private var didStore = false
    let gate = DispatchSemaphore(value: 0)
    var stored: Bool { lock.withLock { didStore } }
    var lines: Int {
        registrar.access(self, keyPath: \.lines)
        return lock.withLock { storedLines }
    }
    func setSlowly(_ lines: Int, entered: DispatchSemaphore) {
        registrar.withMutation(of: self, keyPath: \.lines) {
            entered.signal()
            gate.wait()
            lock.withLock {
                storedLines = lines; didStore = true
            }
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class Round5SlowNoteCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: Round5SlowNote) {}
}
