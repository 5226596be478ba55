/// trellis-bench: times Trellis beside its baselines, in one process, and prints the medians with the ratios.
///
/// Run it in release mode (debug figures mean nothing):
///
///     swift run -c release trellis-bench                    # the table, 7 runs a measurement
///     swift run -c release trellis-bench --json             # one JSON object on stdout
///     swift run -c release trellis-bench --filter diff-100k --runs 11
///     swift run -c release trellis-bench --help
///
/// Progress and notes go to standard error. README.md's "Performance" section lists the baselines.
import Foundation
import _TrellisTestSupport

/// Every scenario, in the order they run (diff-100k before diff-1m, whose note estimates from it).
let scenarios: [Scenario] =
    [
        flatDiffScenario("diff-5k", DifferenceKitScenario.fiveThousand),
        flatDiffScenario("diff-100k", DifferenceKitScenario.hundredThousand),
        flatDiffScenario("diff-1m", skipStdlib: true, DifferenceKitScenario.million),
        sectionedDiffScenario(),
        unchangedDiffScenario("diff-100k-unchanged", sharingStorage: false),
        unchangedDiffScenario("diff-100k-unchanged-shared", sharingStorage: true),
        oneSectionChangedDiffScenario(),
    ] + storageScenarios() + dispatchScenarios() + eventScenarios() + declarativeScenarios() + uikitScenarios()
    + availableLiveScenarios() + terminalScenarios() + replayScenarios() + grdbScenarios()

let scenarioNames = scenarios.map(\.name)

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("trellis-bench: \(error)\n\n\(Options.usage(scenarios: scenarioNames))")
    exit(2)
}
if options.help {
    print(Options.usage(scenarios: scenarioNames))
    exit(0)
}

let selected = scenarios.filter { scenario in options.filter.map { text in scenario.name.contains(text) } ?? true }
if selected.isEmpty {
    printError(
        "trellis-bench: no scenario matches '\(options.filter ?? "")'; scenarios: "
            + scenarioNames.joined(separator: ", "))
    exit(1)
}

var harness = Harness(runs: options.runs)
let context = RunContext()
let nameWidth = selected.map(\.name.count).max() ?? 0
var results: [ScenarioResult] = []
if !options.json { print(tableHeader(runs: options.runs)) }
for scenario in selected {
    printError("\(scenario.name): preparing")
    let prepared = scenario.prepare(context)
    let result = harness.measure(scenario.name, prepared, progress: printError)
    context.medians[result.name] = result.seconds
    for baseline in result.baselines { context.medians["\(result.name)/\(baseline.name)"] = baseline.seconds }
    results.append(result)
    if !options.json {
        print(tableRow(result, nameWidth: nameWidth))
        for note in result.notes { print("    note: \(note)") }
        fflush(nil)
    }
}
if options.json { print(json(results)) }
printError("checksum \(harness.checksum)")
