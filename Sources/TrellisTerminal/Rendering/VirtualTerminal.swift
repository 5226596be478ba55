/// A terminal in memory: it interprets what a program sends a terminal (cursor placement, erasing, scrolling,
/// colours and attributes, the alternate screen, cursor visibility, auto-wrap, the window title, resets, C1
/// controls) into a grid of character cells with their styles, so tests can assert what a person would see, and
/// what an escape sequence hidden in some text would have done.
///
/// It draws text as a terminal that draws grapheme clusters does, with ``TerminalText``'s widths: a wide character
/// (CJK, emoji) takes two cells, a combining mark joins the character before it, and a wide character that does
/// not fit in the last column wraps first (or, with auto-wrap off, is not drawn).
///
/// ```swift
/// var terminal = VirtualTerminal(size: TerminalSize(columns: 40, rows: 10))
/// terminal.feed(AnsiRenderer(mode: .color).render(frame))
/// #expect(terminal.lines[0] == "Posts")
/// #expect(terminal.style(row: 2, column: 0).reverse)
/// ```
public struct VirtualTerminal: Sendable {
    /// One character cell.
    public struct Cell: Hashable, Sendable {
        /// The character shown (a space in the second cell of a wide character).
        public var character: Character
        /// Its style.
        public var style: TextStyle
        /// The columns its character takes: 1, or 2 for the first cell of a wide character, 0 for the second.
        public var width: Int = 1
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
    /// The window title an OSC 0 or OSC 2 sequence set, if any.
    public private(set) var windowTitle: String?
    /// How many times the terminal was reset (`ESC c`).
    public private(set) var resetCount = 0
    /// How many times the bell rang (BEL outside a sequence).
    public private(set) var bellCount = 0
    /// How many bidi formatting characters arrived (embeddings, overrides, isolates, marks): not drawn here, but a
    /// terminal that lays out bidirectional text (VTE, Konsole, mlterm) reorders what follows them.
    public private(set) var bidiControlCount = 0

    private var style = TextStyle()
    private var savedMainScreen: [[Cell]]?
    private var savedCursor: (row: Int, column: Int) = (0, 0)
    private var pendingWrap = false
    private var pending: [Unicode.Scalar] = []

    /// A blank terminal of `size`.
    public init(size: TerminalSize) {
        self.size = size
        cells = Self.blank(size)
    }

    private static func blank(_ size: TerminalSize) -> [[Cell]] {
        Array(repeating: blankRow(size.columns), count: size.rows)
    }

    private static func blankRow(_ columns: Int, style: TextStyle = TextStyle()) -> [Cell] {
        Array(repeating: Cell(character: " ", style: style), count: columns)
    }

    // MARK: Reading

    /// Each row's text (a wide character once), trailing spaces removed.
    public var lines: [String] {
        cells.map { row in String(row.lazy.filter { $0.width > 0 }.map(\.character)).trimmingTrailingSpaces() }
    }

    /// The whole screen as text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The style of the cell at `row`, `column`; the plain style outside the screen, where nothing is drawn.
    public func style(row: Int, column: Int) -> TextStyle {
        guard cells.indices.contains(row), cells[row].indices.contains(column) else { return TextStyle() }
        return cells[row][column].style
    }

    /// The first row whose text contains `text`, or `nil`.
    public func row(containing text: String) -> Int? { lines.firstIndex { $0.contains(text) } }

    /// The columns the text of `row` takes, up to its last cell that is not a blank space (0 outside the screen).
    public func usedColumns(row: Int) -> Int {
        guard cells.indices.contains(row) else { return 0 }
        guard let last = cells[row].lastIndex(where: { $0.width == 0 || $0.character != " " }) else { return 0 }
        return last + 1
    }

    // MARK: Writing

    /// Interprets `output` as a terminal does. A sequence cut at the end is kept for the next call.
    public mutating func feed(_ output: String) {
        let scalars = pending + Array(output.unicodeScalars)
        pending = []
        var text = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            if value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value) {
                text.append(scalar)
                index += 1
                continue
            }
            if !text.isEmpty {
                put(String(text))
                text = String.UnicodeScalarView()
            }
            if value == 0x1B || value == 0x9B || value == 0x9D || value == 0x90 || (0x98...0x9F).contains(value) {
                guard let consumed = sequence(scalars, from: index) else {
                    pending = Array(scalars[index...])
                    return
                }
                index += consumed
                continue
            }
            control(value)
            index += 1
        }
        if !text.isEmpty { put(String(text)) }
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

    /// A C0 or C1 control outside a sequence.
    private mutating func control(_ value: UInt32) {
        switch value {
        case 0x0D:
            cursor.column = 0
            pendingWrap = false
        case 0x0A, 0x0B, 0x0C, 0x84: lineFeed()
        case 0x85:
            cursor.column = 0
            lineFeed()
        case 0x8D: reverseLineFeed()
        case 0x08:
            cursor.column = max(0, cursor.column - 1)
            pendingWrap = false
        case 0x09: cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
        case 0x07: bellCount += 1
        default: break  // NUL, DEL and the rest do nothing
        }
    }

    /// Draws `text`, character by character.
    private mutating func put(_ text: String) {
        for character in text { put(character) }
    }

    private mutating func put(_ character: Character) {
        bidiControlCount += character.unicodeScalars.count { $0.properties.isBidiControl }
        let width = TerminalText.columns(of: character)
        if width == 0 {
            combine(character)
            return
        }
        if pendingWrap {
            guard autoWrap else {
                // Without auto-wrap the last column is overwritten (the cursor stays there).
                write(character, width: width, at: size.columns - width)
                return
            }
            cursor.column = 0
            lineFeed()
        }
        if width == 2 && cursor.column == size.columns - 1 {
            guard autoWrap, size.columns > 1 else { return }  // a wide character that does not fit is not drawn
            cursor.column = 0
            lineFeed()
        }
        write(character, width: width, at: cursor.column)
        if cursor.column + width >= size.columns {
            cursor.column = size.columns - 1
            pendingWrap = true
        } else {
            cursor.column += width
        }
    }

    /// Puts `character` in the cell at `column` of the cursor's row (and the next, when it is wide), clearing the
    /// halves of wide characters it overwrites.
    private mutating func write(_ character: Character, width: Int, at column: Int) {
        guard column >= 0, column + width <= size.columns else { return }
        for covered in column..<(column + width) { clearWideCharacter(at: covered) }
        cells[cursor.row][column] = Cell(character: character, style: style, width: width)
        if width == 2 { cells[cursor.row][column + 1] = Cell(character: " ", style: style, width: 0) }
    }

    /// When the cell at `column` is half of a wide character, both halves become blank.
    private mutating func clearWideCharacter(at column: Int) {
        let cell = cells[cursor.row][column]
        if cell.width == 0, column > 0 {
            cells[cursor.row][column - 1] = Cell(character: " ", style: cells[cursor.row][column - 1].style)
            cells[cursor.row][column] = Cell(character: " ", style: cell.style)
        } else if cell.width == 2, column + 1 < size.columns {
            cells[cursor.row][column + 1] = Cell(character: " ", style: cell.style)
        }
    }

    /// A zero-width character (a combining mark, a joiner): it joins the character drawn before it.
    private mutating func combine(_ character: Character) {
        var column = pendingWrap ? cursor.column : cursor.column - 1
        if column >= 0, cells[cursor.row][column].width == 0 { column -= 1 }
        guard column >= 0 else { return }
        let combined = String(cells[cursor.row][column].character) + String(character)
        guard combined.count == 1, let joined = combined.first else { return }
        cells[cursor.row][column].character = joined
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.row == size.rows - 1 {
            scrollUp(1)
        } else {
            cursor.row += 1
        }
    }

    private mutating func reverseLineFeed() {
        pendingWrap = false
        if cursor.row == 0 {
            scrollDown(1)
        } else {
            cursor.row -= 1
        }
    }

    private mutating func scrollUp(_ count: Int) {
        let count = min(count, size.rows)
        cells.removeFirst(count)
        cells += Array(
            repeating: Self.blankRow(size.columns, style: TextStyle(background: style.background)), count: count)
    }

    private mutating func scrollDown(_ count: Int) {
        let count = min(count, size.rows)
        cells.removeLast(count)
        cells.insert(
            contentsOf: Array(
                repeating: Self.blankRow(size.columns, style: TextStyle(background: style.background)), count: count),
            at: 0)
    }

    // MARK: Sequences

    /// Interprets the sequence (escape, CSI, OSC, DCS, ...) at `start`; returns how many scalars it took, or `nil`
    /// when it is incomplete.
    private mutating func sequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let introducer = scalars[start].value
        switch introducer {
        case 0x9B: return controlSequence(scalars, from: start + 1).map { $0 + 1 }
        case 0x9D: return controlString(scalars, from: start + 1, isOperatingSystemCommand: true).map { $0 + 1 }
        case 0x90, 0x98, 0x9E, 0x9F:
            return controlString(scalars, from: start + 1, isOperatingSystemCommand: false).map { $0 + 1 }
        case 0x9C: return 1  // a string terminator alone
        default: break
        }
        guard start + 1 < scalars.count else { return nil }
        let kind = scalars[start + 1]
        switch kind {
        case "[": return controlSequence(scalars, from: start + 2).map { $0 + 2 }
        case "]": return controlString(scalars, from: start + 2, isOperatingSystemCommand: true).map { $0 + 2 }
        case "P", "X", "^", "_":
            return controlString(scalars, from: start + 2, isOperatingSystemCommand: false).map { $0 + 2 }
        case "c":
            reset()
            return 2
        case "7":
            savedCursor = cursor
            return 2
        case "8":
            cursor = (min(savedCursor.row, size.rows - 1), min(savedCursor.column, size.columns - 1))
            pendingWrap = false
            return 2
        case "D":
            lineFeed()
            return 2
        case "E":
            cursor.column = 0
            lineFeed()
            return 2
        case "M":
            reverseLineFeed()
            return 2
        default:
            // ESC, intermediates (0x20-0x2F: ESC ( B), a final: ignored.
            var index = start + 1
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            guard index < scalars.count else { return nil }
            return index - start + 1
        }
    }

    /// A control sequence's parameters and final character from `start`; how many scalars it took.
    private mutating func controlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        var parameterText = ""
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value >= 0x40 && scalar.value <= 0x7E {
                controlFunction(final: Character(scalar), parameters: parameterText)
                return index - start + 1
            }
            if scalar.value < 0x20 {
                control(scalar.value)  // terminals execute a control inside a sequence
            } else {
                parameterText.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return nil
    }

    /// A control string (OSC, DCS, SOS, PM, APC) from `start` to its terminator (BEL, `ESC \` or ST); an OSC 0 or 2
    /// sets the window title. How many scalars it took.
    private mutating func controlString(_ scalars: [Unicode.Scalar], from start: Int, isOperatingSystemCommand: Bool)
        -> Int?
    {
        var index = start
        var body = ""
        while index < scalars.count {
            let value = scalars[index].value
            var length: Int?
            if value == 0x07 || value == 0x9C { length = index - start + 1 }
            if value == 0x1B {
                guard index + 1 < scalars.count else { return nil }
                // ESC \ ends the string; ESC and anything else abandons it and starts a new sequence.
                guard scalars[index + 1] == "\\" else { return index - start }
                length = index - start + 2
            }
            if let length {
                if isOperatingSystemCommand { operatingSystemCommand(body) }
                return length
            }
            body.unicodeScalars.append(scalars[index])
            index += 1
        }
        return nil
    }

    private mutating func operatingSystemCommand(_ body: String) {
        let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard let command = parts.first.flatMap({ Int($0) }), command == 0 || command == 2 else { return }
        windowTitle = parts.count > 1 ? String(parts[1]) : ""
    }

    /// `ESC c`: the screen cleared, the main screen shown, every mode back to its default.
    private mutating func reset() {
        cells = Self.blank(size)
        savedMainScreen = nil
        isAlternateScreen = false
        isCursorVisible = true
        autoWrap = true
        style = TextStyle()
        cursor = (0, 0)
        pendingWrap = false
        resetCount += 1
    }

    private mutating func controlFunction(final: Character, parameters text: String) {
        let isPrivate = text.hasPrefix("?")
        let numbers = (isPrivate ? String(text.dropFirst()) : text)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        /// Parameter `index`, at most `limit` (a count larger than the screen does what the screen's size does).
        func number(_ index: Int, default value: Int, limit: Int = 100_000) -> Int {
            min(limit, index < numbers.count ? (numbers[index] ?? value) : value)
        }
        func count(_ index: Int) -> Int { max(1, number(index, default: 1)) }
        if final != "m" { pendingWrap = false }
        switch final {
        case "H", "f":
            cursor = (
                min(max(number(0, default: 1), 1), size.rows) - 1, min(max(number(1, default: 1), 1), size.columns) - 1
            )
        case "A": cursor.row = max(0, cursor.row - count(0))
        case "B": cursor.row = min(size.rows - 1, cursor.row + count(0))
        case "C": cursor.column = min(size.columns - 1, cursor.column + count(0))
        case "D": cursor.column = max(0, cursor.column - count(0))
        case "E": cursor = (min(size.rows - 1, cursor.row + count(0)), 0)
        case "F": cursor = (max(0, cursor.row - count(0)), 0)
        case "G": cursor.column = min(max(number(0, default: 1), 1), size.columns) - 1
        case "d": cursor.row = min(max(number(0, default: 1), 1), size.rows) - 1
        case "J": eraseDisplay(number(0, default: 0))
        case "K": eraseLine(number(0, default: 0))
        case "X":
            for column in cursor.column..<min(size.columns, cursor.column + count(0)) {
                cells[cursor.row][column] = blankCell
            }
        case "S": scrollUp(count(0))
        case "T": scrollDown(count(0))
        case "m": applySGR(numbers.map { $0 ?? 0 })
        case "h", "l":
            guard isPrivate else { return }
            let on = final == "h"
            for mode in numbers.compactMap({ $0 }) {
                switch mode {
                case 1049, 47, 1047: switchScreen(alternate: on)
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
            case 30...37:
                style.foreground = .standard(TerminalColor.StandardColor(rawValue: UInt8(value - 30)) ?? .white)
            case 90...97: style.foreground = .bright(TerminalColor.StandardColor(rawValue: UInt8(value - 90)) ?? .white)
            case 39: style.foreground = nil
            case 40...47:
                style.background = .standard(TerminalColor.StandardColor(rawValue: UInt8(value - 40)) ?? .black)
            case 100...107:
                style.background = .bright(TerminalColor.StandardColor(rawValue: UInt8(value - 100)) ?? .black)
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
