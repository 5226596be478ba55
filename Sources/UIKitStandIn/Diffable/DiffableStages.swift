/// The batches that take a view from `source` to `target`, each with the snapshot to show while it is applied:
/// the stand-in's own identifier diff (UIKit's is private), in three batches UIKit accepts whatever the change:
///
/// 1. deletes: sections that are gone, and items that are gone or go to a new section;
/// 2. sections: new sections are inserted (with their items), the others moved into the target's order;
/// 3. items: new items are inserted, the others moved into the target's order, across sections too.
///
/// In steps 2 and 3 what keeps its relative order (the longest increasing run) stays; everything else moves.
/// Empty batches are left out.
func diffableStages<S: Hashable & Sendable, I: Hashable & Sendable>(
    from source: NSDiffableDataSourceSnapshot<S, I>, to target: NSDiffableDataSourceSnapshot<S, I>
) -> [(StandInBatch, NSDiffableDataSourceSnapshot<S, I>)] {
    typealias Snapshot = NSDiffableDataSourceSnapshot<S, I>
    var stages: [(StandInBatch, Snapshot)] = []
    let targetSections = Set(target.sections)
    var targetSectionOfItem: [I: S] = [:]
    for (section, items) in zip(target.sections, target.items) {
        for item in items { targetSectionOfItem[item] = section }
    }
    let sourceSections = Set(source.sections)

    // 1. Deletes.
    var deletes = StandInBatch()
    var afterDeletes = Snapshot()
    for (index, section) in source.sections.enumerated() {
        guard targetSections.contains(section) else {
            deletes.deletedSections.append(index)
            continue
        }
        afterDeletes.appendSections([section])
        var kept: [I] = []
        for (row, item) in source.items[index].enumerated() {
            if let goesTo = targetSectionOfItem[item], sourceSections.contains(goesTo) {
                kept.append(item)
            } else {
                deletes.deletedItems.append(IndexPath(indexes: [index, row]))
            }
        }
        afterDeletes.appendItems(kept, toSection: section)
    }
    if !deletes.isEmpty { stages.append((deletes, afterDeletes)) }

    // 2. Sections.
    var sections = StandInBatch()
    var afterSections = Snapshot()
    let oldIndexOfSection = Dictionary(
        afterDeletes.sections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let survivors = target.sections.filter { oldIndexOfSection[$0] != nil }
    let staying = Set(longestIncreasingRun(survivors.map { oldIndexOfSection[$0]! }).map { survivors[$0] })
    for (index, section) in target.sections.enumerated() {
        afterSections.appendSections([section])
        if let old = oldIndexOfSection[section] {
            if !staying.contains(section) { sections.movedSections.append(StandInBatch.Move(from: old, to: index)) }
            afterSections.appendItems(afterDeletes.items[old], toSection: section)
        } else {
            sections.insertedSections.append(index)
            afterSections.appendItems(target.items[index], toSection: section)
        }
    }
    if !sections.isEmpty { stages.append((sections, afterSections)) }

    // 3. Items.
    var items = StandInBatch()
    var placeOfItem: [I: IndexPath] = [:]
    for (index, sectionItems) in afterSections.items.enumerated() {
        for (row, item) in sectionItems.enumerated() { placeOfItem[item] = IndexPath(indexes: [index, row]) }
    }
    for (index, section) in target.sections.enumerated() where oldIndexOfSection[section] != nil {
        let wanted = target.items[index]
        let here = wanted.filter { placeOfItem[$0]?[0] == index }
        let keep = Set(longestIncreasingRun(here.map { placeOfItem[$0]![1] }).map { here[$0] })
        for (row, item) in wanted.enumerated() where !keep.contains(item) {
            let to = IndexPath(indexes: [index, row])
            if let from = placeOfItem[item] {
                items.movedItems.append(StandInBatch.Move(from: from, to: to))
            } else {
                items.insertedItems.append(to)
            }
        }
    }
    if !items.isEmpty { stages.append((items, target)) }
    return stages
}

/// The positions of a longest strictly increasing run in `values` (patience sorting).
private func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // position of the smallest tail of each run length
    var previous = Array(repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        run.append(position)
        position = previous[position]
    }
    return run.reversed()
}
