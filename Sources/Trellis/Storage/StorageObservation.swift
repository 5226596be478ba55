/// What a storage sends its observers after each edit or batch of edits: the stages that take a host from the
/// content it shows to the storage's new content. Each stage's `data` is the content to show after it, and each
/// stage passes UIKit's batch-update rules.
public typealias StorageUpdate = StagedChangeset<[StorageSection]>

/// A subscription to a storage's updates, returned by ``MemoryStorage/observe(_:)`` and
/// ``ObservableContent/observeContent(_:)``.
///
/// Keep it as long as you want updates: the observation ends when you call ``cancel()`` or when the token is
/// deallocated, whichever comes first.
public final class StorageObservation: Sendable {
    let flag: CancellationFlag
    private let onCancel: Locked<(@Sendable () -> Void)?>

    init(flag: CancellationFlag) {
        self.flag = flag
        onCancel = Locked(nil)
    }

    /// An observation that calls `onCancel` once, when it is cancelled or deallocated: for content types outside
    /// Trellis (a database observation, say) to end their own subscription.
    public init(onCancel: @escaping @Sendable () -> Void) {
        flag = CancellationFlag()
        self.onCancel = Locked(onCancel)
    }

    /// Ends the observation: the handler is not called again (not even for an update being delivered right now, if
    /// it has not reached this handler yet).
    public func cancel() {
        flag.cancel()
        let body = onCancel.withLock { body in
            defer { body = nil }
            return body
        }
        body?()
    }

    /// Whether the observation has ended.
    public var isCancelled: Bool { flag.isCancelled }

    deinit {
        cancel()
    }
}

/// The shared state between a ``StorageObservation`` and the storage's list of observers. Thread-safe, so a token
/// can be released anywhere.
final class CancellationFlag: Sendable {
    private let cancelled = Locked(false)

    func cancel() {
        cancelled.withLock { $0 = true }
    }

    var isCancelled: Bool { cancelled.withLock { $0 } }
}
