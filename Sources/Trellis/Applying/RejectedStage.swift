/// A stage ``Dispatcher/apply(_:to:)`` did not apply because UIKit would raise an exception for it: the stages
/// before it are applied, it and the ones after are not, and the host decides what to do (UIKit and the terminal
/// reload and report; the headless table throws).
public struct RejectedStage: Hashable, Sendable {
    /// The stage's position in its update.
    public let index: Int
    /// The item count of each section the view showed.
    public let before: [Int]
    /// The item count of each section of the stage's data.
    public let after: [Int]
    /// The refused batch.
    public let update: BatchUpdate
    /// Every rule it breaks, with UIKit's message.
    public let violations: [BatchUpdateViolation]

    /// The anomaly's payload, for `view` (`table view` or `collection view`) after `recentUpdates`.
    public func rejectedUpdate(view: BatchUpdateTarget, recentUpdates: [BatchUpdate] = []) -> RejectedUpdate {
        RejectedUpdate(
            view: view == .tableView ? "table view" : "collection view", stage: index, before: before, after: after,
            update: update, violations: violations.map(\.message), recentUpdates: recentUpdates)
    }
}
