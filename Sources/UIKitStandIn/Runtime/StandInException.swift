internal import Foundation

/// What UIKit (or the Objective-C runtime) raises as an `NSException`, which terminates an app. The stand-in
/// records it instead, on the view that raised it (`exceptions`) and in ``StandInExceptions``, so a test sees that a
/// device would have crashed, and with which text.
public struct StandInException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name, as Foundation gives it.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// UIKit's batch, dequeue and diffable checks.
        public static let internalInconsistency = Name(rawValue: "NSInternalInconsistencyException")
        /// The runtime's "unrecognized selector sent to instance".
        public static let invalidArgument = Name(rawValue: "NSInvalidArgumentException")
        /// Not an exception on a device: UIKit misbehaves silently (reloads the wrong row). The stand-in records it
        /// so a test fails as a user would notice.
        public static let silentMisbehaviour = Name(rawValue: "StandInSilentMisbehaviour")
    }

    /// The exception's name.
    public let name: Name
    /// UIKit's reason text.
    public let reason: String

    /// An exception named `name` with UIKit's `reason`.
    public init(_ name: Name = .internalInconsistency, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `NSInternalInconsistencyException: <reason>`.
    public var description: String { "\(name.rawValue): \(reason)" }
}

/// Every exception the stand-in raised, in order (the stand-in's equivalent of a crash log): its views', and those of
/// values such as ``NSDiffableDataSourceSnapshot``, which may be edited on any thread.
public enum StandInExceptions {
    /// The exceptions recorded, behind a lock (a snapshot may be edited on any thread).
    private final class Log: @unchecked Sendable {
        // @unchecked: `exceptions` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var exceptions: [StandInException] = []

        func append(_ exception: StandInException) {
            lock.lock()
            defer { lock.unlock() }
            exceptions.append(exception)
        }

        var all: [StandInException] {
            lock.lock()
            defer { lock.unlock() }
            return exceptions
        }

        func removeAll() {
            lock.lock()
            defer { lock.unlock() }
            exceptions.removeAll()
        }
    }

    private static let log = Log()
    /// The log of the innermost ``recording(_:)`` running in this task, if any.
    @TaskLocal private static var scope: Log?

    /// The exceptions raised so far, by every test running.
    public static var raised: [StandInException] { log.all }

    /// Records `exception`.
    static func raise(_ exception: StandInException) {
        log.append(exception)
        scope?.append(exception)
    }

    /// Forgets the exceptions raised so far.
    public static func removeAll() { log.removeAll() }

    /// Runs `body` and returns what it returned with the exceptions raised in it (in this task): what a test checks
    /// when other tests raise at the same time.
    public static func recording<T>(_ body: () throws -> T) rethrows -> (result: T, exceptions: [StandInException]) {
        let scoped = Log()
        let result = try $scope.withValue(scoped) { try body() }
        return (result, scoped.all)
    }
}
