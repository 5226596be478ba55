/// A view that shows content stage by stage: what the one stage applier, ``Dispatcher/apply(_:to:)``, needs from a
/// host. `UITableView` and `UICollectionView` (in `TrellisUIKit`), the terminal table and the headless table are
/// updatable views.
@MainActor
public protocol UpdatableView: AnyObject {
    /// Table or collection: which of UIKit's wordings a refused batch gets.
    var batchUpdateTarget: BatchUpdateTarget { get }

    /// The item count of each section the view shows now (before the next stage).
    var shownCounts: [Int] { get }

    /// Applies one stage of `update`, which passed UIKit's batch-update rules against ``shownCounts``. The dispatcher
    /// already answers from the stage's data, so the view reads counts, models and cells that match the batch.
    func performBatch(_ stage: ContentUpdate.Stage, of update: ContentUpdate)
}
