/// A ``ListSection``'s rows wrapped for the diff (`AnyItem`s whose base is the row), made the first time the section
/// is published and shared by every copy of the section until its rows change.
///
/// Wrapping a row works out its identity (its cell type and its own id) and gives the wrap a content revision.
/// Keeping the wraps means that publishing a section again (the same `ListSection` value, or a copy of it, say in
/// `update(animation:_:)` after another section was edited) costs nothing per row: the diff then meets the very
/// items it showed (the same array, the same revisions) and skips them. A row is a class whose model and id never
/// change, and the wrap's base is the row object itself, so a wrap can never be stale; what can change is which rows
/// the section holds, and ``ListSection/rows`` drops the wraps each time it changes.
@MainActor
final class RowWraps {
    /// The wraps, in the order of the rows they were made from; `nil` until the section is first published.
    private(set) var items: [AnyItem]?
    /// Whether some row's identity is a token (a model with no identity of its own): such rows are identified by
    /// their place when published (`PublishedSections.positioned(_:)`).
    private(set) var hasTokenRows = false

    init() {}

    /// The wraps of `rows` (the rows of the section that owns this cache), made now if they were not yet.
    func items(of rows: [AnyRow]) -> [AnyItem] {
        if let items { return items }
        var wrapped: [AnyItem] = []
        wrapped.reserveCapacity(rows.count)
        var tokens = false
        for row in rows {
            wrapped.append(AnyItem(row: row))
            if row.id.isToken { tokens = true }
        }
        items = wrapped
        hasTokenRows = tokens
        return wrapped
    }

    /// Forgets the wraps (the rows changed and nobody else holds this cache).
    func removeAll() {
        items = nil
        hasTokenRows = false
    }
}
