/// A colour in sRGB, with components from 0 to 1: how the engine names a colour without UIKit.
///
/// A UIKit host makes `UIColor(red:green:blue:alpha:)` from it.
public struct TrellisColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a hex string: `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional); `nil` for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let rgba = digits.count == 8 ? value : value << 8 | 0xFF
        self.init(
            red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
            blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    /// This colour with each component brought into 0...1: below 0 reads as 0, above 1 as 1, NaN as 0. What hosts
    /// draw and ``description`` prints, so a component computed out of range cannot trap or reach UIKit.
    public var clamped: TrellisColor {
        func clamp(_ component: Double) -> Double { component.isNaN ? 0 : min(max(component, 0), 1) }
        return TrellisColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// `#RRGGBBAA`, of the ``clamped`` components.
    public var description: String {
        let color = clamped
        let bytes = [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
        return "#"
            + bytes.map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    /// iOS's system red (light appearance), UIKit's colour for destructive actions.
    public static let red = TrellisColor(red: 1, green: 59 / 255, blue: 48 / 255)
    /// iOS's system orange.
    public static let orange = TrellisColor(red: 1, green: 149 / 255, blue: 0)
    /// iOS's system green.
    public static let green = TrellisColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// iOS's system blue.
    public static let blue = TrellisColor(red: 0, green: 122 / 255, blue: 1)
    /// iOS's system gray, UIKit's colour for normal actions.
    public static let gray = TrellisColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}

/// One action revealed by swiping a row: the host-neutral form of UIKit's `UIContextualAction` (and, for the
/// deprecated `editActionsForRowAt`, of `UITableViewRowAction`).
public struct ContextualActionDescription: Sendable {
    /// How the action looks and behaves.
    public enum Style: Int, Hashable, Sendable {
        /// A plain action (gray by default).
        case normal = 0
        /// An action that removes the row (red by default; UIKit animates the row away on completion `true`).
        case destructive = 1
    }

    /// How the action looks and behaves.
    public var style: Style
    /// The button's title.
    public var title: String?
    /// The button's background; `nil` for the style's default.
    public var backgroundColor: TrellisColor?
    /// The name of the button's image (a UIKit host tries an SF Symbol, then an asset of that name).
    public var imageName: String?
    /// Performs the action. Call `completion` with `true` when it was performed, `false` when it was not (UIKit
    /// then closes the swipe; with `true`, a destructive action's row is animated away).
    ///
    /// A UIKit host calls this from `UIContextualAction`'s handler, which also receives the action and its source
    /// view. For a deprecated `UITableViewRowAction` the host passes a `completion` that does nothing.
    public var handler: @MainActor (_ completion: @escaping (Bool) -> Void) -> Void

    /// An action.
    public init(
        style: Style = .normal, title: String?, backgroundColor: TrellisColor? = nil, imageName: String? = nil,
        handler: @escaping @MainActor (_ completion: @escaping (Bool) -> Void) -> Void
    ) {
        self.style = style
        self.title = title
        self.backgroundColor = backgroundColor
        self.imageName = imageName
        self.handler = handler
    }
}

/// The actions revealed by swiping a row from one edge: the host-neutral form of `UISwipeActionsConfiguration`.
///
/// Return an empty description to show no actions at all (UIKit's only way to turn off swipe to delete for a
/// row); return `nil` from a closure for UIKit's default.
public struct SwipeActionsDescription: Sendable {
    /// The actions, the first one nearest the edge the swipe starts from.
    public var actions: [ContextualActionDescription]
    /// Whether a full swipe performs the first action (UIKit's default: `true`).
    public var performsFirstActionWithFullSwipe: Bool

    /// Actions revealed by a swipe.
    public init(actions: [ContextualActionDescription], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}
