// Paths in events while the host shows an older state.
//
// UIKit animating a batch holds later updates back (``Dispatcher/hasUpdatesWaiting``), so for a while the paths a
// host sends are those of what it shows, not of the content now. The closures of a user's action (a tap, a swipe, a
// committed delete: a registry's, a declarative row's, a cascading node's) are told where the row is in the content
// now, so a closure that edits the content by path (`storage.removeItem(at: path)`, `rows.remove(at: path.item)`, a
// node indexing its own array) edits the row the user touched, as with DTTableViewManager or Flow, whose tables never
// lag. The row is found by identity anywhere in the content (it may have moved to another section); of rows sharing
// an identity (a reported duplicate), the k-th shown is the k-th now.
//
// A row the content no longer has (or cannot tell: rows without an identity of their own, known by their place among
// their type, when that count changed) is gone: the closures of events that edit the content where they are told (a
// committed delete, swipe actions and menus, whose actions capture the path) are not called; the others are told the
// path as shown (a tap on a row still on screen opens what the user saw). A cascading tree, which walks its children
// by path, is not asked about a gone row at all. The questions of a layout pass (heights) are about what is on
// screen: told the path as shown, except to a tree, which hears of the row where it is now. Content not held as
// sections (windowed, a database) is told the path as shown.

extension Dispatcher {
    /// The content's sections now, when it keeps them as such (a memory storage, declarative rows, a cascading
    /// tree, an outline); `nil` for other content.
    private var currentSections: [StorageSection]? {
        if let memoryStorage { return memoryStorage.content }
        return rowSections?.shown
    }

    /// Where the content is told of the `kind` view the host shows at `path`: `path` itself when the host shows the
    /// content's current state (or the content is not held as sections); else where the same row (or, for a header or
    /// footer, the same section) is now, or `nil` when it is gone or cannot be told.
    func contentPath(forShown path: ItemPath, kind: ViewKind) -> ItemPath? {
        guard let shownSections, let current = currentSections else { return path }
        guard kind == .cell else {
            return Self.currentSection(ofShown: path.section, in: shownSections, now: current).map {
                ItemPath(item: path.item, section: $0)
            }
        }
        guard shownSections.indices.contains(path.section),
            shownSections[path.section].items.indices.contains(path.item)
        else { return nil }
        let identity = shownSections[path.section].items[path.item].identity
        if identity.isPositional {
            return Self.currentPath(ofPositional: identity, shownAt: path, in: shownSections, now: current)
        }
        guard mayRepeatIdentities else {
            // Most often the row has not moved: look there first.
            if current.indices.contains(path.section), current[path.section].items.indices.contains(path.item),
                current[path.section].items[path.item].identity == identity
            {
                return path
            }
            return Self.path(of: identity, occurrence: 0, in: current)
        }
        let occurrence = Self.occurrence(of: identity, before: path, in: shownSections)
        return Self.path(of: identity, occurrence: occurrence, in: current)
    }

    /// The path closures are told for `event` about the `kind` view shown at `path` (see above), and whether the
    /// content is asked (not a tree, for a row it no longer has); `nil` when no closure is called.
    func closurePath<Argument, Result>(
        for event: EventKey<Argument, Result>, forShown path: ItemPath, kind: ViewKind
    ) -> (told: ItemPath, asksContent: Bool)? {
        guard shownSections != nil else { return (path, true) }
        if event.asksDuringLayout && !showsCascadingTree { return (path, true) }
        if let current = contentPath(forShown: path, kind: kind) { return (current, true) }
        return event.actsOnContent ? nil : (path, !showsCascadingTree)
    }

    /// Whether a row identity may occur more than once in the content (a reported duplicate); `true` when unknown.
    private var mayRepeatIdentities: Bool {
        if let memoryStorage { return memoryStorage.duplicatedIdentities > 0 }
        return rowSections?.hasDuplicateRows ?? true
    }

    /// How many rows before `path` (in reading order) have `identity`: 0 unless it repeats.
    private static func occurrence(of identity: ItemIdentity, before path: ItemPath, in sections: [StorageSection])
        -> Int
    {
        var count = 0
        for (index, section) in sections.enumerated() where index <= path.section {
            let items = index == path.section ? section.items.prefix(path.item) : section.items[...]
            for item in items where item.identity == identity { count += 1 }
        }
        return count
    }

    /// The path of the row with `identity` that has `occurrence` rows with it before (in reading order); `nil` when
    /// there is none.
    private static func path(of identity: ItemIdentity, occurrence: Int, in sections: [StorageSection]) -> ItemPath? {
        var seen = 0
        for (index, section) in sections.enumerated() {
            for (item, row) in section.items.enumerated() where row.identity == identity {
                if seen == occurrence { return ItemPath(item: item, section: index) }
                seen += 1
            }
        }
        return nil
    }

    /// Where a row known by its place among its section's rows of its type is now: the same place in the same
    /// section, when the section holds as many such rows as shown (otherwise rows of its type came or went, and which
    /// one it is cannot be told).
    private static func currentPath(
        ofPositional identity: ItemIdentity, shownAt path: ItemPath, in shown: [StorageSection],
        now current: [StorageSection]
    ) -> ItemPath? {
        guard let section = currentSection(ofShown: path.section, in: shown, now: current) else { return nil }
        let type = identity.positionalType
        func count(_ items: [AnyItem]) -> Int { items.reduce(0) { $0 + ($1.identity.positionalType == type ? 1 : 0) } }
        guard count(shown[path.section].items) == count(current[section].items) else { return nil }
        return current[section].items.firstIndex { $0.identity == identity }.map {
            ItemPath(item: $0, section: section)
        }
    }

    /// Where the section shown at `section` of `shown` is in `now`; `nil` when it is gone.
    private static func currentSection(ofShown section: Int, in shown: [StorageSection], now: [StorageSection]) -> Int?
    {
        guard shown.indices.contains(section) else { return nil }
        let identity = shown[section].diffIdentity
        if now.indices.contains(section), now[section].diffIdentity == identity { return section }
        return now.firstIndex { $0.diffIdentity == identity }
    }
}
