// The diff: from a source content to a target content, as stages UIKit accepts.
//
// The only public doors are the `StagedChangeset` initializers at the top of this file. Everything below them is
// the algorithm, in the order it runs; companions hold parts of it: `StagedChangeset+DiffUnchanged.swift` (step 2,
// skipping what did not change), `StagedChangeset+DiffSections.swift` (the section plan and the longest increasing
// run), `StagedChangeset+DiffDuplicates.swift` (pairing and reporting duplicate identities) and
// `StagedChangeset+DiffStages.swift` (turning the plan into stages). It is `@inlinable` so that a
// client's element type is specialized into it: the diff is a hot path, and a call through a protocol witness per
// element would cost more than the hashing.
//
// ## Matching (which old item is which new item)
//
// 1. Sections are matched by identity (steps 3 to 5 below, on the section list).
// 2. What did not change costs one comparison. Within each pair of matched sections, items are compared in place,
//    identity and then content, up to the first difference: that prefix is unchanged. Two item arrays that share
//    storage (same buffer, same count) are unchanged without comparing, and two section arrays that do give no
//    stage at once (before step 1): `hasSameContent(as:)` must be reflexive.
//    A pair of sections whose items are all unchanged (same identities, same content, same order) takes no further
//    part: its items are not copied, matched, classified or reloaded. A flat diff whose items are all unchanged
//    returns no stage at once. The skip is exact, it gives what the full diff gives: step 3 would pair each of
//    those items with the one at its own offset, so none would enter the hash table or look itself up (only
//    unmatched items do), none would move (each keeps its section and its place) and none would reload. An item
//    that left the section or arrived in it, moved inside it, changed content, or a duplicate brought into it,
//    breaks the equality, and the pair takes part in full. The sections themselves are still classified below
//    (moved, inserted, deleted, reloaded), whatever their items.
// 3. Within each pair of matched sections that takes part, the common prefix and suffix are matched by comparing
//    identities in place (the unchanged prefix of step 2 without comparing again), then the rest pairwise at equal
//    offsets ("lockstep"). Nothing is hashed yet: most real updates touch a few rows, and comparing is far cheaper
//    than hashing.
// 4. Every old item still unmatched, in a section that survives, goes into one hash table keyed by identity
//    (Heckel's symbol table). Items with the same identity are chained in order, so the k-th occurrence in the
//    target meets the k-th remaining occurrence in the source: duplicates are paired, never lost or doubled.
// 5. Every new item still unmatched, in a section that is not new, looks itself up. After a hit, the following
//    items are compared in place before anything else is hashed (runs usually move together).
//    Items of deleted sections and of inserted sections never enter the table: UIKit forbids moving an item out of
//    a deleted section or into an inserted one, so such an item is deleted with its section or inserted with it.
//    (Their items are not even copied into the flattened arrays.)
//
// ## Classifying
//
// - An unmatched old item is deleted; an unmatched new item is inserted.
// - A matched item that changes section is moved. Within a section, the matched items that stay form a sequence of
//   old indexes in new order; its longest increasing subsequence stays put and every other item is moved. That is
//   the fewest moves that explain the new order (a patience sort, linear when the order is mostly kept).
// - Sections are classified the same way: deleted, inserted, moved (outside the longest increasing run).
// - A matched item or section whose content differs (`hasSameContent(as:)` is false) is reloaded; the items of
//   step 2's unchanged prefixes are not compared again.
//
// ## Staging (the rules each stage respects)
//
// Reloads always get a stage of their own, the last one, in final coordinates: a reload in the same batch as a move
// can land on the wrong row or break the counts (`docs/UIKitReference.md`, rule 6).
//
// Without section moves, all structural changes fit in one batch:
//   1. delete sections and items (old paths), insert sections and items (new paths), move items (old -> new);
//   2. reload sections and items.
// With section moves, item changes are kept out of the batch that moves sections:
//   1. delete sections and items (old paths);
//   2. insert and move sections (section indexes after stage 1 -> final);
//   3. insert and move items (paths after stage 2 -> final);
//   4. reload sections and items.
// Empty stages are left out. Each stage carries the data to show after it, built from the target's values.

extension StagedChangeset {
    /// The stages that turn `source` into `target`, for a single section of items.
    ///
    /// Items are matched by ``Diffable/diffIdentity``; a matched item whose ``Diffable/hasSameContent(as:)`` is
    /// false is reloaded. Duplicate identities are paired in order of occurrence, so no item is lost or doubled;
    /// those the diff meets are reported as ``Anomaly/duplicateIdentity(_:)``.
    ///
    /// Runs in time linear in the number of items (plus `k log k` for `k` items out of order), and hashes only the
    /// items outside the common prefix and suffix that do not line up. An unchanged list costs one comparison per
    /// item, and none when `target` shares `source`'s storage.
    @inlinable @inline(__always)
    public init<Element: Diffable>(source: [Element], target: [Element]) where Data == [Element] {
        // 2. Nothing changed: no stage, and nothing allocated. (Here rather than in the door below, so that the
        //    comparison is specialized for `Element` and does not call through closures.)
        let unchanged = _unchangedPrefix(
            source, target, identity: { $0.diffIdentity }, hasSameContent: { $0.hasSameContent(as: $1) })
        if unchanged == source.count && unchanged == target.count {
            self.init()
            return
        }
        self.init(
            source: source, target: target, unchangedPrefix: unchanged,
            identifiedBy: { $0.diffIdentity }, hasSameContent: { $0.hasSameContent(as: $1) }
        )
    }

    /// The stages that turn `source` into `target`, for a single section, with identity and content comparison
    /// given as closures (for element types that do not conform to ``Diffable``). `hasSameContent` must be
    /// reflexive, as ``Diffable/hasSameContent(as:)``.
    @inlinable
    public init<Element, Identity: Hashable>(
        source: [Element], target: [Element],
        identifiedBy identity: (Element) -> Identity,
        hasSameContent: (Element, Element) -> Bool
    ) where Data == [Element] {
        // 2. Nothing changed: no stage, and nothing allocated.
        let unchanged = _unchangedPrefix(source, target, identity: identity, hasSameContent: hasSameContent)
        if unchanged == source.count && unchanged == target.count {
            self.init()
            return
        }
        self.init(
            source: source, target: target, unchangedPrefix: unchanged,
            identifiedBy: identity, hasSameContent: hasSameContent)
    }

    /// Steps 3 to 5 for a single section whose first `unchanged` items are known to be unchanged.
    @inlinable
    init<Element, Identity: Hashable>(
        source: [Element], target: [Element], unchangedPrefix unchanged: Int,
        identifiedBy identity: (Element) -> Identity,
        hasSameContent: (Element, Element) -> Bool
    ) where Data == [Element] {
        let single = _SectionPlan(oldSectionCount: 1, newSectionCount: 1)
        let oldOffsets = [0, source.count], newOffsets = [0, target.count]
        var items = _ItemMatching(oldCount: source.count, newCount: target.count)
        items.match(
            old: source, new: target, oldOffsets: oldOffsets, newOffsets: newOffsets,
            sections: single, unchangedPrefixes: [unchanged], identity: identity)
        let plan = _ItemPlan(items: items, sections: single, oldOffsets: oldOffsets, newOffsets: newOffsets)
        let reloads = plan.reloadedItems(unchangedPrefixes: [unchanged]) { !hasSameContent(source[$0], target[$1]) }
        if !items.duplicates.isEmpty {
            items.reportDuplicates(
                oldOffsets: oldOffsets, newOffsets: newOffsets,
                describe: { String(describing: identity(source[$0])) })
        }
        self.init(plan.flatStages(target: target, reloads: reloads))
    }

    /// The stages that turn sectioned `source` into `target`: sections and items are inserted, deleted, moved
    /// (items across sections too) and reloaded, in stages that each pass UIKit's batch-update rules.
    ///
    /// A section whose items did not change (same identities and content, in the same order) costs one comparison
    /// per item, none when its items array shares storage with the old one, and takes no other part in the diff.
    @inlinable
    public init<Section: DiffableSection>(source: [Section], target: [Section]) where Data == [Section] {
        self.init(source: source, target: target, reportingDuplicates: true)
    }

    /// The sectioned diff; `reportingDuplicates: false` is for storages, which report duplicates themselves (with
    /// every path) before they diff. `skippingUnchanged: false` leaves step 2 out: the tests compare the result with
    /// and without it.
    @inlinable
    init<Section: DiffableSection>(
        source: [Section], target: [Section], reportingDuplicates: Bool, skippingUnchanged: Bool = true
    ) where Data == [Section] {
        // 2, first: the same array of sections (same buffer and count) holds the same values.
        if skippingUnchanged && _sharesStorage(source, target) {
            self.init()
            return
        }
        // 1. Sections, by identity.
        var sectionMatching = _ItemMatching(oldCount: source.count, newCount: target.count)
        sectionMatching.match(
            old: source, new: target, oldOffsets: [0, source.count], newOffsets: [0, target.count],
            sections: _SectionPlan(oldSectionCount: 1, newSectionCount: 1), unchangedPrefixes: [0],
            identity: { $0.diffIdentity })
        let sections = _SectionPlan(matching: sectionMatching)
        if reportingDuplicates && !sectionMatching.duplicates.isEmpty {
            sectionMatching.reportDuplicates(
                oldOffsets: [0, source.count], newOffsets: [0, target.count], sections: true,
                describe: { String(describing: source[$0].diffIdentity) })
        }

        // 2. Matched sections whose items are unchanged take no further part; the others skip their unchanged
        //    prefix.
        let unchanged = _UnchangedSections(
            source: source, target: target, sections: sections, comparing: skippingUnchanged)

        // 3-5. The other matched sections' items, flattened once into contiguous storage.
        let (oldItems, oldOffsets) = _flatten(source, capacity: unchanged.oldItemCount) {
            unchanged.oldTakesPart($0, sections)
        }
        let (newItems, newOffsets) = _flatten(target, capacity: unchanged.newItemCount) {
            unchanged.newTakesPart($0, sections)
        }
        var items = _ItemMatching(oldCount: oldItems.count, newCount: newItems.count)
        items.match(
            old: oldItems, new: newItems, oldOffsets: oldOffsets, newOffsets: newOffsets,
            sections: sections, unchangedPrefixes: unchanged.prefixes, identity: { $0.diffIdentity })
        let plan = _ItemPlan(items: items, sections: sections, oldOffsets: oldOffsets, newOffsets: newOffsets)
        if reportingDuplicates && !items.duplicates.isEmpty {
            items.reportDuplicates(
                oldOffsets: oldOffsets, newOffsets: newOffsets,
                describe: { String(describing: oldItems[$0].diffIdentity) })
        }

        // Reloads: sections whose own content changed, and items whose content changed outside those sections.
        let reloadedSections = sections.reloaded { !source[$0].hasSameContent(as: target[$1]) }
        let reloadedItems = plan.reloadedItems(skipping: reloadedSections, unchangedPrefixes: unchanged.prefixes) {
            !oldItems[$0].hasSameContent(as: newItems[$1])
        }
        self.init(
            plan.sectionedStages(
                source: source, target: target, newItems: newItems, unchanged: unchanged.unchanged,
                reloadedSections: reloadedSections, reloadedItems: reloadedItems))
    }
}

// MARK: - Matching

/// The items of the sections that take part, in one array, and the global index of each section's first item (the
/// total last). A section that does not take part has an empty range.
@inlinable
func _flatten<Section: DiffableSection>(
    _ sections: [Section], capacity: Int, including takesPart: (Int) -> Bool
) -> (items: [Section.Item], offsets: [Int]) {
    var items: [Section.Item] = []
    items.reserveCapacity(capacity)
    var offsets: [Int] = []
    offsets.reserveCapacity(sections.count + 1)
    for index in sections.indices {
        offsets.append(items.count)
        if takesPart(index) { items.append(contentsOf: sections[index].items) }
    }
    offsets.append(items.count)
    return (items, offsets)
}

/// The pairing of old and new positions, in global (flattened) indexes; `-1` means unmatched.
@usableFromInline
struct _ItemMatching {
    /// For each old item, the global index of its new position, or -1 when it is deleted.
    @usableFromInline var newOfOld: [Int]
    /// For each new item, the global index of its old position, or -1 when it is inserted.
    @usableFromInline var oldOfNew: [Int]
    /// Duplicate identities the matcher met, as (old or new global index, first old global index) pairs.
    @usableFromInline var duplicates: _DuplicateLog

    @inlinable
    init(oldCount: Int, newCount: Int) {
        newOfOld = Array(repeating: -1, count: oldCount)
        oldOfNew = Array(repeating: -1, count: newCount)
        duplicates = _DuplicateLog()
    }

    @inlinable
    mutating func pair(old: Int, new: Int) {
        newOfOld[old] = new
        oldOfNew[new] = old
    }

    /// Steps 3 to 5 of the file comment.
    ///
    /// `old` and `new` hold every section's items back to back; `oldOffsets[s]..<oldOffsets[s + 1]` are section
    /// `s`'s. Only sections that `sections` pairs take part. The first `unchangedPrefixes[s]` items of old section
    /// `s` and of its new section are known to have the same identities in the same order (step 2): they are
    /// paired without comparing.
    @inlinable
    mutating func match<Item, Identity: Hashable>(
        old: [Item], new: [Item], oldOffsets: [Int], newOffsets: [Int], sections: _SectionPlan,
        unchangedPrefixes: [Int], identity: (Item) -> Identity
    ) {
        // 3. Compare in place inside each matched pair of sections.
        var unmatchedOld = 0
        for s in 0..<(oldOffsets.count - 1) where sections.newOfOld[s] >= 0 {
            let t = sections.newOfOld[s]
            unmatchedOld += matchInPlace(
                old: old, oldRange: oldOffsets[s]..<oldOffsets[s + 1],
                new: new, newRange: newOffsets[t]..<newOffsets[t + 1], knownPrefix: unchangedPrefixes[s],
                identity: identity)
        }
        guard unmatchedOld > 0 else { return }

        // 4. Hash what is left of the old side.
        var table = [Identity: Int](minimumCapacity: unmatchedOld)
        var chain = _DuplicateChain()
        for s in 0..<(oldOffsets.count - 1) where sections.newOfOld[s] >= 0 {
            for i in oldOffsets[s]..<oldOffsets[s + 1] where newOfOld[i] < 0 {
                chain.record(i, head: &table[identity(old[i]), default: -1], oldCount: old.count)
            }
        }
        duplicates.sourceRepeats = chain.repeats

        // 5. Look up what is left of the new side, extending each hit by comparing in place.
        for t in 0..<(newOffsets.count - 1) where sections.oldOfNew[t] >= 0 {
            var j = newOffsets[t]
            let end = newOffsets[t + 1]
            while j < end {
                guard oldOfNew[j] < 0, let head = table[identity(new[j])] else {
                    j += 1
                    continue
                }
                guard let found = chain.firstUnpaired(from: head, newOfOld: newOfOld) else {
                    duplicates.targetRepeats.append((repeat: j, first: head))
                    j += 1
                    continue
                }
                pair(old: found, new: j)
                j += 1
                // Extend the run: the next old item of the same section is often the next new item.
                var i = found + 1
                let oldEnd = oldOffsets[_section(of: found, offsets: oldOffsets) + 1]
                while j < end, i < oldEnd, oldOfNew[j] < 0, newOfOld[i] < 0, identity(old[i]) == identity(new[j]) {
                    pair(old: i, new: j)
                    i += 1
                    j += 1
                }
            }
        }
    }

    /// Pairs the common prefix (its first `knownPrefix` items without comparing them), the common suffix, and equal
    /// identities at equal offsets in between. Returns how many old items are left unmatched.
    @inlinable
    mutating func matchInPlace<Item, Identity: Hashable>(
        old: [Item], oldRange: Range<Int>, new: [Item], newRange: Range<Int>, knownPrefix: Int,
        identity: (Item) -> Identity
    ) -> Int {
        var i = oldRange.lowerBound, j = newRange.lowerBound
        for _ in 0..<knownPrefix {
            pair(old: i, new: j)
            i += 1
            j += 1
        }
        while i < oldRange.upperBound, j < newRange.upperBound, identity(old[i]) == identity(new[j]) {
            pair(old: i, new: j)
            i += 1
            j += 1
        }
        var oldEnd = oldRange.upperBound, newEnd = newRange.upperBound
        while oldEnd > i, newEnd > j, identity(old[oldEnd - 1]) == identity(new[newEnd - 1]) {
            oldEnd -= 1
            newEnd -= 1
            pair(old: oldEnd, new: newEnd)
        }
        var unmatched = oldEnd - i
        while i < oldEnd, j < newEnd {
            if identity(old[i]) == identity(new[j]) {
                pair(old: i, new: j)
                unmatched -= 1
            }
            i += 1
            j += 1
        }
        return unmatched
    }
}

/// The section holding global index `index`, by binary search over section offsets.
@inlinable
func _section(of index: Int, offsets: [Int]) -> Int {
    var low = 0, high = offsets.count - 2
    while low < high {
        let mid = (low + high + 1) >> 1
        if offsets[mid] <= index { low = mid } else { high = mid - 1 }
    }
    return low
}
