// TrellisUIKit compiles against UIKit on Apple platforms that have it (iOS, Mac Catalyst, visionOS) and against
// UIKitStandIn elsewhere (Linux, macOS), from the same source. Each file imports the one that exists, and not
// Foundation itself (both re-export it; on Linux the stand-in's `NSObject`, which has `responds(to:)`, shadows
// Foundation's only in a file that does not import Foundation directly):
//
//     #if canImport(UIKit)
//     public import UIKit
//     #else
//     public import UIKitStandIn
//     #endif
//
// No other `#if` on the platform: what Objective-C gives UIKit (`Selector`, `responds(to:)`, `forwardingTarget(for:)`,
// associated objects, `NSItemProvider`) the stand-in gives Linux with the SDK's signatures.
