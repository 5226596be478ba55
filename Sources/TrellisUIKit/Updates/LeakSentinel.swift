internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// Debug builds only: reports ``Anomaly/outlivedView(manager:)`` when a manager (with its proxy and event closures)
/// is still alive after the view it served went away.
///
/// An object tied to the view (an associated object) checks, when the view deallocates, whether the manager is still
/// alive a moment later. A manager that receives a content update after its view is gone reports it too (and stops
/// observing).
@MainActor
enum LeakSentinel {
    /// How long after the view's deallocation the manager may still be alive (a view controller being torn down
    /// releases its manager in the same turn).
    static let grace: UInt64 = 1_000_000_000

    static func watch(_ view: UIView, manager: ViewManager) {
        #if DEBUG
        let sentinel = Sentinel(manager: manager)
        objc_setAssociatedObject(view, &Sentinel.key, sentinel, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #endif
    }

    /// Tied to the view; when the view deallocates, checks a moment later whether its manager is still alive.
    final class Sentinel: @unchecked Sendable {
        // @unchecked: `manager` is weak and read on the main actor only.
        nonisolated(unsafe) static var key: UInt8 = 0
        nonisolated(unsafe) weak var manager: ViewManager?
        init(manager: ViewManager) { self.manager = manager }
        deinit {
            let sentinel = Sentinel.Late(manager: manager)
            Task { @MainActor in
                // `Task.sleep(nanoseconds:)`: `sleep(for:)` needs iOS 16.
                try? await Task.sleep(nanoseconds: LeakSentinel.grace)
                sentinel.manager?.checkOutlived()
            }
        }

        /// The manager, held weakly across the hop to the main actor.
        final class Late: @unchecked Sendable {
            nonisolated(unsafe) weak var manager: ViewManager?
            init(manager: ViewManager?) { self.manager = manager }
        }
    }
}
