import Foundation
import Trellis
import _TrellisTestSupport

/// `diff-5k`, `diff-100k`, `diff-1m`: DifferenceKit's published benchmark construction, diffed as one section.
@MainActor
func flatDiffScenario(_ name: String, skipStdlib: Bool = false, _ make: @escaping () -> DifferenceKitScenario)
    -> Scenario
{
    Scenario(name: name) { context in
        let scenario = make()
        let source = scenario.source, target = scenario.target
        var baselines = [hashIdsOnce(source, target)]
        var notes = [shape(StagedChangeset(source: source, target: target))]
        if skipStdlib {
            notes.append(stdlibSkippedNote(count: source.count, context: context))
        } else {
            baselines.append(stdlibInferringMoves(source, target))
        }
        return PreparedScenario(
            run: { checksum(StagedChangeset(source: source, target: target)) },
            baselines: baselines, notes: notes)
    }
}

/// `diff-100k-sections`: diff-100k's items over 100 sections of 1,000, with section moves and cross-section item
/// moves in the target.
@MainActor
func sectionedDiffScenario() -> Scenario {
    Scenario(name: "diff-100k-sections") { _ in
        let flat = DifferenceKitScenario.hundredThousand()
        let sectionCount = 100
        let source = sections(of: flat.source, count: sectionCount)
        var target = sections(of: flat.target, count: sectionCount)
        // Section moves: swap 10 and 90, bring 50 to the front, then two seeded moves.
        target.swapAt(10, 90)
        target.insert(target.remove(at: 50), at: 0)
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<2 {
            let section = target.remove(at: Int.random(in: 0..<target.count, using: &generator))
            target.insert(section, at: Int.random(in: 0...target.count, using: &generator))
        }
        let sourceItems = source.flatMap(\.items), targetItems = target.flatMap(\.items)
        return PreparedScenario(
            run: { checksum(StagedChangeset(source: source, target: target)) },
            baselines: [hashIdsOnce(sourceItems, targetItems), stdlibInferringMoves(sourceItems, targetItems)],
            notes: [
                shape(StagedChangeset(source: source, target: target)),
                "\(sectionCount) sections of \(flat.source.count / sectionCount) items; target sections 10/90 "
                    + "swapped, 50 moved to the front, 2 seeded section moves; baselines on the flattened items",
            ])
    }
}

/// `diff-100k-unchanged` and `diff-100k-unchanged-shared`: diff-100k's source against itself, as a fresh copy of
/// equal items or as the same array (sharing storage), beside `source == target` on the same data.
@MainActor
func unchangedDiffScenario(_ name: String, sharingStorage: Bool) -> Scenario {
    Scenario(name: name) { _ in
        let source = DifferenceKitScenario.hundredThousand().source
        // `opaque` hides from the optimizer that the two are the same, so neither side can fold the comparison.
        let target = opaque(sharingStorage ? source : source.map { $0 })
        let shares = source.withUnsafeBufferPointer { a in
            target.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        guard shares == sharingStorage else { failBenchmark("\(name): the target does not share storage as intended") }
        return PreparedScenario(
            run: { checksum(StagedChangeset(source: source, target: target)) },
            baselines: [Baseline(name: "array-equality") { source == target ? 1 : 0 }],
            notes: [
                shape(StagedChangeset(source: source, target: target)),
                "\(source.count) UUIDs, the target "
                    + (sharingStorage ? "is the same array (shared storage)" : "a fresh copy of equal items"),
            ])
    }
}

/// `diff-100x1000-one-section`: 100 sections of 1,000 items, the target a fresh copy in which one section has a few
/// changes, beside comparing the 99 equal sections with `==` and diffing the changed section's items alone.
@MainActor
func oneSectionChangedDiffScenario() -> Scenario {
    Scenario(name: "diff-100x1000-one-section") { _ in
        let sectionCount = 100, changed = 50
        let source = sections(of: DifferenceKitScenario.hundredThousand().source, count: sectionCount)
        var target = opaque(source.map { DiffSection(model: $0.model, items: $0.items.map { $0 }) })
        var generator = SeededGenerator(seed: 7)
        var items = target[changed].items
        items.remove(at: 500)
        items.remove(at: 100)
        items.insert(generator.uuid(), at: 200)
        items.insert(generator.uuid(), at: 700)
        items.insert(items.remove(at: 900), at: 10)
        target[changed].items = items
        let staged = StagedChangeset(source: source, target: target)
        return PreparedScenario(
            run: { checksum(StagedChangeset(source: source, target: target)) },
            baselines: [
                Baseline(name: "equal-sections-plus-one-diff") { () -> Int in
                    var equal = 0
                    for s in 0..<sectionCount where s != changed && source[s] == target[s] { equal &+= 1 }
                    return equal
                        &+ checksum(StagedChangeset(source: source[changed].items, target: target[changed].items))
                }
            ],
            notes: [
                shape(staged),
                "\(sectionCount) sections of 1000 UUIDs, fresh copies; section \(changed) has 2 "
                    + "deletions, 2 insertions and 1 move; the baseline compares the other 99 sections with == and diffs "
                    + "section \(changed)'s items alone",
            ])
    }
}

/// `value`, through a call the optimizer cannot see into.
@_optimize(none)
private func opaque<T>(_ value: T) -> T { value }

/// Splits `ids` evenly into `count` sections whose model is the section number.
private func sections(of ids: [UUID], count: Int) -> [DiffSection<Int, UUID>] {
    let size = ids.count / count
    return (0..<count).map { section in
        let end = section == count - 1 ? ids.count : (section + 1) * size
        return DiffSection(model: section, items: Array(ids[section * size..<end]))
    }
}

/// The lower bound: every source id and every target id inserted once into one set.
private func hashIdsOnce(_ source: [UUID], _ target: [UUID]) -> Baseline {
    Baseline(name: "hash-ids-once") { () -> Int in
        var set = Set<UUID>(minimumCapacity: source.count + target.count)
        for id in source { set.insert(id) }
        for id in target { set.insert(id) }
        return set.count
    }
}

/// The standard library's diff, with moves inferred.
private func stdlibInferringMoves(_ source: [UUID], _ target: [UUID]) -> Baseline {
    Baseline(name: stdlibName) { () -> Int in
        let difference = target.difference(from: source).inferringMoves()
        return difference.insertions.count &* 7 &+ difference.removals.count
    }
}

let stdlibName = "stdlib-inferringMoves"

/// Why the stdlib baseline is left out of a large scenario, with an estimate from diff-100k when it ran.
private func stdlibSkippedNote(count: Int, context: RunContext) -> String {
    // Myers' diff is O((N + D) * D); N and D both grow 10x from diff-100k, so the time grows about 100x.
    let factor = Double(count) / 100_000 * Double(count) / 100_000
    var note =
        "\(stdlibName) skipped: the standard library's Myers diff is O((N+D)·D), about "
        + "\(format(ratio: factor))x diff-100k's"
    if let measured = context.medians["diff-100k/\(stdlibName)"] {
        note += " (estimated \(format(seconds: measured * factor)) s a run from \(format(seconds: measured)) s)"
    } else {
        note += " (over a minute a run)"
    }
    return note
}

/// What the diff produced (computed once, untimed), so that the report shows the work is real.
private func shape<Data>(_ changeset: StagedChangeset<Data>) -> String {
    func total(_ count: (BatchUpdate) -> Int) -> Int { changeset.reduce(0) { $0 + count($1.update) } }
    var parts = ["\(changeset.count) stage(s)"]
    let sections = [
        ("deleted", total { $0.deletedSections.count }), ("inserted", total { $0.insertedSections.count }),
        ("moved", total { $0.movedSections.count }), ("reloaded", total { $0.reloadedSections.count }),
    ]
    let items = [
        ("deleted", total { $0.deletedItems.count }), ("inserted", total { $0.insertedItems.count }),
        ("moved", total { $0.movedItems.count }), ("reloaded", total { $0.reloadedItems.count }),
    ]
    let sectionText = sections.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    if !sectionText.isEmpty { parts.append("sections " + sectionText.joined(separator: ", ")) }
    let itemText = items.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    parts.append(itemText.isEmpty ? "items unchanged" : "items " + itemText.joined(separator: ", "))
    return "changeset: " + parts.joined(separator: "; ")
}

/// A checksum of a staged changeset, so that the diff cannot be optimized away.
private func checksum<Data>(_ changeset: StagedChangeset<Data>) -> Int {
    changeset.changeCount &* 31 &+ changeset.count
}
