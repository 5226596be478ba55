internal import Foundation
internal import Trellis

// Anchored scrolling: the row `scrollAnchor` names keeps its place on screen through an update (its path is followed
// through each stage with `BatchUpdate.destinations(of:before:after:)`, in `performBatch`).

extension ContentUpdater {
    /// The row to keep in place, and how far below the top of the view it is.
    struct Anchor {
        let path: ItemPath
        let offsetFromTop: CGFloat
    }

    /// The anchor row before an update, or `nil` (no anchor asked for, or no row on screen).
    func captureAnchor(in view: any BatchView) -> Anchor? {
        let path: ItemPath?
        switch scrollAnchor {
        case .none:
            return nil
        case .firstVisibleItem:
            path = view.visibleItemPaths.min()
        case .item(let matches):
            path = pathOfFirstModel(matching: matches, in: view) ?? view.visibleItemPaths.min()
        }
        guard let path else { return nil }
        return Anchor(path: path, offsetFromTop: view.frameOfItem(at: path).minY - view.contentOffset.y)
    }

    /// Scrolls so that the anchor row, now at `path`, is as far below the top of the view as it was.
    func restore(_ anchor: Anchor, at path: ItemPath, in view: any BatchView) {
        let y = max(0, view.frameOfItem(at: path).minY - anchor.offsetFromTop)
        guard y != view.contentOffset.y else { return }
        view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
    }

    private func pathOfFirstModel(matching matches: @MainActor (Any) -> Bool, in view: any BatchView) -> ItemPath? {
        for (section, count) in view.shownCounts.enumerated() {
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                if let model = dispatcher.model(at: path), matches(model) { return path }
            }
        }
        return nil
    }
}
