import Trellis
import TrellisUIKit
import UIKitStandIn

// What the sample screens share: a table in a window driven by a manager, and what a user sees of it.

/// A sample cell or header: the text a user reads on it.
@MainActor
protocol ShowsText: AnyObject {
    var text: String? { get }
}

/// A table tall enough to show every row of a sample (44-point rows unless a row says otherwise), in a window,
/// driven by a `TableViewManager`; animations end when the test says (`finishAnimations()`).
@MainActor
struct SampleTable {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    let table: UITableView
    let manager = TableViewManager()
    let log = AnomalyLog()

    /// `prepare` registers mappings and closures before `content` is attached.
    init(_ content: (any SectionedContent)?, height: CGFloat = 1500, prepare: (TableViewManager) -> Void = { _ in }) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .grouped)
        table.completesAnimationsAutomatically = false
        manager.dispatcher.anomalyHandler = log.handler
        prepare(manager)
        window.addSubview(table)
        manager.attach(to: table, content: content)
    }

    /// The texts of the visible cells, top to bottom.
    var visibleTexts: [String] { table.visibleCells.compactMap { ($0 as? any ShowsText)?.text } }

    /// The text of the cell at `row` of `section`, when it is on screen.
    func text(_ section: Int, _ row: Int) -> String? {
        (table.cellForRow(at: IndexPath(row: row, section: section)) as? any ShowsText)?.text
    }

    /// The cell at `row` of `section`, when it is on screen.
    func cell(_ section: Int, _ row: Int) -> UITableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: section))
    }

    /// The title a user reads above `section`.
    func headerTitle(_ section: Int) -> String? { manager.proxy.tableView(table, titleForHeaderInSection: section) }

    /// The title a user reads below `section`.
    func footerTitle(_ section: Int) -> String? { manager.proxy.tableView(table, titleForFooterInSection: section) }

    /// The batches the table applied, in order.
    var batches: [BatchUpdate] { table.updateLog.compactMap(\.batch).map(BatchUpdate.init) }

    /// The animation asked for each kind of change of the last batch.
    var lastAnimations: [UITableView.UpdateRecord.Change: UITableView.RowAnimation]? {
        for record in table.updateLog.reversed() {
            if case .batch(_, let animations) = record { return animations }
        }
        return nil
    }

    /// How many times the table reloaded everything.
    var reloads: Int { table.updateLog.filter { $0 == .reloadData }.count }

    /// The selected rows.
    var selectedRows: [IndexPath] { table.indexPathsForSelectedRows ?? [] }

    /// A tap on `row` of `section`, as a user makes it.
    func tap(_ section: Int, _ row: Int) { table.simulateTap(at: IndexPath(row: row, section: section)) }

    /// Nothing went wrong: no exception UIKit would raise, no anomaly.
    var isClean: Bool { table.exceptions.isEmpty && log.all.isEmpty }
}
