/// A view whose content scrolls (UIKit's `UIScrollView`), reduced to the content offset and its delegate.
///
/// Stand-in only: ``exceptions`` holds what UIKit (or the Objective-C runtime) would have raised in this view; a
/// real app would have crashed at the first.
@MainActor
open class UIScrollView: UIView {
    /// The exceptions this view raised; a real app would have crashed at the first (stand-in only).
    public internal(set) var exceptions: [StandInException] = []
    /// The point of the content shown at the view's top-left corner.
    open var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            scrollViewDidChangeOffset()
            scrollDelegate(answering: "scrollViewDidScroll:")?.scrollViewDidScroll(self)
        }
    }
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// The delegate of scrolling (a table's or collection's delegate also receives these calls).
    var scrollDelegate: (any UIScrollViewDelegate)? { nil }
    /// What the delegate answered `responds(to:)` for when it was set (the subclass that owns the delegate keeps it).
    var scrollDelegateResponds: RespondsSnapshot { RespondsSnapshot() }

    /// The scroll delegate, when it answered `selector` when it was set (UIKit sends nothing else).
    func scrollDelegate(answering selector: String) -> (any UIScrollViewDelegate)? {
        scrollDelegateResponds.answers(selector) ? scrollDelegate : nil
    }

    /// Records an exception UIKit would raise here (and in ``StandInExceptions``).
    func raise(_ exception: StandInException) {
        exceptions.append(exception)
        StandInExceptions.raise(exception)
    }

    /// Records UIKit's `NSInternalInconsistencyException` with `reason`.
    func raise(_ reason: String) { raise(StandInException(reason: reason)) }

    /// Lets subclasses (tables, collections) lay out for the new offset before the delegate hears of it.
    func scrollViewDidChangeOffset() {}

    /// Scrolls to `contentOffset`; the stand-in does not animate, so `animated` only decides whether the delegate
    /// hears `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated {
            scrollDelegate(answering: "scrollViewDidEndScrollingAnimation:")?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Simulates a user's drag that ends at `offset` without deceleration: `scrollViewWillBeginDragging`, the
    /// scrolling, then `scrollViewDidEndDragging(_:willDecelerate: false)`. Stand-in only.
    public func simulateDrag(to offset: CGPoint) {
        scrollDelegate(answering: "scrollViewWillBeginDragging:")?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        scrollDelegate(answering: "scrollViewDidEndDragging:willDecelerate:")?
            .scrollViewDidEndDragging(self, willDecelerate: false)
    }
}

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`). Every method is optional in UIKit and
/// required here (a class that implements none of them adopts ``ImplementsNoOptionalMethods``).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag begins.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ends; the delegate may change where the scrolling stops.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration begins.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming begins.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The view scrolled to the top after a tap on the status bar.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}
