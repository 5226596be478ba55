// The runtime's forwarding for classes that implement none of UIKit's optional delegate methods
// (`ImplementsNoOptionalMethods`): each method asks `forwardingTarget(for:)` with its selector and is sent there, or
// raises "unrecognized selector sent to instance" on the view. Generated from the protocol declarations; one method
// per requirement, so a requirement added without a forwarding twin fails to compile for such classes.

extension UIScrollViewDelegate where Self: ImplementsNoOptionalMethods {
    /// Forwarded (`scrollViewDidScroll:`).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        forward("scrollViewDidScroll:", from: scrollView, otherwise: ()) { (target: any UIScrollViewDelegate) in
            target.scrollViewDidScroll(scrollView)
        }
    }

    /// Forwarded (`scrollViewDidZoom:`).
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        forward("scrollViewDidZoom:", from: scrollView, otherwise: ()) { (target: any UIScrollViewDelegate) in
            target.scrollViewDidZoom(scrollView)
        }
    }

    /// Forwarded (`scrollViewWillBeginDragging:`).
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        forward("scrollViewWillBeginDragging:", from: scrollView, otherwise: ()) { (target: any UIScrollViewDelegate) in
            target.scrollViewWillBeginDragging(scrollView)
        }
    }

    /// Forwarded (`scrollViewWillEndDragging:withVelocity:targetContentOffset:`).
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        forward("scrollViewWillEndDragging:withVelocity:targetContentOffset:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    /// Forwarded (`scrollViewDidEndDragging:willDecelerate:`).
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        forward("scrollViewDidEndDragging:willDecelerate:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
    }

    /// Forwarded (`scrollViewWillBeginDecelerating:`).
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        forward("scrollViewWillBeginDecelerating:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewWillBeginDecelerating(scrollView)
        }
    }

    /// Forwarded (`scrollViewDidEndDecelerating:`).
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        forward("scrollViewDidEndDecelerating:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndDecelerating(scrollView)
        }
    }

    /// Forwarded (`scrollViewDidEndScrollingAnimation:`).
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        forward("scrollViewDidEndScrollingAnimation:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndScrollingAnimation(scrollView)
        }
    }

    /// Forwarded (`viewForZoomingInScrollView:`).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        forward("viewForZoomingInScrollView:", from: scrollView, otherwise: nil) { (target: any UIScrollViewDelegate) in
            target.viewForZooming(in: scrollView)
        }
    }

    /// Forwarded (`scrollViewWillBeginZooming:withView:`).
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        forward("scrollViewWillBeginZooming:withView:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewWillBeginZooming(scrollView, with: view)
        }
    }

    /// Forwarded (`scrollViewDidEndZooming:withView:atScale:`).
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        forward("scrollViewDidEndZooming:withView:atScale:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }
    }

    /// Forwarded (`scrollViewShouldScrollToTop:`).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        forward("scrollViewShouldScrollToTop:", from: scrollView, otherwise: false) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewShouldScrollToTop(scrollView)
        }
    }

    /// Forwarded (`scrollViewDidScrollToTop:`).
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        forward("scrollViewDidScrollToTop:", from: scrollView, otherwise: ()) { (target: any UIScrollViewDelegate) in
            target.scrollViewDidScrollToTop(scrollView)
        }
    }

    /// Forwarded (`scrollViewDidChangeAdjustedContentInset:`).
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        forward("scrollViewDidChangeAdjustedContentInset:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidChangeAdjustedContentInset(scrollView)
        }
    }
}
