/// The storage's per-item loops that take closures.
///
/// A closure written inside the main-actor storage is isolated to the main actor, and Swift checks the executor each
/// time such a closure is called from a nonisolated function like `map`: in a per-item loop that check costs more
/// than the work. These functions are nonisolated, so their closures are too.
enum StorageLoops {
    /// Every model wrapped.
    static func wrap<Model>(_ models: [Model]) -> [AnyItem] {
        models.map { AnyItem($0) }
    }

    /// The identities of `items`.
    static func identities(of items: [AnyItem]) -> [ItemIdentity] {
        items.map(\.identity)
    }

    /// The paths of items `items` of section `section`.
    static func paths(_ items: Range<Int>, section: Int) -> [ItemPath] {
        items.map { ItemPath(item: $0, section: section) }
    }

    /// How many of `paths` are in `path`'s section, before it.
    static func count(of paths: [ItemPath], before path: ItemPath) -> Int {
        var count = 0
        for other in paths where other.section == path.section && other.item < path.item { count += 1 }
        return count
    }

    /// The indexes of `paths`, in the order of their paths.
    static func order(of paths: [ItemPath]) -> [Int] {
        paths.indices.sorted { paths[$0] < paths[$1] }
    }

    /// The path of the first item with `identity`. Compares cached hashes first, so the scan is cheap.
    static func firstPath(of identity: ItemIdentity, in content: [StorageSection]) -> ItemPath? {
        let hash = identity.hash
        for s in content.indices {
            let items = content[s].items
            for i in items.indices where items[i].identityHash == hash && items[i].identity == identity {
                return ItemPath(item: i, section: s)
            }
        }
        return nil
    }
}
