import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

// Models that break the contracts a diff relies on, as real apps' models do by accident (probe 6).

/// Anything a probe cell can show: one line of text.
protocol HostileLabeled {
    var label: String { get }
}

/// A cell showing any `HostileLabeled` model: what it shows is what it was last configured with.
@MainActor
final class HostileLabelCell: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
    private(set) var shown = "<never configured>"
    private(set) var configureCount = 0
    init() {}
    func update(with model: any HostileLabeled) {
        shown = model.label
        configureCount += 1
    }
    var snapshotText: String { shown }
}

/// A class model whose `id` and title are mutated in place (an app's view model).
final class HostileMutableItem: Identifiable, Equatable, HostileLabeled, @unchecked Sendable {
    var id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    static func == (lhs: HostileMutableItem, rhs: HostileMutableItem) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title
    }
    var label: String { title }
}

/// A class model that is `Hashable` by its fields (no `Identifiable`): the shape of many apps' models.
final class HostileHashableClass: Hashable, HostileLabeled, @unchecked Sendable {
    var name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: HostileHashableClass, rhs: HostileHashableClass) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    var label: String { name }
}

/// An `NSObject` subclass with `isEqual`/`hash` overrides by its field (Objective-C style model).
final class HostileObjCModel: NSObject, HostileLabeled, @unchecked Sendable {
    var name: String
    init(_ name: String) { self.name = name }
    override func isEqual(_ object: Any?) -> Bool { (object as? HostileObjCModel)?.name == name }
    override var hash: Int { name.hashValue }
    var label: String { name }
}

/// A struct whose id is derived from a mutable field.
struct HostileTag: Identifiable, Hashable, HostileLabeled {
    var name: String
    var count: Int
    var id: String { name }
    var label: String { "\(name)#\(count)" }
}

/// A reading whose value may be NaN: `==` is not reflexive for it.
struct HostileReading: Hashable, HostileLabeled {
    var value: Double
    var tag: Int
    var label: String { "r\(tag)" }
}

/// Identified by a Double id that may be NaN.
struct HostileNaNIdentified: Identifiable, Equatable, HostileLabeled {
    var id: Double
    var tag: Int
    var label: String { "n\(tag)" }
}

/// `==` is always false: never equal, not even to itself.
struct HostileNeverEqual: Identifiable, Equatable, HostileLabeled {
    var id: Int
    var text: String
    static func == (_: HostileNeverEqual, _: HostileNeverEqual) -> Bool { false }
    var label: String { text }
}

/// `==` that is true for different content (compares the id only).
struct HostileIDOnlyEqual: Identifiable, Equatable, HostileLabeled {
    var id: Int
    var text: String
    static func == (lhs: HostileIDOnlyEqual, rhs: HostileIDOnlyEqual) -> Bool { lhs.id == rhs.id }
    var label: String { text }
}

/// A global counter that makes a hash change at every call.
nonisolated(unsafe) var hostileHashCounter = 0

/// A `Hashable` value whose hash changes at every call (hashes a counter).
struct HostileJumpyHash: Hashable, HostileLabeled {
    var n: Int
    static func == (lhs: HostileJumpyHash, rhs: HostileJumpyHash) -> Bool { lhs.n == rhs.n }
    func hash(into hasher: inout Hasher) {
        hostileHashCounter += 1
        hasher.combine(hostileHashCounter)
    }
    var label: String { "j\(n)" }
}

/// `==` that is not transitive (|a - b| < 1), with a constant hash, so every value lands in one bucket.
struct HostileFuzzy: Hashable, HostileLabeled {
    var x: Double
    var tag: Int
    static func == (lhs: HostileFuzzy, rhs: HostileFuzzy) -> Bool { abs(lhs.x - rhs.x) < 1 }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var label: String { "f\(tag)" }
}

/// `hash(into:)` inconsistent with `==`: equal values hash differently (the hash reads the text `==` ignores).
struct HostileBadHash: Hashable, HostileLabeled {
    var id: Int
    var text: String
    static func == (lhs: HostileBadHash, rhs: HostileBadHash) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
    var label: String { text }
}

/// Two types whose ids are the same Int.
struct HostileTypeA: Identifiable, Equatable, HostileLabeled {
    var id: Int
    var label: String { "A\(id)" }
}
struct HostileTypeB: Identifiable, Equatable, HostileLabeled {
    var id: Int
    var label: String { "B\(id)" }
}

/// An id erased to `AnyHashable`: Int 1, Int64 1 and Double 1.0 bridge to one another there.
struct HostileAnyHashableID: Identifiable, Equatable, HostileLabeled {
    var id: AnyHashable
    var text: String
    var label: String { text }
}

/// A model whose `description` counts its calls (and could be slow or trap in an app).
nonisolated(unsafe) var hostileDescriptionCalls = 0
struct HostileLoudDescription: Identifiable, Hashable, HostileLabeled, CustomStringConvertible,
    CustomDebugStringConvertible
{
    var id: Int
    var text: String
    var label: String { text }
    var description: String {
        hostileDescriptionCalls += 1
        return "LoudDescription(\(id))"
    }
    var debugDescription: String { description }
}

/// A `Hashable` model (identified by its value) whose `description` counts its calls.
struct HostileLoudValue: Hashable, HostileLabeled, CustomStringConvertible {
    var n: Int
    var label: String { "v\(n)" }
    var description: String {
        hostileDescriptionCalls += 1
        return "LoudValue(\(n))"
    }
}

/// Duplicates by design: `id` from a small alphabet, content separate.
struct HostileDup: Identifiable, Equatable, HostileLabeled {
    var id: Int
    var text: String
    var label: String { text }
}

/// An enum with payloads.
enum HostilePayload: Hashable, HostileLabeled {
    case number(Int)
    case word(String)
    case pair(Int, String)
    var label: String {
        switch self {
        case .number(let n): "num\(n)"
        case .word(let w): "word \(w)"
        case .pair(let n, let w): "pair \(n) \(w)"
        }
    }
}

/// A class and a struct seen only through a protocol existential.
final class HostileShapeClass: HostileLabeled {
    var label: String
    init(_ label: String) { self.label = label }
}
struct HostileShapeStruct: HostileLabeled {
    var label: String
}

extension Optional: HostileLabeled where Wrapped == Int {
    var label: String { self.map { "opt \($0)" } ?? "opt nil" }
}

/// What a model shows, for comparing a host with its content.
func hostileLabel(_ model: Any?) -> String {
    guard let model else { return "<no model>" }
    if let labeled = model as? any HostileLabeled { return labeled.label }
    return "<\(type(of: model))>"
}

/// The first way the headless table differs from `expected` (per section, each row's label): counts, the model of
/// every row, and the text of every visible cell (`cells: false`: not the cells, for models whose `==` hides content
/// changes, which the diff trusts as documented). `nil` when it shows exactly `expected`.
@MainActor
func hostileMismatch(_ table: HeadlessTableView, _ expected: [[String]], cells: Bool = true) -> String? {
    let counts = expected.map(\.count)
    guard table.counts == counts else { return "counts \(table.counts), content \(counts)" }
    for (s, rows) in expected.enumerated() {
        for (i, text) in rows.enumerated() {
            let path = ItemPath(item: i, section: s)
            let model = table.model(at: path).map(table.dispatcher.registryModel(for:))
            if hostileLabel(model) != text { return "model at \(path): \(hostileLabel(model)), content \(text)" }
        }
    }
    guard cells else { return nil }
    let snapshot = table.textSnapshot()
    var visible = table.visibleItemPaths.makeIterator()
    for section in snapshot.sections {
        for row in section.rows {
            guard let path = visible.next() else { return "snapshot has more rows than are visible" }
            let want = expected[path.section][path.item]
            if row.text != want { return "cell at \(path) shows \(row.text), content \(want)" }
        }
    }
    return nil
}

/// Labels of a storage's content.
@MainActor
func hostileLabels(_ storage: MemoryStorage) -> [[String]] {
    (0..<storage.numberOfSections).map { s in storage.items(inSection: s).map(hostileLabel) }
}

/// A declarative section of label rows.
@MainActor
func hostileSection(_ id: Int, _ models: [any HostileLabeled]) -> ListSection {
    ListSection(id: id, rows: models.map { ListRow<HostileLabelCell>($0) })
}

/// An `@Observable` view model whose id is reassigned in place (a draft saved) and whose title changes.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class HostileLiveItem: Identifiable, Equatable, HostileLabeled, @unchecked Sendable {
    var id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    static func == (lhs: HostileLiveItem, rhs: HostileLiveItem) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
    var label: String { title }
}

/// An id whose `==` is not transitive (|a - b| < 1), with one hash bucket.
struct HostileFuzzyKey: Hashable {
    var x: Double
    static func == (lhs: HostileFuzzyKey, rhs: HostileFuzzyKey) -> Bool { abs(lhs.x - rhs.x) < 1 }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// Identified by a non-transitive id; its content (`==`) is exact: the diff can see every change.
struct HostileFuzzyIdentified: Identifiable, Equatable, HostileLabeled {
    var id: HostileFuzzyKey
    var tag: Int
    static func == (lhs: HostileFuzzyIdentified, rhs: HostileFuzzyIdentified) -> Bool {
        lhs.id.x == rhs.id.x && lhs.tag == rhs.tag
    }
    var label: String { "k\(id.x)-\(tag)" }
}
