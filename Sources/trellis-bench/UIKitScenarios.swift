import Foundation
import Trellis
import TrellisUIKit
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The UIKit proxy scenarios: `uikit-proxy-display` (`willDisplay` for every row, the same comparison) and
/// `uikit-proxy-height`, UIKit's `tableView(_:heightForRowAt:)` answered through the
/// table proxy (main-thread check, `IndexPath` to `ItemPath`, the dispatcher's closure lookup), beside the same
/// question asked of the dispatcher directly (`dispatcher-direct`: the proxy's own cost is the difference) and a
/// hand-written delegate reading the same storage (`handwritten-delegate`).
@MainActor
func uikitScenarios() -> [Scenario] {
    [
        Scenario(name: "uikit-proxy-height") { _ in
            let count = 1_000_000
            let storage = MemoryStorage()
            storage.setItems([(0..<count).map { BenchRow(id: $0) }])
            let manager = TableViewManager()
            manager.registry.register(UIKitBenchCell.self) { $0.heightForCell { row, _ in row.id % 2 == 0 ? 44 : 60 } }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 0), style: .plain)
            manager.attach(to: table, content: storage)
            let proxy = manager.proxy
            let dispatcher = manager.dispatcher
            let paths = (0..<count).map { IndexPath(row: $0, section: 0) }
            let handwritten = HandwrittenHeights(storage: storage)
            func total(_ height: (IndexPath) -> CGFloat) -> Int {
                var sum = 0
                for path in paths { sum &+= Int(height(path)) }
                return sum
            }
            return PreparedScenario(
                run: { total { proxy.tableView(table, heightForRowAt: $0) } },
                baselines: [
                    Baseline(name: "dispatcher-direct") {
                        total { CGFloat(dispatcher.heightForItem(at: ItemPath(item: $0[1], section: $0[0])) ?? 0) }
                    },
                    Baseline(name: "handwritten-delegate") { total { handwritten.height(at: $0) } },
                ],
                notes: [
                    "\(count) heights asked in row order; the closure is on the cell's mapping; the table is off-screen "
                        + "(no layout): only the delegate call is timed"
                ])
        },
        Scenario(name: "uikit-proxy-display") { _ in
            let count = 1_000_000
            let storage = MemoryStorage()
            storage.setItems([(0..<count).map { BenchRow(id: $0) }])
            let manager = TableViewManager()
            let seen = DisplayCounter()
            manager.registry.register(UIKitBenchCell.self) { $0.willDisplay { _, row, _ in seen.sum &+= row.id } }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 0), style: .plain)
            manager.attach(to: table, content: storage)
            let proxy = manager.proxy
            let dispatcher = manager.dispatcher
            let cell = UIKitBenchCell(style: .default, reuseIdentifier: nil)
            let paths = (0..<count).map { IndexPath(row: $0, section: 0) }
            @MainActor func total(_ display: (IndexPath) -> Void) -> Int {
                seen.sum = 0
                for path in paths { display(path) }
                return seen.sum
            }
            return PreparedScenario(
                run: { total { proxy.tableView(table, willDisplay: cell, forRowAt: $0) } },
                baselines: [
                    Baseline(name: "dispatcher-direct") {
                        total { dispatcher.willDisplay(cell, at: ItemPath(item: $0[1], section: $0[0])) }
                    }
                ],
                notes: [
                    "\(count) willDisplay calls in row order, one cell, the closure on the cell's mapping: only the "
                        + "delegate call is timed"
                ])
        },
    ]
}

/// What the display scenario's closure adds up (so the work is not optimised away).
@MainActor
final class DisplayCounter {
    var sum = 0
}

/// A row model for the UIKit benchmark.
struct BenchRow: Hashable, Identifiable {
    let id: Int
}

/// The row cell.
final class UIKitBenchCell: UITableViewCell, ModelTransfer {
    func update(with model: BenchRow) {}
}

/// The hand-written baseline: a `switch` on the model's type, as a delegate without Trellis would do it.
@MainActor
struct HandwrittenHeights {
    let storage: MemoryStorage

    func height(at indexPath: IndexPath) -> CGFloat {
        switch storage.item(at: ItemPath(item: indexPath[1], section: indexPath[0])) {
        case let row as BenchRow: row.id % 2 == 0 ? 44 : 60
        default: 44
        }
    }
}
