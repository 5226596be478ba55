internal import Foundation
internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// Anchored scrolling: before an update, note the anchor row and how far below the top of the screen it is; follow
// its path through each stage (`BatchUpdate.replay(tracking:)`); after the update, scroll so it is at the same place.

/// A row kept in place during an update, and where it was on screen.
struct ScrollAnchorPosition {
    let path: ItemPath
    let offsetFromTop: CGFloat
}

extension TableViewManager {
    func captureAnchor(in tableView: UITableView) -> ScrollAnchorPosition? {
        let path: ItemPath?
        switch scrollAnchor {
        case .none:
            return nil
        case .firstVisibleItem:
            path = firstVisiblePath(in: tableView)
        case .item(let matches):
            path = pathOfFirstModel(matching: matches, in: tableView) ?? firstVisiblePath(in: tableView)
        }
        guard let path else { return nil }
        let rect = tableView.rectForRow(at: path.uikit)
        return ScrollAnchorPosition(path: path, offsetFromTop: rect.minY - tableView.contentOffset.y)
    }

    func restore(_ anchor: ScrollAnchorPosition, at path: ItemPath, in tableView: UITableView) {
        let rect = tableView.rectForRow(at: path.uikit)
        let y = max(0, rect.minY - anchor.offsetFromTop)
        guard y != tableView.contentOffset.y else { return }
        tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: y)
    }

    private func firstVisiblePath(in tableView: UITableView) -> ItemPath? {
        tableView.indexPathsForVisibleRows?.min().map(\.itemPath)
    }

    private func pathOfFirstModel(matching matches: @MainActor (Any) -> Bool, in tableView: UITableView) -> ItemPath? {
        for section in 0..<tableView.numberOfSections {
            for item in 0..<tableView.numberOfRows(inSection: section) {
                let path = ItemPath(item: item, section: section)
                if let model = dispatcher.model(at: path), matches(model) { return path }
            }
        }
        return nil
    }
}
