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

    /// The first cell and supplementary view handed to UIKit, what a call off the main thread gets (UIKit accepts
    /// only views it dequeued, and none can be dequeued off the main thread).
    nonisolated let offMainViews = Locked(OffMainViews())
    /// Whether ``offMainViews`` holds a cell and a supplementary view (read on the main thread only, so the per-cell
    /// path takes no lock once they are kept).
    private var keptOffMainCell = false, keptOffMainSupplementary = false

    /// What a call from another thread gets before any view was handed out (made on the main thread with the proxy;
    /// not dequeued, so UIKit would refuse them: the residual case of a call that UIKit never makes).
    nonisolated let offMainCell: UICollectionViewCell
    nonisolated let offMainSupplementary: UICollectionReusableView
    /// What `dropSessionDidUpdate` answers from another thread: a cancelled drop (made with the proxy: a main-actor
    /// object, which nothing may make off the main thread, and nothing waits for it).
    nonisolated let offMainDropProposal: UICollectionViewDropProposal
    /// What `transitionLayoutForOldLayout` answers from another thread: a transition between two plain layouts.
    nonisolated let offMainTransitionLayout: UICollectionViewTransitionLayout

    /// A proxy asking `dispatcher`.
    public init(dispatcher: Dispatcher) {
        offMainCell = UICollectionViewCell(frame: .zero)
        offMainSupplementary = UICollectionReusableView(frame: .zero)
        offMainDropProposal = UICollectionViewDropProposal(operation: .cancel, intent: .unspecified)
        offMainTransitionLayout = UICollectionViewTransitionLayout(
            currentLayout: UICollectionViewLayout(), nextLayout: UICollectionViewLayout())
        super.init(dispatcher: dispatcher, viewName: "UICollectionView")
    }

    /// What a call from another thread answers with, kept from the main thread.
    struct OffMainViews: @unchecked Sendable {
        // @unchecked: main-actor views, only handed back, never touched off the main thread.
        var cell: UICollectionViewCell?
        var supplementary: UICollectionReusableView?
    }

    /// Keeps `cell`, dequeued, for calls from another thread, once.
    func keepCellForOffMainCalls(_ cell: UICollectionViewCell) {
        guard !keptOffMainCell else { return }
        keptOffMainCell = true
        offMainViews.withLock { $0.cell = cell }
    }

    /// Keeps `view`, dequeued, for calls from another thread, once.
    func keepSupplementaryForOffMainCalls(_ view: UICollectionReusableView) {
        guard !keptOffMainSupplementary else { return }
        keptOffMainSupplementary = true
        offMainViews.withLock { $0.supplementary = view }
    }

    /// Whether the proxy answers `method` (its Swift name).
    public func answersMethod(_ method: String) -> Bool {
        if CollectionMethods.always[method] != nil { return true }
        return CollectionMethods.conditional[method]?.answers(dispatcher) ?? false
    }

    /// The cell UIKit gets when no mapping shows the model: a plain dequeued cell (the dispatcher reported why).
    static func placeholderCell(_ collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: placeholderReuseIdentifier)
        return collectionView.dequeueReusableCell(withReuseIdentifier: placeholderReuseIdentifier, for: indexPath)
    }

    /// The supplementary view UIKit gets when no mapping shows the section's model: a plain dequeued view.
    static func placeholderView(_ collectionView: UICollectionView, kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: placeholderReuseIdentifier)
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: placeholderReuseIdentifier, for: indexPath)
    }

    /// The mapped view of `kind` the collection asks for at `indexPath` (the model of the path's section, remembered
    /// for its `didEndDisplayingSupplementary`), dequeued at that path (see `CollectionViewManager.dequeueView`), or
    /// the manager's title view for a `String` header or footer no view is mapped for (see
    /// `CollectionViewManager.titleView(ofKind:at:)`); `nil` when nothing shows it.
    static func requestedSupplementaryView(_ dispatcher: Dispatcher, kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        let ask = { dispatcher.supplementaryView(ofKind: viewKind(kind), inSection: indexPath.supplementarySection) }
        guard let manager = dispatcher.host as? CollectionViewManager else {
            return ask()?.view as? UICollectionReusableView
        }
        guard let shown = manager.supplementaryView(requestedAt: indexPath, ask),
            let view = shown.view as? UICollectionReusableView
        else { return manager.titleView(ofKind: kind, at: indexPath) }
        manager.proxy.displayedSupplementaries[ObjectIdentifier(view)] = shown.model
        return view
    }

    /// The engine's kind for a collection element kind.
    static func viewKind(_ kind: String) -> ViewKind {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: .supplementary(kind)
        }
    }

    /// UIKit asks this when a data source or delegate is set, before it ever sends an optional method: `true` for a
    /// method in the method table only when Trellis answers it. (Delegate methods reach the proxy through a
    /// ``DelegateForwarder``, which sends the ones Trellis does not answer to your ``delegate``.)
    nonisolated public override func responds(to selector: Selector!) -> Bool {
        guard let selector, let method = CollectionMethods.swiftNameOfSelector[NSStringFromSelector(selector)] else {
            return super.responds(to: selector)
        }
        // Off the main thread nothing can be asked: every method in the table is implemented, with a safe default.
        guard MainThreadFlag.isMainActorContext else { return true }
        return runAssumingMainThreadChecked { answersMethod(method) }
    }
}

extension CollectionViewProxy: UICollectionViewDataSource {
    /// The section's item count.
    nonisolated public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        onMain(0) { dispatcher.numberOfItems(inSection: section) }
    }

    /// The mapped cell; a plain cell (and an anomaly) when no mapping shows the model.
    ///
    /// Off the main thread (never UIKit's doing), the first cell the proxy handed UIKit, which UIKit dequeued, since
    /// nothing can be dequeued there and nothing waits for the main thread; a plain cell if none was handed out yet.
    nonisolated public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard isOnMainActor("collectionView(_:cellForItemAt:)") else {
            return offMainViews.withLock { $0.cell } ?? offMainCell
        }
        return runAssumingMainThreadChecked(self, collectionView, indexPath) { proxy, collectionView, indexPath in
            let path = indexPath.itemPath
            let dispatcher = proxy.dispatcher
            guard let shown = dispatcher.whileAskingForView({ proxy.liveCells.cell(at: path, from: dispatcher) }),
                let cell = shown.view as? UICollectionViewCell
            else {
                let placeholder = Self.placeholderCell(collectionView, at: indexPath)
                proxy.keepCellForOffMainCalls(placeholder)
                return placeholder
            }
            proxy.displayedCells[ObjectIdentifier(cell)] = DisplayedCell(shown, at: path)
            proxy.keepCellForOffMainCalls(cell)
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
            return offMainViews.withLock { $0.supplementary } ?? offMainSupplementary
        }
        return runAssumingMainThreadChecked {
            let view =
                Self.requestedSupplementaryView(dispatcher, kind: kind, at: indexPath)
                ?? Self.placeholderView(collectionView, kind: kind, at: indexPath)
            keepSupplementaryForOffMainCalls(view)
            return view
        }
    }

    /// `canMove`, else whether moving is supported.
    nonisolated public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    {
        onMain(false) { dispatcher.canMoveItem(at: indexPath.itemPath) }
    }

    /// Moves the item in the content (the view already shows it), then `moveItem`; reloads if the content refused.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        onMain(()) {
            if !dispatcher.moveItem(at: sourceIndexPath.itemPath, to: destinationIndexPath.itemPath) {
                collectionView.reloadData()
            }
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
