import Foundation

/// `limit`, scaled for slow builds: the wall-clock bound of a test that checks that something does not hang or go
/// quadratic (a hostile count, a huge line), or how long a test waits for asynchronous work.
///
/// Sanitizer builds run several times slower, and with every suite sharing two cores a bound that holds with room to
/// spare in a debug build can be outlasted there. `.ci/run` sets `TRELLIS_TEST_TIME_SCALE` (to 10) for its sanitizer
/// runs; unset (or not a whole number above 1), the bound is `limit` as written. A scale above 1,000 counts as 1,000
/// (a bound that long no longer tells a hang from a slow run, and a larger one could overflow `Duration`).
public func timeLimit(_ limit: Duration) -> Duration {
    guard let text = ProcessInfo.processInfo.environment["TRELLIS_TEST_TIME_SCALE"], let scale = Int(text), scale > 1
    else { return limit }
    return limit * min(scale, 1_000)
}
