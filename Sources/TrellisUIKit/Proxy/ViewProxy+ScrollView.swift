public import Foundation
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// Scroll-view delegate calls: Trellis answers none of them. The proxy reports them unimplemented unless your
// delegate implements them, and forwards them to it (Apple platforms: `forwardingTarget(for:)`; Linux: the
// stand-in's `standInForwardingTarget(for:)`), so these bodies run only if a view calls them regardless. On Apple
// platforms they are optional and left out, so that Objective-C forwarding reaches your delegate.

#if !canImport(ObjectiveC)
extension ViewProxy {
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Forwarded to your delegate; `nil` otherwise.
    nonisolated public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Forwarded to your delegate.
    nonisolated public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Forwarded to your delegate; `true` (UIKit's default) otherwise.
    nonisolated public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Forwarded to your delegate.
    nonisolated public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
#endif
