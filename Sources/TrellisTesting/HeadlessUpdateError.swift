public import Trellis

/// A stage that a ``HeadlessTableView`` refused because UIKit would have raised an exception for it.
public struct HeadlessUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The refused stage's position in its changeset (0 for a single batch).
    public var stage: Int
    /// The refused batch.
    public var update: BatchUpdate
    /// Every rule it breaks, with UIKit's message.
    public var violations: [BatchUpdateViolation]

    /// `stage N: <UIKit's first message>`.
    public var description: String {
        "stage \(stage + 1) (\(update)) was refused: \(violations.map(\.message).joined(separator: "; "))"
    }
}
