internal import Foundation
#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif

/// Whether the calling thread is the main thread, remembered per thread: the proxies ask it on every UIKit call
/// (every cell, every height), and `Thread.isMainThread` costs about 230 ns a call on Linux where a thread-local read
/// costs a few.
enum MainThreadFlag {
    /// `true` on the main thread.
    static var isMainThread: Bool {
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        if let value = pthread_getspecific(key) { return Int(bitPattern: value) == 1 }
        let main = Thread.isMainThread
        // Two distinct non-null markers, never dereferenced.
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: main ? 1 : 2))
        return main
        #endif
    }

    #if !canImport(Darwin)
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif
}
