public import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// What ``TableViewManager`` and ``CollectionViewManager`` share: the dispatcher and its mappings, the one update
/// path (``ContentUpdater``) and its settings, observing the content, applying updates by hand, and the leak
/// sentinel's check.
///
/// You never make one; make a table or collection manager.
@MainActor
public class ViewManager {
    /// What the view asks; its ``Dispatcher/registry`` holds the mappings.
    public let dispatcher: Dispatcher
    /// Applies content updates safely.
    let updater: ContentUpdater
    var observation: ContentObservation?
    /// The view classes registered with the view, by reuse identifier.
    var registrations = ViewRegistrations()
    /// Where each mapping's views come from, when not ``ViewSource/automatic``.
    var viewSources: [ObjectIdentifier: ViewSource] = [:]
    /// The view showing the empty state, while it is the view's background.
    var emptyStateView: UIView?
    /// The background view the empty state replaced.
    var backgroundBeforeEmptyState: UIView?

    /// What the view shows behind its rows while it has none (no sections, or only empty ones): a view, a content
    /// configuration (`UIContentUnavailableConfiguration`, iOS 17), or an ``Trellis/EmptyState``. `nil` (the
    /// default): nothing, an empty table. Shown as the view's `backgroundView`, checked after every reload and update.
    ///
    /// ```swift
    /// manager.emptyState = .emptyState(EmptyState("No posts yet", imageName: "tray"))
    /// if #available(iOS 17.0, *) { manager.emptyState = .configuration(UIContentUnavailableConfiguration.search()) }
    /// ```
    public var emptyState: EmptyStateContent? {
        didSet { refreshEmptyState() }
    }
    /// The diffable data source made by `attachDiffable`, kept alive with the manager (a view holds its data source
    /// weakly).
    var diffableDataSource: AnyObject?
    /// Whether a view was attached (for the leak sentinel).
    var wasAttached = false
    /// Whether the leak sentinel already reported.
    var reportedOutlived = false
    /// The manager's own storage, made by the first `memoryStorage` read when the content is not a storage.
    var ownStorage: MemoryStorage?

    init(dispatcher: Dispatcher) {
        self.dispatcher = dispatcher
        updater = ContentUpdater(dispatcher: dispatcher) { anomaly in
            AnomalyReporter.report(anomaly, to: dispatcher.anomalyHandler)
        }
        updater.viewIsGone = { [weak self] in self?.checkOutlived() }
        updater.shownContentChanged = { [weak self] in self?.refreshEmptyState() }
    }

    /// The mappings: register your cells, headers and footers here.
    public var registry: MappingRegistry { dispatcher.registry }
    /// Whether a view outside a window animates its updates (`false`: it reloads, as nothing is visible).
    public var animatesOffScreen: Bool {
        get { updater.animatesOffScreen }
        set { updater.animatesOffScreen = newValue }
    }
    /// How rows whose content changed are shown when an update leaves it to the manager (``ContentUpdate/itemRefresh``
    /// is `.inherited`): `.reconfigure` (the default) shows the new content in the cell a row has, with
    /// `reconfigureRows` / `reconfigureItems` (iOS 15), so the cell keeps its state and nothing cross-fades; `.reload`
    /// replaces the cell. A row whose model now maps to another cell type is reloaded either way, and so is a row
    /// with no cell on screen (UIKit may have prepared one that Trellis cannot see).
    public var itemRefresh: ItemRefresh {
        get { updater.itemRefresh }
        set { updater.itemRefresh = newValue == .inherited ? .reconfigure : newValue }
    }
    /// The row or item kept in place when others are inserted or removed above it.
    public var scrollAnchor: ScrollAnchor {
        get { updater.scrollAnchor }
        set { updater.scrollAnchor = newValue }
    }
    /// Called before each update is applied.
    public var willUpdate: (@MainActor (ContentUpdate) -> Void)? {
        get { updater.willUpdate }
        set { updater.willUpdate = newValue }
    }
    /// Called once each update has been applied (before its animations end).
    public var didUpdate: (@MainActor (ContentUpdate) -> Void)? {
        get { updater.didUpdate }
        set { updater.didUpdate = newValue }
    }
    /// How many recent batches an anomaly report lists.
    public var recentUpdateLimit: Int {
        get { updater.recentUpdateLimit }
        set { updater.recentUpdateLimit = newValue }
    }
    /// Whether a batch is animating.
    public var isUpdating: Bool { updater.isUpdating }
    /// The content the manager observes.
    public var content: (any SectionedContent)? { updater.content }

    // MARK: Content

    /// Observes `content` and shows it, without reloading; registers the views of the registry's mappings and of
    /// the content's own (declarative rows, a cascading tree's, an outline's).
    final func replaceContent(_ content: (any SectionedContent)?) {
        observation?.cancel()
        observation = nil
        updater.content = content
        updater.reset()
        dispatcher.content = content
        registerViews()
        if let observable = content as? any ObservableContent {
            observation = observable.observe { [weak self] update in
                // Before the update is applied, so UIKit asks the methods the new rows answer (a height closure)
                // for the rows it inserts.
                self?.reconnectIfNeeded()
                self?.updater.receive(update, completion: nil)
            }
        }
    }

    /// Registers with the view the view class of every mapping not registered yet; each manager knows how.
    func registerViews() {}

    /// Sets each role of the view (data source, delegate, prefetching, drag, drop) again whose answered methods
    /// changed since it was set; each manager knows its view.
    func reconnectIfNeeded() {}

    /// The key of the watcher tied to your delegate: this manager's own address, so two managers sharing a delegate
    /// each have theirs.
    final var userDelegateKey: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
    /// Your delegate as last watched.
    weak var watchedUserDelegate: AnyObject?

    /// Watches `delegate` (your delegate, now set), so that its deallocation reconnects the view's delegate: UIKit
    /// would otherwise go on sending the methods it answered.
    final func watchUserDelegate(_ delegate: AnyObject?) {
        guard delegate !== watchedUserDelegate else { return }
        if let watched = watchedUserDelegate { DeallocationWatcher.stopWatching(watched, key: userDelegateKey) }
        watchedUserDelegate = delegate
        guard let delegate else { return }
        DeallocationWatcher.watch(delegate, key: userDelegateKey) { [weak self] in self?.reconnectIfNeeded() }
    }

    /// Whether the view the manager was attached to still exists; each manager knows its view.
    var hasView: Bool { false }
    /// The view the manager drives now; each manager knows its view.
    var drivenView: UIView? { nil }

    /// What `detach()` does: stops observing, sets the view's roles the manager holds to `nil` and forgets the view;
    /// each manager knows its view.
    func detachFromView() {}

    // MARK: Applying updates by hand

    /// Applies `update` now (or after the batch animating), then calls `completion` when its animations finish.
    /// Content updates from the observed content go through here by themselves.
    public func apply(_ update: ContentUpdate, completion: (@MainActor () -> Void)? = nil) {
        updater.receive(update, completion: completion)
    }

    /// Applies `update` and returns once its animations have finished (or the view reloaded instead).
    public func apply(_ update: ContentUpdate) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            updater.receive(update) { continuation.resume() }
        }
    }

    /// Calls `completion` once every update received so far has been applied and its animations have finished
    /// (at once when none is in flight).
    public func whenUpdatesFinish(_ completion: @escaping @MainActor () -> Void) {
        updater.whenUpdatesFinish(completion)
    }

    // MARK: Anomalies

    /// Sends `anomaly` to the dispatcher's handler, else to ``AnomalyReporter``.
    final func report(_ anomaly: Anomaly) {
        updater.report(anomaly)
    }

    /// Reports once, in debug builds, that the manager outlived the view it was attached to, and stops observing.
    final func checkOutlived() {
        #if DEBUG
        guard wasAttached, !hasView, !reportedOutlived else { return }
        reportedOutlived = true
        observation?.cancel()
        observation = nil
        report(.outlivedView(manager: String(describing: type(of: self))))
        #endif
    }
}
