// Content configurations (iOS 14): a value that describes a view's content and makes the view that shows it. Cells,
// header and footer views hold one (`contentConfiguration`) and update it from their configuration state. The
// declarations follow UIKit's Swift interface (docs/UIKitCellsReference.md): the protocol is not isolated,
// making the view is main-actor, `updated(for:)` is not.

/// What a view shows, as a value: it makes the view that shows it (``makeContentView()``) and adjusts itself for a
/// state (selected, highlighted, ...).
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration adjusted for `state`: only what the configuration has not set itself takes the state's
    /// look.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown. Setting one of another type is a programming error.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (UIKit then sets it rather than making a new view).
    @available(iOS 16.0, tvOS 16.0, *)
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

@available(iOS 14.0, tvOS 14.0, *)
extension UIContentView {
    /// UIKit's default: a configuration of the same type as the one shown.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The traits of a view's environment (UIKit's `UITraitCollection`), reduced to the few a configuration reads.
///
/// Stand-in: a plain immutable class (UIKit's is an `NSObject` subclass), so that configuration states, which are
/// nonisolated values, can hold and compare it anywhere.
public final class UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(userInterfaceStyle) }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
}

/// The state a view is in, which a configuration adjusts itself for.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The view's traits.
    var traitCollection: UITraitCollection { get set }
    /// A state of your own, by key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's text.
    public let rawValue: String
    /// A key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view (a header or footer view): disabled, highlighted, selected, focused, pinned.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether the view is pinned (a floating header).
    @available(iOS 15.0, tvOS 15.0, *)
    public var isPinned: Bool {
        get { pinned }
        set { pinned = newValue }
    }
    private var pinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The state of a cell: the view states, plus editing, expanded, swiped, reordering, dragging and dropping. A sibling
/// of ``UIViewConfigurationState``, not a refinement (as in UIKit).
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a drag of the cell is.
    public enum DragState: Hashable, Sendable {
        /// Not dragged.
        case none
        /// Being lifted.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Where a drop over the cell is.
    public enum DropState: Hashable, Sendable {
        /// No drop.
        case none
        /// A drop over the list, not this cell.
        case notTargeted
        /// A drop onto this cell.
        case targeted
    }

    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is pinned.
    @available(iOS 15.0, tvOS 15.0, *)
    public var isPinned: Bool {
        get { pinned }
        set { pinned = newValue }
    }
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded (an outline's).
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The drag state.
    public var cellDragState = DragState.none
    /// The drop state.
    public var cellDropState = DropState.none
    private var pinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
