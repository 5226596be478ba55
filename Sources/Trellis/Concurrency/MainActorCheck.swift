internal import Dispatch
internal import Foundation

/// Where a host's entry points that UIKit (or pre-concurrency code) may call from any thread check that they run on
/// the main thread before touching main-actor state.
///
/// ```swift
/// nonisolated func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     guard MainActorCheck.isOnMainActor("tableView(_:numberOfRowsInSection:)") else { return 0 }
///     return MainActor.assumeIsolated { dispatcher.numberOfItems(inSection: section) }
/// }
/// ```
public enum MainActorCheck {
    /// Whether the caller runs on the main thread. When it does not, reports ``Anomaly/offMainActor(operation:thread:)``
    /// for `operation` to `handler` (or to ``AnomalyReporter`` when `handler` is `nil`) and returns `false`: answer
    /// with a safe default and change nothing.
    public static func isOnMainActor(_ operation: String, handler: AnomalyHandler? = nil) -> Bool {
        if isOnMainQueue { return true }
        let anomaly = Anomaly.offMainActor(operation: operation, thread: threadDescription)
        AnomalyReporter.report(anomaly, to: handler)
        return false
    }

    /// Whether the caller runs on the main thread or the main dispatch queue. The main actor runs its jobs on the
    /// main queue, which is the main thread on Apple platforms; on Linux, a process that does not run the main
    /// thread's loop (a test runner) drains the main queue on another thread, so the thread alone would not tell.
    static var isOnMainQueue: Bool {
        if Thread.isMainThread { return true }
        _ = mainQueueMarked
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    private static var threadDescription: String {
        let name = Thread.current.name ?? ""
        return name.isEmpty ? "a background thread" : "the thread \"\(name)\""
    }
}
