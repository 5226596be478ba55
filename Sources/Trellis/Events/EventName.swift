/// The name of an event: one data-source or delegate question or notification, the same for tables and
/// collections where UIKit asks the same thing (`didSelect` answers both `tableView(_:didSelectRowAt:)` and
/// `collectionView(_:didSelectItemAt:)`). `docs/Events.md` lists every UIKit method with its event.
///
/// Each capability file in `Events/` declares its names, its typed registration methods and the dispatcher's
/// answers, so no central switch grows.
public struct EventName: Hashable, Sendable, CustomStringConvertible {
    /// The event's name, e.g. `didSelect`.
    public let rawValue: String

    /// Creates a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The raw value.
    public var description: String { rawValue }
}
