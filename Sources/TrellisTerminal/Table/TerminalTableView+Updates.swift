public import Trellis

// Updates: the dispatcher's stage applier (`Dispatcher.apply(_:to:)`) checks every stage of a content update with
// `BatchUpdateRules` against what the table shows and makes the stage's data what the dispatcher answers from; the
// table then replays the batch with `BatchUpdate.replay` (the one implementation of what a view does with a batch). The replay carries each row's mark (inserted, updated, moved),
// so the rows flash where they end up; it tracks the visible cells, the cursor and the selection, which follow
// their items; cells of rows that are deleted or reloaded go back to their queues.

extension TerminalTableView {
    /// Applies every stage of `update`, in order, and starts the flash of the rows it changed (unless the update
    /// asks for ``Trellis/RowAnimation/none``).
    ///
    /// A stage that breaks UIKit's batch-update rules (which UIKit would answer with an exception) is not applied:
    /// the table reloads from the content instead, and ``rejectedStages`` records the violations. An update that
    /// comes from a row the user already moved on screen (``Trellis/Dispatcher/isApplyingUserMove``) is already
    /// shown and is not applied again.
    public func apply(_ update: ContentUpdate) {
        guard !update.isEmpty else { return }
        if dispatcher.isApplyingUserMove {
            dispatcher.absorbUserMove(update)
            return
        }
        if heldWhileConfiguring.hold(update, for: dispatcher, host: "TerminalTableView") { return }
        generation &+= 1
        appliedUpdateCount += 1
        if let rejection = dispatcher.apply(update, to: self) {
            rejectedStages.append(rejection.violations)
            statusMessage = "update refused (\(rejection.violations.first?.message ?? "")); reloaded"
            reloadData()
            return
        }
        var summary = UpdateSummary()
        for stage in update.stages { summary.add(stage.update) }
        rebuildLayout()
        scrollToCursor()
        layoutViews()
        // An update that asks for no animation (`RowAnimation.none`) is shown without flashes.
        flashDeadline = update.animation == RowAnimation.none ? nil : flashEnd()
        lastUpdateSummary = summary.description(stages: update.stages.count)
    }

    /// Applies the updates that came while a view was configured (its `update(with:)` edited the content), now that
    /// the view is at the place it was asked for (the batches carry it to where its row goes), then configures the
    /// rows on screen again.
    /// - Returns: Whether there were any.
    @discardableResult
    func applyHeldUpdates() -> Bool {
        heldWhileConfiguring.release(for: dispatcher, apply: apply) {
            for path in visibleCells.keys.sorted() { reconfigureCell(at: path) }
            layoutViews()
        }
    }

    /// Applies one checked batch; the dispatcher answers from the stage's data meanwhile.
    private func applyStage(_ changes: BatchUpdate, after: [Int]) {
        // Reloaded rows are replayed as staying rows, so that the replay says where they went; they are then marked
        // and get fresh cells at their new paths.
        var structural = changes
        structural.reloadedItems = []
        let excludedSections = Set(changes.deletedSections).union(changes.reloadedSections)
        let reloads = changes.reloadedItems.filter { !excludedSections.contains($0.section) }
        var tracking = Set(visibleCells.keys).union(reloads)
        if let cursor { tracking.insert(cursor) }
        if let selection { tracking.insert(selection) }
        let insertedItems = Set(changes.insertedItems)
        let insertedSections = Set(changes.insertedSections)
        let generation = generation
        let result = replayMarks(
            structural, after: after, tracking: tracking, movedMark: RowMark(generation: generation, change: .moved)
        ) { path in
            let inserted = insertedItems.contains(path) || insertedSections.contains(path.section)
            return RowMark(generation: generation, change: inserted ? .inserted : .updated)
        }
        marks = result.rows
        counts = after
        // The layout (each section's first row) must match the new counts before paths are worked out below.
        rebuildLayout()
        let reloadedNow = Set(reloads.compactMap { result.tracked[$0] })
        for new in reloadedNow where marks[new.section][new.item].change != .moved {
            marks[new.section][new.item] = RowMark(generation: generation, change: .updated)
        }

        // Cells follow their rows; cells of deleted and reloaded rows leave the screen.
        var carried: [ItemPath: ConfiguredView] = [:]
        for (old, shown) in visibleCells {
            if let new = result.tracked[old], !reloadedNow.contains(new) {
                carried[new] = shown
            } else {
                retire(shown, at: old)
            }
        }
        visibleCells = carried
        retireSupplementaries()
        // Reconfigured rows keep their cells, configured again with their new models, and flash as updated.
        for path in changes.reconfiguredItems {
            if let new = result.tracked[path] ?? (contains(path) ? path : nil) {
                if marks[new.section][new.item].change != .moved {
                    marks[new.section][new.item] = RowMark(generation: generation, change: .updated)
                }
                reconfigureCell(at: new)
            }
        }

        // The cursor and the selection follow their items; a deleted selection is gone, a deleted cursor stays
        // where it was (on the row that took the place).
        if let selection { self.selection = result.tracked[selection] }
        if let old = cursor {
            if let new = result.tracked[old] {
                cursor = new
            } else {
                cursor = nearestPath(to: old)
            }
        }
        scrollToCursor()
        layoutViews()
        isCursorHighlighted =
            cursor.map { dispatcher.shouldHighlightItem(at: $0, view: visibleCells[$0]?.view) } ?? false
    }

    /// The row at `path`, else the last row of its section, else the first row of the table.
    private func nearestPath(to path: ItemPath) -> ItemPath? {
        if counts.indices.contains(path.section), counts[path.section] > 0 {
            return ItemPath(item: min(path.item, counts[path.section] - 1), section: path.section)
        }
        let row = rowStarts.indices.contains(path.section) ? rowStarts[path.section] : rowCount - 1
        return self.path(atRow: min(row, rowCount - 1))
    }

    /// When a flash starting now ends: ``flashDuration`` from now, taken as 0 to 60 seconds (a negative or huge
    /// duration would never end, or overflow the clock).
    func flashEnd() -> ContinuousClock.Instant {
        now().advanced(by: min(max(.zero, flashDuration), .seconds(60)))
    }

    /// Ends the flash of the last update's rows, if its time has come (or `force`). Returns whether it ended.
    @discardableResult
    public func endFlash(force: Bool = false) -> Bool {
        guard let deadline = flashDeadline, force || now() >= deadline else { return false }
        flashDeadline = nil
        return true
    }
}

extension TerminalTableView: UpdatableView {
    /// A table.
    public var batchUpdateTarget: BatchUpdateTarget { .tableView }

    /// The counts shown.
    public var shownCounts: [Int] { counts }

    /// Replays one checked stage on the row marks, the visible cells, the cursor and the selection.
    public func performBatch(_ stage: ContentUpdate.Stage, of update: ContentUpdate) {
        applyStage(stage.update, after: stage.data.counts)
    }

    /// The cell on screen for the row at `path`; no cell off screen (the table keeps none there).
    public func keptCell(at path: ItemPath) -> KeptCell {
        visibleCells[path].map { .cell($0.mapping) } ?? .none
    }

    /// The rows of the cells on screen.
    public var keptCellPaths: [ItemPath] { Array(visibleCells.keys) }
}

/// Counts of what updates did, for the status bar.
struct UpdateSummary {
    var inserted = 0
    var deleted = 0
    var moved = 0
    var updated = 0
    /// Sections inserted, deleted, moved and reloaded.
    var sections = (inserted: 0, deleted: 0, moved: 0, reloaded: 0)

    mutating func add(_ changes: BatchUpdate) {
        inserted += changes.insertedItems.count
        deleted += changes.deletedItems.count
        moved += changes.movedItems.count
        updated += changes.reloadedItems.count + changes.reconfiguredItems.count
        sections.inserted += changes.insertedSections.count
        sections.deleted += changes.deletedSections.count
        sections.moved += changes.movedSections.count
        sections.reloaded += changes.reloadedSections.count
    }

    func description(stages: Int) -> String {
        var text = "last update: +\(inserted) -\(deleted) ↕\(moved) ~\(updated)"
        if sections != (0, 0, 0, 0) {
            text += ", sections +\(sections.inserted) -\(sections.deleted) ↕\(sections.moved) ~\(sections.reloaded)"
        }
        return text + " in \(stages) stage\(stages == 1 ? "" : "s")"
    }
}
