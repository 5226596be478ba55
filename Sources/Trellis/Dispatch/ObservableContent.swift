/// Content that tells its observers how it changes: what a host (UIKit, terminal, headless) subscribes to so that
/// every change animates. `MemoryStorage` is one; declarative content, cascading trees and database storages are too.
@MainActor
public protocol ObservableContent: SectionedContent {
    /// Calls `handler` with every update from now on, until the returned token is cancelled or deallocated.
    ///
    /// Capture the object that owns the content weakly in `handler`, or the two keep each other alive.
    func observeContent(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> StorageObservation
}

extension MemoryStorage: ObservableContent {
    public func observeContent(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> StorageObservation {
        observe { handler(ContentUpdate($0)) }
    }
}
