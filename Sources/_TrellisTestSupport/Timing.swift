import Foundation
import Trellis

/// Seconds `body` takes: the fastest of `runs` runs (at least one: `0` or a negative count runs it once), each after
/// `setUp` (not timed). Speed tests compare such times with each other (a size against a larger one, a path against
/// its floor), never with a fixed time. The fastest, not the median: other tests running in parallel only ever add
/// time, so a run they interrupt is dropped rather than read as the code's cost (a 3 ms lookup read 30x its
/// one-tenth size in a loaded full run with the median of 3, 7-12x alone).
@MainActor
public func fastestSeconds(runs: Int = 5, setUp: () -> Void = {}, _ body: () -> Void) -> Double {
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<max(runs, 1) {
        setUp()
        let duration = clock.measure { body() }
        times.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)
    }
    return times.min() ?? 0
}

/// Runs `body` on a new thread while the calling (main) thread waits for it, blocked, at most `seconds`: `nil` when
/// it did not return in time, which means it waited for the main thread. How tests check that a proxy method called
/// off the main thread answers at once. `seconds` is taken between 0 and a day (NaN or a negative wait: 0).
public func onAnotherThreadWhileMainWaits<T: Sendable>(seconds: Double = 2, _ body: @escaping @Sendable () -> T) -> T? {
    let seconds = seconds.isNaN ? 0 : min(max(seconds, 0), 86_400)
    let done = DispatchSemaphore(value: 0)
    let result = Locked<T?>(nil)
    Thread.detachNewThread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.withLock { $0 }
}

/// The bound on the time ratio of one edit at two sizes 4x apart, for a test that tells linear from quadratic: linear
/// takes about 4x, quadratic 16x; 10 leaves room for a machine loaded by the parallel test run (a linear edit read
/// 7.2x there).
public let linearAt4xBound = 10.0

/// The same bound for sizes 8x apart: linear takes about 8x, quadratic 64x. A text snapshot of 4,000 sections read 27x
/// its 500-section self in the loaded CI run (fastest of 3 runs each), so the bound is 40.
public let linearAt8xBound = 40.0

/// The same bound for sizes 10x apart: linear takes about 10x, quadratic 100x. Past the caches, a linear scan slows
/// down more under the parallel test run than at the smaller size, which still fits: a 100,000-row lookup that read
/// 7-12x its 10,000-row self alone read 36x there (fastest of 3 runs each), so the bound is 60, still well under 100.
public let linearAt10xBound = 60.0
