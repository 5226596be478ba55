#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Scroll-view delegate calls: Trellis answers none of them. The view's delegate (a `DelegateForwarder`) reports them
// implemented only when your delegate implements them, and forwards them to it. These bodies run only when UIKit
// sends one that your delegate answered when the view's delegate was set and no longer can (it was deallocated):
// the forwarder then hands it here, rather than to nobody, and UIKit gets its default. They are declared on each proxy
// (not on their shared base class), so that on Apple platforms they are the Objective-C methods the protocols' selectors
// name: a witness the conforming class inherits would not be.

extension TableViewProxy {
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `nil` (your delegate answers it while it lives).
    nonisolated public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
    /// `true`, UIKit's default (your delegate answers it while it lives).
    nonisolated public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension CollectionViewProxy {
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `nil` (your delegate answers it while it lives).
    nonisolated public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
    /// `true`, UIKit's default (your delegate answers it while it lives).
    nonisolated public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing (your delegate receives it while it lives).
    nonisolated public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
