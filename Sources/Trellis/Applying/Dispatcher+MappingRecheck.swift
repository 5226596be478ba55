// Rows that kept their cells through a batch, but whose mapping depends on where they are.
//
// A view keeps a row's cell when the row moves (UIKit moves the cell; so do the terminal and headless tables), and
// when its section moves or shifts. A mapping with a condition on the position (`when: .section(0)`, or a predicate
// on the path) may choose another view at the row's new path: the cell shown would be the old mapping's, silently.
// After each stage, the stage applier calls `reloadRowsWhoseMappingMoved`, which re-resolves the rows whose path
// changed and reloads, in one more batch of reloads (final coordinates, the diff's own rule for reloads), those
// whose mapping is now another: the view dequeues them again, from their new mapping.
//
// Cost: nothing when no cell mapping has a positional condition (the registry keeps that summary). Otherwise the
// rows looked at are the moved ones and those of sections whose index changed (with a predicate condition, also the
// rows of sections whose items changed), one mapping lookup at each end; a windowed snapshot's rows that it does not
// hold are skipped (a host has no cell for them).

extension Dispatcher {
    /// Reloads, after `stage` (applied to `view`, which showed `before`), the rows whose path the stage changed and
    /// whose cell mapping is another at their new path. See the comment above.
    func reloadRowsWhoseMappingMoved(
        after stage: ContentUpdate.Stage, before: [Int], of update: ContentUpdate, to view: some UpdatableView
    ) {
        let conditions = registry.positionalCellConditions
        guard conditions.exist else { return }
        let batch = stage.update
        let after = stage.data.counts
        let sections = Self.sectionDestinations(of: batch, before: before.count, after: after.count)
        var candidates = batch.movedItems.map(\.source)
        var changedItemsIn = Set<Int>()
        if conditions.hasPredicates {
            changedItemsIn.formUnion(batch.deletedItems.map(\.section))
            changedItemsIn.formUnion(batch.movedItems.map(\.source.section))
            for path in batch.insertedItems + batch.movedItems.map(\.target) {
                if let old = sections.firstIndex(of: path.section) { changedItemsIn.insert(old) }
            }
        }
        for (old, new) in sections.enumerated() where new >= 0 && before.indices.contains(old) {
            let shifted =
                old != new
                && (conditions.hasPredicates || conditions.sections.contains(old)
                    || conditions.sections.contains(new))
            guard shifted || changedItemsIn.contains(old) else { continue }
            candidates.append(contentsOf: (0..<before[old]).map { ItemPath(item: $0, section: old) })
        }
        guard !candidates.isEmpty else { return }
        var reloads: [ItemPath] = []
        for (old, new) in batch.destinations(of: candidates, before: before, after: after) where old != new {
            guard let model = stage.data.item(at: new),
                dispatchingContent?.viewMapping(for: model, kind: .cell, at: new) == nil
            else { continue }
            let shown = registryModel(for: model)
            if registry.resolve(shown, at: old, kind: .cell) !== registry.resolve(shown, at: new, kind: .cell) {
                reloads.append(new)
            }
        }
        guard !reloads.isEmpty else { return }
        view.performBatch(
            ContentUpdate.Stage(data: stage.data, update: BatchUpdate(reloadedItems: reloads.sorted())), of: update)
    }

    /// Where each section before `batch` is after it (`-1`: deleted), as UIKit places them: inserted and moved
    /// sections take their places first, the others keep their order in the places left.
    static func sectionDestinations(of batch: BatchUpdate, before: Int, after: Int) -> [Int] {
        var destination = Array(repeating: -1, count: before)
        var taken = Array(repeating: false, count: after)
        for section in batch.insertedSections where taken.indices.contains(section) { taken[section] = true }
        for move in batch.movedSections
        where taken.indices.contains(move.target) && destination.indices.contains(move.source) {
            taken[move.target] = true
            destination[move.source] = move.target
        }
        let deleted = Set(batch.deletedSections)
        var free = 0
        for section in 0..<before where !deleted.contains(section) && destination[section] < 0 {
            while free < after && taken[free] { free += 1 }
            guard free < after else { break }
            taken[free] = true
            destination[section] = free
        }
        return destination
    }
}
