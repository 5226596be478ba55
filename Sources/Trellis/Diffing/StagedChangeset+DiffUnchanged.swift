// Step 2 of the diff: what did not change costs one comparison. Part of the algorithm in
// `StagedChangeset+Diff.swift`, whose header says why skipping unchanged sections gives exactly the result the
// full diff would.

/// Whether `old` and `new` are the same array: the same buffer and the same count (so the same values).
@inlinable
func _sharesStorage<Element>(_ old: [Element], _ new: [Element]) -> Bool {
    old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in old.count == new.count && old.baseAddress == new.baseAddress }
    }
}

/// How many leading items of `old` and `new` have the same identity and the same content, in the same places.
///
/// Two arrays that share storage (same buffer, same count) are the same values: all of them, without comparing
/// (``Diffable/hasSameContent(as:)`` is reflexive).
@inlinable
func _unchangedPrefix<Item, Identity: Hashable>(
    _ old: [Item], _ new: [Item], identity: (Item) -> Identity, hasSameContent: (Item, Item) -> Bool
) -> Int {
    old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
            if old.count == new.count && old.baseAddress == new.baseAddress { return old.count }
            let count = min(old.count, new.count)
            var i = 0
            while i < count, identity(old[i]) == identity(new[i]), hasSameContent(old[i], new[i]) { i += 1 }
            return i
        }
    }
}

/// For each pair of matched sections, how many leading items are unchanged, and whether all of them are.
@usableFromInline
struct _UnchangedSections {
    /// By old section: the length of the unchanged prefix its items share with its new section's (0 for a deleted
    /// section).
    @usableFromInline var prefixes: [Int]
    /// By old section: whether it is matched and its new section holds the same items (same identities and
    /// content, same order). Such a pair takes no part in matching, classifying or reloading items.
    @usableFromInline var unchanged: [Bool]
    /// How many items the old and the new sections that take part hold (what the item diff flattens).
    @usableFromInline var oldItemCount = 0, newItemCount = 0

    /// Compares each pair of matched sections' items; with `comparing: false`, takes every section to have changed
    /// from its first item on (the full diff, for tests).
    @inlinable
    init<Section: DiffableSection>(source: [Section], target: [Section], sections: _SectionPlan, comparing: Bool) {
        prefixes = Array(repeating: 0, count: source.count)
        unchanged = Array(repeating: false, count: source.count)
        guard comparing else { return }
        for s in source.indices where sections.newOfOld[s] >= 0 {
            let old = source[s].items, new = target[sections.newOfOld[s]].items
            let prefix = _unchangedPrefix(
                old, new, identity: { $0.diffIdentity }, hasSameContent: { $0.hasSameContent(as: $1) })
            if prefix == old.count && prefix == new.count {
                unchanged[s] = true
            } else {
                prefixes[s] = prefix
                oldItemCount += old.count
                newItemCount += new.count
            }
        }
    }

    /// Whether old section `s`'s items take part in the item diff: it survives and its items changed.
    @inlinable
    func oldTakesPart(_ s: Int, _ sections: _SectionPlan) -> Bool {
        sections.newOfOld[s] >= 0 && !unchanged[s]
    }

    /// Whether new section `t`'s items take part in the item diff: it is matched and its items changed.
    @inlinable
    func newTakesPart(_ t: Int, _ sections: _SectionPlan) -> Bool {
        let s = sections.oldOfNew[t]
        return s >= 0 && !unchanged[s]
    }
}
