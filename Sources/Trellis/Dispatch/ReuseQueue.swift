/// Views waiting to be reused, by reuse identifier: the queue a host without UIKit keeps (the terminal table, the
/// headless table). A view is created only when its queue is empty, so scrolling through a million rows creates one
/// screenful of views.
@MainActor
public struct ReuseQueue {
    private var queues: [String: [AnyObject]] = [:]
    /// How many views were created because a queue was empty.
    public private(set) var createdViewCount = 0

    /// An empty queue.
    public init() {}

    /// A queued view for `mapping`'s reuse identifier, else a new one (the view type must be a
    /// ``ConstructibleView``), else `nil`.
    public mutating func dequeue(for mapping: ViewMapping) -> AnyObject? {
        if let view = queues[mapping.reuseIdentifier]?.popLast() { return view }
        guard let view = mapping.makeView?() else { return nil }
        createdViewCount += 1
        return view
    }

    /// Queues `shown`'s view under its reuse identifier, to be handed out again.
    public mutating func enqueue(_ shown: ConfiguredView) {
        queues[shown.reuseIdentifier, default: []].append(shown.view)
    }

    /// How many views wait, over all identifiers.
    public var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
