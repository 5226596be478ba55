/// What any observable content sends a host: the stages that take the host from what it shows to the content's new
/// state, each with the content to show once it is applied.
///
/// A host applies the stages in order, each in one batch (UIKit: one `performBatchUpdates`), and answers from the
/// stage's ``Stage/snapshot`` while it does (``Dispatcher/showing(_:during:)-(any SectionedContent,_)``), so that the
/// counts UIKit reads inside the batch match the batch. Every stage passes ``BatchUpdateRules``.
///
/// `MemoryStorage` sends its ``StorageUpdate``s as content updates whose snapshots are ``SectionsSnapshot``s; a
/// windowed storage (a database query) sends snapshots that know their counts and fetch rows on demand.
@MainActor
public struct ContentUpdate {
    /// One batch, and what the content looks like after it.
    @MainActor
    public struct Stage {
        /// The changes, in UIKit's batch coordinates.
        public var changes: BatchUpdate
        /// The content to show once `changes` are applied.
        public var snapshot: any SectionedContent

        /// A stage applying `changes`, after which the content is `snapshot`.
        public init(changes: BatchUpdate, snapshot: any SectionedContent) {
            self.changes = changes
            self.snapshot = snapshot
        }
    }

    /// The stages, in the order they must be applied.
    public var stages: [Stage]
    /// How the content asks the host to animate this update, or `nil` for the host's own setting.
    public var animation: RowAnimation?

    /// An update made of `stages`, animated as `animation` (`nil`: as the host is configured).
    public init(stages: [Stage], animation: RowAnimation? = nil) {
        self.stages = stages
        self.animation = animation
    }

    /// The content update of a storage update: each stage's data becomes a ``SectionsSnapshot``.
    public init(_ update: StorageUpdate, animation: RowAnimation? = nil) {
        stages = update.map { Stage(changes: $0.update, snapshot: SectionsSnapshot($0.data)) }
        self.animation = animation
    }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { stages.isEmpty }
}
