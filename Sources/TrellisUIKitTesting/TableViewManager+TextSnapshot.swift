public import TrellisTesting
public import TrellisUIKit
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

extension TableViewManager {
    /// What a person would see on the managed table now (see ``TrellisTesting/TextSnapshot``): the headers and
    /// footers of the sections on screen, the visible rows (`>` for a selected one) and how many rows are scrolled off
    /// above and below. `nil` when the manager drives no table.
    ///
    /// A row reads as its cell's ``TrellisTesting/TextSnapshotRepresentable/snapshotText`` when the cell adopts it,
    /// else as its model (a `String` as it is, anything else by `String(describing:)`); a header or footer as its
    /// title, or its view's text, or its model (none for an empty section's when
    /// ``Trellis/Dispatcher/hidesHeadersOfEmptySections`` or ``Trellis/Dispatcher/hidesFootersOfEmptySections`` hides
    /// it).
    public func textSnapshot() -> TextSnapshot? {
        guard let tableView else { return nil }
        tableView.layoutIfNeeded()
        let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        let visible = (tableView.indexPathsForVisibleRows ?? []).sorted()
        let selected = Set(tableView.indexPathsForSelectedRows ?? [])
        let rowsBefore = { (path: IndexPath) in counts.prefix(path.section).reduce(0, +) + path.row }
        let above = visible.first.map(rowsBefore) ?? 0
        let below = visible.last.map { counts.reduce(0, +) - rowsBefore($0) - 1 } ?? 0
        let first = visible.first?.section ?? 0, last = visible.last?.section ?? (counts.count - 1)
        var sections: [TextSnapshot.Section] = []
        for section in TextSnapshot.shownSections(counts: counts, first: first, last: last, above: above, below: below)
        {
            let rows = visible.filter { $0.section == section }.map { path in
                TextSnapshot.Row(rowText(at: path, in: tableView), isSelected: selected.contains(path))
            }
            let showsFooter =
                counts[section] == 0
                || visible.last.map { $0.section > section || $0.row == counts[section] - 1 } ?? true
            sections.append(
                TextSnapshot.Section(
                    header: supplementaryText(
                        .header, inSection: section, rowCount: counts[section],
                        view: tableView.headerView(forSection: section)),
                    rows: rows,
                    footer: showsFooter
                        ? supplementaryText(
                            .footer, inSection: section, rowCount: counts[section],
                            view: tableView.footerView(forSection: section)) : nil))
        }
        return TextSnapshot(rowsAbove: above, sections: sections, rowsBelow: below)
    }

    private func rowText(at path: IndexPath, in tableView: UITableView) -> String {
        let itemPath = ItemPath(item: path.row, section: path.section)
        if let cell = tableView.cellForRow(at: path) as? any TextSnapshotRepresentable { return cell.snapshotText }
        return Self.text(of: dispatcher.model(at: itemPath).map(dispatcher.registryModel(for:)))
    }

    /// The header or footer text of `section`: its title, or its view's text, or its model; `nil` when it has none,
    /// or when the section has no rows and the dispatcher hides such headers (or footers), as the table does.
    private func supplementaryText(_ kind: ViewKind, inSection section: Int, rowCount: Int, view: UIView?) -> String? {
        let hides = kind == .footer ? dispatcher.hidesFootersOfEmptySections : dispatcher.hidesHeadersOfEmptySections
        guard !hides || rowCount > 0 else { return nil }
        if let title = dispatcher.title(ofKind: kind, inSection: section) { return title }
        guard let model = dispatcher.supplementaryModel(ofKind: kind, inSection: section) else { return nil }
        if let view = view as? any TextSnapshotRepresentable { return view.snapshotText }
        return Self.text(of: dispatcher.registryModel(for: model))
    }

    private static func text(of model: Any?) -> String {
        guard let model else { return "" }
        return (model as? String) ?? String(describing: model)
    }
}
