/// Waits, letting main-actor tasks run, until `condition` holds: at most ``eventuallyLimit`` (600 seconds), scaled by
/// ``timeLimit(_:)``.
///
/// It returns as soon as `condition` holds, so the bound matters only on a loaded machine, or for a test that fails.
/// It is long because every main-actor suite shares the main actor: the whole run's synchronous main-actor tests take
/// about 30 seconds on CI's two cores, and the work a test waits for (a published update, an off-main diff coming
/// back) can be queued behind most of them (with a 30-second bound, tests that wait on a background stream failed as
/// the suite grew; with 120 seconds, they failed once the whole run passed 120 seconds: a test waiting on a stream gets
/// the main actor back only after the synchronous tests queued before it, so it can wait nearly the whole run). Scaled
/// for the same reason under a sanitizer. A test that waits this long still fails; it only fails later.
@MainActor
public func eventually(_ condition: () -> Bool) async {
    let deadline = ContinuousClock.now.advanced(by: timeLimit(eventuallyLimit))
    while !condition() && ContinuousClock.now < deadline {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}

/// How long ``eventually(_:)`` and the tests' own waiting loops wait at most, before ``timeLimit(_:)`` scales it.
public let eventuallyLimit: Duration = .seconds(600)
