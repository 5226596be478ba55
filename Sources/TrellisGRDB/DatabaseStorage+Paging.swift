internal import GRDB
public import Trellis

/// The window: which rows are in memory, and fetching pages into it.
extension DatabaseStorage {
    /// Makes the window hold the rows from `first` through `last` (as far as they exist, and at most
    /// ``maximumLoadedRows`` of them), fetching what it lacks: for a host that knows which rows it is about to show
    /// (prefetching, a scroll's target). The window grows to hold them when they are more than ``windowCapacity``.
    public func loadItems(from first: ItemPath, through last: ItemPath) {
        guard let start = layout.position(of: first), let last = layout.position(of: last), start <= last else {
            return
        }
        // At most `maximumLoadedRows` (a range over millions of rows would hold them all in memory).
        let end = min(last, start + Self.maximumLoadedRows - 1)
        windowCapacity = max(windowCapacity, end - start + 1 + pageSize)
        if !layout.windowRange.contains(start) { loadWindow(around: start) }
        if !layout.windowRange.contains(end) { loadWindow(around: end, from: start) }
    }

    /// Fetches the page holding `position` into the window: by key next to the window when it is close, by
    /// offset otherwise; then trims the window to ``windowCapacity`` away from `position`.
    ///
    /// With `from`, a position the window holds and must keep, rows are fetched after the window up to `position`
    /// however far it is (for ``loadItems(from:through:)``).
    func loadWindow(around position: Int, from kept: Int? = nil) {
        let total = layout.totalCount
        guard position >= 0, position < total else { return }
        guard !isWritingMove else {
            // The writer is in the move's transaction (GRDB traps on a nested write); the row reads as `nil`.
            report(
                DatabaseStorageError(
                    .unsupported, operation: "record(at:)",
                    message: "a row outside the window was asked for from the storage's moveWriter, while its "
                        + "transaction is open: read it with the Database the moveWriter is given"))
            return
        }
        let window = layout.window, start = layout.windowStart, end = layout.windowEnd, pageSize = pageSize
        let sql = sql, recorder = recorder
        let fetch: PageFetch
        if !window.isEmpty, position >= end, position < end + 2 * pageSize || kept != nil {
            fetch = .after(position - end + pageSize)
        } else if !window.isEmpty, position < start, position >= start - 2 * pageSize {
            fetch = .before(min(start, start - position + pageSize / 2))
        } else {
            fetch = .jump(max(0, min(position - pageSize / 4, total - pageSize)))
        }
        do {
            let read = { (db: Database) throws -> [Row] in
                switch fetch {
                case .after(let limit):
                    try sql.page(db, adjacentTo: window.last?.key ?? [], after: true, limit: limit)
                case .before(let limit):
                    try sql.page(db, adjacentTo: window.first?.key ?? [], after: false, limit: limit)
                case .jump(let offset):
                    try sql.page(db, offset: offset, limit: pageSize, total: total)
                }
            }
            let rows: [Row], pending: Bool
            if let pinned {
                // The pinned state is the one the counts describe: pages read there always fit them, and reading
                // does not wait for the writer.
                (rows, pending) = (try pinned.read(read), false)
            } else {
                // On the writer's queue no commit interleaves; one that waits to be processed marks the window.
                (rows, pending) = try database.writeWithoutTransaction { db in
                    (try read(db), recorder.hasPendingChanges)
                }
            }
            statistics.pageFetches += 1
            statistics.rowsFetched += rows.count
            let fetched = decode(rows)
            switch fetch {
            case .after:
                var ids = Set(window.map(\.id))
                layout.window += fetched.filter { ids.insert($0.id).inserted }
                windowIsConsistent = windowIsConsistent && !pending
            case .before:
                var ids = Set(window.map(\.id))
                let added = fetched.filter { ids.insert($0.id).inserted }
                if added.count > start {
                    // The database changed under the window in a way its counts do not know yet: start again.
                    layout.window = Array(added.suffix(start)) + window
                    layout.windowStart = 0
                } else {
                    layout.window = added + window
                    layout.windowStart = start - added.count
                }
                windowIsConsistent = windowIsConsistent && !pending
            case .jump(let offset):
                // A host (or code reading rows) may still show the rows left: they stay exact (see
                // `maximumHeldWindows`).
                hold(start: start, rows: window, isTrail: false)
                layout.window = fetched
                layout.windowStart = offset
                windowIsConsistent = !pending
            }
            // Never hold more rows than the content has (a pending commit may have added some).
            if layout.windowEnd > total { layout.window.removeLast(layout.windowEnd - total) }
            // The window holds these positions now, not a held window (every row has one place in one window);
            // then the rows trimmed off it may be held.
            releaseHeldRows(inside: layout.windowRange)
            if pending {
                // Read from a newer state than the counts: a row may have moved into the window from a held one.
                let ids = Set(layout.window.map(\.id))
                layout.held.removeAll { $0.rows.contains { ids.contains($0.id) } }
            }
            trimWindow(keeping: kept ?? position)
        } catch {
            // Once per state and cause: a host reading a screenful of rows that cannot be fetched asks once per row.
            let cause = (error as? DatabaseError).map { "\($0.resultCode)" } ?? "\(type(of: error))"
            if let last = lastFetchFailure, last == (layoutGeneration, cause) { return }
            lastFetchFailure = (layoutGeneration, cause)
            report(
                DatabaseStorageError(
                    .databaseError, operation: "item(at:)",
                    message: "could not fetch the rows around position \(position) (rows that cannot be fetched read "
                        + "as nil; this is reported once until an update or another error): \(describe(error))",
                    underlying: error))
        }
    }

    /// Drops rows far from `position` until the window holds at most ``windowCapacity`` rows. The rows it slides
    /// past are held where the slide began (another host may show them; see ``hold(start:rows:isTrail:forwards:)``).
    func trimWindow(keeping position: Int) {
        let excess = layout.window.count - windowCapacity
        guard excess > 0 else { return }
        let fromFront = min(excess, max(0, position - layout.windowStart - pageSize))
        if fromFront > 0 {
            hold(start: layout.windowStart, rows: layout.window.prefix(fromFront), isTrail: true)
            layout.window.removeFirst(fromFront)
            layout.windowStart += fromFront
        }
        let rest = layout.window.count - windowCapacity
        if rest > 0 {
            hold(start: layout.windowEnd - rest, rows: layout.window.suffix(rest), isTrail: true, forwards: false)
            layout.window.removeLast(rest)
        }
    }
}

/// How a page is fetched: rows after the window's last key, before its first key, or from an offset.
private enum PageFetch {
    case after(Int)
    case before(Int)
    case jump(Int)
}
