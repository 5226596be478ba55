#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// Whether the calling thread is the main thread, remembered per thread: the proxies ask it on every UIKit call
/// (every cell, every height), and `Thread.isMainThread` costs about 230 ns a call on Linux where a thread-local read
/// costs a few. The same POSIX calls on every platform.
enum MainThreadFlag {
    /// `true` on the main thread.
    static var isMainThread: Bool {
        if let value = pthread_getspecific(key) { return Int(bitPattern: value) == 1 }
        let main = Thread.isMainThread
        // Two distinct non-null markers, never dereferenced.
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: main ? 1 : 2))
        return main
    }

    /// `true` where main-actor code may run synchronously: the main thread, or the main dispatch queue (which a
    /// Linux process that does not run the main thread's loop, a test runner, drains on another thread). Reports
    /// nothing (``ViewProxy/isOnMainActor(_:)`` reports an anomaly); for the few callers that only choose a path.
    static var isMainActorContext: Bool {
        if isMainThread { return true }
        _ = mainQueueMarked
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
