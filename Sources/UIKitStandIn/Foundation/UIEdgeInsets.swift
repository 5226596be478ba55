public import Foundation

/// Insets on the four sides (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// Top inset.
    public var top: CGFloat
    /// Left inset.
    public var left: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Right inset.
    public var right: CGFloat

    /// Insets with the given values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
