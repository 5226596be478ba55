/// The changes of one batch, as a table or collection collects them between `beginUpdates` and `endUpdates` (or in
/// `performBatchUpdates`' block): sections and rows (items) deleted, inserted, reloaded, moved and reconfigured, in
/// the order they were asked for. Deletes, reloads, reconfigures and move sources name places before the batch;
/// inserts and move targets, places after it. Stand-in only (UIKit keeps these privately); the views' `updateLog` shows them.
public struct StandInBatch: Hashable, Sendable, CustomStringConvertible {
    /// A section or row that moves from one place to another.
    public struct Move<Place: Hashable & Sendable>: Hashable, Sendable {
        /// Where it was, before the batch.
        public let from: Place
        /// Where it goes, after the batch.
        public let to: Place

        /// A move from `from` to `to`.
        public init(from: Place, to: Place) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted (indexes before the batch).
    public internal(set) var deletedSections: [Int] = []
    /// Sections inserted (indexes after the batch).
    public internal(set) var insertedSections: [Int] = []
    /// Sections reloaded (indexes before the batch).
    public internal(set) var reloadedSections: [Int] = []
    /// Sections moved.
    public internal(set) var movedSections: [Move<Int>] = []
    /// Rows or items deleted (paths before the batch).
    public internal(set) var deletedItems: [IndexPath] = []
    /// Rows or items inserted (paths after the batch).
    public internal(set) var insertedItems: [IndexPath] = []
    /// Rows or items reloaded (paths before the batch).
    public internal(set) var reloadedItems: [IndexPath] = []
    /// Rows or items moved.
    public internal(set) var movedItems: [Move<IndexPath>] = []
    /// Rows or items reconfigured (paths before the batch): their existing cells show their new content.
    public internal(set) var reconfiguredItems: [IndexPath] = []

    /// An empty batch.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The changes, one kind per line part, as UIKit's newer exception text lists them.
    public var description: String {
        var parts: [String] = []
        parts += deletedSections.map { "Delete section \($0)" }
        parts += insertedSections.map { "Insert section \($0)" }
        parts += reloadedSections.map { "Reload section \($0)" }
        parts += movedSections.map { "Move section \($0.from) -> \($0.to)" }
        parts += deletedItems.map { "Delete item (\($0[0]) - \($0[1]))" }
        parts += insertedItems.map { "Insert item (\($0[0]) - \($0[1]))" }
        parts += reloadedItems.map { "Reload item (\($0[0]) - \($0[1]))" }
        parts += movedItems.map { "Move item (\($0.from[0]) - \($0.from[1])) -> (\($0.to[0]) - \($0.to[1]))" }
        parts += reconfiguredItems.map { "Reconfigure item (\($0[0]) - \($0[1]))" }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
