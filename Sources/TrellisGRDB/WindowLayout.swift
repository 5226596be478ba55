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

/// A window the storage moved away from while a host may still show its rows (another host, or code that read rows
/// far away): kept exact by every update, like the window, until more than ``DatabaseStorage/maximumHeldWindows``
/// push it out.
struct HeldWindow<Record> {
    /// The position, counted over all sections, of its first row.
    var start: Int
    /// Its rows, in order.
    var rows: [WindowRow<Record>]
    /// When it was last read or left (a storage-wide counter): the least recently used goes first.
    var lastUse: Int
    /// Whether the window slid away from it (the rows a scrolling host left behind, kept while other hosts may show
    /// them): these go before windows left by a jump.
    var isTrail: Bool
    /// For rows slid past: every position the slide passed (the rows kept are where it began), so that the next
    /// rows it passes join this window rather than make another.
    var reach: Range<Int>

    var end: Int { start + rows.count }
    var range: Range<Int> { start..<end }
}

/// What a storage knows at one moment: every section's value and count, the rows of one contiguous window of
/// positions counted over all sections (where pages are fetched), and the windows hosts may still show (``held``).
/// Rows outside them are known by their number only.
struct WindowLayout<Record> {
    /// Section values, in order (one `NULL` section when the rows are not sectioned).
    var sectionValues: [ExactValue]
    /// Rows in each section.
    var counts: [Int]
    /// The position, counted over all sections, of the window's first row.
    var windowStart: Int
    /// The window's rows, in order.
    var window: [WindowRow<Record>]
    /// Other windows a host may still show, disjoint from ``window`` and from each other (in no order).
    var held: [HeldWindow<Record>]
    /// The position of each section's first row.
    private(set) var sectionStarts: [Int]

    init(
        sectionValues: [ExactValue], counts: [Int], windowStart: Int, window: [WindowRow<Record>],
        held: [HeldWindow<Record>] = []
    ) {
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
        // Held windows keep their places in the list even when empty: an update pairs them with the old ones.
        self.held = held.map { held in
            var held = held
            held.start = max(0, min(held.start, total))
            held.rows = Array(held.rows.prefix(total - held.start))
            return held
        }
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

    /// The window row at `path`, if fetched (in the window or a held window).
    func windowRow(at path: ItemPath) -> WindowRow<Record>? {
        guard let position = position(of: path) else { return nil }
        return row(atPosition: position)
    }

    /// The row at `position` in the window or a held window, if fetched.
    func row(atPosition position: Int) -> WindowRow<Record>? {
        if windowRange.contains(position) { return window[position - windowStart] }
        for held in held where held.range.contains(position) { return held.rows[position - held.start] }
        return nil
    }

    /// Every window: the window first, then the held windows in their order (each its start and rows).
    var runs: [(start: Int, rows: [WindowRow<Record>])] {
        [(windowStart, window)] + held.map { ($0.start, $0.rows) }
    }

    /// The keys that bound a run of rows from `start`, as ``windowBounds`` does for the window.
    func bounds(start: Int, rows: [WindowRow<Record>]) -> (first: [ExactValue]?, last: [ExactValue]?) {
        (start == 0 ? nil : rows.first?.key, start + rows.count >= totalCount ? nil : rows.last?.key)
    }

    /// How many of section `section`'s rows come before the window, are in it, and come after it.
    func regions(ofSection section: Int) -> (above: Int, inside: Int, below: Int) {
        regions(ofSection: section, start: windowStart, count: window.count)
    }

    /// How many of section `section`'s rows come before the run of `runCount` positions from `runStart`, are in it,
    /// and come after it.
    func regions(ofSection section: Int, start runStart: Int, count runCount: Int) -> (
        above: Int, inside: Int, below: Int
    ) {
        let start = sectionStarts[section], count = counts[section]
        let above = min(max(runStart - start, 0), count)
        let inside = max(0, min(runStart + runCount, start + count) - max(runStart, start))
        return (above, inside, count - above - inside)
    }

    /// The paths of the window's rows, in order.
    func windowPaths() -> [ItemPath] { paths(start: windowStart, count: window.count) }

    /// The paths of `count` rows from position `start`, in order.
    func paths(start: Int, count: Int) -> [ItemPath] {
        guard count > 0 else { return [] }
        var paths: [ItemPath] = []
        paths.reserveCapacity(count)
        var path = self.path(ofPosition: start)
        for _ in 0..<count {
            while path.item >= counts[path.section] { path = ItemPath(item: 0, section: path.section + 1) }
            paths.append(path)
            path.item += 1
        }
        return paths
    }
}
