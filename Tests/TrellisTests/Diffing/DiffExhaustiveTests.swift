import Testing
import Trellis
import _TrellisTestSupport

/// Every small case: each source of up to 5 items against every ordered arrangement of every subset of those items
/// plus one new item, with and without a content change; and the same over two sections, with every split point,
/// both section orders, and one section deleted.
@Suite("Diff exhaustive small cases")
struct DiffExhaustiveTests {
    @Test("one section: every permutation of every subset, up to 5 items")
    func oneSection() throws {
        var cases = 0
        for n in 0...5 {
            let source = (0..<n).map { TestItem($0) }
            for arrangement in arrangements(of: Array(0...n)) {  // n is the one new item
                for changed in [false, true] {
                    var target = arrangement.map { TestItem($0) }
                    if changed, !target.isEmpty { target[0].content = 1 }
                    let changeset = StagedChangeset(source: source, target: target)
                    do { try ChangesetReplay.check(changeset, from: source, to: target) } catch {
                        Issue.record("\(source) -> \(target): \(error)")
                    }
                    cases += 1
                }
            }
        }
        // Arrangements of subsets of n + 1 values: 2, 5, 16, 65, 326, 1957 for n = 0...5; each with and without a change.
        #expect(cases == 2 * (2 + 5 + 16 + 65 + 326 + 1_957))
    }

    @Test("two sections: every arrangement, split, section order and deletion, up to 5 items")
    func twoSections() throws {
        var cases = 0
        let items = 4
        for split in 0...items {
            let source = [
                TestSection(model: TestItem(100), items: (0..<split).map { TestItem($0) }),
                TestSection(model: TestItem(101), items: (split..<items).map { TestItem($0) }),
            ]
            for arrangement in arrangements(of: Array(0...items)) {
                for targetSplit in 0...arrangement.count {
                    let first = arrangement[..<targetSplit].map { TestItem($0) }
                    let second = arrangement[targetSplit...].map { TestItem($0) }
                    let layouts: [[TestSection]] = [
                        [
                            TestSection(model: TestItem(100), items: first),
                            TestSection(model: TestItem(101), items: second),
                        ],
                        [
                            TestSection(model: TestItem(101), items: first),
                            TestSection(model: TestItem(100), items: second),
                        ],
                        [TestSection(model: TestItem(101), items: first + second)],
                        [
                            TestSection(model: TestItem(102), items: first),
                            TestSection(model: TestItem(100), items: second),
                        ],
                    ]
                    for target in layouts {
                        let changeset = StagedChangeset(source: source, target: target)
                        do { try ChangesetReplay.check(changeset, from: source, to: target) } catch {
                            Issue.record("\(source.map(\.items)) -> \(target.map(\.items)): \(error)")
                        }
                        cases += 1
                    }
                }
            }
        }
        #expect(cases > 30_000)
    }
}

/// Every ordered arrangement of every subset of `values`.
func arrangements(of values: [Int]) -> [[Int]] {
    var result: [[Int]] = [[]]
    func extend(_ prefix: [Int], _ rest: [Int]) {
        for (i, value) in rest.enumerated() {
            var remaining = rest
            remaining.remove(at: i)
            result.append(prefix + [value])
            extend(prefix + [value], remaining)
        }
    }
    extend([], values)
    return result
}
