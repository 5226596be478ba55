import Foundation
import Testing
import Trellis

@MainActor
private final class QueuedCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: Int) {}
}

@MainActor
private final class OtherQueuedCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: String) {}
}

@Suite("Reuse keys")
struct ReuseKeyTests {
    @Test("one identifier and kind make one key, everywhere in the process; another identifier or kind another")
    func keysAreInterned() {
        let key = ReuseKey("ReuseKeyTests.Cell")
        #expect(key == ReuseKey("ReuseKeyTests.Cell"))
        #expect(key == ReuseKey("ReuseKeyTests.Cell", kind: .cell))
        #expect(key != ReuseKey("ReuseKeyTests.Cell", kind: .header))
        #expect(ReuseKey("ReuseKeyTests.Cell", kind: .header) != ReuseKey("ReuseKeyTests.Cell", kind: .footer))
        #expect(
            ReuseKey("ReuseKeyTests.Cell", kind: .supplementary("badge"))
                != ReuseKey("ReuseKeyTests.Cell", kind: .supplementary("pin")))
        #expect(key != ReuseKey("ReuseKeyTests.Other"))
        #expect(key.identifier == "ReuseKeyTests.Cell" && key.kind == .cell)
        #expect(key.index >= 0)
        #expect(key.description == "\"ReuseKeyTests.Cell\" (cell)")
    }

    @Test("hostile identifiers: empty, long, emoji and canonically equivalent spellings")
    func hostileIdentifiers() {
        #expect(ReuseKey("") == ReuseKey("") && ReuseKey("").identifier.isEmpty)
        let long = String(repeating: "x", count: 100_000)
        #expect(ReuseKey(long) == ReuseKey(long) && ReuseKey(long).identifier == long)
        #expect(ReuseKey("👩‍👩‍👧 cell") == ReuseKey("👩‍👩‍👧 cell"))
        // "é" written as one scalar and as "e" plus a combining accent: one identifier, as Swift compares strings
        // (and as the registry does when it reports two view types under one identifier).
        #expect(ReuseKey("Caf\u{E9}") == ReuseKey("Cafe\u{301}"))
        // Control characters are part of the identifier, kept as given, and tell keys apart.
        for hostile in ["\u{1B}[2J", "Cell\n", "Cell\0", "Cell\u{9B}2J", "\r\t"] {
            let key = ReuseKey(hostile)
            #expect(key == ReuseKey(hostile) && key.identifier == hostile)
            #expect(key != ReuseKey("Cell") && key.description == "\"\(hostile)\" (cell)")
            let kind = ViewKind.supplementary(hostile)
            #expect(ReuseKey("Cell", kind: kind).kind == kind && ReuseKey("Cell", kind: kind) != ReuseKey("Cell"))
        }
    }

    @Test("keys made from many threads at once agree: one number per identifier, no two identifiers share one")
    func keysFromManyThreads() async {
        let identifiers = (0..<200).map { "ReuseKeyTests.Concurrent\($0)" }
        let rounds = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 { group.addTask { identifiers.map { ReuseKey($0).index } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(rounds).count == 1, "every task got the same numbers")
        #expect(Set(rounds[0]).count == identifiers.count, "one number per identifier")
        #expect(identifiers.map { ReuseKey($0).identifier } == identifiers)
    }
}

@MainActor
@Suite("Reuse queue")
struct ReuseQueueTests {
    @Test("a view is created only when its queue is empty, and comes back by its mapping's key")
    func dequeuesByKey() throws {
        let registry = MappingRegistry()
        registry.register(QueuedCell.self)
        registry.register(OtherQueuedCell.self)
        let mapping = try #require(registry.mappings.first { $0.viewType == QueuedCell.self })
        let other = try #require(registry.mappings.first { $0.viewType == OtherQueuedCell.self })
        #expect(mapping.reuseKey == ReuseKey("QueuedCell") && mapping.reuseKey.identifier == mapping.reuseIdentifier)
        var queue = ReuseQueue()
        let dequeued = queue.dequeue(for: mapping)
        let first = try #require(dequeued)
        #expect(queue.createdViewCount == 1 && queue.count == 0)
        queue.enqueue(ConfiguredView(view: first, model: 1, mapping: mapping))
        #expect(queue.count == 1)
        #expect(queue.dequeue(other.reuseKey) == nil, "another identifier's queue is empty")
        let second = queue.dequeue(for: other)
        #expect(second is OtherQueuedCell && queue.createdViewCount == 2)
        #expect(queue.dequeue(for: mapping) === first, "reused, not created")
        #expect(queue.createdViewCount == 2 && queue.count == 0)
    }

    @Test("a key no view was ever queued under dequeues nothing, whatever its number")
    func unknownKeys() {
        var queue = ReuseQueue()
        let keys = (0..<50).map { ReuseKey("ReuseQueueTests.Unqueued\($0)") }
        #expect(keys.allSatisfy { queue.dequeue($0) == nil })
        queue.enqueue(QueuedCell(), as: keys[49])
        #expect(keys.dropLast().allSatisfy { queue.dequeue($0) == nil })
        #expect(queue.dequeue(keys[49]) is QueuedCell)
        #expect(queue.dequeue(keys[49]) == nil && queue.count == 0)
    }

    @Test("a cell and a header registered under one identifier have a queue each")
    func kindsHaveTheirOwnQueues() throws {
        let registry = MappingRegistry()
        registry.register(QueuedCell.self, reuseIdentifier: "Shared")
        registry.register(OtherQueuedCell.self, as: .header, reuseIdentifier: "Shared")
        let cell = try #require(registry.mappings.first { $0.kind == .cell })
        let header = try #require(registry.mappings.first { $0.kind == .header })
        #expect(cell.reuseKey != header.reuseKey)
        var queue = ReuseQueue()
        queue.enqueue(OtherQueuedCell(), as: header.reuseKey)
        #expect(queue.dequeue(for: cell) is QueuedCell, "the header's view stays in its own queue")
        #expect(queue.dequeue(for: header) is OtherQueuedCell)
        #expect(queue.createdViewCount == 1)
    }

    @Test("thousands of identifiers: each key keeps its own views, whatever its number")
    func manyIdentifiers() {
        var queue = ReuseQueue()
        let keys = (0..<3_000).map { ReuseKey("ReuseQueueTests.Many\($0)") }
        let views = keys.map { _ in QueuedCell() }
        for (key, view) in zip(keys, views).reversed() { queue.enqueue(view, as: key) }
        #expect(queue.count == keys.count)
        #expect(zip(keys, views).allSatisfy { queue.dequeue($0.0) === $0.1 }, "each key gives back its own view")
        #expect(queue.count == 0)
        #expect(keys.allSatisfy { queue.dequeue($0) == nil })
    }
}
