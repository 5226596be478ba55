/// Content that holds its items as published sections and shows its rows through a ``RowDispatch`` (declarative
/// content, an outline, a cascading tree): the dispatcher reads such content's items, which know their type, directly
/// on the per-cell path, instead of through `item(at:)` and a cast of each model.
@MainActor
protocol RowBackedContent: DispatchingContent {
    /// The sections the content's observers have received: what `item(at:)` reads. The same object for the
    /// content's whole life (a dispatcher keeps it).
    var publishedSections: PublishedSections { get }
    /// The row dispatch that makes the content's rows' cells: its cell mappings are exactly those
    /// ``DispatchingContent/viewMapping(for:kind:at:)`` answers for rows; `nil` when the content may answer otherwise
    /// for a row (a cascading tree's node gives the mapping of the row at a path). The same answer for the content's
    /// whole life (a dispatcher keeps it). When it is not `nil`, the content's `didConfigure` for a row does only
    /// what the dispatcher then does itself: run the row's dequeue closure when the row dispatch
    /// ``RowDispatch/runsDequeueClosures``.
    var rowCells: RowDispatch? { get }
    /// The row dispatch that answers the content's rows' heights (and says when a live model changed one). The same
    /// object for the content's whole life.
    var rowDispatch: RowDispatch { get }
}
