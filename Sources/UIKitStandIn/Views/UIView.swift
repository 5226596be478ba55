public import Foundation

/// A rectangle on screen (UIKit's `UIView`), reduced to what table and collection views need: a frame, a view
/// hierarchy and the window it is in.
@MainActor
open class UIView: NSObject {
    /// The view's frame in its superview.
    open var frame: CGRect
    /// The view's own rectangle: its frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The view that contains this one.
    open private(set) weak var superview: UIView?
    /// The views this one contains.
    open private(set) var subviews: [UIView] = []
    /// Whether the view is hidden.
    open var isHidden = false

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with an empty frame.
    public convenience override init() { self.init(frame: .zero) }

    /// The window the view is in (through its superviews), or `nil` when it is off-screen.
    open var window: UIWindow? {
        if let window = self as? UIWindow { return window }
        return superview?.window
    }

    /// Adds `view` on top of this view's subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToWindow()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToWindow()
    }

    /// Called when the view's window may have changed.
    open func didMoveToWindow() {
        for view in subviews { view.didMoveToWindow() }
    }

    /// Lays out the view's content now if it needs it.
    open func layoutIfNeeded() {}

    /// The traits of the view's environment.
    open var traitCollection: UITraitCollection { UITraitCollection.standInDefault }

    /// Whether configuration updates of cells, header and footer views track the `@Observable` properties they read
    /// and run again when one changes, as UIKit does by default from iOS 26 (on iOS 18 with the Info.plist key
    /// `UIObservationTrackingEnabled`). Stand-in only: `true` plays iOS 26; set it to `false` to play iOS 17-25.
    public static var standInObservationTrackingEnabled = true
}

extension UITraitCollection {
    /// The traits every stand-in view has.
    static let standInDefault = UITraitCollection()
}

/// A colour (UIKit's `UIColor`), as red, green, blue and alpha components.
@MainActor
open class UIColor: NSObject {
    /// The components, 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour with the given components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }
}

/// An image (UIKit's `UIImage`), known by name.
@MainActor
open class UIImage: NSObject {
    /// The image's name.
    public let name: String

    /// The system symbol named `name` (UIKit returns `nil` for an unknown name; the stand-in knows every name).
    public init?(systemName name: String) {
        self.name = name
        super.init()
    }

    /// The asset named `name`.
    public init?(named name: String) {
        self.name = name
        super.init()
    }
}
