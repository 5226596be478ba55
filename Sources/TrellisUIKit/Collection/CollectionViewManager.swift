public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// Drives a `UICollectionView` (flow or compositional list layout) from any content, like ``TableViewManager``:
/// cells and supplementary views from mappings, every data-source, delegate and flow-layout method from event
/// closures, and updates that always animate safely.
///
/// ```swift
/// let manager = CollectionViewManager()
/// manager.registry.register(PhotoCell.self) { $0.didSelect { _, photo, _ in show(photo) } }
/// collectionView.collectionViewLayout = manager.listLayout(appearance: .insetGrouped)   // swipe actions from events
/// manager.attach(to: collectionView, content: storage)
/// ```
@MainActor
public final class CollectionViewManager: ViewManager {
    /// The collection's data source and delegate.
    public let proxy: CollectionViewProxy
    /// The collection driven, once attached.
    public private(set) weak var collectionView: UICollectionView?
    override var hasView: Bool { collectionView != nil }
    /// The collection's delegate: sends each method to the proxy or to your delegate.
    lazy var forwarder = DelegateForwarder(proxy: proxy) { [weak proxy] selector in
        CollectionMethods.swiftNameOfSelector[selector].flatMap { proxy?.answersMethod($0) }
    }
    /// What each role answered when it was last set on the collection.
    private var connected: AnsweredMethods?
    /// The path the collection is asking a supplementary view for, while it asks.
    var requestedSupplementaryPath: IndexPath?

    /// A manager with its own dispatcher.
    public init(registry: MappingRegistry = MappingRegistry()) {
        let dispatcher = Dispatcher(registry: registry)
        proxy = CollectionViewProxy(dispatcher: dispatcher)
        super.init(dispatcher: dispatcher)
        dispatcher.host = self
        updater.mappingOfCell = { [proxy] cell in proxy.displayedCells[ObjectIdentifier(cell)]?.mapping }
        updater.willPerformBatch = { [proxy] update, before, after in
            proxy.followBatch(update, before: before, after: after)
        }
        proxy.liveCells.reconfigureViews = { [weak self] cells in
            guard let self, let collectionView else { return }
            let paths = proxy.pathsToReconfigure(cells, visible: collectionView.indexPathsForVisibleItems) {
                collectionView.cellForItem(at: $0)
            }
            guard !paths.isEmpty else { return }
            if let diffable = diffableDataSource as? any LiveReconfiguring {
                diffable.reconfigureItems(at: paths)
            } else {
                collectionView.reconfigureItems(at: paths)
            }
        }
    }

    /// Your own delegate: receives what Trellis does not answer, and scroll-view calls.
    public var delegate: (any UICollectionViewDelegate)? {
        get { proxy.delegate }
        set {
            proxy.delegate = newValue
            if let collectionView { connect(collectionView) }
        }
    }

    /// Drives `collectionView` with `content`. The last attach wins, as for ``TableViewManager/attach(to:content:)``:
    /// a manager that drove `collectionView` is detached, and the collection this manager drove, if another, let go.
    public func attach(to collectionView: UICollectionView, content: (any SectionedContent)?) {
        leavePreviousView(for: collectionView)
        becomeDriver(of: collectionView)
        diffableDataSource = nil
        self.collectionView = collectionView
        updater.view = collectionView
        wasAttached = true
        reportedOutlived = false
        registrations.reset()
        replaceContent(content)
        connect(collectionView)
        updater.reloadView(collectionView)  // edits made during the reload wait for it (ContentUpdater+Holding)
        refreshEmptyState()
        LeakSentinel.watch(collectionView, manager: self)
    }

    /// Shows `content` instead, with a reload; the collection's roles are set again where the methods answered
    /// changed.
    public func setContent(_ content: (any SectionedContent)?) {
        replaceContent(content)
        reconnectIfNeeded()
        updater.reloadView()
        refreshEmptyState()
    }

    /// Sets the data source and delegates, each to `nil` first (prefetching and drag and drop only when something
    /// answers them); see ``TableViewManager/connect(_:)``.
    public func connect(_ collectionView: UICollectionView) {
        forwarder.user = proxy.delegate
        watchUserDelegate(proxy.delegate)
        set(answeredMethods(), on: collectionView, changedFrom: nil)
    }

    override func reconnectIfNeeded() {
        guard let collectionView, let connected else { return }
        let now = answeredMethods()
        if now != connected { set(now, on: collectionView, changedFrom: connected) }
    }

    /// What each role answers now.
    private func answeredMethods() -> AnsweredMethods {
        AnsweredMethods(
            conditional: CollectionMethods.conditional, dataSource: CollectionMethods.dataSourceMethods,
            prefetching: CollectionMethods.prefetchingMethods, drag: CollectionMethods.dragMethods,
            drop: CollectionMethods.dropMethods, dispatcher: dispatcher, user: forwarder.user)
    }

    /// Sets every role whose methods differ from `before` (all of them without it), `nil` first.
    private func set(_ now: AnsweredMethods, on collectionView: UICollectionView, changedFrom before: AnsweredMethods?)
    {
        if let diffable = diffableDataSource as? any UICollectionViewDataSource {
            // Apple: do not change the data source once a diffable one is configured (its answers never change).
            if (collectionView.dataSource as AnyObject?) !== diffable { collectionView.dataSource = diffable }
        } else if now.dataSource != before?.dataSource {
            collectionView.dataSource = nil
            collectionView.dataSource = proxy
        }
        if now.delegate != before?.delegate {
            collectionView.delegate = nil
            collectionView.delegate = forwarder
        }
        if now.prefetching != before?.prefetching {
            collectionView.prefetchDataSource = nil
            if !now.prefetching.isEmpty { collectionView.prefetchDataSource = proxy }
        }
        if now.drag != before?.drag {
            collectionView.dragDelegate = nil
            if now.drag.contains("collectionView(_:itemsForBeginning:at:)") { collectionView.dragDelegate = proxy }
        }
        if now.drop != before?.drop {
            collectionView.dropDelegate = nil
            if now.drop.contains("collectionView(_:performDropWith:)") { collectionView.dropDelegate = proxy }
        }
        connected = now
    }

    /// A list layout whose swipe actions come from the `leadingSwipeActions` / `trailingSwipeActions` events and
    /// whose headers and footers are supplementary views when `supplementaryHeaders` is `true`.
    public func listLayout(
        appearance: UICollectionLayoutListConfiguration.Appearance, supplementaryHeaders: Bool = false
    ) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if supplementaryHeaders {
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            MainActor.assumeIsolated { self?.swipeActions(leading: true, at: indexPath) }
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            MainActor.assumeIsolated { self?.swipeActions(leading: false, at: indexPath) }
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func swipeActions(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let view = collectionView?.cellForItem(at: indexPath)
        let description =
            leading
            ? dispatcher.leadingSwipeActionsForItem(at: indexPath.itemPath, view: view)
            : dispatcher.trailingSwipeActionsForItem(at: indexPath.itemPath, view: view)
        return description.map(UIKitObjects.swipeActions)
    }

    /// Stops driving the collection and observing the content; see ``TableViewManager/detach()``.
    /// Updates waiting or animating there are no longer waited for: their completions (and
    /// ``ViewManager/whenUpdatesFinish(_:)``'s) run now, and a view attached next is not held back by the collection's
    /// animation.
    public func detach() {
        detachFromView()
    }

    override var drivenView: UIView? { collectionView }

    override func detachFromView() {
        observation?.cancel()
        observation = nil
        if let collectionView {
            let ours = diffableDataSource ?? proxy
            if (collectionView.dataSource as AnyObject?) === ours { collectionView.dataSource = nil }
            if (collectionView.delegate as AnyObject?) === forwarder { collectionView.delegate = nil }
            if (collectionView.prefetchDataSource as AnyObject?) === proxy { collectionView.prefetchDataSource = nil }
            if (collectionView.dragDelegate as AnyObject?) === proxy { collectionView.dragDelegate = nil }
            if (collectionView.dropDelegate as AnyObject?) === proxy { collectionView.dropDelegate = nil }
            stopDriving(collectionView)
        }
        collectionView = nil
        connected = nil
        wasAttached = false
        updater.detach()
    }

    /// Reloads the collection from the content (and sets its roles again where the methods answered changed).
    public func reloadData() {
        updater.reset()
        registerViews()
        reconnectIfNeeded()
        updater.reloadView()
        refreshEmptyState()
    }

    /// Registers with the collection the view class of every mapping of the registry and of the content (a
    /// ``DispatchingContent``'s ``DispatchingContent/viewMappings``) not registered yet. Views are also
    /// registered the first time they are dequeued, so this only matters to code that dequeues views itself.
    override func registerViews() {
        guard collectionView != nil else { return }
        for mapping in ViewRegistrations.mappings(of: registry, content: content) { _ = register(mapping) }
    }

    /// Registers `mapping`'s view class with the collection if it is not yet, and returns the identifier to
    /// dequeue it with; `nil` when the class is not a collection cell (or reusable view) class.
    private func register(_ mapping: ViewMapping) -> String? {
        guard let collectionView else { return nil }
        if mapping.kind == .cell {
            guard let cellClass = mapping.viewType as? UICollectionViewCell.Type else { return nil }
            let (identifier, isNew, conflict) = registrations.identifier(for: mapping, in: "cell")
            if let conflict, !ViewRegistrations.registryReported(conflict, in: registry) {
                report(.reuseIdentifierConflict(conflict))
            }
            if isNew {
                let plan = ViewRegistrationPlan.plan(
                    for: mapping, viewClass: cellClass, identifier: identifier, source: viewSource(for: mapping),
                    hasPrototype: nil, report: report)
                switch plan {
                case .viewClass: collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
                case .nib(let nib): collectionView.register(nib, forCellWithReuseIdentifier: identifier)
                case .prototype: break
                }
            }
            return identifier
        }
        guard let viewClass = mapping.viewType as? UICollectionReusableView.Type else { return nil }
        let kind = Self.elementKind(mapping.kind)
        let (identifier, isNew, conflict) = registrations.identifier(for: mapping, in: kind)
        if let conflict, !ViewRegistrations.registryReported(conflict, in: registry) {
            report(.reuseIdentifierConflict(conflict))
        }
        if isNew {
            let plan = ViewRegistrationPlan.plan(
                for: mapping, viewClass: viewClass, identifier: identifier, source: viewSource(for: mapping),
                hasPrototype: nil, report: report)
            switch plan {
            case .viewClass:
                collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            case .nib(let nib):
                collectionView.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            case .prototype: break
            }
        }
        return identifier
    }
}

extension CollectionViewManager: ViewHost {
    /// A cell or supplementary view of the mapping's class, registered with the collection the first time.
    public func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? {
        guard let collectionView, let identifier = register(mapping) else { return nil }
        if mapping.kind == .cell {
            return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: path.uikit)
        }
        // At the path the collection asked for: a layout may place a supplementary view at any path (an item's, or
        // one index), and iOS 18 raises when the view dequeued is not the one asked for.
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: Self.elementKind(mapping.kind), withReuseIdentifier: identifier,
            for: requestedSupplementaryPath ?? path.uikit)
    }

    /// Runs `body` (which asks the dispatcher for a supplementary view) with views dequeued at `indexPath`, the path
    /// the collection asked for.
    func supplementaryView<View>(requestedAt indexPath: IndexPath, _ body: () -> View) -> View {
        let outer = requestedSupplementaryPath
        requestedSupplementaryPath = indexPath
        defer { requestedSupplementaryPath = outer }
        return body()
    }

    /// The view showing the title of a section's header or footer: a `String` model no view is mapped for (a table
    /// shows it as `titleForHeaderInSection`; a collection has no titles). It is a `UICollectionViewListCell`, the
    /// view a list layout's headers and footers are made of, with its default content configuration and the title as
    /// its text. `nil` for other kinds, and when the section has no title (or hides it: `hidesHeadersOfEmptySections`).
    /// Map a view for `String` (`register(MyHeader.self, as: .header)`) to show titles your own way.
    func titleView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let viewKind = CollectionViewProxy.viewKind(kind)
        guard viewKind == .header || viewKind == .footer, let collectionView,
            let title = dispatcher.title(ofKind: viewKind, inSection: indexPath.supplementarySection)
        else { return nil }
        collectionView.register(
            UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: Self.titleReuseIdentifier)
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.titleReuseIdentifier, for: indexPath)
        if let titleView = view as? UICollectionViewListCell {
            var content = titleView.defaultContentConfiguration()
            content.text = title
            titleView.contentConfiguration = content
        }
        proxy.displayedSupplementaries[ObjectIdentifier(view)] = title
        return view
    }

    /// The reuse identifier of the title views of `String` headers and footers.
    static let titleReuseIdentifier = "Trellis.title"

    /// The cell or supplementary view on screen.
    public func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? {
        if kind == .cell { return collectionView?.cellForItem(at: path.uikit) }
        return collectionView?.supplementaryView(forElementKind: Self.elementKind(kind), at: path.uikit)
    }

    static func elementKind(_ kind: ViewKind) -> String {
        switch kind {
        case .header: UICollectionView.elementKindSectionHeader
        case .footer: UICollectionView.elementKindSectionFooter
        case .supplementary(let kind): kind
        case .cell: "cell"
        }
    }
}
