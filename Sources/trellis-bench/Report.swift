import Foundation

/// Seconds with three significant digits: `0.0123`, `4.10`, `12.3`.
func format(seconds: Double) -> String { significant(seconds) }

/// A ratio with three significant digits (no decimals from 100 up): `1.23`, `33.3`, `333`.
func format(ratio: Double) -> String { significant(ratio) }

private func significant(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return value == 0 ? "0" : "\(value)" }
    let decimals = max(0, 2 - Int(log10(value).rounded(.down)))
    return String(format: "%.\(decimals)f", value)
}

/// The table's header: machine and run count.
func tableHeader(runs: Int) -> String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return "trellis-bench: \(cores) cores, \(runs) runs per measurement (median, monotonic clock)"
}

/// One row: `name   0.0123 s  | hash-ids-once 0.0100 s (1.23x) | stdlib-inferringMoves 4.10 s (333x faster)`.
func tableRow(_ result: ScenarioResult, nameWidth: Int) -> String {
    let name = result.name.padding(toLength: max(nameWidth, result.name.count), withPad: " ", startingAt: 0)
    var row = "\(name)   \(format(seconds: result.seconds)) s "
    for baseline in result.baselines {
        row += " | \(baseline.name) \(format(seconds: baseline.seconds)) s (\(ratio(result.seconds, baseline)))"
    }
    return row
}

/// `scenario/baseline` as `1.23x`; against the standard library, how many times faster (or slower) the scenario is.
private func ratio(_ seconds: Double, _ baseline: (name: String, seconds: Double)) -> String {
    guard baseline.name == stdlibName else { return "\(format(ratio: seconds / baseline.seconds))x" }
    return seconds <= baseline.seconds
        ? "\(format(ratio: baseline.seconds / seconds))x faster"
        : "\(format(ratio: seconds / baseline.seconds))x slower"
}

/// The whole run as one JSON object: `{"scenarios":[{"name", "seconds", "runs", "baselines", "notes"?}]}`.
func json(_ results: [ScenarioResult]) -> String {
    let scenarios = results.map { result in
        var fields = [
            "\"name\":\(jsonString(result.name))",
            "\"seconds\":\(result.seconds)",
            "\"runs\":\(result.runs)",
            "\"baselines\":{"
                + result.baselines.map { "\(jsonString($0.name)):\($0.seconds)" }
                .joined(separator: ",") + "}",
        ]
        if !result.notes.isEmpty {
            fields.append("\"notes\":[" + result.notes.map(jsonString).joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
    return "{\"scenarios\":[" + scenarios.joined(separator: ",") + "]}"
}

private func jsonString(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case "\t": escaped += "\\t"
        case "\r": escaped += "\\r"
        case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped + "\""
}

/// Writes a line to standard error (progress and notes, so that `--json` keeps stdout to one object).
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Stops the benchmark with `reason` and exit code 70 (internal software error): the scenario's own set-up broke an
/// assumption, so its figures would mean nothing.
func failBenchmark(_ reason: String) -> Never {
    printError("trellis-bench: \(reason)")
    exit(70)
}
