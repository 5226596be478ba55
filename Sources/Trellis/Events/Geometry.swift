// Host-neutral geometry for the events that carry a size or insets (collection layouts); `TrellisPoint` (drag and drop,
// scene activation, context menus) is declared with the context-menu descriptions. The engine speaks in `Double`
// points, like its heights; a UIKit host converts at the edge (`CGSize(width: size.width, height: size.height)`,
// `UIEdgeInsets(top: insets.top, ...)`).

/// A width and a height, in points.
public struct TrellisSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = TrellisSize(width: 0, height: 0)

    /// `width x height`.
    public var description: String { "\(width) x \(height)" }
}

/// Insets from each edge, in points: a collection section's margins.
public struct TrellisEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// From the top edge.
    public var top: Double
    /// From the leading edge (UIKit's `left`).
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge (UIKit's `right`).
    public var right: Double

    /// Insets from each edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset from every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets.
    public static let zero = TrellisEdgeInsets()

    /// `top, left, bottom, right`.
    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

/// A point in a view's coordinate space, in points: the host-neutral form of `CGPoint`.
public struct TrellisPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = TrellisPoint(x: 0, y: 0)

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
