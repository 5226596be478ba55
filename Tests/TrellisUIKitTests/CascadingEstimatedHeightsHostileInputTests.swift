import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

/// A `CascadingTableNode` whose estimated header and footer heights are hostile: NaN, infinite, negative, huge.
@MainActor
private final class HostileEstimateSection: CascadingTableNode {
    let estimate: CGFloat
    init(estimate: CGFloat) {
        self.estimate = estimate
        super.init()
    }
    override func prepare(tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "hostile-estimate")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "hostile-estimate", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        estimate
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        estimate
    }
}

/// Hostile input to `CascadingTableNode`'s estimated header and footer heights: sections out of range (`Int.max`,
/// `Int.min`, `-1`) and answers UIKit cannot use (NaN, infinity, negative). The proxy answers a usable estimate, never
/// traps, and the table keeps its rows.
@MainActor
@Suite("Hostile input: a cascading table node's estimated header and footer heights", .collectsAnomalies)
struct CascadingEstimatedHeightsHostileInputTests {
    @Test(
        "sections out of range and NaN, infinite or negative estimates: a usable estimate, no trap, rows kept",
        arguments: [CGFloat.nan, .infinity, -40, 1e300, 0])
    func hostileEstimates(estimate: CGFloat) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        window.addSubview(table)
        let manager = TableViewManager()
        manager.attach(to: table, root: CascadingTableRoot(children: [HostileEstimateSection(estimate: estimate)]))
        table.finishAnimations()
        for section in [0, 1, -1, Int.max, Int.min] {
            for answer in [
                manager.proxy.tableView(table, estimatedHeightForHeaderInSection: section),
                manager.proxy.tableView(table, estimatedHeightForFooterInSection: section),
            ] {
                #expect(
                    answer == UITableView.automaticDimension || (answer.isFinite && answer >= 0),
                    "section \(section), estimate \(estimate): answered \(answer)")
            }
        }
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.exceptions.isEmpty)
        _ = window
    }
}
