public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// A `UITableViewDiffableDataSource` whose cells come from the manager's mappings and whose delegate events,
/// section titles, header and footer views (which Apple's type lacks), editing and moving come from the manager's
/// dispatcher. You keep applying snapshots of identifiers; Trellis shows them.
///
/// ```swift
/// let dataSource = manager.attachDiffable(to: tableView, sections: Section.self, items: Post.ID.self,
///                                         model: { postsByID[$0] }, header: { $0.title })
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Post.ID>()
/// snapshot.appendSections([.recent])
/// snapshot.appendItems(posts.map(\.id))
/// dataSource.apply(snapshot)
/// ```
///
/// `model` answers `Any?` (no `!`): an identifier whose model is gone gets a plain cell rather than a crash.
@MainActor
public final class TableViewDiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    UITableViewDiffableDataSource<SectionID, ItemID>
{
    /// The dispatcher answering for it.
    public let dispatcher: Dispatcher

    init(tableView: UITableView, proxy: TableViewProxy) {
        self.dispatcher = proxy.dispatcher
        // Never `nil` (UIKit raises): a plain cell when no mapping shows the item (the dispatcher reports why). Cells
        // come through the proxy's live-cell tracker, as the proxy's own do.
        super.init(tableView: tableView) { [weak proxy] tableView, indexPath, _ in
            MainActor.assumeIsolated {
                (proxy?.liveCell(at: indexPath) as? UITableViewCell)
                    ?? TableViewProxy.placeholderCell(tableView, at: indexPath)
            }
        }
    }

    /// The `String` header model's title.
    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        dispatcher.title(ofKind: .header, inSection: section)
    }

    /// The `String` footer model's title.
    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        dispatcher.title(ofKind: .footer, inSection: section)
    }

    /// `canEdit` (rows are editable when a `commitEditingStyle` closure exists).
    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        dispatcher.answers(.canEdit)
            ? dispatcher.canEditItem(at: indexPath.itemPath) : dispatcher.answers(.commitEditingStyle)
    }

    /// `commitEditingStyle`.
    public override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        dispatcher.commitEditingStyle(EditingStyle(editingStyle), forItemAt: indexPath.itemPath)
    }

    /// `canMove`, when moving is supported.
    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        dispatcher.supportsMoving && dispatcher.canMoveItem(at: indexPath.itemPath)
    }

    /// `moveItem` closures, then the snapshot follows the move without animating, unless a closure applied a
    /// snapshot of its own (which stays).
    public override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        var snapshot = self.snapshot()
        // UIKit sends two existing paths; a caller might not (a path without two indexes, a section past the end),
        // and then nothing moves: neither the content nor the snapshot.
        let destination = destinationIndexPath.itemPath
        guard let moved = itemIdentifier(for: sourceIndexPath), sourceIndexPath.count == 2,
            snapshot.sectionIdentifiers.indices.contains(destination.section), destination.item >= 0
        else { return }
        _ = dispatcher.moveItem(at: sourceIndexPath.itemPath, to: destination)
        let now = self.snapshot()
        guard now.sectionIdentifiers == snapshot.sectionIdentifiers, now.itemIdentifiers == snapshot.itemIdentifiers
        else { return }  // a closure applied its own snapshot
        snapshot.deleteItems([moved])
        let section = snapshot.sectionIdentifiers[destination.section]
        let items = snapshot.itemIdentifiers(inSection: section)
        if destination.item < items.count {
            snapshot.insertItems([moved], beforeItem: items[destination.item])
        } else {
            snapshot.appendItems([moved], toSection: section)
        }
        apply(snapshot, animatingDifferences: false)
    }

    /// `sectionIndexTitles`.
    public override func sectionIndexTitles(for tableView: UITableView) -> [String]? { dispatcher.sectionIndexTitles() }

    /// `sectionForSectionIndexTitle`.
    public override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        dispatcher.sectionForSectionIndexTitle(title, at: index)
    }
}

extension TableViewDiffableDataSource: LiveReconfiguring {
    /// Reconfigures the items at `paths` through a snapshot (Apple: diffable data sources reconfigure through
    /// `reconfigureItems`, never the table's own method).
    func reconfigureItems(at paths: [IndexPath]) {
        let identifiers = paths.compactMap { itemIdentifier(for: $0) }
        guard !identifiers.isEmpty else { return }
        var snapshot = snapshot()
        snapshot.reconfigureItems(identifiers)
        apply(snapshot)
    }
}

/// A diffable data source's current snapshot as content the dispatcher shows: each item identifier's model, each
/// section identifier's header and footer model, and (collections) the models of the layout's own kinds.
@MainActor
final class DiffableContent<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: SectionedContent {
    /// The data source's current snapshot.
    var snapshot: @MainActor () -> NSDiffableDataSourceSnapshot<SectionID, ItemID>? = { nil }
    let model: @MainActor (ItemID) -> Any?
    let header: (@MainActor (SectionID) -> Any?)?
    let footer: (@MainActor (SectionID) -> Any?)?
    let supplementary: (@MainActor (String, SectionID) -> Any?)?

    init(
        model: @escaping @MainActor (ItemID) -> Any?, header: (@MainActor (SectionID) -> Any?)?,
        footer: (@MainActor (SectionID) -> Any?)?, supplementary: (@MainActor (String, SectionID) -> Any?)? = nil
    ) {
        self.model = model
        self.header = header
        self.footer = footer
        self.supplementary = supplementary
    }

    var numberOfSections: Int { snapshot()?.numberOfSections ?? 0 }

    private func sectionID(_ section: Int) -> SectionID? {
        guard let sections = snapshot()?.sectionIdentifiers, sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    func numberOfItems(inSection section: Int) -> Int {
        guard let id = sectionID(section) else { return 0 }
        return snapshot()?.numberOfItems(inSection: id) ?? 0
    }

    func item(at path: ItemPath) -> Any? {
        guard let id = sectionID(path.section), let items = snapshot()?.itemIdentifiers(inSection: id),
            items.indices.contains(path.item)
        else { return nil }
        return model(items[path.item])
    }

    func headerModel(forSection section: Int) -> Any? { sectionID(section).flatMap { header?($0) } }

    func footerModel(forSection section: Int) -> Any? { sectionID(section).flatMap { footer?($0) } }

    func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? {
        sectionID(section).flatMap { supplementary?(kind, $0) }
    }
}

extension TableViewManager {
    /// Drives `tableView` through a diffable data source of `SectionID` and `ItemID` identifiers: cells from the
    /// mappings (each identifier's model is `model(identifier)`, the identifier itself by default), events from the
    /// dispatcher, and section headers and footers from `header` / `footer` (a `String` becomes a title, another
    /// model its mapped view). Apply snapshots to the returned data source.
    public func attachDiffable<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        to tableView: UITableView, sections: SectionID.Type = SectionID.self, items: ItemID.Type = ItemID.self,
        model: @escaping @MainActor (ItemID) -> Any? = { $0 }, header: (@MainActor (SectionID) -> Any?)? = nil,
        footer: (@MainActor (SectionID) -> Any?)? = nil
    ) -> TableViewDiffableDataSource<SectionID, ItemID> {
        let content = DiffableContent<SectionID, ItemID>(model: model, header: header, footer: footer)
        attach(to: tableView, content: content)
        let dataSource = TableViewDiffableDataSource<SectionID, ItemID>(tableView: tableView, proxy: proxy)
        content.snapshot = { [weak dataSource] in dataSource?.snapshot() }
        diffableDataSource = dataSource
        tableView.dataSource = dataSource
        return dataSource
    }
}
