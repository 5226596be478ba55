internal import GRDB
import Trellis

/// One fetched row of the window: its id, its key (the order columns and the id), the raw row (to tell whether it
/// changed) and the user's record decoded from it.
struct WindowRow<Record> {
    var id: ExactValue
    var key: [ExactValue]
    var row: Row
    var record: Record?
}

/// What a storage knows at one moment: every section's value and count, and the rows of one contiguous window of
/// positions counted over all sections. Rows outside the window are known by their number only.
struct WindowLayout<Record> {
    /// Section values, in order (one `NULL` section when the rows are not sectioned).
    var sectionValues: [ExactValue]
    /// Rows in each section.
    var counts: [Int]
    /// The position, counted over all sections, of the window's first row.
    var windowStart: Int
    /// The window's rows, in order.
    var window: [WindowRow<Record>]
    /// The position of each section's first row.
    private(set) var sectionStarts: [Int]

    init(sectionValues: [ExactValue], counts: [Int], windowStart: Int, window: [WindowRow<Record>]) {
        self.sectionValues = sectionValues
        let counts = counts.map { max(0, $0) }
        self.counts = counts
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        sectionStarts = starts
        // The window never reaches past the last row (reads that interleave with another process's commits could
        // return more rows than the counts read a moment before): its paths must all exist.
        self.windowStart = max(0, min(windowStart, total))
        self.window = Array(window.prefix(total - self.windowStart))
    }

    /// An empty, unsectioned layout.
    static var empty: WindowLayout { WindowLayout(sectionValues: [.null], counts: [0], windowStart: 0, window: []) }

    var totalCount: Int { (sectionStarts.last ?? 0) + (counts.last ?? 0) }
    var windowEnd: Int { windowStart + window.count }
    var windowRange: Range<Int> { windowStart..<windowEnd }

    /// The keys that bound the window: its first row's key, or `nil` when it starts at the first row; its last
    /// row's key, or `nil` when it ends at the last row (so that rows arriving before the first row or after the
    /// last one join the window).
    var windowBounds: (first: [ExactValue]?, last: [ExactValue]?) {
        (windowStart == 0 ? nil : window.first?.key, windowEnd >= totalCount ? nil : window.last?.key)
    }

    /// The position, over all sections, of `path`; `nil` when out of range.
    func position(of path: ItemPath) -> Int? {
        guard counts.indices.contains(path.section), path.item >= 0, path.item < counts[path.section] else {
            return nil
        }
        return sectionStarts[path.section] + path.item
    }

    /// The path of the row at `position` (which must be in range).
    func path(ofPosition position: Int) -> ItemPath {
        // Binary search for the last section starting at or before `position` that has rows.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= position { low = mid } else { high = mid - 1 }
        }
        while low < counts.count - 1 && counts[low] == 0 { low += 1 }
        return ItemPath(item: position - sectionStarts[low], section: low)
    }

    /// The window row at `path`, if fetched.
    func windowRow(at path: ItemPath) -> WindowRow<Record>? {
        guard let position = position(of: path), windowRange.contains(position) else { return nil }
        return window[position - windowStart]
    }

    /// How many of section `section`'s rows come before the window, are in it, and come after it.
    func regions(ofSection section: Int) -> (above: Int, inside: Int, below: Int) {
        let start = sectionStarts[section], count = counts[section]
        let above = min(max(windowStart - start, 0), count)
        let inside = max(0, min(windowEnd, start + count) - max(windowStart, start))
        return (above, inside, count - above - inside)
    }

    /// The paths of the window's rows, in order.
    func windowPaths() -> [ItemPath] {
        guard !window.isEmpty else { return [] }
        var paths: [ItemPath] = []
        paths.reserveCapacity(window.count)
        var path = self.path(ofPosition: windowStart)
        for _ in window {
            while path.item >= counts[path.section] { path = ItemPath(item: 0, section: path.section + 1) }
            paths.append(path)
            path.item += 1
        }
        return paths
    }
}
