public import Foundation

/// The source and target of a benchmark scenario, built the way DifferenceKit's published benchmark builds them,
/// so that figures compare with it:
///
/// `target = source; target.removeSubrange(deleted); target.insert(contentsOf: <deleted.count new ids>,
/// at: inserted.lowerBound); target[shuffled].shuffle(using: seeded)`.
public struct DifferenceKitScenario: Sendable {
    /// The scenario's source ids.
    public var source: [UUID]
    /// The scenario's target ids.
    public var target: [UUID]

    /// Builds a scenario of `count` ids, deleting `deleted`, inserting `inserted.count` new ids at
    /// `inserted.lowerBound`, and shuffling `shuffled`, from `seed`.
    public init(count: Int, deleted: Range<Int>, inserted: Range<Int>, shuffled: Range<Int>, seed: UInt64 = 42) {
        var generator = SeededGenerator(seed: seed)
        source = (0..<count).map { _ in generator.uuid() }
        target = source
        target.removeSubrange(deleted)
        target.insert(contentsOf: (0..<inserted.count).map { _ in generator.uuid() }, at: inserted.lowerBound)
        target[shuffled].shuffle(using: &generator)
    }

    /// `diff-5k`: 5,000 ids, 2,000..<3,000 deleted, 1,000 inserted at 3,000, 0..<200 shuffled.
    public static func fiveThousand() -> Self {
        Self(count: 5_000, deleted: 2_000..<3_000, inserted: 3_000..<4_000, shuffled: 0..<200)
    }

    /// `diff-100k`: 100,000 ids, 20,000..<30,000 deleted, 10,000 inserted at 30,000, 0..<2,000 shuffled.
    public static func hundredThousand() -> Self {
        Self(count: 100_000, deleted: 20_000..<30_000, inserted: 30_000..<40_000, shuffled: 0..<2_000)
    }

    /// `diff-1m`: 1,000,000 ids, 200,000..<300,000 deleted, 100,000 inserted at 300,000, 0..<20,000 shuffled.
    public static func million() -> Self {
        Self(count: 1_000_000, deleted: 200_000..<300_000, inserted: 300_000..<400_000, shuffled: 0..<20_000)
    }
}
