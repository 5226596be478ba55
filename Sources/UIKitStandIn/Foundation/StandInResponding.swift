/// The stand-in's equivalent of Objective-C's `responds(to:)` and `forwardingTarget(for:)`, which Linux lacks.
///
/// In UIKit every delegate method but a few is `optional`: a view asks `responds(to:)` before calling one and uses
/// its own behaviour when the delegate does not implement it. The stand-in declares every method as required (so
/// the compiler checks the signatures of an object that implements them all), and before calling one it asks the
/// delegate, when the delegate conforms to this protocol, whether it answers the method and whether another object
/// should receive it. Methods are named the way Swift prints them, e.g. `"tableView(_:heightForRowAt:)"`.
@MainActor
public protocol StandInResponding: AnyObject {
    /// Whether the object answers `method` (Objective-C: `responds(to:)`). `false` makes the view behave as if the
    /// method were not implemented.
    func standInResponds(to method: String) -> Bool
    /// Another object that should receive `method` instead (Objective-C: `forwardingTarget(for:)`), or `nil`.
    func standInForwardingTarget(for method: String) -> AnyObject?
}

/// How a stand-in view finds who receives an optional delegate method: `nil` when `object` does not answer it,
/// its forwarding target when it has one of the right type, else the object itself.
@MainActor
func receiver<Delegate>(of method: String, in object: Delegate?) -> Delegate? {
    guard let object else { return nil }
    guard let responding = object as? any StandInResponding else { return object }
    if let target = responding.standInForwardingTarget(for: method) as? Delegate { return target }
    return responding.standInResponds(to: method) ? object : nil
}
