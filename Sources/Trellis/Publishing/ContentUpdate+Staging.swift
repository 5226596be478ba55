// Staging changes worked out without the diff (a windowed storage counts and compares rows itself): the same rule
// the diff follows (`StagedChangeset+Diff.swift`, "Staging"): reloads get a stage of their own, the last one, in
// final coordinates, because a reload in the batch that also moves, inserts or deletes rows can land on the wrong
// row (UIKit names reloads by their paths before the batch, and a reload beside a move breaks the counts).

extension ContentUpdate {
    /// The update made of `structural` changes (deletions at old paths, insertions at new paths, moves from old to
    /// new paths, no reloads) and `reloads` named at their final paths, staged as the diff stages its own: the
    /// structural batch first, then the reloads alone. Each stage shows `data`, the content once both are applied.
    ///
    /// Empty stages are left out, so an update with nothing to do has no stages.
    public init(
        structural: BatchUpdate, reloadingFinalPaths reloads: [ItemPath], data: ContentSnapshot,
        animation: RowAnimation = .inherited
    ) {
        var stages: [Stage] = []
        var structural = structural
        let stray = structural.reloadedItems
        structural.reloadedItems = []
        if !structural.isEmpty { stages.append(Stage(data: data, update: structural)) }
        let finalReloads = structural.isEmpty ? stray + reloads : reloads
        if !finalReloads.isEmpty { stages.append(Stage(data: data, update: BatchUpdate(reloadedItems: finalReloads))) }
        self.init(stages: stages, animation: animation)
    }
}
