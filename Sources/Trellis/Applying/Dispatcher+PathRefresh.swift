// Cells configured with their path (a `DeclarativeCell`'s `configure(_:path:)`, Flow's numbered rows) show it: when a
// stage moves their row without reloading it (a row inserted or deleted above, a move), UIKit keeps the cell as it
// is, and it would show the old path until it is dequeued again. After each stage, the stage applier configures
// again the cells the view keeps on screen that read their path and whose row moved: one batch of reconfigures (or
// reloads, for a view that cannot reconfigure) in the stage's final places, which has no structural change.

extension Dispatcher {
    /// The paths of the cells `view` keeps whose mapping configures them with their path (before the next stage).
    func keptCellsConfiguredWithPath(in view: some UpdatableView) -> [ItemPath] {
        view.keptCellPaths.filter { path in
            guard case .cell(let mapping) = view.keptCell(at: path) else { return false }
            return mapping.configuresWithPath
        }
    }

    /// Configures again the cells at `paths` (before `stage`, read by ``keptCellsConfiguredWithPath(in:)``) whose
    /// row `stage` moved and did not reload, in one batch after it.
    func refreshCellsWhosePathChanged(
        _ paths: [ItemPath], after stage: ContentUpdate.Stage, before: [Int], refresh: ItemRefresh,
        of update: ContentUpdate, to view: some UpdatableView
    ) {
        guard !paths.isEmpty else { return }
        let batch = stage.update
        let refreshed = Set(batch.reloadedItems + batch.reconfiguredItems)
        var moved: [ItemPath] = []
        for (old, new) in batch.destinations(of: paths, before: before, after: stage.data.counts)
        where old != new && !refreshed.contains(new) {
            moved.append(new)
        }
        guard !moved.isEmpty else { return }
        moved.sort()
        var refreshBatch = BatchUpdate()
        if refresh == .reconfigure {
            refreshBatch.reconfiguredItems = moved
        } else {
            refreshBatch.reloadedItems = moved
        }
        view.performBatch(ContentUpdate.Stage(data: stage.data, update: refreshBatch), of: update)
    }
}
