public import Foundation

/// A controller whose view is a collection (UIKit's `UICollectionViewController`): it makes a collection with its
/// layout when its view loads, sets itself as the collection's data source and delegate (so a
/// `CollectionViewManager`-style object that sets its own later replaces it, as on a device), and clears the
/// selection each time it appears (``clearsSelectionOnViewWillAppear``).
///
/// It implements every method of ``UICollectionViewDataSource``, ``UICollectionViewDelegate`` and
/// ``UIScrollViewDelegate``, so a subclass writes `override` for those it implements, as with UIKit. UIKit's class
/// implements only the two required methods (no items); a `super` call to any other goes through the runtime's
/// forwarding (``forwardingTarget(for:)``, else "unrecognized selector sent to instance", recorded on the
/// collection). It answers `responds(to:)` for none of the optional methods: a subclass that overrides some and wants
/// the collection to send them overrides `responds(to:)` too (see ``UITableViewController``).
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller's collection is made with; `nil` when the controller was made without one.
    private let layout: UICollectionViewLayout?

    /// Whether each appearance clears the collection's selection (`true` by default).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press reorders items (`true` by default; the stand-in has no gestures: see
    /// `UICollectionView.simulateMove`).
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller that makes a collection with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose view comes from a nib. Made this way (or with `init()`) it has no layout, and loading its
    /// view raises UIKit's "must be initialized with a non-nil layout parameter" (the stand-in records it on the
    /// collection, which gets a flow layout).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive (a storyboard).
    public required init?(coder: NSCoder) {
        layout = nil
        super.init(coder: coder)
    }

    /// The collection: the controller's view (reading it loads the view). Setting a collection makes it the view and
    /// sets this controller as its data source and delegate where it has none.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue
            guard let newValue else { return }
            if newValue.dataSource == nil { newValue.dataSource = self }
            if newValue.delegate == nil { newValue.delegate = self }
        }
    }

    /// The layout of the collection (of the controller's, before its view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        viewIfLoaded.flatMap { ($0 as? UICollectionView)?.collectionViewLayout } ?? layout
            ?? UICollectionViewFlowLayout()
    }

    /// Makes a collection with the controller's layout, the size of the screen, whose data source and delegate are
    /// this controller.
    open override func loadView() {
        let collection = UICollectionView(
            frame: Self.standInScreenBounds, collectionViewLayout: layout ?? UICollectionViewFlowLayout())
        if layout == nil {
            collection.raise(
                StandInException(
                    .invalidArgument, reason: "UICollectionView must be initialized with a non-nil layout parameter"))
        }
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the collection's selection when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        for path in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: path, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// No items (UIKit's controller).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// No cell: a subclass that gives items gives their cells. UIKit raises; the stand-in records it and returns a
    /// plain cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.raise(
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
                + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        return UICollectionViewCell(frame: .zero)
    }

    /// Not implemented (`numberOfSectionsInCollectionView:`).
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        forwardUnimplemented("numberOfSectionsInCollectionView:", from: collectionView, otherwise: 1) {
            (target: any UICollectionViewDataSource) in target.numberOfSections(in: collectionView)
        }
    }

    /// Not implemented (`collectionView:viewForSupplementaryElementOfKind:atIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        forwardUnimplemented(
            "collectionView:viewForSupplementaryElementOfKind:atIndexPath:", from: collectionView,
            otherwise: UICollectionReusableView(frame: .zero)
        ) { (target: any UICollectionViewDataSource) in
            target.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    /// Not implemented (`collectionView:canMoveItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:canMoveItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDataSource) in target.collectionView(collectionView, canMoveItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:moveItemAtIndexPath:toIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        forwardUnimplemented("collectionView:moveItemAtIndexPath:toIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDataSource) in
            target.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    /// Not implemented (`indexTitlesForCollectionView:`).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        forwardUnimplemented("indexTitlesForCollectionView:", from: collectionView, otherwise: nil) {
            (target: any UICollectionViewDataSource) in target.indexTitles(for: collectionView)
        }
    }

    /// Not implemented (`collectionView:indexPathForIndexTitle:atIndex:`).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        forwardUnimplemented(
            "collectionView:indexPathForIndexTitle:atIndex:", from: collectionView,
            otherwise: IndexPath(item: 0, section: index)
        ) { (target: any UICollectionViewDataSource) in
            target.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
        }
    }

    // MARK: UICollectionViewDelegate (generated from UICollectionViewDelegate+Forwarding.swift)

    /// Not implemented (`collectionView:shouldHighlightItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:shouldHighlightItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:didHighlightItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didHighlightItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didHighlightItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:didUnhighlightItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didUnhighlightItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:shouldSelectItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:shouldSelectItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:shouldDeselectItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:shouldDeselectItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:didSelectItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didSelectItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:didDeselectItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didDeselectItemAtIndexPath:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didDeselectItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:canPerformPrimaryActionForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        forwardUnimplemented(
            "collectionView:canPerformPrimaryActionForItemAtIndexPath:", from: collectionView, otherwise: false
        ) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:performPrimaryActionForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        forwardUnimplemented(
            "collectionView:performPrimaryActionForItemAtIndexPath:", from: collectionView, otherwise: ()
        ) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:willDisplayCell:forItemAtIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forwardUnimplemented("collectionView:willDisplayCell:forItemAtIndexPath:", from: collectionView, otherwise: ())
        {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        forwardUnimplemented(
            "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
    }

    /// Not implemented (`collectionView:didEndDisplayingCell:forItemAtIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forwardUnimplemented(
            "collectionView:didEndDisplayingCell:forItemAtIndexPath:", from: collectionView, otherwise: ()
        ) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        forwardUnimplemented(
            "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
    }

    /// Not implemented (`collectionView:shouldShowMenuForItemAtIndexPath:`).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:shouldShowMenuForItemAtIndexPath:", from: collectionView, otherwise: false)
        {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:canPerformAction:forItemAtIndexPath:withSender:`).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    open func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        forwardUnimplemented(
            "collectionView:canPerformAction:forItemAtIndexPath:withSender:", from: collectionView, otherwise: false
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    /// Not implemented (`collectionView:performAction:forItemAtIndexPath:withSender:`).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    open func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        forwardUnimplemented(
            "collectionView:performAction:forItemAtIndexPath:withSender:", from: collectionView, otherwise: ()
        ) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    /// Not implemented (`collectionView:transitionLayoutForOldLayout:newLayout:`).
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        forwardUnimplemented(
            "collectionView:transitionLayoutForOldLayout:newLayout:", from: collectionView,
            otherwise: UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
        }
    }

    /// Not implemented (`collectionView:canFocusItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:canFocusItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canFocusItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:shouldUpdateFocusInContext:`).
    open func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        forwardUnimplemented("collectionView:shouldUpdateFocusInContext:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldUpdateFocusIn: context)
        }
    }

    /// Not implemented (`collectionView:didUpdateFocusInContext:withAnimationCoordinator:`).
    open func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        forwardUnimplemented(
            "collectionView:didUpdateFocusInContext:withAnimationCoordinator:", from: collectionView, otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// Not implemented (`indexPathForPreferredFocusedViewInCollectionView:`).
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        forwardUnimplemented("indexPathForPreferredFocusedViewInCollectionView:", from: collectionView, otherwise: nil)
        {
            (target: any UICollectionViewDelegate) in
            target.indexPathForPreferredFocusedView(in: collectionView)
        }
    }

    /// Not implemented (`collectionView:selectionFollowsFocusForItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    {
        forwardUnimplemented(
            "collectionView:selectionFollowsFocusForItemAtIndexPath:", from: collectionView, otherwise: false
        ) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        forwardUnimplemented(
            "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
            from: collectionView, otherwise: proposedIndexPath
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        }
    }

    /// Not implemented (`collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:`).
    @available(iOS, introduced: 9.0, deprecated: 15.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        forwardUnimplemented(
            "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:", from: collectionView,
            otherwise: proposedIndexPath
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
    }

    /// Not implemented (`collectionView:targetContentOffsetForProposedContentOffset:`).
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        forwardUnimplemented(
            "collectionView:targetContentOffsetForProposedContentOffset:", from: collectionView,
            otherwise: proposedContentOffset
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
        }
    }

    /// Not implemented (`collectionView:canEditItemAtIndexPath:`).
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:canEditItemAtIndexPath:", from: collectionView, otherwise: false) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, canEditItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:shouldSpringLoadItemAtIndexPath:withContext:`).
    open func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        forwardUnimplemented(
            "collectionView:shouldSpringLoadItemAtIndexPath:withContext:", from: collectionView, otherwise: false
        ) {
            (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context)
        }
    }

    /// Not implemented (`collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        forwardUnimplemented(
            "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:", from: collectionView, otherwise: false
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:didBeginMultipleSelectionInteractionAtIndexPath:`).
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        forwardUnimplemented(
            "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:", from: collectionView, otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Not implemented (`collectionViewDidEndMultipleSelectionInteraction:`).
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        forwardUnimplemented("collectionViewDidEndMultipleSelectionInteraction:", from: collectionView, otherwise: ()) {
            (target: any UICollectionViewDelegate) in
            target.collectionViewDidEndMultipleSelectionInteraction(collectionView)
        }
    }

    /// Not implemented (`collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`).
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwardUnimplemented(
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
    }

    /// Not implemented (`collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        forwardUnimplemented(
            "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:", from: collectionView,
            otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:`).
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        forwardUnimplemented(
            "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:", from: collectionView,
            otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        }
    }

    /// Not implemented (`collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:`).
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        forwardUnimplemented(
            "collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(
                collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    /// Not implemented (`collectionView:willDisplayContextMenuWithConfiguration:animator:`).
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwardUnimplemented(
            "collectionView:willDisplayContextMenuWithConfiguration:animator:", from: collectionView, otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    /// Not implemented (`collectionView:willEndContextMenuInteractionWithConfiguration:animator:`).
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwardUnimplemented(
            "collectionView:willEndContextMenuInteractionWithConfiguration:animator:", from: collectionView,
            otherwise: ()
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

    /// Not implemented (`collectionView:sceneActivationConfigurationForItemAtIndexPath:point:`).
    open func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        forwardUnimplemented(
            "collectionView:sceneActivationConfigurationForItemAtIndexPath:point:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, sceneActivationConfigurationForItemAt: indexPath, point: point)
        }
    }

    /// Not implemented (`collectionView:contextMenuConfigurationForItemAtIndexPath:point:`).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwardUnimplemented(
            "collectionView:contextMenuConfigurationForItemAtIndexPath:point:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
        }
    }

    /// Not implemented (`collectionView:previewForHighlightingContextMenuWithConfiguration:`).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwardUnimplemented(
            "collectionView:previewForHighlightingContextMenuWithConfiguration:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    /// Not implemented (`collectionView:previewForDismissingContextMenuWithConfiguration:`).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwardUnimplemented(
            "collectionView:previewForDismissingContextMenuWithConfiguration:", from: collectionView, otherwise: nil
        ) { (target: any UICollectionViewDelegate) in
            target.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }

    // MARK: UIScrollViewDelegate (generated from UIScrollViewDelegate+Forwarding.swift)

    /// Not implemented (`scrollViewDidScroll:`).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidScroll:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidScroll(scrollView)
        }
    }

    /// Not implemented (`scrollViewDidZoom:`).
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidZoom:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidZoom(scrollView)
        }
    }

    /// Not implemented (`scrollViewWillBeginDragging:`).
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewWillBeginDragging:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewWillBeginDragging(scrollView)
        }
    }

    /// Not implemented (`scrollViewWillEndDragging:withVelocity:targetContentOffset:`).
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        forwardUnimplemented(
            "scrollViewWillEndDragging:withVelocity:targetContentOffset:", from: scrollView, otherwise: ()
        ) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    /// Not implemented (`scrollViewDidEndDragging:willDecelerate:`).
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        forwardUnimplemented("scrollViewDidEndDragging:willDecelerate:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
    }

    /// Not implemented (`scrollViewWillBeginDecelerating:`).
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewWillBeginDecelerating:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewWillBeginDecelerating(scrollView)
        }
    }

    /// Not implemented (`scrollViewDidEndDecelerating:`).
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidEndDecelerating:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndDecelerating(scrollView)
        }
    }

    /// Not implemented (`scrollViewDidEndScrollingAnimation:`).
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidEndScrollingAnimation:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndScrollingAnimation(scrollView)
        }
    }

    /// Not implemented (`viewForZoomingInScrollView:`).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        forwardUnimplemented("viewForZoomingInScrollView:", from: scrollView, otherwise: nil) {
            (target: any UIScrollViewDelegate) in
            target.viewForZooming(in: scrollView)
        }
    }

    /// Not implemented (`scrollViewWillBeginZooming:withView:`).
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        forwardUnimplemented("scrollViewWillBeginZooming:withView:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewWillBeginZooming(scrollView, with: view)
        }
    }

    /// Not implemented (`scrollViewDidEndZooming:withView:atScale:`).
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        forwardUnimplemented("scrollViewDidEndZooming:withView:atScale:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }
    }

    /// Not implemented (`scrollViewShouldScrollToTop:`).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        forwardUnimplemented("scrollViewShouldScrollToTop:", from: scrollView, otherwise: false) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewShouldScrollToTop(scrollView)
        }
    }

    /// Not implemented (`scrollViewDidScrollToTop:`).
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidScrollToTop:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidScrollToTop(scrollView)
        }
    }

    /// Not implemented (`scrollViewDidChangeAdjustedContentInset:`).
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidChangeAdjustedContentInset:", from: scrollView, otherwise: ()) {
            (target: any UIScrollViewDelegate) in
            target.scrollViewDidChangeAdjustedContentInset(scrollView)
        }
    }
}
