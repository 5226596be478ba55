internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif
#if canImport(ObjectiveC)
internal import ObjectiveC
#endif

/// Debug builds only: reports ``Anomaly/outlivedView(manager:)`` when a manager (with its proxy and event closures)
/// is still alive after the view it served went away.
///
/// On Apple platforms an object tied to the view (an associated object) checks, when the view deallocates, whether
/// the manager is still alive a moment later. Everywhere, a manager that receives a content update after its view
/// is gone reports it too (and stops observing).
@MainActor
enum LeakSentinel {
    static func watch(_ view: UIView, manager: any ViewManager) {
        #if DEBUG && canImport(ObjectiveC)
        let sentinel = Sentinel(manager: manager)
        objc_setAssociatedObject(view, &Sentinel.key, sentinel, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #endif
    }

    #if DEBUG && canImport(ObjectiveC)
    final class Sentinel {
        nonisolated(unsafe) static var key = 0
        weak var manager: (any ViewManager)?
        init(manager: any ViewManager) { self.manager = manager }
        deinit {
            let manager = self.manager
            Task { @MainActor in
                try? await Task.sleep(for: .seconds(1))
                manager?.checkOutlived()
            }
        }
    }
    #endif
}

/// A manager the leak sentinel watches.
@MainActor
protocol ViewManager: AnyObject {
    /// Reports once, in debug builds, that the manager outlived its view.
    func checkOutlived()
}

extension TableViewManager: ViewManager {
    /// Reports once, in debug builds, that the manager outlived the view it was attached to, and stops observing.
    func checkOutlived() {
        #if DEBUG
        guard wasAttached, tableView == nil, !reportedOutlived else { return }
        reportedOutlived = true
        observation?.cancel()
        observation = nil
        report(.outlivedView(manager: "TableViewManager"))
        #endif
    }
}
