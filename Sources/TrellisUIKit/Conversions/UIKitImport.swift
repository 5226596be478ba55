// TrellisUIKit compiles against UIKit on Apple platforms and against UIKitStandIn (UIKit's signatures, behavioural
// tables) on Linux, from the same source. Each file imports the one that exists:
//
//     #if canImport(UIKit)
//     public import UIKit
//     #else
//     public import UIKitStandIn
//     #endif
