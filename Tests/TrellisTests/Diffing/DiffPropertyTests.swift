import Foundation
import Testing
import Trellis
import _TrellisTestSupport

/// Thousands of seeded random source/target pairs per run: every stage passes UIKit's rules, the view and the
/// data source agree after every stage, and replaying all stages on the source gives exactly the target.
/// A failure prints its seed; keep it in `DiffRegressionTests`.
@Suite("Diff properties", .collectsAnomalies)
struct DiffPropertyTests {
    /// Cases per test: 3,000 by default; `TRELLIS_PROPERTY_CASES=200000 swift test` hunts longer.
    static let cases = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 3_000

    @Test("single section, unique identities")
    func flatUnique() {
        for seed in 0..<Self.cases { checkFlat(seed: seed, duplicates: false) }
    }

    @Test("single section, many duplicates")
    func flatDuplicates() {
        for seed in 0..<Self.cases { checkFlat(seed: 1_000_000 + seed, duplicates: true) }
    }

    @Test("sections, unique identities, cross-section moves")
    func sectionedUnique() {
        for seed in 0..<Self.cases { checkSectioned(seed: 2_000_000 + seed, duplicates: false) }
    }

    @Test("sections, duplicates in items and sections")
    func sectionedDuplicates() {
        for seed in 0..<Self.cases { checkSectioned(seed: 3_000_000 + seed, duplicates: true) }
    }
}

/// Diffs one random flat pair from `seed` and replays it; records the seed on failure.
func checkFlat(seed: UInt64, duplicates: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    var random = RandomContent(seed: seed)
    let source = random.items(random.size(), duplicates: duplicates)
    let target = random.edit(source, duplicates: duplicates)
    record(seed: seed, "flat, duplicates: \(duplicates)", sourceLocation) {
        try ChangesetReplay.check(StagedChangeset(source: source, target: target), from: source, to: target)
    }
}

/// Diffs one random sectioned pair from `seed` and replays it; records the seed on failure.
func checkSectioned(seed: UInt64, duplicates: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    var random = RandomContent(seed: seed)
    let source = random.sections(duplicates: duplicates)
    let target = random.edit(source, duplicates: duplicates)
    record(seed: seed, "sections, duplicates: \(duplicates)", sourceLocation) {
        try ChangesetReplay.check(StagedChangeset(source: source, target: target), from: source, to: target)
    }
}

/// Runs `replay`; a failure is recorded with the seed that replays it.
private func record(seed: UInt64, _ kind: String, _ location: SourceLocation, _ replay: () throws -> Void) {
    do { try replay() } catch {
        Issue.record("seed \(seed) (\(kind)): \(error)", sourceLocation: location)
    }
}
