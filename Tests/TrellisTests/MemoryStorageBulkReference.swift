import Foundation
import Testing
@testable import Trellis
import _TrellisTestSupport

// The naive reference the bulk-edit property test compares `MemoryStorage` with: the content as plain arrays, edited
// one element at a time, the way the storage's many-path edits worked before they became one pass per section.

/// Identified by `id`, from a small pool so that duplicates are common; `value` is unique to each model made, so
/// every item can be followed through an edit.
struct BulkModel: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    let value: Int
    var description: String { "B\(id)#\(value)" }
}

/// Whether an anomaly is about `BulkModel`s (the bulk tests collect those, and only those).
func isBulkAnomaly(_ anomaly: Anomaly) -> Bool {
    if case .duplicateIdentity(let duplicate) = anomaly { return duplicate.identity.hasPrefix("BulkModel") }
    return false
}

/// A storage's content as the reference holds it: each section's tag (identifier and header) and models.
struct BulkContent: Equatable, CustomStringConvertible {
    struct Section: Equatable {
        var tag: String
        var items: [BulkModel]
    }

    var sections: [Section]

    /// What `storage` holds.
    @MainActor
    init(_ storage: MemoryStorage) {
        sections = storage.sections.map { section in
            Section(
                tag: "\(section.id.map { "\($0)" } ?? "-")|\(section.headerModel.map { "\($0)" } ?? "-")",
                items: section.items.map { $0.model(as: BulkModel.self) ?? BulkModel(id: -1, value: -1) })
        }
    }

    var description: String {
        sections.map { "\($0.tag) \($0.items.map(\.value))" }.joined(separator: "; ")
    }

    /// Every model, section by section.
    var all: [BulkModel] { sections.flatMap(\.items) }

    func count(of id: Int) -> Int { all.count { $0.id == id } }

    func isValid(_ path: ItemPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
    }

    /// The paths of the models with `id`, ascending.
    func paths(of id: Int) -> [ItemPath] {
        var paths: [ItemPath] = []
        for (s, section) in sections.enumerated() {
            for (i, model) in section.items.enumerated() where model.id == id {
                paths.append(ItemPath(item: i, section: s))
            }
        }
        return paths
    }

    /// Appends untagged sections until `index` exists; returns the ones created.
    mutating func ensure(_ index: Int) -> [Int] {
        guard index >= sections.count else { return [] }
        let created = Array(sections.count...index)
        for _ in created { sections.append(Section(tag: "-|-", items: [])) }
        return created
    }

    /// Removes the items at `paths` (valid, distinct) one at a time, from the last.
    mutating func remove(_ paths: [ItemPath]) {
        for path in paths.sorted().reversed() { sections[path.section].items.remove(at: path.item) }
    }

    /// Keeps, of every identity in `ids` that occurs more than once, only the model `keep` picks.
    mutating func keepOnly(_ ids: Set<Int>, _ keep: (Int, [ItemPath]) -> ItemPath?) {
        var removals: [ItemPath] = []
        for id in ids {
            let paths = self.paths(of: id)
            let kept = keep(id, paths)
            removals += paths.filter { $0 != kept }
        }
        remove(removals)
    }
}

/// Draws the random inputs of the bulk-edit property test from a seed.
struct BulkDraws {
    var random: SeededGenerator
    var serial = 0

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// A new model (a new `value`) whose `id` is from the pool `0...15`.
    mutating func model(id: Int? = nil) -> BulkModel {
        serial += 1
        return BulkModel(id: id ?? int(0...15), value: serial)
    }

    mutating func models(_ maximum: Int) -> [BulkModel] { (0..<int(0...maximum)).map { _ in model() } }

    /// A valid path of `content`, or `nil` when it holds no items.
    mutating func path(in content: BulkContent) -> ItemPath? {
        let filled = content.sections.indices.filter { !content.sections[$0].items.isEmpty }
        guard !filled.isEmpty else { return nil }
        let section = filled[int(0...(filled.count - 1))]
        return ItemPath(item: int(0...(content.sections[section].items.count - 1)), section: section)
    }

    /// A path no item has: a negative or missing section, an item at or past the end, an extreme index.
    mutating func badPath(in content: BulkContent) -> ItemPath {
        let sections = content.sections.count
        switch int(0...4) {
        case 0: return ItemPath(item: 0, section: -1)
        case 1: return ItemPath(item: 0, section: sections)
        case 2: return ItemPath(item: Int.max, section: max(0, sections - 1))
        case 3: return ItemPath(item: -1, section: int(0...max(0, sections - 1)))
        default:
            let section = int(0...max(0, sections - 1))
            return ItemPath(
                item: content.sections.indices.contains(section) ? content.sections[section].items.count : 0,
                section: section)
        }
    }

    /// `paths` with `extra` put at a random place.
    mutating func inserting(_ extra: ItemPath, into paths: [ItemPath]) -> [ItemPath] {
        var paths = paths
        paths.insert(extra, at: int(0...paths.count))
        return paths
    }
}
