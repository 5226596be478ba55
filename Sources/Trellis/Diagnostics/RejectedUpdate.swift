/// A batch a host refused to animate because UIKit would have raised on it (the payload of
/// ``Anomaly/rejectedBatchUpdate(_:)``): what the view showed, what the content said, the rules broken, and the
/// updates that led there.
public struct RejectedUpdate: Hashable, Sendable {
    /// `table view` or `collection view`.
    public var view: String
    /// The index of the refused stage in its update.
    public var stage: Int
    /// The item count of each section the view showed before the stage.
    public var before: [Int]
    /// The item count of each section of the stage's content.
    public var after: [Int]
    /// The refused batch.
    public var update: BatchUpdate
    /// UIKit's messages for the rules the batch breaks.
    public var violations: [String]
    /// The last batches the view applied before this one, oldest first.
    public var recentUpdates: [BatchUpdate]

    /// A refused batch.
    public init(
        view: String, stage: Int, before: [Int], after: [Int], update: BatchUpdate, violations: [String],
        recentUpdates: [BatchUpdate]
    ) {
        self.view = view
        self.stage = stage
        self.before = before
        self.after = after
        self.update = update
        self.violations = violations
        self.recentUpdates = recentUpdates
    }
}
