import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

// Hostile models through the UIKit managers over the stand-in (probe 6): attacks that held.

/// Anything the probe's UIKit cells can show.
protocol HostileUIKitLabeled {
    var label: String { get }
}

/// A class model mutated in place.
final class HostileUIKitMutable: Identifiable, Equatable, HostileUIKitLabeled {
    var id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    static func == (lhs: HostileUIKitMutable, rhs: HostileUIKitMutable) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title
    }
    var label: String { title }
}

/// Duplicates by design.
struct HostileUIKitDup: Identifiable, Equatable, HostileUIKitLabeled {
    var id: Int
    var text: String
    var label: String { text }
}

/// `==` not transitive, one hash bucket.
struct HostileUIKitFuzzy: Hashable, HostileUIKitLabeled {
    var x: Double
    var tag: Int
    static func == (lhs: HostileUIKitFuzzy, rhs: HostileUIKitFuzzy) -> Bool { abs(lhs.x - rhs.x) < 1 }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var label: String { "f\(tag)" }
}

/// An `NSObject` model hashed by a mutable field.
final class HostileUIKitObjC: Foundation.NSObject, HostileUIKitLabeled, @unchecked Sendable {
    var name: String
    init(_ name: String) { self.name = name }
    override func isEqual(_ object: Any?) -> Bool { (object as? HostileUIKitObjC)?.name == name }
    override var hash: Int { name.hashValue }
    var label: String { name }
}

final class HostileUIKitCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
    private(set) var shown = "<never configured>"
    func update(with model: any HostileUIKitLabeled) { shown = model.label }
    var snapshotText: String { shown }
}

final class HostileUIKitItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var shown = "<never configured>"
    func update(with model: any HostileUIKitLabeled) { shown = model.label }
}

/// A table in a window, its manager, and its anomalies.
@MainActor
struct HostileUIKitScreen {
    let window: UIWindow
    let table: UITableView
    let manager = TableViewManager()
    let log = AnomalyLog()

    init(content: any SectionedContent, rows: Int = 10, animated: Bool = false) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(rows) * 44), style: .plain)
        table.completesAnimationsAutomatically = !animated
        window = UIWindow(frame: table.frame)
        window.addSubview(table)
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(HostileUIKitCell.self)
        manager.attach(to: table, content: content)
    }

    /// The first way the table differs from `expected` once its animations are over: an exception, counts, or a
    /// visible cell's text (`cells: false`: counts only, for models whose `==` hides content changes).
    func mismatch(_ expected: [[String]], cells: Bool = true) -> String? {
        while manager.isUpdating { table.finishAnimations() }
        table.layoutIfNeeded()
        if let exception = table.exceptions.first { return "exception: \(exception)" }
        let shown = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        guard shown == expected.map(\.count) else { return "counts \(shown), content \(expected.map(\.count))" }
        for path in table.indexPathsForVisibleRows ?? [] where cells {
            let text = (table.cellForRow(at: path) as? HostileUIKitCell)?.shown ?? "<no cell>"
            if text != expected[path.section][path.row] {
                return "cell at \(path.section)-\(path.row) shows \(text), content \(expected[path.section][path.row])"
            }
        }
        return nil
    }
}

@MainActor
func hostileUIKitLabels(_ storage: MemoryStorage) -> [[String]] {
    (0..<storage.numberOfSections).map { s in
        storage.items(inSection: s).map { ($0 as? any HostileUIKitLabeled)?.label ?? "<\(type(of: $0))>" }
    }
}

@MainActor
func hostileUIKitSection(_ id: Int, _ models: [any HostileUIKitLabeled]) -> ListSection {
    ListSection(id: id, rows: models.map { ListRow<HostileUIKitCell>($0) })
}

@MainActor
@Suite("Probe 6: hostile models through the UIKit managers (attacks that held)", .collectsAnomalies)
struct HostileModelUIKitAttackTests {
    @Test("a class model mutated in place, then reloadItem(_:): the visible cell shows the change")
    func classMutatedThenReloadItem() throws {
        let items = (0..<4).map { HostileUIKitMutable(id: $0, title: "t\($0)") }
        let storage = MemoryStorage()
        storage.setItems([items])
        let screen = HostileUIKitScreen(content: storage)
        items[2].title = "edited"
        try storage.reloadItem(items[2])
        #expect(screen.mismatch([["t0", "t1", "edited", "t3"]]) == nil)
        // Its id reassigned in place, then the instances set again: deleted and inserted, shown.
        items[3].id = 300
        items[3].title = "saved"
        storage.setItems([items])
        #expect(screen.mismatch([["t0", "t1", "edited", "saved"]]) == nil)
    }

    @Test(
        "1,000 duplicate ids (one id, alternating) with seeded random edits while batches animate: agree, no exception")
    func duplicatesAtScale() throws {
        for seed in UInt64(0)..<6 {
            var random = SeededGenerator(seed: seed)
            let storage = MemoryStorage()
            storage.setItems([(0..<1000).map { HostileUIKitDup(id: 7, text: "d\($0)") }])
            let screen = HostileUIKitScreen(content: storage, rows: 12, animated: true)
            var next = 0
            for step in 0..<20 {
                let count = storage.numberOfItems(inSection: 0)
                switch Int.random(in: 0...5, using: &random) {
                case 0:
                    next += 1
                    try storage.insertItem(
                        HostileUIKitDup(id: Int.random(in: 0...1, using: &random) * 7, text: "n\(next)"),
                        at: ItemPath(item: Int.random(in: 0...count, using: &random), section: 0))
                case 1 where count > 0:
                    try storage.removeItem(at: ItemPath(item: Int.random(in: 0..<count, using: &random), section: 0))
                case 2 where count > 1:
                    try storage.moveItem(
                        at: ItemPath(item: Int.random(in: 0..<count, using: &random), section: 0),
                        to: ItemPath(item: Int.random(in: 0..<count, using: &random), section: 0))
                case 3:
                    var models = storage.items(inSection: 0).compactMap { $0 as? HostileUIKitDup }
                    models.shuffle(using: &random)
                    models = models.enumerated().map {
                        HostileUIKitDup(id: $0.offset % 2 == 0 ? 7 : 0, text: $0.element.text)
                    }
                    storage.setItems([models])
                case 4:
                    screen.table.contentOffset = CGPoint(
                        x: 0, y: CGFloat(Int.random(in: 0...max(0, count - 12), using: &random)) * 44)
                default:
                    if count > 0 {
                        try storage.replaceItem(
                            at: ItemPath(item: Int.random(in: 0..<count, using: &random), section: 0),
                            with: HostileUIKitDup(id: 7, text: "r\(step)"))
                    }
                }
                if Bool.random(using: &random) { screen.table.finishAnimations() }
                if let exception = screen.table.exceptions.first {
                    Issue.record("seed \(seed) step \(step): \(exception)")
                    return
                }
            }
            while screen.manager.isUpdating { screen.table.finishAnimations() }
            screen.table.layoutIfNeeded()
            if let problem = screen.mismatch(hostileUIKitLabels(storage)) {
                Issue.record("seed \(seed): \(problem)")
                return
            }
            let refused = screen.log.all.filter { $0.shortMessage != "duplicate item identity" }
            #expect(refused.isEmpty, "seed \(seed): \(refused.first?.message ?? "")")
        }
    }

    @Test("declarative rows with non-transitive == in one hash bucket, random rebuilds (seeded): agree")
    func nonTransitiveDeclarative() {
        for seed in UInt64(0)..<30 {
            var random = SeededGenerator(seed: seed)
            let content = DeclarativeContent()
            let screen = HostileUIKitScreen(content: content, rows: 20, animated: true)
            var expected: [[String]] = []
            for _ in 0..<8 {
                let models: [any HostileUIKitLabeled] = (0..<Int.random(in: 0...15, using: &random)).map { i in
                    HostileUIKitFuzzy(x: Double(Int.random(in: 0...12, using: &random)) * 0.6, tag: i % 5)
                }
                content.sections = [hostileUIKitSection(0, models)]
                expected = [models.map(\.label)]
                if Bool.random(using: &random) { screen.table.finishAnimations() }
            }
            // `==` says equal for rows whose tags differ: the diff trusts `==` (documented), so compare counts.
            if let problem = screen.mismatch(expected, cells: false) {
                Issue.record("seed \(seed): \(problem)")
                return
            }
            let refused = screen.log.all.filter { $0.shortMessage != "duplicate item identity" }
            #expect(refused.isEmpty, "seed \(seed): \(refused.first?.message ?? "")")
        }
    }

    @Test("a collection manager over 1,000 rows with one id, shuffled: agree, no exception")
    func collectionDuplicates() {
        let storage = MemoryStorage()
        storage.setItems([(0..<1000).map { HostileUIKitDup(id: 1, text: "c\($0)") }])
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: flow)
        let window = UIWindow(frame: collection.frame)
        window.addSubview(collection)
        defer { withExtendedLifetime(window) {} }
        let manager = CollectionViewManager()
        manager.registry.register(HostileUIKitItemCell.self)
        manager.attach(to: collection, content: storage)
        var random = SeededGenerator(seed: 61)
        for _ in 0..<5 {
            var models = storage.items(inSection: 0).compactMap { $0 as? HostileUIKitDup }
            models.shuffle(using: &random)
            models.removeLast(Int.random(in: 0...50, using: &random))
            storage.setItems([models])
            if Bool.random(using: &random) { collection.layoutIfNeeded() }
        }
        while manager.isUpdating { collection.finishAnimations() }
        collection.layoutIfNeeded()
        #expect(collection.exceptions.isEmpty)
        let expected = hostileUIKitLabels(storage)
        #expect(collection.numberOfItems(inSection: 0) == expected[0].count)
        for path in collection.indexPathsForVisibleItems {
            #expect((collection.cellForItem(at: path) as? HostileUIKitItemCell)?.shown == expected[0][path.item])
        }
    }

    @Test("10,000 empty sections in a managed table, then a row in the last one: agree, no exception, quick")
    func tenThousandEmptySections() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let storage = MemoryStorage()
        storage.setItems(Array(repeating: [HostileUIKitDup](), count: 10_000))
        let screen = HostileUIKitScreen(content: storage)
        try storage.addItem(HostileUIKitDup(id: 1, text: "last"), toSection: 9_999)
        screen.table.scrollToRow(at: IndexPath(row: 0, section: 9_999), at: .top, animated: false)
        #expect(screen.mismatch(hostileUIKitLabels(storage)) == nil)
        try storage.removeSections(IndexSet(0..<9_999))
        #expect(screen.mismatch([["last"]]) == nil)
        #expect(clock.now - start < .seconds(5))
    }
}
