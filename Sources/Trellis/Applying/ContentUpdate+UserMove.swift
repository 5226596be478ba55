extension ContentUpdate {
    /// Whether this update moves the rows exactly as `move` does and changes no other row or section: the update a
    /// content sends for a row the user moved on screen, which the view already shows.
    ///
    /// The update's batches may express the move otherwise than `move` does (a diff may move the rows that stepped
    /// aside rather than the row the user dragged): then every row of the sections the batches touch must end where
    /// `move` puts it. Any insert, delete, reload, reconfigure or section change, a batch UIKit would refuse, or a
    /// final state whose counts do not follow from the move, is something the view does not show yet: a row the
    /// update refreshes may show other content than the view's (rows known by their place refresh every place the
    /// move shifted, whatever the node did to them; the contents of rows that can be compared are, by
    /// ``ContentSnapshot/showsSameRows(as:after:)``).
    ///
    /// It reads the batches and the counts, never the rows: its cost is the rows of the sections a move touches,
    /// only when the update does not say `move` itself. The stages may be those of several updates, one after the
    /// other (a content that removes the row, publishes, then inserts it and publishes again).
    func isExactly(_ move: BatchUpdate.ItemMove) -> Bool {
        guard let after = finalSnapshot?.counts, !stages.isEmpty,
            after.indices.contains(move.source.section), after.indices.contains(move.target.section)
        else { return false }
        let batches = stages.map(\.update)
        guard batches.allSatisfy({ $0.changeCount == $0.movedItems.count }) else { return false }
        // What the view showed before the user moved the row: one row more where it came from, one fewer where it
        // went.
        var before = after
        before[move.source.section] += 1
        before[move.target.section] -= 1
        let expected = BatchUpdate(movedItems: [move])
        guard before.allSatisfy({ $0 >= 0 }),
            BatchUpdateRules.violations(of: expected, before: before, after: after).isEmpty
        else { return false }
        if batches.count == 1, batches[0].movedItems == [move] { return true }
        // Follow every row of the sections involved through the stages, and compare with where the move puts it.
        var sections: Set<Int> = [move.source.section, move.target.section]
        for batch in batches {
            for moved in batch.movedItems { sections.formUnion([moved.source.section, moved.target.section]) }
        }
        guard sections.allSatisfy({ before.indices.contains($0) }) else { return false }
        let rows = sections.flatMap { section in (0..<before[section]).map { ItemPath(item: $0, section: section) } }
        var now = Dictionary(uniqueKeysWithValues: rows.map { ($0, $0) })
        var counts = before
        for (stage, batch) in zip(stages, batches) {
            let stageAfter = stage.data.counts
            guard counts.count == stageAfter.count,
                BatchUpdateRules.violations(of: batch, before: counts, after: stageAfter).isEmpty
            else { return false }
            let destinations = batch.destinations(of: Set(now.values), before: counts, after: stageAfter)
            for (row, path) in now {
                guard let next = destinations[path] else { return false }
                now[row] = next
            }
            counts = stageAfter
        }
        return now == expected.destinations(of: rows, before: before, after: after)
    }
}

extension ContentSnapshot {
    /// Whether `final` shows at every place what this state shows once `move` is made: as many sections and rows,
    /// and at each place an item with the same content (``AnyItem/hasSameContent(as:)``), whatever its identity.
    /// What a view that moved the row on screen shows is then what `final` holds, even when the updates that led to
    /// it said otherwise (a row removed then inserted; rows refreshed whose models compare equal).
    ///
    /// It reads every row: for contents that keep their published sections anyway (declarative rows, cascading
    /// trees, outlines), once per user move whose updates are not exactly the move.
    func showsSameRows(as final: ContentSnapshot, after move: BatchUpdate.ItemMove) -> Bool {
        guard var sections = self.sections, let finalSections = final.sections, sections.count == finalSections.count,
            sections.indices.contains(move.source.section), sections.indices.contains(move.target.section),
            sections[move.source.section].items.indices.contains(move.source.item)
        else { return false }
        let item = sections[move.source.section].items.remove(at: move.source.item)
        guard (0...sections[move.target.section].items.count).contains(move.target.item) else { return false }
        sections[move.target.section].items.insert(item, at: move.target.item)
        for (shown, now) in zip(sections, finalSections) {
            guard shown.items.count == now.items.count else { return false }
            for (old, new) in zip(shown.items, now.items) where !old.hasSameContent(as: new) { return false }
        }
        return true
    }
}
