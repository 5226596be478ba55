public import Foundation

/// The position of an item: its section and its index inside that section.
///
/// UIKit adds `section`, `row` and `item` to `IndexPath` on Apple platforms only, so the engine speaks in
/// `ItemPath` and converts at the edges with ``indexPath`` and ``init(_:)``.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index inside its section (a table's row, a collection's item).
    public var item: Int

    /// Creates the path of `item` in `section`.
    @inlinable
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then by item.
    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// The same position as a Foundation `IndexPath` of two indexes, `[section, item]`.
    public var indexPath: IndexPath { IndexPath(indexes: [section, item]) }

    /// Reads a two-index `IndexPath` (`[section, item]`); `nil` for any other length.
    public init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(item: indexPath[1], section: indexPath[0])
    }

    /// `"[section, item]"`, the way Swift prints the `IndexPath` UIKit users know (`IndexPath(row: 1, section: 0)`
    /// prints `[0, 1]`), section first.
    public var description: String { "[\(section), \(item)]" }
}
