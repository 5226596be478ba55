import Foundation
import Testing
@testable import Trellis
import _TrellisTestSupport

/// What the reference says an edit does: a refusal, or the content after it, the update it sends (when a single
/// edit builds it from its paths; `nil` for a diff, which only has to replay) and the duplicates it reports.
struct BulkExpected {
    var refusal: (kind: StorageError.Kind, message: String?)?
    var content: BulkContent
    var batches: [[BatchUpdate]]?
    /// The content whose places the reports name (`nil`: the edit reports nothing), and the ids reported.
    var reportsIn: BulkContent?
    var reportedIDs: Set<Int> = []

    static func refused(_ kind: StorageError.Kind, _ message: String? = nil, _ content: BulkContent) -> BulkExpected {
        BulkExpected(refusal: (kind, message), content: content)
    }
}

/// The ids of the `BulkModel`s in the identities reports name.
@MainActor
let bulkIDs: [String: Int] = Dictionary(
    uniqueKeysWithValues: (-1...99).map { (ItemIdentity(BulkModel(id: $0, value: 0)).description, $0) })

extension MemoryStorageAnomalyTests {
    /// Seeds: 400 by default from 0xB01C; `TRELLIS_SEED` starts elsewhere, `TRELLIS_PROPERTY_CASES` runs more.
    static let bulkRuns = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 400
    static let bulkSeed = UInt64(ProcessInfo.processInfo.environment["TRELLIS_SEED"] ?? "") ?? 0xB01C

    /// Every many-path edit (`removeItems(at:)`, `removeItems(_:)`, `insertItems(_:at:)` with paths,
    /// `removeSections`, an add that evicts under `keepLast`, a wholesale set under each policy), mixed with the single
    /// edits that keep or drop the place index, against the naive reference over random inputs (duplicates,
    /// repeated and out-of-range paths): the same content, every kept item the same wrap (same revision), the same
    /// update, the same error, the same duplicate reports with the same places, and the bookkeeping holds.
    @Test func bulkEditsMatchTheNaiveReference() {
        let first = Self.bulkSeed, runs = Self.bulkRuns
        print(
            "bulk edits against the naive reference: seeds \(first)..<\(first + runs) (TRELLIS_SEED, TRELLIS_PROPERTY_CASES)"
        )
        let reports = Locked<[DuplicateIdentity]>([])
        let unexpected = Locked<[Anomaly]>([])
        AnomalyReporter.collecting(
            into: AnomalyHandler { anomaly in
                if case .duplicateIdentity(let duplicate) = anomaly, isBulkAnomaly(anomaly) {
                    reports.withLock { $0.append(duplicate) }
                } else {
                    unexpected.withLock { $0.append(anomaly) }
                }
            }
        ) {
            for seed in first..<(first + runs) {
                if let failure = Self.runBulkCase(seed: seed, reports: reports) {
                    Issue.record("seed \(seed) (TRELLIS_SEED=\(seed) TRELLIS_PROPERTY_CASES=1): \(failure)")
                    return
                }
            }
        }
        #expect(unexpected.withLock { $0 }.isEmpty)
    }

    /// Ten random edits of a random storage from `seed`; the first disagreement with the reference, or `nil`.
    static func runBulkCase(seed: UInt64, reports: Locked<[DuplicateIdentity]>) -> String? {
        var draws = BulkDraws(seed: seed)
        let storage = MemoryStorage()
        storage._debugLabel = "bulk seed \(seed)"
        let policy = DuplicatePolicy.allCases[Int(seed % 3)]
        storage.duplicatePolicy = policy
        // Sections with identifiers and headers (they must travel with their items), up to 40 items each (past the
        // number of paths applied one at a time).
        let sections = (0..<draws.int(0...5)).map { k in
            StorageSection(id: "s\(k)", header: "h\(k)", items: draws.models(40))
        }
        try? storage.setSections(sections)
        reports.withLock { $0.removeAll() }
        let view = StorageReplayer(storage)
        for step in 0..<10 {
            let before = BulkContent(storage)
            var revisions: [Int: UInt64] = [:]
            for item in storage.sections.flatMap(\.items) {
                revisions[item.model(as: BulkModel.self)?.value ?? -1] = item.revision
            }
            let (name, edit, expected) = bulkEdit(&draws, storage, before)
            var thrown: StorageError?
            do { try edit() } catch { thrown = error }
            let batches = view.takeBatches()
            let reported = reports.withLock { all in
                defer { all.removeAll() }
                return all
            }
            let at = "step \(step), \(policy), \(name)"
            let after = BulkContent(storage)
            if let refusal = expected.refusal {
                guard let thrown else { return "\(at): went through, expected \(refusal.kind)" }
                guard thrown.kind == refusal.kind, refusal.message == nil || thrown.message == refusal.message else {
                    return "\(at): threw \(thrown), expected \(refusal.kind): \(refusal.message ?? "")"
                }
                guard after == before, batches.isEmpty, reported.isEmpty else {
                    return "\(at): refused but changed the content or sent \(batches) or reported \(reported)"
                }
                continue
            }
            if let thrown { return "\(at): refused with \(thrown)" }
            guard after == expected.content else { return "\(at): holds \(after), expected \(expected.content)" }
            for item in storage.sections.flatMap(\.items) {
                guard let value = item.model(as: BulkModel.self)?.value, let revision = revisions[value] else {
                    continue
                }
                if item.revision != revision { return "\(at): item \(value) got a new revision" }
            }
            if let expectedBatches = expected.batches, batches != expectedBatches {
                return "\(at): sent \(batches), expected \(expectedBatches)"
            }
            if let mismatch = view.mismatch { return "\(at): \(mismatch)" }
            let violations = storage._invariantViolations() + [storage._placeIndexViolation()].compactMap { $0 }
            if !violations.isEmpty { return "\(at): \(violations)" }
            if let failure = checkReports(reported, expected) { return "\(at): \(failure)" }
        }
        return nil
    }

    /// Whether `reported` names each expected id once, with every place it has in the expected content.
    private static func checkReports(_ reported: [DuplicateIdentity], _ expected: BulkExpected) -> String? {
        guard let content = expected.reportsIn else {
            return reported.isEmpty ? nil : "reported \(reported), expected nothing"
        }
        let ids = reported.map { bulkIDs[$0.identity] ?? -1 }
        guard ids.count == Set(ids).count, Set(ids) == expected.reportedIDs else {
            return "reported \(ids), expected \(expected.reportedIDs.sorted())"
        }
        for (id, report) in zip(ids, reported) where report.paths != content.paths(of: id) {
            return "reported \(report.identity) at \(report.paths), it is at \(content.paths(of: id))"
        }
        return nil
    }

    /// The ids among `models` that `content` holds more than once.
    static func repeatedIDs(_ models: [BulkModel], in content: BulkContent) -> Set<Int> {
        Set(models.map(\.id).filter { content.count(of: $0) > 1 })
    }

    /// One random edit: its name, the edit, and what the reference says it does.
    private static func bulkEdit(
        _ draws: inout BulkDraws, _ storage: MemoryStorage, _ before: BulkContent
    ) -> (String, () throws(StorageError) -> Void, BulkExpected) {
        let policy = storage.duplicatePolicy
        var after = before
        switch draws.int(0...7) {
        case 0, 1:
            var paths: [ItemPath] = []
            for _ in 0..<draws.int(0...30) { if let path = draws.path(in: before) { paths.append(path) } }
            if draws.chance(20), let path = paths.first { paths = draws.inserting(path, into: paths) }
            if draws.chance(15) { paths = draws.inserting(draws.badPath(in: before), into: paths) }
            let edit: () throws(StorageError) -> Void = { () throws(StorageError) in try storage.removeItems(at: paths)
            }
            if let bad = paths.first(where: { !before.isValid($0) }) {
                var error: StorageError?
                do { try storage.removeItem(at: bad) } catch let thrown { error = thrown }
                return (
                    "removeItems(at: \(paths))", edit, .refused(error?.kind ?? .invalidArgument, error?.message, before)
                )
            }
            let sorted = Array(Set(paths)).sorted()
            after.remove(sorted)
            let batches = sorted.isEmpty ? [] : [[BatchUpdate(deletedItems: sorted)]]
            return ("removeItems(at: \(paths))", edit, BulkExpected(content: after, batches: batches))
        case 2:
            var models: [BulkModel] = []
            for _ in 0..<draws.int(0...24) {
                if let path = draws.path(in: before) { models.append(before.sections[path.section].items[path.item]) }
            }
            if draws.chance(10) { models.insert(draws.model(id: 99), at: draws.int(0...models.count)) }
            if draws.chance(10), let path = draws.path(in: before) {
                let id = before.sections[path.section].items[path.item].id
                let listed = models.count { $0.id == id }
                // One more than the storage holds.
                for _ in 0..<max(1, before.count(of: id) + 1 - listed) { models.append(draws.model(id: id)) }
            }
            let edit: () throws(StorageError) -> Void = { () throws(StorageError) in try storage.removeItems(models) }
            var wanted: [Int: Int] = [:]
            for model in models { wanted[model.id, default: 0] += 1 }
            if wanted.contains(where: { before.count(of: $0.key) < $0.value }) {
                return ("removeItems(\(models))", edit, .refused(.itemNotFound, nil, before))
            }
            var paths: [ItemPath] = []
            for (s, section) in before.sections.enumerated() {
                for (i, model) in section.items.enumerated() where (wanted[model.id] ?? 0) > 0 {
                    wanted[model.id]? -= 1
                    paths.append(ItemPath(item: i, section: s))
                }
            }
            after.remove(paths)
            let batches = paths.isEmpty ? [] : [[BatchUpdate(deletedItems: paths)]]
            return ("removeItems(\(models))", edit, BulkExpected(content: after, batches: batches))
        case 3:
            return insertItemsAtPaths(&draws, storage, before)
        case 4:
            var indexes = (0..<draws.int(0...12)).map { _ in draws.int(0...max(0, before.sections.count - 1)) }
            let indexSet = draws.chance(30)
            if draws.chance(15) {
                let bad = indexSet ? before.sections.count : [-1, before.sections.count, Int.max][draws.int(0...2)]
                indexes.insert(bad, at: draws.int(0...indexes.count))
            }
            let given = indexSet ? Array(IndexSet(indexes)) : indexes
            let name = indexSet ? "removeSections(IndexSet(\(given)))" : "removeSections(\(indexes))"
            let edit: () throws(StorageError) -> Void = { () throws(StorageError) in
                if indexSet { try storage.removeSections(IndexSet(given)) } else { try storage.removeSections(indexes) }
            }
            if let bad = given.first(where: { !before.sections.indices.contains($0) }) {
                var error: StorageError?
                do { try storage.removeSection(at: bad) } catch let thrown { error = thrown }
                return (name, edit, .refused(error?.kind ?? .invalidArgument, error?.message, before))
            }
            let sorted = Array(Set(given)).sorted()
            for index in sorted.reversed() { after.sections.remove(at: index) }
            let batches = sorted.isEmpty ? [] : [[BatchUpdate(deletedSections: sorted)]]
            return (name, edit, BulkExpected(content: after, batches: batches))
        case 5:
            return addItems(&draws, storage, before)
        case 6:
            let supplied = (0..<draws.int(0...5)).map { _ in draws.models(30) }
            let edit: () throws(StorageError) -> Void = { storage.setItems(supplied) }
            after.sections = supplied.enumerated().map { index, models in
                BulkContent.Section(
                    tag: index < before.sections.count ? before.sections[index].tag : "-|-", items: models)
            }
            let suppliedContent = after
            let repeated = repeatedIDs(after.all, in: after)
            switch policy {
            case .disambiguateByOccurrence: break
            case .keepFirst: after.keepOnly(repeated) { $1.first }
            case .keepLast: after.keepOnly(repeated) { $1.last }
            }
            let name = "setItems(\(supplied.map { $0.map(\.description) }))"
            return (name, edit, BulkExpected(content: after, reportsIn: suppliedContent, reportedIDs: repeated))
        default:
            return singleEdit(&draws, storage, before)
        }
    }
}
