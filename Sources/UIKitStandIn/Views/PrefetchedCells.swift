// iOS 15's cell prefetching, as the table and the collection play it: cells asked for rows off screen wait, by path,
// until their rows come into view; batches carry them with their rows, and reloads throw them away. What both views
// share is here: which paths can be prefetched, and how the waiting cells follow a batch or are let go.

/// The paths of `indexPaths` a view can prefetch, each once: two indexes naming a row of `rows` (the view's rows by
/// section), not `taken` (on screen, or prefetched already).
func prefetchablePaths(_ indexPaths: [IndexPath], rows: [[Int]], taken: (IndexPath) -> Bool) -> [IndexPath] {
    var seen = Set<IndexPath>()
    return indexPaths.filter { path in
        let place = path.standInPlace
        return path.count == 2 && rows.indices.contains(place.section)
            && rows[place.section].indices.contains(place.item) && !taken(path) && seen.insert(path).inserted
    }
}

extension Dictionary where Key == IndexPath, Value: AnyObject {
    /// Moves each prefetched cell with its row through a batch (`moved`: the old place of each row that stayed or moved,
    /// to its new one); hands the cells of rows that went (deleted, reloaded) to `letGo`.
    mutating func carryPrefetchedCells(through moved: [IndexPath: IndexPath], letGo: (Value) -> Void) {
        let waiting = self
        removeAll()
        for (old, cell) in waiting {
            if let new = moved[old] { self[new] = cell } else { letGo(cell) }
        }
    }

    /// Hands every prefetched cell to `letGo` and forgets them.
    mutating func letGoOfPrefetchedCells(_ letGo: (Value) -> Void) {
        values.forEach(letGo)
        removeAll()
    }
}
