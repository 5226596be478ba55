/// The name of an event (``EventKey/name``), the same for tables and collections where UIKit asks the same thing
/// (`didSelect` answers both `tableView(_:didSelectRowAt:)` and `collectionView(_:didSelectItemAt:)`). Events are
/// named by their typed ``EventKey``; the name is what the dispatcher stores closures under.
///
/// Names are interned: each distinct raw value gets a small integer once, the first time a name with that value is
/// made, so comparing and hashing names (which the dispatcher does for every delegate question) costs an integer
/// comparison, not a string's.
public struct EventName: Hashable, Sendable, CustomStringConvertible {
    /// The name's interned number: equal raw values have equal numbers, and numbers are small (0, 1, 2, ... in the
    /// order names are first made), so they index arrays and bit sets.
    let index: Int

    /// The name `rawValue` (an ``EventKey`` makes its own).
    init(_ rawValue: String) { index = EventNameTable.intern(rawValue) }

    /// The event's name, e.g. `didSelect`.
    public var rawValue: String { EventNameTable.rawValue(at: index) }

    /// The raw value.
    public var description: String { rawValue }

    /// Whether two names have the same raw value.
    public static func == (lhs: EventName, rhs: EventName) -> Bool { lhs.index == rhs.index }

    /// Hashes the interned number (equal raw values hash equal).
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// The interning table of ``EventName``: raw values by number and numbers by raw value, behind a lock (names are
/// made from any thread, usually once, in static initializers).
enum EventNameTable {
    private struct State {
        var numbers: [String: Int] = [:]
        var rawValues: [String] = []
        /// The type of the ``EventKey`` named by each number, once one is made.
        var signatures: [Int: ObjectIdentifier] = [:]
    }

    private static let state = Locked(State())

    /// The number of `rawValue`, assigned now if it is new.
    static func intern(_ rawValue: String) -> Int {
        state.withLock { state in
            if let number = state.numbers[rawValue] { return number }
            let number = state.rawValues.count
            state.rawValues.append(rawValue)
            state.numbers[rawValue] = number
            return number
        }
    }

    /// Records that the key of `name` has the type `signature`: `false` when another key of that name has another
    /// type (so a closure stored under a name always has the types of the name's one key).
    static func bind(_ name: EventName, to signature: ObjectIdentifier) -> Bool {
        state.withLock { state in
            if let bound = state.signatures[name.index] { return bound == signature }
            state.signatures[name.index] = signature
            return true
        }
    }

    /// The raw value numbered `index` (made by ``intern(_:)``).
    static func rawValue(at index: Int) -> String {
        state.withLock { $0.rawValues[index] }
    }

    /// How many distinct names exist.
    static var count: Int { state.withLock { $0.rawValues.count } }
}
