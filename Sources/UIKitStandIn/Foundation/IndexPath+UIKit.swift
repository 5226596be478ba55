public import Foundation

// UIKit adds these to `IndexPath` (UIKit/NSIndexPath+UIKitAdditions); Foundation on Linux lacks them.

extension IndexPath {
    /// The index of the row in its section (UIKit).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the section (UIKit).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index of the item in its section (UIKit, collection views).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The path of `row` in `section` (UIKit).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path of `item` in `section` (UIKit).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}
