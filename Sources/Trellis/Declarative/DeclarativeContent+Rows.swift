// Finding a row by the id the app knows, and showing rows again that the diff cannot see change (a class model
// changed in place): what Apple's diffable data source does with `indexPath(for:)` and `reconfigureItems(_:)`, and
// IGListKit with `reload(in:)`.

extension DeclarativeContent {
    /// The path of the first row identified by `id`: a row made with `ListRow(_:id:)`, or one whose model's
    /// `Identifiable.id` (or, for a `Hashable` model, its value) is `id`. `nil` when no row is.
    ///
    /// ```swift
    /// if let path = content.path(ofRowWithID: post.id) { tableView.scrollToRow(at: IndexPath(path), at: .middle, animated: true) }
    /// ```
    public func path<ID: Hashable>(ofRowWithID id: ID) -> ItemPath? {
        let identity = ItemIdentity(value: id)
        for (section, rows) in sections.lazy.map(\.rows).enumerated() {
            if let item = rows.firstIndex(where: { $0.id.isIdentified(by: identity) }) {
                return ItemPath(item: item, section: section)
            }
        }
        return nil
    }

    /// Shows the rows identified by `ids` again (each id as ``path(ofRowWithID:)`` finds it, every row it
    /// identifies), though their models look the same: for a model changed in place, which `==` cannot tell from
    /// itself. Their cells are configured again (reconfigured in place, or reloaded, as the host's item refresh says),
    /// and their cached heights are worked out again. One update, animated as `animation` says.
    ///
    /// - Throws: ``StorageError`` (`.itemNotFound`) when an id identifies no row; nothing is refreshed then.
    public func reloadRows<ID: Hashable>(
        withIDs ids: some Sequence<ID>, animation: RowAnimation = .inherited
    ) throws(StorageError) {
        let operation = "DeclarativeContent.reloadRows(withIDs:)"
        // One pass over the rows, each looked up among the ids in constant time (not every id against every row).
        let identities = ids.map { ItemIdentity(value: $0) }
        let lookup = IdentityLookup(identities)
        guard !lookup.asked.isEmpty else { return }
        var unfound = lookup.asked
        for section in sections where !unfound.isEmpty {
            for row in section.rows {
                let found = lookup.ids(identifying: row.id)
                if let exact = found.exact { unfound.remove(exact) }
                if let byValue = found.byValue { unfound.remove(byValue) }
            }
        }
        if let identity = identities.first(where: unfound.contains) {
            throw StorageError(
                .itemNotFound, operation: operation,
                message: "no row is identified by \(identity). Check `path(ofRowWithID:)` first.")
        }
        published.publisher.edit(operation) { [self] in
            // Found in what is shown when the edit runs (an edit made during a delivery runs after it).
            let shown = published.shown
            var paths: [ItemPath] = []
            for (section, content) in shown.enumerated() {
                for (item, wrapped) in content.items.enumerated() {
                    guard let row = wrapped.base as? AnyRow, lookup.contains(row.id) else { continue }
                    paths.append(ItemPath(item: item, section: section))
                }
            }
            guard !paths.isEmpty else { return }
            let update = ContentUpdate(
                stages: [ContentUpdate.Stage(data: published.snapshot, update: BatchUpdate(reloadedItems: paths))],
                animation: animation == .inherited ? self.animation : animation)
            rows.invalidateHeights(after: update, shown: shown, duplicates: published.hasDuplicateRows)
            published.publisher.send(update)
        }
    }
}
