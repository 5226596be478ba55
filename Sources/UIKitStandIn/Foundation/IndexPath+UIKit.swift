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
        get {
            precondition(count == 2, Self.tableMisuse)
            return self[1]
        }
        set {
            precondition(count == 2, Self.tableMisuse)
            self[1] = newValue
        }
    }

    /// The index of the section (UIKit). Traps unless the path has exactly two indexes.
    public var section: Int {
        get {
            precondition(count == 2, Self.tableMisuse)
            return self[0]
        }
        set {
            precondition(count == 2, Self.tableMisuse)
            self[0] = newValue
        }
    }

    /// The index of the item in its section (UIKit, collection views). Traps unless the path has exactly two indexes.
    public var item: Int {
        get {
            precondition(count == 2, Self.collectionMisuse)
            return self[1]
        }
        set {
            precondition(count == 2, Self.collectionMisuse)
            self[1] = newValue
        }
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
