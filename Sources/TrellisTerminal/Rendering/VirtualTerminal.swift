/// A terminal in memory: it interprets the escape sequences a ``TerminalSession`` or an ``AnsiRenderer`` emits
/// (cursor placement, erasing, colours and attributes, the alternate screen, cursor visibility, auto-wrap) into a
/// grid of characters with their styles, so tests can assert what a person would see.
///
/// ```swift
/// let terminal = VirtualTerminal(size: TerminalSize(columns: 40, rows: 10))
/// terminal.feed(AnsiRenderer(mode: .color).render(frame))
/// #expect(terminal.lines[0] == "Posts")
/// #expect(terminal.style(row: 2, column: 0).reverse)
/// ```
public struct VirtualTerminal: Sendable {
    /// One character cell.
    public struct Cell: Hashable, Sendable {
        /// The character shown.
        public var character: Character
        /// Its style.
        public var style: TextStyle
    }

    /// The size of the screen.
    public private(set) var size: TerminalSize
    /// The screen's cells, row by row.
    public private(set) var cells: [[Cell]]
    /// The cursor's row and column (0-based).
    public private(set) var cursor: (row: Int, column: Int) = (0, 0)
    /// Whether the alternate screen is shown (`ESC[?1049h`).
    public private(set) var isAlternateScreen = false
    /// Whether the cursor is shown (`ESC[?25l` hides it).
    public private(set) var isCursorVisible = true
    /// Whether writing past the last column wraps to the next line (`ESC[?7l` turns it off).
    public private(set) var autoWrap = true

    private var style = TextStyle()
    private var savedMainScreen: [[Cell]]?
    private var pendingWrap = false
    private var pending: [Unicode.Scalar] = []

    /// A blank terminal of `size`.
    public init(size: TerminalSize) {
        self.size = size
        cells = Self.blank(size)
    }

    private static func blank(_ size: TerminalSize) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell(character: " ", style: TextStyle()), count: size.columns), count: size.rows)
    }

    // MARK: Reading

    /// Each row's text, trailing spaces removed.
    public var lines: [String] {
        cells.map { String($0.map(\.character)).trimmingTrailingSpaces() }
    }

    /// The whole screen as text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The style of the character at `row`, `column`.
    public func style(row: Int, column: Int) -> TextStyle { cells[row][column].style }

    /// The first row whose text contains `text`, or `nil`.
    public func row(containing text: String) -> Int? { lines.firstIndex { $0.contains(text) } }

    // MARK: Writing

    /// Interprets `output` as a terminal does. A sequence cut at the end is kept for the next call.
    public mutating func feed(_ output: String) {
        var scalars = pending + Array(output.unicodeScalars)
        pending = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                guard let consumed = escape(scalars, from: index) else {
                    pending = Array(scalars[index...])
                    return
                }
                index += consumed
                continue
            }
            switch scalar {
            case "\r": cursor.column = 0; pendingWrap = false
            case "\n": lineFeed()
            case "\u{8}": cursor.column = max(0, cursor.column - 1); pendingWrap = false
            case "\t": cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
            default:
                if scalar.value >= 0x20 && scalar.value != 0x7F { put(Character(scalar)) }
            }
            index += 1
        }
        scalars.removeAll()
    }

    /// Changes the size, keeping what fits.
    public mutating func resize(to newSize: TerminalSize) {
        var grid = Self.blank(newSize)
        for row in 0..<min(size.rows, newSize.rows) {
            for column in 0..<min(size.columns, newSize.columns) { grid[row][column] = cells[row][column] }
        }
        size = newSize
        cells = grid
        cursor = (min(cursor.row, newSize.rows - 1), min(cursor.column, newSize.columns - 1))
    }

    private mutating func put(_ character: Character) {
        if pendingWrap {
            pendingWrap = false
            if autoWrap {
                cursor.column = 0
                lineFeed()
            }
        }
        cells[cursor.row][cursor.column] = Cell(character: character, style: style)
        if cursor.column == size.columns - 1 {
            pendingWrap = true
        } else {
            cursor.column += 1
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.row == size.rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: Cell(character: " ", style: TextStyle()), count: size.columns))
        } else {
            cursor.row += 1
        }
    }

    /// Interprets the escape sequence at `start`; returns how many scalars it took, or `nil` when it is incomplete.
    private mutating func escape(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count else { return nil }
        let kind = scalars[start + 1]
        guard kind == "[" else {
            // ESC followed by one character (ESC 7, ESC 8, ESC =, ...), or ESC ( B: ignored.
            if kind == "(" || kind == ")" { return start + 2 < scalars.count ? 3 : nil }
            return 2
        }
        var index = start + 2
        var parameterText = ""
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value >= 0x40 && scalar.value <= 0x7E {
                control(final: Character(scalar), parameters: parameterText)
                return index - start + 1
            }
            parameterText.unicodeScalars.append(scalar)
            index += 1
        }
        return nil
    }

    private mutating func control(final: Character, parameters text: String) {
        let isPrivate = text.hasPrefix("?")
        let numbers = (isPrivate ? String(text.dropFirst()) : text)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        if final != "m" { pendingWrap = false }
        switch final {
        case "H", "f":
            cursor = (min(max(number(0, default: 1), 1), size.rows) - 1, min(max(number(1, default: 1), 1), size.columns) - 1)
        case "A": cursor.row = max(0, cursor.row - number(0, default: 1))
        case "B": cursor.row = min(size.rows - 1, cursor.row + number(0, default: 1))
        case "C": cursor.column = min(size.columns - 1, cursor.column + number(0, default: 1))
        case "D": cursor.column = max(0, cursor.column - number(0, default: 1))
        case "G": cursor.column = min(max(number(0, default: 1), 1), size.columns) - 1
        case "J": eraseDisplay(number(0, default: 0))
        case "K": eraseLine(number(0, default: 0))
        case "m": applySGR(numbers.map { $0 ?? 0 })
        case "h", "l":
            guard isPrivate else { return }
            let on = final == "h"
            for mode in numbers.compactMap({ $0 }) {
                switch mode {
                case 1049: switchScreen(alternate: on)
                case 25: isCursorVisible = on
                case 7: autoWrap = on
                default: break
                }
            }
        default: break
        }
    }

    private var blankCell: Cell { Cell(character: " ", style: TextStyle(background: style.background)) }

    private mutating func eraseLine(_ mode: Int) {
        let range: Range<Int>
        switch mode {
        case 1: range = 0..<(cursor.column + 1)
        case 2: range = 0..<size.columns
        default: range = cursor.column..<size.columns
        }
        for column in range { cells[cursor.row][column] = blankCell }
    }

    private mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 2, 3:
            for row in 0..<size.rows { for column in 0..<size.columns { cells[row][column] = blankCell } }
        case 1:
            for row in 0..<cursor.row { for column in 0..<size.columns { cells[row][column] = blankCell } }
            eraseLine(1)
        default:
            eraseLine(0)
            for row in (cursor.row + 1)..<max(cursor.row + 1, size.rows) {
                for column in 0..<size.columns { cells[row][column] = blankCell }
            }
        }
    }

    private mutating func switchScreen(alternate: Bool) {
        guard alternate != isAlternateScreen else { return }
        if alternate {
            savedMainScreen = cells
            cells = Self.blank(size)
        } else {
            cells = savedMainScreen ?? Self.blank(size)
            savedMainScreen = nil
        }
        isAlternateScreen = alternate
    }

    private mutating func applySGR(_ parameters: [Int]) {
        var index = 0
        let values = parameters.isEmpty ? [0] : parameters
        while index < values.count {
            let value = values[index]
            switch value {
            case 0: style = TextStyle()
            case 1: style.bold = true
            case 2: style.dim = true
            case 22: style.bold = false; style.dim = false
            case 4: style.underline = true
            case 24: style.underline = false
            case 7: style.reverse = true
            case 27: style.reverse = false
            case 30...37: style.foreground = .standard(TerminalColor.StandardColor(rawValue: UInt8(value - 30)) ?? .white)
            case 90...97: style.foreground = .bright(TerminalColor.StandardColor(rawValue: UInt8(value - 90)) ?? .white)
            case 39: style.foreground = nil
            case 40...47: style.background = .standard(TerminalColor.StandardColor(rawValue: UInt8(value - 40)) ?? .black)
            case 100...107: style.background = .bright(TerminalColor.StandardColor(rawValue: UInt8(value - 100)) ?? .black)
            case 49: style.background = nil
            case 38, 48:
                if index + 2 < values.count, values[index + 1] == 5 {
                    let color = TerminalColor.indexed(UInt8(clamping: values[index + 2]))
                    if value == 38 { style.foreground = color } else { style.background = color }
                    index += 2
                }
            default: break
            }
            index += 1
        }
    }
}
