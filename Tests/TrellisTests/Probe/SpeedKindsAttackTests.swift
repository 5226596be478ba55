import Foundation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

// MARK: Fixtures

/// A small app model: `Identifiable` and `Equatable`.
struct SpeedModel: Identifiable, Equatable, Sendable {
    let id: Int
    var value: Int
}

/// A model an app often has: `Identifiable` but not `Equatable` (a struct with a closure, a date formatter...).
struct SpeedOpaque: Identifiable {
    let id: Int
    var title: String
}

/// A class model (an outline's folder, a cascading section's review), neither `Equatable` nor `Hashable`.
final class SpeedNode {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
final class SpeedCell: ModelTransfer, ConstructibleView {
    var shown = 0
    init() {}
    func update(with model: SpeedModel) { shown = model.value }
}

@MainActor
func speedRows(_ range: Range<Int>) -> [AnyRow] {
    range.map { ListRow<SpeedCell>(SpeedModel(id: $0, value: $0)) }
}

/// Counts the updates an observer receives, and what they hold.
@MainActor
final class SpeedCounter {
    var updates = 0, reloaded = 0, inserted = 0, deleted = 0, moved = 0
    var observation: ContentObservation?
    init(_ content: any ObservableContent) {
        observation = content.observe { [unowned self] update in
            updates += 1
            for stage in update.stages {
                reloaded += stage.update.reloadedItems.count
                inserted += stage.update.insertedItems.count
                deleted += stage.update.deletedItems.count
                moved += stage.update.movedItems.count
            }
        }
    }
}

@MainActor
final class SpeedReviews: CascadingNode {
    var reviews: [Any] { didSet { setNeedsUpdate() } }
    init(_ reviews: [Any]) {
        self.reviews = reviews
        super.init()
    }
    override var rows: [Any] { reviews }
}

/// Counts anomalies from any thread.
final class SpeedTally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

/// One section of `count` class rows (`SpeedNode`), each with one collapsed child.
@MainActor
func speedOutline(_ count: Int) -> OutlineContent {
    OutlineContent {
        OutlineSection(id: 0) {
            for i in 0..<count { OutlineItem(SpeedNode("n\(i)")) { OutlineItem(SpeedNode("c\(i)")) } }
        }
    }
}

// Speed, as a user comparing libraries checks it: paths the benchmarks do not measure, each against its floor (the
// same work at another size, or the same edit through a cheaper door), measured in this (debug) build. Only ratios
// are asserted, with generous bounds; the figures are printed ("SPEED ...") and in the probe's report. Findings were
// wrapped in `withKnownIssue` until each path cost what its floor does; all eight are fixed ("FINDING n (fixed)").
@MainActor
@Suite("Probe: speed of paths the benches do not measure")
struct SpeedKindsAttackTests {
    // MARK: Findings

    /// FINDING 1 (fixed). `reloadRows(withIDs:)` checks each id against every row (`sections.contains { rows.contains }`),
    /// then each row against every id (`identities.contains(where:)`): ids x rows. Reloading every row of 2,000 takes
    /// 16x what it takes for 500 (debug: 0.30 s for 1,000 rows, 4.5 s for 4,000). Floor: a set of the identities,
    /// linear (4x).
    @Test("reloadRows(withIDs:) of every row: 4x the rows must cost less than 12x the time (quadratic: 16x)")
    func reloadRowsIsQuadratic() {
        func time(_ n: Int) -> Double {
            let content = DeclarativeContent { ListSection(id: 0, rows: speedRows(0..<n)) }
            let counter = SpeedCounter(content)
            let ids = Array(0..<n)
            let seconds = fastestSeconds(runs: 3) { try? content.reloadRows(withIDs: ids) }
            #expect(counter.reloaded == 3 * n)
            return seconds
        }
        // 2,000 and 8,000 rows: at 500, a run is short enough that the first allocations dominate it.
        let small = time(2_000), large = time(8_000)
        print("SPEED reloadRows(withIDs:) all: 2,000 rows \(small) s, 8,000 rows \(large) s, ratio \(large / small)")
        #expect(large / small < 12, "reloadRows(withIDs:) must cost about ids + rows, not ids x rows (16x)")
    }

    /// FINDING 2 (fixed). A declarative section bound to a `MemoryStorage` (`bind(section:to:as:)`) rebuilds every row of
    /// the section (a new `ListRow` and a new wrap per model) on each storage update, and diffs all of them: a
    /// constant-time `addItem` becomes linear in the section, and a loop of appends quadratic. Debug: 50 appends
    /// took 0.34 s on 1,000 rows and 4.0 s on 10,000 (80 ms each), where the plain storage took 0.35 ms.
    @Test("bound section: an append to a 10x larger section costs < 5x, and < 100x the storage's own append")
    func boundSectionRebuildsEveryRow() {
        func time(_ n: Int) -> (bound: Double, plain: Double) {
            let storage = MemoryStorage(items: (0..<n).map { SpeedModel(id: $0, value: $0) })
            let content = DeclarativeContent { ListSection(id: "s") }
            content.bind(section: "s", to: storage, as: SpeedCell.self)
            let counter = SpeedCounter(content)
            var next = n
            let bound = fastestSeconds(runs: 3) {
                for _ in 0..<10 {
                    try? storage.addItem(SpeedModel(id: next, value: next))
                    next += 1
                }
            }
            #expect(counter.updates == 30)
            #expect(counter.inserted == 30)
            let plainStorage = MemoryStorage(items: (0..<n).map { SpeedModel(id: $0, value: $0) })
            let plainCounter = SpeedCounter(plainStorage)
            let plain = fastestSeconds(runs: 3) {
                for _ in 0..<10 {
                    try? plainStorage.addItem(SpeedModel(id: next, value: next))
                    next += 1
                }
            }
            #expect(plainCounter.updates == 30)
            return (bound, plain)
        }
        let small = time(1_000), large = time(10_000)
        print(
            "SPEED bound section, 10 appends: 1,000 rows \(small.bound) s (storage alone \(small.plain) s), "
                + "10,000 rows \(large.bound) s (storage alone \(large.plain) s), ratio \(large.bound / small.bound)")
        // Fixed: a storage update is applied to the bound rows (`StorageSectionBinding`), not rebuilt and diffed.
        #expect(large.bound / small.bound < 5)
        #expect(large.bound < 100 * large.plain)
    }

    /// FINDING 3 (fixed). Declarative content pays for every row it holds on every publish, even when the diff skips them:
    /// `PublishedSections.hasDuplicates(in:)` puts every row's hash in a table, and `RowDispatch.learn(_:)` reads every
    /// row again. Setting the very same sections again (nothing changed, no update sent) costs 0.32 ms with 1,000
    /// rows and 70 ms with 100,000 (debug), where the diff alone returns at once (shared storage); one row edited in
    /// one section of 1,000 costs 2.4 ms with 1 section and 70 ms with 100 sections beside it (29x), though the diff
    /// skips the 99 others. Floor: what the diff costs (`diff-100x1000-one-section`: 1.3x the changed section alone).
    @Test("declarative: unchanged sections again, and one section edited, cost the same beside 100x more rows")
    func declarativePublishIsLinearInAllRows() {
        func republish(_ n: Int) -> Double {
            let content = DeclarativeContent { ListSection(id: 0, rows: speedRows(0..<n)) }
            let counter = SpeedCounter(content)
            let seconds = fastestSeconds(runs: 5) {
                let same = content.sections
                content.sections = same
            }
            #expect(counter.updates == 0, "nothing changed")
            return seconds
        }
        func editOneRow(sections: Int) -> Double {
            let content = DeclarativeContent {
                for s in 0..<sections { ListSection(id: s, rows: speedRows((s * 1_000)..<(s * 1_000 + 1_000))) }
            }
            let counter = SpeedCounter(content)
            var value = 0
            let seconds = fastestSeconds(runs: 5) {
                value += 1
                content.sections[0].rows[500] = ListRow<SpeedCell>(SpeedModel(id: 500, value: value))
            }
            #expect(counter.updates == 5 && counter.reloaded == 5)
            return seconds
        }
        let same1k = republish(1_000), same100k = republish(100_000)
        let one1 = editOneRow(sections: 1), one100 = editOneRow(sections: 100)
        print(
            "SPEED declarative same sections again: 1,000 rows \(same1k) s, 100,000 rows \(same100k) s "
                + "(ratio \(same100k / same1k)); one row edited: 1 section \(one1) s, 100 sections \(one100) s "
                + "(ratio \(one100 / one1))")
        // Fixed: duplicates are counted and rows learned per section, again only for the sections that changed.
        #expect(same100k / same1k < 10)
        #expect(one100 / one1 < 5)
    }

    /// FINDING 4 (fixed). An outline wrapped every shown model anew on each publish, so a model that is not
    /// `Equatable` (a class: a folder, a file) counted as changed: expanding one item reloaded every row shown. An
    /// `OutlineItem` now keeps its wrap until its model is set (`OutlineUnchangedItemTests`).
    @Test("outline: expanding one item of 1,000 class rows inserts its child and reloads nothing")
    func outlineToggleReloadsEveryRow() {
        let outline = speedOutline(1_000)
        let counter = SpeedCounter(outline)
        #expect(outline.toggle(at: ItemPath(item: 10, section: 0)))
        #expect(counter.inserted == 1)
        print("SPEED outline toggle of 1,000 class rows: \(counter.reloaded) rows reloaded")
        #expect(counter.reloaded == 0)
    }

    /// FINDING 5 (fixed). A cascading root wrapped each node's `rows` anew on each publish: appending one review to
    /// one section reloaded every row of the tree whose model is not `Equatable` (1,000 here). A section node now
    /// keeps its wraps while it and the nodes above it do not say their data changed (`CascadingRoot+RowWraps`,
    /// `CascadingModelRowChangeTests`). The section that appended did (`setNeedsUpdate()`): its class rows, which may
    /// have changed in place, are refreshed, as its documentation says.
    @Test("cascading: appending to one section reloads no row of the other section")
    func cascadingChangeReloadsOtherSections() {
        let first = SpeedReviews((0..<500).map { SpeedNode("a\($0)") })
        let second = SpeedReviews((0..<500).map { SpeedNode("b\($0)") })
        let root = CascadingRoot(children: [first, second])
        let counter = SpeedCounter(root)
        second.reviews.append(SpeedNode("new"))
        #expect(counter.inserted == 1)
        print("SPEED cascading append to one of two 500-row sections: \(counter.reloaded) rows reloaded")
        #expect(counter.reloaded == 500)  // the second section's own rows, not the first's
    }

    /// FINDING 6 (fixed). Adding items that duplicate held ones, one by one, while anomalies are listened to (a debug build's
    /// default handler, a test's `.collectsAnomalies`, an app's own handler): each report scans the whole storage
    /// for the duplicate's paths (`MemoryStorage.reportDuplicates(of:)`), so n adds cost n x storage. Debug: 500
    /// duplicates onto 500 items 0.52 s, 2,000 onto 2,000 7.0 s (13.6x for 4x).
    @Test("duplicates added one by one: 4x the items must cost less than 10x the time")
    func duplicateReportsAreQuadratic() {
        func time(_ n: Int) -> Double {
            let storage = MemoryStorage(items: (0..<n).map { SpeedModel(id: $0, value: $0) })
            let reports = SpeedTally()
            let seconds = fastestSeconds(runs: 1) {
                AnomalyReporter.collecting(into: AnomalyHandler { _ in reports.add() }) {
                    for i in 0..<n { try? storage.addItem(SpeedModel(id: i, value: -1)) }
                }
            }
            #expect(reports.count == n)
            return seconds
        }
        let small = time(250), large = time(1_000)
        print("SPEED duplicates added one by one: 250 \(small) s, 1,000 \(large) s, ratio \(large / small)")
        #expect(large / small < linearAt4xBound, "FINDING 6 (fixed): each duplicate report scanned the whole storage")
    }

    /// FINDING 7 (fixed). Edits given many paths remove or insert one item at a time (`removeItems(atSorted:)`,
    /// `insertItems(_:atSorted:)`: `Array.remove(at:)` / `insert(_:at:)` per path), so k paths in a section of n
    /// items cost k x n. Removing every other row: 16,000 rows 8.5 ms, 64,000 0.11 s, 256,000 1.4 s (release), where
    /// `Array.removeAll(where:)` takes 0.7, 3.5 and 12 ms; `removeItems(_:)` by models, `insertItems(_:at:)` with paths and `removeSections(_:)`
    /// take the same path. Floor: one pass (`removeAll(where:)`).
    @Test("removeItems(at:) of the first half of the rows: 4x the rows must cost less than 10x the time")
    func bulkRemovalIsQuadratic() {
        func time(_ n: Int) -> Double {
            var storage = MemoryStorage()
            let models = (0..<n).map { SpeedModel(id: $0, value: $0) }
            let paths = (0..<(n / 2)).map { ItemPath(item: $0, section: 0) }
            let seconds = fastestSeconds(runs: 3, setUp: { storage = MemoryStorage(items: models) }) {
                try? storage.removeItems(at: paths)
            }
            #expect(storage.totalNumberOfItems == n / 2)
            return seconds
        }
        let small = time(24_000), large = time(96_000)
        print("SPEED removeItems(at:) of the first half: 24,000 \(small) s, 96,000 \(large) s, ratio \(large / small)")
        #expect(large / small < linearAt4xBound, "FINDING 7 (fixed): a many-path edit shifted the array once per path")
    }

    // MARK: Attacks that held

    @Test("setItems and setSections with equal content send nothing, and cost about wrapping the models")
    func equalContentThroughTheStorage() throws {
        for n in [10_000, 100_000] {
            let models = (0..<n).map { SpeedModel(id: $0, value: $0) }
            let storage = MemoryStorage(items: models)
            let counter = SpeedCounter(storage)
            let set = fastestSeconds(runs: 3) { storage.setItems([models]) }
            let wrap = fastestSeconds(runs: 3) { _ = models.map { AnyItem($0) } }
            try storage.setSections([StorageSection(items: models.map { $0 as Any })])
            try storage.setSections([StorageSection(items: models.map { $0 as Any })])
            #expect(counter.updates == 0)
            print("SPEED setItems equal \(n): \(set) s, wrapping alone \(wrap) s, ratio \(set / wrap)")
            #expect(set / wrap < 6)
        }
    }

    @Test("String and AnyHashable ids: equal content again sends nothing")
    func equalContentWithStringAndAnyHashableIDs() throws {
        let strings = (0..<5_000).map { "row \($0)" }
        let hashables = (0..<5_000).map { AnyHashable($0.isMultiple(of: 2) ? AnyHashable("s\($0)") : AnyHashable($0)) }
        let storage = MemoryStorage()
        storage.setItems([strings])
        try storage.setItems(hashables, forSection: 1)
        let counter = SpeedCounter(storage)
        try storage.setItems(strings, forSection: 0)
        try storage.setItems(hashables, forSection: 1)
        try storage.setSections(storage.sections)
        #expect(counter.updates == 0)
    }

    @Test("one row edited among 100,000 in one section: one reload, linear in the rows (10x rows < 60x time)")
    func oneRowAmongMany() {
        func time(_ n: Int) -> Double {
            let storage = MemoryStorage(items: (0..<n).map { SpeedModel(id: $0, value: $0) })
            let counter = SpeedCounter(storage)
            var value = 0
            let seconds = fastestSeconds(runs: 3) {
                value += 1
                var models = (0..<n).map { SpeedModel(id: $0, value: $0) }
                models[n / 2].value = -value
                storage.setItems([models])
            }
            #expect(counter.updates == 3 && counter.reloaded == 3)
            return seconds
        }
        let small = time(10_000), large = time(100_000)
        print("SPEED setItems one row changed: 10,000 \(small) s, 100,000 \(large) s, ratio \(large / small)")
        #expect(large / small < linearAt10xBound)
    }

    @Test("one section of 1,000 changed: setItems(forSection:) costs about the same beside 10 or 1,000 sections")
    func oneSectionAmongMany() throws {
        func time(sections: Int) throws -> Double {
            let storage = MemoryStorage()
            storage.setItems((0..<sections).map { s in (0..<100).map { SpeedModel(id: s * 100 + $0, value: 0) } })
            try storage.setItems((0..<1_000).map { SpeedModel(id: -1 - $0, value: 0) }, forSection: 0)
            let counter = SpeedCounter(storage)
            var value = 0
            let seconds = fastestSeconds(runs: 5) {
                value += 1
                try? storage.setItems(
                    (0..<1_000).map { SpeedModel(id: -1 - $0, value: $0 == 500 ? value : 0) }, forSection: 0)
            }
            #expect(counter.updates == 5 && counter.reloaded == 5)
            return seconds
        }
        let few = try time(sections: 10), many = try time(sections: 1_000)
        print("SPEED setItems(forSection:) one of 10 sections \(few) s, one of 1,000 \(many) s, ratio \(many / few)")
        #expect(many / few < 5)
    }

    @Test("moving one row to the far end of 100,000: one move, linear (10x rows < 60x time)")
    func moveToFarEnd() throws {
        func time(_ n: Int) -> Double {
            let storage = MemoryStorage(items: (0..<n).map { SpeedModel(id: $0, value: $0) })
            let counter = SpeedCounter(storage)
            let seconds = fastestSeconds(runs: 3) {
                try? storage.moveItem(at: ItemPath(item: 0, section: 0), to: ItemPath(item: n - 1, section: 0))
            }
            #expect(counter.moved == 3)
            return seconds
        }
        let small = time(10_000), large = time(100_000)
        print("SPEED moveItem first to last: 10,000 \(small) s, 100,000 \(large) s, ratio \(large / small)")
        #expect(large / small < linearAt10xBound)
    }

    @Test("path(ofRowWithID:) and itemPath(of:) are linear (10x rows < 60x time)")
    func lookupsByIDAreLinear() {
        func time(_ n: Int) -> Double {
            let content = DeclarativeContent { ListSection(id: 0, rows: speedRows(0..<n)) }
            let storage = MemoryStorage(items: (0..<n).map { SpeedModel(id: $0, value: $0) })
            return fastestSeconds(runs: 3) {
                #expect(content.path(ofRowWithID: n - 1) == ItemPath(item: n - 1, section: 0))
                #expect(storage.itemPath(of: SpeedModel(id: n - 1, value: n - 1)) == ItemPath(item: n - 1, section: 0))
            }
        }
        let small = time(10_000), large = time(100_000)
        print("SPEED lookups of the last row: 10,000 \(small) s, 100,000 \(large) s, ratio \(large / small)")
        #expect(large / small < linearAt10xBound)
    }

    @Test("an outline of String rows: expanding one item reloads nothing")
    func outlineOfEquatableRows() {
        let outline = OutlineContent {
            OutlineSection(id: 0) { for i in 0..<1_000 { OutlineItem("n\(i)") { OutlineItem("c\(i)") } } }
        }
        let counter = SpeedCounter(outline)
        #expect(outline.toggle("n10"))
        #expect(counter.inserted == 1 && counter.reloaded == 0)
    }

    @Test("LiveContent publishing an equal array again sends nothing")
    func liveContentEqualValues() {
        let content = LiveContent(sections: [StorageSection(items: (0..<1_000).map { SpeedModel(id: $0, value: $0) })])
        let counter = SpeedCounter(content)
        content.minimumInterval = 0
        let values = (0..<1_000).map { SpeedModel(id: $0, value: $0) }
        let binding = content.bind(section: 0) { values }
        content.flush()
        content.flush()
        #expect(counter.updates == 0)
        binding.cancel()
    }
}
