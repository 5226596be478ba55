public import Foundation

/// A screen's controller (UIKit's `UIViewController`), reduced to what a screen built on a table or a collection
/// and its tests touch: the view, loaded lazily (`loadView()`, then `viewDidLoad()`, once), the appearance calls a
/// test drives, child controllers and a title.
///
/// As in UIKit, reading ``view`` loads it: ``loadView()`` makes it (a plain view the size of the stand-in's screen,
/// ``standInScreenBounds``, unless a subclass sets its own), then ``viewDidLoad()`` runs once. Nothing on the stand-in
/// shows a controller, so nothing calls the appearance methods by itself: a test calls them, or
/// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` as on a device.
@MainActor
open class UIViewController: NSObject {
    /// The size of the screen a controller's view takes when it makes its own (stand-in only; an iPhone's points).
    public static var standInScreenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The view once loaded.
    private var loadedView: UIView?
    /// Whether `loadView()` is running (reading `view` then returns what it has set so far, not a second load).
    private var isLoadingView = false
    /// The appearance transition under way: `true` appearing, `false` disappearing.
    private var appearing: (isAppearing: Bool, animated: Bool)?

    /// The name of the nib the view comes from, if any.
    open private(set) var nibName: String?
    /// The bundle of that nib.
    open private(set) var nibBundle: Bundle?
    /// The controller's title.
    open var title: String?
    /// The controller that contains this one.
    open private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// Whether the controller is editing its content; setting it calls ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// What ``isEditing`` reads.
    private var editing = false

    /// A controller whose view comes from the nib `nibNameOrNil` in `nibBundleOrNil` (the stand-in makes a plain
    /// view instead: it reads no nib for a controller).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller decoded from an archive (a storyboard).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The view, loaded first when it is not: ``loadView()`` then ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfRequired()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view, or `nil` when it is not loaded (reading it loads nothing).
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded (reading it loads nothing).
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view when it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    open func loadViewIfNeeded() { loadViewIfRequired() }

    /// Makes the view and sets ``view``: here a plain view of ``standInScreenBounds``. Override it to make your own
    /// (without calling `super`); never call it yourself.
    open func loadView() {
        view = UIView(frame: Self.standInScreenBounds)
    }

    /// Called once, after the view is loaded. Override it to set the screen up (calling `super`).
    open func viewDidLoad() {}

    private func loadViewIfRequired() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        guard loadedView != nil else { return }
        viewDidLoad()
    }

    // MARK: Appearance

    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was hidden.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts showing (`isAppearing`) or hiding the view: calls ``viewWillAppear(_:)`` or
    /// ``viewWillDisappear(_:)``, loading the view first when it appears.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        appearing = (isAppearing, animated)
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` started: calls ``viewDidAppear(_:)`` or
    /// ``viewDidDisappear(_:)``.
    open func endAppearanceTransition() {
        guard let (isAppearing, animated) = appearing else { return }
        appearing = nil
        if isAppearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    }

    // MARK: Editing

    /// Turns editing on or off (a table controller turns its table's on or off too).
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }

    // MARK: Children

    /// Adds `childController` as a child (removing it from another parent first) and calls its
    /// ``willMove(toParent:)`` with this controller; call its ``didMove(toParent:)`` once its view is in place.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls its ``didMove(toParent:)`` with `nil`; call
    /// ``willMove(toParent:)`` with `nil` before.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent (`nil`).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent (`nil`).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Runtime

    /// What the Objective-C runtime does with a message to a method the class does not implement (a subclass's
    /// `super` call to a protocol method UIKit's controller does not implement): sends it to
    /// ``forwardingTarget(for:)`` when that is another object of protocol `Target`, else records "unrecognized
    /// selector sent to instance" on `view` and answers `fallback`. (The same path as `ImplementsNoOptionalMethods`.)
    func forwardUnimplemented<Target, Result>(
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
