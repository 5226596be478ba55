/// A piece of timed work. It returns a checksum of its result so that the optimizer cannot drop the work; the
/// harness folds every checksum into ``Harness/checksum``, which is printed at the end.
typealias Work = @MainActor () -> Int

/// Timed work, with an untimed set-up before each run (to start every run from the same state).
struct Measurement {
    var setUp: @MainActor () -> Void
    var run: Work

    init(setUp: @escaping @MainActor () -> Void = {}, run: @escaping Work) {
        self.setUp = setUp
        self.run = run
    }
}

/// A baseline: work measured beside a scenario, in the same process and the same runs.
struct Baseline {
    var name: String
    var work: Measurement

    init(name: String, work: Measurement) {
        self.name = name
        self.work = work
    }

    init(name: String, run: @escaping Work) {
        self.init(name: name, work: Measurement(run: run))
    }
}

/// A scenario's data, built once before timing: the measured work, its baselines, and notes for the report.
struct PreparedScenario {
    var work: Measurement
    var baselines: [Baseline]
    var notes: [String]

    init(work: Measurement, baselines: [Baseline], notes: [String] = []) {
        self.work = work
        self.baselines = baselines
        self.notes = notes
    }

    init(run: @escaping Work, baselines: [Baseline], notes: [String] = []) {
        self.init(work: Measurement(run: run), baselines: baselines, notes: notes)
    }
}

/// A named scenario; `prepare` builds its data (not timed) only if the scenario is selected.
struct Scenario {
    var name: String
    var prepare: @MainActor (_ context: RunContext) -> PreparedScenario
}

/// What earlier scenarios of the same run measured, for estimates in later notes.
final class RunContext {
    /// Median seconds by `"scenario/baseline"` (or by scenario name alone).
    var medians: [String: Double] = [:]
}

/// The medians of one scenario.
struct ScenarioResult {
    var name: String
    var seconds: Double
    var runs: Int
    /// Baseline medians, in the order the scenario lists them.
    var baselines: [(name: String, seconds: Double)]
    var notes: [String]
}

/// Times work with a monotonic clock and keeps every result alive.
@MainActor
struct Harness {
    let runs: Int
    /// Every checksum, folded together.
    private(set) var checksum = 0
    private let clock = ContinuousClock()

    init(runs: Int) { self.runs = runs }

    /// Runs the scenario and its baselines `runs` times, interleaved (scenario, then each baseline, per round), and
    /// returns the medians.
    mutating func measure(_ name: String, _ prepared: PreparedScenario, progress: (String) -> Void) -> ScenarioResult {
        var scenarioTimes: [Double] = []
        var baselineTimes = Array(repeating: [Double](), count: prepared.baselines.count)
        for round in 1...runs {
            scenarioTimes.append(time(prepared.work))
            for (index, baseline) in prepared.baselines.enumerated() {
                baselineTimes[index].append(time(baseline.work))
            }
            progress("  \(name): round \(round)/\(runs), scenario \(format(seconds: scenarioTimes.last!))")
        }
        return ScenarioResult(
            name: name, seconds: median(scenarioTimes), runs: runs,
            baselines: zip(prepared.baselines, baselineTimes).map { ($0.name, median($1)) },
            notes: prepared.notes)
    }

    /// Seconds one run of `work` takes (its set-up is not timed).
    @inline(never)
    private mutating func time(_ work: Measurement) -> Double {
        work.setUp()
        let start = clock.now
        let result = work.run()
        let elapsed = start.duration(to: clock.now)
        checksum = checksum &* 31 &+ result
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of nothing")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
