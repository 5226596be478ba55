/// The storage's per-item loops that take closures.
///
/// A closure written inside the main-actor storage is isolated to the main actor, and Swift checks the executor each
/// time such a closure is called from a nonisolated function like `map`: in a per-item loop that check costs more
/// than the work. These functions are nonisolated, so their closures are too.
enum StorageLoops {
    /// Every model wrapped.
    static func wrap<Model>(_ models: [Model]) -> [AnyItem] {
        models.map { AnyItem($0) }
    }

    /// The identities of `items`.
    static func identities(of items: [AnyItem]) -> [ItemIdentity] {
        items.map(\.identity)
    }

    /// The paths of items `items` of section `section`.
    static func paths(_ items: Range<Int>, section: Int) -> [ItemPath] {
        items.map { ItemPath(item: $0, section: section) }
    }

    /// How many of `paths` are in `path`'s section, before it.
    static func count(of paths: [ItemPath], before path: ItemPath) -> Int {
        var count = 0
        for other in paths where other.section == path.section && other.item < path.item { count += 1 }
        return count
    }

    /// The indexes of `paths`, in the order of their paths.
    static func order(of paths: [ItemPath]) -> [Int] {
        paths.indices.sorted { paths[$0] < paths[$1] }
    }

    /// How many paths of a many-path edit, in one section, are applied one at a time (`remove(at:)`, `insert(_:at:)`,
    /// each shifting the rest of the section); past it, the section is shifted once for all of them. A few shifts by
    /// `memmove` cost less than one pass that moves each element on its own.
    static let onePassThreshold = 8

    /// Removes the elements at `indexes` (ascending, distinct, in range) from `array`, moving each element after the
    /// first of them once: removing k of n elements costs about n, not k x n.
    static func remove<Element>(atSorted indexes: some Collection<Int>, from array: inout [Element]) {
        guard let first = indexes.first else { return }
        var write = first
        array.withUnsafeMutableBufferPointer { buffer in
            // [first, write) holds the kept elements so far, in order; [write, read) the ones to remove.
            var next = indexes.index(after: indexes.startIndex)
            for read in (first + 1)..<buffer.count {
                if next != indexes.endIndex && indexes[next] == read {
                    indexes.formIndex(after: &next)
                } else {
                    buffer.swapAt(write, read)
                    write += 1
                }
            }
        }
        array.removeSubrange(write...)
    }

    /// Removes the items at `paths` (one section's, ascending, distinct, in range) from `items`.
    static func removeItems(atSorted paths: ArraySlice<ItemPath>, from items: inout [AnyItem]) {
        if paths.count <= onePassThreshold {
            for path in paths.reversed() { items.remove(at: path.item) }
        } else {
            remove(atSorted: paths.lazy.map(\.item), from: &items)
        }
    }

    /// Inserts `new[j]` so that it ends at `positions[j]` (ascending, distinct; each at most the number of elements
    /// once the ones before it are in), moving each element after the first position once: inserting k elements
    /// among n costs about n + k, not k x n.
    static func insert<Element>(_ new: [Element], atSorted positions: [Int], into array: inout [Element]) {
        guard !positions.isEmpty else { return }
        let count = array.count
        // The new elements fill the k new slots for now; each slot is overwritten once, by the element it ends with.
        array.append(contentsOf: new)
        array.withUnsafeMutableBufferPointer { buffer in
            // Backwards: `old` is the last element of the array as it was not yet moved, `target` the slot to fill.
            var old = count - 1
            var j = new.count - 1
            var target = count + new.count - 1
            while j >= 0 {
                if positions[j] == target {
                    buffer[target] = new[j]
                    j -= 1
                } else {
                    buffer.swapAt(target, old)
                    old -= 1
                }
                target -= 1
            }
        }
    }

    /// Inserts `new` at `paths` (one section's final positions, ascending, as ``insert(_:atSorted:into:)`` takes them)
    /// into `items`.
    static func insertItems(
        _ new: ArraySlice<AnyItem>, atSorted paths: ArraySlice<ItemPath>, into items: inout [AnyItem]
    ) {
        if paths.count <= onePassThreshold {
            for (item, path) in zip(new, paths) { items.insert(item, at: path.item) }
        } else {
            insert(Array(new), atSorted: paths.map(\.item), into: &items)
        }
    }

    /// The path of the first item with `identity`. Compares cached hashes first, so the scan is cheap.
    static func firstPath(of identity: ItemIdentity, in content: [StorageSection]) -> ItemPath? {
        let hash = identity.hash
        for s in content.indices {
            let items = content[s].items
            for i in items.indices where items[i].identityHash == hash && items[i].identity == identity {
                return ItemPath(item: i, section: s)
            }
        }
        return nil
    }
}
