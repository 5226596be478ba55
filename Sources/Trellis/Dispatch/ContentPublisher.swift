/// What declarative content, a cascading tree and an outline share: the sections last sent to observers, the
/// observers, and turning a new list of sections into one animated ``ContentUpdate`` with the diff.
///
/// Content reads (counts, items, headers) come from ``shown``, the state every observer has received, so a host
/// never reads ahead of the update it is applying. A change made by an observer while an update is delivered is
/// reported (``Anomaly/editDuringUpdate(operation:)``) and published once the delivery is over, as its own update.
@MainActor
final class ContentPublisher {
    /// The sections every observer has received.
    private(set) var shown: [StorageSection] = []
    private var observers: [(token: Weak<StorageObservation>, handler: @MainActor (ContentUpdate) -> Void)] = []
    private var isDelivering = false
    private var pendingDuringDelivery: (sections: () -> [StorageSection], animation: RowAnimation?)?
    /// Where anomalies go.
    var report: @MainActor (Anomaly) -> Void = { AnomalyReporter.report($0) }

    /// A publisher showing `sections`, with no update sent.
    init(_ sections: [StorageSection] = []) {
        shown = Self.positioned(sections)
    }

    /// Adds an observer; cancelling or dropping the token ends it.
    func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> StorageObservation {
        let token = StorageObservation(onCancel: {})
        observers.removeAll { $0.token.value == nil || $0.token.value?.isCancelled == true }
        observers.append((Weak(token), handler))
        return token
    }

    /// Whether someone listens.
    var hasObservers: Bool { observers.contains { $0.token.value.map { !$0.isCancelled } ?? false } }

    /// Makes `sections` the shown content and sends observers the diff from the previous one (nothing when the
    /// two are the same).
    ///
    /// - Returns: The update sent (empty when nothing changed or an observer's edit was deferred).
    @discardableResult
    func publish(
        _ sections: @autoclosure () -> [StorageSection], animation: RowAnimation?, operation: String
    ) -> StorageUpdate {
        if isDelivering {
            report(.editDuringUpdate(operation: operation))
            let target = sections()
            pendingDuringDelivery = ({ target }, animation)
            return StorageUpdate()
        }
        let target = Self.positioned(sections())
        let update = StorageUpdate(source: shown, target: target)
        shown = target
        guard !update.stages.isEmpty else { return update }
        deliver(ContentUpdate(update, animation: animation))
        return update
    }

    private func deliver(_ update: ContentUpdate) {
        isDelivering = true
        for observer in observers where observer.token.value.map({ !$0.isCancelled }) ?? false {
            observer.handler(update)
        }
        isDelivering = false
        if let pending = pendingDuringDelivery {
            pendingDuringDelivery = nil
            publish(pending.sections(), animation: pending.animation, operation: "deferred edit")
        }
    }

    /// `sections` with their positions set, so sections without an id are matched by index, and items without an
    /// identity of their own identified by their place (``PositionalIdentity``).
    static func positioned(_ sections: [StorageSection]) -> [StorageSection] {
        var sections = sections
        for index in sections.indices {
            sections[index].position = index
            let section = sections[index].diffIdentity
            for item in sections[index].items.indices where sections[index].items[item].hasTokenIdentity {
                let wrapped = sections[index].items[item]
                let identity = ItemIdentity(value: PositionalIdentity(
                    section: section, index: item, type: ObjectIdentifier(type(of: wrapped.base))))
                sections[index].items[item] = wrapped.replacingIdentity(identity)
            }
        }
        return sections
    }

    // MARK: Reading what is shown

    func numberOfItems(inSection section: Int) -> Int {
        shown.indices.contains(section) ? shown[section].items.count : 0
    }

    func item(at path: ItemPath) -> Any? {
        guard shown.indices.contains(path.section), shown[path.section].items.indices.contains(path.item) else {
            return nil
        }
        return shown[path.section].items[path.item].base
    }

    func headerModel(forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].headerModel : nil
    }

    func footerModel(forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].footerModel : nil
    }
}

/// A weak reference, to keep observation tokens without keeping them alive.
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
