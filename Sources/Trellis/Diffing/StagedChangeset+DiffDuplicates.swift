// Duplicate identities in the diff: chained in order so that occurrences pair up in order, and reported once the
// diff is done. Part of the algorithm in `StagedChangeset+Diff.swift`.

/// Chains old items that share an identity, in order, so occurrences pair up in order. Costs nothing until the
/// first duplicate appears.
@usableFromInline
struct _DuplicateChain {
    /// Next old index with the same identity, or -1.
    @usableFromInline var next: [Int] = []
    /// Last index of each chain, by head.
    @usableFromInline var tail: [Int] = []
    /// First index of each chain that may still be unpaired, by head.
    @usableFromInline var cursor: [Int] = []
    /// Old indexes that are second or later occurrences, with the first occurrence.
    @usableFromInline var repeats: [(repeat: Int, first: Int)] = []

    @inlinable init() {}

    @inlinable var isActive: Bool { !next.isEmpty }

    @inlinable
    mutating func record(_ index: Int, head: inout Int, oldCount: Int) {
        if head < 0 {
            head = index
            return
        }
        if next.isEmpty {
            next = Array(repeating: -1, count: oldCount)
            tail = Array(repeating: -1, count: oldCount)
            cursor = Array(repeating: -1, count: oldCount)
        }
        let last = tail[head] < 0 ? head : tail[head]
        next[last] = index
        tail[head] = index
        repeats.append((index, head))
    }

    /// The first old item of `head`'s chain not yet paired.
    @inlinable
    mutating func firstUnpaired(from head: Int, newOfOld: [Int]) -> Int? {
        if newOfOld[head] < 0 { return head }
        guard !next.isEmpty else { return nil }
        var index = cursor[head] < 0 ? next[head] : cursor[head]
        while index >= 0, newOfOld[index] >= 0 { index = next[index] }
        if index >= 0 { cursor[head] = index }
        return index >= 0 ? index : nil
    }
}

/// Duplicate identities met while matching, in global indexes; reported once the diff is done.
@usableFromInline
struct _DuplicateLog {
    /// Old items that repeat an earlier old item's identity, with that earlier item.
    @usableFromInline var sourceRepeats: [(repeat: Int, first: Int)] = []
    /// New items whose identity had no old occurrence left to pair with, with the first old occurrence.
    @usableFromInline var targetRepeats: [(repeat: Int, first: Int)] = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { sourceRepeats.isEmpty && targetRepeats.isEmpty }
}

extension _ItemMatching {
    /// Reports the duplicates met, one anomaly per identity and side, naming every place the matcher saw it.
    /// `describe` gives the identity of an old item, as text.
    @inlinable
    func reportDuplicates(
        oldOffsets: [Int], newOffsets: [Int], sections: Bool = false, describe: (Int) -> String
    ) {
        func path(_ global: Int, _ offsets: [Int]) -> ItemPath {
            if sections { return ItemPath(item: 0, section: global) }
            let s = _section(of: global, offsets: offsets)
            return ItemPath(item: global - offsets[s], section: s)
        }
        var reports: [DuplicateIdentity] = []
        var order: [Int] = []
        var places: [Int: [ItemPath]] = [:]
        for (repeated, first) in duplicates.sourceRepeats {
            if places[first] == nil { order.append(first); places[first] = [path(first, oldOffsets)] }
            places[first]!.append(path(repeated, oldOffsets))
        }
        for first in order {
            reports.append(
                DuplicateIdentity(
                    identity: describe(first), side: .before, paths: places[first]!, isSection: sections))
        }
        order.removeAll()
        places.removeAll()
        for (repeated, first) in duplicates.targetRepeats {
            if places[first] == nil {
                order.append(first)
                places[first] = newOfOld[first] >= 0 ? [path(newOfOld[first], newOffsets)] : []
            }
            places[first]!.append(path(repeated, newOffsets))
        }
        for first in order {
            reports.append(
                DuplicateIdentity(
                    identity: describe(first), side: .after, paths: places[first]!, isSection: sections))
        }
        _report(reports)
    }
}

/// Hands duplicate reports to the anomaly reporter (kept out of line: it is the cold path).
@usableFromInline
func _report(_ duplicates: [DuplicateIdentity]) {
    for duplicate in duplicates { AnomalyReporter.report(.duplicateIdentity(duplicate)) }
}
