public import Trellis

/// Random sources and targets for the property tests: sizes from empty to thousands, duplicates, empty sections,
/// content changes, moves within and across sections.
public struct RandomContent {
    /// The generator; its seed replays a failing case.
    public var generator: SeededGenerator
    var nextID = 1_000_000

    /// Content drawn from `seed`.
    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A random size, mostly small, sometimes in the thousands.
    public mutating func size() -> Int {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return 0
        case 1..<6: return Int.random(in: 1...12, using: &generator)
        case 6..<9: return Int.random(in: 13...200, using: &generator)
        default: return Int.random(in: 201...3_000, using: &generator)
        }
    }

    /// `count` items; when `duplicates` is set, identities come from a small pool so they repeat.
    public mutating func items(_ count: Int, duplicates: Bool) -> [TestItem] {
        let pool = duplicates ? max(1, count / 3) : Int.max
        return (0..<count).map { _ in
            if duplicates { return TestItem(Int.random(in: 0..<pool, using: &generator)) }
            nextID += 1
            return TestItem(nextID)
        }
    }

    /// A new item, or (when `duplicates`) possibly one repeating an identity of `existing`.
    mutating func newItem(near existing: [TestItem], duplicates: Bool) -> TestItem {
        if duplicates, let pick = existing.randomElement(using: &generator), Bool.random(using: &generator) {
            return TestItem(pick.id, content: pick.content)
        }
        nextID += 1
        return TestItem(nextID)
    }

    /// `source` edited at random: deletions, insertions, content changes, moves and a shuffled run.
    public mutating func edit(_ source: [TestItem], duplicates: Bool) -> [TestItem] {
        var target = source
        let edits = Int.random(in: 0...max(1, source.count / 4 + 3), using: &generator)
        for _ in 0..<edits {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !target.isEmpty:
                target.remove(at: Int.random(in: target.indices, using: &generator))
            case 1:
                let item = newItem(near: source, duplicates: duplicates)
                target.insert(item, at: Int.random(in: 0...target.count, using: &generator))
            case 2 where !target.isEmpty:
                target[Int.random(in: target.indices, using: &generator)].content += 1
            case 3 where !target.isEmpty:
                let item = target.remove(at: Int.random(in: target.indices, using: &generator))
                target.insert(item, at: Int.random(in: 0...target.count, using: &generator))
            case 4 where target.count > 1:
                let a = Int.random(in: target.indices, using: &generator)
                let b = min(target.count, a + Int.random(in: 1...8, using: &generator))
                target[a..<b].shuffle(using: &generator)
            default:
                break
            }
        }
        return target
    }

    /// Sections with random sizes (empty ones too) and section identities; duplicated when asked.
    public mutating func sections(duplicates: Bool) -> [TestSection] {
        let count = Int.random(in: 0...6, using: &generator)
        let perSection = max(1, size() / max(1, count))
        return (0..<count).map { index in
            let id = duplicates && Int.random(in: 0..<5, using: &generator) == 0 ? 0 : index
            let items =
                Int.random(in: 0..<4, using: &generator) == 0
                ? [] : self.items(Int.random(in: 0...perSection, using: &generator), duplicates: duplicates)
            return TestSection(model: TestItem(id), items: items)
        }
    }

    /// `source` sections edited at random: sections deleted, inserted, moved, re-headed; items edited inside
    /// sections and moved across them.
    public mutating func edit(_ source: [TestSection], duplicates: Bool) -> [TestSection] {
        var target = source
        let edits = Int.random(in: 0...4, using: &generator)
        for _ in 0..<edits {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !target.isEmpty:
                target.remove(at: Int.random(in: target.indices, using: &generator))
            case 1:
                nextID += 1
                let section = TestSection(
                    model: TestItem(nextID),
                    items: items(Int.random(in: 0...5, using: &generator), duplicates: duplicates))
                target.insert(section, at: Int.random(in: 0...target.count, using: &generator))
            case 2 where target.count > 1:
                let section = target.remove(at: Int.random(in: target.indices, using: &generator))
                target.insert(section, at: Int.random(in: 0...target.count, using: &generator))
            case 3 where !target.isEmpty:
                target[Int.random(in: target.indices, using: &generator)].model.content += 1
            default:
                break
            }
        }
        for s in target.indices { target[s].items = edit(target[s].items, duplicates: duplicates) }
        // Items that travel to another section.
        let travels = target.count > 1 ? Int.random(in: 0...3, using: &generator) : 0
        for _ in 0..<travels {
            let from = Int.random(in: target.indices, using: &generator)
            guard !target[from].items.isEmpty else { continue }
            let item = target[from].items.remove(at: Int.random(in: target[from].items.indices, using: &generator))
            let to = Int.random(in: target.indices, using: &generator)
            target[to].items.insert(item, at: Int.random(in: 0...target[to].items.count, using: &generator))
        }
        return target
    }
}
