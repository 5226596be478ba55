/// The one way content reaches its observers: every content type (`MemoryStorage`, declarative content, a cascading
/// tree, an outline, a database storage, and your own) keeps one, hands it each ``ContentUpdate``, and runs its edits
/// through it.
///
/// ```swift
/// @MainActor final class Inbox: ObservableContent {
///     private let publisher = ContentPublisher()
///     private var sections: [StorageSection] = []
///     func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
///         publisher.observe(handler)
///     }
///     var snapshot: ContentSnapshot { ContentSnapshot(sections: sections) }
///     func setMessages(_ messages: [Message]) {
///         publisher.edit { [self] in
///             let old = sections
///             sections = [StorageSection(items: messages)]
///             publisher.send(ContentUpdate(from: old, to: sections))
///         }
///     }
///     var numberOfSections: Int { sections.count }
///     func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
///     func item(at path: ItemPath) -> Any? { sections[path.section].items[path.item].base }
///     func headerModel(forSection section: Int) -> Any? { sections[section].headerModel }
///     func footerModel(forSection section: Int) -> Any? { sections[section].footerModel }
/// }
/// ```
///
/// A section's items are ``AnyItem``s: `item(at:)` returns the model (`.base`). (A content that returns the
/// `AnyItem` itself is shown the same way: the dispatcher looks through it to the model, for cells, headers,
/// footers and events.)
///
/// ## Observers
///
/// Observers are called in the order they subscribed. Each ``observe(_:)`` returns a ``ContentObservation``; ending
/// it (``ContentObservation/cancel()`` or releasing it) releases the handler at once, and the publisher forgets the
/// observer at its next delivery or subscription.
///
/// ## Edits during a delivery
///
/// An observer that edits the content while it receives an update would otherwise make the others receive updates
/// out of order. So an edit made during a delivery (``edit(_:_:)``) is reported as
/// ``Anomaly/editDuringUpdate(operation:)`` and run once every observer has the current update, in the order the
/// edits were made, each as its own update. No edit is dropped or merged.
@MainActor
public final class ContentPublisher {
    private var observers: [ObserverEntry] = []
    private var waitingEdits: [@MainActor () -> Void] = []
    private var isRunningWaitingEdits = false
    /// How deep reports are being handed to the anomaly handler now: an edit the handler makes is queued without a
    /// report of its own, which would call the handler again, and again for the edit it makes then.
    private var reportingDepth = 0
    /// Where anomalies go: the content's handler, else ``AnomalyReporter``.
    public var anomalyHandler: AnomalyHandler?

    /// A publisher with no observers.
    public init(anomalyHandler: AnomalyHandler? = nil) {
        self.anomalyHandler = anomalyHandler
    }

    /// Whether observers are being handed an update right now.
    public private(set) var isDelivering = false

    /// Whether an edit is being made right now (``edit(_:_:)``, ``whileEditing(_:)``): an edit made meanwhile, by code
    /// the edit calls (an anomaly handler it reports to, a getter it reads), waits until it is over.
    public private(set) var isEditing = false

    /// Whether an edit made now must wait: an update is being delivered, or another edit is being made.
    public var isBusy: Bool { isDelivering || isEditing }

    /// Adds an observer; ending the returned token ends it.
    public func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        prune()
        let entry = ObserverEntry(handler: handler)
        observers.append(entry)
        return ContentObservation(entry: entry)
    }

    /// Whether someone listens: content builds no update when nobody does.
    public var hasObservers: Bool {
        observers.contains { !$0.isCancelled }
    }

    /// Hands `update` to every observer (nothing for an empty update), then runs the edits made meanwhile.
    ///
    /// Call it from inside ``edit(_:_:)`` (or from code that already checked ``isDelivering``): an update sent during
    /// a delivery is reported and delivered once the current one is, like an edit.
    public func send(_ update: ContentUpdate) {
        guard !update.isEmpty else { return }
        if isDelivering {
            // Queued before it is reported: an edit the anomaly handler makes then runs after this one.
            waitingEdits.append { [weak self] in self?.send(update) }
            reportUnlessReporting(.editDuringUpdate(operation: "ContentPublisher.send(_:)"))
            return
        }
        isDelivering = true
        for entry in observers {
            entry.handler?(update)
        }
        isDelivering = false
        prune()
        // Sent from inside an edit: the edits made meanwhile run when that edit is over.
        if !isEditing { runWaitingEdits() }
    }

    /// Runs `body`, which changes the content and sends its update, now; or, during a delivery or another edit,
    /// reports ``Anomaly/editDuringUpdate(operation:)`` and runs it once that is over (in order with the other edits
    /// made meanwhile).
    ///
    /// While `body` runs, the content is being edited: an edit made by code it calls (an anomaly handler it reports
    /// to, a getter of the app's it reads) waits until it is over, so that no update is sent between its change and
    /// its own update, which would then describe a change the observers never saw.
    ///
    /// - Parameter operation: What the edit is, for the report (by default the calling function's name).
    /// - Returns: Whether `body` ran now (`false`: it waits).
    @discardableResult
    public func edit(_ operation: String = #function, _ body: @escaping @MainActor () -> Void) -> Bool {
        guard !isBusy else {
            waitingEdits.append(body)
            reportUnlessReporting(.editDuringUpdate(operation: operation))
            return false
        }
        whileEditing(body)
        return true
    }

    /// Runs `body`, an edit that must not wait (the caller checked ``isBusy``), as ``edit(_:_:)`` runs one: edits made
    /// meanwhile wait until it is over, then run.
    public func whileEditing<E: Error>(_ body: () throws(E) -> Void) throws(E) {
        isEditing = true
        defer {
            isEditing = false
            runWaitingEdits()
        }
        try body()
    }

    /// Queues `body` to run once the current delivery is over, without a report (an edit already reported, such as
    /// the edits of a batch made during a delivery).
    func runAfterDelivery(_ body: @escaping @MainActor () -> Void) {
        if isBusy { waitingEdits.append(body) } else { body() }
    }

    /// Whether a reported anomaly goes anywhere: in release builds the default handler drops them, so content skips
    /// the work of describing one (the paths of every duplicate, its models' `description`) unless a handler is
    /// installed.
    var anyoneListens: Bool {
        #if DEBUG
        return true
        #else
        return anomalyHandler != nil || AnomalyReporter.handler != nil || AnomalyReporter.scopedHandler != nil
        #endif
    }

    /// Reports `anomaly` to ``anomalyHandler``, else to ``AnomalyReporter``.
    public func report(_ anomaly: Anomaly) {
        reportingDepth += 1
        defer { reportingDepth -= 1 }
        AnomalyReporter.report(anomaly, to: anomalyHandler)
    }

    /// Reports an edit that waits, unless the anomaly handler is making it (the edit still waits): a handler that
    /// edits the content on every anomaly would otherwise be called again for its own edit, without end.
    private func reportUnlessReporting(_ anomaly: Anomaly) {
        guard reportingDepth == 0 else { return }
        report(anomaly)
    }

    private func runWaitingEdits() {
        guard !isRunningWaitingEdits else { return }
        isRunningWaitingEdits = true
        defer { isRunningWaitingEdits = false }
        // Each runs as it would have, had it not waited: an edit it makes through its content is guarded again.
        while !waitingEdits.isEmpty {
            waitingEdits.removeFirst()()
        }
    }

    private func prune() {
        if observers.contains(where: \.isCancelled) { observers.removeAll(where: \.isCancelled) }
    }
}
