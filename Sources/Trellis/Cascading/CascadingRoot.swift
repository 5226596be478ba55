/// The root of a cascading delegate tree: one child node per section, shown by a ``Dispatcher`` like any content.
///
/// ```swift
/// let root = CascadingRoot(children: [HeaderSection(), InfoSection(), ReviewsSection(), RelatedSection()])
/// root.prepare(dispatcher.registry)        // every node registers its cells
/// dispatcher.content = root
/// root.performUpdates(animation: .fade) {  // one animated update for every change inside
///     reviews.reviews.append(review)
///     root.children.swapAt(2, 3)
/// }
/// ```
///
/// The root is an ``ObservableContent``: each change of the tree (children added, removed, reordered, or a node's
/// ``CascadingNode/setNeedsUpdate(animation:)``) is diffed against what hosts show and sent as one update, never
/// as `reloadData`. It is a ``DispatchingContent``: the dispatcher asks the tree first (the node for the section,
/// then the node for the row), then a declarative row's own closures, then the registry.
@MainActor
open class CascadingRoot: CascadingNode {
    let published = PublishedSections()
    /// Shows and answers declarative rows held by the tree's sections.
    let rowDispatch = RowDispatch()
    /// The registry the tree was prepared with.
    private(set) weak var preparedRegistry: MappingRegistry?
    private var batchDepth = 0
    private var batchAnimation: RowAnimation = .inherited
    private var batchChanged = false
    /// How updates ask hosts to animate when no animation is given (`nil`: the host's own).
    public var animation: RowAnimation = .inherited
    /// Where this tree's anomalies go; `nil` sends them to ``AnomalyReporter``.
    public var anomalyHandler: AnomalyHandler? {
        get { published.publisher.anomalyHandler }
        set { published.publisher.anomalyHandler = newValue }
    }

    /// A root with one child per section.
    public init(children: [CascadingNode] = [], animation: RowAnimation = .inherited) {
        self.animation = animation
        super.init(children: children, propagation: .section)
        publish(animation: .inherited)
    }

    /// Prepares the whole tree with `registry` (each node registers its views), and every child added later.
    override open func prepare(_ registry: MappingRegistry) {
        preparedRegistry = registry
        super.prepare(registry)
    }

    /// Whether a node of the tree answers `event`, an event without a typed ``CascadingNode`` method, in its
    /// ``CascadingNode/answer(_:kind:at:view:argument:)`` override. A host implements a view's optional method only
    /// for the events its content answers (UIKit asks which once, when the view's roles are set), so override this
    /// for each event such an override answers; the events with a typed method are answered already. Default:
    /// `false`.
    ///
    /// ```swift
    /// override func answersThroughNodes<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
    ///     event.matches(.indentationLevel)
    /// }
    /// ```
    open func answersThroughNodes<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool { false }

    /// Whether the root is inside ``performUpdates(animation:_:)``: changes wait for its end.
    package var isBatchingUpdates: Bool { batchDepth > 0 }

    /// Runs `body`, which changes the tree and its nodes' data any number of times, then sends one update.
    public func performUpdates(animation: RowAnimation = .inherited, _ body: () -> Void) {
        batchDepth += 1
        if batchDepth == 1 { batchAnimation = animation; batchChanged = false }
        body()
        batchDepth -= 1
        if batchDepth == 0, batchChanged { publish(animation: batchAnimation) }
    }

    /// A node changed: diff and send now, or at the end of the current ``performUpdates(animation:_:)``.
    func treeDidChange(animation: RowAnimation) {
        if batchDepth > 0 {
            batchChanged = true
            return
        }
        publish(animation: animation)
    }

    /// How many times the tree was published (diffed and sent): a user's move checks that its node published it.
    private(set) var publishCount = 0

    private func publish(animation: RowAnimation) {
        publishCount += 1
        // The nodes describe their sections inside the edit: a node's `rows` that changes the tree makes an edit
        // that waits until this one is sent.
        published.publish(
            { [self] in currentSections(recording: true) },
            animation: animation == .inherited ? self.animation : animation,
            operation: "CascadingRoot"
        ) { [self] update in
            rowDispatch.invalidateHeights(
                after: update, shown: published.shown, previous: published.previous,
                duplicates: published.hasDuplicateRows)
            rowDispatch.learn(published.shown)
        }
    }

    /// The section index: the children's index titles, when any has one.
    func indexTitles() -> [String]? {
        let titles = children.compactMap(\.indexTitle)
        return titles.isEmpty ? nil : titles
    }
}
