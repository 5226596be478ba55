/// The command line, parsed by hand: `--json`, `--filter TEXT`, `--runs N`, `--help`.
struct Options {
    /// Print one JSON object instead of the table.
    var json = false
    /// Run only the scenarios whose name contains this text.
    var filter: String?
    /// Timed runs of the scenario and of each baseline; the median is reported.
    var runs = 7
    /// Print the usage and exit.
    var help = false

    /// The help text, listing `scenarios`.
    static func usage(scenarios: [String]) -> String {
        """
        usage: trellis-bench [--json] [--filter TEXT] [--runs N] [--help]

          --json         print one JSON object {"scenarios":[...]} on stdout (progress goes to stderr)
          --filter TEXT  run only the scenarios whose name contains TEXT
          --runs N       timed runs per measurement, median reported (default 7)
          --help         print this help

        scenarios: \(scenarios.joined(separator: ", "))
        """
    }

    /// Parses `arguments` (without the program name).
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, attached) = Self.split(argument)
            switch flag {
            case "--json":
                json = true
            case "--help", "-h":
                help = true
            case "--filter":
                guard let text = attached ?? remaining.popFirst() else { throw UsageError("--filter needs a text") }
                filter = text
            case "--runs":
                guard let text = attached ?? remaining.popFirst() else { throw UsageError("--runs needs a number") }
                guard let count = Int(text), count > 0 else {
                    throw UsageError("--runs needs a positive number, not '\(text)'")
                }
                runs = count
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
    }

    /// `--name=value` as `("--name", "value")`; anything else as `(argument, nil)`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A command line that could not be parsed.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
