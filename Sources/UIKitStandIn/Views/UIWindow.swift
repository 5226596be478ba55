/// The root of a view hierarchy on screen (UIKit's `UIWindow`): the views in it lay out (a table shows its rows),
/// and its root view controller's view fills it.
///
/// As on a device, setting ``rootViewController`` loads the controller's view and puts it in the window, and
/// ``makeKeyAndVisible()`` shows the window, which makes the root controller appear (`viewWillAppear(_:)`, then
/// `viewDidAppear(_:)`; the stand-in calls both at once).
@MainActor
open class UIWindow: UIView {
    /// Whether ``makeKeyAndVisible()`` showed the window.
    open private(set) var isKeyWindow = false

    /// The controller whose view fills the window. Setting one puts its view (loaded first) in the window in place
    /// of the previous one's; in a shown window the previous controller disappears and the new one appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if isKeyWindow { oldValue?.beginAppearanceTransition(false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if isKeyWindow { oldValue?.endAppearanceTransition() }
            guard let rootViewController else { return }
            if isKeyWindow { rootViewController.beginAppearanceTransition(true, animated: false) }
            let view: UIView = rootViewController.view
            view.frame = bounds
            addSubview(view)
            if isKeyWindow { rootViewController.endAppearanceTransition() }
        }
    }

    /// Shows the window and makes it the key window: its root controller appears.
    open func makeKeyAndVisible() {
        isHidden = false
        guard !isKeyWindow else { return }
        isKeyWindow = true
        rootViewController?.beginAppearanceTransition(true, animated: false)
        rootViewController?.endAppearanceTransition()
    }
}
