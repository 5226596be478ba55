/// One batch of changes a host applies in a single `performBatchUpdates`, in UIKit's index conventions.
///
/// - Deletes, reloads, reconfigures and move sources are positions *before* the batch.
/// - Inserts and move destinations are positions *after* the batch.
///
/// A reload replaces a row's cell with a new one (UIKit: `reloadRows`, a cross-fade); a reconfigure shows the row's
/// new content in the cell it has (UIKit: `reconfigureRows` / `reconfigureItems`, iOS 15), and is what the stage
/// applier makes of a changed row whose cell type stays the same (``Dispatcher/apply(_:to:)``).
///
/// Every batch that Trellis produces passes ``BatchUpdateRules``; a batch you build by hand can be checked with
/// ``BatchUpdateRules/violations(of:before:after:view:)``.
public struct BatchUpdate: Hashable, Sendable, CustomStringConvertible {
    /// A section moved from `source` (before the batch) to `target` (after it).
    public struct SectionMove: Hashable, Sendable {
        /// Index before the batch.
        public var source: Int
        /// Index after the batch.
        public var target: Int
        /// Creates a move.
        public init(source: Int, target: Int) { self.source = source; self.target = target }
    }

    /// An item moved from `source` (before the batch) to `target` (after it), possibly across sections.
    public struct ItemMove: Hashable, Sendable {
        /// Path before the batch.
        public var source: ItemPath
        /// Path after the batch.
        public var target: ItemPath
        /// Creates a move.
        public init(source: ItemPath, target: ItemPath) { self.source = source; self.target = target }
    }

    /// Sections removed, by index before the batch, ascending.
    public var deletedSections: [Int] = []
    /// Sections added, by index after the batch, ascending.
    public var insertedSections: [Int] = []
    /// Sections whose own model (header, footer) changed, by index before the batch, ascending.
    public var reloadedSections: [Int] = []
    /// Sections moved.
    public var movedSections: [SectionMove] = []
    /// Items removed, by path before the batch, ascending.
    public var deletedItems: [ItemPath] = []
    /// Items added, by path after the batch, ascending.
    public var insertedItems: [ItemPath] = []
    /// Items whose content changed, by path before the batch, ascending.
    public var reloadedItems: [ItemPath] = []
    /// Items moved.
    public var movedItems: [ItemMove] = []
    /// Items whose content changed, shown again in the cells they have, by path before the batch, ascending.
    public var reconfiguredItems: [ItemPath] = []

    /// An empty batch.
    public init() {}

    /// A batch with the given changes.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], reloadedSections: [Int] = [],
        movedSections: [SectionMove] = [], deletedItems: [ItemPath] = [], insertedItems: [ItemPath] = [],
        reloadedItems: [ItemPath] = [], movedItems: [ItemMove] = [], reconfiguredItems: [ItemPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
        self.movedItems = movedItems
        self.reconfiguredItems = reconfiguredItems
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { changeCount == 0 }

    /// How many section and item changes the batch holds.
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count
            + reconfiguredItems.count
    }

    /// Whether the batch changes the structure (anything but reloads and reconfigures).
    public var hasStructuralChanges: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }

    /// A compact listing, e.g. `delete items [[0, 1]]; insert items [[0, 3]]`.
    public var description: String {
        var parts: [String] = []
        func add<T>(_ name: String, _ list: [T], _ show: (T) -> String) {
            if !list.isEmpty { parts.append("\(name) [\(list.map(show).joined(separator: ", "))]") }
        }
        add("delete sections", deletedSections) { "\($0)" }
        add("insert sections", insertedSections) { "\($0)" }
        add("reload sections", reloadedSections) { "\($0)" }
        add("move sections", movedSections) { "\($0.source) -> \($0.target)" }
        add("delete items", deletedItems) { "\($0)" }
        add("insert items", insertedItems) { "\($0)" }
        add("reload items", reloadedItems) { "\($0)" }
        add("move items", movedItems) { "\($0.source) -> \($0.target)" }
        add("reconfigure items", reconfiguredItems) { "\($0)" }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }
}
