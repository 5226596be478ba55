import Foundation

import Testing
@testable import Trellis

/// Models used only by the anomaly tests, so that anomalies from tests running in parallel can be told apart.
private struct Probe: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    var content = 0
    var description: String { content == 0 ? "P\(id)" : "P\(id)'\(content)" }
}

/// The anomalies reported while `body` runs (by this test's task only: tests running in parallel report elsewhere).
@MainActor
private func capturingAnomalies(_ body: () throws -> Void) rethrows -> [Anomaly] {
    let log = Locked<[Anomaly]>([])
    try AnomalyReporter.collecting(
        into: AnomalyHandler { anomaly in
            if isProbeAnomaly(anomaly) { log.withLock { $0.append(anomaly) } }
        }
    ) {
        try body()
    }
    return log.withLock { $0 }
}

private func isProbeAnomaly(_ anomaly: Anomaly) -> Bool {
    switch anomaly {
    case .duplicateIdentity(let duplicate): return duplicate.identity.hasPrefix("Probe")
    case .invalidStorageEdit(let error): return error.message.contains("Probe")
    case .editDuringUpdate: return true
    default: return false
    }
}

private func duplicate(_ id: Int, _ paths: [ItemPath], policy: DuplicatePolicy = .disambiguateByOccurrence) -> Anomaly {
    .duplicateIdentity(DuplicateIdentity(identity: "Probe(id: \(id))", side: .after, paths: paths, policy: policy))
}

/// Every test that installs an anomaly handler lives here, one at a time.
@MainActor
@Suite("MemoryStorage anomalies", .serialized)
struct MemoryStorageAnomalyTests {
    // MARK: Re-entrancy

    @Test func editDuringUpdateIsDeferredToItsOwnUpdate() throws {
        let storage = MemoryStorage(items: [Probe(id: 1)])
        let first = StorageReplayer(storage)
        var order: [String] = []
        var reentered = false
        let editing = storage.observe { update in
            order.append("editor got \(update.stages.count) stage(s), \(storage.numberOfItems(inSection: 0)) items")
            if !reentered {
                reentered = true
                try? storage.addItem(Probe(id: 3))
                order.append("editor after edit: \(storage.numberOfItems(inSection: 0)) items")
            }
        }
        let last = StorageReplayer(storage)
        let anomalies = try capturingAnomalies {
            try storage.addItem(Probe(id: 2))
        }
        #expect(anomalies == [.editDuringUpdate(operation: "addItem(_:toSection:)")])
        #expect(
            order == [
                "editor got 1 stage(s), 2 items", "editor after edit: 2 items", "editor got 1 stage(s), 3 items",
            ])
        #expect(
            first.takeBatches() == [
                [BatchUpdate(insertedItems: [path(0, 1)])], [BatchUpdate(insertedItems: [path(0, 2)])],
            ])
        #expect(last.takeBatches().count == 2, "the later observer got the first update before the deferred one")
        first.verify()
        last.verify()
        #expect(storageTexts(storage) == [["P1", "P2", "P3"]])
        _ = editing
    }

    @Test func batchDuringUpdateIsDeferredAsOneUpdate() throws {
        let storage = MemoryStorage(items: [Probe(id: 1), Probe(id: 2)])
        let view = StorageReplayer(storage)
        var reentered = false
        let editing = storage.observe { _ in
            guard !reentered else { return }
            reentered = true
            try? storage.performUpdates { () throws(StorageError) in
                try storage.removeItem(Probe(id: 1))
                try storage.addItem(Probe(id: 4))
                try storage.removeItem(Probe(id: 99))  // fails when applied: reported
            }
        }
        let anomalies = try capturingAnomalies {
            try storage.addItem(Probe(id: 3))
        }
        #expect(anomalies.count == 2)
        #expect(anomalies.first == .editDuringUpdate(operation: "performUpdates(_:)"))
        #expect(
            anomalies.last.map {
                if case .invalidStorageEdit(let error) = $0 { error.kind == .itemNotFound } else { false }
            } == true)
        #expect(view.takeBatches().count == 2)
        #expect(storageTexts(storage) == [["P2", "P3", "P4"]])
        view.verify()
        _ = editing
    }

    @Test func chainedEditsDuringUpdatesAreAppliedInOrder() throws {
        let storage = MemoryStorage()
        let view = StorageReplayer(storage)
        var remaining = 5
        let editing = storage.observe { _ in
            guard remaining > 0 else { return }
            remaining -= 1
            try? storage.addItem(Probe(id: 100 + remaining))
        }
        let anomalies = try capturingAnomalies { try storage.addItem(Probe(id: 0)) }
        #expect(anomalies.count == 5)
        #expect(view.takeBatches().count == 6)
        #expect(storage.totalNumberOfItems == 6)
        view.verify()
        _ = editing
    }

    // MARK: Duplicates

    @Test func disambiguateKeepsBothAndReportsEveryOccurrence() throws {
        let storage = MemoryStorage()
        storage.setItems([[Probe(id: 1), Probe(id: 2)], [Probe(id: 3)]])
        let view = StorageReplayer(storage)
        let anomalies = try capturingAnomalies {
            try storage.addItem(Probe(id: 1, content: 1), toSection: 1)
            try storage.insertItem(Probe(id: 1, content: 2), at: path(0, 0))
        }
        #expect(
            anomalies == [
                duplicate(1, [path(0, 0), path(1, 1)]),
                duplicate(1, [path(0, 0), path(0, 1), path(1, 1)]),
            ])
        #expect(storage.totalNumberOfItems == 5)
        #expect(
            view.takeBatches() == [
                [BatchUpdate(insertedItems: [path(1, 1)])], [BatchUpdate(insertedItems: [path(0, 0)])],
            ])
        // Removing by identity removes the first occurrence; moves keep working.
        try storage.removeItem(Probe(id: 1))
        try storage.moveItem(at: path(1, 1), to: path(0, 0))
        let more = try capturingAnomalies {
            try storage.performUpdates { () throws(StorageError) in
                try storage.moveItem(at: path(0, 0), to: path(1, 0))
                try storage.addItem(Probe(id: 2, content: 5))
            }
        }
        #expect(more == [duplicate(2, [path(0, 1), path(0, 2)])])
        view.verify()
        #expect(storage._invariantViolations().isEmpty)
    }

    @Test func keepFirstRefusesItemEdits() throws {
        let storage = MemoryStorage(items: [Probe(id: 1), Probe(id: 2)])
        storage.duplicatePolicy = .keepFirst
        let view = StorageReplayer(storage)
        let anomalies = capturingAnomalies {
            let added = #expect(throws: StorageError.self) { try storage.addItem(Probe(id: 1, content: 1)) }
            #expect(added?.kind == .duplicateItem)
            #expect(added?.message.contains("at [0, 0]") == true)
            let twice = #expect(throws: StorageError.self) { try storage.addItems([Probe(id: 3), Probe(id: 3)]) }
            #expect(twice?.kind == .duplicateItem)
            #expect(throws: StorageError.self) { try storage.insertItem(Probe(id: 2), at: path(0, 0)) }
            #expect(throws: StorageError.self) { try storage.replaceItem(Probe(id: 1), with: Probe(id: 2)) }
            #expect(throws: StorageError.self) {
                try storage.insertSection(StorageSection(items: [Probe(id: 1)]), at: 0)
            }
            #expect(throws: StorageError.self) { try storage.insertItems([Probe(id: 2)], at: [path(0, 0)]) }
        }
        #expect(anomalies.isEmpty)
        #expect(storageTexts(storage) == [["P1", "P2"]])
        #expect(view.takeBatches().isEmpty)
        // Replacing an item with a new value of the same identity is not a duplicate.
        try storage.replaceItem(Probe(id: 1), with: Probe(id: 1, content: 9))
        #expect(view.takeBatches() == [[BatchUpdate(reloadedItems: [path(0, 0)])]])
        view.verify()
    }

    @Test func keepLastReplacesTheHeldItem() throws {
        let storage = MemoryStorage()
        storage.setItems([[Probe(id: 1), Probe(id: 2), Probe(id: 3)], [Probe(id: 4)]])
        storage.duplicatePolicy = .keepLast
        let view = StorageReplayer(storage)
        let anomalies = try capturingAnomalies {
            try storage.addItem(Probe(id: 1, content: 1), toSection: 1)
            #expect(view.takeBatches() == [[BatchUpdate(deletedItems: [path(0, 0)], insertedItems: [path(1, 1)])]])
            try storage.insertItem(Probe(id: 4, content: 1), at: path(0, 2))
            #expect(view.takeBatches() == [[BatchUpdate(deletedItems: [path(1, 0)], insertedItems: [path(0, 2)])]])
            try storage.addItems([Probe(id: 5), Probe(id: 5, content: 1), Probe(id: 2, content: 1)], toSection: 0)
            try storage.replaceItem(Probe(id: 3), with: Probe(id: 1, content: 2))
            try storage.insertItems(
                [Probe(id: 6), Probe(id: 6, content: 1), Probe(id: 5, content: 2)],
                at: [path(0, 0), path(1, 0), path(1, 1)])
            try storage.insertSection(StorageSection(items: [Probe(id: 4, content: 2), Probe(id: 7)]), at: 1)
        }
        #expect(anomalies.isEmpty, "keepLast item edits are 'add or replace': nothing to report")
        let all = storage.sections.flatMap(\.items).compactMap { $0.model(as: Probe.self) }
        #expect(Set(all.map(\.id)).count == all.count, "no identity held twice")
        #expect(all.sorted { $0.id < $1.id }.map(\.description) == ["P1'2", "P2'1", "P4'2", "P5'2", "P6'1", "P7"])
        view.verify()
        #expect(storage._invariantViolations().isEmpty)
    }

    @Test(arguments: DuplicatePolicy.allCases)
    func wholesaleSetsApplyThePolicyAndReportOnce(policy: DuplicatePolicy) throws {
        let storage = MemoryStorage(items: [Probe(id: 9)])
        storage.duplicatePolicy = policy
        let view = StorageReplayer(storage)
        let anomalies = capturingAnomalies {
            storage.setItems([
                [Probe(id: 1), Probe(id: 2, content: 1), Probe(id: 1, content: 1)],
                [],
                [Probe(id: 2, content: 2), Probe(id: 1, content: 2), Probe(id: 3)],
            ])
        }
        #expect(
            anomalies == [
                duplicate(1, [path(0, 0), path(0, 2), path(2, 1)], policy: policy),
                duplicate(2, [path(0, 1), path(2, 0)], policy: policy),
            ])
        switch policy {
        case .disambiguateByOccurrence:
            #expect(storageTexts(storage) == [["P1", "P2'1", "P1'1"], [], ["P2'2", "P1'2", "P3"]])
        case .keepFirst:
            #expect(storageTexts(storage) == [["P1", "P2'1"], [], ["P3"]])
        case .keepLast:
            #expect(storageTexts(storage) == [[], [], ["P2'2", "P1'2", "P3"]])
        }
        #expect(view.takeBatches().count == 1)
        view.verify()

        // setSections and setItems(forSection:) too; duplicates with untouched sections count.
        let more = try capturingAnomalies {
            try storage.setItems([Probe(id: 3, content: 7)], forSection: 1)
        }
        #expect(more.count == 1)
        let last = try capturingAnomalies {
            try storage.setSections([StorageSection(id: "s", items: [Probe(id: 8), Probe(id: 8)])])
        }
        #expect(last == [duplicate(8, [path(0, 0), path(0, 1)], policy: policy)])
        #expect(storage.totalNumberOfItems == (policy == .disambiguateByOccurrence ? 2 : 1))
        view.verify()
        #expect(storage._invariantViolations().isEmpty)
    }
}
