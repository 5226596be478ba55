#if !canImport(ObjectiveC)
// Linux only: Apple platforms have the Objective-C runtime's own `Selector` and `NSStringFromSelector`.

/// The name of an Objective-C method (the Objective-C runtime's `Selector`): `"tableView:heightForRowAtIndexPath:"`.
/// UIKit asks its delegates `responds(to:)` with these; the stand-in's views do the same.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    fileprivate let name: String

    /// The selector named `name`, e.g. `"copy:"` (Objective-C: `Selector("copy:")`).
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal (Objective-C: `let s: Selector = "copy:"`).
    public init(stringLiteral name: String) { self.name = name }

    /// The selector's name.
    public var description: String { name }
}

/// The selector's name (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector named `aSelectorName` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
#endif
