import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import TrellisUIKitTesting
import UIKitStandIn
import _TrellisTestSupport

// Hostile models through the UIKit managers (probe 6): found and fixed (each test failed before its fix).
@MainActor
@Suite("Probe 6: hostile models through the UIKit managers (found and fixed)", .collectsAnomalies)
struct HostileModelUIKitRegressionTests {
    /// On a device: a declarative screen (`TableViewManager` over `DeclarativeContent`) whose rows show `Equatable`
    /// class view models. The app edits a view model in place and rebuilds its rows (`content.sections = ...`), as
    /// Flow apps do. The visible cell keeps the old text; nothing is reported. Expected: the cell shows the edit (or
    /// an anomaly / documented way to refresh). Cause: `AnyItem.hasSameContent(as:)` (AnyItem.swift:137-149) calls
    /// `==` on one instance against itself (see `HostileModelFindingsTests.declarativeClassMutatedInPlaceIsStale`).
    @Test("declarative rows rebuilt from a class view model edited in place: reloadRows shows the edit")
    func declarativeClassEditedInPlace() {
        let items = (0..<3).map { HostileUIKitMutable(id: $0, title: "t\($0)") }
        let content = DeclarativeContent()
        content.sections = [hostileUIKitSection(0, items)]
        let screen = HostileUIKitScreen(content: content)
        items[0].title = "edited"
        content.sections = [hostileUIKitSection(0, items)]
        screen.table.layoutIfNeeded()
        #expect(screen.mismatch([["t0", "t1", "t2"]]) == nil, "the same instance compares equal to itself")
        try? content.reloadRows(withIDs: [0])
        screen.table.finishAnimations()
        screen.table.layoutIfNeeded()
        #expect(screen.mismatch([["edited", "t1", "t2"]]) == nil)
    }

    /// On a device: an `NSObject` model whose `isEqual`/`hash` read a mutable field, edited in place, then
    /// `storage.reloadItem(model)` (the call `reloadItem`'s doc names for "a class instance changed in place"):
    /// it throws `itemNotFound` and the visible cell keeps the old text. Expected: the row reloaded, or an error
    /// that says the identity changed since the model was stored. Cause: `reloadItem(_:)` looks the model up by its
    /// current hash (MemoryStorage+Items.swift:305-315; `ItemIdentity` rule 2 before rule 3).
    @Test("reloadItem of an NSObject model hashed by a field it edited: the visible cell shows the edit")
    func reloadItemOfEditedNSObject() {
        let model = HostileUIKitObjC("before")
        let storage = MemoryStorage()
        storage.setItems([[HostileUIKitObjC("a"), model]])
        let screen = HostileUIKitScreen(content: storage)
        model.name = "after"
        var message = ""
        do { try storage.reloadItem(model) } catch { message = error.message }
        screen.table.layoutIfNeeded()
        #expect(
            screen.mismatch([["a", "after"]]) == nil || (message.contains("identity") && message.contains("changed")),
            "\(message)")
    }

    /// `manager.textSnapshot()` of a table with many empty sections (most days of a calendar empty) is quadratic in
    /// the sections, as the headless table's is (see `HostileModelFindingsTests.textSnapshotOfEmptySectionsIsQuadratic`):
    /// a user's snapshot test of such a screen takes seconds. Cause: TableViewManager+TextSnapshot.swift:34-35 scans
    /// `counts[section..<first]` (and `counts[(last + 1)...section]`) for every section.
    @Test("manager.textSnapshot() of many empty sections is linear in the sections")
    func managerTextSnapshotOfEmptySections() throws {
        func fastest(sections: Int) throws -> Duration {
            let storage = MemoryStorage()
            storage.setItems(Array(repeating: [HostileUIKitDup](), count: sections))
            try storage.addItem(HostileUIKitDup(id: 1, text: "last"), toSection: sections - 1)
            let screen = HostileUIKitScreen(content: storage)
            _ = screen.mismatch(hostileUIKitLabels(storage), cells: false)
            let clock = ContinuousClock()
            return try (0..<3).map { _ in
                let start = clock.now
                let snapshot = try #require(screen.manager.textSnapshot())
                try #require(!snapshot.sections.isEmpty)
                return clock.now - start
            }.min() ?? .zero
        }
        let small = try fastest(sections: 500)
        let large = try fastest(sections: 4_000)
        // Linear: about 8x; quadratic: about 64x.
        #expect(large / small < linearAt8xBound, "500 sections: \(small), 4,000 sections: \(large)")
    }
}
