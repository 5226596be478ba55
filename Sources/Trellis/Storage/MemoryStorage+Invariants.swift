extension MemoryStorage {
    // MARK: Invariants (debug builds)

    /// Checks, in debug builds, that the bookkeeping agrees with the content (see ``_invariantViolations()``), and
    /// stops on the first disagreement: it is a bug in the storage, never a mistake of its user. Skipped for
    /// storages of more than 10,000 items, so that debug builds of large screens stay usable. Called at the end of
    /// every edit; a check reads every item, so past 100 items it runs once every `itemCount / 100` edits: an edit
    /// then pays about 100 items' worth, not the whole content (items added one by one cost n x content before).
    ///
    /// One disagreement can be the user's: models whose `==` is not an equivalence, or disagrees with their hash
    /// (approximate equality of a measured value), group differently in two dictionaries. The identity index is
    /// then checked only when the content's identities obey the laws; when they do not, that is reported, once per
    /// storage, and the rows stay as the content says.
    func _checkInvariants() {
        #if DEBUG
        guard itemCount <= 10_000 else { return }
        uncheckedEdits += 1
        guard uncheckedEdits >= itemCount / 100 else { return }
        uncheckedEdits = 0
        var violations = _invariantViolations()
        if violations.contains(Self.identityIndexMismatch), let unlawful = _unlawfulEquality() {
            violations.removeAll { $0 == Self.identityIndexMismatch || $0.hasSuffix(Self.duplicatesMismatchSuffix) }
            if !reportedUnlawfulEquality {
                reportedUnlawfulEquality = true
                report(
                    .invalidValue(
                        InvalidValue(
                            what: "model equality", value: unlawful, place: "MemoryStorage",
                            why:
                                "`==` is not an equivalence or disagrees with `hash(into:)`, so the storage cannot "
                                + "tell which item a model is (duplicates and lookups by model follow no rule); make "
                                + "`==` compare what identifies a model (an id) and hash the same",
                            replacement: "the rows as set")))
            }
        }
        if !violations.isEmpty {
            preconditionFailure(
                "MemoryStorage\(_debugLabel.map { " (\($0))" } ?? ""): "
                    + violations.joined(separator: "; "))
        }
        #endif
    }

    /// Every way the bookkeeping disagrees with the content: the identity counts, the item and duplicate totals,
    /// section positions, unique section identifiers, and no batch open during a delivery. Empty when all is well.
    func _invariantViolations() -> [String] {
        var violations: [String] = []
        var recount: [ItemIdentity: Int] = [:]
        var total = 0
        var ids: [ItemIdentity: Int] = [:]
        for (index, section) in content.enumerated() {
            if section.position != index { violations.append("section \(index) has position \(section.position)") }
            if let id = section.id {
                if let first = ids[id] { violations.append("sections \(first) and \(index) share identifier \(id)") }
                ids[id] = index
            }
            for item in section.items { recount[item.identity, default: 0] += 1 }
            total += section.items.count
        }
        if total != itemCount { violations.append("item count is \(itemCount), the content holds \(total)") }
        if recount != counts { violations.append(Self.identityIndexMismatch) }
        var repeated = 0
        for count in recount.values where count > 1 { repeated += 1 }
        if repeated != duplicatedIdentities {
            violations.append(
                "\(duplicatedIdentities) duplicated identities recorded, \(repeated)\(Self.duplicatesMismatchSuffix)")
        }
        if publisher.isDelivering && batchDepth > 0 { violations.append("a batch is open during a delivery") }
        return violations
    }

    static let identityIndexMismatch = "the identity index does not match the content"
    static let duplicatesMismatchSuffix = " held"

    /// Identities of the content that break `==`'s laws, described, or `nil` when none is found: one equal to two
    /// identities the index keeps apart (so `==` is not transitive), or one the index files under an identity it
    /// hashes differently from (so `==` disagrees with the hash). Only asked once the index disagrees with a
    /// recount; under lawful identities that never happens, so this is never paid in a passing run.
    func _unlawfulEquality() -> String? {
        var keysByHash: [Int: [ItemIdentity]] = [:]
        for key in counts.keys { keysByHash[key.hash, default: []].append(key) }
        for section in content {
            for item in section.items {
                let identity = item.identity
                let equal = keysByHash[identity.hash]?.filter { $0 == identity } ?? []
                if equal.count > 1 { return "\(identity) == \(equal[0]) and == \(equal[1]), which differ" }
                if equal.isEmpty, let index = counts.index(forKey: identity) {
                    return "\(identity) == \(counts[index].key), with another hash"
                }
            }
        }
        return nil
    }
}
