import Foundation
import Testing
@testable import Trellis

@Suite("Event names are interned")
struct EventNameInterningTests {
    @Test("equal raw values made from different strings are equal names, hash equal and keep their raw value")
    func equalNamesFromDifferentStrings() {
        let built = String(["height", "For", "Cell"].joined())
        let name = EventName(built)
        let heightForCell = EventKey.heightForCell.name
        #expect(name == heightForCell)
        #expect(name.hashValue == heightForCell.hashValue)
        #expect(name.index == heightForCell.index)
        #expect(name.rawValue == "heightForCell")
        #expect(name.description == "heightForCell")

        let custom = EventName("interning-test-\(UUID().uuidString)")
        let again = EventName(String(custom.rawValue.reversed().reversed()))
        #expect(custom == again)
        #expect(custom.hashValue == again.hashValue)
        #expect(custom != heightForCell)
        #expect(Set([custom, again, heightForCell, name]).count == 2)
        var byName: [EventName: Int] = [custom: 1]
        byName[again, default: 0] += 1
        #expect(byName == [custom: 2])
    }

    @Test("distinct raw values get distinct small numbers")
    func distinctNames() {
        let suffix = UUID().uuidString
        let names = (0..<200).map { EventName("distinct-\($0)-\(suffix)") }
        #expect(Set(names.map(\.index)).count == 200)
        #expect(names.allSatisfy { $0.index < EventNameTable.count })
        #expect(names.enumerated().allSatisfy { $1.rawValue == "distinct-\($0)-\(suffix)" })
    }

    @Test("names made concurrently from many threads agree on one number per raw value")
    func concurrentInterning() {
        let suffix = UUID().uuidString
        let results = Mutexed<[[Int]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let numbers = (0..<50).map { EventName("concurrent-\($0)-\(suffix)").index }
            results.append(numbers)
        }
        let all = results.value
        #expect(all.count == 8)
        #expect(Set(all).count == 1, "every thread got the same numbers")
        #expect(Set(all[0]).count == 50)
    }

    @Test("a name set holds names by number, past the first word too")
    func nameSet() {
        let suffix = UUID().uuidString
        let names = (0..<130).map { EventName("set-\($0)-\(suffix)") }
        var set = EventNameSet()
        #expect(set.isEmpty)
        for name in names where name.index % 3 == 0 { set.insert(name) }
        for name in names { #expect(set.contains(name) == (name.index % 3 == 0)) }
        var other = EventNameSet()
        other.insert(names[129])
        other.insert(names[1])
        set.formUnion(other)
        #expect(set.contains(names[129]) && set.contains(names[1]))
        #expect(!EventNameSet().contains(names[129]))
    }
}

/// A value behind a lock, for collecting results from concurrent work.
private final class Mutexed<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func append<Element>(_ element: Element) where Value == [Element] { lock.withLock { stored.append(element) } }
}
