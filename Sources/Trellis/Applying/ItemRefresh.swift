/// How a host shows a row whose content changed (the diff reports it as a reload): by updating the cell the row has
/// (UIKit's `reconfigureRows` / `reconfigureItems`, iOS 15; the terminal and headless tables run the cell's configure
/// closure again), or by replacing the cell with a new one (`reloadRows`: a cross-fade, and the cell's state is lost).
///
/// ``Dispatcher/apply(_:to:)`` decides per row, where the mappings are known: a changed row reconfigures when the
/// update and the host ask for it and the cell it has is of the type its new model maps to; a row whose model now
/// maps to another cell type is reloaded whatever is asked.
public enum ItemRefresh: Hashable, Sendable {
    /// No choice of its own: an update's `.inherited` takes the host's ``UpdatableView/itemRefresh``.
    case inherited
    /// Update the cell the row has, in place; reload it when its cell type changes.
    case reconfigure
    /// Replace the row's cell with a new one.
    case reload
}

/// The cell a host keeps for a row, as the stage applier asks it (``UpdatableView/keptCell(at:)``) to decide whether
/// a changed row can be reconfigured.
@MainActor
public enum KeptCell {
    /// The host keeps no cell for the row (it is off screen, and the host prepares none ahead): reconfiguring it
    /// costs nothing, and its cell is configured when it comes into view.
    case none
    /// A cell made with `mapping`.
    case cell(ViewMapping)
    /// The host cannot tell (UIKit prepares cells for rows about to scroll in, which a data source does not see):
    /// the row is reloaded.
    case unknown
}
