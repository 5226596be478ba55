public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// A node of a cascading tree whose methods read like `UITableViewDataSource` and `UITableViewDelegate`
/// (CascadingTableDelegate's `CascadingBareTableDelegate` / `CascadingSectionTableDelegate`): a section keeps the
/// methods it has, with their UIKit signatures, and the tree animates its changes through Trellis's diff.
///
/// ```swift
/// final class ReviewsSection: CascadingTableNode {
///     var reviews: [Review] = [] { didSet { setNeedsUpdate() } }
///     override func prepare(tableView: UITableView) {
///         tableView.register(ReviewCell.self, forCellReuseIdentifier: "review")
///     }
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { reviews.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
///         (cell as? ReviewCell)?.show(reviews[indexPath.row])
///         return cell
///     }
///     override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Reviews" }
///     override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { open(reviews[indexPath.row]) }
/// }
/// let root = CascadingTableRoot(children: [InfoSection(), ReviewsSection()])
/// manager.attach(to: tableView, root: root)
/// ```
///
/// Each method's default forwards to the row child for the path when that child is a `CascadingTableNode` (a
/// section of row delegates), else answers CascadingTableDelegate's default (`docs/CascadingDefaults.md`):
/// `numberOfRowsInSection` is the number of children, heights are `UITableView.automaticDimension` (the table's
/// own), rows are not editable (`canEditRowAt` `false`, editing style `.none`), no header or footer view, no swipe
/// actions beyond UIKit's, selection and display do nothing.
///
/// A row child is its row wherever it goes: adding, removing or reordering ``Trellis/CascadingNode/children`` inserts,
/// deletes and moves rows and refreshes none. Call ``Trellis/CascadingNode/setNeedsUpdate(animation:)`` when what a
/// node shows changed: on a row child, its row is reloaded (its cell asked of `cellForRowAt` again); on a section,
/// all its rows are, since Trellis cannot see which of its own data they show (a section without row children has
/// rows by place: what it adds or removes at the end is inserted or deleted). A node whose row count changed without
/// `setNeedsUpdate()` (the old `tableView.reloadData()` habit) is never asked for a row it no longer has; the change
/// is reported (``Trellis/Anomaly/cascadingRowsChangedWithoutUpdate(node:section:shown:now:)``) and published for it.
/// `prepare(tableView:)` runs once per table for every node: when the tree is attached
/// (``TableViewManager/attach(to:root:)``) and for nodes added later, at any depth.
@MainActor
open class CascadingTableNode: CascadingNode {
    /// The table the tree is attached to, once it is.
    public var tableView: UITableView? { (root as? CascadingTableRoot)?.tableView }

    /// The table this node's `prepare(tableView:)` ran for (a node is prepared once per table).
    private weak var preparedTableView: UITableView?
    /// Whether a change of the node's rows made without `setNeedsUpdate()` waits to be published.
    var publishesUnpublishedRows = false

    private lazy var cellMapping = ViewMapping.providingViews(
        kind: .cell, viewType: UITableViewCell.self, reuseIdentifier: "CascadingTableNode"
    ) { [weak self] path in
        guard let self, let tableView = self.tableView else { return nil }
        // A row the node no longer has (it changed its data without `setNeedsUpdate()`) is not asked of it.
        guard self.hasRow(at: path, in: tableView) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return self.tableView(tableView, cellForRowAt: path.uikit)
    }

    // MARK: Preparing

    /// Registers the cells the node dequeues, with the table (CascadingTableDelegate's `prepare(tableView:)`): called
    /// once per table for every node of the tree, parents first, when the tree is attached and when the node is
    /// added later (at any depth). Default: calls it on every child that is a `CascadingTableNode`.
    open func prepare(tableView: UITableView) {
        for case let child as CascadingTableNode in children {
            child.preparedTableView = tableView
            child.prepare(tableView: tableView)
        }
    }

    /// Prepares the node with the table when the tree is attached (unless its parent's `prepare(tableView:)` did),
    /// then its views with Trellis's registry.
    override open func prepare(_ registry: MappingRegistry) {
        if let tableView, preparedTableView !== tableView {
            preparedTableView = tableView
            prepare(tableView: tableView)
        }
        super.prepare(registry)
    }

    // MARK: UITableViewDataSource

    /// The number of rows of the node's section. Default: the number of children.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { children.count }

    /// The cell of the row at `indexPath`, dequeued from `tableView`. Default: the row child's cell; else an empty
    /// `UITableViewCell`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableChild(indexPath)?.tableView(tableView, cellForRowAt: indexPath)
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The section's header title. Default: `nil`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The section's footer title. Default: `nil`.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether the row can be edited. Default: the row child's; `false` (CascadingTableDelegate's: a page that never
    /// handles editing shows no swipe to delete).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableChild(indexPath)?.tableView(tableView, canEditRowAt: indexPath) ?? false
    }

    /// The user committed an edit of the row. Default: tells the row child.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableChild(indexPath)?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    // MARK: UITableViewDelegate

    /// The row's height. Default: the row child's; `UITableView.automaticDimension` (the table's own).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableChild(indexPath)?.tableView(tableView, heightForRowAt: indexPath) ?? UITableView.automaticDimension
    }

    /// An estimate of the row's height. Default: the row child's; `UITableView.automaticDimension`, which makes
    /// the tree use ``tableView(_:heightForRowAt:)`` (CascadingTableDelegate's rule).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableChild(indexPath)?.tableView(tableView, estimatedHeightForRowAt: indexPath)
            ?? UITableView.automaticDimension
    }

    /// The header's height. Default: `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The footer's height. Default: `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// An estimate of the header's height. Default: `UITableView.automaticDimension`, which makes the tree use
    /// ``tableView(_:heightForHeaderInSection:)`` (CascadingTableDelegate's rule).
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// An estimate of the footer's height. Default: `UITableView.automaticDimension`, which makes the tree use
    /// ``tableView(_:heightForFooterInSection:)``.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The section's header view (dequeue it from `tableView`). Default: `nil` (the title, if any).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// The section's footer view. Default: `nil` (the title, if any).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// Whether the row may be highlighted. Default: the row child's; `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableChild(indexPath)?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    /// The row about to be selected: `indexPath`, another row to select instead, or `nil` to select none. Default:
    /// the row child's; `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let child = tableChild(indexPath) else { return indexPath }
        return child.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// The row was selected. Default: tells the row child.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableChild(indexPath)?.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The row about to be deselected: `indexPath`, another row, or `nil` to keep it selected. Default: the row
    /// child's; `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let child = tableChild(indexPath) else { return indexPath }
        return child.tableView(tableView, willDeselectRowAt: indexPath)
    }

    /// The row was deselected. Default: tells the row child.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tableChild(indexPath)?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    /// The row's accessory (detail disclosure) button was tapped. Default: tells the row child.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tableChild(indexPath)?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The row's cell is about to appear. Default: tells the row child.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tableChild(indexPath)?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// The row's cell left the screen. Default: tells the row child.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        tableChild(indexPath)?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// The row's editing style. Default: the row child's; `.none` (CascadingTableDelegate's).
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        tableChild(indexPath)?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .none
    }

    /// The actions revealed by swiping the row from the leading edge. Default: the row child's; `nil` (none).
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableChild(indexPath)?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The actions revealed by swiping the row from the trailing edge. Default: the row child's; `nil` (UIKit's:
    /// Delete when the row is editable with the `.delete` style).
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableChild(indexPath)?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The row child at `indexPath`, when it is a `CascadingTableNode`.
    private func tableChild(_ indexPath: IndexPath) -> CascadingTableNode? {
        child(for: indexPath.itemPath) as? CascadingTableNode
    }

    // MARK: The tree's questions, answered by the methods above

    /// One row per `numberOfRowsInSection` (none before the tree is attached). When that is one per row child,
    /// the rows are the children (each identified by its node, refreshed after its own or an ancestor's
    /// ``Trellis/CascadingNode/setNeedsUpdate(animation:)``); otherwise they are places in the node, refreshed after
    /// the node's or an ancestor's `setNeedsUpdate`.
    override open var rows: [Any] {
        guard let tableView else { return [] }
        let count = max(0, self.tableView(tableView, numberOfRowsInSection: index))
        if count == children.count { return super.rows }
        let revision = rowRevision
        return (0..<count).map { CascadingTableRow(node: ObjectIdentifier(self), item: $0, revision: revision) }
    }

    /// The header title.
    override open var header: Any? { tableView.flatMap { self.tableView($0, titleForHeaderInSection: index) } }

    /// The footer title.
    override open var footer: Any? { tableView.flatMap { self.tableView($0, titleForFooterInSection: index) } }

    /// Cells come from ``tableView(_:cellForRowAt:)``.
    override open func viewMappingForRow(at path: ItemPath) -> ViewMapping? { cellMapping }

    /// Header and footer views come from ``tableView(_:viewForHeaderInSection:)`` and
    /// ``tableView(_:viewForFooterInSection:)``.
    override open func viewForSupplementary(ofKind kind: ViewKind, inSection section: Int) -> AnyObject? {
        guard let tableView else { return nil }
        switch kind {
        case .header: return self.tableView(tableView, viewForHeaderInSection: section)
        case .footer: return self.tableView(tableView, viewForFooterInSection: section)
        default: return super.viewForSupplementary(ofKind: kind, inSection: section)
        }
    }

    override open func heightForRow(at path: ItemPath) -> Double? {
        guard let tableView, hasRow(at: path, in: tableView) else { return nil }
        return Self.points(self.tableView(tableView, heightForRowAt: path.uikit))
    }

    override open func estimatedHeightForRow(at path: ItemPath) -> Double? {
        guard let tableView, hasRow(at: path, in: tableView) else { return nil }
        return Self.points(self.tableView(tableView, estimatedHeightForRowAt: path.uikit)) ?? heightForRow(at: path)
    }

    override open func heightForHeader(inSection section: Int) -> Double? {
        tableView.flatMap { Self.points(self.tableView($0, heightForHeaderInSection: section)) }
    }

    override open func heightForFooter(inSection section: Int) -> Double? {
        tableView.flatMap { Self.points(self.tableView($0, heightForFooterInSection: section)) }
    }

    override open func estimatedHeightForHeader(inSection section: Int) -> Double? {
        tableView.flatMap { Self.points(self.tableView($0, estimatedHeightForHeaderInSection: section)) }
    }

    override open func estimatedHeightForFooter(inSection section: Int) -> Double? {
        tableView.flatMap { Self.points(self.tableView($0, estimatedHeightForFooterInSection: section)) }
    }

    override open func shouldHighlightRow(at path: ItemPath) -> Bool? {
        guard let tableView, hasRow(at: path, in: tableView) else { return nil }
        return self.tableView(tableView, shouldHighlightRowAt: path.uikit)
    }

    override open func didSelectRow(at path: ItemPath, view: AnyObject?) {
        guard let tableView, hasRow(at: path, in: tableView) else { return }
        self.tableView(tableView, didSelectRowAt: path.uikit)
    }

    override open func didDeselectRow(at path: ItemPath, view: AnyObject?) {
        guard let tableView, hasRow(at: path, in: tableView) else { return }
        self.tableView(tableView, didDeselectRowAt: path.uikit)
    }

    override open func willDisplayRow(at path: ItemPath, view: AnyObject?) {
        guard let tableView, let cell = view as? UITableViewCell, hasRow(at: path, in: tableView) else { return }
        self.tableView(tableView, willDisplay: cell, forRowAt: path.uikit)
    }

    override open func didEndDisplayingRow(at path: ItemPath, view: AnyObject?) {
        guard let tableView, let cell = view as? UITableViewCell, hasRow(at: path, in: tableView) else { return }
        self.tableView(tableView, didEndDisplaying: cell, forRowAt: path.uikit)
    }

    override open func canEditRow(at path: ItemPath) -> Bool? {
        guard let tableView else { return nil }
        return hasRow(at: path, in: tableView) && self.tableView(tableView, canEditRowAt: path.uikit)
    }

    override open func editingStyleForRow(at path: ItemPath) -> EditingStyle? {
        guard let tableView else { return nil }
        guard hasRow(at: path, in: tableView) else { return EditingStyle.none }
        return EditingStyle(self.tableView(tableView, editingStyleForRowAt: path.uikit))
    }

    override open func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
        guard let tableView, hasRow(at: path, in: tableView) else { return }
        self.tableView(tableView, commit: style.uikit, forRowAt: path.uikit)
    }

    override open func leadingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsDescription? {
        guard let tableView, hasRow(at: path, in: tableView) else { return nil }
        return self.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: path.uikit).map {
            Self.swipeActions($0, tableView: tableView, path: path)
        }
    }

    override open func trailingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsDescription? {
        guard let tableView, hasRow(at: path, in: tableView) else { return nil }
        return self.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: path.uikit).map {
            Self.swipeActions($0, tableView: tableView, path: path)
        }
    }

    /// The events without a typed ``Trellis/CascadingNode`` method that the UIKit-shaped methods answer
    /// (`willSelectRowAt`, `willDeselectRowAt`, `accessoryButtonTappedForRowWith`); the others as the node's.
    override open func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        guard kind == .cell, let tableView, Self.answersThroughMethods(event) else {
            return super.answer(event, kind: kind, at: path, view: view, argument: argument)
        }
        guard hasRow(at: path, in: tableView) else { return nil }
        if let selected = event.answer(
            as: .willSelect, argument: argument,
            { _ in .some(self.tableView(tableView, willSelectRowAt: path.uikit)?.itemPath) })
        {
            return selected
        }
        if let deselected = event.answer(
            as: .willDeselect, argument: argument,
            { _ in .some(self.tableView(tableView, willDeselectRowAt: path.uikit)?.itemPath) })
        {
            return deselected
        }
        return event.answer(as: .accessoryButtonTapped, argument: argument) { _ in
            self.tableView(tableView, accessoryButtonTappedForRowWith: path.uikit)
        }
    }

    /// Whether `event` is one that ``answer(_:kind:at:view:argument:)`` answers with a UIKit-shaped method (what a
    /// ``CascadingTableRoot`` tells its host it answers).
    static func answersThroughMethods<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        event.matches(.willSelect) || event.matches(.willDeselect) || event.matches(.accessoryButtonTapped)
    }

    /// `points` as a height the engine takes: `nil` for `UITableView.automaticDimension` (the table's own).
    private static func points(_ points: CGFloat) -> Double? {
        points == UITableView.automaticDimension ? nil : Double(points)
    }
}
