internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// The empty state: while the view shows no rows (no sections, or only empty ones: the counts UIKit has), its
// `backgroundView` is the empty state's view; a background view of your own comes back once rows do. Checked after
// every reload and every update the manager applies, and, with `attachDiffable`, each time UIKit reads the diffable
// data source's counts (after every snapshot applied, however it is applied).

extension ViewManager {
    /// Shows the empty state when a diffable data source says the view has no rows (`isEmpty`, from the counts
    /// UIKit is reading at that moment: the view's own are not settled yet), and takes it away when it has some.
    /// Nothing happens when the empty state already agrees (UIKit reads the counts often).
    func refreshEmptyState(diffableIsEmpty isEmpty: Bool) {
        let shown = emptyStateView.map { updater.view?.backgroundView === $0 } ?? false
        guard isEmpty != shown, emptyState != nil || shown else { return }
        refreshEmptyState(isEmpty: isEmpty)
    }

    /// Shows the empty state when the view has no rows, and takes it away when it has some.
    func refreshEmptyState() {
        refreshEmptyState(isEmpty: nil)
    }

    /// Shows the empty state when the view has no rows (`isEmpty`, else read from the view), and takes it away
    /// when it has some.
    private func refreshEmptyState(isEmpty: Bool?) {
        guard let view = updater.view else { return }
        let empty = isEmpty ?? view.shownCounts.allSatisfy { $0 == 0 }
        guard empty, let emptyState else {
            if let shown = emptyStateView, view.backgroundView === shown {
                view.backgroundView = backgroundBeforeEmptyState
            }
            emptyStateView = nil
            backgroundBeforeEmptyState = nil
            return
        }
        let shown =
            emptyStateView
            ?? {
                backgroundBeforeEmptyState = view.backgroundView
                return nil
            }()
        let updated = Self.emptyStateView(for: emptyState, reusing: shown)
        emptyStateView = updated
        if view.backgroundView !== updated { view.backgroundView = updated }
    }

    /// The view showing `content`, `shown` when it can show it.
    private static func emptyStateView(for content: EmptyStateContent, reusing shown: UIView?) -> UIView {
        let configuration: any UIContentConfiguration
        switch content {
        case .view(let view): return view
        case .configuration(let given): configuration = given
        case .emptyState(let emptyState): configuration = EmptyStateContent.configuration(for: emptyState)
        }
        if let contentView = shown as? any UIView & UIContentView,
            type(of: contentView.configuration) == type(of: configuration)
        {
            contentView.configuration = configuration
            return contentView
        }
        return configuration.makeContentView()
    }
}
