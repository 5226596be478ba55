#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// The table's or collection's `delegate`. It implements no delegate method itself: UIKit asks it `responds(to:)`
/// once, when it is set, and then sends each method it was told yes for; the Objective-C runtime hands each one to
/// `forwardingTarget(for:)`, which names the Trellis proxy when Trellis answers the method, else your own delegate
/// when it implements it.
///
/// It never names nobody for a method it said yes for: UIKit keeps sending a method it was told yes for, and "nobody"
/// is "unrecognized selector sent to instance", a crash. When neither answers any more (the content changed, your
/// delegate was deallocated), the proxy gets the method and answers UIKit's default; the manager then reconnects so
/// that UIKit asks again.
final class DelegateForwarder: NSObject, UITableViewDelegate, UICollectionViewDelegateFlowLayout {
    /// Whether Trellis answers a method, by selector name; `nil` for a selector no proxy method table knows.
    private let trellisAnswers: @MainActor (String) -> Bool?
    nonisolated(unsafe) private weak var proxy: NSObject?
    /// Your delegate.
    nonisolated(unsafe) weak var user: (any NSObjectProtocol)?

    init(proxy: NSObject, trellisAnswers: @escaping @MainActor (String) -> Bool?) {
        self.proxy = proxy
        self.trellisAnswers = trellisAnswers
        super.init()
    }

    /// Who answers `selector`, as UIKit asks it when the forwarder becomes a view's delegate.
    nonisolated override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if super.responds(to: selector) { return true }
        switch answer(for: selector) {
        case .trellis, .user: return true
        case .neither, .unknown: return false
        }
    }

    /// The object that receives `selector`: the proxy when Trellis answers it, else your delegate when it does, else
    /// the proxy for any method the proxies know (they implement them all, with UIKit's defaults), else your
    /// delegate, whatever it answers, or `nil` for a method neither knows.
    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector else { return nil }
        switch answer(for: selector) {
        case .trellis, .neither: return proxy
        case .user: return user
        case .unknown: return user
        }
    }

    private enum Answer { case trellis, user, neither, unknown }

    private nonisolated func answer(for selector: Selector) -> Answer {
        // Off the main thread the method tables cannot be asked; the proxy answers every method it knows there (with
        // a safe default and an anomaly).
        let answered: Bool?
        if MainThreadFlag.isMainActorContext {
            let name = NSStringFromSelector(selector)
            answered = runAssumingMainThreadChecked { trellisAnswers(name) }
        } else {
            let name = NSStringFromSelector(selector)
            let known =
                TableMethods.swiftNameOfSelector[name] != nil || CollectionMethods.swiftNameOfSelector[name] != nil
            answered = known ? true : nil
        }
        if answered == true { return .trellis }
        if let user, user.responds(to: selector) { return .user }
        return answered == nil ? .unknown : .neither
    }
}

#if !canImport(UIKit)
// The stand-in declares UIKit's optional delegate methods required; this supplies them as the Objective-C runtime's
// forwarding (the forwarder implements none, as on a device).
extension DelegateForwarder: ImplementsNoOptionalMethods {}
#endif
