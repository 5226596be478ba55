/// The way from one content to another as a short list of stages, each of which UIKit accepts in a single
/// `performBatchUpdates`.
///
/// Build one with `StagedChangeset(source:target:)` (see `StagedChangeset+Diff.swift` for the stages and their
/// order). Apply the stages in order; after the last one the host shows the target.
///
/// An empty staged changeset means nothing changed.
public struct StagedChangeset<Data> {
    /// The stages, in the order they must be applied.
    public var stages: [Changeset<Data>]

    /// Wraps stages that were built elsewhere (a storage's single edit, a test).
    @inlinable
    public init(_ stages: [Changeset<Data>] = []) {
        self.stages = stages
    }

    /// The total number of changes over all stages.
    @inlinable
    public var changeCount: Int { stages.reduce(0) { $0 + $1.update.changeCount } }
}

extension StagedChangeset: RandomAccessCollection {
    public var startIndex: Int { stages.startIndex }
    public var endIndex: Int { stages.endIndex }
    public subscript(position: Int) -> Changeset<Data> { stages[position] }
}

extension StagedChangeset: Sendable where Data: Sendable {}
extension StagedChangeset: Equatable where Data: Equatable {}

extension StagedChangeset: CustomStringConvertible {
    /// One line a stage.
    public var description: String {
        stages.isEmpty
            ? "no changes"
            : stages.enumerated().map { "stage \($0.offset + 1): \($0.element.update)" }.joined(separator: "\n")
    }
}
