/// A collection (UIKit's `UICollectionView`) that behaves as UIKit's does, without a screen: its data source is
/// asked in UIKit's order (sections, items, then cells for the visible items), cells are reused (and must be
/// dequeued), items the viewport covers get cells, batch updates are checked as UIKit checks them, with UIKit's texts
/// (``UIScrollView/exceptions``), and its data source and delegates are messaged as the Objective-C runtime does:
/// `responds(to:)` asked once when each is set, only those methods sent, through `forwardingTarget(for:)`.
///
/// Layout (stand-in): items stacked in one column; a flow layout's item height comes from
/// `collectionView(_:layout:sizeForItemAt:)` or `itemSize`, its headers and footers from the reference sizes; a
/// list layout's items are 44 points and its supplementary headers and footers 28.
@MainActor
open class UICollectionView: UIScrollView {
    /// The kind of section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where a scrolled-to item ends up.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// In the middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout
    /// The data source. Setting another object asks it `responds(to:)` for every optional method, once.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            if dataSource !== oldValue, oldValue is any StandInDiffableDataSource { diffableDataSourceChanges += 1 }
            if dataSource !== oldValue {
                responds.dataSource = RespondsSnapshot(asking: dataSource, about: [.collectionViewDataSource])
            }
        }
    }
    /// How many times the data source was changed away from a diffable data source (Apple: "Do not change the
    /// dataSource on the collection view after you configure it with a diffable data source"). Stand-in only.
    public private(set) var diffableDataSourceChanges = 0
    /// The delegate (also the scroll view's and, for a flow layout, the layout's delegate), asked `responds(to:)`
    /// once when set.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet {
            if delegate !== oldValue {
                responds.delegate = RespondsSnapshot(
                    asking: delegate,
                    about: [.collectionViewDelegate, .collectionViewDelegateFlowLayout, .scrollViewDelegate])
            }
        }
    }
    /// The prefetching data source.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet {
            if prefetchDataSource !== oldValue {
                responds.prefetching = RespondsSnapshot(
                    asking: prefetchDataSource, about: [.collectionViewDataSourcePrefetching])
            }
        }
    }
    /// The drag delegate.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)? {
        didSet {
            if dragDelegate !== oldValue {
                responds.drag = RespondsSnapshot(asking: dragDelegate, about: [.collectionViewDragDelegate])
            }
        }
    }
    /// The drop delegate.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)? {
        didSet {
            if dropDelegate !== oldValue {
                responds.drop = RespondsSnapshot(asking: dropDelegate, about: [.collectionViewDropDelegate])
            }
        }
    }
    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether several items can be selected.
    open var allowsMultipleSelection = false
    /// Whether selection follows focus.
    open var selectionFollowsFocus = false
    /// Whether the collection is editing.
    open var isEditing = false
    /// The view behind the items, the size of the collection (an empty state, say).
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

    /// What each data source and delegate answered `responds(to:)` for when it was set.
    var responds = UITableView.Responds()
    var rows: [[Int]]?
    var nextToken = 0
    var cellClasses: [String: ViewRegistration<UICollectionViewCell>] = [:]
    var supplementaryClasses: [String: ViewRegistration<UICollectionReusableView>] = [:]
    var reuseQueue: [String: [UICollectionReusableView]] = [:]
    /// The supplementary view the collection is asking its data source for, while it asks (iOS 18 raises when the
    /// data source dequeues another).
    var supplementaryRequest: (kind: String, path: IndexPath)?
    var visible: [IndexPath: UICollectionViewCell] = [:]
    /// Cells prefetched for items off screen (iOS 15's cell prefetching): configured, not displayed; an item that
    /// comes into view shows its prefetched cell without asking the data source again.
    var prefetched: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    var selected: [IndexPath] = []
    var updateDepth = 0
    var collecting = StandInBatch()
    var pendingCompletions: [(Bool) -> Void] = []
    var finishScheduled = false
    /// The cell being reconfigured and its item: dequeuing its reuse identifier for that item hands it back.
    var reconfiguring: (cell: UICollectionViewCell, path: IndexPath)?

    /// The batches applied (`nil` for a reload), in order (stand-in only).
    public internal(set) var updateLog: [StandInBatch?] = []
    /// The data-source questions asked, in order: `numberOfSections`, `numberOfItems(s)`, `cellForItem(s-i)`.
    public internal(set) var dataSourceCalls: [String] = []
    /// Whether batch animations finish by themselves on the next main-actor turn.
    public var completesAnimationsAutomatically = true

    /// A collection with `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate }
    override var scrollDelegateResponds: RespondsSnapshot { responds.delegate }

    /// Lays out the items the viewport covers (nothing off-screen or during a batch).
    open override func layoutIfNeeded() { layoutVisibleItems() }

    /// Lays out when the collection enters a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        layoutVisibleItems()
    }

    override func scrollViewDidChangeOffset() { layoutVisibleItems() }

    // MARK: Registration

    /// Registers `cellClass` for `identifier`, in place of any class or nib registered for it (`nil` unregisters).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UICollectionViewCell.Type).map { .viewClass($0) }
    }

    /// Registers `nib` (one top-level cell) for `identifier`, in place of any class or nib registered for it.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nib.map { .nib($0) }
    }

    /// Registers `viewClass` for supplementary views of `elementKind` with `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses["\(elementKind)/\(identifier)"] = (viewClass as? UICollectionReusableView.Type).map {
            .viewClass($0)
        }
    }

    /// Registers `nib` (one top-level reusable view) for supplementary views of `kind` with `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses["\(kind)/\(identifier)"] = nib.map { .nib($0) }
    }

    /// Adds the prototype cell a storyboard holds for `identifier` (stand-in only; see
    /// ``UITableView/standInAddPrototype(_:forCellReuseIdentifier:)``).
    public func standInAddPrototype(_ nib: UINib, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = .nib(nib)
    }

    /// Adds the prototype supplementary view a storyboard holds for `kind` and `identifier` (stand-in only).
    public func standInAddPrototype(
        _ nib: UINib, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses["\(kind)/\(identifier)"] = .nib(nib)
    }

    /// A queued or new cell; UIKit raises for an unregistered identifier (recorded; a plain cell is returned).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let (cell, path) = reconfiguring, path == indexPath, cell.standInQueueKey == "cell/\(identifier)" {
            return cell
        }
        if let cell = dequeue("cell/\(identifier)") as? UICollectionViewCell { return cell }
        let made: UICollectionViewCell?
        switch cellClasses[identifier] {
        case .viewClass(let cellClass)?: made = cellClass.init(frame: .zero)
        case .nib(let nib)?:
            made = nib.standInRegisteredView(UICollectionViewCell.self, identifier: identifier, in: self)
        case nil:
            raise(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register "
                    + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
            made = nil
        }
        let cell = made ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.standInQueueKey = "cell/\(identifier)"
        return cell
    }

    /// A queued or new supplementary view; UIKit raises for an unregistered kind and identifier.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let request = supplementaryRequest, request.kind != elementKind || request.path != indexPath {
            raise(
                "Expected dequeued view to be returned to the collection view in preparation for display. When the "
                    + "collection view's data source is asked to provide a view for a given index path, ensure that a "
                    + "single view is dequeued and returned to the collection view. (asked for \(request.kind) at "
                    + "\(request.path), dequeued \(elementKind) at \(indexPath))")
        }
        let key = "\(elementKind)/\(identifier)"
        if let view = dequeue(key) { return view }
        let made: UICollectionReusableView?
        switch supplementaryClasses[key] {
        case .viewClass(let viewClass)?: made = viewClass.init(frame: .zero)
        case .nib(let nib)?:
            made = nib.standInRegisteredView(UICollectionReusableView.self, identifier: identifier, in: self)
        case nil:
            raise(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a "
                    + "class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionReusableView(frame: .zero)
        }
        let view = made ?? UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        view.standInQueueKey = key
        return view
    }

    private func dequeue(_ key: String) -> UICollectionReusableView? {
        guard let view = reuseQueue[key]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    // MARK: Reading

    /// The number of sections shown.
    open var numberOfSections: Int {
        loadIfNeeded()
        return rows?.count ?? 0
    }

    /// The number of items shown in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard let rows, rows.indices.contains(section) else { return 0 }
        return rows[section].count
    }

    /// The cell on screen at `indexPath`.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }

    /// The path of `cell`, when it is on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

    /// The supplementary view on screen of `elementKind` at `indexPath` (item 0 of its section).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleSupplementary[
            SupplementaryKey(section: indexPath.standInIndex(0), isHeader: elementKind == Self.elementKindSectionHeader)
        ]
    }

    /// Whether a batch is being collected.
    open var hasUncommittedUpdates: Bool { updateDepth > 0 }

    /// The selected items.
    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// Whether the collection would send `method` (a Swift name or a selector) to its delegate or data source: what
    /// they answered `responds(to:)` for when they were set. Required methods always count. Stand-in only.
    public func delegateResponds(to method: String) -> Bool {
        let protocols: [UIKitProtocol] = [
            .collectionViewDataSource, .collectionViewDelegate, .collectionViewDelegateFlowLayout, .scrollViewDelegate,
        ]
        guard let known = protocols.flatMap(\.methods).first(where: { $0.swiftName == method || $0.selector == method })
        else {
            return false
        }
        if known.isRequired { return dataSource != nil }
        return (responds.delegate.selectors.contains(known.selector) && delegate != nil)
            || (responds.dataSource.selectors.contains(known.selector) && dataSource != nil)
    }

    /// The data source, when it answered `selector` when it was set (UIKit sends nothing else).
    func dataSource(answering selector: String) -> (any UICollectionViewDataSource)? {
        responds.dataSource.answers(selector) ? dataSource : nil
    }

    /// The delegate, when it answered `selector` when it was set.
    func delegate(answering selector: String) -> (any UICollectionViewDelegate)? {
        responds.delegate.answers(selector) ? delegate : nil
    }
}
