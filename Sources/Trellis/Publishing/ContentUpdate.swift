/// What any observable content sends a host, and the only thing a host receives: the stages that take the host from
/// what it shows to the content's new state, each with the content to show once it is applied.
///
/// A stage is a ``Changeset`` of a ``ContentSnapshot``: its ``Changeset/update`` is one batch (UIKit: one
/// `performBatchUpdates`) and its ``Changeset/data`` what the view shows after it. Hosts apply the stages in order
/// with ``Dispatcher/apply(_:to:)``, which checks each against ``BatchUpdateRules`` and makes the dispatcher answer
/// from the stage's data while the batch is applied, so the counts UIKit reads inside the batch match the batch.
///
/// Content builds an update once, however many observers receive it.
@MainActor
public struct ContentUpdate {
    /// One batch, and what the content looks like after it.
    public typealias Stage = Changeset<ContentSnapshot>

    /// The stages, in the order they must be applied.
    public var stages: [Stage]
    /// How the content asks the host to animate this update, or `nil` for the host's own setting.
    public var animation: RowAnimation = .inherited
    /// How the host shows rows whose content changed: updated in their cells (`.reconfigure`), replaced
    /// (`.reload`), or as the host is set (`.inherited`, the default). See ``ItemRefresh``.
    public var itemRefresh: ItemRefresh = .inherited

    /// An update made of `stages`, animated as `animation` (`nil`: as the host is configured).
    public init(stages: [Stage], animation: RowAnimation = .inherited) {
        self.stages = stages
        self.animation = animation
    }

    /// The update of a staged changeset of sections (a diff's result, or stages built by hand): each stage's
    /// sections become its snapshot, shared, not copied.
    public init(_ changeset: StagedChangeset<[StorageSection]>, animation: RowAnimation = .inherited) {
        stages = changeset.stages.map { Stage(data: ContentSnapshot(sections: $0.data), update: $0.update) }
        self.animation = animation
    }

    /// The diff from `source` to `target`, as an update whose stages pass UIKit's rules (see
    /// `StagedChangeset(source:target:)`).
    public init(from source: [StorageSection], to target: [StorageSection], animation: RowAnimation = .inherited) {
        self.init(StagedChangeset(source: source, target: target), animation: animation)
    }

    /// The total number of changes over all stages.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.update.changeCount } }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { stages.isEmpty }

    /// What the content shows once every stage is applied; `nil` for an empty update.
    public var finalSnapshot: ContentSnapshot? { stages.last?.data }
}
