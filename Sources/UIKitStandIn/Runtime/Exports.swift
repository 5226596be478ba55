// UIKit re-exports Foundation, so `import UIKit` alone gives an app `IndexPath`, `Data` and `NSObject`. The stand-in
// does the same, and more: on Linux it declares the Objective-C runtime's `NSObject`, `NSObjectProtocol` and
// `Selector` itself (Foundation there has no `responds(to:)` or `forwardingTarget(for:)`), and a module's own
// declarations shadow those of a module it re-exports. A file that imports the stand-in (and not Foundation again)
// therefore sees the stand-in's `NSObject`, as a file that imports UIKit sees Objective-C's.
@_exported public import Foundation
