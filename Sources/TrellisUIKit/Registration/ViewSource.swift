internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// Where a manager gets a mapped view from: its class, a nib, or a storyboard's prototype cell.
///
/// By default (``automatic``) a manager looks for a nib named after the view's class in the class's bundle (as
/// DTTableViewManager does), then for a prototype cell the table's storyboard holds with the mapping's reuse
/// identifier (as Flow does, with the class's name as identifier), and registers the class when there is neither.
/// Ask for a nib or a prototype explicitly and, when it does not exist, ``Trellis/Anomaly/viewSourceMissing(_:)``
/// names what is missing (the class is registered instead).
public enum ViewSource: Sendable {
    /// A nib named after the class in the class's bundle, else a storyboard prototype with the reuse identifier (a
    /// table's; a collection cannot be asked whether it has one), else the class.
    case automatic
    /// The class, created with its designated initializer; nibs and prototypes are not looked for.
    case viewClass
    /// The nib `name` (by default the class's name) in `bundle` (by default the class's bundle).
    case nib(_ name: String? = nil, bundle: Bundle? = nil)
    /// The storyboard's prototype cell with the mapping's reuse identifier: nothing is registered, the view is
    /// dequeued by its identifier. A table is checked for it; a collection is trusted (UIKit raises when a
    /// collection dequeues an identifier it has nothing for, and offers no way to ask first).
    case storyboardPrototype
}

/// What a manager registers for one mapping.
@MainActor
enum ViewRegistrationPlan {
    case viewClass
    case nib(UINib)
    case prototype

    /// The plan for `mapping`'s view `viewClass`, registered with `identifier`, from `source`; `hasPrototype` asks
    /// the view whether a storyboard prototype (or anything) is already registered for the identifier (`nil`: it
    /// cannot be asked). `report` receives the anomaly when a wanted nib or prototype does not exist.
    static func plan(
        for mapping: ViewMapping, viewClass: AnyClass, identifier: String, source: ViewSource,
        hasPrototype: (() -> Bool)?, report: (Anomaly) -> Void
    ) -> ViewRegistrationPlan {
        let className = String(describing: viewClass)
        switch source {
        case .viewClass:
            return .viewClass
        case .automatic:
            let bundle = Bundle(for: viewClass)
            if bundle.path(forResource: className, ofType: "nib") != nil {
                return .nib(UINib(nibName: className, bundle: bundle))
            }
            if hasPrototype?() == true { return .prototype }
            return .viewClass
        case .nib(let name, let bundle):
            let name = name ?? className
            let bundle = bundle ?? Bundle(for: viewClass)
            if bundle.path(forResource: name, ofType: "nib") != nil {
                return .nib(UINib(nibName: name, bundle: bundle))
            }
            let prototype = hasPrototype?() == true
            if prototype { return .prototype }
            report(
                .viewSourceMissing(
                    MissingViewSource(
                        view: String(reflecting: viewClass), kind: mapping.kind, reuseIdentifier: identifier,
                        wanted: "the nib \"\(name)\" in \(bundle.bundlePath)",
                        missing: "no such nib exists"
                            + (hasPrototype == nil ? "" : ", and no storyboard prototype has that identifier"),
                        remedy:
                            "Add \(name).xib to the target that holds the bundle (or fix the name), or register the class with "
                            + "`from: .viewClass`.")))
            return .viewClass
        case .storyboardPrototype:
            guard let hasPrototype else { return .prototype }
            if hasPrototype() { return .prototype }
            report(
                .viewSourceMissing(
                    MissingViewSource(
                        view: String(reflecting: viewClass), kind: mapping.kind, reuseIdentifier: identifier,
                        wanted: "a storyboard prototype cell",
                        missing: "the table has no prototype cell with that identifier",
                        remedy:
                            "Set the prototype cell's Identifier to \"\(identifier)\" in the storyboard (and its class to "
                            + "\(className)), or pass that identifier as `reuseIdentifier`.")))
            return .viewClass
        }
    }
}
