internal import Foundation

/// A value behind a lock: what Trellis uses where it would use `Synchronization`'s `Mutex` and `Atomic`, which need
/// iOS 18. `NSLock` exists on every platform Trellis supports (iOS 15, macOS 12, Linux), so the engine keeps to the
/// standard library and Foundation.
///
/// `package`: the engine, the terminal host and the database storage share it; it is not public API.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` holds `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; `body` must not take the same lock again.
    @inline(__always)
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Locked where Value: FixedWidthInteger {
    /// Adds one, wrapping, and returns the new value: a process-wide counter.
    @inline(__always)
    package func increment() -> Value {
        withLock { value in
            value &+= 1
            return value
        }
    }
}
