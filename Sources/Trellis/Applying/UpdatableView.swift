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

    /// How the view shows rows whose content changed when the update leaves it to the host
    /// (``ContentUpdate/itemRefresh`` is `.inherited`). `.reload` unless the view says otherwise: only a view that
    /// applies ``BatchUpdate/reconfiguredItems`` should answer `.reconfigure`.
    var itemRefresh: ItemRefresh { get }

    /// The cell the view keeps for the row at `path` (a path it shows now, before the next stage): the stage applier
    /// reconfigures a changed row only when this cell is of the type its new model maps to. `.unknown` unless the
    /// view says otherwise.
    func keptCell(at path: ItemPath) -> KeptCell

    /// The paths of the rows whose cells the view keeps (on screen), before the next stage: after a stage, those of
    /// cells configured with their path (a ``DeclarativeCell``'s `configure(_:path:)`) whose row the stage moved are
    /// configured again. Empty unless the view says otherwise (then no cell is refreshed for its path).
    var keptCellPaths: [ItemPath] { get }
}

extension UpdatableView {
    /// `.reload`: a view reconfigures rows only when it says it can.
    public var itemRefresh: ItemRefresh { .reload }

    /// `.unknown`: the row is reloaded.
    public func keptCell(at path: ItemPath) -> KeptCell { .unknown }

    /// None: the view does not say which cells it keeps.
    public var keptCellPaths: [ItemPath] { [] }
}
