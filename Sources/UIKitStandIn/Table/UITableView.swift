/// A table (UIKit's `UITableView`) that behaves as UIKit's does, without a screen: it asks its data source in
/// UIKit's order (sections, rows, heights, then cells for the visible rows), keeps a reuse queue, shows the rows its
/// viewport (`frame` and `contentOffset`) covers, checks batch updates as UIKit does with UIKit's texts (a
/// ``StandInException`` recorded in ``UIScrollView/exceptions``), and messages its data source and delegates as the
/// Objective-C runtime does: `responds(to:)` asked once when each is set, only those methods sent, through
/// `forwardingTarget(for:)` when the object forwards them.
///
/// Stand-in-only members (`simulate...`, ``updateLog``, ``dataSourceCalls``, ``finishAnimations()``) let tests
/// drive it like a user and observe it.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Grouped.
        case grouped = 1
        /// Inset grouped.
        case insetGrouped = 2
    }

    /// How rows animate.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade = 0
        /// From or to the right.
        case right = 1
        /// From or to the left.
        case left = 2
        /// From or to the top.
        case top = 3
        /// From or to the bottom.
        case bottom = 4
        /// None.
        case none = 5
        /// Stay in place.
        case middle = 6
        /// The table's choice.
        case automatic = 100
    }

    /// Where a scrolled-to row ends up.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as possible.
        case none = 0
        /// At the top.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }

    /// The height that asks the table to size rows by themselves (the stand-in uses 44 points for such rows).
    public static let automaticDimension: CGFloat = -1
    /// The height the stand-in gives a row of automatic height.
    public static let standInAutomaticRowHeight: CGFloat = 44
    /// The height the stand-in gives a header or footer of automatic height that has a title or view.
    public static let standInAutomaticHeaderHeight: CGFloat = 28

    /// The look.
    public let style: Style
    /// The data source. Setting another object asks it `responds(to:)` for every optional method, once.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            if dataSource !== oldValue, oldValue is any StandInDiffableDataSource { diffableDataSourceChanges += 1 }
            if dataSource !== oldValue {
                responds.dataSource = RespondsSnapshot(asking: dataSource, about: [.tableViewDataSource])
            }
        }
    }
    /// How many times the data source was changed away from a diffable data source (Apple: "Do not change the
    /// dataSource on the table view after you configure it with a diffable data source"). Stand-in only.
    public private(set) var diffableDataSourceChanges = 0
    /// The delegate (also the scroll view's delegate), asked `responds(to:)` once when set, like the data source.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet {
            if delegate !== oldValue {
                responds.delegate = RespondsSnapshot(
                    asking: delegate, about: [.tableViewDelegate, .scrollViewDelegate])
            }
        }
    }
    /// The prefetching data source.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet {
            if prefetchDataSource !== oldValue {
                responds.prefetching = RespondsSnapshot(
                    asking: prefetchDataSource, about: [.tableViewDataSourcePrefetching])
            }
        }
    }
    /// The drag delegate.
    open weak var dragDelegate: (any UITableViewDragDelegate)? {
        didSet {
            if dragDelegate !== oldValue {
                responds.drag = RespondsSnapshot(asking: dragDelegate, about: [.tableViewDragDelegate])
            }
        }
    }
    /// The drop delegate.
    open weak var dropDelegate: (any UITableViewDropDelegate)? {
        didSet {
            if dropDelegate !== oldValue {
                responds.drop = RespondsSnapshot(asking: dropDelegate, about: [.tableViewDropDelegate])
            }
        }
    }
    /// The rows' height when the delegate does not give one.
    open var rowHeight: CGFloat = automaticDimension
    /// The estimated height of rows.
    open var estimatedRowHeight: CGFloat = automaticDimension
    /// The headers' height when the delegate does not give one.
    open var sectionHeaderHeight: CGFloat = automaticDimension
    /// The footers' height when the delegate does not give one.
    open var sectionFooterHeight: CGFloat = automaticDimension
    /// Estimated header height.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    /// Estimated footer height.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// Whether selection follows focus.
    open var selectionFollowsFocus = false
    /// Whether the table is in editing mode.
    open internal(set) var isEditing = false
    /// The view behind the rows, the size of the table (an empty state, say).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                addSubview(backgroundView)
            }
        }
    }

    // MARK: State

    /// What each data source and delegate answered `responds(to:)` for when it was set.
    var responds = Responds()
    /// The rows shown, as tokens, section by section; `nil` before the table first asked its data source.
    var rows: [[Int]]?
    /// The next row token.
    var nextToken = 0
    /// Registered cell classes and nibs (storyboard prototypes too) by reuse identifier.
    var cellClasses: [String: ViewRegistration<UITableViewCell>] = [:]
    /// Registered header and footer classes and nibs by reuse identifier.
    var headerFooterClasses: [String: ViewRegistration<UITableViewHeaderFooterView>] = [:]
    /// Reusable cells by reuse identifier.
    var reuseQueue: [String: [UITableViewCell]] = [:]
    /// Reusable header and footer views by reuse identifier.
    var headerFooterQueue: [String: [UITableViewHeaderFooterView]] = [:]
    /// The cells on screen by path.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// Cells prefetched for rows off screen (iOS 15's cell prefetching): configured, not displayed; a row that comes
    /// into view shows its prefetched cell without asking the data source again.
    var prefetched: [IndexPath: UITableViewCell] = [:]
    /// The header (`true`) and footer views on screen by section.
    var visibleSupplementary: [SupplementaryKey: UIView] = [:]
    /// The header and footer views asked for since the last reload or batch.
    var supplementaryViewCache: [SupplementaryKey: UIView?] = [:]
    /// The selected rows.
    var selected: [IndexPath] = []
    /// How deep `beginUpdates` calls are nested.
    var updateDepth = 0
    /// The batch being collected.
    var collecting = StandInBatch()
    /// The animations asked for in the batch being collected.
    var collectingAnimations: [UpdateRecord.Change: RowAnimation] = [:]
    /// Completions waiting for the end of their batch's animations.
    var pendingCompletions: [(Bool) -> Void] = []
    /// Whether an animation is scheduled to finish by itself.
    var finishScheduled = false
    /// The cell being reconfigured and its row: dequeuing its reuse identifier for that row hands it back.
    var reconfiguring: (cell: UITableViewCell, path: IndexPath)?

    // MARK: Observing (stand-in only)

    /// What the table did, in order.
    public internal(set) var updateLog: [UpdateRecord] = []
    /// The data-source questions asked, in order: `numberOfSections`, `numberOfRows(s)`, `cellForRow(s-r)`.
    public internal(set) var dataSourceCalls: [String] = []
    /// How many cells were created because no reusable one was queued.
    public internal(set) var createdCellCount = 0
    /// Whether batch animations finish by themselves on the next main-actor turn (`true`) or only when
    /// ``finishAnimations()`` is called.
    public var completesAnimationsAutomatically = true

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table with `frame`.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate }
    override var scrollDelegateResponds: RespondsSnapshot { responds.delegate }

    /// Lays out the rows the viewport covers: cells for rows that came into view (`cellForRowAt`, then
    /// `willDisplay`); rows that left it end displaying and their cells are queued for reuse. Nothing happens
    /// off-screen (no window) or while a batch is being collected.
    open override func layoutIfNeeded() { layoutVisibleRows() }

    /// Lays out when the table enters a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        layoutVisibleRows()
    }

    override func scrollViewDidChangeOffset() { layoutVisibleRows() }

    // MARK: Registration and dequeuing

    /// Registers `cellClass` for `identifier`, in place of any class or nib registered for it (`nil` unregisters).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UITableViewCell.Type).map { .viewClass($0) }
    }

    /// Registers `nib` (one top-level cell) for `identifier`, in place of any class or nib registered for it
    /// (`nil` unregisters).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = nib.map { .nib($0) }
    }

    /// Registers `aClass` for header and footer views with `identifier`, in place of any class or nib.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = (aClass as? UITableViewHeaderFooterView.Type).map { .viewClass($0) }
    }

    /// Registers `nib` (one top-level header or footer view) for `identifier`, in place of any class or nib.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = nib.map { .nib($0) }
    }

    /// Adds the prototype cell a storyboard holds for `identifier` (stand-in only: UIKit decodes the storyboard's
    /// prototypes, one nib per reuse identifier, into the table's nib registrations when it loads the table, so a
    /// cell is dequeued by its identifier without any `register` call, and a later `register` replaces it).
    public func standInAddPrototype(_ nib: UINib, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = .nib(nib)
    }

    /// A queued cell for `identifier`, or a new one of its registered class, or `nil` when none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reuseQueue[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        switch cellClasses[identifier] {
        case .viewClass(let cellClass)?:
            createdCellCount += 1
            return cellClass.init(style: .default, reuseIdentifier: identifier)
        case .nib(let nib)?:
            guard let cell = nib.standInRegisteredView(UITableViewCell.self, identifier: identifier, in: self) else {
                return nil
            }
            createdCellCount += 1
            return cell
        case nil:
            return nil
        }
    }

    /// A queued or new cell for `identifier`. UIKit raises when the identifier is not registered; the stand-in
    /// records the exception and returns a plain cell. While the row at `indexPath` is reconfigured, its existing
    /// cell, when it has `identifier`, not prepared for reuse.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let (cell, path) = reconfiguring, path == indexPath, cell.reuseIdentifier == identifier { return cell }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        raise(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A queued or new header or footer view for `identifier`, or `nil` when none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterQueue[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        switch headerFooterClasses[identifier] {
        case .viewClass(let viewClass)?: return viewClass.init(reuseIdentifier: identifier)
        case .nib(let nib)?:
            return nib.standInRegisteredView(UITableViewHeaderFooterView.self, identifier: identifier, in: self)
        case nil: return nil
        }
    }

    // MARK: Reading

    /// The number of sections the table shows.
    open var numberOfSections: Int {
        loadIfNeeded()
        return rows?.count ?? 0
    }

    /// The number of rows the table shows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard let rows, rows.indices.contains(section) else { return 0 }
        return rows[section].count
    }

    /// The cell on screen at `indexPath`, if any.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { visiblePaths.compactMap { visible[$0] } }

    /// The paths of the rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { visiblePaths }

    /// The path of `cell`, when it is on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The header view on screen for `section`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementary[SupplementaryKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementary[SupplementaryKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
    }

    /// Whether a batch is being collected (between `beginUpdates` and `endUpdates`).
    open var hasUncommittedUpdates: Bool { updateDepth > 0 }

    /// Whether the table would send `method` (a Swift name, `"tableView(_:heightForRowAt:)"`, or a selector) to
    /// its delegate or data source: what they answered `responds(to:)` for when they were set, which is all UIKit
    /// goes by. Required methods always count. Stand-in only.
    public func delegateResponds(to method: String) -> Bool {
        let protocols: [UIKitProtocol] = [.tableViewDataSource, .tableViewDelegate, .scrollViewDelegate]
        guard let known = protocols.flatMap(\.methods).first(where: { $0.swiftName == method || $0.selector == method })
        else {
            return false
        }
        if known.isRequired { return dataSource != nil }
        return (responds.delegate.selectors.contains(known.selector) && delegate != nil)
            || (responds.dataSource.selectors.contains(known.selector) && dataSource != nil)
    }

    /// The data source, when it answered `selector` when it was set (UIKit sends nothing else).
    func dataSource(answering selector: String) -> (any UITableViewDataSource)? {
        responds.dataSource.answers(selector) ? dataSource : nil
    }

    /// The delegate, when it answered `selector` when it was set.
    func delegate(answering selector: String) -> (any UITableViewDelegate)? {
        responds.delegate.answers(selector) ? delegate : nil
    }

    /// What each data source and delegate answered when it was set.
    struct Responds {
        var dataSource = RespondsSnapshot()
        var delegate = RespondsSnapshot()
        var prefetching = RespondsSnapshot()
        var drag = RespondsSnapshot()
        var drop = RespondsSnapshot()
    }
}

/// A header or footer place.
struct SupplementaryKey: Hashable {
    let section: Int
    let isHeader: Bool
}
