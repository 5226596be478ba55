/// A set of ``EventName``s as bits indexed by their interned numbers: membership is a shift and a mask, with no
/// hashing. Used where the dispatcher asks "does anyone listen to this event?" on every delegate question.
struct EventNameSet: Equatable, Sendable {
    private var words: [UInt64] = []

    /// An empty set.
    init() {}

    /// Whether the set holds no name.
    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// Whether `name` is in the set.
    @inline(__always)
    func contains(_ name: EventName) -> Bool {
        let word = name.index &>> 6
        guard word < words.count else { return false }
        return words[word] & (1 &<< UInt64(truncatingIfNeeded: name.index & 63)) != 0
    }

    /// Adds `name`.
    mutating func insert(_ name: EventName) {
        let word = name.index &>> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 &<< UInt64(truncatingIfNeeded: name.index & 63)
    }

    /// Adds every name of `other`.
    mutating func formUnion(_ other: EventNameSet) {
        if other.words.count > words.count {
            words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
        }
        for (index, word) in other.words.enumerated() { words[index] |= word }
    }
}
