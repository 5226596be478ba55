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
