internal import Foundation

/// Content whose sections follow live sources: an `@Observable` model's array property, or an `AsyncSequence` of
/// arrays. Each change is diffed against what observers were last sent and published as one animated update.
///
/// ```swift
/// @Observable final class Inbox { var messages: [Message] = [] }
///
/// let content = LiveContent(sections: [
///     StorageSection(id: "inbox", header: "Inbox"), StorageSection(id: "results", header: "Results"),
/// ])
/// content.bind(section: 0) { inbox.messages }           // read again whenever `messages` changes
/// content.bind(section: 1, to: searchResults)           // an AsyncSequence of [Result]
/// manager.attach(to: tableView, content: content)
/// ```
///
/// - Coalescing: changes made in one run-loop turn are read once; an update is published at most once every
///   ``minimumInterval`` (what a batch takes to animate), and the changes arriving meanwhile become one update, from
///   what was last sent to the newest values.
/// - Off the main actor: a diff of more than ``offMainThreshold`` items runs on a background task (its input and
///   result, `[StorageSection]` and the staged changeset, are `Sendable` values), for sources whose elements are
///   `Sendable`; one diff runs at a time.
/// - Hosts: updates are published from main-actor tasks, so the main run loop must run (UIKit apps, async tests). A
///   host that blocks it (the terminal's session) calls ``flush()`` to publish what is pending.
@MainActor
public final class LiveContent: ObservableContent {
    /// Sends the updates.
    private let publisher = ContentPublisher()
    /// The sections every observer has received.
    private(set) var shown: [StorageSection]
    /// Counts the updates published: a diff made off the main actor is used only if nothing was published since.
    private var revision = 0
    /// The newest items of each bound section not published yet, whether they may be diffed off the main actor, and
    /// when they were received (``received``).
    private var pending: [Int: (items: [AnyItem], sendable: Bool, order: UInt64)] = [:]
    /// Counts the values received: a value received later is newer.
    private var received: UInt64 = 0
    /// When the values each section shows were received: a diff that comes back after a newer value of a section was
    /// published does not put its older value back in line.
    private var publishedOrder: [Int: UInt64] = [:]
    /// The publish waiting for the interval to pass, if any: cancelled when the interval changes or the content goes.
    private var scheduledPublish: Task<Void, Never>?
    /// Whether a diff runs off the main actor now.
    package private(set) var diffInFlight = false
    private var lastPublished: Double = -.infinity
    /// The binding of each bound section: kept here, so that it lives as long as the content (or until the section
    /// is bound again).
    var bindings: [Int: LiveBinding] = [:]

    /// How the updates animate.
    public var animation: RowAnimation = .inherited
    /// The shortest time between two updates, in seconds (a batch's animation: 0.3 s by default); 0 publishes each
    /// turn's changes at once; `.infinity` publishes the first change at once and later ones only on ``flush()``.
    /// A negative value or NaN is reported as ``Anomaly/invalidValue(_:)`` and 0 is used. Changes waiting when the
    /// interval is set are published when the new interval allows.
    public var minimumInterval: Double = 0.3 {
        didSet {
            if minimumInterval.isNaN || minimumInterval < 0 {
                publisher.report(
                    .invalidValue(
                        InvalidValue(
                            what: "minimum interval", value: "\(minimumInterval)", place: "LiveContent.minimumInterval",
                            why: minimumInterval.isNaN ? "is not a number" : "is negative", replacement: "0")))
                minimumInterval = 0
            }
            // A publish waiting for the old interval is scheduled again for the new one.
            cancelScheduledPublish()
            if !pending.isEmpty { schedulePublish() }
        }
    }
    /// The item count (before and after, together) above which a diff runs off the main actor.
    public var offMainThreshold = 10_000
    /// How many diffs ran off the main actor (for tests and measurements).
    public private(set) var offMainDiffCount = 0
    /// Where anomalies go.
    public var anomalyHandler: AnomalyHandler? {
        get { publisher.anomalyHandler }
        set { publisher.anomalyHandler = newValue }
    }

    /// Content of `sections` (their ids, headers and footers; items, if any, until a source replaces them).
    public init(sections: [StorageSection] = [StorageSection()]) {
        shown = Self.positioned(sections)
    }

    deinit {
        // A publish waiting for a long interval would otherwise sleep on, holding its task, after the content is gone.
        scheduledPublish?.cancel()
        // The sections' sources stop with the content (a task waiting on an AsyncSequence would otherwise wait on,
        // holding the sequence, until it produces again, which may be never).
        for binding in bindings.values { binding.cancel() }
    }

    // MARK: Publishing

    /// Publishes now what the sources changed since the last update (on the main actor, without waiting for
    /// ``minimumInterval``).
    public func flush() {
        // A publish scheduled before this one would go out as soon as it runs, not an interval after this one.
        cancelScheduledPublish()
        publishPending(now: true)
    }

    /// Whether source changes wait to be published.
    public var hasPendingChanges: Bool { !pending.isEmpty }

    /// Records the newest items of `section`.
    func receive(_ items: [AnyItem], forSection section: Int, sendable: Bool) {
        guard shown.indices.contains(section) else {
            publisher.report(
                .invalidValue(
                    InvalidValue(
                        what: "live section", value: "\(section)", place: "LiveContent.bind(section:)",
                        why: "is not a section of the content (it has \(shown.count))", replacement: "nothing")))
            return
        }
        received += 1
        pending[section] = (items, sendable, received)
        schedulePublish()
    }

    private func cancelScheduledPublish() {
        scheduledPublish?.cancel()
        scheduledPublish = nil
    }

    private func schedulePublish() {
        guard scheduledPublish == nil else { return }
        // Nothing published yet: at once (`-infinity + infinity` is NaN, so this is not left to the arithmetic).
        let wait =
            lastPublished == -.infinity
            ? 0 : max(0, lastPublished + minimumInterval - ProcessInfo.processInfo.systemUptime)
        let nanoseconds = wait * 1_000_000_000
        // An interval too long to sleep (`.infinity`, or more than `UInt64` nanoseconds): only `flush()` publishes.
        guard nanoseconds < Double(UInt64.max) else { return }
        scheduledPublish = Task { @MainActor [weak self] in
            if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(nanoseconds)) }
            // Cancelled: the interval changed, and a publish scheduled for the new one replaces this one.
            guard !Task.isCancelled, let self else { return }
            self.scheduledPublish = nil
            self.publishPending(now: false)
        }
    }

    private func publishPending(now: Bool) {
        guard !pending.isEmpty, now || !diffInFlight else { return }
        let source = shown
        var target = shown
        var sendable = true
        let taken = pending
        for (section, update) in taken {
            target[section] = target[section].replacingItems(update.items)
            sendable = sendable && update.sendable
        }
        pending = [:]
        let positioned = Self.positioned(target)
        let size = source.reduce(0) { $0 + $1.items.count } + positioned.reduce(0) { $0 + $1.items.count }
        guard !now, sendable, size > offMainThreshold else {
            let animation = animation
            publish(positioned, update: { ContentUpdate(from: source, to: positioned, animation: animation) })
            recordPublished(taken)
            return
        }
        diffInFlight = true
        offMainDiffCount += 1
        let base = revision
        Task { @MainActor [weak self] in
            let changeset = await Task.detached(priority: .userInitiated) {
                StagedChangeset(source: source, target: positioned)
            }.value
            guard let self else { return }
            diffInFlight = false
            if revision == base {
                let animation = animation
                publish(positioned, update: { ContentUpdate(changeset, animation: animation) })
                recordPublished(taken)
            } else {
                // Something was published meanwhile (a flush): the values diffed go back in line, unless a newer
                // value of their section is waiting or was published meanwhile (the newest value always wins).
                for (section, update) in taken
                where pending[section] == nil && publishedOrder[section, default: 0] < update.order {
                    pending[section] = update
                }
            }
            if !pending.isEmpty { schedulePublish() }
        }
    }

    /// Notes when the values of `taken`, just published, were received.
    private func recordPublished(_ taken: [Int: (items: [AnyItem], sendable: Bool, order: UInt64)]) {
        for (section, update) in taken {
            publishedOrder[section] = max(publishedOrder[section, default: 0], update.order)
        }
    }

    /// Makes `target` what observers have and sends them `update()` (built only when someone listens).
    private func publish(_ target: [StorageSection], update: @escaping @MainActor () -> ContentUpdate) {
        publisher.edit("LiveContent update") { [self] in
            revision += 1
            guard publisher.hasObservers else {
                shown = target
                return
            }
            let update = update()
            shown = target
            // Only an update that changes something animates, and so spaces the next one.
            if !update.isEmpty { lastPublished = ProcessInfo.processInfo.systemUptime }
            publisher.send(update)
        }
    }

    /// `sections` with their positions set, so that sections without an id are matched by index, and items without
    /// an identity of their own are identified by their place.
    nonisolated static func positioned(_ sections: [StorageSection]) -> [StorageSection] {
        var sections = sections
        for index in sections.indices {
            sections[index].position = index
            let section = sections[index].diffIdentity
            for item in sections[index].items.indices where sections[index].items[item].hasTokenIdentity {
                let wrapped = sections[index].items[item]
                sections[index].items[item] = wrapped.replacingIdentity(
                    ItemIdentity(
                        value: PositionalIdentity(
                            section: section, index: item, type: ObjectIdentifier(type(of: wrapped.base)))))
            }
        }
        return sections
    }

    // MARK: ObservableContent

    /// Calls `handler` with every update from now on.
    public func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        publisher.observe(handler)
    }

    /// What observers have received.
    public var snapshot: ContentSnapshot { ContentSnapshot(sections: shown) }

    /// The number of sections.
    public var numberOfSections: Int { shown.count }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        shown.indices.contains(section) ? shown[section].items.count : 0
    }

    /// The model at `path`.
    public func item(at path: ItemPath) -> Any? { ContentSnapshot.item(in: shown, at: path)?.base }

    /// The header model of `section`.
    public func headerModel(forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].headerModel : nil
    }

    /// The footer model of `section`.
    public func footerModel(forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].footerModel : nil
    }

    /// The model of `section`'s supplementary view of element kind `kind`.
    public func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].supplementaryModel(ofKind: kind) : nil
    }
}
