/// How one section's items were made from the items it showed, when the content knows it (a declarative section
/// bound to a storage applies the storage's own changes to its rows): its next publish then sends these changes as
/// they are, without diffing the section, and counts only the items that came and went
/// (``PublishedSections/publish(_:tokenFree:edits:animation:operation:didPublish:)``).
///
/// Paths are in section 0: deletions and move sources at indexes of ``base``, insertions and move targets at indexes
/// of ``result``, reloads at indexes of ``result`` (as UIKit's rules and the diff's staging want them).
struct SectionEdit {
    /// The items the edit starts from: the section's items as they were shown.
    let base: [AnyItem]
    /// The items the edit made.
    let result: [AnyItem]
    /// Deletions, insertions and moves.
    let structural: BatchUpdate
    /// The indexes in ``result`` of the items whose content changed.
    let reloads: [Int]
    /// The items of ``base`` the edit took out (deleted, or replaced by a reload).
    let removed: [AnyItem]
    /// The items of ``result`` the edit put in (inserted, or reloaded).
    let added: [AnyItem]

    /// `array` with `structural` (deletions, insertions and moves of section 0) and then `reloads` (indexes after
    /// it) applied: `make(index)` makes each inserted or reloaded element at its index in the result, and `replaced`
    /// receives each element deleted or replaced by a reload. `nil` when the edit does not fit `array` (an index out
    /// of range, a place named twice, a move or path outside section 0).
    static func applying<Element>(
        _ structural: BatchUpdate, reloads: [Int], to array: [Element], make: (Int) -> Element,
        replaced: (Element) -> Void = { _ in }
    ) -> [Element]? {
        guard structural.deletedSections.isEmpty, structural.insertedSections.isEmpty,
            structural.movedSections.isEmpty, structural.reloadedSections.isEmpty,
            structural.reloadedItems.isEmpty, structural.reconfiguredItems.isEmpty
        else { return nil }
        var sources = structural.deletedItems.map(\.item)
        var targets = structural.insertedItems.map(\.item)
        var moved: [Int: Int] = [:]  // target -> source
        for move in structural.movedItems {
            guard move.source.section == 0, move.target.section == 0 else { return nil }
            sources.append(move.source.item)
            targets.append(move.target.item)
            moved[move.target.item] = move.source.item
        }
        guard structural.deletedItems.allSatisfy({ $0.section == 0 }),
            structural.insertedItems.allSatisfy({ $0.section == 0 })
        else { return nil }
        sources.sort()
        targets.sort()
        let finalCount = array.count - sources.count + targets.count
        for (list, limit) in [(sources, array.count), (targets, finalCount)] {
            for (index, value) in list.enumerated() {
                guard value >= 0, value < limit, index == 0 || list[index - 1] < value else { return nil }
            }
        }
        guard reloads.allSatisfy({ $0 >= 0 && $0 < finalCount }) else { return nil }

        var result: [Element]
        if sources.count + targets.count <= 16 {
            // A few changes (an append, a removal): the array is shifted once per change, with no pass over it.
            result = array
            result.reserveCapacity(finalCount)
            var taken: [Int: Element] = [:]
            for source in sources.reversed() {
                let element = result.remove(at: source)
                if moved.values.contains(source) { taken[source] = element }
            }
            for target in targets {
                if let source = moved[target], let element = taken[source] {
                    result.insert(element, at: target)
                } else {
                    result.insert(make(target), at: target)
                }
            }
        } else {
            // Survivors keep their order; each target takes its moved element or a new one.
            var isSource = [Bool](repeating: false, count: array.count)
            for source in sources { isSource[source] = true }
            result = []
            result.reserveCapacity(finalCount)
            var next = 0  // the next element of `array` to consider
            var targetIndex = 0
            for position in 0..<finalCount {
                if targetIndex < targets.count, targets[targetIndex] == position {
                    targetIndex += 1
                    result.append(moved[position].map { array[$0] } ?? make(position))
                    continue
                }
                while isSource[next] { next += 1 }
                result.append(array[next])
                next += 1
            }
        }
        let destinations = Set(moved.values)
        for source in sources where !destinations.contains(source) { replaced(array[source]) }
        for index in reloads {
            replaced(result[index])
            result[index] = make(index)
        }
        return result
    }
}
