extension MemoryStorage {
    // MARK: Invariants (debug builds)

    /// Checks, in debug builds, that the bookkeeping agrees with the content (see ``_invariantViolations()``), and
    /// stops on the first disagreement: it is a bug in the storage, never a mistake of its user. Skipped for
    /// storages of more than 10,000 items, so that debug builds of large screens stay usable. Called at the end of
    /// every edit.
    func _checkInvariants() {
        #if DEBUG
        guard itemCount <= 10_000 else { return }
        let violations = _invariantViolations()
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
        if recount != counts { violations.append("the identity index does not match the content") }
        var repeated = 0
        for count in recount.values where count > 1 { repeated += 1 }
        if repeated != duplicatedIdentities {
            violations.append("\(duplicatedIdentities) duplicated identities recorded, \(repeated) held")
        }
        if publisher.isDelivering && batchDepth > 0 { violations.append("a batch is open during a delivery") }
        return violations
    }
}
