// One import for testing code that uses TrellisUIKit, on Linux and macOS, without a simulator: TrellisUIKit, the
// test kit (TrellisTesting: anomaly collection, text snapshots), and, where UIKit does not exist, UIKitStandIn, whose
// UITableView and UICollectionView behave as UIKit's (data-source order, reuse, viewport, batch checks with UIKit's
// exception texts) and simulate what a user does: `simulateTap(at:)`, `simulateTrailingSwipe(at:)`,
// `simulateCommit(_:forRowAt:)`, `simulateMove(from:to:)`, `finishAnimations()`.
@_exported public import Trellis
@_exported public import TrellisTesting
@_exported public import TrellisUIKit
#if !canImport(UIKit)
@_exported public import UIKitStandIn
#endif
