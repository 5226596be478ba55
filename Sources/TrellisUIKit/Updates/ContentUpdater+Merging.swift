internal import Trellis

// Updates that waited (for a batch's animation, or held while UIKit configured a cell or reloaded) are applied as
// one update, not one `performBatchUpdates` each: 1,000 appends made while a batch animated were 1,000 batches, 13 s
// in a debug build. The one update is the diff from what the view shows to the last waiting update's state, which is
// what the waiting updates add up to, so the view ends showing the same rows.
//
// What the diff cannot see is carried over: a row an update reloads or reconfigures without changing its model (the
// same stored value: `reloadItem(at:)`, a declarative row's `reloadRows(withIDs:)`, a class instance changed in
// place) is followed through the later updates' batches to where it ends, and reloaded (or reconfigured) there.
//
// Only updates that animate alike are merged (the same `animation` and `itemRefresh`); they are applied one by one,
// as before, when any of their batches breaks UIKit's rules from what the view shows (the first refused reloads the
// view and is reported, as for any update), when the dispatcher shows no sections (windowed content, a database
// storage: no diff), or when a batch reloads sections (not followed through batches) or mixes reloads with
// structural changes.

extension ContentUpdater {
    /// `updates`, with each run of two or more that animate alike replaced by one update that takes the view from
    /// what it shows to the run's last state. `updates` themselves when they cannot be merged (see the top of this
    /// file).
    func merged(_ updates: [ContentUpdate], on view: any BatchView) -> [ContentUpdate] {
        guard updates.count > 1, let shown = dispatcher.shown?.sections else { return updates }
        let counts = view.shownCounts
        guard shown.map(\.items.count) == counts,
            Self.passRules(updates, from: counts, view: type(of: view).batchTarget)
        else { return updates }
        var result: [ContentUpdate] = []
        var current = shown
        var start = 0
        while start < updates.count {
            var end = start + 1
            if Self.isMergeable(updates[start]) {
                while end < updates.count, Self.isMergeable(updates[end]),
                    updates[end].animation == updates[start].animation,
                    updates[end].itemRefresh == updates[start].itemRefresh
                {
                    end += 1
                }
            }
            let run = updates[start..<end]
            if run.count > 1 {
                result.append(Self.merging(run, from: current))
            } else {
                result.append(contentsOf: run)
            }
            guard let last = run.last(where: { !$0.isEmpty })?.finalSnapshot else {
                start = end
                continue
            }
            guard let sections = last.sections else {
                return result + updates[end...]  // windowed from here on: no diff
            }
            current = sections
            start = end
        }
        return result
    }

    /// Whether every stage of `updates`, in order, passes UIKit's rules from `counts`.
    private static func passRules(_ updates: [ContentUpdate], from counts: [Int], view: BatchUpdateTarget) -> Bool {
        var counts = counts
        for update in updates {
            for stage in update.stages {
                let after = stage.data.counts
                guard BatchUpdateRules.violations(of: stage.update, before: counts, after: after, view: view).isEmpty
                else { return false }
                counts = after
            }
        }
        return true
    }

    /// Whether `update` can be merged with others: every stage holds sections, reloads no section, and does not
    /// reload rows beside structural changes (whose reloads could not be followed).
    private static func isMergeable(_ update: ContentUpdate) -> Bool {
        update.stages.allSatisfy { stage in
            stage.data.sections != nil && stage.update.reloadedSections.isEmpty
                && (!stage.update.hasStructuralChanges
                    || (stage.update.reloadedItems.isEmpty && stage.update.reconfiguredItems.isEmpty))
        }
    }

    /// The one update that takes the view from `current` to the last state of `run` (mergeable updates that pass
    /// UIKit's rules, animated alike): the diff, plus the reloads and reconfigures of rows whose model stayed.
    private static func merging(_ run: ArraySlice<ContentUpdate>, from current: [StorageSection]) -> ContentUpdate {
        let animation = run.first?.animation ?? .inherited
        let itemRefresh = run.first?.itemRefresh ?? .inherited
        var counts = current.map(\.items.count)
        var reloads = Set<ItemPath>(), reconfigures = Set<ItemPath>()
        var target: [StorageSection]?
        for update in run {
            for stage in update.stages {
                let after = stage.data.counts
                if stage.update.hasStructuralChanges {
                    reloads = Set(stage.update.destinations(of: reloads, before: counts, after: after).values)
                    reconfigures = Set(stage.update.destinations(of: reconfigures, before: counts, after: after).values)
                } else {
                    reloads.formUnion(stage.update.reloadedItems)
                    reconfigures.formUnion(stage.update.reconfiguredItems)
                }
                counts = after
                target = stage.data.sections
            }
        }
        guard let target else {
            var empty = ContentUpdate(stages: [], animation: animation)
            empty.itemRefresh = itemRefresh
            return empty
        }
        // The updates reported any duplicate identities when they were made: the diff stays quiet about them.
        var merged = AnomalyReporter.collecting(into: AnomalyHandler { _ in }) {
            ContentUpdate(from: current, to: target, animation: animation)
        }
        merged.itemRefresh = itemRefresh
        reconfigures.subtract(reloads)
        guard !reloads.isEmpty || !reconfigures.isEmpty else { return merged }
        // Carried rows are named at their final paths: in the diff's last stage when it only reloads (the diff's
        // own reloads are in final coordinates too), else in a stage of their own after it.
        var stage =
            merged.stages.last.flatMap { $0.update.hasStructuralChanges ? nil : $0 }
            ?? ContentUpdate.Stage(data: ContentSnapshot(sections: target), update: BatchUpdate())
        let replacesLast = merged.stages.last.map { !$0.update.hasStructuralChanges } ?? false
        let reloadedSections = Set(stage.update.reloadedSections)
        let reloaded = Set(stage.update.reloadedItems)
        let reconfigured = Set(stage.update.reconfiguredItems)
        stage.update.reloadedItems += reloads.subtracting(reloaded).filter { !reloadedSections.contains($0.section) }
            .sorted()
        stage.update.reconfiguredItems +=
            reconfigures.subtracting(reconfigured).subtracting(reloaded)
            .filter { !reloadedSections.contains($0.section) }.sorted()
        stage.update.reconfiguredItems.removeAll { reloads.contains($0) }
        if replacesLast {
            merged.stages[merged.stages.count - 1] = stage
        } else {
            merged.stages.append(stage)
        }
        return merged
    }
}
