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

    /// The closure a cell runs after `updateConfiguration(using:)` in each configuration update.
    @available(iOS 15.0, tvOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The identifier the cell was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell shows its editing controls.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// How many times the cell was prepared for reuse (stand-in only).
    public private(set) var reuseCount = 0
    /// The configurations and their pending update.
    private var configurations: ConfigurationUpdates<UICellConfigurationState>!
    /// The configuration update handler.
    private var updateHandler: ConfigurationUpdateHandler?

    /// A cell of `style`, dequeued with `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        configurations = ConfigurationUpdates(owner: self)
        configurations.updateProvider = (
            { [unowned self] in configurationState },
            { [unowned self] state in
                updateConfiguration(using: state)
                updateHandler?(self, state)
            }
        )
    }

    /// A cell loaded from a nib or a storyboard (UIKit: `init?(coder:)`, then `awakeFromNib()`).
    public required convenience init?(coder: NSCoder) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called once a cell made from a nib has all its outlets.
    open func awakeFromNib() {}

    /// Resets the cell before it is handed out again.
    open func prepareForReuse() {
        reuseCount += 1
        setNeedsUpdateConfiguration()
    }

    // MARK: Configurations

    /// The view that holds the cell's content: the view a content configuration made, once one is set.
    open var contentView: UIView { configurations.contentView }

    /// The cell's state, which configurations adjust themselves for. Override to add custom states.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Override to update the cell for `state`; never call it directly (ask with ``setNeedsUpdateConfiguration()``).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for a configuration update; several requests merge into one.
    public func setNeedsUpdateConfiguration() { configurations?.setNeedsUpdate() }

    /// The cell's content, as a configuration.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.contentConfiguration }
        set { configurations.contentConfiguration = newValue }
    }
    /// Whether each update sets the content configuration to `contentConfiguration.updated(for: state)`.
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

    /// A list content configuration styled for the cell, with no content.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// A background configuration styled for the cell.
    @available(iOS 16.0, tvOS 16.0, *)
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// Runs the pending configuration update now (UIKit does before a cell is displayed and when it lays out).
    func updateConfigurationIfNeeded() { configurations.updateIfNeeded() }

    /// Runs the pending configuration update.
    open override func layoutIfNeeded() { updateConfigurationIfNeeded() }

    /// How many configuration updates ran (stand-in only).
    public var configurationUpdateCount: Int { configurations.updateCount }
}

/// A table's section header or footer view (UIKit's `UITableViewHeaderFooterView`), with content configurations
/// updated from a ``UIViewConfigurationState``.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The closure the view runs after `updateConfiguration(using:)` in each configuration update.
    @available(iOS 15.0, tvOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (
        _ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState
    ) -> Void

    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    private var configurations: ConfigurationUpdates<UIViewConfigurationState>!
    private var updateHandler: ConfigurationUpdateHandler?

    /// A view dequeued with `reuseIdentifier` (`required` in the stand-in, see ``UITableViewCell``).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        configurations = ConfigurationUpdates(owner: self)
        configurations.updateProvider = (
            { [unowned self] in configurationState },
            { [unowned self] state in
                updateConfiguration(using: state)
                updateHandler?(self, state)
            }
        )
    }

    /// A view loaded from a nib (UIKit: `init?(coder:)`, then `awakeFromNib()`).
    public required convenience init?(coder: NSCoder) {
        self.init(reuseIdentifier: nil)
    }

    /// Called once a view made from a nib has all its outlets.
    open func awakeFromNib() {}

    /// Resets the view before it is handed out again.
    open func prepareForReuse() { setNeedsUpdateConfiguration() }

    /// The view that holds the content: the view a content configuration made, once one is set.
    open var contentView: UIView { configurations.contentView }

    /// The view's state, which configurations adjust themselves for.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// Override to update the view for `state`; never call it directly.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Asks for a configuration update; several requests merge into one.
    public func setNeedsUpdateConfiguration() { configurations?.setNeedsUpdate() }

    /// The view's content, as a configuration.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.contentConfiguration }
        set { configurations.contentConfiguration = newValue }
    }
    /// Whether each update sets the content configuration to its `updated(for: state)`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContentConfiguration }
        set { configurations.automaticallyUpdatesContentConfiguration = newValue }
    }
    /// The view's background, as a configuration.
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

    /// A list content configuration styled for a header or footer, with no content.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .header)
    }

    /// A background configuration styled for the view.
    @available(iOS 16.0, tvOS 16.0, *)
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// Runs the pending configuration update now.
    func updateConfigurationIfNeeded() { configurations.updateIfNeeded() }

    /// Runs the pending configuration update.
    open override func layoutIfNeeded() { updateConfigurationIfNeeded() }

    /// How many configuration updates ran (stand-in only).
    public var configurationUpdateCount: Int { configurations.updateCount }
}
