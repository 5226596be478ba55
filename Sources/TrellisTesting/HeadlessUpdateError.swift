public import Trellis

/// A stage that a ``HeadlessTableView`` refused because UIKit would have raised an exception for it.
public struct HeadlessUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The refused stage, with the counts and the rules it breaks.
    public var rejection: RejectedStage

    /// The refused stage's position in its update (0 for a single batch).
    public var stage: Int { rejection.index }
    /// The refused batch.
    public var update: BatchUpdate { rejection.update }
    /// Every rule it breaks, with UIKit's message.
    public var violations: [BatchUpdateViolation] { rejection.violations }

    /// `stage N (<batch>) was refused: <UIKit's messages>`.
    public var description: String {
        "stage \(stage + 1) (\(update)) was refused: \(violations.map(\.message).joined(separator: "; "))"
    }
}
