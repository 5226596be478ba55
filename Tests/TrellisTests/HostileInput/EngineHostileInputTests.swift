import Testing
import Trellis
import _TrellisTestSupport

/// Values a caller can pass that once hung, crashed or silently lied: each gets a clear error or anomaly, and the
/// content stays true. (docs/HostileInput.md lists the catalogue.)
@MainActor
@Suite("Hostile input: the engine")
struct EngineHostileInputTests {
    func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    /// Runs `body` and returns the anomalies it reported.
    func anomalies(_ body: () throws -> Void) rethrows -> [Anomaly] {
        let collected = Locked<[Anomaly]>([])
        try AnomalyReporter.collecting(into: AnomalyHandler { anomaly in collected.withLock { $0.append(anomaly) } }) {
            try body()
        }
        return collected.withLock { $0 }
    }

    @Test(
        "A section far past the end is refused at once, never allocated up to",
        arguments: [Int.max, Int.max - 1, 1 << 40, 1 + MemoryStorage.maximumCreatedSections])
    func farSections(section: Int) throws {
        let storage = MemoryStorage(items: ["a"])
        #expect(throws: StorageError.self) { try storage.addItem("x", toSection: section) }
        #expect(throws: StorageError.self) { try storage.insertItem("x", at: path(0, section)) }
        #expect(throws: StorageError.self) { try storage.insertItems(["x"], at: [path(0, section)]) }
        #expect(throws: StorageError.self) { try storage.setItems(["x"], forSection: section) }
        #expect(throws: StorageError.self) { try storage.setSectionHeaderModel("h", forSection: section) }
        #expect(throws: StorageError.self) { try storage.setSectionFooterModel("f", forSection: section) }
        #expect(storage.numberOfSections == 1 && storage.totalNumberOfItems == 1, "nothing changed")
    }

    @Test("Creating the missing sections up to a near index still works, as DTModelStorage users expect")
    func nearSectionsAreCreated() throws {
        let storage = MemoryStorage()
        try storage.addItem("x", toSection: 3)
        #expect(storage.numberOfSections == 4)
        try storage.addItem("y", toSection: 3 + MemoryStorage.maximumCreatedSections)
        #expect(storage.numberOfSections == 4 + MemoryStorage.maximumCreatedSections)
    }

    @Test("Item indexes at the extremes throw and change nothing", arguments: [Int.max, Int.min, -1])
    func extremeItemIndexes(index: Int) throws {
        let storage = MemoryStorage(items: ["a", "b"])
        #expect(throws: StorageError.self) { try storage.insertItem("x", at: path(index)) }
        #expect(throws: StorageError.self) { try storage.removeItem(at: path(index)) }
        #expect(throws: StorageError.self) { try storage.moveItem(at: path(0), to: path(index)) }
        #expect(throws: StorageError.self) { try storage.moveItem(at: path(index), to: path(0)) }
        #expect(throws: StorageError.self) { try storage.replaceItem(at: path(index), with: "x") }
        #expect(throws: StorageError.self) { try storage.reloadItem(at: path(index)) }
        #expect(throws: StorageError.self) { try storage.removeSection(at: index) }
        #expect(storage.item(at: path(index)) == nil)
        #expect(storage.numberOfItems(inSection: index) == 0)
        #expect(storage.items(inSection: 0) as? [String] == ["a", "b"])
    }

    @Test("A nested batch whose body throws is undone even when the outer batch catches the error")
    func nestedThrowingBatchIsUndone() throws {
        struct Failure: Error {}
        let storage = MemoryStorage(items: ["a"])
        var updates: [ContentUpdate] = []
        let observation = storage.observe { updates.append($0) }
        try storage.performUpdates {
            try storage.addItem("b")
            do {
                try storage.performUpdates {
                    try storage.addItem("c")
                    try storage.removeItem("a")
                    throw Failure()
                }
            } catch {}
            try storage.addItem("d")
        }
        #expect(storage.items(inSection: 0) as? [String] == ["a", "b", "d"], "the nested batch's edits are gone")
        #expect(updates.count == 1)
        #expect(updates.first?.changeCount == 2)
        _ = observation
    }

    @Test("A cascading node made its own child, or two nodes each other's, is refused with an anomaly; nothing hangs")
    func cascadingCycles() {
        let root = CascadingRoot()
        let section = CascadingNode()
        let row = CascadingNode()
        let reported = anomalies {
            root.children = [section]
            section.children = [row]
            section.children.append(section)  // itself
            row.children = [section]  // its parent
            row.children = [root]  // its root
        }
        #expect(reported.count == 3)
        #expect(reported.allSatisfy { if case .cascadingCycle = $0 { true } else { false } })
        #expect(section.children.count == 1 && section.children[0] === row)
        #expect(row.children.isEmpty)
        #expect(section.root === root, "the tree is still a tree")
        #expect(root.numberOfSections == 1)
    }

    @Test("A cascading root given to another tree as a child is refused with an anomaly (its changes would go nowhere)")
    func nestedRoot() {
        let outer = CascadingRoot()
        let inner = CascadingRoot(children: [CascadingNode()])
        let holder = CascadingNode()
        let reported = anomalies {
            outer.children = [inner]
            outer.children = [holder]
            holder.children = [inner]
        }
        #expect(reported.count == 2)
        #expect(reported.allSatisfy { if case .cascadingRootAsChild = $0 { true } else { false } })
        #expect(reported.first?.message.contains("was given to CascadingRoot as a child") == true)
        #expect(outer.children.count == 1 && outer.children[0] === holder)
        #expect(holder.children.isEmpty)
        #expect(inner.parent == nil)
    }

    @Test("A cascading root with two sections of one identity, or a row repeated, reports the duplicates")
    func cascadingDuplicates() {
        final class Words: CascadingNode {
            let id: String, words: [String]
            init(_ id: String, _ words: [String]) { self.id = id; self.words = words; super.init() }
            override var sectionIdentity: ItemIdentity { ItemIdentity(value: id) }
            override var rows: [Any] { words }
        }
        var root: CascadingRoot?
        let reported = anomalies {
            root = CascadingRoot(children: [Words("a", ["x", "y"]), Words("a", ["z", "z"])])
        }
        #expect(
            reported.filter { if case .duplicateIdentity(let duplicate) = $0 { duplicate.isSection } else { false } }
                .count == 1)
        #expect(
            reported.filter { if case .duplicateIdentity(let duplicate) = $0 { !duplicate.isSection } else { false } }
                .count == 1)
        #expect(root?.numberOfItems(inSection: 1) == 2, "nothing is lost: both rows show")
    }

    /// A cell showing an `Int`.
    final class NumberCell: ModelTransfer, ConstructibleView {
        init() {}
        func update(with model: Int) {}
    }

    @Test(
        "Heights and sizes that are NaN, infinite or negative never reach a host: nil (the host's own), reported once",
        arguments: [Double.nan, .infinity, -.infinity, -12])
    func unusableLengths(value: Double) {
        let dispatcher = Dispatcher(content: MemoryStorage(items: [1, 2, 3]))
        dispatcher.registry.register(NumberCell.self) { mapping in
            mapping.heightForCell { _, _ in value }
                .estimatedHeightForCell { _, _ in value }
                .sizeForItem { _, _ in TrellisSize(width: 10, height: value) }
        }
        dispatcher.minimumLineSpacingForSection { _ in value.isFinite ? value : .nan }
        let reported = anomalies {
            for item in 0..<3 {
                #expect(dispatcher.heightForItem(at: path(item)) == nil)
                #expect(dispatcher.estimatedHeightForItem(at: path(item)) == nil)
                #expect(dispatcher.sizeForItem(at: path(item)) == nil)
            }
            let spacing = dispatcher.minimumLineSpacingForSection(at: 0)
            #expect(spacing == (value.isFinite ? value : nil), "a negative spacing is allowed; NaN is not")
        }
        let kinds = reported.compactMap { if case .invalidValue(let invalid) = $0 { invalid.what } else { nil } }
        #expect(Set(kinds).count == kinds.count, "each kind of value is reported once, not once per row")
        #expect(kinds.contains("row height") && kinds.contains("estimated row height"))
        #expect(reported.allSatisfy { !$0.message.isEmpty })
    }

    @Test(
        "Counts an app's content reports out of range reach no host: negative ones read 0, huge ones are cut, reported once",
        arguments: [(-5, 3), (2, -7), (Int.max, 1), (3, Int.max), (2, Int.min), (Int.min, Int.max)])
    func unusableCounts(sections: Int, items: Int) {
        let dispatcher = Dispatcher(content: ReportedCountsContent(sections: sections, items: items))
        let expectedSections = min(max(sections, 0), Dispatcher.maximumSectionCount)
        let expectedItems = min(max(items, 0), Dispatcher.maximumItemCount)
        let reported = anomalies {
            for _ in 0..<3 {
                #expect(dispatcher.numberOfSections == expectedSections)
                if expectedSections > 0 { #expect(dispatcher.numberOfItems(inSection: 0) == expectedItems) }
            }
        }
        let invalid = reported.compactMap { if case .invalidValue(let invalid) = $0 { invalid } else { nil } }
        let expectedKinds =
            (sections == expectedSections ? [] : ["section count"])
            + (expectedSections > 0 && items != expectedItems ? ["item count"] : [])
        #expect(invalid.map(\.what) == expectedKinds, "each kind once, however often the host asks")
        let cut = dispatcher.countsCutSinceReload
        #expect(cut.count == expectedKinds.count, "each cut once, for a host's status line: \(cut)")
        #expect(sections == expectedSections || cut.first == "\(sections) sections")
        dispatcher.reloadShownContent()
        #expect(dispatcher.countsCutSinceReload.isEmpty, "a reload starts the list again")
        for value in invalid {
            #expect(value.place.contains("ReportedCountsContent"), "the report names the content: \(value.place)")
            #expect(value.replacement == (value.what == "section count" ? "\(expectedSections)" : "\(expectedItems)"))
        }
        #expect(
            Int(exactly: Double(Dispatcher.maximumSectionCount) * Double(Dispatcher.maximumItemCount)) != nil,
            "the most rows a dispatcher passes on still sum to an Int")
    }
}
