/// A table's row view (UIKit's `UITableViewCell`).
///
/// The stand-in's `init(style:reuseIdentifier:)` is `required` (UIKit's is a designated initializer) because the
/// stand-in creates registered cell classes from their type, as UIKit does through the Objective-C runtime.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's styles.
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image.
        case `default` = 0
        /// A label with a detail label on its right.
        case value1 = 1
        /// A label with a detail label on its left.
        case value2 = 2
        /// A label with a detail label below.
        case subtitle = 3
    }

    /// What editing does to a row (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// The delete control.
        case delete = 1
        /// The insert control.
        case insert = 2
    }

    /// The identifier the cell was registered and dequeued with.
    open private(set) var reuseIdentifier: String?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// Whether the cell shows its editing controls.
    open var isEditing = false
    /// How many times the cell was prepared for reuse (stand-in only).
    public private(set) var reuseCount = 0

    /// A cell of `style`, dequeued with `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Resets the cell before it is handed out again.
    open func prepareForReuse() { reuseCount += 1 }
}

/// A table's section header or footer view (UIKit's `UITableViewHeaderFooterView`).
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was registered and dequeued with.
    open private(set) var reuseIdentifier: String?

    /// A view dequeued with `reuseIdentifier` (`required` in the stand-in, see ``UITableViewCell``).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Resets the view before it is handed out again.
    open func prepareForReuse() {}
}

/// A nib, which Linux cannot load: the stand-in accepts it in `register` and treats it as not registered.
@MainActor
open class UINib: NSObject {}
