public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// What ``TableViewProxy`` and ``CollectionViewProxy`` share: the dispatcher they ask, the main-thread check every
/// entry point makes first, the state UIKit's later callbacks need, and the scroll-view delegate methods.
///
/// You never make one; a manager makes its proxy.
@MainActor
public class ViewProxy: NSObject {
    /// What the proxy asks.
    public let dispatcher: Dispatcher
    /// Paths of the context menus made, by their configuration's identifier (UIKit's later callbacks pass only the
    /// configuration).
    var contextMenuPaths: [String: ItemPath] = [:]
    /// The model each cell was configured with, and the mapping that configured it: `didEndDisplaying` gets the model
    /// after its row is gone, and the stage applier reconfigures a changed row when the mapping still shows it.
    var displayedCells: [ObjectIdentifier: DisplayedCell] = [:]
    /// Keeps the cells on screen up to date with the `@Observable` models their configure closures read: a change
    /// reconfigures the cell (`reconfigureRows` / `reconfigureItems`) on the next main-actor turn.
    public let liveCells = LiveCellTracker()
    /// The reuse identifier of the cell returned when no mapping shows a model (UIKit requires a cell).
    static let placeholderReuseIdentifier = "Trellis.placeholder"
    /// The view's class name, for anomaly messages ("UITableView").
    nonisolated let viewName: String

    init(dispatcher: Dispatcher, viewName: String) {
        self.dispatcher = dispatcher
        self.viewName = viewName
        super.init()
    }

    /// Runs `body` on the main actor, or reports ``Anomaly/offMainActor(operation:thread:)`` and returns
    /// `fallback` when called from another thread.
    final nonisolated func onMain<T: Sendable>(
        _ fallback: @autoclosure () -> T, _ operation: String = #function, _ body: @MainActor () -> T
    ) -> T {
        guard isOnMainActor(operation) else { return fallback() }
        // `isOnMainActor` returned `true` from the per-thread flag: see `runAssumingMainThreadChecked` for why the
        // runtime's own check (`MainActor.assumeIsolated`) is not repeated.
        return runAssumingMainThreadChecked(body)
    }

    /// ``onMain(_:_:_:)`` for the per-row entry points: `body` captures nothing and gets the proxy and UIKit's
    /// arguments, so nothing is allocated or retained per call.
    final nonisolated func onMain<First, Second, Third, T: Sendable>(
        _ fallback: @autoclosure () -> T, _ operation: String = #function, with first: First, _ second: Second,
        _ third: Third, _ body: @escaping @MainActor (First, Second, Third) -> T
    ) -> T {
        guard isOnMainActor(operation) else { return fallback() }
        return runAssumingMainThreadChecked(first, second, third, body)
    }

    /// Whether the caller runs on the main thread; if not, the anomaly goes to the dispatcher's handler (read on the
    /// main queue, where it lives) or to ``AnomalyReporter``.
    final nonisolated func isOnMainActor(_ operation: String) -> Bool {
        // The per-cell path: no string or closure is built on the main thread.
        if MainThreadFlag.isMainThread { return true }
        return MainActorCheck.isOnMainActor(
            "\(viewName) \(operation)",
            handler: AnomalyHandler { [weak self] anomaly in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        AnomalyReporter.report(anomaly, to: self?.dispatcher.anomalyHandler)
                    }
                }
            })
    }
}

/// What a cell on screen was configured with.
@MainActor
struct DisplayedCell {
    /// The model it shows.
    let model: Any
    /// The mapping that configured it.
    let mapping: ViewMapping

    init(_ shown: ConfiguredView) {
        model = shown.model
        mapping = shown.mapping
    }
}
