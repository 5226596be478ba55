/// Where each row an outline shows comes from in its tree, and what a host asks about it (depth, expandability),
/// by the row's shown path.
///
/// Rows are told apart by their place, not by their model's identity: a model with no identity of its own (each
/// copy would get a new token), one model shown at two depths, and rows of one model with two cell types each answer
/// for themselves. One entry per shown row, made while the sections are flattened for publishing: a question about a
/// row is an array index, and finding its item in the tree walks up its parents (as many steps as the row is deep).
struct OutlineShownRows {
    /// One shown row.
    struct Row {
        /// The index, among its section's shown rows, of the row of the item's parent; -1 for a top-level item.
        var parent: Int
        /// The item's index among its parent's children (a top-level item's, among its section's items).
        var index: Int
        /// 0 for a top-level item.
        var depth: Int
        /// Whether the item has children.
        var isExpandable: Bool
    }

    /// The rows of each section, in the order they are shown (empty for a collapsed section).
    private(set) var sections: [[Row]] = []
    /// The version of `OutlineContent.sections` the rows were made from.
    let version: UInt64

    init(version: UInt64) {
        self.version = version
    }

    /// The row at `path`, if there is one.
    func row(at path: ItemPath) -> Row? {
        guard sections.indices.contains(path.section), sections[path.section].indices.contains(path.item) else {
            return nil
        }
        return sections[path.section][path.item]
    }

    /// The indexes that lead to the item of the row at `path` in its section's items (as `OutlineTree` takes them).
    func treePath(at path: ItemPath) -> [Int]? {
        guard let row = row(at: path) else { return nil }
        let rows = sections[path.section]
        var indexes = [row.index]
        indexes.reserveCapacity(row.depth + 1)
        var parent = row.parent
        while parent >= 0 {
            indexes.append(rows[parent].index)
            parent = rows[parent].parent
        }
        indexes.reverse()
        return indexes
    }

    /// Adds a section showing `items` (none for a collapsed section), calling `body` with each shown item in order.
    mutating func addSection(showing items: [OutlineItem], _ body: (OutlineItem) -> Void) {
        var rows: [Row] = []
        // The row of the latest item at each depth: an item's parent is the latest item one level up.
        var latest: [Int] = []
        OutlineTree.forEachShown(in: items) { item, depth, index in
            body(item)
            latest.removeLast(latest.count - depth)
            rows.append(Row(parent: latest.last ?? -1, index: index, depth: depth, isExpandable: item.isExpandable))
            latest.append(rows.count - 1)
        }
        sections.append(rows)
    }
}
