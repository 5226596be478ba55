public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// The object a table's `dataSource`, `delegate`, `prefetchDataSource`, `dragDelegate` and `dropDelegate` point
/// to: it implements every method of those five protocols by asking its ``dispatcher``.
///
/// A method that no closure answers is reported as not implemented (`responds(to:)`), so UIKit's own behaviour stays
/// (self-sizing rows, no drag and drop), and a user's ``delegate`` receives it when it implements it; so do the
/// scroll-view delegate calls. Every entry point checks it runs on the main thread first (``MainActorCheck``) and
/// answers a safe default otherwise, without waiting for the main thread.
///
/// A ``TableViewManager`` makes and owns one; you rarely touch it.
@MainActor
public final class TableViewProxy: ViewProxy {
    /// Your own delegate: receives the delegate and scroll-view methods Trellis does not answer.
    public weak var delegate: (any UITableViewDelegate)?
    /// The height answered when UIKit asks from another thread.
    nonisolated static let offMainHeight: CGFloat = 44

    /// The cell answered off the main thread, made on it with the proxy.
    nonisolated let offMainCell: UITableViewCell
    /// What `dropSessionDidUpdate` answers from another thread: a cancelled drop (made with the proxy: a main-actor
    /// object, which nothing may make off the main thread, and nothing waits for it).
    nonisolated let offMainDropProposal: UITableViewDropProposal

    /// A proxy asking `dispatcher`.
    public init(dispatcher: Dispatcher) {
        offMainCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        offMainDropProposal = UITableViewDropProposal(operation: .cancel, intent: .unspecified)
        super.init(dispatcher: dispatcher, viewName: "UITableView")
    }

    /// Whether the proxy answers `method` (its Swift name, e.g. `"tableView(_:heightForRowAt:)"`): always for the
    /// core data-source methods, else when the dispatcher has a closure for its event (`docs/Events.md`).
    public func answersMethod(_ method: String) -> Bool {
        if TableMethods.always[method] != nil { return true }
        return TableMethods.conditional[method]?.answers(dispatcher) ?? false
    }

    /// The cell UIKit gets when no mapping shows the model: a plain cell (the dispatcher reported why).
    static func placeholderCell(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: placeholderReuseIdentifier)
        return tableView.dequeueReusableCell(withIdentifier: placeholderReuseIdentifier, for: indexPath)
    }

    /// UIKit asks this when a data source or delegate is set, before it ever sends an optional method: `true` for a
    /// method in the method table only when Trellis answers it. (Delegate methods reach the proxy through a
    /// ``DelegateForwarder``, which sends the ones Trellis does not answer to your ``delegate``.)
    nonisolated public override func responds(to selector: Selector!) -> Bool {
        guard let selector, let method = TableMethods.swiftNameOfSelector[NSStringFromSelector(selector)] else {
            return super.responds(to: selector)
        }
        // Off the main thread nothing can be asked: every method in the table is implemented, with a safe default.
        guard MainThreadFlag.isMainActorContext else { return true }
        return runAssumingMainThreadChecked { answersMethod(method) }
    }
}

// MARK: - Data source

extension TableViewProxy: UITableViewDataSource {
    /// The section's item count.
    nonisolated public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        onMain(0) { dispatcher.numberOfItems(inSection: section) }
    }

    /// The mapped cell, configured with its model; a plain cell (and an anomaly) when no mapping shows it.
    ///
    /// Off the main thread (never UIKit's doing), a cell made on the main thread when the proxy was: a table accepts a
    /// cell it did not dequeue, and nothing waits for the main thread.
    nonisolated public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard isOnMainActor("tableView(_:cellForRowAt:)") else { return offMainCell }
        return runAssumingMainThreadChecked(self, tableView, indexPath) { proxy, tableView, indexPath in
            let path = indexPath.itemPath
            let dispatcher = proxy.dispatcher
            guard let shown = dispatcher.whileAskingForView({ proxy.liveCells.cell(at: path, from: dispatcher) }),
                let cell = shown.view as? UITableViewCell
            else {
                return Self.placeholderCell(tableView, at: indexPath)
            }
            proxy.displayedCells[ObjectIdentifier(cell)] = DisplayedCell(shown, at: path)
            return cell
        }
    }

    /// The section count.
    nonisolated public func numberOfSections(in tableView: UITableView) -> Int {
        onMain(0) { dispatcher.numberOfSections }
    }

    /// A `String` header model with no view mapped.
    nonisolated public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        onMain(nil) { dispatcher.title(ofKind: .header, inSection: section) }
    }

    /// A `String` footer model with no view mapped.
    nonisolated public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        onMain(nil) { dispatcher.title(ofKind: .footer, inSection: section) }
    }

    /// `canEdit`.
    nonisolated public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        onMain(false) { dispatcher.canEditItem(at: indexPath.itemPath) }
    }

    /// `canMove`, else whether moving is supported.
    nonisolated public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        onMain(false) { dispatcher.canMoveItem(at: indexPath.itemPath) }
    }

    /// `sectionIndexTitles`.
    nonisolated public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        onMain(nil) { dispatcher.sectionIndexTitles() }
    }

    /// `sectionForSectionIndexTitle`.
    nonisolated public func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
        onMain(0) { dispatcher.sectionForSectionIndexTitle(title, at: index) }
    }

    /// `commitEditingStyle`.
    nonisolated public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        onMain(()) { dispatcher.commitEditingStyle(EditingStyle(editingStyle), forItemAt: indexPath.itemPath) }
    }

    /// Moves the item in the content (the view already shows the move), then `moveItem`; reloads when the content
    /// refused the move, so the view and the content agree again.
    nonisolated public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        onMain(()) {
            if !dispatcher.moveItem(at: sourceIndexPath.itemPath, to: destinationIndexPath.itemPath) {
                tableView.reloadData()
            }
        }
    }
}
