// Paths in events while the host shows an older state.
//
// UIKit animating a batch holds later updates back (``Dispatcher/hasUpdatesWaiting``), so for a while the paths a
// host sends are those of what it shows, not of the content now. Closures (a registry's, a declarative row's, a
// cascading node's) are told where the row is in the content now, found by identity: a closure that edits the content
// by path (`storage.removeItem(at: path)`, `sections[path.section].rows.remove(at: path.item)`, a node indexing its own
// array) then edits the row the user touched, as it would with DTTableViewManager or Flow, whose tables never lag.
// Of a row no longer in the content, closures are told the path as shown (a tap on a row still on screen opens what
// the user saw), except those of events that edit the content where they are told (a committed delete): they are not
// called, the row is gone already. Content that answers by walking its own children (a cascading tree) is not asked
// about a row it no longer has. Content not held as sections (windowed, a database) is asked with the path as shown.

extension Dispatcher {
    /// The content's sections now, when it keeps them as such (a memory storage, declarative rows, a cascading
    /// tree, an outline); `nil` for other content.
    private var currentSections: [StorageSection]? {
        if let memoryStorage { return memoryStorage.content }
        return rowSections?.shown
    }

    /// Where the content is told of the `kind` view the host shows at `path`: `path` itself when the host shows the
    /// content's current state (or the content is not held as sections); else where the same row (or, for a header or
    /// footer, the same section) is now, or `nil` when it is gone.
    func contentPath(forShown path: ItemPath, kind: ViewKind) -> ItemPath? {
        guard let shownSections, let current = currentSections else { return path }
        guard let section = Self.currentSection(ofShown: path.section, in: shownSections, now: current) else {
            return nil
        }
        guard kind == .cell else { return ItemPath(item: path.item, section: section) }
        guard shownSections[path.section].items.indices.contains(path.item) else { return nil }
        let identity = shownSections[path.section].items[path.item].identity
        let items = current[section].items
        // Most often the row has not moved: look there first.
        if items.indices.contains(path.item), items[path.item].identity == identity {
            return ItemPath(item: path.item, section: section)
        }
        return items.firstIndex { $0.identity == identity }.map { ItemPath(item: $0, section: section) }
    }

    /// The path closures are told for `event` about the `kind` view shown at `path` (see above), and whether the row
    /// is gone from the content; `nil` when they are not asked at all: the row is gone and the event's closures edit
    /// the content where they are told (``EventKey/actsOnContent``, a committed delete), which would edit another
    /// row. Other events about a row that is gone (a tap on a row still on screen) are told the path as shown.
    func closurePath<Argument, Result>(
        for event: EventKey<Argument, Result>, forShown path: ItemPath, kind: ViewKind
    ) -> (told: ItemPath, isGone: Bool)? {
        guard shownSections != nil else { return (path, false) }
        if let current = contentPath(forShown: path, kind: kind) { return (current, false) }
        return event.actsOnContent ? nil : (path, true)
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
