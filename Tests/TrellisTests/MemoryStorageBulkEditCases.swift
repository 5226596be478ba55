import Foundation
import Testing
@testable import Trellis
import _TrellisTestSupport

// The longer cases of `bulkEditsMatchTheNaiveReference`: items inserted at many paths, items added under each
// duplicate policy, and the single edits that keep the place index (appends, in-place replacements, a section added
// last) or drop it (inserts in the middle, moves).

extension MemoryStorageAnomalyTests {
    typealias BulkCase = (String, () throws(StorageError) -> Void, BulkExpected)

    /// `insertItems(_:at:)` with final positions, some in sections it creates, sometimes with a path out of range,
    /// repeated, in a negative or far section, or one path too many or too few.
    static func insertItemsAtPaths(_ draws: inout BulkDraws, _ storage: MemoryStorage, _ before: BulkContent)
        -> BulkCase
    {
        var counts = before.sections.map(\.items.count)
        var paths: [ItemPath] = []
        for _ in 0..<draws.int(0...24) {
            let section = draws.chance(3) ? counts.count + 2 : draws.int(0...counts.count)
            while section >= counts.count { counts.append(0) }
            let item = draws.int(0...counts[section])
            counts[section] += 1
            // Earlier paths at or after this one move down, so that all stay final positions.
            paths = paths.map {
                $0.section == section && $0.item >= item ? ItemPath(item: $0.item + 1, section: section) : $0
            }
            paths.append(ItemPath(item: item, section: section))
        }
        var items = paths.map { _ in draws.model() }
        if draws.chance(8), !paths.isEmpty { paths[draws.int(0...(paths.count - 1))].item += 3 }
        if draws.chance(5), let first = paths.first {
            paths.append(first)
            items.append(draws.model())
        }
        if draws.chance(5) { items.append(draws.model()) }
        if draws.chance(4) {
            paths.append(ItemPath(item: 0, section: -1))
            items.append(draws.model())
        }
        if draws.chance(3) {
            paths.append(ItemPath(item: 0, section: before.sections.count + 10_000))
            items.append(draws.model())
        }
        let name = "insertItems(\(items), at: \(paths))"
        let given = (items, paths)
        let edit: () throws(StorageError) -> Void = { () throws(StorageError) in
            try storage.insertItems(given.0, at: given.1)
        }
        guard items.count == paths.count else { return (name, edit, .refused(.invalidArgument, nil, before)) }
        let order = paths.indices.sorted { paths[$0] < paths[$1] }
        var simulated: [Int: Int] = [:]
        var previous: ItemPath?
        for k in order {
            let path = paths[k]
            if path.section < 0 || path.section - before.sections.count >= MemoryStorage.maximumCreatedSections {
                return (name, edit, .refused(.sectionOutOfRange, nil, before))
            }
            if path == previous { return (name, edit, .refused(.invalidArgument, nil, before)) }
            previous = path
            let held = before.sections.indices.contains(path.section) ? before.sections[path.section].items.count : 0
            let count = simulated[path.section] ?? held
            guard path.item >= 0, path.item <= count else {
                return (name, edit, .refused(.itemOutOfRange, nil, before))
            }
            simulated[path.section] = count + 1
        }
        let policy = storage.duplicatePolicy
        if policy == .keepFirst,
            items.contains(where: { before.count(of: $0.id) > 0 }) || Set(items.map(\.id)).count != items.count
        {
            return (name, edit, .refused(.duplicateItem, nil, before))
        }
        var after = before
        let created = paths.isEmpty ? [] : after.ensure(paths[order.last ?? 0].section)
        for k in order { after.sections[paths[k].section].items.insert(items[k], at: paths[k].item) }
        let repeated = repeatedIDs(items, in: after)
        if policy == .keepLast && !repeated.isEmpty {
            // The last of the new items with each repeated id stays (in the order the caller gave them).
            var newest: [Int: Int] = [:]
            for item in items { newest[item.id] = item.value }
            let inserted = after
            after.keepOnly(repeated) { id, places in
                places.first { inserted.sections[$0.section].items[$0.item].value == newest[id] }
            }
            return (name, edit, BulkExpected(content: after))
        }
        let sorted = order.map { paths[$0] }
        let batches =
            paths.isEmpty
            ? []
            : [[BatchUpdate(insertedSections: created, insertedItems: sorted.filter { !created.contains($0.section) })]]
        let reports = policy == .disambiguateByOccurrence
        return (
            name, edit,
            BulkExpected(
                content: after, batches: batches, reportsIn: reports ? after : nil,
                reportedIDs: reports ? repeated : [])
        )
    }

    /// `addItems(_:toSection:)`, which under `keepLast` removes every held item the new ones repeat (many paths).
    static func addItems(_ draws: inout BulkDraws, _ storage: MemoryStorage, _ before: BulkContent) -> BulkCase {
        let items = draws.models(12)
        let section = draws.chance(3) ? -1 : draws.int(0...before.sections.count)
        let edit: () throws(StorageError) -> Void = { () throws(StorageError) in
            try storage.addItems(items, toSection: section)
        }
        let name = "addItems(\(items), toSection: \(section))"
        guard section >= 0 else { return (name, edit, .refused(.sectionOutOfRange, nil, before)) }
        let policy = storage.duplicatePolicy
        if policy == .keepFirst,
            items.contains(where: { before.count(of: $0.id) > 0 }) || Set(items.map(\.id)).count != items.count
        {
            return (name, edit, .refused(.duplicateItem, nil, before))
        }
        var kept = items
        var evicted: [ItemPath] = []
        if policy == .keepLast {
            var seen = Set<Int>()
            kept = Array(items.reversed().filter { seen.insert($0.id).inserted }.reversed())
            evicted = kept.flatMap { before.paths(of: $0.id) }.sorted()
        }
        var after = before
        after.remove(evicted)
        let created = after.ensure(section)
        let start = after.sections[section].items.count
        after.sections[section].items += kept
        let batch = BatchUpdate(
            insertedSections: created, deletedItems: evicted,
            insertedItems: created.isEmpty
                ? (start..<(start + kept.count)).map { ItemPath(item: $0, section: section) } : [])
        let reports = policy == .disambiguateByOccurrence
        return (
            name, edit,
            BulkExpected(
                content: after, batches: batch.isEmpty ? [] : [[batch]], reportsIn: reports ? after : nil,
                reportedIDs: reports ? repeatedIDs(kept, in: after) : [])
        )
    }

    /// A single edit that keeps the place index (an append, an insert at the end, a replacement in place, a section
    /// added last) or drops it (an insert in the middle, a section inserted before others, a move). Under
    /// `keepFirst` and `keepLast` the new models have ids of their own, so that no policy applies.
    static func singleEdit(_ draws: inout BulkDraws, _ storage: MemoryStorage, _ before: BulkContent) -> BulkCase {
        let reports = storage.duplicatePolicy == .disambiguateByOccurrence
        let model = reports ? draws.model() : draws.model(id: 1_000 + draws.serial)
        var after = before
        let count = before.sections.count
        let source = draws.path(in: before)
        switch draws.int(0...4) {
        case 1:
            let section = draws.int(0...count)
            let item = draws.int(0...(section < count ? before.sections[section].items.count : 0))
            _ = after.ensure(section)
            after.sections[section].items.insert(model, at: item)
            let path = ItemPath(item: item, section: section)
            return (
                "insertItem(\(model), at: \(path))",
                { () throws(StorageError) in try storage.insertItem(model, at: path) },
                BulkExpected(
                    content: after, reportsIn: reports ? after : nil, reportedIDs: repeatedIDs([model], in: after))
            )
        case 2 where source != nil:
            let path = source ?? ItemPath(item: 0, section: 0)
            let old = before.sections[path.section].items[path.item]
            after.sections[path.section].items[path.item] = model
            let repeated = model.id == old.id ? [] : repeatedIDs([model], in: after)
            return (
                "replaceItem(at: \(path), with: \(model))",
                { () throws(StorageError) in try storage.replaceItem(at: path, with: model) },
                BulkExpected(content: after, reportsIn: reports ? after : nil, reportedIDs: repeated)
            )
        case 3:
            let models = (0..<draws.int(1...5)).map { _ in
                reports ? draws.model() : draws.model(id: 1_000 + draws.serial)
            }
            let index = draws.int(0...count)
            after.sections.insert(BulkContent.Section(tag: "-|-", items: models), at: index)
            return (
                "insertSection(\(models), at: \(index))",
                { () throws(StorageError) in try storage.insertSection(StorageSection(items: models), at: index) },
                BulkExpected(
                    content: after, reportsIn: reports ? after : nil, reportedIDs: repeatedIDs(models, in: after))
            )
        case 4 where source != nil:
            let from = source ?? ItemPath(item: 0, section: 0)
            let moved = after.sections[from.section].items.remove(at: from.item)
            let section = draws.int(0...(count - 1))
            let to = ItemPath(item: draws.int(0...after.sections[section].items.count), section: section)
            after.sections[section].items.insert(moved, at: to.item)
            return (
                "moveItem(at: \(from), to: \(to))",
                { () throws(StorageError) in try storage.moveItem(at: from, to: to) },
                BulkExpected(content: after)
            )
        default:
            let section = draws.int(0...count)
            _ = after.ensure(section)
            after.sections[section].items.append(model)
            return (
                "addItem(\(model), toSection: \(section))",
                { () throws(StorageError) in try storage.addItem(model, toSection: section) },
                BulkExpected(
                    content: after, reportsIn: reports ? after : nil, reportedIDs: repeatedIDs([model], in: after))
            )
        }
    }
}
