// The size the environment asks for (`COLUMNS`, `LINES`): what a session uses when it prints to something that is
// not a terminal, or when the terminal does not say its size. Any string can be in an environment variable, so
// each value is checked, clamped to what a frame can have, and every value not used as it is gets a note.

extension TerminalSize {
    /// The size `COLUMNS` and `LINES` in `environment` give: each a whole number from 1 (a larger one than
    /// ``maximumColumns`` or ``maximumRows`` is clamped to it), else `fallback`'s. `notes` says, for every variable
    /// that is set but was not used as it is, what was used instead (its value sanitized and shortened).
    static func fromEnvironment(_ environment: [String: String], fallback: TerminalSize) -> (
        size: TerminalSize, notes: [String]
    ) {
        var notes: [String] = []
        let columns = value(
            of: "COLUMNS", in: environment, unit: "columns", fallback: fallback.columns,
            maximum: maximumColumns, notes: &notes)
        let rows = value(
            of: "LINES", in: environment, unit: "lines", fallback: fallback.rows, maximum: maximumRows,
            notes: &notes)
        return (TerminalSize(columns: columns, rows: rows), notes)
    }

    private static func value(
        of name: String, in environment: [String: String], unit: String, fallback: Int, maximum: Int,
        notes: inout [String]
    ) -> Int {
        guard let text = environment[name] else { return fallback }
        let shown = StyledLine(text).fitted(to: min(32, max(1, TerminalText.width(of: text)))).text
        let isNegative = text.hasPrefix("-")
        let digits = text.hasPrefix("+") || isNegative ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            notes.append("\(name)=\(shown) is not a whole number of \(unit): using \(fallback)")
            return fallback
        }
        if isNegative {
            notes.append("\(name)=\(shown) is less than 1: using \(fallback)")
            return fallback
        }
        // Digits only: too many for an Int is too many columns.
        let number = Int(digits) ?? Int.max
        if number < 1 {
            notes.append("\(name)=\(shown) is less than 1: using \(fallback)")
            return fallback
        }
        if number > maximum {
            notes.append(
                "\(name)=\(shown) is more than the \(maximum) \(unit) a terminal table draws: using \(maximum)")
            return maximum
        }
        return number
    }
}
