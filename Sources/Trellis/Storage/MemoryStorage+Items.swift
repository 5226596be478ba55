// Editing items: add, insert, remove, replace, reload, move, and set a section's items.

extension MemoryStorage {
    // MARK: Adding

    /// Appends `item` to section `section`, creating the sections up to it when they do not exist yet.
    ///
    /// The update inserts the item (or the new sections). Throws for a negative section index, and under
    /// ``DuplicatePolicy/keepFirst`` for an item the storage already holds.
    public func addItem<Model>(_ item: Model, toSection section: Int = 0) throws(StorageError) {
        let place = sectionPlace(section)
        try edit { [self] operation throws(StorageError) in
            try add([AnyItem(item)], toSection: place.section(in: self, operation), operation: operation)
        }
    }

    /// Appends `items` to section `section`, creating the sections up to it when they do not exist yet.
    public func addItems<Model>(_ items: [Model], toSection section: Int = 0) throws(StorageError) {
        let place = sectionPlace(section)
        try edit { [self] operation throws(StorageError) in
            try add(StorageLoops.wrap(items), toSection: place.section(in: self, operation), operation: operation)
        }
    }

    /// Appends `items` to the section whose identifier is `id`; throws when there is none.
    public func addItems<Model, ID: Hashable>(_ items: [Model], toSectionWithID id: ID) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            let identity = ItemIdentity(value: id)
            guard let section = sectionIndex(of: identity) else { throw sectionNotFoundError(identity, operation) }
            try add(StorageLoops.wrap(items), toSection: section, operation: operation)
        }
    }

    func add(_ items: [AnyItem], toSection section: Int, operation: String) throws(StorageError) {
        try checkCreatable(section, operation)
        var items = items
        let evicted = try admit(&items, operation: operation)
        let created = ensureSection(section)
        removeItems(atSorted: evicted)
        let start = content[section].items.count
        content[section].items.append(contentsOf: items)
        notePlaces(of: items, section: section, from: start)
        var repeated = false
        for item in items where retain(item.identity) > 1 { repeated = true }
        if repeated { reportDuplicates(of: StorageLoops.identities(of: items)) }
        commit(
            BatchUpdate(
                insertedSections: Array(created), deletedItems: evicted,
                insertedItems: created.isEmpty
                    ? StorageLoops.paths(start..<(start + items.count), section: section) : []))
    }

    // MARK: Inserting

    /// Inserts `item` at `path`: it then sits at `path`, and the items from there on move down by one.
    ///
    /// `path.item` can be anything from `0` to the number of items in the section. A section that does not exist
    /// yet is created (with the ones before it) when `path.item` is `0`.
    public func insertItem<Model>(_ item: Model, at path: ItemPath) throws(StorageError) {
        let place = place(of: path)
        try edit { [self] operation throws(StorageError) in
            try insert([AnyItem(item)], at: place.position(in: self), operation: operation)
        }
    }

    /// Inserts `items` one after the other from `path` on.
    public func insertItems<Model>(_ items: [Model], at path: ItemPath) throws(StorageError) {
        let place = place(of: path)
        try edit { [self] operation throws(StorageError) in
            try insert(StorageLoops.wrap(items), at: place.position(in: self), operation: operation)
        }
    }

    func insert(_ items: [AnyItem], at path: ItemPath, operation: String) throws(StorageError) {
        try checkCreatable(path.section, operation)
        let available = numberOfItems(inSection: path.section)
        guard path.item >= 0, path.item <= available else { throw itemError(path, inserting: true, operation) }
        var items = items
        let evicted = try admit(&items, operation: operation)
        let created = ensureSection(path.section)
        removeItems(atSorted: evicted)
        let shift = StorageLoops.count(of: evicted, before: path)
        let start = path.item - shift
        if start == content[path.section].items.count {
            content[path.section].items.append(contentsOf: items)
            notePlaces(of: items, section: path.section, from: start)
        } else {
            forgetPlaces()
            content[path.section].items.insert(contentsOf: items, at: start)
        }
        var repeated = false
        for item in items where retain(item.identity) > 1 { repeated = true }
        if repeated { reportDuplicates(of: StorageLoops.identities(of: items)) }
        commit(
            BatchUpdate(
                insertedSections: Array(created), deletedItems: evicted,
                insertedItems: created.isEmpty
                    ? StorageLoops.paths(start..<(start + items.count), section: path.section) : []))
    }

    /// Inserts each of `items` at the path of the same index in `paths`, UIKit-style: the paths are where the items
    /// are once all are inserted (so for one section, ascending paths `[[0, 0], [0, 2]]` put the items first and
    /// third). Sections that do not exist yet are created.
    ///
    /// Throws when the counts differ, a path repeats, or the paths cannot all hold at once.
    public func insertItems<Model>(_ items: [Model], at paths: [ItemPath]) throws(StorageError) {
        let places = editsWait ? finalPositionPlaces(paths) : nil
        try edit { [self] operation throws(StorageError) in
            let paths = places.map { resolveFinalPositions($0) } ?? paths
            guard items.count == paths.count else {
                throw StorageError(
                    .invalidArgument, operation: operation,
                    message:
                        "\(items.count) items were given with \(paths.count) paths; pass one path for each item.")
            }
            let order = StorageLoops.order(of: paths)
            var simulated: [Int: Int] = [:]
            var previous: ItemPath?
            for k in order {
                let path = paths[k]
                try checkCreatable(path.section, operation)
                if path == previous {
                    throw StorageError(
                        .invalidArgument, operation: operation,
                        message:
                            "path \(path) occurs more than once; each item needs its own path.")
                }
                previous = path
                let count = simulated[path.section] ?? numberOfItems(inSection: path.section)
                guard path.item >= 0, path.item <= count else {
                    throw StorageError(
                        .itemOutOfRange, operation: operation,
                        message:
                            "item \(path.item) cannot be filled in section \(path.section): once the items before it are in, "
                            + "the section holds \(count) item\(count == 1 ? "" : "s"). Paths are final positions; leave no gaps."
                    )
                }
                simulated[path.section] = count + 1
            }
            var wrapped: [AnyItem] = []
            var sortedPaths: [ItemPath] = []
            for k in order {
                wrapped.append(AnyItem(items[k]))
                sortedPaths.append(paths[k])
            }
            if duplicatePolicy == .keepFirst { _ = try admit(&wrapped, operation: operation) }
            let before = content
            let created = ensureSection(sortedPaths.last?.section ?? -1)
            insertItems(wrapped, atSorted: sortedPaths)
            var repeated = false
            for item in wrapped where (counts[item.identity] ?? 0) > 1 { repeated = true }
            if duplicatePolicy == .keepLast && repeated {
                // Rare: keep only the newest of each repeated identity, and let the diff describe the result.
                var newest = wrapped
                for (k, original) in order.enumerated() { newest[original] = wrapped[k] }
                keepOnly(newest: newest)
                return commitDiff(from: before)
            }
            if repeated { reportDuplicates(of: StorageLoops.identities(of: wrapped)) }
            var inserted: [ItemPath] = []
            for path in sortedPaths where !created.contains(path.section) { inserted.append(path) }
            commit(BatchUpdate(insertedSections: Array(created), insertedItems: inserted))
        }
    }

    /// Removes every item that shares its identity with one of `newest` (in the order the caller gave them) but is
    /// not the last of `newest` with it.
    private func keepOnly(newest: [AnyItem]) {
        var keep: [ItemIdentity: AnyItem.Storage] = [:]
        for item in newest { keep[item.identity] = item.storage }
        var removals: [ItemPath] = []
        for (s, section) in content.enumerated() {
            for (i, item) in section.items.enumerated() {
                if let kept = keep[item.identity], kept !== item.storage {
                    removals.append(ItemPath(item: i, section: s))
                }
            }
        }
        removeItems(atSorted: removals)
    }

    // MARK: Removing

    /// Removes the first item with `item`'s identity (a class instance: the instance, even if its identity changed
    /// since it was stored); throws when there is none.
    public func removeItem<Model>(_ item: Model) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            let identity = ItemIdentity(item)
            guard let path = firstPath(ofModel: item, identity: identity) else {
                throw notFoundError(identity, operation)
            }
            removeItems(atSorted: [path])
            commit(BatchUpdate(deletedItems: [path]))
        }
    }

    /// Removes the items with the identities of `items` (an identity listed twice removes two occurrences). Throws,
    /// removing nothing, when one of them is not in the storage.
    public func removeItems<Model>(_ items: [Model]) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            var wanted: [ItemIdentity: Int] = [:]
            for item in items { wanted[ItemIdentity(item), default: 0] += 1 }
            for (identity, count) in wanted where (counts[identity] ?? 0) < count {
                if counts[identity] == nil { throw notFoundError(identity, operation) }
                throw StorageError(
                    .itemNotFound, operation: operation,
                    message:
                        "\(identity) was listed \(count) times but the storage holds it \(counts[identity] ?? 0) times."
                )
            }
            guard !wanted.isEmpty else { return }
            var paths: [ItemPath] = []
            for (s, section) in content.enumerated() {
                for (i, item) in section.items.enumerated() {
                    guard let index = wanted.index(forKey: item.identity) else { continue }
                    paths.append(ItemPath(item: i, section: s))
                    if wanted.values[index] == 1 { wanted.remove(at: index) } else { wanted.values[index] -= 1 }
                }
                if wanted.isEmpty { break }
            }
            removeItems(atSorted: paths)
            commit(BatchUpdate(deletedItems: paths))
        }
    }

    /// Removes the item at `path`; throws when there is none.
    public func removeItem(at path: ItemPath) throws(StorageError) {
        let place = place(of: path)
        try edit { [self] operation throws(StorageError) in
            let path = try place.item(in: self, operation)
            try validateItemPath(path, operation)
            removeItems(atSorted: [path])
            commit(BatchUpdate(deletedItems: [path]))
        }
    }

    /// Removes the items at `paths` (positions before the removal; a path listed twice counts once). Throws,
    /// removing nothing, when one of them is out of range.
    public func removeItems(at paths: [ItemPath]) throws(StorageError) {
        let places = editsWait ? paths.map { place(of: $0) } : nil
        try edit { [self] operation throws(StorageError) in
            // A row an earlier waiting edit removed is reported; the others are removed.
            let paths =
                places.map { findingEach($0) { place throws(StorageError) in try place.item(in: self, operation) } }
                ?? paths
            for path in paths { try validateItemPath(path, operation) }
            let sorted = Array(Set(paths)).sorted()
            removeItems(atSorted: sorted)
            commit(BatchUpdate(deletedItems: sorted))
        }
    }

    /// Removes every item of section `section`; the section stays, with its header and footer.
    public func removeItems(inSection section: Int) throws(StorageError) {
        let place = sectionPlace(section)
        try edit { [self] operation throws(StorageError) in
            let section = try place.section(in: self, operation)
            try validateSection(section, operation)
            let paths = StorageLoops.paths(content[section].items.indices, section: section)
            forgetPlaces()
            for item in content[section].items { release(item.identity) }
            content[section].items.removeAll()
            commit(BatchUpdate(deletedItems: paths))
        }
    }

    /// Removes every item; the sections stay, with their headers and footers.
    public func removeAllItems() {
        edit { [self] _ in
            var paths: [ItemPath] = []
            if publisher.hasObservers {
                paths.reserveCapacity(itemCount)
                for (s, section) in content.enumerated() {
                    for i in section.items.indices { paths.append(ItemPath(item: i, section: s)) }
                }
            }
            for index in content.indices { content[index].items.removeAll() }
            forgetPlaces()
            counts.removeAll()
            itemCount = 0
            duplicatedIdentities = 0
            commit(BatchUpdate(deletedItems: paths))
        }
    }

    // MARK: Replacing and reloading

    /// Puts `newItem` in the place of the first item with `oldItem`'s identity (a class instance: the instance, even
    /// if its identity changed since it was stored); throws when there is none.
    ///
    /// When `newItem` has the same identity, the update reloads the item (or is empty when the content is the
    /// same, for `Equatable` models); otherwise it deletes the old item and inserts the new one in its place.
    public func replaceItem<Old, New>(_ oldItem: Old, with newItem: New) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            let identity = ItemIdentity(oldItem)
            guard let path = firstPath(ofModel: oldItem, identity: identity) else {
                throw notFoundError(identity, operation)
            }
            try replace(at: path, with: AnyItem(newItem), operation: operation)
        }
    }

    /// Puts `newItem` in the place of the item at `path`, as ``replaceItem(_:with:)`` does.
    public func replaceItem<New>(at path: ItemPath, with newItem: New) throws(StorageError) {
        let place = place(of: path)
        try edit { [self] operation throws(StorageError) in
            let path = try place.item(in: self, operation)
            try validateItemPath(path, operation)
            try replace(at: path, with: AnyItem(newItem), operation: operation)
        }
    }

    func replace(at path: ItemPath, with item: AnyItem, operation: String) throws(StorageError) {
        let old = content[path.section].items[path.item]
        if old.identity == item.identity {
            content[path.section].items[path.item] = item
            return commit(old.hasSameContent(as: item) ? BatchUpdate() : BatchUpdate(reloadedItems: [path]))
        }
        var items = [item]
        let evicted = try admit(&items, operation: operation)
        let shift = StorageLoops.count(of: evicted, before: path)
        release(old.identity)
        content[path.section].items[path.item] = item
        movePlace(at: path, from: old.identity, to: item.identity)
        let count = retain(item.identity)
        removeItems(atSorted: evicted)
        if count > 1 { reportDuplicates(of: [item.identity]) }
        let target = ItemPath(item: path.item - shift, section: path.section)
        commit(BatchUpdate(deletedItems: (evicted + [path]).sorted(), insertedItems: [target]))
    }

    /// Stores `item` in the place of the first item with its identity, and reloads that row even when the content
    /// looks the same (say, a class instance changed in place). A class instance is found even when its identity
    /// changed since it was stored (its `id` reassigned, a field its hash reads edited): the row is reloaded and
    /// known by the new identity from then on. Throws when the storage holds no such item.
    public func reloadItem<Model>(_ item: Model) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            let wrapped = AnyItem(item)
            guard let path = firstPath(ofModel: item, identity: wrapped.identity) else {
                throw notFoundError(wrapped.identity, operation)
            }
            let stored = content[path.section].items[path.item].identity
            content[path.section].items[path.item] = wrapped
            if stored != wrapped.identity {
                movePlace(at: path, from: stored, to: wrapped.identity)
                release(stored)
                if retain(wrapped.identity) > 1 { reportDuplicates(of: [wrapped.identity]) }
            }
            commit(BatchUpdate(reloadedItems: [path]))
        }
    }

    /// Reloads the item at `path`, leaving the model as it is.
    public func reloadItem(at path: ItemPath) throws(StorageError) {
        let place = place(of: path)
        try edit { [self] operation throws(StorageError) in
            let path = try place.item(in: self, operation)
            try validateItemPath(path, operation)
            commit(BatchUpdate(reloadedItems: [path]))
        }
    }

    // MARK: Moving

    /// Moves the item at `source` to `destination`, in the same section or another one. `destination` is where the
    /// item is after the move (UIKit's convention): in its section, `0` up to the number of items there once the
    /// item has left.
    public func moveItem(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        let sourcePlace = place(of: source)
        let destinationPlace = movePlace(from: source, to: destination)
        try edit { [self] operation throws(StorageError) in
            let source = try sourcePlace.item(in: self, operation)
            let destination = destinationPlace.destination(in: self, leaving: source)
            try validateItemPath(source, operation)
            try validateSection(destination.section, operation)
            let available = content[destination.section].items.count - (source.section == destination.section ? 1 : 0)
            guard destination.item >= 0, destination.item <= available else {
                throw StorageError(
                    .itemOutOfRange, operation: operation,
                    message:
                        "item \(destination.item) is out of range as a destination in section \(destination.section): once "
                        + "the moved item has left its place, valid destinations are 0...\(available).")
            }
            guard source != destination else { return commit(BatchUpdate()) }
            forgetPlaces()
            let item = content[source.section].items.remove(at: source.item)
            content[destination.section].items.insert(item, at: destination.item)
            commit(BatchUpdate(movedItems: [.init(source: source, target: destination)]))
        }
    }

    // MARK: Setting

    /// Replaces the items of section `section` with `items`, creating the sections up to it when needed. The update
    /// is the diff between the old and new content: unchanged items stay, changed ones reload, moved ones move.
    public func setItems<Model>(_ items: [Model], forSection section: Int) throws(StorageError) {
        let place = sectionPlace(section)
        try edit { [self] operation throws(StorageError) in
            let section = try place.section(in: self, operation)
            try checkCreatable(section, operation)
            replaceItems(ofSection: section, with: StorageLoops.wrap(items))
        }
    }

    /// Replaces the items of the section whose identifier is `id`; throws when there is none.
    public func setItems<Model, ID: Hashable>(_ items: [Model], forSectionWithID id: ID) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            let identity = ItemIdentity(value: id)
            guard let section = sectionIndex(of: identity) else { throw sectionNotFoundError(identity, operation) }
            replaceItems(ofSection: section, with: StorageLoops.wrap(items))
        }
    }

    private func replaceItems(ofSection section: Int, with items: [AnyItem]) {
        let before = content
        _ = ensureSection(section)
        forgetPlaces()
        for item in content[section].items { release(item.identity) }
        content[section].items = items
        for item in items { retain(item.identity) }
        applyPolicyToWholesaleEdit { $0 == section }
        commitDiff(from: before)
    }

    /// Replaces all items: section `i` gets `sections[i]`. Existing sections keep their identifiers, headers and
    /// footers; sections past `sections.count` are removed, missing ones created. The update is the diff between the
    /// old and new content.
    public func setItems<Model>(_ sections: [[Model]]) {
        edit { [self] _ in
            let before = content
            if content.count > sections.count { content.removeSubrange(sections.count...) }
            _ = ensureSection(sections.count - 1)
            for (index, models) in sections.enumerated() { content[index].items = StorageLoops.wrap(models) }
            rebuildIndex()
            applyPolicyToWholesaleEdit { _ in true }
            commitDiff(from: before)
        }
    }
}
