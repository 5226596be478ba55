public import Foundation
public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// The collection twin of ``TableViewProxy``: a collection's `dataSource`, `delegate` (with the flow layout's
/// delegate methods), `prefetchDataSource`, `dragDelegate` and `dropDelegate`, implementing every method by asking
/// its ``dispatcher``; methods nothing answers are reported unimplemented and go to your ``delegate`` when it
/// implements them.
@MainActor
public final class CollectionViewProxy: ViewProxy {
    /// Your own delegate: receives the delegate and scroll-view methods Trellis does not answer.
    public weak var delegate: (any UICollectionViewDelegate)?

    /// A proxy asking `dispatcher`.
    public init(dispatcher: Dispatcher) {
        super.init(dispatcher: dispatcher, viewName: "UICollectionView")
    }

    /// Whether the proxy answers `method` (its Swift name).
    public func answersMethod(_ method: String) -> Bool {
        if CollectionMethods.always[method] != nil { return true }
        return CollectionMethods.conditional[method]?.answers(dispatcher) ?? false
    }

    func placeholderCell(_ collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderReuseIdentifier)
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
    }

    func placeholderView(_ collectionView: UICollectionView, kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.placeholderReuseIdentifier)
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
    }

    /// The engine's kind for a collection element kind.
    static func viewKind(_ kind: String) -> ViewKind {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: .supplementary(kind)
        }
    }

    func menuPath(_ configuration: UIContextMenuConfiguration) -> (ItemPath?, String?) {
        guard let identifier = (configuration.identifier as? NSString)?.description else { return (nil, nil) }
        return (contextMenuPaths[identifier], identifier)
    }
}

#if canImport(ObjectiveC)
extension CollectionViewProxy {
    /// UIKit asks this before calling an optional data-source method: `true` only when Trellis answers it. (Delegate
    /// methods reach the proxy through a ``DelegateForwarder``, which sends the ones Trellis does not answer to your
    /// ``delegate``.)
    nonisolated public override func responds(to selector: Selector!) -> Bool {
        guard let selector, Thread.isMainThread,
              let method = CollectionMethods.swiftNameOfSelector[NSStringFromSelector(selector)] else {
            return super.responds(to: selector)
        }
        return MainActor.assumeIsolated { answersMethod(method) }
    }
}
#else
extension CollectionViewProxy: StandInResponding {
    /// Whether the proxy, or your ``delegate``, answers `method`.
    public func standInResponds(to method: String) -> Bool {
        answersMethod(method) || forwardingTarget(method) != nil
    }

    /// Your ``delegate``, for a method Trellis does not answer and it does.
    public func standInForwardingTarget(for method: String) -> AnyObject? { forwardingTarget(method) }

    private func forwardingTarget(_ method: String) -> AnyObject? {
        guard !answersMethod(method), let delegate else { return nil }
        if let responding = delegate as? any StandInResponding, !responding.standInResponds(to: method) { return nil }
        return delegate
    }
}
#endif

extension CollectionViewProxy: UICollectionViewDataSource {
    /// The section's item count.
    nonisolated public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        onMain(0) { dispatcher.numberOfItems(inSection: section) }
    }

    /// The mapped cell; a plain cell (and an anomaly) when no mapping shows the model.
    nonisolated public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard isOnMainActor("collectionView(_:cellForItemAt:)") else {
            return DispatchQueue.main.sync { MainActor.assumeIsolated { UICollectionViewCell(frame: .zero) } }
        }
        return runAssumingMainThreadChecked(self, collectionView, indexPath) { proxy, collectionView, indexPath in
            let path = indexPath.itemPath
            guard let shown = proxy.dispatcher.cell(at: path), let cell = shown.view as? UICollectionViewCell else {
                return proxy.placeholderCell(collectionView, at: indexPath)
            }
            proxy.displayedModels[ObjectIdentifier(cell)] = shown.model
            return cell
        }
    }

    /// The section count.
    nonisolated public func numberOfSections(in collectionView: UICollectionView) -> Int {
        onMain(0) { dispatcher.numberOfSections }
    }

    /// The mapped header, footer or other supplementary view; an empty view where there is none (UIKit requires one).
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard isOnMainActor("collectionView(_:viewForSupplementaryElementOfKind:at:)") else {
            return DispatchQueue.main.sync { MainActor.assumeIsolated { UICollectionReusableView(frame: .zero) } }
        }
        return runAssumingMainThreadChecked {
            (dispatcher.supplementaryView(ofKind: Self.viewKind(kind), inSection: indexPath.section)?.view as? UICollectionReusableView)
                ?? placeholderView(collectionView, kind: kind, at: indexPath)
        }
    }

    /// `canMove`, else whether moving is supported.
    nonisolated public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        onMain(false) { dispatcher.canMoveItem(at: indexPath.itemPath) }
    }

    /// Moves the item in the content (the view already shows it), then `moveItem`; reloads if the content refused.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        onMain(()) {
            if !dispatcher.moveItem(at: sourceIndexPath.itemPath, to: destinationIndexPath.itemPath) { collectionView.reloadData() }
        }
    }

    /// `sectionIndexTitles`.
    nonisolated public func indexTitles(for collectionView: UICollectionView) -> [String]? {
        onMain(nil) { dispatcher.sectionIndexTitles() }
    }

    /// `indexPathForIndexTitle`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        onMain(IndexPath(index: 0)) { dispatcher.indexPathForIndexTitle(title, at: index).indexPath }
    }
}
