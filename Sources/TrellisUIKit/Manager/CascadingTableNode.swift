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
/// section of row delegates), else answers UIKit's default: `numberOfRowsInSection` is the number of children,
/// heights are `UITableView.automaticDimension` (the table's own), selection and display do nothing.
///
/// A row child is its row wherever it goes: adding, removing or reordering ``Trellis/CascadingNode/children`` inserts,
/// deletes and moves rows and refreshes none. Call ``Trellis/CascadingNode/setNeedsUpdate(animation:)`` when what a
/// node shows changed: on a row child, its row is refreshed (reconfigured on screen, else reloaded); on a section,
/// all its rows are, since Trellis cannot see which of its own data they show (a section without row children has
/// rows by place: what it adds or removes at the end is inserted or deleted). `prepare(tableView:)` runs when the
/// tree is attached (``TableViewManager/attach(to:root:)``) and for nodes added later.
@MainActor
open class CascadingTableNode: CascadingNode {
    /// The table the tree is attached to, once it is.
    public var tableView: UITableView? { (root as? CascadingTableRoot)?.tableView }

    private lazy var cellMapping = ViewMapping.providingViews(
        kind: .cell, viewType: UITableViewCell.self, reuseIdentifier: "CascadingTableNode"
    ) { [weak self] path in
        guard let self, let tableView = self.tableView else { return nil }
        return self.tableView(tableView, cellForRowAt: path.uikit)
    }

    // MARK: Preparing

    /// Registers the cells the node dequeues, with the table (CascadingTableDelegate's `prepare(tableView:)`).
    /// Default: calls it on every child that is a `CascadingTableNode`.
    open func prepare(tableView: UITableView) {
        for case let child as CascadingTableNode in children { child.prepare(tableView: tableView) }
    }

    /// Prepares the node's views with Trellis's registry, then with the table when the tree is attached.
    override open func prepare(_ registry: MappingRegistry) {
        super.prepare(registry)
        if let tableView, !(parent is CascadingTableNode) { prepare(tableView: tableView) }
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

    /// Whether the row can be edited. Default: the row child's; `true` (UIKit's).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableChild(indexPath)?.tableView(tableView, canEditRowAt: indexPath) ?? true
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

    /// Whether the row may be highlighted. Default: the row child's; `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableChild(indexPath)?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    /// The row was selected. Default: tells the row child.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableChild(indexPath)?.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The row was deselected. Default: tells the row child.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tableChild(indexPath)?.tableView(tableView, didDeselectRowAt: indexPath)
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

    /// The row's editing style. Default: the row child's; `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        tableChild(indexPath)?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete
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

    override open func heightForRow(at path: ItemPath) -> Double? {
        guard let tableView else { return nil }
        return Self.points(self.tableView(tableView, heightForRowAt: path.uikit))
    }

    override open func estimatedHeightForRow(at path: ItemPath) -> Double? {
        guard let tableView else { return nil }
        return Self.points(self.tableView(tableView, estimatedHeightForRowAt: path.uikit)) ?? heightForRow(at: path)
    }

    override open func heightForHeader(inSection section: Int) -> Double? {
        tableView.flatMap { Self.points(self.tableView($0, heightForHeaderInSection: section)) }
    }

    override open func heightForFooter(inSection section: Int) -> Double? {
        tableView.flatMap { Self.points(self.tableView($0, heightForFooterInSection: section)) }
    }

    override open func shouldHighlightRow(at path: ItemPath) -> Bool? {
        tableView.map { self.tableView($0, shouldHighlightRowAt: path.uikit) }
    }

    override open func didSelectRow(at path: ItemPath, view: AnyObject?) {
        if let tableView { self.tableView(tableView, didSelectRowAt: path.uikit) }
    }

    override open func didDeselectRow(at path: ItemPath, view: AnyObject?) {
        if let tableView { self.tableView(tableView, didDeselectRowAt: path.uikit) }
    }

    override open func willDisplayRow(at path: ItemPath, view: AnyObject?) {
        if let tableView, let cell = view as? UITableViewCell {
            self.tableView(tableView, willDisplay: cell, forRowAt: path.uikit)
        }
    }

    override open func didEndDisplayingRow(at path: ItemPath, view: AnyObject?) {
        if let tableView, let cell = view as? UITableViewCell {
            self.tableView(tableView, didEndDisplaying: cell, forRowAt: path.uikit)
        }
    }

    override open func canEditRow(at path: ItemPath) -> Bool? {
        tableView.map { self.tableView($0, canEditRowAt: path.uikit) }
    }

    override open func editingStyleForRow(at path: ItemPath) -> EditingStyle? {
        tableView.map { EditingStyle(self.tableView($0, editingStyleForRowAt: path.uikit)) }
    }

    override open func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
        if let tableView { self.tableView(tableView, commit: style.uikit, forRowAt: path.uikit) }
    }

    /// `points` as a height the engine takes: `nil` for `UITableView.automaticDimension` (the table's own).
    private static func points(_ points: CGFloat) -> Double? {
        points == UITableView.automaticDimension ? nil : Double(points)
    }
}

/// A row of a ``CascadingTableNode`` without row children: its place in the node, and the node's row revision when
/// it was published. What it shows is the node's own, which Trellis cannot compare: it counts as changed when the
/// node (or a node above it) called `setNeedsUpdate`, and only then.
struct CascadingTableRow: Identifiable, Equatable {
    /// The row's place: the node and the row's index in it.
    struct Place: Hashable {
        let node: ObjectIdentifier
        let item: Int
    }
    let node: ObjectIdentifier
    let item: Int
    let revision: UInt64
    var id: Place { Place(node: node, item: item) }
}

/// The root of a tree of ``CascadingTableNode``s (CascadingTableDelegate's `CascadingRootTableDelegate`): one child
/// per section, attached to a table with ``TableViewManager/attach(to:root:)``, which gives the nodes their table.
@MainActor
open class CascadingTableRoot: CascadingRoot {
    /// The table the tree is attached to.
    public internal(set) weak var tableView: UITableView?
}

extension TableViewManager {
    /// Drives `tableView` with a tree of UIKit-shaped nodes (CascadingTableDelegate's
    /// `CascadingRootTableDelegate(index:childDelegates:tableView:)`): the nodes get the table, are prepared
    /// (`prepare(tableView:)` and Trellis's `prepare(_:)`), and the tree is shown and animated like any content.
    public func attach(to tableView: UITableView, root: CascadingTableRoot) {
        root.tableView = tableView
        root.prepare(registry)
        root.setNeedsStructureUpdate()  // the nodes can count their rows now that they have the table
        attach(to: tableView, content: root)
    }
}
