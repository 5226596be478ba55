/// Walks over outline items without recursion: an outline may be as deep as its data (a file system, a thread of
/// replies), and a recursive walk 100,000 levels deep overflows the stack. Each walk keeps its own stack of levels.
enum OutlineTree {
    /// Calls `body` with every item shown when the expanded items show their children, in order (pre-order), with
    /// its depth (0 for a top-level item) and its index among its parent's children (or among `items`).
    static func forEachShown(in items: [OutlineItem], _ body: (_ item: OutlineItem, _ depth: Int, _ index: Int) -> Void)
    {
        var levels: [(items: [OutlineItem], next: Int)] = [(items, 0)]
        while !levels.isEmpty {
            let depth = levels.count - 1
            let (level, next) = levels[depth]
            guard next < level.count else {
                levels.removeLast()
                continue
            }
            levels[depth].next = next + 1
            let item = level[next]
            body(item, depth, next)
            if item.isExpanded && !item.children.isEmpty { levels.append((item.children, 0)) }
        }
    }

    /// The indexes that lead to the first item (pre-order) that `matches`: `[i]` for `items[i]`, `[i, j]` for
    /// `items[i].children[j]`, and so on; `nil` when none does. Collapsed items are searched too.
    static func path(in items: [OutlineItem], where matches: (OutlineItem) -> Bool) -> [Int]? {
        var levels: [(items: [OutlineItem], next: Int)] = [(items, 0)]
        while !levels.isEmpty {
            let depth = levels.count - 1
            let (level, next) = levels[depth]
            guard next < level.count else {
                levels.removeLast()
                continue
            }
            levels[depth].next = next + 1
            if matches(level[next]) { return levels.map { $0.next - 1 } }
            if !level[next].children.isEmpty { levels.append((level[next].children, 0)) }
        }
        return nil
    }

    /// The item `path` (from ``path(in:where:)``) leads to.
    static func item(at path: [Int], in items: [OutlineItem]) -> OutlineItem {
        var item = items[path[0]]
        for index in path.dropFirst() { item = item.children[index] }
        return item
    }

    /// Changes the item `path` leads to. The items along the path are taken out of their parents while it is
    /// changed (a placeholder holds their place), so none of the arrays on the way is copied.
    static func modify(_ items: inout [OutlineItem], at path: [Int], _ body: (inout OutlineItem) -> Void) {
        var parents: [OutlineItem] = []
        parents.reserveCapacity(path.count - 1)
        var node = take(&items[path[0]])
        for index in path.dropFirst() {
            let child = take(&node.children[index])
            parents.append(node)
            node = child
        }
        body(&node)
        for index in path.dropFirst().reversed() {
            var parent = parents.removeLast()
            parent.children[index] = node
            node = parent
        }
        items[path[0]] = node
    }

    /// Changes every item, at every depth (expanded or not), each before its children.
    static func modifyAll(_ items: inout [OutlineItem], _ body: (inout OutlineItem) -> Void) {
        // Take each level out of its parent, change its items, go down into their children, and put the levels back
        // on the way up: an explicit stack of (items being changed, next index, the parent's index among its own).
        var levels: [(items: [OutlineItem], next: Int)] = [(take(&items), 0)]
        while let depth = levels.indices.last {
            let next = levels[depth].next
            guard next < levels[depth].items.count else {
                let finished = levels.removeLast().items
                if let parent = levels.indices.last {
                    levels[parent].items[levels[parent].next - 1].children = finished
                } else {
                    items = finished
                }
                continue
            }
            levels[depth].next = next + 1
            body(&levels[depth].items[next])
            if !levels[depth].items[next].children.isEmpty {
                levels.append((take(&levels[depth].items[next].children), 0))
            }
        }
    }

    private static func take(_ item: inout OutlineItem) -> OutlineItem {
        var taken = OutlineItem(0)
        swap(&taken, &item)
        return taken
    }

    private static func take(_ items: inout [OutlineItem]) -> [OutlineItem] {
        var taken: [OutlineItem] = []
        swap(&taken, &items)
        return taken
    }
}
