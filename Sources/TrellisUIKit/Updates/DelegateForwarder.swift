#if canImport(ObjectiveC)
internal import Foundation
internal import ObjectiveC
internal import UIKit

/// Apple platforms: the table's or collection's `delegate`. It implements no delegate method itself: for each
/// selector UIKit asks about, it names the Trellis proxy when Trellis answers the method, else your own delegate when
/// it implements it (Objective-C's `forwardingTarget(for:)`), else nothing, so UIKit keeps its default behaviour.
/// Linux has no such runtime: there the proxy is the delegate and the stand-in asks it the same questions
/// (`StandInResponding`).
final class DelegateForwarder: NSObject, UITableViewDelegate, UICollectionViewDelegateFlowLayout {
    /// Whether Trellis answers a method, by selector name; `nil` for a selector no proxy method table knows.
    private let trellisAnswers: @MainActor (String) -> Bool?
    nonisolated(unsafe) private weak var proxy: NSObject?
    nonisolated(unsafe) weak var user: NSObject?

    init(proxy: NSObject, trellisAnswers: @escaping @MainActor (String) -> Bool?) {
        self.proxy = proxy
        self.trellisAnswers = trellisAnswers
        super.init()
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if super.responds(to: selector) { return true }
        return target(for: selector) != nil
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector else { return nil }
        return target(for: selector)
    }

    private nonisolated func target(for selector: Selector) -> NSObject? {
        let name = NSStringFromSelector(selector)
        let answered: Bool? = Thread.isMainThread ? MainActor.assumeIsolated { trellisAnswers(name) } : nil
        if answered == true { return proxy }
        if let user, user.responds(to: selector) { return user }
        return nil
    }
}
#endif
