#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif

// The one difference between the C libraries the terminal session uses that Swift sees: every other call (termios,
// `sigaction`, `poll`, `ioctl(TIOCGWINSZ)`, `pipe`, `fcntl`) has the same Swift spelling on Darwin and Linux.

extension sigaction {
    /// Sets the plain (not `SA_SIGINFO`) handler of the action: the union holding it is `__sigaction_u` on Darwin and
    /// `__sigaction_handler` in glibc and musl.
    mutating func setHandler(_ handler: @escaping @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
        __sigaction_u.__sa_handler = handler  // Darwin's name for the handler union (sys/signal.h)
        #else
        __sigaction_handler.sa_handler = handler
        #endif
    }
}
