/// Content that tells its observers how it changes: what a host (UIKit, terminal, headless) subscribes to so that
/// every change animates. `MemoryStorage`, declarative content, cascading trees, outlines and database storages are
/// observable; make your own content observable with a ``ContentPublisher``.
@MainActor
public protocol ObservableContent: SectionedContent {
    /// Calls `handler` with every update from now on, until the returned token is cancelled or deallocated.
    ///
    /// Capture the object that owns the content weakly in `handler`, or the two keep each other alive.
    func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation

    /// What the content's observers have received: the state after the last update it sent. A host that reloads
    /// shows this.
    var snapshot: ContentSnapshot { get }
}
