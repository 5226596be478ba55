// From the matching to the stages: which items move, which reload, and the batches in the order laid out in the
// header of `StagedChangeset+Diff.swift`, each with the data to show after it.

/// The classified changes of the items, and the stages built from them.
@usableFromInline
struct _ItemPlan {
    @usableFromInline let items: _ItemMatching
    @usableFromInline let sections: _SectionPlan
    @usableFromInline let oldOffsets: [Int]
    @usableFromInline let newOffsets: [Int]
    /// For each new item, whether it is moved (only meaningful for matched items).
    @usableFromInline var moved: [Bool]

    @inlinable
    init(items: _ItemMatching, sections: _SectionPlan, oldOffsets: [Int], newOffsets: [Int]) {
        self.items = items
        self.sections = sections
        self.oldOffsets = oldOffsets
        self.newOffsets = newOffsets
        moved = Array(repeating: false, count: items.oldOfNew.count)
        // Per surviving new section: items from another section move; items from the same old section move
        // unless they belong to the longest run that keeps its order.
        var stayers: [Int] = []
        var stayerPositions: [Int] = []
        for t in 0..<(newOffsets.count - 1) {
            let s = sections.oldOfNew[t]
            guard s >= 0 else { continue }
            stayers.removeAll(keepingCapacity: true)
            stayerPositions.removeAll(keepingCapacity: true)
            let oldStart = oldOffsets[s], oldEnd = oldOffsets[s + 1]
            for g in newOffsets[t]..<newOffsets[t + 1] {
                let old = items.oldOfNew[g]
                guard old >= 0 else { continue }
                if old >= oldStart && old < oldEnd {
                    stayers.append(old)
                    stayerPositions.append(g)
                } else {
                    moved[g] = true
                }
            }
            // Fast path: the common case where the stayers already keep their order.
            var increasing = true
            var k = 1
            while k < stayers.count {
                if stayers[k - 1] > stayers[k] { increasing = false; break }
                k += 1
            }
            if increasing { continue }
            let stays = _longestIncreasingRun(stayers)
            for k in stayers.indices where !stays[k] { moved[stayerPositions[k]] = true }
        }
    }

    @inlinable
    func newPath(_ global: Int) -> ItemPath {
        let s = _section(of: global, offsets: newOffsets)
        return ItemPath(item: global - newOffsets[s], section: s)
    }

    /// Final paths of matched items for which `changed(old, new)` (global indexes) holds, outside the new
    /// sections in `skipping` and the prefixes known to be unchanged (`unchangedPrefixes`, by old section).
    @inlinable
    func reloadedItems(
        skipping: [Int] = [], unchangedPrefixes: [Int], _ changed: (Int, Int) -> Bool
    ) -> [ItemPath] {
        var result: [ItemPath] = []
        let skip = Set(skipping)
        for t in 0..<(newOffsets.count - 1) where sections.oldOfNew[t] >= 0 && !skip.contains(t) {
            let base = newOffsets[t]
            for g in (base + unchangedPrefixes[sections.oldOfNew[t]])..<newOffsets[t + 1] {
                let old = items.oldOfNew[g]
                if old >= 0 && changed(old, g) { result.append(ItemPath(item: g - base, section: t)) }
            }
        }
        return result
    }

    /// The moves of items that move, in final order; `source(old, oldSection)` says where a move starts, given the
    /// item's global old index and its old section (the stage before decides the coordinates).
    @inlinable
    func itemMoves(source: (Int, Int) -> ItemPath) -> [BatchUpdate.ItemMove] {
        var result: [BatchUpdate.ItemMove] = []
        for t in 0..<(newOffsets.count - 1) where sections.oldOfNew[t] >= 0 {
            let base = newOffsets[t]
            for g in base..<newOffsets[t + 1] where items.oldOfNew[g] >= 0 && moved[g] {
                let old = items.oldOfNew[g]
                result.append(
                    .init(
                        source: source(old, _section(of: old, offsets: oldOffsets)),
                        target: ItemPath(item: g - base, section: t)))
            }
        }
        return result
    }

    /// Stages for a single section: one structural batch, then one reload batch.
    @inlinable
    func flatStages<Element>(target: [Element], reloads: [ItemPath]) -> [Changeset<[Element]>] {
        var structural = BatchUpdate()
        for (old, new) in items.newOfOld.enumerated() where new < 0 {
            structural.deletedItems.append(ItemPath(item: old, section: 0))
        }
        for (new, old) in items.oldOfNew.enumerated() {
            if old < 0 {
                structural.insertedItems.append(ItemPath(item: new, section: 0))
            } else if moved[new] {
                structural.movedItems.append(
                    .init(
                        source: ItemPath(item: old, section: 0), target: ItemPath(item: new, section: 0)))
            }
        }
        var stages: [Changeset<[Element]>] = []
        if structural.hasStructuralChanges { stages.append(Changeset(data: target, update: structural)) }
        if !reloads.isEmpty { stages.append(Changeset(data: target, update: BatchUpdate(reloadedItems: reloads))) }
        return stages
    }

    /// Stages for sections, as laid out in the file comment.
    ///
    /// `unchanged[s]` says that old section `s` and its new section hold the same items (step 2): they are not in
    /// the flattened items, and every stage shows the target section's items for them.
    @inlinable
    func sectionedStages<Section: DiffableSection>(
        source: [Section], target: [Section], newItems: [Section.Item], unchanged: [Bool],
        reloadedSections: [Int], reloadedItems: [ItemPath]
    ) -> [Changeset<[Section]>] {
        let oldSectionCount = source.count, newSectionCount = target.count
        var deletions = BatchUpdate()
        for s in 0..<oldSectionCount where sections.newOfOld[s] < 0 { deletions.deletedSections.append(s) }
        for s in 0..<oldSectionCount where sections.newOfOld[s] >= 0 {
            let base = oldOffsets[s]
            for g in base..<oldOffsets[s + 1] where items.newOfOld[g] < 0 {
                deletions.deletedItems.append(ItemPath(item: g - base, section: s))
            }
        }
        var insertedSections: [Int] = []
        for t in 0..<newSectionCount where sections.oldOfNew[t] < 0 { insertedSections.append(t) }
        var insertedItems: [ItemPath] = []
        for t in 0..<newSectionCount where sections.oldOfNew[t] >= 0 {
            let base = newOffsets[t]
            for g in base..<newOffsets[t + 1] where items.oldOfNew[g] < 0 {
                insertedItems.append(ItemPath(item: g - base, section: t))
            }
        }
        var stages: [Changeset<[Section]>] = []
        let reloads = BatchUpdate(reloadedSections: reloadedSections, reloadedItems: reloadedItems)

        if !sections.hasMoves {
            // One structural batch: every path is either old (deletes, move sources) or new (inserts, targets).
            var batch = deletions
            batch.insertedSections = insertedSections
            batch.insertedItems = insertedItems
            batch.movedItems = itemMoves { old, s in ItemPath(item: old - oldOffsets[s], section: s) }
            if batch.hasStructuralChanges { stages.append(Changeset(data: target, update: batch)) }
            if !reloads.isEmpty { stages.append(Changeset(data: target, update: reloads)) }
            return stages
        }

        // Stage 1: deletions. Survivors keep their old order and take their new values.
        // `afterDeletion[g]` is each surviving old item's index inside its section once deletions are done.
        // An unchanged section shows its target section as it is (`nil` here).
        var afterDeletion = Array(repeating: -1, count: items.newOfOld.count)
        var stage1Items: [[Section.Item]?] = []
        var stage1Sections: [Int] = []  // old section of each section after stage 1
        for s in 0..<oldSectionCount where sections.newOfOld[s] >= 0 {
            stage1Sections.append(s)
            if unchanged[s] {
                stage1Items.append(nil)
                continue
            }
            var kept: [Section.Item] = []
            for g in oldOffsets[s]..<oldOffsets[s + 1] where items.newOfOld[g] >= 0 {
                afterDeletion[g] = kept.count
                kept.append(newItems[items.newOfOld[g]])
            }
            stage1Items.append(kept)
        }
        /// The target section `t` (old section `s`) holding what stage 1 left in it.
        func afterStage1(_ t: Int, _ kept: [Section.Item]?) -> Section {
            kept.map { target[t].replacingItems($0) } ?? target[t]
        }
        if !deletions.isEmpty {
            let data = zip(stage1Sections, stage1Items).map { s, kept in afterStage1(sections.newOfOld[s], kept) }
            stages.append(Changeset(data: data, update: deletions))
        }

        // Stage 2: sections inserted (whole, with their items) and moved; items stay in their old sections.
        var sectionBatch = BatchUpdate(insertedSections: insertedSections)
        var indexAfterStage1 = Array(repeating: -1, count: oldSectionCount)
        for (position, s) in stage1Sections.enumerated() { indexAfterStage1[s] = position }
        var stage2: [Section] = []
        stage2.reserveCapacity(newSectionCount)
        for t in 0..<newSectionCount {
            let s = sections.oldOfNew[t]
            if s < 0 {
                stage2.append(target[t])
            } else {
                stage2.append(afterStage1(t, stage1Items[indexAfterStage1[s]]))
                if sections.moves[s] {
                    sectionBatch.movedSections.append(.init(source: indexAfterStage1[s], target: t))
                }
            }
        }
        stages.append(Changeset(data: stage2, update: sectionBatch))

        // Stage 3: items inserted and moved, from their place after stage 2 to their final place.
        var itemBatch = BatchUpdate(insertedItems: insertedItems)
        itemBatch.movedItems = itemMoves { old, s in ItemPath(item: afterDeletion[old], section: sections.newOfOld[s]) }
        if itemBatch.hasStructuralChanges { stages.append(Changeset(data: target, update: itemBatch)) }
        if !reloads.isEmpty { stages.append(Changeset(data: target, update: reloads)) }
        return stages
    }
}
