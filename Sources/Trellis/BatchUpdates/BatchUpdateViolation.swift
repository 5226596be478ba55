/// A batch that UIKit would refuse, with the message UIKit would raise.
///
/// UIKit raises `NSInternalInconsistencyException` for these; Trellis checks first and reports a value instead.
/// The texts follow UIKit's classic one-line forms (`docs/UIKitReference.md` lists them with their sources), with "rows" and
/// "table view" for tables and "items" and "collection view" for collections. UIKit prints an index path as
/// `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`; Trellis leaves out the address.
public struct BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule was broken.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// Sections after ≠ sections before + inserted − deleted.
        case sectionCount
        /// Items in a surviving section after ≠ before + inserted − deleted + moved in − moved out.
        case itemCount
        /// A section index outside the sections before (delete, reload, move source) or after (insert, target).
        case sectionOutOfRange
        /// An item path outside its section before (delete, reload, move source) or after (insert, move target).
        case itemOutOfRange
        /// One section or path listed twice in the same list, or two moves sharing a source or a target.
        case duplicate
        /// A section or path both deleted (or reloaded) and moved, or both deleted and reloaded.
        case deleteConflict
        /// A section or path both inserted and moved to.
        case insertConflict
        /// An item moved out of a deleted section.
        case moveFromDeletedSection
        /// An item moved into an inserted section.
        case moveIntoInsertedSection
        /// Items or sections reloaded in the batch that also moves items or sections. UIKit turns a reload into a
        /// delete at its old path and an insert shifted past deletes and inserts but not past moves, so beside a
        /// move it can refresh the wrong row or break the counts; it does not always raise. Reloads belong in a
        /// batch of their own (the diff and `ContentUpdate(structural:reloadingFinalPaths:data:)` stage them last).
        case reloadBesideMove
        /// An item deleted, reloaded or moved from a section the batch deletes or reloads, or inserted or moved
        /// into a section it inserts or reloads: UIKit drops such changes silently or raises, so the batch does
        /// not say what its author meant.
        case itemInWholeSectionChange
        /// A path both reconfigured and reloaded, deleted or moved: a reconfigure updates the cell the row has, which
        /// the other changes replace or take away.
        case reconfigureConflict
        /// Items reconfigured in a batch that also inserts, deletes or moves items or sections: UIKit does not
        /// document which paths (before or after the batch) it reads the reconfigures in then. Reconfigures belong in
        /// a batch with no structural change (the stage applier makes them from the diff's last stage, of reloads).
        case reconfigureBesideStructuralChange
    }

    /// Which rule was broken.
    public var rule: Rule
    /// UIKit's message for it.
    public var message: String

    /// Creates a violation.
    public init(rule: Rule, message: String) {
        self.rule = rule
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Which kind of view a batch is meant for: it decides the wording ("rows" or "items").
public enum BatchUpdateTarget: String, Hashable, Sendable {
    /// A `UITableView`: rows.
    case tableView
    /// A `UICollectionView`: items.
    case collectionView

    var items: String { self == .tableView ? "rows" : "items" }
    var item: String { self == .tableView ? "row" : "item" }
    var view: String { self == .tableView ? "table view" : "collection view" }
}

extension ItemPath {
    /// The path as UIKit prints an `NSIndexPath`, without the address.
    var uikitDescription: String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }
}
