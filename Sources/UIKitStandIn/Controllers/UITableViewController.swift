public import Foundation

/// A controller whose view is a table (UIKit's `UITableViewController`): it makes a table of its style when its view
/// loads, sets itself as the table's data source and delegate (so a ``TableViewManager``-style object that sets
/// its own later replaces it, as on a device), reloads the table the first time it appears if the table has not
/// loaded yet, and clears the selection each time it appears (``clearsSelectionOnViewWillAppear``).
///
/// It implements every method of ``UITableViewDataSource``, ``UITableViewDelegate`` and ``UIScrollViewDelegate``,
/// so a subclass writes `override` for those it implements, as with UIKit (whose Swift interface shows a conforming
/// class's protocol methods as members). The bodies are those of UIKit's class: the methods it implements (the two
/// required ones, the section count and titles, and for static tables the heights, header and footer views and
/// indentation) answer the table's defaults; a `super` call to any other goes through the runtime's forwarding
/// (``forwardingTarget(for:)``, else "unrecognized selector sent to instance", recorded on the table).
///
/// Like UIKit's, it answers `responds(to:)` for none of the optional methods it implements itself. A device's
/// runtime also says yes for the methods a subclass overrides; the stand-in cannot see overrides, so a subclass that
/// overrides optional methods and wants the table to send them overrides `responds(to:)` too (as any stand-in
/// object does), answering for their selectors. A screen driven by a manager needs none of this: the manager's
/// proxy becomes the data source and delegate.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table the controller makes.
    private let style: UITableView.Style
    /// Whether the view appeared once.
    private var hasAppeared = false

    /// Whether each appearance clears the table's selection (`true` by default).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller that makes a table of `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose view comes from a nib (the stand-in makes a plain table).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive (a storyboard).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table: the controller's view (reading it loads the view). Setting a table makes it the view and sets
    /// this controller as its data source and delegate where it has none.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set {
            view = newValue
            guard let newValue else { return }
            if newValue.dataSource == nil { newValue.dataSource = self }
            if newValue.delegate == nil { newValue.delegate = self }
        }
    }

    /// Makes a table of the controller's style, the size of the screen, whose data source and delegate are this
    /// controller.
    open override func loadView() {
        let table = UITableView(frame: Self.standInScreenBounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Reloads the table the first time, when it has not loaded yet; else clears its selection when
    /// ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let tableView else { return }
        defer { hasAppeared = true }
        if !hasAppeared, tableView.rows == nil {
            tableView.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for path in tableView.indexPathsForSelectedRows ?? [] {
                tableView.deselectRow(at: path, animated: animated)
            }
        }
    }

    /// Turns editing on or off, the table's too.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// No rows (UIKit's controller without a static table).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// No cell: a subclass that gives rows gives their cells. UIKit raises; the stand-in records it and returns a
    /// plain cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.raise(
            "UITableView (<UITableView>) failed to obtain a cell from its dataSource (<\(String(reflecting: type(of: self)))>)"
        )
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section (UIKit's controller without a static table).
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Not implemented (`tableView:canEditRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:canEditRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDataSource) in target.tableView(tableView, canEditRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:canMoveRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:canMoveRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDataSource) in target.tableView(tableView, canMoveRowAt: indexPath)
        }
    }

    /// Not implemented (`sectionIndexTitlesForTableView:`).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        forwardUnimplemented("sectionIndexTitlesForTableView:", from: tableView, otherwise: nil) {
            (target: any UITableViewDataSource) in target.sectionIndexTitles(for: tableView)
        }
    }

    /// Not implemented (`tableView:sectionForSectionIndexTitle:atIndex:`).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        forwardUnimplemented("tableView:sectionForSectionIndexTitle:atIndex:", from: tableView, otherwise: index) {
            (target: any UITableViewDataSource) in
            target.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        }
    }

    /// Not implemented (`tableView:commitEditingStyle:forRowAtIndexPath:`).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        forwardUnimplemented("tableView:commitEditingStyle:forRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDataSource) in
            target.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:moveRowAtIndexPath:toIndexPath:`).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        forwardUnimplemented("tableView:moveRowAtIndexPath:toIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDataSource) in
            target.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    // MARK: UITableViewDelegate (generated from UITableViewDelegate+Forwarding.swift)

    /// Not implemented (`tableView:willDisplayCell:forRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:willDisplayCell:forRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:willDisplayHeaderView:forSection:`).
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        forwardUnimplemented("tableView:willDisplayHeaderView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
    }

    /// Not implemented (`tableView:willDisplayFooterView:forSection:`).
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        forwardUnimplemented("tableView:willDisplayFooterView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
    }

    /// Not implemented (`tableView:didEndDisplayingCell:forRowAtIndexPath:`).
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        forwardUnimplemented("tableView:didEndDisplayingCell:forRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:didEndDisplayingHeaderView:forSection:`).
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        forwardUnimplemented("tableView:didEndDisplayingHeaderView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }
    }

    /// Not implemented (`tableView:didEndDisplayingFooterView:forSection:`).
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        forwardUnimplemented("tableView:didEndDisplayingFooterView:forSection:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// The table's `rowHeight` (`tableView:heightForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// The table's `sectionHeaderHeight` (`tableView:heightForHeaderInSection:`).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's `sectionFooterHeight` (`tableView:heightForFooterInSection:`).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// Not implemented (`tableView:estimatedHeightForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        forwardUnimplemented(
            "tableView:estimatedHeightForRowAtIndexPath:", from: tableView, otherwise: UITableView.automaticDimension
        ) { (target: any UITableViewDelegate) in
            target.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:estimatedHeightForHeaderInSection:`).
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        forwardUnimplemented(
            "tableView:estimatedHeightForHeaderInSection:", from: tableView, otherwise: UITableView.automaticDimension
        ) { (target: any UITableViewDelegate) in
            target.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
    }

    /// Not implemented (`tableView:estimatedHeightForFooterInSection:`).
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        forwardUnimplemented(
            "tableView:estimatedHeightForFooterInSection:", from: tableView, otherwise: UITableView.automaticDimension
        ) { (target: any UITableViewDelegate) in
            target.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
    }

    /// No view (`tableView:viewForHeaderInSection:`).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        nil
    }

    /// No view (`tableView:viewForFooterInSection:`).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        nil
    }

    /// Not implemented (`tableView:accessoryButtonTappedForRowWithIndexPath:`).
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forwardUnimplemented("tableView:accessoryButtonTappedForRowWithIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    /// Not implemented (`tableView:shouldHighlightRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:shouldHighlightRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldHighlightRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:didHighlightRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didHighlightRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didHighlightRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:didUnhighlightRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didUnhighlightRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didUnhighlightRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:willSelectRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forwardUnimplemented("tableView:willSelectRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willSelectRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:willDeselectRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forwardUnimplemented("tableView:willDeselectRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDeselectRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:didSelectRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didSelectRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:didDeselectRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didDeselectRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didDeselectRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:canPerformPrimaryActionForRowAtIndexPath:`).
    @available(iOS 16.0, *)
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:canPerformPrimaryActionForRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:performPrimaryActionForRowAtIndexPath:`).
    @available(iOS 16.0, *)
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:performPrimaryActionForRowAtIndexPath:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:editingStyleForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        forwardUnimplemented("tableView:editingStyleForRowAtIndexPath:", from: tableView, otherwise: .none) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, editingStyleForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        forwardUnimplemented(
            "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", from: tableView, otherwise: nil
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:editActionsForRowAtIndexPath:`).
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        forwardUnimplemented("tableView:editActionsForRowAtIndexPath:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, editActionsForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forwardUnimplemented(
            "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", from: tableView, otherwise: nil
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forwardUnimplemented(
            "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", from: tableView, otherwise: nil
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:shouldIndentWhileEditingRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:shouldIndentWhileEditingRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }
    }

    /// Nothing (`tableView:willBeginEditingRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    }

    /// Nothing (`tableView:didEndEditingRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    }

    /// Not implemented (`tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`).
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        forwardUnimplemented(
            "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", from: tableView,
            otherwise: proposedDestinationIndexPath
        ) { (target: any UITableViewDelegate) in
            target.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }
    }

    /// No indentation (`tableView:indentationLevelForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        0
    }

    /// Not implemented (`tableView:shouldShowMenuForRowAtIndexPath:`).
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:shouldShowMenuForRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldShowMenuForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:canPerformAction:forRowAtIndexPath:withSender:`).
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    open func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        forwardUnimplemented(
            "tableView:canPerformAction:forRowAtIndexPath:withSender:", from: tableView, otherwise: false
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// Not implemented (`tableView:performAction:forRowAtIndexPath:withSender:`).
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    @available(visionOS, unavailable)
    open func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        forwardUnimplemented("tableView:performAction:forRowAtIndexPath:withSender:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// Not implemented (`tableView:canFocusRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:canFocusRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, canFocusRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:shouldUpdateFocusInContext:`).
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        forwardUnimplemented("tableView:shouldUpdateFocusInContext:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldUpdateFocusIn: context)
        }
    }

    /// Not implemented (`tableView:didUpdateFocusInContext:withAnimationCoordinator:`).
    open func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        forwardUnimplemented(
            "tableView:didUpdateFocusInContext:withAnimationCoordinator:", from: tableView, otherwise: ()
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// Not implemented (`indexPathForPreferredFocusedViewInTableView:`).
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        forwardUnimplemented("indexPathForPreferredFocusedViewInTableView:", from: tableView, otherwise: nil) {
            (target: any UITableViewDelegate) in
            target.indexPathForPreferredFocusedView(in: tableView)
        }
    }

    /// Not implemented (`tableView:selectionFollowsFocusForRowAtIndexPath:`).
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:selectionFollowsFocusForRowAtIndexPath:", from: tableView, otherwise: false) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }
    }

    /// Not implemented (`tableView:shouldSpringLoadRowAtIndexPath:withContext:`).
    open func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        forwardUnimplemented("tableView:shouldSpringLoadRowAtIndexPath:withContext:", from: tableView, otherwise: false)
        {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context)
        }
    }

    /// Not implemented (`tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`).
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        forwardUnimplemented(
            "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:", from: tableView, otherwise: false
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Not implemented (`tableView:didBeginMultipleSelectionInteractionAtIndexPath:`).
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        forwardUnimplemented(
            "tableView:didBeginMultipleSelectionInteractionAtIndexPath:", from: tableView, otherwise: ()
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// Not implemented (`tableViewDidEndMultipleSelectionInteraction:`).
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        forwardUnimplemented("tableViewDidEndMultipleSelectionInteraction:", from: tableView, otherwise: ()) {
            (target: any UITableViewDelegate) in
            target.tableViewDidEndMultipleSelectionInteraction(tableView)
        }
    }

    /// Not implemented (`tableView:contextMenuConfigurationForRowAtIndexPath:point:`).
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwardUnimplemented(
            "tableView:contextMenuConfigurationForRowAtIndexPath:point:", from: tableView, otherwise: nil
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    /// Not implemented (`tableView:previewForHighlightingContextMenuWithConfiguration:`).
    open func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwardUnimplemented(
            "tableView:previewForHighlightingContextMenuWithConfiguration:", from: tableView, otherwise: nil
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    /// Not implemented (`tableView:previewForDismissingContextMenuWithConfiguration:`).
    open func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwardUnimplemented(
            "tableView:previewForDismissingContextMenuWithConfiguration:", from: tableView, otherwise: nil
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }

    /// Not implemented (`tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`).
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        forwardUnimplemented(
            "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:", from: tableView, otherwise: ()
        ) { (target: any UITableViewDelegate) in
            target.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    /// Not implemented (`tableView:willDisplayContextMenuWithConfiguration:animator:`).
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwardUnimplemented(
            "tableView:willDisplayContextMenuWithConfiguration:animator:", from: tableView, otherwise: ()
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    /// Not implemented (`tableView:willEndContextMenuInteractionWithConfiguration:animator:`).
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwardUnimplemented(
            "tableView:willEndContextMenuInteractionWithConfiguration:animator:", from: tableView, otherwise: ()
        ) {
            (target: any UITableViewDelegate) in
            target.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
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
