/// Where each identity of a storage's items occurs, so that a duplicate report finds every copy of an identity
/// without scanning the content.
///
/// `MemoryStorage` builds one from its content the first time it reports a duplicate (only while someone listens to
/// anomalies), keeps it through the edits that move no item (appends, an item replaced in place, a section added
/// last), and drops it on any other edit; the next report builds it again. So adding duplicates one by one costs
/// each report about the number of copies, not the size of the content.
struct PlaceIndex {
    /// One identity's paths: most identities occur once, and need no array.
    private enum Places: Equatable {
        case one(ItemPath)
        case many([ItemPath])
    }

    private var places: [ItemIdentity: Places] = [:]

    /// The places of every item of `content`.
    init(_ content: [StorageSection]) {
        for (s, section) in content.enumerated() {
            for (i, item) in section.items.enumerated() { add(item.identity, at: ItemPath(item: i, section: s)) }
        }
    }

    /// Records an item of `identity` at `path`.
    mutating func add(_ identity: ItemIdentity, at path: ItemPath) {
        guard let index = places.index(forKey: identity) else {
            places[identity] = .one(path)
            return
        }
        switch places.values[index] {
        case .one(let first):
            places.values[index] = .many([first, path])
        case .many(var paths):
            // Taken out first, so that the append does not copy the array.
            places.values[index] = .one(path)
            paths.append(path)
            places.values[index] = .many(paths)
        }
    }

    /// Records that the item of `identity` at `path` is gone (replaced by another).
    mutating func remove(_ identity: ItemIdentity, at path: ItemPath) {
        guard let index = places.index(forKey: identity) else { return }
        switch places.values[index] {
        case .one(let only):
            if only == path { places.remove(at: index) }
        case .many(var paths):
            places.values[index] = .one(path)
            paths.removeAll { $0 == path }
            places.values[index] = paths.count == 1 ? .one(paths[0]) : .many(paths)
        }
    }

    /// The paths recorded for `identity`, ascending.
    func paths(of identity: ItemIdentity) -> [ItemPath] {
        switch places[identity] {
        case nil: return []
        case .one(let path): return [path]
        case .many(let paths):
            for k in paths.indices.dropFirst() where !(paths[k - 1] < paths[k]) { return paths.sorted() }
            return paths
        }
    }

    /// Whether this index records exactly what `other` does (the same paths for the same identities, in any order).
    func matches(_ other: PlaceIndex) -> Bool {
        guard places.count == other.places.count else { return false }
        for identity in places.keys where paths(of: identity) != other.paths(of: identity) { return false }
        return true
    }
}
