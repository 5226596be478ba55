/// One stage of an update: the batch a host applies, and the data its data source shows once it has.
///
/// A host switches its data source to ``data`` inside `performBatchUpdates` and applies ``update`` in the same
/// block. Each stage of a ``StagedChangeset`` passes UIKit's batch-update rules on its own.
public struct Changeset<Data> {
    /// What the data source shows after this stage.
    public var data: Data
    /// The changes, in UIKit's index conventions, from the previous stage's data to ``data``.
    public var update: BatchUpdate

    /// Creates a stage.
    @inlinable
    public init(data: Data, update: BatchUpdate) {
        self.data = data
        self.update = update
    }
}

extension Changeset: Sendable where Data: Sendable {}
extension Changeset: Equatable where Data: Equatable {}

extension Changeset: CustomStringConvertible {
    /// The batch, as ``BatchUpdate/description``.
    public var description: String { update.description }
}
