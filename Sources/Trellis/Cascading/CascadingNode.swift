/// Which children a cascading node forwards a question to.
public enum CascadingPropagation: Hashable, Sendable {
    /// The child whose ``CascadingNode/index`` is the path's section (a root: one child per section).
    case section
    /// The child whose index is the path's item (a section: one child per row).
    case row
}

/// A node of a cascading delegate tree (CascadingTableDelegate): a data source and delegate for a part of a table
/// or collection, made of child nodes it forwards questions to.
///
/// A ``CascadingRoot`` has one child per section; a section node has one child per row (or no children and its own
/// ``rows``). Subclass a node for each part of a screen and override what it answers; call `super` to keep
/// forwarding to the children:
///
/// ```swift
/// final class ReviewsSection: CascadingNode {
///     var reviews: [Review] = [] { didSet { setNeedsUpdate() } }
///     override func prepare(_ registry: MappingRegistry) { registry.register(ReviewCell.self) }
///     override var header: Any? { "Reviews" }
///     override var rows: [Any] { reviews }
///     override func heightForRow(at path: ItemPath) -> Double? { 88 }
/// }
/// let root = CascadingRoot(children: [HeaderSection(), InfoSection(), ReviewsSection(), RelatedSection()])
/// ```
///
/// The parent keeps each child's ``index`` and weak ``parent`` right as ``children`` are added, removed and
/// reordered. Every change of the tree (``children``, or a node's rows after ``setNeedsUpdate(animation:)``) is
/// diffed by the root and sent as one animated update, so per-section controllers animate together. Every method's
/// default answer is listed in `docs/CascadingDefaults.md`.
@MainActor
open class CascadingNode {
    /// The node's position among its parent's children: its section (under the root) or its row.
    public internal(set) var index = 0
    /// The node that holds this one, if any.
    public internal(set) weak var parent: CascadingNode?
    /// Which child a question about a path goes to.
    public let propagation: CascadingPropagation

    /// The child nodes, in order. Setting them re-indexes them, sets their parent (taking a child away from a
    /// previous parent; a child listed twice keeps its first place), prepares the new ones (when the root is
    /// prepared) and animates the change: children added, removed or moved, never a row that stayed (a row child
    /// is the same row wherever it goes, and shows something new only after its ``setNeedsUpdate(animation:)``).
    public var children: [CascadingNode] {
        didSet {
            removeRepeatedChildren()
            for old in oldValue where old.parent === self && !children.contains(where: { $0 === old }) {
                old.parent = nil
            }
            adoptChildren()
            if let registry = root?.preparedRegistry {
                for child in children where !oldValue.contains(where: { $0 === child }) { child.prepare(registry) }
            }
            setNeedsStructureUpdate()
        }
    }

    /// When what this node shows last changed: a revision from ``AnyItem/newRevision()``, new at each
    /// ``setNeedsUpdate(animation:)``.
    var contentRevision = AnyItem.newRevision()
    /// When something in this node or below it last changed (its or a descendant's ``setNeedsUpdate(animation:)``,
    /// or their children set): a section whose stamp did not move keeps its models' wraps (`CascadingRoot+RowWraps`).
    var subtreeRevision: UInt64 = 0
    /// The indexes of this section's rows reported changed (``setNeedsUpdate(rowsAt:animation:)``) since the root
    /// last published.
    var reportedRows = Set<Int>()
    /// The header, footer and rows this node gave as a section when the root last published, as the diff saw them.
    var publishedWraps: CascadingSectionWraps?

    /// A node forwarding to `children` by `propagation` (`.row` for a section node, `.section` for a root).
    public init(children: [CascadingNode] = [], propagation: CascadingPropagation = .row) {
        self.children = children
        self.propagation = propagation
        removeRepeatedChildren()
        adoptChildren()
    }

    /// Keeps the first occurrence of a child listed twice (a node is one section or row, never two).
    private func removeRepeatedChildren() {
        var seen = Set<ObjectIdentifier>()
        guard !children.allSatisfy({ seen.insert(ObjectIdentifier($0)).inserted }) else { return }
        seen.removeAll()
        children = children.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Sets each child's index and parent. A child still held by another parent leaves it first (as a view added
    /// to a new superview does), so a node is never shown twice. A child that is this node or one of its ancestors
    /// is refused (``Anomaly/cascadingCycle(node:child:)``): the tree stays a tree; so is a `CascadingRoot`
    /// (``Anomaly/cascadingRootAsChild(node:child:)``), whose changes would never reach this tree's host.
    private func adoptChildren() {
        let cyclic = children.filter { wouldMakeCycle($0) || $0 is CascadingRoot }
        if !cyclic.isEmpty {
            for child in cyclic {
                let node = String(describing: type(of: self)), name = String(describing: type(of: child))
                let report =
                    wouldMakeCycle(child)
                    ? Anomaly.cascadingCycle(node: node, child: name)
                    : Anomaly.cascadingRootAsChild(node: node, child: name)
                AnomalyReporter.report(report, to: root?.anomalyHandler)
            }
            // Inside `didSet` (or `init`), assigning `children` does not run the observer again: adopt the rest here.
            children.removeAll { child in cyclic.contains { $0 === child } }
        }
        for (index, child) in children.enumerated() {
            if let previous = child.parent, previous !== self {
                previous.children.removeAll { $0 === child }
            }
            if child.parent !== self { child.publishedWraps = nil }  // its wraps were another tree's
            child.index = index
            child.parent = self
        }
    }

    /// Whether adding `child` under this node would make a cycle: it is this node or one of its ancestors.
    private func wouldMakeCycle(_ child: CascadingNode) -> Bool {
        var node: CascadingNode? = self
        while let current = node {
            if current === child { return true }
            node = current.parent
        }
        return false
    }

    /// The root of the tree this node is in, if it is in one.
    public var root: CascadingRoot? {
        var node: CascadingNode? = self
        while let current = node {
            if let root = current as? CascadingRoot { return root }
            node = current.parent
        }
        return nil
    }

    /// Registers the views this node and its children show: the root calls it on the whole tree when it is
    /// prepared, and on each child added later. The default calls it on every child.
    open func prepare(_ registry: MappingRegistry) {
        for child in children { child.prepare(registry) }
    }

    /// Tells the root that what this node shows changed (its ``rows``, ``header``, ...): the root diffs the whole
    /// tree and sends one update. Inside ``CascadingRoot/performUpdates(animation:_:)`` the update is sent once,
    /// at the end.
    ///
    /// Rows that are nodes (a row child shown as itself, a UIKit-shaped node's rows) are refreshed only when this was
    /// called on the row's node or a node above it (its section, the root): call it on a row child when that row
    /// changed, on a section when all its rows may have. Rows given as models (``rows``, ``rowModel``) are refreshed
    /// when their model changed: an `Equatable` model when it is not `==` to the one shown; a model that is not
    /// (a class instance, which may have changed in place, or a struct with a closure) when its section's node, a node
    /// above it or below it called this. The rows of the other sections keep their content. To refresh only some rows
    /// of a section (a class instance changed in place), call ``setNeedsUpdate(rowsAt:animation:)`` instead.
    public func setNeedsUpdate(animation: RowAnimation = .inherited) {
        contentRevision = AnyItem.newRevision()
        markSubtreeChanged(contentRevision)
        root?.treeDidChange(animation: animation)
    }

    /// Tells the root that the tree's shape changed (children added, removed or moved, a node that can count its
    /// rows now) but nothing a row shows: rows that stay keep their content, so only the change of shape animates.
    package func setNeedsStructureUpdate(animation: RowAnimation = .inherited) {
        markSubtreeChanged(AnyItem.newRevision())
        root?.treeDidChange(animation: animation)
    }

    /// Stamps this node and its ancestors with `revision`: something in their subtree changed.
    func markSubtreeChanged(_ revision: UInt64) {
        var node: CascadingNode? = self
        while let current = node {
            current.subtreeRevision = revision
            node = current.parent
        }
    }

    /// The content revision of the row this node is: the newest of its own and its ancestors', so that
    /// ``setNeedsUpdate(animation:)`` on the node, its section or the root refreshes the row, and nothing else does.
    /// (Revisions only grow, so a new one anywhere above the row is the newest.)
    package var rowRevision: UInt64 {
        var newest = contentRevision
        var node = parent
        while let current = node {
            newest = max(newest, current.contentRevision)
            node = current.parent
        }
        return newest
    }

    /// The child a question about `path` goes to: by section or by row.
    public func child(for path: ItemPath, kind: ViewKind = .cell) -> CascadingNode? {
        let position: Int
        switch propagation {
        case .section: position = path.section
        case .row:
            guard kind == .cell else { return nil }
            position = path.item
        }
        return children.indices.contains(position) ? children[position] : nil
    }

    // MARK: What the node shows

    /// What identifies this node's section for the diff: by default the node itself, so reordering sections moves
    /// them. Override to keep a section's identity across node instances.
    open var sectionIdentity: ItemIdentity { ItemIdentity(value: ObjectIdentifier(self)) }

    /// The section's header model (a `String` is a title). Default: `nil`.
    open var header: Any? { nil }

    /// The section's footer model. Default: `nil`.
    open var footer: Any? { nil }

    /// The section's title in the section index. Default: `nil`.
    open var indexTitle: String? { nil }

    /// The models of the section's rows. Default: each row child's ``rowModel``, or the child itself when it has
    /// none (map a cell to the child's type then). A node given as a row is that row for as long as it is shown
    /// (moves move it) and is refreshed only after ``setNeedsUpdate(animation:)`` on it or a node above it.
    open var rows: [Any] { children.map { $0.rowModel ?? $0 } }

    /// The model of the row this node is (a row child). Default: `nil`.
    open var rowModel: Any? { nil }

    /// The mapping that shows the row at `path`, when this node makes its rows' cells itself (a mapping from
    /// ``ViewMapping/providingViews(kind:viewType:reuseIdentifier:_:)``, as a UIKit-shaped node's
    /// `tableView(_:cellForRowAt:)` does). Default: the child's for the path; `nil` (the row's model is mapped as any
    /// other: a declarative row's own cell, else the registry's).
    open func viewMappingForRow(at path: ItemPath) -> ViewMapping? {
        child(for: path)?.viewMappingForRow(at: path)
    }
    // MARK: Answering (every default forwards to the child for the path; see docs/CascadingDefaults.md)

    /// The answer to any event about the item at `path`: the typed method below that the event's key routes it to
    /// (`didSelect` to ``didSelectRow(at:view:)``, ...), else the child's answer. Override it to answer any event,
    /// with or without a typed method, and call `super` for the others. The typed methods' defaults ask the child
    /// through this method too, so an override here is heard at any depth of the tree. For an event without a typed
    /// method, the root also says that its nodes answer it (``CascadingRoot/answersThroughNodes(_:)``): UIKit asks
    /// which methods a delegate implements before any row exists.
    ///
    /// ```swift
    /// override func answer<Argument, Result>(
    ///     _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    /// ) -> Result? {
    ///     if let level = event.answer(as: .indentationLevel, argument: argument, { _ in 1 }) { return level }
    ///     return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    /// }
    /// ```
    open func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let route = event.cascadingRoute { return route(self, path, view, argument) }
        return child(for: path, kind: kind)?.answer(event, kind: kind, at: path, view: view, argument: argument)
    }

    /// The row's height. Default: the child's; `nil` without a child (the host's own height).
    open func heightForRow(at path: ItemPath) -> Double? { askChild(EventKeys.heightForCell, at: path, ()) }

    /// An estimate of the row's height. Default: the child's estimate, else the child's real height
    /// (``heightForRow(at:)``), so a child that knows its height never needs an estimate.
    open func estimatedHeightForRow(at path: ItemPath) -> Double? {
        askChild(EventKeys.estimatedHeightForCell, at: path, ()) ?? askChild(EventKeys.heightForCell, at: path, ())
    }

    /// The section's header height. Default: the section child's (under a root); `nil`.
    open func heightForHeader(inSection section: Int) -> Double? {
        sectionChild(section)?.heightForHeader(inSection: section)
    }

    /// The section's footer height. Default: the section child's (under a root); `nil`.
    open func heightForFooter(inSection section: Int) -> Double? {
        sectionChild(section)?.heightForFooter(inSection: section)
    }

    /// An estimate of the header's height. Default: the child's estimate, else its real height.
    open func estimatedHeightForHeader(inSection section: Int) -> Double? {
        guard let child = sectionChild(section) else { return nil }
        return child.estimatedHeightForHeader(inSection: section) ?? child.heightForHeader(inSection: section)
    }

    /// An estimate of the footer's height. Default: the child's estimate, else its real height.
    open func estimatedHeightForFooter(inSection section: Int) -> Double? {
        guard let child = sectionChild(section) else { return nil }
        return child.estimatedHeightForFooter(inSection: section) ?? child.heightForFooter(inSection: section)
    }

    /// The view that shows the section's header or footer (`kind`), made by the node itself (a UIKit-shaped node's
    /// `tableView(_:viewForHeaderInSection:)`), for a section whose ``header`` or ``footer`` model no mapping shows.
    /// Default: the section child's (under a root); `nil` (the title, if any, or no view).
    open func viewForSupplementary(ofKind kind: ViewKind, inSection section: Int) -> AnyObject? {
        sectionChild(section)?.viewForSupplementary(ofKind: kind, inSection: section)
    }

    /// The row was selected. Default: tells the child.
    open func didSelectRow(at path: ItemPath, view: AnyObject?) {
        askChild(EventKeys.didSelect, at: path, view: view, ())
    }

    /// The row was deselected. Default: tells the child.
    open func didDeselectRow(at path: ItemPath, view: AnyObject?) {
        askChild(EventKeys.didDeselect, at: path, view: view, ())
    }

    /// The row's cell is about to appear. Default: tells the child.
    open func willDisplayRow(at path: ItemPath, view: AnyObject?) {
        askChild(EventKeys.willDisplay, at: path, view: view, ())
    }

    /// The row's cell left the screen. Default: tells the child (when the row still exists).
    open func didEndDisplayingRow(at path: ItemPath, view: AnyObject?) {
        askChild(EventKeys.didEndDisplaying, at: path, view: view, ())
    }

    /// Whether the row may be highlighted. Default: the child's; `nil` (UIKit: `true`).
    open func shouldHighlightRow(at path: ItemPath) -> Bool? { askChild(EventKeys.shouldHighlight, at: path, ()) }

    /// Whether the row can be edited. Default: the child's; `nil`, which a tree answers `false` unless a closure
    /// handles `commitEditingStyle` for the row (a declarative row's `onDelete`, a registry or dispatcher closure):
    /// a tree implements `commit` for every row, and UIKit's `true` would give every row a Delete button. Override
    /// it (with ``commitEditing(_:forRowAt:)``) to make rows deletable.
    open func canEditRow(at path: ItemPath) -> Bool? { askChild(EventKeys.canEdit, at: path, ()) }

    /// The row's editing style. Default: the child's; `nil` (UIKit: `.delete`).
    open func editingStyleForRow(at path: ItemPath) -> EditingStyle? { askChild(EventKeys.editingStyle, at: path, ()) }

    /// The user committed an edit of the row. Default: tells the child.
    open func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
        askChild(EventKeys.commitEditingStyle, at: path, style)
    }

    /// Whether the user may move the row. Default: the child's; `nil` (UIKit: only when moving is supported).
    open func canMoveRow(at path: ItemPath) -> Bool? { askChild(EventKeys.canMove, at: path, ()) }

    /// Where a row being moved from `path` may go, given the `proposed` place. Default: the child's; `nil`
    /// (`proposed`).
    open func targetPathForMove(from path: ItemPath, proposed: ItemPath) -> ItemPath? {
        askChild(EventKeys.targetPathForMove, at: path, proposed)
    }

    /// The user moved the row from `source` to `destination`, and the content followed. Default: tells the child
    /// the row came from.
    open func didMoveRow(from source: ItemPath, to destination: ItemPath) {
        askChild(EventKeys.moveItem, at: source, destination)
    }

    /// The actions revealed by swiping the row from the leading edge. Default: the child's; `nil` (none).
    open func leadingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsDescription? {
        askChild(EventKeys.leadingSwipeActions, at: path, ()) ?? nil
    }

    /// The actions revealed by swiping the row from the trailing edge. Default: the child's; `nil` (UIKit: delete
    /// when the row is editable).
    open func trailingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsDescription? {
        askChild(EventKeys.trailingSwipeActions, at: path, ()) ?? nil
    }

    /// The row's context menu. Default: the child's; `nil` (no menu).
    open func contextMenuForRow(at path: ItemPath, point: TrellisPoint) -> ContextMenuDescription? {
        askChild(EventKeys.contextMenu, at: path, point) ?? nil
    }

    /// Whether the row can take focus. Default: the child's; `nil` (UIKit: `true`).
    open func canFocusRow(at path: ItemPath) -> Bool? { askChild(EventKeys.canFocus, at: path, ()) }

    /// The row will be needed soon: start loading it. Default: tells the child.
    open func prefetchRow(at path: ItemPath) { askChild(EventKeys.prefetch, at: path, ()) }

    /// Moves the row at `source` to `destination` in this section node's data (a move the user made on screen).
    /// Default: reorders the row children, within this section; without row children, or across sections, throws
    /// (override it to move your own data, then call ``setNeedsUpdate(animation:)``).
    ///
    /// An override that moves its data but does not call ``setNeedsUpdate(animation:)`` is reported
    /// (``Anomaly/cascadingMoveNotPublished(node:from:to:)``) and the root publishes the move for it; one that leaves
    /// its rows as they were makes the view reload (the dispatcher reports ``Anomaly/invalidStorageEdit(_:)``).
    open func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        guard source.section == destination.section, children.indices.contains(source.item),
            children.indices.contains(destination.item)
        else {
            throw StorageError(
                .invalidArgument, operation: "moveRow(at:to:)",
                message:
                    "\(type(of: self)) moves only its own row children within its section; override moveRow(at:to:) to move its data."
            )
        }
        children.insert(children.remove(at: source.item), at: destination.item)
    }

    /// Asks the child for `path` through its one door, ``answer(_:kind:at:view:argument:)``: the typed methods'
    /// defaults forward this way, so that a child overriding `answer` hears every event about its rows, those with a
    /// typed method too (its default `answer` routes them on to its typed method).
    private func askChild<Argument, Result>(
        _ event: EventKey<Argument, Result>, at path: ItemPath, view: AnyObject? = nil, _ argument: Argument
    ) -> Result? {
        child(for: path)?.answer(event, kind: .cell, at: path, view: view, argument: argument)
    }

    /// The child for `section` under a node that forwards by section.
    func sectionChild(_ section: Int) -> CascadingNode? {
        guard propagation == .section, children.indices.contains(section) else { return nil }
        return children[section]
    }
}
