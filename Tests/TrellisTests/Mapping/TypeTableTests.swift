import Testing
import _TrellisTestSupport
@testable import Trellis

@Suite("TypeTable")
struct TypeTableTests {
    final class Key {}

    @Test("finds every inserted key, and no other, through many growths")
    func insertAndFind() {
        let keys = (0..<2_000).map { _ in Key() }
        let absent = (0..<500).map { _ in Key() }
        var table = TypeTable<Int>()
        for (index, key) in keys.enumerated() {
            table.insert(index, for: ObjectIdentifier(key))
            #expect(table[ObjectIdentifier(key)] == index)
        }
        #expect(table.count == keys.count)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<5_000 {
            let index = Int.random(in: keys.indices, using: &generator)
            #expect(table[ObjectIdentifier(keys[index])] == index)
        }
        for key in absent { #expect(table[ObjectIdentifier(key)] == nil) }
        withExtendedLifetime((keys, absent)) {}
    }

    @Test("inserting a key again replaces its value without growing the count")
    func replace() {
        let key = Key()
        var table = TypeTable<String>()
        table.insert("a", for: ObjectIdentifier(key))
        table.insert("b", for: ObjectIdentifier(key))
        #expect(table[ObjectIdentifier(key)] == "b")
        #expect(table.count == 1)
        #expect(table[ObjectIdentifier(Int.self)] == nil)
    }
}
