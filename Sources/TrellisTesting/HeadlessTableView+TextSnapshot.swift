internal import Trellis

extension HeadlessTableView {
    /// What a person would see on the table's screen now: the visible rows (selected ones marked), the headers and
    /// footers of the sections on screen, and the rows scrolled off above and below (see ``TextSnapshot``).
    ///
    /// A section is on screen when one of its rows is visible, or when it is empty and lies among (or, at an end of
    /// the content, beside) the visible rows. Its header shows when the section is on screen (a plain table pins the
    /// header of the top section); its footer when its last row is visible or it has no rows. Rows and header or
    /// footer views are described by ``snapshotText(of:showing:)``, or by ``describeRow`` when set. Reading
    /// header and footer views dequeues them (``headerView(inSection:)``).
    public func textSnapshot() -> TextSnapshot {
        layoutCells()
        let visible = visibleItemPaths
        let above = firstVisibleRow
        let below = max(0, rowCount - above - visible.count)
        var sections: [TextSnapshot.Section] = []
        let first = visible.first?.section ?? (above > 0 ? counts.count : 0)
        let last = visible.last?.section ?? (counts.count - 1)
        for section in TextSnapshot.shownSections(counts: counts, first: first, last: last, above: above, below: below)
        {
            let rows = visible.filter { $0.section == section }.map { path in
                TextSnapshot.Row(rowText(at: path), isSelected: selection.contains(path))
            }
            let showsFooter =
                counts[section] == 0
                || visible.last.map { $0.section > section || $0.item == counts[section] - 1 } ?? true
            sections.append(
                TextSnapshot.Section(
                    header: supplementaryText(.header, inSection: section), rows: rows,
                    footer: showsFooter ? supplementaryText(.footer, inSection: section) : nil))
        }
        return TextSnapshot(rowsAbove: above, sections: sections, rowsBelow: below)
    }

    /// What the row at `path` shows.
    private func rowText(at path: ItemPath) -> String {
        let model = dispatcher.model(at: path).map(dispatcher.registryModel(for:))
        let cell = visibleCells[path]?.view
        if let describeRow, let model, let text = describeRow(model, cell) { return text }
        return snapshotText(of: cell, showing: model)
    }

    /// The header or footer text of `section`: its title, or its view's text; `nil` when it has neither, or when the
    /// section has no rows and the dispatcher hides such headers (or footers).
    private func supplementaryText(_ kind: ViewKind, inSection section: Int) -> String? {
        let hides = kind == .footer ? dispatcher.hidesFootersOfEmptySections : dispatcher.hidesHeadersOfEmptySections
        guard !hides || counts[section] > 0 else { return nil }
        if let title = dispatcher.title(ofKind: kind, inSection: section) { return title }
        guard let model = dispatcher.supplementaryModel(ofKind: kind, inSection: section) else { return nil }
        let view = supplementaryView(kind, inSection: section)
        let shown = dispatcher.registryModel(for: model)
        if let describeRow, let text = describeRow(shown, view) { return text }
        return snapshotText(of: view, showing: shown)
    }
}
