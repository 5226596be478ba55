/// The Objective-C runtime's method name, which Linux does not have: UIKit's deprecated edit-menu delegate methods
/// (`canPerformAction:forRowAt:withSender:`) pass one. `Selector("copy:")` as on Apple platforms.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// A selector named `name`, e.g. `"copy:"`.
    public init(_ name: String) { self.name = name }

    /// The selector's name.
    public var description: String { name }
}

/// The selector's name, as Foundation's `NSStringFromSelector` answers it.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.description }
