internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// Which optional methods each role of a view's data source and delegates answers: what UIKit learns with
/// `responds(to:)` when the role is set, and keeps. A manager compares it with what it was when the roles were set,
/// and sets a role again (to `nil`, then back, since setting the same object does not make UIKit ask again) when its
/// methods changed: new content, rows gaining or losing closures, your delegate set or deallocated.
struct AnsweredMethods: Equatable {
    /// The data source's optional methods Trellis answers.
    var dataSource: Set<String> = []
    /// The delegate's methods Trellis or your delegate answers.
    var delegate: Set<String> = []
    /// The prefetching data source's.
    var prefetching: Set<String> = []
    /// The drag delegate's.
    var drag: Set<String> = []
    /// The drop delegate's.
    var drop: Set<String> = []

    /// What answers now, from a method table: `conditional` is ``TableMethods/conditional`` or its collection twin,
    /// the role sets say which role each method belongs to (the rest are the delegate's), `user` is your delegate.
    @MainActor
    init(
        conditional: [String: TableMethods.Method], dataSource: Set<String>, prefetching: Set<String>,
        drag: Set<String>,
        drop: Set<String>, dispatcher: Dispatcher, user: (any NSObjectProtocol)?
    ) {
        for (name, method) in conditional {
            let answered = method.answers(dispatcher)
            if dataSource.contains(name) {
                if answered { self.dataSource.insert(name) }
            } else if prefetching.contains(name) {
                if answered { self.prefetching.insert(name) }
            } else if drag.contains(name) {
                if answered { self.drag.insert(name) }
            } else if drop.contains(name) {
                if answered { self.drop.insert(name) }
            } else if answered || user?.responds(to: Selector(method.selector)) == true {
                delegate.insert(name)
            }
        }
    }
}

/// Calls `action` when the object it is tied to (as an associated object) is deallocated: how a manager learns that
/// your delegate went away, so that UIKit stops sending it methods (it answered them when it was set).
final class DeallocationWatcher: @unchecked Sendable {
    // @unchecked: `isCancelled` is set on the main thread before the watcher is released there.
    private let action: @Sendable () -> Void
    private var isCancelled = false

    private init(action: @escaping @Sendable () -> Void) { self.action = action }

    deinit { if !isCancelled { action() } }

    /// Ties a watcher to `object` under `key` (replacing the one tied there before), calling `action` on the main
    /// actor when `object` is deallocated: at once when that happens on the main thread, else soon after.
    static func watch(_ object: AnyObject, key: UnsafeRawPointer, action: @escaping @MainActor @Sendable () -> Void) {
        let watcher = DeallocationWatcher {
            if MainThreadFlag.isMainActorContext {
                runAssumingMainThreadChecked(action)
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated(action) }
            }
        }
        objc_setAssociatedObject(object, key, watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Unties the watcher from `object` (its action is not called).
    static func stopWatching(_ object: AnyObject, key: UnsafeRawPointer) {
        (objc_getAssociatedObject(object, key) as? DeallocationWatcher)?.isCancelled = true
        objc_setAssociatedObject(object, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
