internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// The empty state: while the view shows no rows (no sections, or only empty ones: the counts UIKit has), its
// `backgroundView` is the empty state's view; a background view of your own comes back once rows do. Checked after
// every reload and every update applied.

extension ViewManager {
    /// Shows the empty state when the view has no rows, and takes it away when it has some.
    func refreshEmptyState() {
        guard let view = updater.view else { return }
        let empty = view.shownCounts.allSatisfy { $0 == 0 }
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
