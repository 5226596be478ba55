extension TextSnapshot {
    /// The sections a person sees, by index, given each section's row count: every section from the one of the first
    /// visible row (`first`) to the one of the last (`last`), and the empty sections beside them when nothing is
    /// scrolled off on that side (`above`, `below`: rows scrolled off). One pass over the counts, however many
    /// sections there are (a calendar of 10,000 days, most of them empty).
    package static func shownSections(counts: [Int], first: Int, last: Int, above: Int, below: Int) -> [Int] {
        // Empty sections before `first` show down to the last section before it that has rows; after `last`, up to
        // the first after it that has rows.
        var lastWithRowsBefore = -1
        for section in counts.indices.prefix(max(0, min(first, counts.count))) where counts[section] > 0 {
            lastWithRowsBefore = section
        }
        var firstWithRowsAfter = counts.count
        if last + 1 < counts.count {
            for section in (max(0, last + 1))..<counts.count where counts[section] > 0 {
                firstWithRowsAfter = section
                break
            }
        }
        return counts.indices.filter { section in
            if (first...max(first, last)).contains(section) { return true }
            if section < first { return above == 0 && section > lastWithRowsBefore }
            return below == 0 && section < firstWithRowsAfter
        }
    }
}
