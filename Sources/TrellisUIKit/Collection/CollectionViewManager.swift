internal import Foundation
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
    #if canImport(ObjectiveC)
    /// The collection's delegate on Apple platforms: sends each method to the proxy or to your delegate.
    lazy var forwarder = DelegateForwarder(proxy: proxy) { [weak proxy] selector in
        CollectionMethods.swiftNameOfSelector[selector].flatMap { proxy?.answersMethod($0) }
    }
    #endif

    /// A manager with its own dispatcher.
    public init(registry: MappingRegistry = MappingRegistry()) {
        let dispatcher = Dispatcher(registry: registry)
        proxy = CollectionViewProxy(dispatcher: dispatcher)
        super.init(dispatcher: dispatcher)
        dispatcher.host = self
    }

    /// Your own delegate: receives what Trellis does not answer, and scroll-view calls.
    public var delegate: (any UICollectionViewDelegate)? {
        get { proxy.delegate }
        set {
            proxy.delegate = newValue
            if let collectionView { connect(collectionView) }
        }
    }

    /// Drives `collectionView` with `content`.
    public func attach(to collectionView: UICollectionView, content: (any SectionedContent)?) {
        diffableDataSource = nil
        self.collectionView = collectionView
        updater.view = collectionView
        wasAttached = true
        reportedOutlived = false
        registrations.reset()
        replaceContent(content)
        connect(collectionView)
        collectionView.reloadData()
        LeakSentinel.watch(collectionView, manager: self)
    }

    /// Shows `content` instead, with a reload.
    public func setContent(_ content: (any SectionedContent)?) {
        replaceContent(content)
        collectionView?.reloadData()
    }

    /// Sets the data source and delegates (prefetching and drag and drop only when something answers them).
    public func connect(_ collectionView: UICollectionView) {
        collectionView.dataSource = (diffableDataSource as? any UICollectionViewDataSource) ?? proxy
        #if canImport(ObjectiveC)
        forwarder.user = proxy.delegate
        collectionView.delegate = nil   // UIKit caches which methods its delegate answers when it is set
        collectionView.delegate = forwarder
        #else
        collectionView.delegate = proxy
        #endif
        collectionView.prefetchDataSource = dispatcher.answers(.prefetch) || dispatcher.answers(.cancelPrefetching) ? proxy : nil
        collectionView.dragDelegate = dispatcher.answers(.itemsForBeginning) ? proxy : nil
        collectionView.dropDelegate = dispatcher.answers(.performDrop) ? proxy : nil
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
        let description = leading ? dispatcher.leadingSwipeActionsForItem(at: indexPath.itemPath, view: view)
            : dispatcher.trailingSwipeActionsForItem(at: indexPath.itemPath, view: view)
        return description.map(UIKitObjects.swipeActions)
    }

    /// Stops driving the collection and observing the content.
    public func detach() {
        observation?.cancel()
        observation = nil
        if let collectionView {
            collectionView.dataSource = nil
            collectionView.delegate = nil
            collectionView.prefetchDataSource = nil
            collectionView.dragDelegate = nil
            collectionView.dropDelegate = nil
        }
        collectionView = nil
        wasAttached = false
    }

    /// Reloads the collection from the content.
    public func reloadData() {
        updater.reset()
        registerViews()
        collectionView?.reloadData()
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
            if let conflict, !ViewRegistrations.registryReported(conflict, in: registry) { report(.reuseIdentifierConflict(conflict)) }
            if isNew { collectionView.register(cellClass, forCellWithReuseIdentifier: identifier) }
            return identifier
        }
        guard let viewClass = mapping.viewType as? UICollectionReusableView.Type else { return nil }
        let kind = Self.elementKind(mapping.kind)
        let (identifier, isNew, conflict) = registrations.identifier(for: mapping, in: kind)
        if let conflict, !ViewRegistrations.registryReported(conflict, in: registry) { report(.reuseIdentifierConflict(conflict)) }
        if isNew { collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) }
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
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: Self.elementKind(mapping.kind), withReuseIdentifier: identifier, for: path.uikit)
    }

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
