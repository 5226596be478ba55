// The snapshot's edits that take a destination, and the checks UIKit makes before any edit (see the rules at the top
// of `NSDiffableDataSourceSnapshot.swift`).

extension NSDiffableDataSourceSnapshot {
    /// Records UIKit's exception: on a device the app terminates here.
    func raise(_ reason: String) { StandInExceptions.raise(StandInException(reason: reason)) }

    /// The section and index of an item.
    func position(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let section = sectionOfItem[identifier].flatMap(indexOfSection),
            let item = items[section].firstIndex(of: identifier)
        else { return nil }
        return (section, item)
    }

    /// Whether no item is named twice in `identifiers`; records UIKit's exception if one is.
    func unique(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen = Set<ItemIdentifierType>()
        let repeated = identifiers.filter { !seen.insert($0).inserted }
        guard !repeated.isEmpty else { return true }
        raise(
            "supplied item identifiers are not unique. Duplicate identifiers: {(\(repeated.map { "\($0)" }.joined(separator: ", ")))}"
        )
        return false
    }

    /// Whether the sections are new (none there, none named twice); records UIKit's exception if not.
    func newSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen = Set<SectionIdentifierType>()
        let repeated = identifiers.filter { !seen.insert($0).inserted }
        if !repeated.isEmpty {
            raise(
                "supplied section identifiers are not unique. Duplicate identifiers: {(\(repeated.map { "\($0)" }.joined(separator: ", ")))}"
            )
            return false
        }
        let existing = identifiers.filter { indexOfSection($0) != nil }
        guard !existing.isEmpty else { return true }
        let list = existing.map { "\($0)" }.joined(separator: ", ")
        raise(
            existing.count == 1
                ? "Diffable data source detected an attempt to insert or append 1 section identifier that already "
                    + "exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that "
                    + "already exists: (\(list))"
                : "Diffable data source detected an attempt to insert or append \(existing.count) section identifiers "
                    + "that already exist in the snapshot. Identifiers in a snapshot must be unique. Section "
                    + "identifiers that already exist: (\(list))")
        return false
    }

    /// The identifiers that are there; records UIKit's exception for each that is not.
    func present(_ identifiers: [ItemIdentifierType], verb: String) -> [ItemIdentifierType] {
        identifiers.filter { identifier in
            if sectionOfItem[identifier] != nil { return true }
            raise("Attempted to \(verb) item identifier that does not exist in the snapshot: \(identifier)")
            return false
        }
    }

    /// Takes the items out of wherever they are (those that are not there are ignored).
    mutating func removeItems(_ identifiers: [ItemIdentifierType]) {
        var touched = Set<Int>()
        var gone = Set<ItemIdentifierType>()
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier).flatMap(indexOfSection) else { continue }
            touched.insert(section)
            gone.insert(identifier)
        }
        for section in touched { items[section].removeAll { gone.contains($0) } }
    }

    /// Puts items, none of them there, into section `index` at `offset`.
    mutating func place(_ identifiers: [ItemIdentifierType], in index: Int, at offset: Int) {
        items[index].insert(contentsOf: identifiers, at: offset)
        for identifier in identifiers { sectionOfItem[identifier] = sections[index] }
    }

    /// Inserts items before or after `destination`, moving those that are there already.
    mutating func insert(_ identifiers: [ItemIdentifierType], beside destination: ItemIdentifierType, after: Bool) {
        guard sectionOfItem[destination] != nil else {
            return raise("Invalid parameter not satisfying: section != NSNotFound")
        }
        guard !identifiers.contains(destination) else {
            return raise(
                "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier "
                    + "list for update: \(identifiers)")
        }
        guard unique(identifiers) else { return }
        removeItems(identifiers)
        guard let (section, item) = position(of: destination) else { return }
        place(identifiers, in: section, at: after ? item + 1 : item)
    }

    /// Moves an item before or after `destination`.
    mutating func move(_ identifier: ItemIdentifierType, beside destination: ItemIdentifierType, after: Bool) {
        guard sectionOfItem[identifier] != nil else {
            return raise("Invalid parameter not satisfying: fromIndex != NSNotFound")
        }
        guard sectionOfItem[destination] != nil else {
            return raise("Invalid parameter not satisfying: toIndex != NSNotFound")
        }
        guard identifier != destination else {
            return raise(
                "Invalid update: destination for move operation [\(destination)] is in the move identifier list for "
                    + "update: [\(identifier)]")
        }
        removeItems([identifier])
        guard let (section, item) = position(of: destination) else { return }
        place([identifier], in: section, at: after ? item + 1 : item)
    }

    /// Inserts sections before or after `destination`.
    mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beside destination: SectionIdentifierType, after: Bool
    ) {
        guard let index = indexOfSection(destination) else {
            return raise("Invalid parameter not satisfying: insertIndex != NSNotFound")
        }
        guard !identifiers.contains(destination) else {
            return raise(
                "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier "
                    + "list for update: \(identifiers)")
        }
        guard newSections(identifiers) else { return }
        let at = after ? index + 1 : index
        sections.insert(contentsOf: identifiers, at: at)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: at)
    }

    /// Moves a section, with its items, before or after `destination`.
    mutating func moveSection(
        _ identifier: SectionIdentifierType, beside destination: SectionIdentifierType, after: Bool
    ) {
        guard let from = indexOfSection(identifier) else {
            return raise("Invalid parameter not satisfying: fromSection != NSNotFound")
        }
        guard indexOfSection(destination) != nil else {
            return raise("Invalid parameter not satisfying: toSection != NSNotFound")
        }
        guard identifier != destination else {
            return raise(
                "Invalid update: destination for section move operation [\(destination)] is in the move identifier "
                    + "list for update: [\(identifier)]")
        }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        guard let to = indexOfSection(destination) else { return }
        let at = after ? to + 1 : to
        sections.insert(identifier, at: at)
        items.insert(moved, at: at)
    }
}
