// Duplicate reports, and the index of places they read (`PlaceIndex`): every edit that moves or removes items calls
// `forgetPlaces()`; the edits that only add items at the end, or replace one in place, record where they put them.

extension MemoryStorage {
    // MARK: Keeping the place index

    /// Drops the place index: the edit about to be made moves or removes items.
    func forgetPlaces() {
        if places != nil { places = nil }
    }

    /// Records, when the storage keeps a place index, that `items` now sit in section `section` from item `start` on.
    func notePlaces(of items: [AnyItem], section: Int, from start: Int) {
        guard places != nil else { return }
        for (offset, item) in items.enumerated() {
            places?.add(item.identity, at: ItemPath(item: start + offset, section: section))
        }
    }

    /// Records, when the storage keeps a place index, that the item at `path` was `old` and is now `new`.
    func movePlace(at path: ItemPath, from old: ItemIdentity, to new: ItemIdentity) {
        guard places != nil, old != new else { return }
        places?.remove(old, at: path)
        places?.add(new, at: path)
    }

    // MARK: Reporting duplicates

    /// Reports, under `disambiguateByOccurrence`, each of `identities` that the storage now holds more than once,
    /// with every place it occurs.
    func reportDuplicates(of identities: [ItemIdentity]) {
        guard duplicatePolicy == .disambiguateByOccurrence, duplicatedIdentities > 0, anyoneListens else { return }
        var repeated = Set<ItemIdentity>()
        var found: [(ItemIdentity, [ItemPath])] = []
        for identity in identities where (counts[identity] ?? 0) > 1 && repeated.insert(identity).inserted {
            found.append((identity, places(of: identity)))
        }
        for (identity, paths) in found {
            report(.duplicateIdentity(DuplicateIdentity(identity: identity.description, side: .after, paths: paths)))
        }
    }

    /// Every place `identity` occurs, ascending: from the place index when its paths check out (as many as the
    /// storage counts, each holding `identity`), else from a place index built anew from the content.
    private func places(of identity: ItemIdentity) -> [ItemPath] {
        if let paths = places?.paths(of: identity), holds(identity, at: paths) { return paths }
        let index = PlaceIndex(content)
        places = index
        return index.paths(of: identity)
    }

    /// Whether `paths` are ascending, and exactly as many as the items of `identity` the storage holds, each holding
    /// one: then they are every place it occurs.
    private func holds(_ identity: ItemIdentity, at paths: [ItemPath]) -> Bool {
        guard paths.count == counts[identity] ?? 0 else { return false }
        let hash = identity.hash
        var previous: ItemPath?
        for path in paths {
            if let previous, !(previous < path) { return false }
            guard path.section >= 0, path.section < content.count, path.item >= 0,
                path.item < content[path.section].items.count
            else { return false }
            let item = content[path.section].items[path.item]
            guard item.identityHash == hash, item.identity == identity else { return false }
            previous = path
        }
        return true
    }
}

extension MemoryStorage {
    /// Why the place index disagrees with the content, or `nil` (also when the storage keeps none). For tests: the
    /// debug invariants leave it out, because it costs more than the edits it checks, and a stale index could only
    /// cost a rebuild (a report checks the paths it reads), never a wrong report.
    func _placeIndexViolation() -> String? {
        guard let places, !places.matches(PlaceIndex(content)) else { return nil }
        return "the place index does not match the content"
    }
}
