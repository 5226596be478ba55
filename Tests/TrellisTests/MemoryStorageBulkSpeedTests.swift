import Foundation
import Testing
@testable import Trellis
import _TrellisTestSupport

// The other edits of the kinds of `SpeedKindsAttackTests.bulkRemovalIsQuadratic` (FINDING 7: a many-path edit shifted
// the section once per path) and `duplicateReportsAreQuadratic` (FINDING 6: each duplicate report scanned the whole
// storage). Each times the same edit at two sizes, 4x apart: a linear edit takes about 4x, a quadratic one 16x.

/// Seconds of one run of `body` after `setUp`, the fastest of 3.
@MainActor
private func bulkSeconds(_ setUp: () -> Void, _ body: () -> Void) -> Double {
    fastestSeconds(runs: 3, setUp: setUp, body)
}

private func bulkModels(_ range: Range<Int>) -> [SpeedModel] { range.map { SpeedModel(id: $0, value: $0) } }

@MainActor
@Suite("MemoryStorage bulk edits: linear in the content")
struct MemoryStorageBulkSpeedTests {
    @Test("removeItems(_:) of every other model: 4x the rows cost less than 10x the time")
    func removeModelsIsLinear() {
        func time(_ n: Int) -> Double {
            var storage = MemoryStorage()
            let models = bulkModels(0..<n)
            let removed = models.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
            let seconds = bulkSeconds({ storage = MemoryStorage(items: models) }) { try? storage.removeItems(removed) }
            #expect(storage.totalNumberOfItems == n / 2)
            return seconds
        }
        let small = time(24_000), large = time(96_000)
        print("SPEED removeItems(_:) of every other model: 24,000 \(small) s, 96,000 \(large) s")
        #expect(large / small < linearAt4xBound)
    }

    @Test("insertItems(_:at:) with a path for every other row: 4x the rows cost less than 10x the time")
    func insertAtPathsIsLinear() {
        func time(_ n: Int) -> Double {
            var storage = MemoryStorage()
            let models = bulkModels(0..<(n / 2))
            let new = bulkModels(n..<(n + n / 2))
            let paths = (0..<(n / 2)).map { ItemPath(item: 2 * $0 + 1, section: 0) }
            let seconds = bulkSeconds({ storage = MemoryStorage(items: models) }) {
                try? storage.insertItems(new, at: paths)
            }
            #expect(storage.totalNumberOfItems == n)
            #expect(storage.item(at: ItemPath(item: 3, section: 0), as: SpeedModel.self)?.id == n + 1)
            return seconds
        }
        let small = time(24_000), large = time(96_000)
        print("SPEED insertItems(_:at:) every other row: 24,000 \(small) s, 96,000 \(large) s")
        #expect(large / small < linearAt4xBound)
    }

    @Test("removeSections of every other section: 4x the sections cost less than 10x the time")
    func removeSectionsIsLinear() throws {
        func time(_ n: Int) throws -> Double {
            var storage = MemoryStorage()
            let sections = (0..<n).map { StorageSection(id: $0, items: [$0]) }
            let removed = IndexSet((0..<n).filter { $0.isMultiple(of: 2) })
            let seconds = bulkSeconds({ storage = (try? MemoryStorage(sections: sections)) ?? MemoryStorage() }) {
                try? storage.removeSections(removed)
            }
            #expect(storage.numberOfSections == n / 2)
            #expect(storage.section(at: 1)?.id == ItemIdentity(value: 3))
            return seconds
        }
        let small = try time(16_000), large = try time(64_000)
        print("SPEED removeSections of every other section: 16,000 \(small) s, 64,000 \(large) s")
        #expect(large / small < linearAt4xBound)
    }

    @Test("keepLast: adding again half the models (they leave their old places): 4x the rows cost less than 10x")
    func keepLastEvictionIsLinear() {
        func time(_ n: Int) -> Double {
            var storage = MemoryStorage()
            let models = bulkModels(0..<n)
            let again = models.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
            let seconds = bulkSeconds({
                storage = MemoryStorage(items: models)
                storage.duplicatePolicy = .keepLast
            }) { try? storage.addItems(again) }
            #expect(storage.totalNumberOfItems == n)
            return seconds
        }
        let small = time(24_000), large = time(96_000)
        print("SPEED keepLast re-add of half the models: 24,000 \(small) s, 96,000 \(large) s")
        #expect(large / small < linearAt4xBound)
    }

    /// FINDING 6's kind through the other edits that keep the place index: a duplicate put in place of another item,
    /// inserted at the end of its section, or added in a section of its own.
    @Test("duplicates replaced in, inserted at the end, added as sections: 4x the items cost less than 10x")
    func duplicateReportsOfOtherEditsAreLinear() {
        func time(_ n: Int, _ edit: (MemoryStorage, Int) -> Void) -> Double {
            let storage = MemoryStorage(items: bulkModels(0..<(2 * n)))
            let reports = SpeedTally()
            let seconds = fastestSeconds(runs: 1) {
                AnomalyReporter.collecting(into: AnomalyHandler { _ in reports.add() }) {
                    for i in 0..<n { edit(storage, i) }
                }
            }
            #expect(reports.count == n)
            return seconds
        }
        let edits: [(String, (MemoryStorage, Int) -> Void)] = [
            (
                "replaceItem(at:with:)",
                { storage, i in
                    try? storage.replaceItem(
                        at: ItemPath(item: 2 * i + 1, section: 0), with: SpeedModel(id: 2 * i, value: -1))
                }
            ),
            (
                "insertItem(_:at:) at the end",
                { storage, i in
                    let end = ItemPath(item: storage.numberOfItems(inSection: 0), section: 0)
                    try? storage.insertItem(SpeedModel(id: i, value: -1), at: end)
                }
            ),
            (
                "addSection(_:)",
                { storage, i in try? storage.addSection(StorageSection(items: [SpeedModel(id: i, value: -1)])) }
            ),
        ]
        for (name, edit) in edits {
            let small = time(250, edit), large = time(1_000, edit)
            print("SPEED duplicates by \(name): 250 \(small) s, 1,000 \(large) s, ratio \(large / small)")
            #expect(large / small < linearAt4xBound, "\(name)")
        }
    }
}
