public import Foundation

// UIKit's Swift overlay adds these to `IndexPath` (UIKit.swift in the overlay); Foundation on Linux lacks them. As
// there, `section`, `row` and `item` trap on a path without exactly two indexes: a collection view's layout may give a
// supplementary view a one-index path, and code that reads `.section` of it crashes on a device. The stand-in's own
// code reads what Objective-C's `-[NSIndexPath indexAtPosition:]` reads (`standInIndex(_:)`), which does not trap.

extension IndexPath {
    static let tableMisuse =
        "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
    static let collectionMisuse =
        "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item."

    /// The index of the row in its section (UIKit). Traps unless the path has exactly two indexes.
    public var row: Int {
        get { twoIndexes(1, Self.tableMisuse) }
        set { setTwoIndexes(1, newValue, Self.tableMisuse) }
    }

    /// The index of the section (UIKit). Traps unless the path has exactly two indexes.
    public var section: Int {
        get { twoIndexes(0, Self.tableMisuse) }
        set { setTwoIndexes(0, newValue, Self.tableMisuse) }
    }

    /// The index of the item in its section (UIKit, collection views). Traps unless the path has exactly two indexes.
    public var item: Int {
        get { twoIndexes(1, Self.collectionMisuse) }
        set { setTwoIndexes(1, newValue, Self.collectionMisuse) }
    }

    /// The index at `position` of a path of exactly two indexes; traps with `message` on any other path (the overlay's
    /// precondition).
    private func twoIndexes(_ position: Int, _ message: String) -> Int {
        precondition(count == 2, message)
        return self[position]
    }

    private mutating func setTwoIndexes(_ position: Int, _ value: Int, _ message: String) {
        precondition(count == 2, message)
        self[position] = value
    }

    /// The path of `row` in `section` (UIKit).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path of `item` in `section` (UIKit).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index at `position`, or `NSNotFound` past the end: what UIKit's Objective-C code reads of a path (stand-in
    /// only).
    func standInIndex(_ position: Int) -> Int { position < count ? self[position] : NSNotFound }

    /// The section and the row or item UIKit's Objective-C code reads of a path (stand-in only).
    var standInPlace: (section: Int, item: Int) { (standInIndex(0), standInIndex(1)) }
}
