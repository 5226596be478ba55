// Paths given to an edit that waits (made by an observer during a delivery, or inside a `performUpdates` body during
// one): the caller read them from the storage as it was then, and edits queued before this one may have moved rows
// by the time it runs. Each place is kept as what was there (the item, the item before a position, the section's
// identifier), and found again when the edit runs, so the edit reaches the row the caller named: removing "c" after a queued removal
// of "b" removes "c", not the row that took its place. A place whose item an earlier edit removed is an error
// (reported as `Anomaly.invalidStorageEdit`), never another row.

/// An item, a position between items, or a section, as an edit names it, with what was there when the edit was made
/// when it waits (``MemoryStorage/place(of:)``).
@MainActor
struct EditPlace {
    /// The path as given.
    let path: ItemPath
    /// What was at `path` when the edit was made, when it waits; `nil` for an edit that runs at once.
    let anchor: Anchor?

    struct Anchor {
        /// The item at `path` (`nil`: none, the position is the section's end, or the path was invalid).
        let item: AnyItem.Storage?
        /// The item just before `path`, for a position after the last item.
        let before: AnyItem.Storage?
        /// The section of `path`.
        let section: SectionAnchor
        /// Whether `path` named a valid item (or, for a position, a valid position) when the edit was made: an
        /// invalid one is given as it was, so the edit fails as it would have.
        let wasValid: Bool
    }

    /// Where the item named now is. Throws when an edit that ran before removed it.
    func item(in storage: MemoryStorage, _ operation: String) throws(StorageError) -> ItemPath {
        guard let anchor, anchor.wasValid, let item = anchor.item else { return path }
        if let now = storage.currentPath(of: item, near: path) { return now }
        throw StorageError(
            .itemNotFound, operation: operation,
            message: "the item at \(path) when this edit was made is no longer in the storage: an edit made before it "
                + "during the same delivery removed it, so this edit is dropped (paths read during a delivery name "
                + "the rows as they were then; the edits run in order once the delivery ends).")
    }

    /// Where the position named is now: before the item that was there, or after the item that was before it, or
    /// at the same index of the section when both are gone.
    func position(in storage: MemoryStorage) -> ItemPath {
        guard let anchor, anchor.wasValid else { return path }
        if let item = anchor.item, let now = storage.currentPath(of: item, near: path) { return now }
        if let before = anchor.before, let now = storage.currentPath(of: before, near: path) {
            return ItemPath(item: now.item + 1, section: now.section)
        }
        let section = anchor.section.index(in: storage) ?? path.section
        return ItemPath(item: min(path.item, storage.numberOfItems(inSection: section)), section: section)
    }
}

/// A section as an edit names it, found again when the edit runs: by its identifier, else by its index. A section
/// without an identifier is known by its place, as everywhere in the storage (`SectionIdentity.position`: the diff
/// matches such sections by index too): give sections identifiers to name them whatever edits run before.
@MainActor
enum SectionAnchor {
    case identifier(ItemIdentity)
    case index(Int)

    /// The section's index now; `nil` when it is gone.
    func index(in storage: MemoryStorage) -> Int? {
        switch self {
        case .identifier(let id): return storage.content.firstIndex { $0.id == id }
        case .index(let index): return index
        }
    }
}

/// A section index as an edit names it (``MemoryStorage/sectionPlace(_:)``).
@MainActor
struct SectionPlace {
    let index: Int
    /// The section there when the edit was made, when it waits and the index named one.
    let anchor: SectionAnchor?

    /// The section's index now (the index as given when it named no section then, so the edit fails or creates
    /// sections as it would have). Throws when an edit that ran before removed the section.
    func section(in storage: MemoryStorage, _ operation: String) throws(StorageError) -> Int {
        guard let anchor else { return index }
        if let now = anchor.index(in: storage) { return now }
        throw StorageError(
            .sectionNotFound, operation: operation,
            message: "section \(index) when this edit was made is no longer in the storage: an edit made before it "
                + "during the same delivery removed it, so this edit is dropped.")
    }

    /// Where the position between sections named is now: before the section that was there, or at the end.
    func position(in storage: MemoryStorage) -> Int {
        guard let anchor else { return index }
        return anchor.index(in: storage) ?? min(index, storage.content.count)
    }
}

extension MemoryStorage {
    /// Whether an edit made now waits (see ``edit(_:_:)``): its paths are then kept as what they name.
    var editsWait: Bool { deferredBatch != nil || (batchDepth == 0 && publisher.isBusy) }

    /// `path` as an edit names it: an item, or a position (`0` up to the section's count).
    func place(of path: ItemPath) -> EditPlace {
        guard editsWait else { return EditPlace(path: path, anchor: nil) }
        let validSection = path.section >= 0 && path.section < content.count
        let items = validSection ? content[path.section].items : []
        let wasValid = validSection && path.item >= 0 && path.item <= items.count
        let item = wasValid && path.item < items.count ? items[path.item].storage : nil
        let before = wasValid && path.item > 0 ? items[path.item - 1].storage : nil
        return EditPlace(
            path: path,
            anchor: EditPlace.Anchor(
                item: item, before: before, section: sectionAnchor(path.section), wasValid: wasValid))
    }

    /// Section `index` as an edit names it.
    func sectionPlace(_ index: Int) -> SectionPlace {
        guard editsWait, index >= 0, index <= content.count else { return SectionPlace(index: index, anchor: nil) }
        return SectionPlace(index: index, anchor: index < content.count ? sectionAnchor(index) : nil)
    }

    func sectionAnchor(_ index: Int) -> SectionAnchor {
        guard index >= 0, index < content.count else { return .index(index) }
        if let id = content[index].id { return .identifier(id) }
        return .index(index)
    }

    /// Where the item whose wrap is `item` is now: looked for at `hint` first, then outward from it in its section,
    /// then in the other sections. `nil` when the storage no longer holds it.
    func currentPath(of item: AnyItem.Storage, near hint: ItemPath) -> ItemPath? {
        func search(_ section: Int, from start: Int) -> Int? {
            let items = content[section].items
            guard !items.isEmpty else { return nil }
            let start = min(max(start, 0), items.count - 1)
            var low = start, high = start + 1
            while low >= 0 || high < items.count {
                if low >= 0 {
                    if items[low].storage === item { return low }
                    low -= 1
                }
                if high < items.count {
                    if items[high].storage === item { return high }
                    high += 1
                }
            }
            return nil
        }
        if hint.section >= 0, hint.section < content.count, let found = search(hint.section, from: hint.item) {
            return ItemPath(item: found, section: hint.section)
        }
        for section in content.indices where section != hint.section {
            if let found = search(section, from: 0) { return ItemPath(item: found, section: section) }
        }
        return nil
    }
}

/// A move's destination as an edit names it: a position among the items once the moved one has left
/// (``MemoryStorage/movePlace(from:to:)``).
@MainActor
struct MovePlace {
    let destination: ItemPath
    /// When the edit waits: the items that were to be just after and just before the moved one, and the section.
    let anchor: (after: AnyItem.Storage?, before: AnyItem.Storage?, section: SectionAnchor)?

    /// The destination now, for the moved item now at `source`: before the item that was to follow it, or after
    /// the one that was to precede it, or the same index of the section when both are gone.
    func destination(in storage: MemoryStorage, leaving source: ItemPath) -> ItemPath {
        guard let anchor else { return destination }
        // A path in the content as it is once the item at `source` has left.
        func leaving(_ path: ItemPath) -> ItemPath {
            path.section == source.section && path.item > source.item
                ? ItemPath(item: path.item - 1, section: path.section) : path
        }
        if let after = anchor.after, let now = storage.currentPath(of: after, near: destination) {
            return leaving(now)
        }
        if let before = anchor.before, let now = storage.currentPath(of: before, near: destination) {
            let left = leaving(now)
            return ItemPath(item: left.item + 1, section: left.section)
        }
        let section = anchor.section.index(in: storage) ?? destination.section
        let available = storage.numberOfItems(inSection: section) - (section == source.section ? 1 : 0)
        return ItemPath(item: min(destination.item, max(available, 0)), section: section)
    }
}

extension MemoryStorage {
    /// A move's destination as an edit names it (see ``MovePlace``).
    func movePlace(from source: ItemPath, to destination: ItemPath) -> MovePlace {
        guard editsWait, destination.section >= 0, destination.section < content.count else {
            return MovePlace(destination: destination, anchor: nil)
        }
        // The destination section's items once the moved one has left.
        var items = content[destination.section].items
        if source.section == destination.section {
            guard source.item >= 0, source.item < items.count else {
                return MovePlace(destination: destination, anchor: nil)
            }
            items.remove(at: source.item)
        }
        guard destination.item >= 0, destination.item <= items.count else {
            return MovePlace(destination: destination, anchor: nil)
        }
        let after = destination.item < items.count ? items[destination.item].storage : nil
        let before = destination.item > 0 ? items[destination.item - 1].storage : nil
        return MovePlace(destination: destination, anchor: (after, before, sectionAnchor(destination.section)))
    }
}

extension MemoryStorage {
    /// Final positions of an insertion (``insertItems(_:at:)`` with paths) as an edit names them: each is the
    /// position before the item that was to follow it, with how many of the new items come before it in its section.
    /// `nil` when a path repeats (the edit then fails as it would have).
    func finalPositionPlaces(_ paths: [ItemPath]) -> [(place: EditPlace, before: Int)]? {
        guard Set(paths).count == paths.count else { return nil }
        var seen: [Int: Int] = [:]
        var result = paths.map { (place: EditPlace(path: $0, anchor: nil), before: 0) }
        for k in StorageLoops.order(of: paths) {
            let path = paths[k]
            let before = seen[path.section, default: 0]
            seen[path.section] = before + 1
            result[k] = (place(of: ItemPath(item: path.item - before, section: path.section)), before)
        }
        return result
    }

    /// The final positions `places` name now.
    func resolveFinalPositions(_ places: [(place: EditPlace, before: Int)]) -> [ItemPath] {
        places.map { place, before in
            let position = place.position(in: self)
            return ItemPath(item: position.item + before, section: position.section)
        }
    }
}

extension MemoryStorage {
    /// What each of `places` names now, found by `find`; a place `find` cannot find (an earlier waiting edit removed
    /// what it named) is reported as ``Anomaly/invalidStorageEdit(_:)`` and left out, so an edit of many places acts
    /// on the others.
    func findingEach<Place, Found>(
        _ places: [Place], _ find: (Place) throws(StorageError) -> Found
    ) -> [Found] {
        var found: [Found] = []
        found.reserveCapacity(places.count)
        for place in places {
            do throws(StorageError) {
                found.append(try find(place))
            } catch {
                report(.invalidStorageEdit(error))
            }
        }
        return found
    }
}
