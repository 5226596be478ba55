internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

// Who tracks the `@Observable` reads of a content configuration's closure. From iOS 26, UIKit runs a cell's
// configuration update (`updateConfiguration(using:)`, `configurationUpdateHandler`) inside observation tracking and
// updates the cell again when a property it read changes (on by default; iOS 18 with the Info.plist key
// `UIObservationTrackingEnabled`; docs/UIKitCellsReference.md). Trellis runs the closure there, so where
// UIKit tracks, Trellis does not, and the cell is updated once per change; elsewhere (iOS 17-25) Trellis tracks the
// same reads itself and asks for the same update (`setNeedsUpdateConfiguration()`). On Linux the stand-in plays
// iOS 26 unless a test turns its tracking off (`UIView.standInObservationTrackingEnabled`).

enum UIKitObservationTracking {
    /// The Info.plist key that turns UIKit's observation tracking on (iOS 18) or off (iOS 26).
    static let infoKey = "UIObservationTrackingEnabled"

    /// Whether UIKit tracks the `@Observable` reads of configuration updates in this process (asked in every
    /// configuration update: the system's answer is worked out once).
    @MainActor
    static var tracksConfigurationUpdates: Bool {
        var tracks = systemTracksConfigurationUpdates
        #if !canImport(UIKit)
        tracks = UIView.standInObservationTrackingEnabled
        #endif
        return tracks
    }

    /// The system's answer: on by default from iOS 26, off by default on iOS 18, as the Info.plist key sets it.
    private static let systemTracksConfigurationUpdates: Bool = {
        let setting = Bundle.main.object(forInfoDictionaryKey: infoKey) as? Bool
        if #available(iOS 26.0, visionOS 26.0, *) { return setting ?? true }
        if #available(iOS 18.0, visionOS 2.0, *) { return setting ?? false }
        return false
    }()
}
