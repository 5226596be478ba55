// The storage's bookkeeping: the identity count index, section positions, duplicate handling, and the errors
// edits throw. `MemoryStorage+Invariants.swift` checks that all of it agrees with the content.

extension MemoryStorage {
    // MARK: Identity index

    /// Records one more item of `identity`; returns how many the storage now holds.
    @discardableResult
    func retain(_ identity: ItemIdentity) -> Int {
        itemCount += 1
        let count = Self.increment(&counts[identity, default: 0])
        if count == 2 { duplicatedIdentities += 1 }
        return count
    }

    private static func increment(_ value: inout Int) -> Int {
        value += 1
        return value
    }

    /// Records one item of `identity` fewer.
    func release(_ identity: ItemIdentity) {
        itemCount -= 1
        guard let index = counts.index(forKey: identity) else { return }
        let count = counts.values[index]
        if count <= 1 {
            counts.remove(at: index)
        } else {
            counts.values[index] = count - 1
            if count == 2 { duplicatedIdentities -= 1 }
        }
    }

    /// Recounts every item from scratch (after a wholesale edit).
    func rebuildIndex() {
        forgetPlaces()
        counts.removeAll(keepingCapacity: true)
        itemCount = 0
        duplicatedIdentities = 0
        for section in content {
            for item in section.items { retain(item.identity) }
        }
    }

    // MARK: Content primitives (they keep the index)

    /// Appends empty sections until `index` exists; returns the indexes created (empty when it existed).
    func ensureSection(_ index: Int) -> Range<Int> {
        let first = content.count
        guard index >= first else { return first..<first }
        for position in first...index {
            var section = StorageSection()
            section.position = position
            content.append(section)
        }
        return first..<(index + 1)
    }

    /// Sets each section's `position` to its index, from `start` on.
    func renumberSections(from start: Int = 0) {
        for index in start..<content.count where content[index].position != index {
            content[index].position = index
        }
    }

    /// Removes the items at `paths`, which are valid, distinct and ascending: each section once, in one pass from its
    /// first removed item (so removing k items of a section of n costs about n, not k x n).
    func removeItems(atSorted paths: [ItemPath]) {
        guard !paths.isEmpty else { return }
        forgetPlaces()
        if paths.count == 1 {
            let path = paths[0]
            return release(content[path.section].items.remove(at: path.item).identity)
        }
        for path in paths { release(content[path.section].items[path.item].identity) }
        var start = 0
        while start < paths.count {
            let section = paths[start].section
            var end = start + 1
            while end < paths.count && paths[end].section == section { end += 1 }
            StorageLoops.removeItems(atSorted: paths[start..<end], from: &content[section].items)
            start = end
        }
    }

    /// Inserts `items` at `paths` (final positions, ascending and valid when inserted in that order): each section
    /// once, in one pass from its first new item.
    func insertItems(_ items: [AnyItem], atSorted paths: [ItemPath]) {
        guard !paths.isEmpty else { return }
        forgetPlaces()
        for item in items { retain(item.identity) }
        var start = 0
        while start < paths.count {
            let section = paths[start].section
            var end = start + 1
            while end < paths.count && paths[end].section == section { end += 1 }
            StorageLoops.insertItems(items[start..<end], atSorted: paths[start..<end], into: &content[section].items)
            start = end
        }
    }

    /// The path of the first item with `identity`. Linear.
    func firstPath(of identity: ItemIdentity) -> ItemPath? {
        StorageLoops.firstPath(of: identity, in: content)
    }

    /// The path of the first item with `identity`, `model`'s; for a class instance the storage holds under another
    /// identity (its `id` reassigned, or a field its hash reads edited, since it was stored: identities are read
    /// once, when a model enters), the path of the instance itself. `nil` when neither is there.
    func firstPath(ofModel model: Any, identity: ItemIdentity) -> ItemPath? {
        if counts[identity] != nil, let path = firstPath(of: identity) { return path }
        let model = (model as? AnyItem)?.base ?? model
        guard type(of: model) is AnyClass else { return nil }
        let object = model as AnyObject
        for (s, section) in content.enumerated() {
            for (i, item) in section.items.enumerated() where type(of: item.base) is AnyClass {
                if item.base as AnyObject === object { return ItemPath(item: i, section: s) }
            }
        }
        return nil
    }

    /// The paths of every item whose identity is in `identities`, ascending. Linear.
    func paths(of identities: Set<ItemIdentity>) -> [ItemPath] {
        guard !identities.isEmpty else { return [] }
        var result: [ItemPath] = []
        for (s, section) in content.enumerated() {
            for (i, item) in section.items.enumerated() where identities.contains(item.identity) {
                result.append(ItemPath(item: i, section: s))
            }
        }
        return result
    }

    // MARK: Duplicate policy

    /// Applies ``duplicatePolicy`` to `items`, about to be added by an item edit. Under `keepFirst`, throws if any
    /// is a duplicate; under `keepLast`, drops the earlier of repeated new items and returns the paths of held
    /// items to remove (ascending); otherwise returns no paths.
    func admit(_ items: inout [AnyItem], operation: String) throws(StorageError) -> [ItemPath] {
        switch duplicatePolicy {
        case .disambiguateByOccurrence:
            return []
        case .keepFirst:
            var seen = Set<ItemIdentity>()
            for item in items {
                if counts[item.identity] != nil {
                    let place = firstPath(of: item.identity).map { " at \($0)" } ?? ""
                    throw StorageError(
                        .duplicateItem, operation: operation,
                        message:
                            "\(item.identity) is already in the storage\(place) and the duplicate policy is keepFirst, "
                            + "so the edit was refused. Remove or replace the item that is there (`replaceItem(_:with:)`), "
                            + "or choose another `duplicatePolicy`.")
                }
                if !seen.insert(item.identity).inserted {
                    throw StorageError(
                        .duplicateItem, operation: operation,
                        message:
                            "\(item.identity) occurs more than once among the items added and the duplicate policy is "
                            + "keepFirst, so the edit was refused. Pass each item once.")
                }
            }
            return []
        case .keepLast:
            if items.count > 1 {
                var seen = Set<ItemIdentity>()
                var kept: [AnyItem] = []
                for item in items.reversed() where seen.insert(item.identity).inserted { kept.append(item) }
                if kept.count != items.count { items = kept.reversed() }
            }
            var held = Set<ItemIdentity>()
            for item in items where counts[item.identity] != nil { held.insert(item.identity) }
            return paths(of: held)
        }
    }

    /// Whether a reported anomaly goes anywhere (``ContentPublisher/anyoneListens``): the storage skips the linear
    /// search for every place a duplicate occurs unless it does.
    var anyoneListens: Bool { publisher.anyoneListens }

    /// Sends `anomaly` to ``anomalyHandler``, or to ``AnomalyReporter`` when the storage has none.
    func report(_ anomaly: Anomaly) {
        publisher.report(anomaly)
    }

    /// After a wholesale edit has put new items in the sections for which `supplied` holds (and the index has been
    /// updated): reports each identity that now occurs more than once with at least one occurrence among the new
    /// items, with every place it occurs, then keeps all of them, the first or the last, as the policy says.
    func applyPolicyToWholesaleEdit(supplied: (Int) -> Bool) {
        guard duplicatedIdentities > 0 else { return }
        var places: [ItemIdentity: [ItemPath]] = [:]
        var involved = Set<ItemIdentity>()
        var order: [ItemIdentity] = []
        for (s, section) in content.enumerated() {
            let isSupplied = supplied(s)
            for (i, item) in section.items.enumerated() where (counts[item.identity] ?? 0) > 1 {
                if places[item.identity] == nil { order.append(item.identity) }
                places[item.identity, default: []].append(ItemPath(item: i, section: s))
                if isSupplied { involved.insert(item.identity) }
            }
        }
        var removals: [ItemPath] = []
        for identity in order where involved.contains(identity) {
            let paths = places[identity] ?? []
            if anyoneListens {
                report(
                    .duplicateIdentity(
                        DuplicateIdentity(
                            identity: identity.description, side: .after, paths: paths, policy: duplicatePolicy)))
            }
            switch duplicatePolicy {
            case .disambiguateByOccurrence: break
            case .keepFirst: removals.append(contentsOf: paths.dropFirst())
            case .keepLast: removals.append(contentsOf: paths.dropLast())
            }
        }
        removeItems(atSorted: removals.sorted())
    }

    // MARK: Errors

    /// Throws unless an edit may put items at section `section`: one that exists, or one at most
    /// ``MemoryStorage/maximumCreatedSections`` past the last, which the edit creates with the ones before it.
    func checkCreatable(_ section: Int, _ operation: String) throws(StorageError) {
        guard section >= 0 else { throw sectionError(section, operation) }
        // `section - content.count` cannot overflow: both are at least 0.
        guard section - content.count >= Self.maximumCreatedSections else { return }
        throw StorageError(
            .sectionOutOfRange, operation: operation,
            message:
                "section \(section) is far past the last one (the storage has \(content.count) sections); an edit "
                + "creates at most \(Self.maximumCreatedSections) missing sections. Add the sections first, or check the "
                + "index: a section this far out is usually a computed index gone wrong.")
    }

    func sectionError(_ section: Int, _ operation: String) -> StorageError {
        let count = content.count
        let held =
            count == 0
            ? "the storage has no sections"
            : "the storage has \(count) section\(count == 1 ? "" : "s") (0...\(count - 1))"
        let what = section < 0 ? "section index \(section) is negative" : "section \(section) does not exist"
        return StorageError(
            .sectionOutOfRange, operation: operation,
            message:
                "\(what): \(held). Check `numberOfSections` first; `addItems(_:toSection:)` creates missing sections.")
    }

    func itemError(_ path: ItemPath, inserting: Bool, _ operation: String) -> StorageError {
        let count = numberOfItems(inSection: path.section)
        let valid = inserting ? "0...\(count)" : (count == 0 ? "none" : "0...\(count - 1)")
        return StorageError(
            .itemOutOfRange, operation: operation,
            message:
                "item \(path.item) is out of range in section \(path.section), which holds \(count) "
                + "item\(count == 1 ? "" : "s") (valid \(inserting ? "insertion " : "")indexes: \(valid)). "
                + "Check `numberOfItems(inSection:)` first.")
    }

    func notFoundError(_ identity: ItemIdentity, _ operation: String) -> StorageError {
        let hint =
            identity.isToken
            ? " Its type is neither Identifiable nor Hashable, so a copy of it is never found again: make it "
                + "Identifiable or Hashable, or address it by path."
            : " Check `contains(_:)` or `itemPath(of:)` first."
        return StorageError(.itemNotFound, operation: operation, message: "\(identity) is not in the storage.\(hint)")
    }

    func sectionNotFoundError(_ id: ItemIdentity, _ operation: String) -> StorageError {
        StorageError(
            .sectionNotFound, operation: operation,
            message:
                "no section has the identifier \(id). Add one with `insertSection(_:at:)` or `setSections(_:)`, "
                + "or check `section(withID:)` first.")
    }

    func duplicateSectionError(_ id: ItemIdentity, at index: Int, _ operation: String) -> StorageError {
        StorageError(
            .duplicateSectionIdentifier, operation: operation,
            message:
                "section identifier \(id) is already used by section \(index); section identifiers must be unique. "
                + "Give the section another identifier, or none.")
    }

    /// Throws unless `path` is an item of an existing section.
    func validateItemPath(_ path: ItemPath, _ operation: String) throws(StorageError) {
        guard path.section >= 0, path.section < content.count else { throw sectionError(path.section, operation) }
        guard path.item >= 0, path.item < content[path.section].items.count else {
            throw itemError(path, inserting: false, operation)
        }
    }

    /// Throws unless `section` exists.
    func validateSection(_ section: Int, _ operation: String) throws(StorageError) {
        guard section >= 0, section < content.count else { throw sectionError(section, operation) }
    }
}
