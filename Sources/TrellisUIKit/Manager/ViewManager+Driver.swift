internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// Which manager drives a view, so that attaching a second manager to it, or this manager to a second view, leaves
// no manager answering for a view it no longer sends batches to (or batching a view another manager answers for).
//
// A view has one data source; the last attach wins, as setting UIKit's `dataSource` does. The manager driving a
// view is remembered on the view (an associated object holding it weakly): a manager attached to a view another one
// drives detaches that one first (`viewDrivenByTwoManagers`), and a manager attached to another view first lets go
// of every role it holds on its old one (`managerMovedToAnotherView` when the old view is still in a window).

/// The manager driving a view, tied to the view.
private final class ViewDriver: @unchecked Sendable {
    // @unchecked: `manager` is weak and read on the main actor only.
    nonisolated(unsafe) static var key: UInt8 = 0
    nonisolated(unsafe) weak var manager: ViewManager?
    init(manager: ViewManager) { self.manager = manager }
}

extension ViewManager {
    /// Makes this manager the one driving `view`: the manager that drove it until now (another one, still attached
    /// to it) is detached and reports ``Trellis/Anomaly/viewDrivenByTwoManagers(view:displaced:attached:)``.
    final func becomeDriver(of view: UIView) {
        if let driver = objc_getAssociatedObject(view, &ViewDriver.key) as? ViewDriver,
            let displaced = driver.manager, displaced !== self, displaced.drivenView === view
        {
            displaced.detachFromView()
            displaced.report(
                .viewDrivenByTwoManagers(
                    view: String(describing: type(of: view)), displaced: String(describing: type(of: displaced)),
                    attached: String(describing: type(of: self))))
        }
        objc_setAssociatedObject(view, &ViewDriver.key, ViewDriver(manager: self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Forgets that this manager drives `view` (on `detach()`), unless another manager drives it now.
    final func stopDriving(_ view: UIView) {
        guard let driver = objc_getAssociatedObject(view, &ViewDriver.key) as? ViewDriver,
            driver.manager === self || driver.manager == nil
        else { return }
        objc_setAssociatedObject(view, &ViewDriver.key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Before this manager is attached to `view`: lets go of the view it drove until now if that is another one
    /// (every role it holds there, as `detach()` does), reporting
    /// ``Trellis/Anomaly/managerMovedToAnotherView(manager:view:)`` when that view is still in a window.
    final func leavePreviousView(for view: UIView) {
        guard let previous = drivenView, previous !== view else { return }
        let shown = previous.window != nil
        detachFromView()
        if shown {
            report(
                .managerMovedToAnotherView(
                    manager: String(describing: type(of: self)), view: String(describing: type(of: previous))))
        }
    }
}
