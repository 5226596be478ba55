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
    /// The items of the context menus made, by their configuration's identifier (UIKit's later callbacks pass only the
    /// configuration); followed through batches (see `ViewProxy+ContextMenus.swift`).
    var contextMenus: [String: ContextMenuItem] = [:]
    /// The model each cell was configured with, and the mapping that configured it: `didEndDisplaying` gets the model
    /// after its row is gone, and the stage applier reconfigures a changed row when the mapping still shows it.
    var displayedCells: [ObjectIdentifier: DisplayedCell] = [:]
    /// The model each header, footer or other supplementary view was configured with (or showed when it appeared, for
    /// a view UIKit made: a table's title): `didEndDisplayingSupplementary` gets it after its section is gone or moved
    /// (UIKit passes the old index).
    var displayedSupplementaries: [ObjectIdentifier: Any] = [:]
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
    /// The row it was configured for: a cell UIKit prefetched is configured before it is on screen, and its row is
    /// known only from here.
    let path: ItemPath

    init(_ shown: ConfiguredView, at path: ItemPath) {
        model = shown.model
        mapping = shown.mapping
        self.path = path
    }

    private init(model: Any, mapping: ViewMapping, path: ItemPath) {
        self.model = model
        self.mapping = mapping
        self.path = path
    }

    /// The same cell, its row moved to `path` by a batch.
    func moved(to path: ItemPath) -> DisplayedCell { DisplayedCell(model: model, mapping: mapping, path: path) }
}

/// A diffable data source: live models reconfigure its items through a snapshot.
@MainActor
protocol LiveReconfiguring: AnyObject {
    /// Reconfigures the items at `paths` (current paths; those with no item are ignored).
    func reconfigureItems(at paths: [IndexPath])
}

extension ViewProxy {
    /// `willDisplaySupplementary`, remembering the model `view` shows for its `didEndDisplayingSupplementary`: what
    /// remembers the views UIKit makes itself (a table's title headers). UIKit sends it only when
    /// `willDisplaySupplementary` has closures; the views Trellis configures are remembered when they are configured.
    func willDisplaySupplementary(_ view: AnyObject, ofKind kind: ViewKind, inSection section: Int) {
        if let model = dispatcher.supplementaryModel(ofKind: kind, inSection: section) {
            displayedSupplementaries[ObjectIdentifier(view)] = model
        }
        dispatcher.willDisplaySupplementary(view, ofKind: kind, inSection: section)
    }

    /// `didEndDisplayingSupplementary`, with the model `view` was configured with or showed when it appeared (its
    /// section may be gone, or at another index now); the section's model for a view not remembered.
    func didEndDisplayingSupplementary(_ view: AnyObject, ofKind kind: ViewKind, inSection section: Int) {
        if let model = displayedSupplementaries.removeValue(forKey: ObjectIdentifier(view)) {
            dispatcher.didEndDisplayingSupplementary(view, showing: model, ofKind: kind, inSection: section)
        } else if let model = dispatcher.supplementaryModel(ofKind: kind, inSection: section) {
            dispatcher.didEndDisplayingSupplementary(view, showing: model, ofKind: kind, inSection: section)
        }
    }

    /// The row's cell from the dispatcher, through the live-cell tracker, remembered with what configured it: what
    /// the diffable data sources' cell providers answer (the proxies' own `cellForRowAt` / `cellForItemAt` do the
    /// same inline).
    func liveCell(at indexPath: IndexPath) -> AnyObject? {
        let path = indexPath.itemPath
        guard let shown = dispatcher.whileAskingForView({ liveCells.cell(at: path, from: dispatcher) }) else {
            return nil
        }
        displayedCells[ObjectIdentifier(shown.view)] = DisplayedCell(shown, at: path)
        return shown.view
    }

    /// Moves the items of the open context menus with a batch about to be performed, and the rows remembered for the
    /// cells while live models are tracked (the rows are read only to reconfigure those): a cell prefetched for a row a
    /// batch moves is reconfigured at the row's new place.
    func followBatch(_ update: BatchUpdate, before: [Int], after: [Int]) {
        followContextMenus(update, before: before, after: after)
        guard liveCells.trackedViewCount > 0, !displayedCells.isEmpty else { return }
        let destinations = update.destinations(of: displayedCells.values.map(\.path), before: before, after: after)
        for (id, cell) in displayedCells {
            if let path = destinations[cell.path], path != cell.path { displayedCells[id] = cell.moved(to: path) }
        }
    }

    /// The rows to reconfigure for live cells whose models changed (`cells`, by identity): the row of each such cell
    /// on screen, and the row each other one was configured for while that row still shows the same model object.
    ///
    /// The second kind is a cell UIKit prefetched (iOS 15): configured for a row not on screen yet, shown later without
    /// asking the data source again. `reconfigureRows` / `reconfigureItems` reach prefetched cells too, and do nothing
    /// for a row without a cell, so naming the row is safe when UIKit has thrown the cell away. The row remembered
    /// follows the manager's batches (``followBatch(_:before:after:)``); a row that shows another model object now is
    /// left out: a batch deleted or reloaded it, or a reload came (UIKit threw the cell away), or a diffable snapshot
    /// moved it (not followed: such a prefetched cell stays stale until it is configured again).
    func pathsToReconfigure(
        _ cells: Set<ObjectIdentifier>, visible: [IndexPath], cellAt: (IndexPath) -> AnyObject?
    ) -> [IndexPath] {
        var paths: [IndexPath] = []
        var found = Set<ObjectIdentifier>()
        for path in visible {
            guard let cell = cellAt(path) else { continue }
            let id = ObjectIdentifier(cell)
            guard cells.contains(id) else { continue }
            paths.append(path)
            found.insert(id)
        }
        var shown = Set(paths)
        for id in cells where !found.contains(id) {
            guard let displayed = displayedCells[id], let model = dispatcher.model(at: displayed.path),
                (model as AnyObject) === (displayed.model as AnyObject)
            else { continue }
            let path = displayed.path.uikit
            if shown.insert(path).inserted { paths.append(path) }
        }
        return paths
    }
}
