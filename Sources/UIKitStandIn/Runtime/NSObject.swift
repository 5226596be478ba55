#if !canImport(ObjectiveC)
// Linux only: Apple platforms (iOS, and macOS where TrellisUIKit builds against the stand-in) have the Objective-C
// runtime's `NSObject` and `NSObjectProtocol`, and these declarations give Linux the same Swift signatures and
// isolation (nonisolated, overridable), so one source text compiles on both.

/// The Objective-C root protocol (`NSObjectProtocol`), with the one requirement Linux's Foundation lacks:
/// `responds(to:)`, which UIKit asks a delegate before sending it an optional method.
public protocol NSObjectProtocol: Foundation.NSObjectProtocol {
    /// Whether the object implements or forwards the method `aSelector` names.
    func responds(to aSelector: Selector!) -> Bool
}

/// The Objective-C root class (`NSObject`) as UIKit uses it: `responds(to:)` and `forwardingTarget(for:)`, both
/// nonisolated and overridable as in the SDK, and storage for associated objects (`objc_setAssociatedObject`).
///
/// On a device, `responds(to:)` answers from the methods the class implements; Linux has no such table, so the
/// stand-in's answer is `false` unless a subclass overrides it. Classes that implement a UIKit protocol's optional
/// methods and want a stand-in view to send them say so by overriding `responds(to:)`, as Trellis's proxies do on
/// every platform.
///
/// The class is `@MainActor` where the SDK's is not: Swift treats a main-actor class whose superclass is the
/// Objective-C (or Foundation) `NSObject` as `Sendable`, as every UIKit class is, but not one whose superclass is a
/// class of another module; isolating this root to the main actor gives its UIKit subclasses the same `Sendable`
/// status. Everything UIKit-related runs on the main actor anyway; code that compiles here compiles on Apple
/// platforms, where the root is less strict.
@MainActor
open class NSObject: Foundation.NSObject, NSObjectProtocol {
    /// Associated objects by key (`objc_setAssociatedObject`), released with the object. Used on the main thread.
    nonisolated(unsafe) fileprivate var associatedObjects: [UnsafeRawPointer: Any] = [:]

    /// An object.
    public override init() { super.init() }

    /// Whether the object answers the method `aSelector` names: `false` here (see the type's note).
    nonisolated open func responds(to aSelector: Selector!) -> Bool { false }

    /// The object that receives a method this object does not implement, or `nil` (Objective-C then raises
    /// "unrecognized selector sent to instance"). `nil` here.
    nonisolated open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
}

/// How an associated object is held (the Objective-C runtime's `objc_AssociationPolicy`, same raw values). The
/// stand-in retains every value, as `OBJC_ASSOCIATION_RETAIN_NONATOMIC` does.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak (unretained) reference.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not atomic.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy, not atomic.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, atomic.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, atomic.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Ties `value` to `object` under `key` (the Objective-C runtime's `objc_setAssociatedObject`): it lives as long as
/// the object, and is released when the object is. `nil` removes it. Only the stand-in's `NSObject`s hold
/// associated objects; anything else is ignored.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let object = object as? NSObject else { return }
    object.associatedObjects[key] = value
}

/// The value tied to `object` under `key` (the Objective-C runtime's `objc_getAssociatedObject`).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? NSObject)?.associatedObjects[key]
}
#endif
