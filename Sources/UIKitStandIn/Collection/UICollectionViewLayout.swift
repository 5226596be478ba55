public import Foundation

/// How a collection lays out its items (UIKit's `UICollectionViewLayout`).
@MainActor
open class UICollectionViewLayout: NSObject {
    /// A layout.
    public override init() { super.init() }
}

/// Where a collection lays out one element (UIKit's `UICollectionViewLayoutAttributes`), reduced to its path and
/// frame.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's path.
    open var indexPath: IndexPath
    /// The element's frame in the collection's content.
    open var frame: CGRect

    /// The attributes of the cell at `indexPath` (UIKit: `init(forCellWith:)`, then `frame` set).
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        super.init()
    }
}

/// A layout between two layouts during a transition (UIKit's `UICollectionViewTransitionLayout`).
@MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout transitioned from.
    public let currentLayout: UICollectionViewLayout
    /// The layout transitioned to.
    public let nextLayout: UICollectionViewLayout

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }
}

/// A grid layout (UIKit's `UICollectionViewFlowLayout`). The stand-in stacks items in one column, each as high as
/// its size says, with the section's header and footer reference heights around them.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Scrolling direction.
    public enum ScrollDirection: Int, Sendable {
        /// Vertical.
        case vertical = 0
        /// Horizontal.
        case horizontal = 1
    }

    /// The size of items when the delegate does not give one.
    open var itemSize = CGSize(width: 50, height: 50)
    /// Estimated size (`.zero`: not self-sizing).
    open var estimatedItemSize = CGSize.zero
    /// Spacing between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// Spacing between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// Header size when the delegate does not give one.
    open var headerReferenceSize = CGSize.zero
    /// Footer size when the delegate does not give one.
    open var footerReferenceSize = CGSize.zero
    /// Section insets.
    open var sectionInset = UIEdgeInsets.zero
    /// Scrolling direction.
    open var scrollDirection = ScrollDirection.vertical
}

/// A list's configuration (UIKit's `UICollectionLayoutListConfiguration`), reduced to what a manager sets.
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Grouped.
        case grouped = 1
        /// Inset grouped.
        case insetGrouped = 2
        /// Sidebar.
        case sidebar = 3
        /// Plain sidebar.
        case sidebarPlain = 4
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none = 0
        /// Supplementary views of kind `elementKindSectionHeader`.
        case supplementary = 1
        /// The first item of each section.
        case firstItemInSection = 2
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable {
        /// None.
        case none = 0
        /// Supplementary views of kind `elementKindSectionFooter`.
        case supplementary = 1
    }

    /// Makes the swipe actions of an item.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The look.
    public var appearance: Appearance
    /// Headers.
    public var headerMode: HeaderMode = .none
    /// Footers.
    public var footerMode: FooterMode = .none
    /// Leading swipe actions of an item.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Trailing swipe actions of an item.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }
}

/// A compositional layout (UIKit's `UICollectionViewCompositionalLayout`); the stand-in knows list layouts, whose
/// items are 44 points high and whose headers and footers (in `.supplementary` mode) are 28.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration, for list layouts.
    public let listConfiguration: UICollectionLayoutListConfiguration?

    init(listConfiguration: UICollectionLayoutListConfiguration?) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A list layout.
    open class func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }
}

/// Scene activation (UIKit's `UIWindowScene`), reduced to its activation configuration.
@MainActor
open class UIWindowScene: NSObject {
    /// How a new scene is made from an item (UIKit's `UIWindowScene.ActivationConfiguration`).
    @MainActor
    open class ActivationConfiguration: NSObject {
        /// The activity the new scene shows.
        public let userActivity: NSUserActivity

        /// A configuration for `userActivity`.
        public init(userActivity: NSUserActivity) {
            self.userActivity = userActivity
            super.init()
        }
    }
}
