/// Two or more items (or sections) that share one identity: what it is and where it occurs.
///
/// Trellis never crashes on duplicates. What it does with them is a ``DuplicatePolicy``: by default every
/// occurrence is kept and the k-th occurrence before a change is paired with the k-th after it.
public struct DuplicateIdentity: Hashable, Sendable, CustomStringConvertible {
    /// Which content the duplicate was found in.
    public enum Side: String, Hashable, Sendable {
        /// The content shown before the change (the diff's source).
        case before
        /// The content being applied (the diff's target, or a storage's new content).
        case after
    }

    /// The duplicated identity, as text.
    public var identity: String
    /// Whether it was found in the old or the new content.
    public var side: Side
    /// Where it occurs: the first occurrence first. For sections, `item` is `0` and `section` the index.
    public var paths: [ItemPath]
    /// Whether the identity belongs to sections rather than items.
    public var isSection: Bool
    /// What was done about it.
    public var policy: DuplicatePolicy

    /// Creates a report.
    public init(
        identity: String, side: Side, paths: [ItemPath], isSection: Bool = false,
        policy: DuplicatePolicy = .disambiguateByOccurrence
    ) {
        self.identity = identity
        self.side = side
        self.paths = paths
        self.isSection = isSection
        self.policy = policy
    }

    /// `identity "x" occurs at [[0, 1], [0, 4]] (after the change)`.
    public var description: String {
        let places =
            isSection
            ? "sections \(paths.map { String($0.section) }.joined(separator: ", "))"
            : "[\(paths.map(\.description).joined(separator: ", "))]"
        return "\(isSection ? "section " : "")identity \(identity) occurs at \(places) (\(side.rawValue) the change)"
    }
}

extension DuplicatePolicy {
    /// What the policy did, in a sentence.
    var outcome: String {
        switch self {
        case .disambiguateByOccurrence: return "Every occurrence is kept and paired in order of occurrence"
        case .keepFirst: return "The first occurrence was kept and the others dropped (`duplicatePolicy` keepFirst)"
        case .keepLast: return "The last occurrence was kept and the others dropped (`duplicatePolicy` keepLast)"
        }
    }
}

/// What to do when items share an identity.
public enum DuplicatePolicy: String, Hashable, Sendable, CaseIterable {
    /// Keep every occurrence; the diff pairs the k-th occurrence before a change with the k-th after it.
    /// No item is lost or doubled. The default.
    case disambiguateByOccurrence
    /// Keep the first occurrence and drop the others.
    case keepFirst
    /// Keep the last occurrence and drop the others.
    case keepLast
}
