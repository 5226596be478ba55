public import Foundation

/// A collection's reusable view: a supplementary view, or the base of a cell (UIKit's `UICollectionReusableView`).
///
/// The stand-in's `init(frame:)` is `required` (UIKit's is a designated initializer) because the stand-in creates
/// registered classes from their type, as UIKit does through the Objective-C runtime.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// How many times the view was prepared for reuse (stand-in only).
    public private(set) var reuseCount = 0

    /// A view with `frame`.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// Resets the view before it is handed out again.
    open func prepareForReuse() { reuseCount += 1 }
}

/// A collection's item view (UIKit's `UICollectionViewCell`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
}
