import Trellis

/// Windows a host may still show after the storage's window moved away: two hosts on one storage (a table at the
/// top and a widget far down), or a host and code that reads rows far away. Each update keeps them exact, as the
/// window: a row changed there is reloaded, rows inserted or deleted there are inserted or deleted where they are.
/// The storage cannot know which rows a host still shows (UIKit keeps a cell and never reads its row again), so it
/// keeps the windows it left, at most ``DatabaseStorage/maximumHeldWindows`` of them.
extension DatabaseStorage {
    /// The row at `position` in a held window (marking the window used), if one holds it.
    func heldRow(at position: Int) -> WindowRow<Record>? {
        guard let index = layout.held.firstIndex(where: { $0.range.contains(position) }) else { return nil }
        if layout.held[index].lastUse != useClock {
            useClock += 1
            layout.held[index].lastUse = useClock
        }
        return layout.held[index].rows[position - layout.held[index].start]
    }

    /// Keeps `rows`, from position `start`, as a held window (the window left them for a row far away, or slid past
    /// them), then lets the least recently used go when there are more than ``maximumHeldWindows``.
    ///
    /// Rows slid past join the rows slid past just before them, up to ``windowCapacity``: a held trail keeps where
    /// the slide began (where another host may still be), not every row a scrolling host passed.
    func hold(start: Int, rows: some Collection<WindowRow<Record>>, isTrail: Bool, forwards: Bool = true) {
        guard !rows.isEmpty else { return }
        // The newest rows for these positions win (each position in one window).
        releaseHeldRows(inside: start..<(start + rows.count))
        useClock += 1
        let range = start..<(start + rows.count)
        if isTrail, let index = layout.held.firstIndex(where: { $0.isTrail && $0.reach.upperBound == start }) {
            let added = rows.prefix(max(0, windowCapacity - layout.held[index].rows.count))
            if layout.held[index].end == start { layout.held[index].rows += added }
            layout.held[index].reach = layout.held[index].reach.lowerBound..<range.upperBound
            layout.held[index].lastUse = useClock
        } else if isTrail,
            let index = layout.held.firstIndex(where: { $0.isTrail && $0.reach.lowerBound == range.upperBound })
        {
            let added = rows.suffix(max(0, windowCapacity - layout.held[index].rows.count))
            if layout.held[index].start == range.upperBound {
                layout.held[index].rows = Array(added) + layout.held[index].rows
                layout.held[index].start -= added.count
            }
            layout.held[index].reach = range.lowerBound..<layout.held[index].reach.upperBound
            layout.held[index].lastUse = useClock
        } else {
            let kept = isTrail && !forwards ? Array(rows.suffix(windowCapacity)) : Array(rows.prefix(windowCapacity))
            let keptStart = isTrail && !forwards ? range.upperBound - kept.count : start
            layout.held.append(
                HeldWindow(start: keptStart, rows: kept, lastUse: useClock, isTrail: isTrail, reach: range))
        }
        while layout.held.count > Self.maximumHeldWindows {
            guard let first = layout.held.indices.min(by: { precedes(layout.held[$0], layout.held[$1]) }) else { break }
            layout.held.remove(at: first)
        }
    }

    /// Whether `held` goes before `other`: rows slid past before windows left, then the least recently used.
    private func precedes(_ held: HeldWindow<Record>, _ other: HeldWindow<Record>) -> Bool {
        held.isTrail != other.isTrail ? held.isTrail : held.lastUse < other.lastUse
    }

    /// Drops from the held windows the positions of `range` (the window holds them now): every row has one place
    /// in one window.
    func releaseHeldRows(inside range: Range<Int>) {
        guard !range.isEmpty, layout.held.contains(where: { $0.range.overlaps(range) }) else { return }
        var kept: [HeldWindow<Record>] = []
        for held in layout.held {
            guard held.range.overlaps(range) else {
                kept.append(held)
                continue
            }
            if held.start < range.lowerBound {
                var before = held
                before.rows = Array(held.rows.prefix(range.lowerBound - held.start))
                before.reach = before.range
                kept.append(before)
            }
            if held.end > range.upperBound {
                var after = held
                after.rows = Array(held.rows.suffix(held.end - range.upperBound))
                after.start = range.upperBound
                after.reach = after.range
                kept.append(after)
            }
        }
        layout.held = kept
    }
}
