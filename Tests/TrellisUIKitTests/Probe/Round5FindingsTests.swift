import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport
@testable import TrellisUIKit
import UIKitStandIn

// Found by an outside probe (round 5); failed before its fix.

@MainActor
@Suite("Round 5: a cascading tree on two tables is reported", .collectsAnomalies)
struct Round5FindingsTests {
    /// One tree shown by two tables at once (a list and its compact copy in a sidebar, each with its manager; the
    /// guide says `prepare(tableView:)` runs "once per table", and any Trellis content may be shown by several
    /// hosts). The nodes only know the table attached last: a tap on the FIRST table calls the node's
    /// `tableView(_:didSelectRowAt:)` with the SECOND table, so `tableView.deselectRow(at:animated:)` (the usual
    /// first line) acts on the wrong table, and the first table's cells are dequeued from the second table. The user
    /// should get the table that asked (or an anomaly saying a tree can be attached to one table at a time).
    /// Cause: `CascadingTableRoot.tableView` is one weak reference, overwritten by `attach(to:root:)`
    /// (CascadingTableRoot.swift:30-43), and every UIKit-shaped method is called with it (CascadingTableNode.swift).
    @Test("one tree attached to a second table while the first shows it: reported")
    func treeOnTwoTables() throws {
        let (window, table) = round5Table()
        let (window2, table2) = round5Table()
        defer { withExtendedLifetime((window, window2)) {} }
        let section = Round5TableRecordingSection()
        let root = CascadingTableRoot(children: [section])
        let manager = TableViewManager(), manager2 = TableViewManager()
        manager.attach(to: table, root: root)
        manager2.attach(to: table2, root: root)
        table.finishAnimations()
        table2.finishAnimations()
        // A tree gives its nodes one table: the second attach, while the first table still shows the tree, is
        // reported (the nodes get the table attached last from then on).
        let collector = CollectsAnomaliesTrait.current
        #expect(
            collector?.anomalies.contains { if case .cascadingTreeOnTwoTables = $0 { true } else { false } } == true,
            "\(collector?.anomalies.map(\.shortMessage) ?? [])")
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        section.setNeedsUpdate()
        table.finishAnimations()
        table2.finishAnimations()
        #expect(table.exceptions.isEmpty && table2.exceptions.isEmpty)
    }
}

/// A section that records which table it was asked with.
@MainActor
final class Round5TableRecordingSection: CascadingTableNode {
    private(set) var tapsBy: [UITableView] = []
    private(set) var cellTables: [ObjectIdentifier: UITableView] = [:]
    override func prepare(tableView: UITableView) {
        tableView.register(AdopterAttackTests.LineCell.self, forCellReuseIdentifier: "r5-rec")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "r5-rec", for: indexPath)
        (cell as? AdopterAttackTests.LineCell)?.line = "row \(indexPath.row)"
        cellTables[ObjectIdentifier(cell)] = tableView
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tapsBy.append(tableView)
    }
}
