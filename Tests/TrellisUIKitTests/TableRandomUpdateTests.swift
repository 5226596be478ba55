import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

/// Seeded random edits of a storage shown in a stand-in table through a manager, with animations finishing at random
/// moments (so updates are coalesced, pinned and flushed in every order) and the table scrolled at random: after
/// every step the table never raised, no anomaly was reported, and once animations finish the table's counts and
/// visible cells match the storage.
@MainActor
@Suite("Table manager: random updates", .collectsAnomalies)
struct TableRandomUpdateTests {
    /// Sequences: 150 by default; `TRELLIS_PROPERTY_CASES=5000 swift test` hunts longer.
    static let runs =
        UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 8) } ?? 150

    @Test func randomEditsNeverCrashAndEndInAgreement() {
        for seed in 0..<Self.runs {
            if let failure = Self.run(seed: seed) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
        // The random ids repeat on purpose (duplicates are paired, never lost); nothing else may be reported.
        let unexpected = (CollectsAnomaliesTrait.current?.anomalies ?? []).filter {
            $0.shortMessage != "duplicate item identity"
        }
        #expect(unexpected.isEmpty, "\(unexpected.first?.message ?? "")")
    }

    static func run(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var nextID = 1000
        let initial = (0..<int(1...3)).map { s in posts((s * 100)...(s * 100 + int(0...12))) }
        let screen = Screen(sections: initial, visibleRows: int(2...8))
        screen.manager.scrollAnchor = int(0...1) == 0 ? .none : .firstVisibleItem
        for step in 0..<int(5...25) {
            let storage = screen.storage
            let sections = storage.numberOfSections
            do {
                switch int(0...6) {
                case 0, 1:
                    let section = int(0...max(0, sections - 1))
                    guard sections > 0 else { try storage.addSection(StorageSection(items: [])); break }
                    nextID += 1
                    try storage.insertItem(
                        Post(id: nextID, title: "n"),
                        at: ItemPath(item: int(0...storage.numberOfItems(inSection: section)), section: section))
                case 2:
                    let section = int(0...max(0, sections - 1))
                    let count = storage.numberOfItems(inSection: section)
                    if count > 0 { try storage.removeItem(at: ItemPath(item: int(0...(count - 1)), section: section)) }
                case 3:
                    let section = int(0...max(0, sections - 1))
                    let count = storage.numberOfItems(inSection: section)
                    if count > 1 {
                        try storage.moveItem(
                            at: ItemPath(item: int(0...(count - 1)), section: section),
                            to: ItemPath(item: int(0...(count - 1)), section: section))
                    }
                case 4:
                    nextID += 10
                    storage.setItems(
                        (0..<int(1...3)).map { s in posts((nextID + s * 50)...(nextID + s * 50 + int(0...9))) })
                case 5:
                    screen.table.contentOffset = CGPoint(x: 0, y: CGFloat(int(0...20)) * 44)
                default:
                    let section = int(0...max(0, sections - 1))
                    let count = storage.numberOfItems(inSection: section)
                    if count > 0 { try storage.reloadItem(at: ItemPath(item: int(0...(count - 1)), section: section)) }
                }
            } catch {
                return "step \(step): storage refused an edit: \(error)"
            }
            if int(0...2) == 0 { screen.table.finishAnimations() }
            if let exception = screen.table.exceptions.first { return "step \(step): \(exception)" }
            if let anomaly = screen.log.all.first { return "step \(step): \(anomaly.message)" }
        }
        while screen.manager.isUpdating { screen.table.finishAnimations() }
        let counts = (0..<screen.storage.numberOfSections).map { screen.storage.numberOfItems(inSection: $0) }
        let shown = (0..<screen.table.numberOfSections).map { screen.table.numberOfRows(inSection: $0) }
        guard counts == shown else { return "counts \(shown), storage \(counts)" }
        guard screen.cellsMatchStorage() else { return "visible cells do not show the storage's models" }
        return nil
    }
}
