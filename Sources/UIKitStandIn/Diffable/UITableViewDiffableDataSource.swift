/// A table data source driven by snapshots of identifiers (the UIKit overlay's `UITableViewDiffableDataSource`).
///
/// `apply` diffs the current snapshot against the new one (with the stand-in's own identifier diff; UIKit's is
/// private) and animates the difference in batches, or reloads when `animatingDifferences` is `false` or the table is
/// off-screen; duplicate identifiers raise UIKit's "supplied item identifiers are not unique". Titles, editing and
/// moving are `open` methods a subclass overrides, as in UIKit.
@MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource, StandInDiffableDataSource
{
    /// Makes the cell of an item.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How inserted, deleted and reloaded rows animate.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's data source).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(section: indexPath.standInIndex(0), item: indexPath.standInIndex(1))
    }

    /// The path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in current.items.enumerated() {
            if let i = section.firstIndex(of: itemIdentifier) { return IndexPath(row: i, section: s) }
        }
        return nil
    }

    /// The section identifier of a section index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// Shows `snapshot`, animating the difference, then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` and returns once its animations have finished.
    @available(iOS 15.0, tvOS 15.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            show(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the view (no diff, no animation), then calls `completion`.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Shows `snapshot` by reloading the view and returns once it is shown.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            show(snapshot, animatingDifferences: false) { continuation.resume() }
        }
    }

    /// What every `apply` does (a subclass overriding one of them does not change the others, as in UIKit): checks
    /// the identifiers, then animates the difference in batches, or reloads.
    private func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool, completion: (() -> Void)?
    ) {
        let all = snapshot.itemIdentifiers
        if Set(all).count != all.count {
            var seen = Set<ItemIdentifierType>()
            let duplicates = all.filter { !seen.insert($0).inserted }
            let message =
                "supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
            tableView?.raise(message)
            completion?()
            return
        }
        var target = snapshot
        target.clearMarks()
        guard let tableView, animatingDifferences, tableView.window != nil else {
            current = target
            tableView?.reloadData()
            completion?()
            return
        }
        let stages = diffableStages(from: current, to: target)
        let animation = defaultRowAnimation
        var remaining = stages.count + 1
        let finish: (Bool) -> Void = { _ in
            remaining -= 1
            if remaining == 0 { completion?() }
        }
        for (changes, shown) in stages {
            tableView.performBatchUpdates(
                {
                    self.current = shown
                    if !changes.deletedSections.isEmpty {
                        tableView.deleteSections(IndexSet(changes.deletedSections), with: animation)
                    }
                    if !changes.insertedSections.isEmpty {
                        tableView.insertSections(IndexSet(changes.insertedSections), with: animation)
                    }
                    for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                    if !changes.deletedItems.isEmpty { tableView.deleteRows(at: changes.deletedItems, with: animation) }
                    if !changes.insertedItems.isEmpty {
                        tableView.insertRows(at: changes.insertedItems, with: animation)
                    }
                    for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                }, completion: finish)
        }
        current = target
        let reloaded = snapshot.reloadedItemIdentifiers.compactMap(indexPath(for:))
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap(indexPath(for:))
        tableView.performBatchUpdates(
            {
                if !reloaded.isEmpty { tableView.reloadRows(at: reloaded, with: animation) }
            }, completion: finish)
        tableView.reconfigureRows(at: reconfigured)
    }

    // MARK: UITableViewDataSource

    /// Every data-source method is implemented (UIKit's class implements them all in Objective-C).
    nonisolated open override func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return UIKitProtocol.tableViewDataSource.swiftName(ofSelector: NSStringFromSelector(aSelector)) != nil
            || super.responds(to: aSelector)
    }

    /// The current snapshot's item count of `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell (UIKit raises when it returns `nil`).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        tableView.raise(
            "UITableView (<UITableView>) failed to obtain a cell from its dataSource (<UITableViewDiffableDataSource>)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The current snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    /// No header title (override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title (override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Not editable (UIKit's diffable default; override to allow).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Not movable (override to allow).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No index (override to give one).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The index itself.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// Nothing (override to edit).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Updates the snapshot to the move the user made (override to update your model too).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// A diffable data source of the stand-in's (a table's or a collection's), which Apple says must stay a view's data
/// source once configured.
protocol StandInDiffableDataSource: AnyObject {}
