public import Trellis

/// Content for the tests of the diff's step 2 (sections whose items did not change are skipped): many sections,
/// most of them left alone, a few changed in the small ways a too eager skip would miss.
extension RandomContent {
    /// 1 to 40 sections of up to 20 items (some empty), identified by their index; with `duplicates`, item
    /// identities repeat within and across sections.
    public mutating func manySections(duplicates: Bool) -> [TestSection] {
        let count = Int.random(in: 1...40, using: &generator)
        return (0..<count).map { index in
            let size = Int.random(in: 0..<5, using: &generator) == 0 ? 0 : Int.random(in: 1...20, using: &generator)
            return TestSection(model: TestItem(index), items: items(size, duplicates: duplicates))
        }
    }

    /// `source` as the same array or a fresh copy of equal items, then 0 to 2 small changes anywhere (often in the
    /// middle): an item's content, an item replaced by a new one, or by a repeat of another (with `duplicates`),
    /// two neighbours swapped.
    public mutating func mostlyUnchanged(_ source: [TestItem], duplicates: Bool) -> [TestItem] {
        var target = Bool.random(using: &generator) ? source : source.map { $0 }
        guard target.count > 1 else { return target }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let position = Int.random(in: 1..<target.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: target[position].content += 1
            case 1: target[position] = newItem(near: [], duplicates: false)
            case 2 where duplicates: target[position] = target[position - 1]
            default: target.swapAt(position - 1, position)
            }
        }
        return target
    }

    /// `source` with every section kept, as the same items array (shared storage) or as a fresh copy of equal
    /// items, then 0 to 3 small changes: an item's content, an item deleted, inserted (with `duplicates`, possibly
    /// repeating an identity), moved within its section, moved to another section, two items exchanged between two
    /// sections (counts unchanged), an item replaced by a repeat of its neighbour (with `duplicates`), a section's
    /// header content, a section moved, inserted or deleted.
    public mutating func mostlyUnchanged(_ source: [TestSection], duplicates: Bool) -> [TestSection] {
        var target = source.map { section in
            Bool.random(using: &generator)
                ? section : TestSection(model: section.model, items: section.items.map { $0 })
        }
        let changes = Int.random(in: 0...3, using: &generator)
        for _ in 0..<changes where !target.isEmpty {
            let s = Int.random(in: target.indices, using: &generator)
            let other = Int.random(in: target.indices, using: &generator)
            let count = target[s].items.count
            let position = count == 0 ? 0 : Int.random(in: 0..<count, using: &generator)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0 where count > 0:
                target[s].items[position].content += 1
            case 1 where count > 0:
                target[s].items.remove(at: position)
            case 2:
                let item = newItem(near: source.flatMap(\.items), duplicates: duplicates)
                target[s].items.insert(item, at: Int.random(in: 0...count, using: &generator))
            case 3 where count > 1:
                let item = target[s].items.remove(at: position)
                target[s].items.insert(item, at: Int.random(in: 0..<count, using: &generator))
            case 4 where count > 0 && other != s:
                let item = target[s].items.remove(at: position)
                target[other].items.insert(item, at: Int.random(in: 0...target[other].items.count, using: &generator))
            case 5 where count > 0 && other != s && position < target[other].items.count:
                let item = target[s].items[position]
                target[s].items[position] = target[other].items[position]
                target[other].items[position] = item
            case 6:
                target[s].model.content += 1
            case 7 where target.count > 1:
                let section = target.remove(at: s)
                target.insert(section, at: other)
            case 8:
                if Bool.random(using: &generator) {
                    target.remove(at: s)
                } else {
                    nextID += 1
                    target.insert(
                        TestSection(model: TestItem(nextID), items: items(count % 4, duplicates: duplicates)), at: s)
                }
            case 9 where duplicates && count > 1:
                target[s].items[position] = target[s].items[position == 0 ? 1 : position - 1]
            default:
                break
            }
        }
        return target
    }
}
