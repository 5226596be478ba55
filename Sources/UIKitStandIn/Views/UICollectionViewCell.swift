public import Foundation

/// A collection's reusable view: a supplementary view, or the base of a cell (UIKit's `UICollectionReusableView`).
///
/// The stand-in's `init(frame:)` is `required` (UIKit's is a designated initializer) because the stand-in creates
/// registered classes from their type, as UIKit does through the Objective-C runtime.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The reuse queue the stand-in puts the view back in: its kind (`cell` or the element kind) and its identifier,
    /// as UIKit keeps a pool per kind. Kept apart from ``reuseIdentifier``, which is the identifier alone, as in UIKit.
    var standInQueueKey: String?
    /// How many times the view was prepared for reuse (stand-in only).
    public private(set) var reuseCount = 0

    /// A view with `frame`.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// A view loaded from a nib or a storyboard (UIKit: `init?(coder:)`, then `awakeFromNib()`).
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Called once a view made from a nib has all its outlets.
    open func awakeFromNib() {}

    /// Resets the view before it is handed out again.
    open func prepareForReuse() { reuseCount += 1 }
}

/// A collection's item view (UIKit's `UICollectionViewCell`), with content configurations updated from a
/// ``UICellConfigurationState``.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The closure a cell runs after `updateConfiguration(using:)` in each configuration update.
    @available(iOS 15.0, tvOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) ->
        Void

    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    private var configurations: ConfigurationUpdates<UICellConfigurationState>!
    private var updateHandler: ConfigurationUpdateHandler?

    /// A cell with `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        configurations = ConfigurationUpdates(owner: self)
        configurations.updateProvider = (
            { [unowned self] in configurationState },
            { [unowned self] state in
                updateConfiguration(using: state)
                updateHandler?(self, state)
            }
        )
    }

    /// Resets the cell before it is handed out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        setNeedsUpdateConfiguration()
    }

    /// The view that holds the cell's content: the view a content configuration made, once one is set.
    open var contentView: UIView { configurations.contentView }

    /// The cell's state, which configurations adjust themselves for.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Override to update the cell for `state`; never call it directly.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for a configuration update; several requests merge into one.
    public func setNeedsUpdateConfiguration() { configurations?.setNeedsUpdate() }

    /// The cell's content, as a configuration.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.contentConfiguration }
        set { configurations.contentConfiguration = newValue }
    }
    /// Whether each update sets the content configuration to its `updated(for: state)`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContentConfiguration }
        set { configurations.automaticallyUpdatesContentConfiguration = newValue }
    }
    /// The cell's background, as a configuration.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.backgroundConfiguration }
        set { configurations.backgroundConfiguration = newValue }
    }
    /// Whether each update sets the background configuration to its `updated(for: state)`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackgroundConfiguration }
        set { configurations.automaticallyUpdatesBackgroundConfiguration = newValue }
    }
    /// Runs after `updateConfiguration(using:)` in each update; setting it asks for an update.
    @available(iOS 15.0, tvOS 15.0, *)
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { updateHandler }
        set {
            updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// A background configuration styled for the cell.
    @available(iOS 16.0, tvOS 16.0, *)
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// Runs the pending configuration update now.
    func updateConfigurationIfNeeded() { configurations.updateIfNeeded() }

    /// Runs the pending configuration update.
    open override func layoutIfNeeded() { updateConfigurationIfNeeded() }

    /// How many configuration updates ran (stand-in only).
    public var configurationUpdateCount: Int { configurations.updateCount }
}

/// A list layout's cell (UIKit's `UICollectionViewListCell`): a cell with a default list content configuration.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How far the cell's content is indented, in levels.
    open var indentationLevel = 0

    /// A list content configuration styled for the cell, with no content.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
