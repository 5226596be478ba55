import Foundation
import Testing
@testable import Trellis
import _TrellisTestSupport

// MARK: - Random models

/// Identifiable and Equatable, from a small pool of ids so that duplicates and replacements are common.
private struct RandomPost: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    var content: Int
    var description: String { "R\(id)'\(content)" }
}

/// A class instance: identified by instance, never Equatable.
private final class RandomBox: CustomStringConvertible {
    let name: Int
    init(_ name: Int) { self.name = name }
    var description: String { "box\(name)" }
}

/// Neither Hashable nor Identifiable: a new identity at every wrap.
private struct RandomBlob: CustomStringConvertible {
    var value: Int
    var description: String { "blob\(value)" }
}

/// Whether an anomaly is about the models above (the random test silences those, and only those).
private func isRandomModelAnomaly(_ anomaly: Anomaly) -> Bool {
    switch anomaly {
    case .duplicateIdentity(let duplicate):
        return duplicate.identity.hasPrefix("\"")
            || ["RandomPost", "RandomBox", "RandomBlob"].contains { duplicate.identity.contains($0) }
    default: return false
    }
}

// MARK: - Random edits

/// Draws random models and random edits of a storage from a seed.
@MainActor
private struct RandomEditor {
    var random: SeededGenerator
    let boxes = (0..<4).map { RandomBox($0) }

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func model() -> Any {
        switch int(0...9) {
        case 0...4: return RandomPost(id: int(0...11), content: int(0...2))
        case 5, 6: return ["a", "b", "c", "d", "e", "f"][int(0...5)]
        case 7, 8: return boxes[int(0...3)]
        default: return RandomBlob(value: int(0...9))
        }
    }

    mutating func models(_ maximum: Int = 4) -> [Any] { (0..<int(0...maximum)).map { _ in model() } }

    /// A model the storage holds (most of the time), or a random one.
    mutating func heldModel(_ storage: MemoryStorage) -> Any {
        let all = storage.sections.flatMap(\.items)
        guard !all.isEmpty, chance(85) else { return model() }
        return all[int(0...(all.count - 1))].base
    }

    /// A section index, sometimes one past the end or negative.
    mutating func section(_ storage: MemoryStorage, extra: Int = 1) -> Int {
        if chance(3) { return -1 }
        return int(0...max(0, storage.numberOfSections - 1 + extra))
    }

    /// An item path, valid most of the time (`inserting`: may point one past the last item).
    mutating func path(_ storage: MemoryStorage, inserting: Bool) -> ItemPath {
        let section = self.section(storage, extra: inserting ? 1 : 0)
        let count = storage.numberOfItems(inSection: section)
        let item = chance(5) ? count + 1 : int(0...max(0, count - (inserting ? 0 : 1)))
        return ItemPath(item: item, section: section)
    }

    mutating func sectionID() -> String? { chance(50) ? "s\(int(0...5))" : nil }

    mutating func storageSection() -> StorageSection {
        let header = chance(40) ? model() : nil
        let footer = chance(20) ? model() : nil
        if let id = sectionID() { return StorageSection(id: id, header: header, footer: footer, items: models()) }
        return StorageSection(header: header, footer: footer, items: models())
    }

    /// One random edit: its description and the edit itself.
    mutating func edit(_ storage: MemoryStorage, batching: Bool = true) -> (String, () throws -> Void) {
        switch int(0...(batching ? 25 : 24)) {
        case 0, 1:
            let item = model(), section = self.section(storage)
            return ("addItem(\(item), toSection: \(section))", { try storage.addItem(item, toSection: section) })
        case 2:
            let items = models(), section = self.section(storage)
            return ("addItems(\(items), toSection: \(section))", { try storage.addItems(items, toSection: section) })
        case 3, 4:
            let item = model(), path = self.path(storage, inserting: true)
            return ("insertItem(\(item), at: \(path))", { try storage.insertItem(item, at: path) })
        case 5:
            let items = models(), path = self.path(storage, inserting: true)
            return ("insertItems(\(items), at: \(path))", { try storage.insertItems(items, at: path) })
        case 6:
            let items = models()
            var paths: [ItemPath] = []
            var counts = (0..<storage.numberOfSections).map { storage.numberOfItems(inSection: $0) }
            for _ in items {
                let section = int(0...(counts.count))
                if section == counts.count { counts.append(0) }
                let item = int(0...counts[section])
                counts[section] += 1
                // Shift earlier paths at or after this one in the same section, so all stay final positions.
                paths = paths.map {
                    $0.section == section && $0.item >= item ? ItemPath(item: $0.item + 1, section: section) : $0
                }
                paths.append(ItemPath(item: item, section: section))
            }
            if chance(10), !paths.isEmpty { paths[0].item += 3 }
            return ("insertItems(\(items), at: \(paths))", { try storage.insertItems(items, at: paths) })
        case 7, 8:
            let item = heldModel(storage)
            return ("removeItem(\(item))", { try storage.removeItem(item) })
        case 9:
            let items = (0..<int(0...3)).map { _ in heldModel(storage) }
            return ("removeItems(\(items))", { try storage.removeItems(items) })
        case 10:
            let path = self.path(storage, inserting: false)
            return ("removeItem(at: \(path))", { try storage.removeItem(at: path) })
        case 11:
            let paths = (0..<int(0...3)).map { _ in self.path(storage, inserting: false) }
            return ("removeItems(at: \(paths))", { try storage.removeItems(at: paths) })
        case 12:
            let section = self.section(storage, extra: 0)
            return ("removeItems(inSection: \(section))", { try storage.removeItems(inSection: section) })
        case 13:
            let old = heldModel(storage)
            var new = model()
            if chance(40), let post = old as? RandomPost { new = RandomPost(id: post.id, content: int(0...2)) }
            let replacement = new
            return ("replaceItem(\(old), with: \(replacement))", { try storage.replaceItem(old, with: replacement) })
        case 14:
            let path = self.path(storage, inserting: false), new = model()
            return ("replaceItem(at: \(path), with: \(new))", { try storage.replaceItem(at: path, with: new) })
        case 15:
            if chance(50) {
                let path = self.path(storage, inserting: false)
                return ("reloadItem(at: \(path))", { try storage.reloadItem(at: path) })
            }
            let item = heldModel(storage)
            return ("reloadItem(\(item))", { try storage.reloadItem(item) })
        case 16, 17:
            let source = self.path(storage, inserting: false), destination = self.path(storage, inserting: true)
            return (
                "moveItem(at: \(source), to: \(destination))", { try storage.moveItem(at: source, to: destination) }
            )
        case 18:
            let items = models(6), section = self.section(storage)
            return ("setItems(\(items), forSection: \(section))", { try storage.setItems(items, forSection: section) })
        case 19:
            let sections = (0..<int(0...4)).map { _ in chance(25) ? [] : models(5) }
            return ("setItems(\(sections))", { storage.setItems(sections) })
        case 20:
            let section = storageSection(), index = self.section(storage)
            return ("insertSection(\(section), at: \(index))", { try storage.insertSection(section, at: index) })
        case 21:
            if chance(50) {
                let source = self.section(storage, extra: 0), destination = self.section(storage, extra: 0)
                return (
                    "moveSection(\(source), to: \(destination))", { try storage.moveSection(source, to: destination) }
                )
            }
            let indexes = (0..<int(1...2)).map { _ in self.section(storage, extra: 0) }
            return ("removeSections(\(indexes))", { try storage.removeSections(indexes) })
        case 22:
            let header = chance(30) ? nil : model(), section = self.section(storage)
            if chance(50) {
                return (
                    "setSectionHeaderModel(\(String(describing: header)), forSection: \(section))",
                    {
                        try storage.setSectionHeaderModel(header, forSection: section)
                    }
                )
            }
            let footers = (0..<int(0...3)).map { _ in chance(30) ? nil : model() }
            return ("setSectionFooterModels(\(footers))", { storage.setSectionFooterModels(footers) })
        case 23:
            let sections = (0..<int(0...4)).map { _ in storageSection() }
            return ("setSections(\(sections))", { try storage.setSections(sections) })
        case 24:
            if chance(80) { return ("removeAllItems()", { storage.removeAllItems() }) }
            return ("removeAll()", { storage.removeAll() })
        default:
            // A batch of several edits; an edit that fails inside it is caught and the batch goes on.
            var edits: [(String, () throws -> Void)] = []
            for _ in 0..<int(2...5) { edits.append(edit(storage, batching: false)) }
            let abort = chance(10)
            let names = edits.map(\.0).joined(separator: "; ")
            return (
                "performUpdates { \(names)\(abort ? "; throw" : "") }",
                {
                    try storage.performUpdates {
                        for (_, edit) in edits { try? edit() }
                        if abort { throw CancellationError() }
                    }
                }
            )
        }
    }
}

// MARK: - The test

extension MemoryStorageAnomalyTests {
    /// Sequences: 1,200 by default (about 24,000 edits); `TRELLIS_PROPERTY_CASES=100000 swift test` hunts longer.
    static let randomRuns = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 1_200

    /// Thousands of seeded random edit sequences, under each duplicate policy: after every edit, every update the
    /// storage sent replays exactly onto what a view showed (stages pass UIKit's rules), an edit that changed the
    /// content sent exactly one update, a refused edit changed nothing and sent nothing, and the bookkeeping holds.
    @Test func randomEditSequencesReplay() {
        // Collect the duplicates these sequences report on purpose; record every other anomaly as an issue.
        let unexpected = Locked<[Anomaly]>([])
        AnomalyReporter.collecting(
            into: AnomalyHandler { anomaly in
                if !isRandomModelAnomaly(anomaly) { unexpected.withLock { $0.append(anomaly) } }
            }
        ) {
            for seed in 0..<Self.randomRuns {
                if let failure = Self.runRandomSequence(seed: seed) {
                    Issue.record("seed \(seed): \(failure)")
                    return
                }
            }
        }
        #expect(unexpected.withLock { $0 }.isEmpty)
    }

    /// One sequence of 5 to 35 edits from `seed`; the first failure, or `nil`.
    static func runRandomSequence(seed: UInt64) -> String? {
        let length = 5 + Int(seed % 31)
        var editor = RandomEditor(seed: seed)
        let storage = MemoryStorage()
        storage._debugLabel = "seed \(seed)"
        storage.duplicatePolicy = DuplicatePolicy.allCases[Int(seed % 3)]
        let view = StorageReplayer(storage)
        for step in 0..<length {
            let before = storage.sections
            let (name, edit) = editor.edit(storage)
            var refused: (any Error)?
            do { try edit() } catch { refused = error }
            let updates = view.takeBatches()
            let where_ = "step \(step), \(storage.duplicatePolicy), \(name)"
            if let refused {
                guard updates.isEmpty, storageIdentities(storage.sections) == storageIdentities(before),
                    storageSameContent(storage.sections, before)
                else { return "\(where_): refused (\(refused)) but changed the storage or sent \(updates)" }
                continue
            }
            if updates.count > 1 { return "\(where_): sent \(updates.count) updates" }
            let changed =
                storageIdentities(storage.sections) != storageIdentities(before)
                || !storageSameContent(storage.sections, before)
            if changed && updates.isEmpty { return "\(where_): changed the content but sent no update" }
            if let mismatch = view.mismatch { return "\(where_): \(mismatch); updates \(updates)" }
            if storage.duplicatePolicy != .disambiguateByOccurrence && storage.duplicatedIdentities > 0 {
                return "\(where_): holds duplicates under \(storage.duplicatePolicy)"
            }
            let violations = storage._invariantViolations() + [storage._placeIndexViolation()].compactMap { $0 }
            if !violations.isEmpty { return "\(where_): \(violations)" }
        }
        return nil
    }
}
