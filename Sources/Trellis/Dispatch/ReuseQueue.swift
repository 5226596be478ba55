/// Views waiting to be reused, by reuse identifier and kind: the queue a host without UIKit keeps (the terminal table,
/// the headless table). A view is created only when its queue is empty, so scrolling through a million rows creates
/// one screenful of views.
///
/// Queues are found by the mapping's ``ReuseKey``, an index, so a dequeue costs the same with one reuse identifier as
/// with a hundred (a pool keyed by the identifier string hashes it for every cell). The key holds the kind of view, so
/// a cell and a header registered with the same identifier have a queue each, as in UIKit.
@MainActor
public struct ReuseQueue {
    /// The waiting views of the first ``directKeys`` keys, by ``ReuseKey/index``; shorter than the highest index
    /// until a view of that key is queued.
    private var queues: [[AnyObject]] = []
    /// The waiting views of keys numbered past those: a process that makes thousands of identifiers (one per row,
    /// say) keeps a queue for each one it uses, not an array as long as its highest number.
    private var laterQueues: [Int: [AnyObject]] = [:]
    /// How many views were created because a queue was empty.
    public private(set) var createdViewCount = 0

    /// How many keys are found by index; later ones by hashing their number.
    static let directKeys = 1_024

    /// An empty queue.
    public init() {}

    /// A queued view for `mapping`'s reuse identifier, else a new one (the view type must be a
    /// ``ConstructibleView``), else `nil`.
    public mutating func dequeue(for mapping: ViewMapping) -> AnyObject? {
        if let view = dequeue(mapping.reuseKey) { return view }
        guard let view = mapping.makeView?() else { return nil }
        createdViewCount += 1
        return view
    }

    /// A queued view of `key`, else `nil` (nothing is created).
    public mutating func dequeue(_ key: ReuseKey) -> AnyObject? {
        let index = key.index
        if index < queues.count { return queues[index].popLast() }
        guard index >= Self.directKeys else { return nil }
        return laterQueues[index]?.popLast()
    }

    /// Queues `shown`'s view under its reuse identifier, to be handed out again.
    public mutating func enqueue(_ shown: ConfiguredView) {
        enqueue(shown.view, as: shown.mapping.reuseKey)
    }

    /// Queues `view` under `key`, to be handed out again by a dequeue of the same key.
    public mutating func enqueue(_ view: AnyObject, as key: ReuseKey) {
        let index = key.index
        if index < queues.count {
            queues[index].append(view)
        } else if index < Self.directKeys {
            queues.append(contentsOf: repeatElement([], count: index + 1 - queues.count))
            queues[index].append(view)
        } else {
            laterQueues[index, default: []].append(view)
        }
    }

    /// How many views wait, over all identifiers.
    public var count: Int {
        queues.reduce(0) { $0 + $1.count } + laterQueues.values.reduce(0) { $0 + $1.count }
    }
}
