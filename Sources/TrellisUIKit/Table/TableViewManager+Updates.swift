public import Trellis

extension TableViewManager {
    /// Applies `update` now (or after the batch animating), then calls `completion` when its animations finish.
    /// Content updates from the observed content go through here by themselves.
    public func apply(_ update: ContentUpdate, completion: (@MainActor () -> Void)? = nil) {
        updater.receive(update, completion: completion)
    }

    /// Applies `update` and returns once its animations have finished (or the table reloaded instead).
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
}
