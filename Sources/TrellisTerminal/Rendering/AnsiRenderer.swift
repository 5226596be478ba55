/// Turns frames into what a terminal is sent: escape sequences that place each changed line, in the styles the
/// ``ColorMode`` allows. It writes nothing itself, so it can be tested against a ``VirtualTerminal``.
public struct AnsiRenderer: Sendable {
    /// How much styling the output carries.
    public var mode: ColorMode

    /// A renderer for `mode`.
    public init(mode: ColorMode) { self.mode = mode }

    /// The bytes that take a terminal from showing `previous` to showing `frame`: every line that differs (all of
    /// them when there is no previous frame or the size changed) is placed, cleared and drawn.
    public func render(_ frame: TerminalFrame, over previous: TerminalFrame? = nil) -> String {
        let unchanged = previous.map { $0.size == frame.size ? $0.lines : [] } ?? []
        var output = ""
        output.reserveCapacity(frame.size.rows * (frame.size.columns + 32))
        if unchanged.isEmpty { output += "\u{1B}[0m\u{1B}[2J" }
        for (row, line) in frame.lines.enumerated() {
            if row < unchanged.count, unchanged[row] == line { continue }
            output += "\u{1B}["
            output += String(row + 1)
            output += ";1H\u{1B}[0m\u{1B}[2K"
            appendStyled(line, to: &output)
        }
        output += "\u{1B}[0m"
        return output
    }

    /// `line` with the escape sequences of its styles (none in ``ColorMode/plain``), ending in the default style.
    public func styled(_ line: StyledLine) -> String {
        var output = ""
        appendStyled(line, to: &output)
        return output
    }

    private func appendStyled(_ line: StyledLine, to output: inout String) {
        var current = TextStyle()
        for run in line.runs {
            if run.style != current {
                let parameters = run.style.sgrParameters(in: mode)
                if parameters != current.sgrParameters(in: mode) {
                    output += "\u{1B}[0"
                    for parameter in parameters {
                        output += ";"
                        output += String(parameter)
                    }
                    output += "m"
                }
                current = run.style
            }
            output += run.text
        }
        if !current.sgrParameters(in: mode).isEmpty { output += "\u{1B}[0m" }
    }

    /// The lines as text for an output that is not a terminal: each styled for `mode`, trailing spaces removed,
    /// joined by newlines (with a final one).
    public func text(_ lines: [StyledLine]) -> String {
        lines.map { line in
            var trimmed = line
            while let last = trimmed.runs.last, last.text.allSatisfy({ $0 == " " }) { trimmed.runs.removeLast() }
            if let last = trimmed.runs.last {
                trimmed.runs[trimmed.runs.count - 1] = StyledRun(last.text.trimmingTrailingSpaces(), last.style)
            }
            return styled(trimmed)
        }.joined(separator: "\n") + "\n"
    }
}
