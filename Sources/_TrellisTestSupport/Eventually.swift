/// Waits, letting main-actor tasks run, until `condition` holds: at most 30 seconds, scaled by ``timeLimit(_:)``.
///
/// It returns as soon as `condition` holds, so the bound matters only on a loaded machine. It is scaled because every
/// main-actor suite shares the main actor: under a sanitizer, other suites' synchronous tests can hold it for most of
/// 30 seconds while the work a test waits for (a published update, an off-main diff coming back) is queued behind them.
@MainActor
public func eventually(_ condition: () -> Bool) async {
    let deadline = ContinuousClock.now.advanced(by: timeLimit(.seconds(30)))
    while !condition() && ContinuousClock.now < deadline {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}
