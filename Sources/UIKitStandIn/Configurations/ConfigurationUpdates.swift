internal import Observation

// The configuration update cycle of cells, header and footer views (docs/UIKitCellsReference.md), one
// implementation for the three stand-in classes that have it:
// - `setNeedsUpdateConfiguration()` asks for an update; requests made before it runs are merged into one, which runs
//   on the next main-actor turn, or earlier where UIKit runs it: before a cell is displayed, after it is
//   reconfigured, and when the view lays out (`layoutIfNeeded()`);
// - a change of the configuration state (selected, highlighted, editing) asks for one, and so does setting
//   `configurationUpdateHandler`;
// - an update applies, in order: the background configuration `updated(for:)` the state, the content configuration
//   likewise (each unless its `automaticallyUpdates...` is off), the view's `updateConfiguration(using:)`, then its
//   `configurationUpdateHandler`;
// - as iOS 26 does by default, the update runs inside observation tracking: a change to an `@Observable` property it
//   read asks for another update (``UIView/standInObservationTrackingEnabled`` turns this off to play iOS 17-25).
// - setting a content configuration applies it to the content view when that view `supports(_:)` it, else makes a
//   new content view with `makeContentView()`.

/// The configurations of one view and its pending update (stand-in).
@MainActor
final class ConfigurationUpdates<State: UIConfigurationState> {
    /// The view that owns this.
    private unowned let owner: UIView
    /// The content view: a plain view until a content configuration makes one. Made when first asked for (a
    /// subview's weak reference to the cell would make every retain of the cell slower, in benchmarks too).
    var contentView: UIView {
        if let shownContentView { return shownContentView }
        let made = UIView(frame: .zero)
        replaceContentView(with: made)
        return made
    }
    private var shownContentView: UIView?
    var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContent() }
    }
    var backgroundConfiguration: UIBackgroundConfiguration?
    var automaticallyUpdatesContentConfiguration = true
    var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether an update was asked for and has not run yet.
    private(set) var needsUpdate = false
    /// How many updates ran (stand-in only).
    private(set) var updateCount = 0

    init(owner: UIView) {
        self.owner = owner
    }

    /// Asks for an update, run on the next main-actor turn unless something runs it earlier.
    func setNeedsUpdate() {
        guard !needsUpdate else { return }
        needsUpdate = true
        Task { @MainActor [weak self] in self?.updateIfNeeded() }
    }

    /// Runs the update asked for, if any: `state()` is the view's configuration state, `update` its
    /// `updateConfiguration(using:)`, `handler` its `configurationUpdateHandler`.
    func updateIfNeeded() {
        guard needsUpdate, let provider = updateProvider else { return }
        needsUpdate = false
        updateCount += 1
        let state = provider.state()
        let update = { [self] in
            if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
                backgroundConfiguration = background.updated(for: state)
            }
            if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
                contentConfiguration = content.updated(for: state)
            }
            provider.update(state)
        }
        guard UIView.standInObservationTrackingEnabled, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
            return update()
        }
        withObservationTracking(update) { [weak self] in
            Task { @MainActor in self?.setNeedsUpdate() }
        }
    }

    /// What an update reads from the view, set by the view once it is initialized.
    var updateProvider: (state: () -> State, update: (State) -> Void)?

    private func applyContent() {
        guard let configuration = contentConfiguration else {
            if shownContentView is any UIContentView { replaceContentView(with: UIView(frame: .zero)) }
            return
        }
        if let shown = shownContentView as? any UIView & UIContentView, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            replaceContentView(with: configuration.makeContentView())
        }
    }

    private func replaceContentView(with view: UIView) {
        shownContentView?.removeFromSuperview()
        shownContentView = view
        owner.addSubview(view)
    }
}
