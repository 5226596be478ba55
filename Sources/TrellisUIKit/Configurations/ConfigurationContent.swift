internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// What a configuration view shows: a model, and the registration's closure (bound to the model) from the view's
/// state to a content configuration.
@MainActor
struct ConfigurationContent<State> {
    let model: Any
    let make: @MainActor (State) -> any UIContentConfiguration

    /// The configuration for `state`. Where UIKit does not track the `@Observable` reads of configuration updates
    /// (before iOS 26), the closure's reads are tracked here and `changed` runs after the first change.
    func configuration(for state: State, changed: @escaping @MainActor @Sendable () -> Void)
        -> any UIContentConfiguration
    {
        if UIKitObservationTracking.tracksConfigurationUpdates { return make(state) }
        ConfigurationTrackingCount.runs += 1
        return LiveTracking.run({ make(state) }, onChange: changed)
    }
}

/// How many configuration closures Trellis ran under its own observation tracking (tests check that it tracks
/// nothing where UIKit does).
@MainActor
enum ConfigurationTrackingCount {
    static var runs = 0
}

extension UIViewConfigurationState {
    /// The view state of a cell's state (for a header or footer closure used for cells).
    init(_ cell: UICellConfigurationState) {
        self.init(traitCollection: cell.traitCollection)
        isDisabled = cell.isDisabled
        isHighlighted = cell.isHighlighted
        isSelected = cell.isSelected
        isFocused = cell.isFocused
    }
}
