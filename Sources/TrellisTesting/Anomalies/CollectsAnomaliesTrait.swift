#if canImport(Testing)
public import Testing
internal import Trellis

/// A Swift Testing trait that runs each test with an ``AnomalyCollector`` of its own: the anomalies a test provokes
/// on purpose are kept for it to assert on (``current``) instead of being printed, so a run's output shows only what
/// matters.
///
/// ```swift
/// @MainActor @Suite(.collectsAnomalies) struct DuplicateTests {
///     let storage = MemoryStorage()
///
///     @Test func reportsDuplicates() throws {
///         try storage.addItems(["x", "x"])
///         #expect(CollectsAnomaliesTrait.current?.anomalies.count == 1)
///     }
/// }
/// ```
public struct CollectsAnomaliesTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is put on.
    public var isRecursive: Bool { true }

    /// The collector of the test running in the current task, if it has the trait.
    @TaskLocal public static var current: AnomalyCollector?

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        let collector = AnomalyCollector()
        try await Self.$current.withValue(collector) {
            try await collector.collect { try await function() }
        }
    }
}

extension Trait where Self == CollectsAnomaliesTrait {
    /// Each test collects the anomalies it reports in an ``AnomalyCollector`` (``CollectsAnomaliesTrait/current``)
    /// rather than printing them.
    public static var collectsAnomalies: Self { CollectsAnomaliesTrait() }
}
#endif
