// How UIKit messages its data sources and delegates, which the stand-in's views copy:
//
// - When a data source or delegate is set, UIKit asks it `responds(to:)` for every optional method of its protocols
//   and keeps the answers (`RespondsSnapshot`). Setting the same object again keeps them; only another object (or
//   `nil`, then the object again) refreshes them.
// - It sends an optional method only when the snapshot says so, whatever the object would answer now.
// - Sending goes through the Objective-C runtime: an object whose class implements the method runs it; one that does
//   not is asked `forwardingTarget(for:)`, and with no target the runtime raises "unrecognized selector sent to
//   instance" (`ImplementsNoOptionalMethods` plays this part for classes that implement nothing themselves).

/// The optional methods one data source or delegate answered `responds(to:)` for when it was set (UIKit keeps
/// these as flags and never asks again).
struct RespondsSnapshot {
    /// The selectors answered `true`.
    private(set) var selectors: Set<String> = []
    /// The protocols asked about, for checking the stand-in's own selector spelling.
    private var known: Set<String> = []

    /// Nothing answered (no object set).
    init() {}

    /// Asks `object` about every optional method of `protocols`.
    init(asking object: (any NSObjectProtocol)?, about protocols: [UIKitProtocol]) {
        for method in protocols.flatMap(\.methods) where !method.isRequired {
            known.insert(method.selector)
            if let object, object.responds(to: Selector(method.selector)) { selectors.insert(method.selector) }
        }
    }

    /// Whether the object answered `selector` when it was set.
    func answers(_ selector: String) -> Bool {
        assert(
            known.isEmpty || known.contains(selector),
            "the stand-in sends \(selector), which none of its protocols declares")
        return selectors.contains(selector)
    }
}

/// A class that, as Objective-C allows, adopts UIKit's delegate protocols without implementing their optional
/// methods, and hands each message to another object through `forwardingTarget(for:)` (Trellis's
/// `DelegateForwarder` is one).
///
/// Stand-in only. On Apple platforms the protocols' methods are `optional`, so such a class conforms with no methods
/// at all; the stand-in declares them required (so that a full implementation's signatures are checked), and this
/// protocol supplies each one as the runtime's forwarding path: ask `forwardingTarget(for:)` with the method's
/// selector and send the method to the target; with no target (or one that does not implement the protocol) record
/// UIKit's crash, `-[Class selector]: unrecognized selector sent to instance`, on the view, and answer a neutral
/// value so the test can go on.
@MainActor
public protocol ImplementsNoOptionalMethods: NSObject {}

extension ImplementsNoOptionalMethods {
    /// Sends `selector` on: to `forwardingTarget(for:)` as a `Target`, else records "unrecognized selector" on `view`
    /// and returns `fallback`.
    func forward<Target, Result>(
        _ selector: String, from view: UIScrollView, otherwise fallback: @autoclosure () -> Result,
        _ send: (Target) -> Result
    ) -> Result {
        if let target = forwardingTarget(for: Selector(selector)), (target as AnyObject) !== self,
            let typed = target as? Target
        {
            return send(typed)
        }
        let address = Unmanaged.passUnretained(self).toOpaque()
        view.raise(
            StandInException(
                .invalidArgument,
                reason:
                    "-[\(String(reflecting: type(of: self))) \(selector)]: unrecognized selector sent to instance \(address)"
            ))
        return fallback()
    }
}
