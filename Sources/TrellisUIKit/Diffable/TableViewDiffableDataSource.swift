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

    /// Told whether the table shows no rows each time UIKit reads the data source's counts (the manager's empty
    /// state follows it).
    var countsRead: (@MainActor (_ isEmpty: Bool) -> Void)?

    /// The snapshot's section count. UIKit asks it each time it reads the counts again: after a reload and at the
    /// end of every batch update, so after every change a snapshot applied makes (with or without animation, by
    /// reload, awaited or not); the manager's empty state is checked from here, with the counts UIKit is about to
    /// show.
    public override func numberOfSections(in tableView: UITableView) -> Int {
        let sections = super.numberOfSections(in: tableView)
        if let countsRead {
            var isEmpty = true
            for section in 0..<max(0, sections) where super.tableView(tableView, numberOfRowsInSection: section) > 0 {
                isEmpty = false
                break
            }
            countsRead(isEmpty)
        }
        return sections
    }

    /// The `String` header model's title.
    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        dispatcher.title(ofKind: .header, inSection: section)
    }

    /// The `String` footer model's title.
    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        dispatcher.title(ofKind: .footer, inSection: section)
    }

    /// `canEdit`: the plain table's rule (``Dispatcher/canEditItem(at:)``: a `canEdit` closure's answer, `true`
    /// without one) for every row an edit shows something on. Apple's diffable data source implements `commit`
    /// whether or not a closure handles it, where the proxy of `attach(to:content:)` implements it only for a
    /// `commitEditingStyle` closure; so without a `canEdit` closure, rows are editable only when the proxy would
    /// implement `commit`, when swipe actions answer (closures or your delegate), or when rows move (the reorder
    /// control needs an editable row): never only to offer a Delete button that deletes nothing.
    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard dispatcher.answers(.canEdit) || Self.editingShowsSomething(in: tableView, dispatcher: dispatcher)
        else { return false }
        return dispatcher.canEditItem(at: indexPath.itemPath)
    }

    /// Whether editing a row shows anything besides a Delete button nothing handles: `commit` as the plain route
    /// answers it, swipe actions (or the deprecated edit actions) from the table's delegate (the manager's closures or
    /// your delegate), or moving.
    private static func editingShowsSomething(in tableView: UITableView, dispatcher: Dispatcher) -> Bool {
        if TableMethods.conditional["tableView(_:commit:forRowAt:)"]?.answers(dispatcher) == true
            || dispatcher.supportsMoving
        {
            return true
        }
        guard let delegate = tableView.delegate else { return false }
        let swipeMethods = [
            "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
            "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
            "tableView:editActionsForRowAtIndexPath:",
        ]
        return swipeMethods.contains { delegate.responds(to: NSSelectorFromString($0)) }
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
        DiffableUserMove(
            dispatcher: dispatcher, snapshot: { [unowned self] in snapshot() },
            apply: { [unowned self] in apply($0, animatingDifferences: false) }
        )
        .move(from: sourceIndexPath, to: destinationIndexPath)
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
        dataSource.countsRead = { [weak self] isEmpty in self?.refreshEmptyState(diffableIsEmpty: isEmpty) }
        diffableDataSource = dataSource
        tableView.dataSource = dataSource
        return dataSource
    }
}
