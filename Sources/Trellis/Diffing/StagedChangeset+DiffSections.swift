// Which sections survive, move, are deleted or inserted, and the longest increasing run that tells both sections
// and items that stay from those that move. Part of the algorithm in `StagedChangeset+Diff.swift`.

/// Which sections survive, move, are deleted or inserted.
@usableFromInline
struct _SectionPlan {
    /// New index of each old section, or -1 when deleted.
    @usableFromInline var newOfOld: [Int]
    /// Old index of each new section, or -1 when inserted.
    @usableFromInline var oldOfNew: [Int]
    /// For each old section, whether it moves (it is matched but outside the longest increasing run).
    @usableFromInline var moves: [Bool]

    /// The identity plan: every section stays where it is.
    @inlinable
    init(oldSectionCount: Int, newSectionCount: Int) {
        newOfOld = Array(0..<oldSectionCount)
        oldOfNew = Array(0..<newSectionCount)
        moves = Array(repeating: false, count: oldSectionCount)
    }

    @inlinable
    init(matching: _ItemMatching) {
        newOfOld = matching.newOfOld
        oldOfNew = matching.oldOfNew
        moves = Array(repeating: false, count: newOfOld.count)
        var sequence: [Int] = []
        for old in oldOfNew where old >= 0 { sequence.append(old) }
        let stays = _longestIncreasingRun(sequence)
        for (k, old) in sequence.enumerated() where !stays[k] { moves[old] = true }
    }

    @inlinable var hasMoves: Bool { moves.contains(true) }

    /// New indexes of matched sections for which `changed(old, new)` holds, ascending.
    @inlinable
    func reloaded(_ changed: (Int, Int) -> Bool) -> [Int] {
        var result: [Int] = []
        for (new, old) in oldOfNew.enumerated() where old >= 0 && changed(old, new) { result.append(new) }
        return result
    }
}

/// For a sequence of distinct integers, marks the members of one longest increasing subsequence.
/// Patience sorting: O(k log k), O(k) when the sequence is already increasing.
@inlinable
func _longestIncreasingRun(_ values: [Int]) -> [Bool] {
    let count = values.count
    var stays = Array(repeating: false, count: count)
    guard count > 0 else { return stays }
    var pileTops: [Int] = []  // position in `values` of the top of each pile
    pileTops.reserveCapacity(min(count, 1024))
    var previous = Array(repeating: -1, count: count)
    for k in 0..<count {
        let value = values[k]
        if let last = pileTops.last, values[last] >= value {
            var low = 0, high = pileTops.count - 1
            while low < high {
                let mid = (low + high) >> 1
                if values[pileTops[mid]] < value { low = mid + 1 } else { high = mid }
            }
            previous[k] = low > 0 ? pileTops[low - 1] : -1
            pileTops[low] = k
        } else {
            previous[k] = pileTops.last ?? -1
            pileTops.append(k)
        }
    }
    var k = pileTops[pileTops.count - 1]
    while k >= 0 {
        stays[k] = true
        k = previous[k]
    }
    return stays
}
