public import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// Drives a `UITableView` from any content: cells from mappings, every data-source and delegate method from event
/// closures, and updates that always animate safely.
///
/// ```swift
/// final class PostsViewController: UIViewController {
///     let manager = TableViewManager()
///     let storage = MemoryStorage()
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         manager.registry.register(PostCell.self) { $0.didSelect { [weak self] _, post, _ in self?.open(post) } }
///         manager.attach(to: tableView, content: storage)
///         storage.setItems([posts])   // the sections' items (one section here); animates
///     }
/// }
/// ```
///
/// Updates from the content (any ``ObservableContent``) are applied stage by stage, each in one
/// `performBatchUpdates` during which the table reads that stage's data; each stage is checked with
/// ``BatchUpdateRules`` first and, if UIKit would refuse it, the table reloads instead and
/// ``Anomaly/rejectedBatchUpdate(_:)`` says why. A table not in a window reloads rather than animating
/// (``animatesOffScreen``). Updates that arrive while a batch is animating are coalesced into the next one.
@MainActor
public final class TableViewManager: ViewManager {
    /// The table's data source and delegate.
    public let proxy: TableViewProxy
    /// The table driven, once attached.
    public private(set) weak var tableView: UITableView?
    override var hasView: Bool { tableView != nil }
    /// Animations by kind of change.
    public var rowAnimations: RowAnimations {
        get { updater.rowAnimations }
        set { updater.rowAnimations = newValue }
    }
    /// The table's delegate: sends each method to the proxy or to your delegate.
    lazy var forwarder = DelegateForwarder(proxy: proxy) { [weak proxy] selector in
        TableMethods.swiftNameOfSelector[selector].flatMap { proxy?.answersMethod($0) }
    }
    /// What each role answered when it was last set on the table.
    private var connected: AnsweredMethods?

    /// A manager with its own dispatcher (and mapping registry).
    public init(registry: MappingRegistry = MappingRegistry()) {
        let dispatcher = Dispatcher(registry: registry)
        proxy = TableViewProxy(dispatcher: dispatcher)
        super.init(dispatcher: dispatcher)
        dispatcher.host = self
        updater.mappingOfCell = { [proxy] cell in proxy.displayedCells[ObjectIdentifier(cell)]?.mapping }
        updater.willPerformBatch = { [proxy] update, before, after in
            proxy.followBatch(update, before: before, after: after)
        }
        // A live model changed a row's computed height: the table asks for the heights again (an empty batch
        // animates the rows to them; reconfiguring a cell does not re-measure a row whose height the delegate gives).
        dispatcher.heightsDidChange = { [weak self] in
            self?.tableView?.performBatchUpdates(nil)
        }
        proxy.liveCells.reconfigureViews = { [weak self] cells in
            guard let self, let tableView else { return }
            let paths = proxy.pathsToReconfigure(cells, visible: tableView.indexPathsForVisibleRows ?? []) {
                tableView.cellForRow(at: $0)
            }
            guard !paths.isEmpty else { return }
            if let diffable = diffableDataSource as? any LiveReconfiguring {
                diffable.reconfigureItems(at: paths)
            } else {
                tableView.reconfigureRows(at: paths)
            }
        }
    }

    /// Your own delegate: it receives the delegate and scroll-view methods Trellis does not answer.
    public var delegate: (any UITableViewDelegate)? {
        get { proxy.delegate }
        set {
            proxy.delegate = newValue
            if let tableView { connect(tableView) }
        }
    }

    /// Drives `tableView` with `content`: sets the table's data source and delegates to the proxy, observes the
    /// content when it is an ``ObservableContent``, and reloads.
    ///
    /// A table has one manager, and the last attach wins (as setting UIKit's `dataSource` does): a manager that drove
    /// `tableView` until now is detached (``Trellis/Anomaly/viewDrivenByTwoManagers(view:displaced:attached:)``), and
    /// the table this manager drove until now, if another, is let go as ``detach()`` does
    /// (``Trellis/Anomaly/managerMovedToAnotherView(manager:view:)`` when it is still in a window).
    public func attach(to tableView: UITableView, content: (any SectionedContent)?) {
        leavePreviousView(for: tableView)
        becomeDriver(of: tableView)
        diffableDataSource = nil
        self.tableView = tableView
        updater.view = tableView
        wasAttached = true
        reportedOutlived = false
        registrations.reset()
        replaceContent(content)
        connect(tableView)
        updater.reloadView(tableView)  // edits made during the reload wait for it (ContentUpdater+Holding)
        refreshEmptyState()
        LeakSentinel.watch(tableView, manager: self)
    }

    /// Shows `content` instead, with a reload; the table's roles are set again where the methods answered changed.
    public func setContent(_ content: (any SectionedContent)?) {
        replaceContent(content)
        reconnectIfNeeded()
        updater.reloadView()
        refreshEmptyState()
    }

    /// Stops driving the table and observing the content: the table's roles the manager holds are set to `nil` (not
    /// those another manager or your code set since), and later updates, the content's or those given to
    /// ``ViewManager/apply(_:completion:)``, reach no table.
    /// Updates waiting or animating there are no longer waited for: their completions (and
    /// ``ViewManager/whenUpdatesFinish(_:)``'s) run now, and a view attached next is not held back by the table's
    /// animation.
    public func detach() {
        detachFromView()
    }

    override var drivenView: UIView? { tableView }

    override func detachFromView() {
        observation?.cancel()
        observation = nil
        if let tableView {
            let ours = diffableDataSource ?? proxy
            if (tableView.dataSource as AnyObject?) === ours { tableView.dataSource = nil }
            if (tableView.delegate as AnyObject?) === forwarder { tableView.delegate = nil }
            if (tableView.prefetchDataSource as AnyObject?) === proxy { tableView.prefetchDataSource = nil }
            if (tableView.dragDelegate as AnyObject?) === proxy { tableView.dragDelegate = nil }
            if (tableView.dropDelegate as AnyObject?) === proxy { tableView.dropDelegate = nil }
            stopDriving(tableView)
        }
        tableView = nil
        connected = nil
        wasAttached = false
        updater.detach()
    }

    /// Sets the table's data source and delegates, each to `nil` first (UIKit asks which methods they answer only
    /// when another object is set); prefetching and drag and drop only when something answers them (UIKit's
    /// behaviour without them stays otherwise). The manager does it again by itself when the methods answered change
    /// with the content or your delegate; call it after registering closures for new kinds of events on a live table.
    public func connect(_ tableView: UITableView) {
        forwarder.user = proxy.delegate
        watchUserDelegate(proxy.delegate)
        set(answeredMethods(), on: tableView, changedFrom: nil)
    }

    override func reconnectIfNeeded() {
        guard let tableView, let connected else { return }
        let now = answeredMethods()
        if now != connected { set(now, on: tableView, changedFrom: connected) }
    }

    /// What each role answers now.
    private func answeredMethods() -> AnsweredMethods {
        AnsweredMethods(
            conditional: TableMethods.conditional, dataSource: TableMethods.dataSourceMethods,
            prefetching: TableMethods.prefetchingMethods, drag: TableMethods.dragMethods,
            drop: TableMethods.dropMethods,
            dispatcher: dispatcher, user: forwarder.user)
    }

    /// Sets every role whose methods differ from `before` (all of them without it), `nil` first.
    private func set(_ now: AnsweredMethods, on tableView: UITableView, changedFrom before: AnsweredMethods?) {
        if let diffable = diffableDataSource as? any UITableViewDataSource {
            // Apple: do not change the data source once a diffable one is configured (its answers never change).
            if (tableView.dataSource as AnyObject?) !== diffable { tableView.dataSource = diffable }
        } else if now.dataSource != before?.dataSource {
            tableView.dataSource = nil
            tableView.dataSource = proxy
        }
        if now.delegate != before?.delegate {
            tableView.delegate = nil
            tableView.delegate = forwarder
        }
        if now.prefetching != before?.prefetching {
            tableView.prefetchDataSource = nil
            if !now.prefetching.isEmpty { tableView.prefetchDataSource = proxy }
        }
        if now.drag != before?.drag {
            tableView.dragDelegate = nil
            if now.drag.contains("tableView(_:itemsForBeginning:at:)") { tableView.dragDelegate = proxy }
        }
        if now.drop != before?.drop {
            tableView.dropDelegate = nil
            if now.drop.contains("tableView(_:performDropWith:)") { tableView.dropDelegate = proxy }
        }
        connected = now
    }

    /// Reloads the table from the content (and sets its roles again where the methods answered changed).
    public func reloadData() {
        updater.reset()
        registerViews()
        reconnectIfNeeded()
        updater.reloadView()
        refreshEmptyState()
    }

    /// Registers with the table the view class of every mapping of the registry and of the content (a
    /// ``DispatchingContent``'s ``DispatchingContent/viewMappings``) not registered yet. Views are also
    /// registered the first time they are dequeued, so this only matters to code that dequeues views itself.
    override func registerViews() {
        guard tableView != nil else { return }
        for mapping in ViewRegistrations.mappings(of: registry, content: content) { _ = register(mapping) }
    }

    /// Registers `mapping`'s view class with the table if it is not yet, and returns the identifier to dequeue it
    /// with; `nil` when the class is not a table cell (or header/footer view) class.
    private func register(_ mapping: ViewMapping) -> String? {
        guard let tableView else { return nil }
        switch mapping.kind {
        case .cell:
            guard let cellClass = mapping.viewType as? UITableViewCell.Type else { return nil }
            let (identifier, isNew, conflict) = registrations.identifier(for: mapping, in: "cell")
            if let conflict, !ViewRegistrations.registryReported(conflict, in: registry) {
                report(.reuseIdentifierConflict(conflict))
            }
            if isNew {
                let plan = ViewRegistrationPlan.plan(
                    for: mapping, viewClass: cellClass, identifier: identifier, source: viewSource(for: mapping),
                    hasPrototype: { tableView.dequeueReusableCell(withIdentifier: identifier) != nil }, report: report)
                switch plan {
                case .viewClass: tableView.register(cellClass, forCellReuseIdentifier: identifier)
                case .nib(let nib): tableView.register(nib, forCellReuseIdentifier: identifier)
                case .prototype: break
                }
            }
            return identifier
        case .header, .footer:
            guard let viewClass = mapping.viewType as? UITableViewHeaderFooterView.Type else { return nil }
            let (identifier, isNew, conflict) = registrations.identifier(for: mapping, in: "headerFooter")
            if let conflict, !ViewRegistrations.registryReported(conflict, in: registry) {
                report(.reuseIdentifierConflict(conflict))
            }
            if isNew {
                let plan = ViewRegistrationPlan.plan(
                    for: mapping, viewClass: viewClass, identifier: identifier, source: viewSource(for: mapping),
                    hasPrototype: { tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) != nil },
                    report: report)
                switch plan {
                case .viewClass: tableView.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
                case .nib(let nib): tableView.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
                case .prototype: break
                }
            }
            return identifier
        case .supplementary:
            return nil
        }
    }
}

extension TableViewManager: ViewHost {
    /// A cell (or header/footer view) of the mapping's class, registered with the table the first time.
    public func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? {
        guard let tableView, let identifier = register(mapping) else { return nil }
        if mapping.kind == .cell { return tableView.dequeueReusableCell(withIdentifier: identifier, for: path.uikit) }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// The cell, header or footer on screen.
    public func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? {
        switch kind {
        case .cell: tableView?.cellForRow(at: path.uikit)
        case .header: tableView?.headerView(forSection: path.section)
        case .footer: tableView?.footerView(forSection: path.section)
        case .supplementary: nil
        }
    }
}
