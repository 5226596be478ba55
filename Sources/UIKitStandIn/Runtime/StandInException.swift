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

/// Every exception any stand-in view raised, in order (the stand-in's equivalent of a crash log).
@MainActor
public enum StandInExceptions {
    /// The exceptions raised so far.
    public private(set) static var raised: [StandInException] = []

    /// Records `exception`.
    static func raise(_ exception: StandInException) { raised.append(exception) }

    /// Forgets the exceptions raised so far.
    public static func removeAll() { raised.removeAll() }
}
