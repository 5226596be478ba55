// The one stage applier: how every host (UIKit's views, the terminal, the headless table) shows a content update.
//
// For each stage, in order:
// 0. turn the reloads of a stage without structural changes (the diff's last stage, a single edit's) into
//    reconfigures where the host can update the row's cell in place: the update or the host asks for it
//    (`ItemRefresh`), and the cell the host keeps for the row is of the type its new model maps to (a row whose
//    model now maps to another cell type is reloaded). Deciding needs the mappings, which only the dispatcher knows;
//    the diff reports every changed row as a reload;
// 1. check the batch against UIKit's rules (`BatchUpdateRules`), with the counts the view shows now and the counts
//    of the stage's data: a stage UIKit would refuse is not applied, and neither are the ones after it;
// 2. make the stage's data what the dispatcher answers from (`shown`): inside the batch, UIKit reads counts,
//    models and cells, and they must match the batch;
// 3. hand the batch to the view, which animates it (UIKit), or replays it on what it tracks (terminal, headless).
// After the last stage the host shows the content's current state: the dispatcher lets go of the snapshot and reads
// the content again (a storage's next edit then changes its arrays in place rather than copying them). A host that
// holds later updates back (UIKit while a batch animates) shows the last stage it applied meanwhile.

extension Dispatcher {
    /// Applies the stages of `update` to `view`, in order: each is checked with ``BatchUpdateRules`` against the
    /// counts `view` shows, then applied while the dispatcher answers from the stage's data, which stays what the
    /// view shows (``shown``).
    ///
    /// - Returns: `nil` when every stage was applied; else the first stage UIKit would refuse, which (like the ones
    ///   after it) was not applied. The view should reload then (``reloadShownContent()``).
    ///
    /// The update that follows a move the user made on screen (``isApplyingUserMove``) is already shown: it is
    /// absorbed (``absorbUserMove(_:)``), not applied.
    @discardableResult
    public func apply(_ update: ContentUpdate, to view: some UpdatableView) -> RejectedStage? {
        if isApplyingUserMove {
            absorbUserMove(update)
            return nil
        }
        let refresh = update.itemRefresh == .inherited ? view.itemRefresh : update.itemRefresh
        for (index, original) in update.stages.enumerated() {
            var stage = original
            if refresh == .reconfigure, !stage.update.reloadedItems.isEmpty, !stage.update.hasStructuralChanges {
                stage.update = reconfiguringChangedItems(of: stage, in: view)
            }
            let before = view.shownCounts
            let after = stage.data.counts
            let violations = BatchUpdateRules.violations(
                of: stage.update, before: before, after: after, view: view.batchUpdateTarget)
            guard violations.isEmpty else {
                return RejectedStage(
                    index: index, before: before, after: after, update: stage.update, violations: violations)
            }
            let pathCells = stage.update.hasStructuralChanges ? keptCellsConfiguredWithPath(in: view) : []
            show(stage.data)
            view.performBatch(stage, of: update)
            reloadRowsWhoseMappingMoved(after: stage, before: before, of: update, to: view)
            refreshCellsWhosePathChanged(
                pathCells, after: stage, before: before, refresh: refresh, of: update, to: view)
        }
        releaseShownIfCurrent()
        return nil
    }
}

extension Dispatcher {
    /// `stage`'s batch with each reloaded row the view can update in place moved to
    /// ``BatchUpdate/reconfiguredItems``: the view keeps no cell for it, or a cell of the type the row's model in the
    /// stage's data maps to. The stage has no structural change, so a path names the same row before and after it.
    func reconfiguringChangedItems(of stage: ContentUpdate.Stage, in view: some UpdatableView) -> BatchUpdate {
        var batch = stage.update
        let replacedSections = Set(batch.reloadedSections)
        var reloaded: [ItemPath] = []
        for path in batch.reloadedItems {
            guard !replacedSections.contains(path.section) else {
                reloaded.append(path)
                continue
            }
            switch view.keptCell(at: path) {
            case .none:
                batch.reconfiguredItems.append(path)
            case .cell(let mapping):
                if let model = stage.data.item(at: path), let now = cellMapping(for: model, at: path),
                    now.makesSameView(as: mapping)
                {
                    batch.reconfiguredItems.append(path)
                } else {
                    reloaded.append(path)
                }
            case .unknown:
                reloaded.append(path)
            }
        }
        batch.reloadedItems = reloaded
        return batch
    }
}
