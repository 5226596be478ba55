// A cascading tree answers events by walking its children by index: `child(for:)` takes a path's section to a
// section node and its item to a row. While a host shows an older state than the tree's (UIKit animating a batch
// holds later updates back), the paths it sends are the older state's: walked as they are, a tap on a row reaches
// another node, and a node indexing its own array with the path traps. The dispatcher translates such paths to where
// the same row (and section) is in the tree now, by identity, before asking the tree; a row no longer there is not
// asked about.

/// Content that answers events by where a row is now, not by the model it is given.
@MainActor
protocol RoutesByCurrentPaths: AnyObject {
    /// Where the row shown at `path` of `shown` (what the host shows) is in the content now; `nil` when it is gone.
    func currentPath(ofShown path: ItemPath, in shown: [StorageSection]) -> ItemPath?
    /// Where the section shown at `section` of `shown` is in the content now; `nil` when it is gone.
    func currentSection(ofShown section: Int, in shown: [StorageSection]) -> Int?
}

extension CascadingRoot: RoutesByCurrentPaths {
    func currentPath(ofShown path: ItemPath, in shown: [StorageSection]) -> ItemPath? {
        guard let section = currentSection(ofShown: path.section, in: shown),
            shown[path.section].items.indices.contains(path.item)
        else { return nil }
        let identity = shown[path.section].items[path.item].identity
        let items = published.shown[section].items
        // Most often the row has not moved: look there first.
        if items.indices.contains(path.item), items[path.item].identity == identity {
            return ItemPath(item: path.item, section: section)
        }
        return items.firstIndex { $0.identity == identity }.map { ItemPath(item: $0, section: section) }
    }

    func currentSection(ofShown section: Int, in shown: [StorageSection]) -> Int? {
        guard shown.indices.contains(section) else { return nil }
        let identity = shown[section].diffIdentity
        let current = published.shown
        if current.indices.contains(section), current[section].diffIdentity == identity { return section }
        return current.firstIndex { $0.diffIdentity == identity }
    }
}
