/// A ``ListSection``'s rows wrapped for the diff (`AnyItem`s whose base is the row), made the first time the section
/// is published and shared by every copy of the section until its rows change; with what a publish learns of the
/// rows (``RowSummary``), worked out once for them too.
///
/// Wrapping a row works out its identity (its cell type and its own id) and gives the wrap a content revision.
/// Keeping the wraps means that publishing a section again (the same `ListSection` value, or a copy of it, say in
/// `update(animation:_:)` after another section was edited) costs nothing per row: the diff then meets the very
/// items it showed (the same array, the same revisions) and skips them, the duplicate check counts only the arrays
/// it has not counted (`PublishedSections`), and the row dispatch reads the summary. A row is a class whose model
/// and id never change, and the wrap's base is the row object itself, so a wrap can never be stale; what can change
/// is which rows the section holds, and ``ListSection/rows`` drops the wraps each time it changes (or, edited by a
/// known edit, derives them: ``derived(from:rows:structural:reloads:)``).
@MainActor
final class RowWraps {
    /// The wraps, in the order of the rows they were made from; `nil` until the section is first published.
    private(set) var items: [AnyItem]?
    /// Whether some row's identity is a token (a model with no identity of its own): such rows are identified by
    /// their place when published (`PublishedSections.positioned(_:)`).
    private(set) var hasTokenRows = false
    /// How ``items`` were made from the wraps of the rows the section held before, when they were derived from them
    /// (``derived(from:rows:structural:reloads:)``); dropped once published.
    var edit: SectionEdit?
    /// What the rows ask of a row dispatch, once asked.
    private var summary: RowSummary?

    init() {}

    private init(items: [AnyItem], edit: SectionEdit, summary: RowSummary?) {
        self.items = items
        self.edit = edit
        self.summary = summary
    }

    /// The wraps of `rows` (the rows of the section that owns this cache), made now if they were not yet.
    func items(of rows: [AnyRow]) -> [AnyItem] {
        if let items { return items }
        var wrapped: [AnyItem] = []
        wrapped.reserveCapacity(rows.count)
        var tokens = false
        for row in rows {
            wrapped.append(AnyItem(row: row))
            row.isWrapped = true
            if row.id.isToken { tokens = true }
        }
        items = wrapped
        hasTokenRows = tokens
        return wrapped
    }

    /// The summary of `rows` (the rows of the section that owns this cache), made now if it was not yet, or if a
    /// wrapped row was edited since.
    func summary(of rows: [AnyRow]) -> RowSummary {
        if let summary, summary.isCurrent { return summary }
        let made = RowSummary(rows)
        summary = made
        return made
    }

    /// Forgets the wraps (the rows changed and nobody else holds this cache).
    func removeAll() {
        items = nil
        hasTokenRows = false
        edit = nil
        summary = nil
    }

    /// The wraps of `rows`, which are the rows `old` was made for edited by `structural` and `reloads` (as
    /// ``SectionEdit/applying(_:reloads:to:make:replaced:)`` applies them): the wraps of the rows kept are kept,
    /// only inserted and reloaded rows are wrapped, and the edit is kept for the next publish. `nil` when `old` was
    /// never published, holds or would hold a row identified by a token, or the edit does not give `rows`.
    static func derived(from old: RowWraps, rows: [AnyRow], structural: BatchUpdate, reloads: [Int]) -> RowWraps? {
        guard let base = old.items, !old.hasTokenRows else { return nil }
        var added: [AnyItem] = [], removed: [AnyItem] = []
        var fits = true
        let result = SectionEdit.applying(
            structural, reloads: reloads, to: base,
            make: { index in
                guard rows.indices.contains(index) else {
                    fits = false
                    return AnyItem(())
                }
                if rows[index].id.isToken { fits = false }
                let wrap = AnyItem(row: rows[index])
                rows[index].isWrapped = true
                added.append(wrap)
                return wrap
            }, replaced: { removed.append($0) })
        // The rows kept must be the rows given, in place (their ends, checked here, and every made one are).
        guard fits, let result, result.count == rows.count,
            result.first?.storage.row === rows.first, result.last?.storage.row === rows.last
        else { return nil }
        var summary: RowSummary?
        if let oldSummary = old.summary, oldSummary.isCurrent {
            summary = oldSummary.applying(
                removed: removed.lazy.compactMap(\.storage.row), added: added.lazy.compactMap(\.storage.row))
        }
        let edit = SectionEdit(
            base: base, result: result, structural: structural, reloads: reloads, removed: removed, added: added)
        return RowWraps(items: result, edit: edit, summary: summary)
    }
}
