/// How much styling output may carry.
public enum ColorMode: Hashable, Sendable {
    /// Colours and attributes (bold, dim, underline, reverse).
    case color
    /// Attributes only: what a terminal gets when the `NO_COLOR` environment variable is set or `TERM` is `dumb`.
    case monochrome
    /// No escape sequences at all: output that is not a terminal (a pipe, a file).
    case plain

    /// The mode for an output: `plain` when it is not a terminal, `monochrome` when `NO_COLOR` is set (to anything
    /// but the empty string, as no-color.org asks) or `TERM` is `dumb`, else `color`.
    public static func detect(isTerminal: Bool, environment: [String: String]) -> ColorMode {
        guard isTerminal else { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if environment["TERM"] == "dumb" { return .monochrome }
        return .color
    }
}
