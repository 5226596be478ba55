import Foundation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

// Found by an outside probe (probe 6, hostile models). Each test failed before its fix; the two about class models
// edited in place now check the documented way (publishing the same instance again cannot show an edit `==` cannot
// see: `reloadRows(withIDs:)` / `reloadItem(_:)` do).
@MainActor
@Suite("Probe 6: hostile models (found and fixed)", .collectsAnomalies)
struct HostileModelRegressionTests {
    /// An `Equatable` class model (an app's view model) mutated in place, then the screen rebuilds its declarative
    /// rows from the same instances (`content.sections = ...`, the Flow way). The user sees the OLD text forever:
    /// the diff compares the old and new model with `==`, and they are the same object, so `==` is true and the row
    /// is neither reloaded nor reconfigured. Nothing is reported, and declarative content has no `reloadItem`
    /// (MemoryStorage's documented answer to "a class instance changed in place"). They should see the new text
    /// (a model that is the same instance as the shown one, wrapped again, could count as changed), or at least an
    /// anomaly / a documented way to refresh the row.
    /// Cause: `AnyItem.hasSameContent(as:)` (Sources/Trellis/Identity/AnyItem.swift:137-149) ends in `_isEqual`,
    /// which is `lhs === rhs`-true for one instance; `AnyRow.hasSameContent` (AnyRow.swift:101-104) defers to it.
    @Test("declarative rows rebuilt from an Equatable class instance mutated in place: reloadRows shows the edit")
    func declarativeClassMutatedInPlaceIsStale() {
        let items = (0..<3).map { HostileMutableItem(id: $0, title: "t\($0)") }
        let (content, table) = hostileDeclarativeTable([hostileSection(0, items)])
        _ = table.textSnapshot()
        items[1].title = "edited"
        content.sections = [hostileSection(0, items)]
        try? content.reloadRows(withIDs: [1])
        #expect(hostileMismatch(table, [["t0", "edited", "t2"]]) == nil)
    }

    /// The same with a `MemoryStorage`: `setItems` with the same, mutated instances keeps the old text on screen
    /// (here the doc of `reloadItem(_:)` names the case, but `setItems`' docs and `AnyItem`'s ("mutate it on the
    /// main actor between updates") suggest publishing again is enough). Expected: the edit shows, or is reported.
    @Test("setItems with an Equatable class instance mutated in place: reloadItem shows the edit")
    func storageClassMutatedInPlaceIsStale() {
        let items = (0..<3).map { HostileMutableItem(id: $0, title: "t\($0)") }
        let (storage, table) = hostileStorageTable([items])
        _ = table.textSnapshot()
        items[1].title = "edited"
        storage.setItems([items])
        try? storage.reloadItem(items[1])
        #expect(hostileMismatch(table, [["t0", "edited", "t2"]]) == nil)
    }

    /// A class model `Hashable` by its fields (no `Identifiable`; also every `NSObject` subclass that overrides
    /// `isEqual`/`hash`) mutated in place, then `storage.reloadItem(model)`, the call `reloadItem`'s doc names for
    /// "a class instance changed in place". The user gets `itemNotFound` ("… is not in the storage. Check
    /// `contains(_:)`"), though the very instance is on screen; the row is not refreshed. Expected: the row is found
    /// (by the instance) and reloaded, or an error that says the model's identity changed since it was stored and
    /// to use `reloadItem(at:)` / make it `Identifiable`.
    /// Cause: `reloadItem(_:)` (MemoryStorage+Items.swift:305-315) looks the item up by `AnyItem(item).identity`,
    /// rule 2 of `ItemIdentity` (a `Hashable` class is identified by its value, before rule 3's object identity),
    /// and the value's hash changed with the edit; `notFoundError` (MemoryStorage+Bookkeeping.swift:253) only knows
    /// the token hint.
    @Test("reloadItem of a Hashable class (and an NSObject subclass) mutated in place finds and reloads it")
    func reloadItemOfMutatedHashableClass() throws {
        let swiftModel = HostileHashableClass("before")
        let objcModel = HostileObjCModel("objc before")
        let (storage, table) = hostileStorageTable([[HostileHashableClass("a"), swiftModel, objcModel]])
        _ = table.textSnapshot()
        swiftModel.name = "after"
        objcModel.name = "objc after"
        var messages: [String] = []
        do { try storage.reloadItem(swiftModel) } catch { messages.append(error.message) }
        do { try storage.reloadItem(objcModel) } catch { messages.append(error.message) }
        let refreshed = hostileMismatch(table, [["a", "after", "objc after"]]) == nil
        let explained = !messages.isEmpty && messages.allSatisfy { $0.contains("identity") && $0.contains("changed") }
        #expect(refreshed || explained, "\(messages)")
    }

    /// An `Identifiable` class whose `id` is reassigned in place (a draft saved: its temporary id replaced by the
    /// server's), then `reloadItem(model)` / `removeItem(model)`: `itemNotFound` with the hint "Check
    /// `contains(_:)` first", though the instance is on screen. Expected: an error that says the identity the model
    /// has now is not the one it was stored with (ids are read once, when the model enters the storage), naming
    /// `replaceItem(at:with:)` / `reloadItem(at:)`, or the row found by the instance.
    /// Cause: identities are captured at wrap time (`AnyItem.init`, ItemIdentity.swift `of`); lookups by model
    /// compute a new one; `notFoundError` (MemoryStorage+Bookkeeping.swift:253-260).
    @Test("reloadItem of an Identifiable class whose id was reassigned says why it is not found")
    func reloadItemAfterIDReassigned() throws {
        let draft = HostileMutableItem(id: -1, title: "draft")
        let (storage, table) = hostileStorageTable([[HostileMutableItem(id: 1, title: "one"), draft]])
        _ = table.textSnapshot()
        draft.id = 42
        draft.title = "saved"
        var message = ""
        do { try storage.reloadItem(draft) } catch { message = error.message }
        let refreshed = hostileMismatch(table, [["one", "saved"]]) == nil
        #expect(refreshed || (message.contains("identity") && message.contains("changed")), "\(message)")
    }

    /// A `MemoryStorage` of `Hashable` models whose `==` is not transitive (approximate equality of a measured
    /// value, "equal when either id matches": models apps write by accident) traps in every DEBUG build, on the
    /// first few `setItems` calls: "Fatal error: MemoryStorage: the identity index does not match the content",
    /// a check whose doc says it "is a bug in the storage, never a mistake of its user". The user should get their
    /// rows (and at most an anomaly saying `==` must be an equivalence), never a crash.
    /// Cause: `_checkInvariants()` (MemoryStorage+Invariants.swift:8-17, called by `commit`/`commitDiff`,
    /// MemoryStorage.swift:328/338) recounts identities into a fresh dictionary and compares it with `counts`;
    /// with a non-transitive `==`, which key a middle value (0.6 between 0 and 1.2) joins depends on each
    /// dictionary's probe order (per-instance seeded), so the two disagree about half the time.
    /// Fixed: the identity index is checked only when the content's identities obey `==`'s laws; when they do not,
    /// that is reported once (debug builds, where the check runs).
    @Test("a memory storage of models with a non-transitive == does not trap, and says why its duplicates are odd")
    func storageNonTransitiveTraps() throws {
        let storage = MemoryStorage()
        let table = HeadlessTableView(content: storage)
        table.registry.register(HostileLabelCell.self)
        // Found with seed 6002 (step 41 of random sets); the same values set again in another order
        // trap within a few rounds (which key a value joins also depends on each dictionary's own seed).
        let xs = [3.6, 2.4, 6.6, 4.2, 0.6, 0.6, 4.2, 3.6, 6.0, 3.0]
        let models = xs.enumerated().map { HostileFuzzy(x: $0.element, tag: $0.offset) }
        var random = SeededGenerator(seed: 6_002)
        for _ in 0..<300 {
            storage.setItems([models.shuffled(using: &random)])
            #expect(table.counts == [models.count])
        }
        #if DEBUG
        let collector = try #require(CollectsAnomaliesTrait.current)
        let reports = collector.anomalies.filter { $0.description.contains("`==` is not an equivalence") }
        // Whether the two dictionaries group the models apart at all depends on their per-instance seeds.
        #expect(reports.count <= 1, "reported at most once per storage: \(reports.count)")
        #endif
    }

    /// A test of a screen with many empty sections (a calendar of 10,000 days, most empty; a settings screen built
    /// from a long list of optional groups) takes seconds per `textSnapshot()`: 5,000 empty sections 1.0 s, 10,000
    /// 3.9 s (debug, one run each), four times as long for twice the sections. It should be linear (the
    /// sections' counts are read once). Cause: `onScreen(_:first:last:above:below:)`
    /// (Sources/TrellisTesting/HeadlessTableView+TextSnapshot.swift:36-41) checks `counts[section..<first]
    /// .allSatisfy { $0 == 0 }` for every section before the first visible row (and after the last), an O(n) scan
    /// per section; `TableViewManager.textSnapshot()` has the same loop
    /// (Sources/TrellisUIKitTesting/TableViewManager+TextSnapshot.swift:34-35).
    @Test("a text snapshot of many empty sections is linear in the sections")
    func textSnapshotOfEmptySectionsIsQuadratic() throws {
        func fastest(sections: Int) throws -> Duration {
            let (storage, table) = hostileStorageTable(Array(repeating: [], count: sections))
            try storage.addItem(HostileDup(id: 1, text: "last"), toSection: sections - 1)
            let clock = ContinuousClock()
            return try (0..<3).map { _ in
                let start = clock.now
                let snapshot = table.textSnapshot()
                try #require(snapshot.sections.count == sections)
                return clock.now - start
            }.min() ?? .zero
        }
        let small = try fastest(sections: 500)
        let large = try fastest(sections: 4_000)
        // Linear: about 8x; quadratic: about 64x.
        #expect(large / small < linearAt8xBound, "500 sections: \(small), 4,000 sections: \(large)")
    }

    /// An outline whose item's model is replaced through the public `var model` (`content.sections[0].items[0]
    /// .model = renamedFolder`, or a class model whose id is reassigned in place), then `toggle(model)`: answers
    /// `false`, nothing expands and nothing is reported, though the model is on screen. Expected: the item found
    /// (the identity follows `model`), or an anomaly. Cause: `OutlineItem.identity` is a `let` computed in `init`
    /// (Sources/Trellis/Outline/OutlineItem.swift:29-37) while `model` is a public `var`; `find(_:operation:)`
    /// (OutlineContent.swift, `find(where: { $0.identity == identity })`) compares the new model's identity with it.
    @Test("toggle(model) after OutlineItem.model was replaced finds the item")
    func outlineModelReplacedKeepsStaleIdentity() {
        let outline = OutlineContent {
            OutlineSection(id: 0) {
                OutlineItem(HostileTypeA(id: 1)) { OutlineItem(HostileTypeA(id: 10)) }
                OutlineItem(HostileTypeA(id: 2)) { OutlineItem(HostileTypeA(id: 20)) }
            }
        }
        let table = HeadlessTableView(content: outline)
        table.registry.register(HostileLabelCell.self)
        outline.sections[0].items[0].model = HostileTypeA(id: 3)
        #expect(hostileMismatch(table, [["A3", "A2"]]) == nil)
        let found = outline.toggle(HostileTypeA(id: 3))
        #expect(found && hostileMismatch(table, [["A3", "A10", "A2"]]) == nil)
    }
}
