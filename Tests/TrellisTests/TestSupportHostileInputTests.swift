import Foundation
import Testing
import _TrellisTestSupport

/// The test support's timing helpers, given counts and waits a test should not pass: each runs, none traps.
@MainActor
@Suite("Test support: timing helpers given hostile numbers")
struct TestSupportHostileInputTests {
    @Test("fastestSeconds with 0, a negative or one run times the body once", arguments: [0, -1, Int.min, 1])
    func fastestOfFewRuns(runs: Int) {
        var calls = 0
        let seconds = fastestSeconds(runs: runs) { calls += 1 }
        #expect(calls == 1)
        #expect(seconds >= 0 && seconds.isFinite)
    }

    @Test(
        "onAnotherThreadWhileMainWaits with NaN, negative, infinite or huge waits",
        arguments: [
            Double.nan, -1, -Double.infinity, Double.infinity, Double.greatestFiniteMagnitude,
        ])
    func hostileWaits(seconds: Double) {
        let value = onAnotherThreadWhileMainWaits(seconds: seconds) { 42 }
        if seconds > 0 {
            #expect(value == 42)
        } else {
            #expect(value == nil || value == 42)  // no wait: the thread may or may not have answered yet
        }
    }
}
