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
    static func watch(_ view: UIView, manager: ViewManager) {
        #if DEBUG && canImport(ObjectiveC)
        let sentinel = Sentinel(manager: manager)
        objc_setAssociatedObject(view, &Sentinel.key, sentinel, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #endif
    }

    #if DEBUG && canImport(ObjectiveC)
    /// Tied to the view; when the view deallocates, checks a moment later whether its manager is still alive.
    final class Sentinel: @unchecked Sendable {
        nonisolated(unsafe) static var key: UInt8 = 0
        nonisolated(unsafe) weak var manager: ViewManager?
        init(manager: ViewManager) { self.manager = manager }
        deinit {
            let sentinel = Sentinel.Late(manager: manager)
            Task { @MainActor in
                try? await Task.sleep(for: .seconds(1))
                sentinel.manager?.checkOutlived()
            }
        }

        /// The manager, held weakly across the hop to the main actor.
        final class Late: @unchecked Sendable {
            nonisolated(unsafe) weak var manager: ViewManager?
            init(manager: ViewManager?) { self.manager = manager }
        }
    }
    #endif
}
