/// The item identities of the sections published last, counted by hash (``IdentityHashCounts``) and kept from one
/// publish to the next, so that finding out whether some identity repeats costs a comparison per section that did
/// not change, and a count of the items of those that did.
///
/// A section's items are known by their array: the same array (same buffer, same count) holds the same items, so
/// its identities are counted already. An array published before and not now has its items taken out; one not
/// published before has them put in; one made from a published array by a ``SectionEdit`` has only the items that
/// edit took out and put in counted again. When most items changed, everything is counted afresh (what that costs,
/// and no more).
struct CountedSections {
    private var hashes = IdentityHashCounts()
    /// The item arrays counted in `hashes`, in the order they were published.
    private var counted: [[AnyItem]] = []

    /// Counts the items of `sections` (as published: before positions are given), in place of those counted before;
    /// `edits` says, by section index, which arrays were made from which by an edit. Answers how many items there
    /// are, and whether some identity hash repeats among them.
    mutating func count(_ sections: [StorageSection], edits: [Int: SectionEdit]) -> (items: Int, hashRepeats: Bool) {
        let arrays = sections.map(\.items)
        defer { counted = arrays }
        var total = 0
        for items in arrays { total += items.count }

        // What is no longer counted (`gone`, old indexes) and what is not counted yet (`new`, new indexes), once the
        // arrays published in the same places again are set aside.
        var gone: [Int] = [], new: [Int] = []
        for index in 0..<max(counted.count, arrays.count) {
            let old = index < counted.count ? counted[index] : []
            let now = index < arrays.count ? arrays[index] : []
            if _sharesStorage(old, now) { continue }
            if !old.isEmpty { gone.append(index) }
            if !now.isEmpty { new.append(index) }
        }
        if gone.isEmpty && new.isEmpty { return (total, hashes.repeatedHashes > 0) }

        // Arrays published again in other places, and arrays made from a published one by an edit.
        var goneByAddress: [UnsafeRawPointer: [Int]] = [:]
        for index in gone { goneByAddress[Self.address(counted[index]), default: []].append(index) }
        var kept = Set<Int>()  // old indexes set aside
        var derived: [SectionEdit] = []
        var stillNew: [Int] = []
        for index in new {
            let now = arrays[index]
            if let old = Self.take(now, from: &goneByAddress, counted: counted) {
                kept.insert(old)
            } else if let edit = edits[index], _sharesStorage(edit.result, now),
                let old = Self.take(edit.base, from: &goneByAddress, counted: counted)
            {
                kept.insert(old)
                derived.append(edit)
            } else {
                stillNew.append(index)
            }
        }
        gone.removeAll { kept.contains($0) }

        var work = 0
        for index in gone { work += counted[index].count }
        for index in stillNew { work += arrays[index].count }
        for edit in derived { work += edit.removed.count + edit.added.count }
        if work >= total || hashes.total == 0 {
            hashes.removeAll(keepingRoomFor: total)
            for items in arrays { for item in items { hashes.insert(item.identityHash) } }
        } else {
            for index in gone { for item in counted[index] { hashes.remove(item.identityHash) } }
            for edit in derived {
                for item in edit.removed { hashes.remove(item.identityHash) }
                for item in edit.added { hashes.insert(item.identityHash) }
            }
            for index in stillNew { for item in arrays[index] { hashes.insert(item.identityHash) } }
        }
        return (total, hashes.repeatedHashes > 0)
    }

    /// Forgets what was counted.
    mutating func removeAll() {
        counted = []
        hashes.removeAll(keepingRoomFor: 0)
    }

    /// The old index of a counted array that is `items` (same buffer, same count), taken out of `byAddress`.
    private static func take(
        _ items: [AnyItem], from byAddress: inout [UnsafeRawPointer: [Int]], counted: [[AnyItem]]
    ) -> Int? {
        guard !items.isEmpty else { return nil }
        let address = Self.address(items)
        guard let indexes = byAddress[address],
            let position = indexes.firstIndex(where: { counted[$0].count == items.count })
        else { return nil }
        let index = indexes[position]
        byAddress[address]?.remove(at: position)
        return index
    }

    /// The address of `items`' buffer (only compared, while the array is held).
    private static func address(_ items: [AnyItem]) -> UnsafeRawPointer {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } ?? UnsafeRawPointer(bitPattern: 1)!
    }
}
