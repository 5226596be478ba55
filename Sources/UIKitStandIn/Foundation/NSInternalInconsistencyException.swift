/// What UIKit raises as an Objective-C `NSException` named `NSInternalInconsistencyException` (and which
/// terminates an app). The stand-in records it instead, on the view that raised it and with
/// ``StandInExceptions``, so tests can observe that a real device would have crashed.
public struct NSInternalInconsistencyException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name, as UIKit gives it.
    public let name = "NSInternalInconsistencyException"
    /// UIKit's reason text.
    public let reason: String

    /// An exception with UIKit's `reason`.
    public init(reason: String) { self.reason = reason }

    /// `NSInternalInconsistencyException: <reason>`.
    public var description: String { "\(name): \(reason)" }
}

/// Every exception any stand-in view raised, in order (the stand-in's equivalent of a crash log).
@MainActor
public enum StandInExceptions {
    /// The exceptions raised so far.
    public private(set) static var raised: [NSInternalInconsistencyException] = []

    /// Records `exception`.
    static func raise(_ exception: NSInternalInconsistencyException) { raised.append(exception) }

    /// Forgets the exceptions raised so far.
    public static func removeAll() { raised.removeAll() }
}
