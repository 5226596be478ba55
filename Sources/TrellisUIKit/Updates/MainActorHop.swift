/// Runs `body`, main-actor code, from a `nonisolated` proxy entry point that has just checked
/// ``MainThreadFlag/isMainThread``, without asking the concurrency runtime a second time.
///
/// Why this is safe: the main actor's executor is the main thread (its jobs run only there, one at a time), so code
/// that runs synchronously on the main thread is isolated to the main actor; this is the very test
/// `MainActor.assumeIsolated` makes (`swift_task_isCurrentExecutor` answers "yes" for the main executor on the main
/// thread). The caller has already made it through the per-thread flag, so repeating it through the runtime only
/// costs time: on Linux `assumeIsolated` cost ~660 instructions a call (the executor check, the main executor and
/// actor look-ups, and a heap context for the closure), more than the proxy's whole remaining work. The cast is the
/// one `assumeIsolated` itself makes: a global-actor function has the same representation as a plain one.
///
/// Call it only after `MainThreadFlag.isMainThread` returned `true` on this thread (the proxies' `onMain` does).
@inline(__always)
func runAssumingMainThreadChecked<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}

/// ``runAssumingMainThreadChecked(_:)`` for a closure that captures nothing and gets what it needs as arguments:
/// such a closure has no context, so the call allocates nothing (the capturing form boxes its closure on the heap
/// for `withoutActuallyEscaping`, ~300 instructions a call). The arguments are passed one by one, borrowed: a tuple
/// would retain each object, and the proxy and the view are weakly referenced elsewhere, so their retains take the
/// slow (side-table) path, ~75 instructions each. The per-row entry points (heights, sizes, display) use it; a
/// closure that captures (say, `self` through an implicit `dispatcher`) still works, only slower.
///
/// Call it only after `MainThreadFlag.isMainThread` returned `true` on this thread.
@inline(__always)
func runAssumingMainThreadChecked<First, Second, Third, Result>(
    _ first: First, _ second: Second, _ third: Third, _ body: @escaping @MainActor (First, Second, Third) -> Result
) -> Result {
    unsafeBitCast(body, to: ((First, Second, Third) -> Result).self)(first, second, third)
}
