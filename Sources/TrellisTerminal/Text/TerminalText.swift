/// Text as a terminal shows it: made safe to draw, and measured in columns.
///
/// Every string a terminal table draws (a cell's line, a header or footer, the title, the banner, the status
/// message, the key hints, the description of a model without a cell) is a ``StyledRun``'s text, and a run's text
/// passes through ``sanitized(_:)`` when it is made or changed: that is the one place text is made safe, so no
/// string from a model, a database or a user can reach the terminal as a command, and every width the table works
/// with is the width the terminal draws.
///
/// What sanitizing removes or replaces:
/// - escape sequences, whole: `ESC [ ... final` (CSI: clear the screen, move the cursor, leave the alternate
///   screen), `ESC ] ... BEL/ST` (OSC: set the window title, hyperlinks, the clipboard), `ESC P`, `ESC X`,
///   `ESC ^`, `ESC _` strings up to their terminator (DCS, SOS, PM, APC), two- and three-character escapes
///   (`ESC c` resets the terminal), and their one-byte C1 forms (U+009B, U+009D, U+0090, ...). A sequence cut off
///   at the end of the text is dropped with what follows it, as a terminal would swallow it;
/// - tab, line feed, carriage return, vertical tab, form feed, next line (U+0085) and the line and paragraph
///   separators become one space each (a run is one line);
/// - every other C0 and C1 control (NUL, BEL, backspace, DEL, ...) is removed;
/// - invisible formatting characters (Unicode's `Default_Ignorable_Code_Point`: bidi embeddings, overrides and
///   isolates U+202A–U+202E and U+2066–U+2069, the direction marks, zero-width spaces and joiners, soft hyphens,
///   word joiners, fillers) are removed, except a zero-width joiner inside an emoji sequence (👨‍👩‍👧), a variation
///   selector after its base (❤️), and the tag characters of a flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿;
/// - combining marks past the 30th in a row on one character are removed (text piled up over one cell);
/// - text past ``TerminalSize/maximumColumns`` columns is dropped: no line is drawn wider.
///
/// Widths count grapheme clusters (a `Character`), as a terminal that draws clusters does: East Asian wide and
/// fullwidth characters (CJK, Hangul syllables, fullwidth forms) and emoji take 2 columns (an emoji with a skin
/// tone, a flag, a ZWJ family, a keycap or a text symbol followed by U+FE0F included), combining marks, joiners and
/// variation selectors add nothing to the character they belong to, and everything else takes 1 (characters of
/// ambiguous width, such as `…` and `•`, count 1, as outside East Asian locales). Terminals that measure each
/// code point on its own draw a ZWJ sequence wider than it counts; the table places every line on its own, so such
/// a line is cut at the right edge and no other line moves.
///
/// ```swift
/// TerminalText.sanitized("\u{1B}]0;owned\u{07}Title\u{1B}[2J")   // "Title"
/// TerminalText.width(of: "日本語")                                   // 6
/// TerminalText.width(of: "👨‍👩‍👧 e\u{301}")                             // 4
/// ```
public enum TerminalText {
    /// `text` without escape sequences, controls and invisible formatting characters (see ``TerminalText``).
    public static func sanitized(_ text: String) -> String { sanitize(text).text }

    /// The columns `text` takes on screen, once sanitized.
    public static func width(of text: String) -> Int { sanitize(text).width }

    /// The columns `character` takes on screen, once sanitized (0 for a control, which is not drawn).
    public static func width(of character: Character) -> Int { sanitize(String(character)).width }

    /// The most combining marks kept in a row (Unicode's stream-safe text format allows 30).
    static let maximumMarksInARow = 30

    /// The most columns a sanitized text keeps: no terminal line is wider (``TerminalSize/maximumColumns``).
    static var maximumColumns: Int { TerminalSize.maximumColumns }

    /// `text` sanitized (at most ``maximumColumns`` wide), and its width in columns.
    static func sanitize(_ text: String) -> (text: String, width: Int) {
        let limit = maximumColumns
        if isPlainASCII(text) {
            let count = text.utf8.count
            return count <= limit ? (text, count) : (String(text.utf8.prefix(limit)) ?? "", limit)
        }
        // Most text needs nothing removed, and most of that is one scalar per character: one pass says so, and
        // adds up the widths on the way.
        let scan = scan(text)
        if scan.isClean {
            if scan.isOneScalarPerCharacter, scan.width <= limit { return (text, scan.width) }
            return measured(text, limit: limit)
        }
        var sanitizer = Sanitizer()
        // Every column holds at most one base, 30 marks and a few joined emoji: past this many scalars kept, the
        // text is wider than any line, and the rest is not read.
        let scalarLimit = limit * 64
        for scalar in text.unicodeScalars {
            sanitizer.feed(scalar)
            if sanitizer.outputCount > scalarLimit { break }
        }
        let clean = sanitizer.needsClusterPass ? keepingJoinersInSequences(sanitizer.output) : String(sanitizer.output)
        if isPlainASCII(clean) {
            let count = clean.utf8.count
            return count <= limit ? (clean, count) : (String(clean.utf8.prefix(limit)) ?? "", limit)
        }
        return measured(clean, limit: limit)
    }

    /// Sanitized `text` cut to `limit` columns (between characters), and its width.
    private static func measured(_ text: String, limit: Int) -> (text: String, width: Int) {
        var width = 0
        var end = text.endIndex
        for index in text.indices {
            let columns = columns(of: text[index])
            if width + columns > limit {
                end = index
                break
            }
            width += columns
        }
        return (end == text.endIndex ? text : String(text[..<end]), width)
    }

    /// One pass over `text`: whether sanitizing would change nothing, whether every scalar is a character of its
    /// own (nothing a grapheme cluster joins: marks, joiners, selectors, regional indicators, skin tones, Hangul
    /// jamo, prepended characters), and then the width (the sum of the scalars').
    private static func scan(_ text: String) -> (isClean: Bool, isOneScalarPerCharacter: Bool, width: Int) {
        var simple = true
        var width = 0
        var marks = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x7F {
                if value < 0x20 { return (false, false, 0) }
                width += 1
                marks = 0
                continue
            }
            if value < 0xA0 || value == 0xAD { return (false, false, 0) }
            if value < 0x300 {
                width += 1
                marks = 0
                continue
            }
            let properties = scalar.properties
            if properties.isDefaultIgnorableCodePoint { return (false, false, 0) }
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                simple = false
                marks += 1
                if marks > maximumMarksInARow { return (false, false, 0) }
            case .control, .lineSeparator, .paragraphSeparator:
                return (false, false, 0)
            case .format:
                simple = false
                marks = 0
            default:
                marks = 0
                if joinsOthers(value) { simple = false }
            }
            if simple { width += columns(of: scalar) }
        }
        return (true, simple, width)
    }

    /// Whether `value` makes a grapheme cluster with a scalar beside it although it is not a mark or a format
    /// character: regional indicators (flags), skin tones, Hangul jamo, and the prepended letters of some scripts.
    private static func joinsOthers(_ value: UInt32) -> Bool {
        switch value {
        case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF,
            0x0D4E, 0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            return false
        }
    }

    /// Whether every byte of `text` is a printable ASCII character (one column each, nothing to remove).
    static func isPlainASCII(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }) {
            return answer
        }
        return text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The longest prefix of sanitized `text` (of `width` columns) that fits in `limit` columns, never cutting a
    /// character (a grapheme cluster), and its width.
    static func prefix(_ text: String, width: Int, fitting limit: Int) -> (text: String, width: Int) {
        guard limit > 0 else { return ("", 0) }
        if width <= limit { return (text, width) }
        if width == text.utf8.count {
            // Only ASCII has as many columns as bytes.
            return (String(text.utf8.prefix(limit)) ?? "", limit)
        }
        var taken = 0
        var end = text.startIndex
        for index in text.indices {
            let columns = columns(of: text[index])
            if taken + columns > limit { break }
            taken += columns
            end = text.index(after: index)
        }
        return (String(text[..<end]), taken)
    }

    // MARK: Widths

    /// The columns a sanitized character takes: its first scalar's, or 2 for a narrow symbol made an emoji by
    /// U+FE0F (❤️, #️⃣) or a skin tone (☝🏽).
    static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var base = columns(of: first)
        guard scalars.count > 1 else { return base }
        // A prepended character (U+0600 before digits) takes no column: the character's base is the next one.
        var baseScalar = first
        if base == 0, let next = scalars.dropFirst().first(where: { columns(of: $0) > 0 }) {
            baseScalar = next
            base = columns(of: next)
        }
        guard base == 1, baseScalar.value >= 0x23 else { return base }
        let properties = baseScalar.properties
        if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        if properties.isEmojiModifierBase, scalars.contains(where: { $0.properties.isEmojiModifier }) { return 2 }
        return 1
    }

    /// The columns one scalar takes on its own: 0 for marks, format characters and invisible ones, 2 for East
    /// Asian wide and fullwidth ones and emoji, else 1.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0xAD ? 0 : 1 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        // Hangul medial vowels and final consonants: drawn inside the syllable their initial consonant starts.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if isWide(value) { return 2 }
        if value >= 0x1F000, properties.isEmojiPresentation { return 2 }
        return 1
    }

    // MARK: Sequences of characters

    /// Whether `scalar` is a variation selector (U+FE00–U+FE0F, U+E0100–U+E01EF).
    static func isVariationSelector(_ value: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// Whether `scalar` extends the character before it without being its base: a mark or a skin tone.
    private static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        if (0x1F3FB...0x1F3FF).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }

    /// Whether `value` is a tag character (U+E0020–U+E007F): the letters of a subdivision flag.
    static func isTag(_ value: UInt32) -> Bool { (0xE0020...0xE007F).contains(value) }

    /// `scalars` with the zero-width joiners, variation selectors and tags that do not belong to a sequence removed:
    /// a joiner stays only between two parts of an emoji, a variation selector only after a base, tags only in a
    /// flag (🏴 followed by tags).
    private static func keepingJoinersInSequences(_ scalars: String.UnicodeScalarView) -> String {
        var result = String.UnicodeScalarView()
        for character in String(scalars) {
            let parts = Array(character.unicodeScalars)
            // The last scalar kept that is not a joiner, selector, tag, mark or skin tone: what a selector, joiner
            // or tag belongs to (a prepended character may come before it in the same character).
            var base: Unicode.Scalar?
            for (index, scalar) in parts.enumerated() {
                let value = scalar.value
                if value == 0x200D {
                    // Between two emoji: the scalar after it is one (not a mark, a selector or a tag).
                    guard let base, base.properties.isEmoji, index + 1 < parts.count,
                        parts[index + 1].properties.isEmoji, !isVariationSelector(parts[index + 1].value),
                        !isTag(parts[index + 1].value)
                    else { continue }
                } else if isVariationSelector(value) {
                    guard base != nil else { continue }
                } else if isTag(value) {
                    guard base?.value == 0x1F3F4 else { continue }
                } else if !isExtending(scalar) {
                    base = scalar
                }
                result.append(scalar)
            }
        }
        return String(result)
    }

}

/// The state machine that drops escape sequences and controls, scalar by scalar (ECMA-48's grammar: an escape
/// sequence is `ESC`, intermediates 0x20–0x2F, a final 0x30–0x7E; a control sequence is `CSI`, parameters
/// 0x30–0x3F, intermediates 0x20–0x2F, a final 0x40–0x7E; a control string runs to `ST`, `ESC \`, or `BEL`).
/// A control inside a sequence is handled as outside it (as terminals execute it); any other character that cannot
/// belong to the sequence ends it and is kept.
private struct Sanitizer {
    private enum State {
        case text
        case escape
        case escapeIntermediate
        case controlSequence
        case controlString
        case controlStringEscape
    }

    private var state = State.text
    private(set) var output = String.UnicodeScalarView()
    /// Whether a joiner, variation selector or tag was kept: the cluster pass decides which belong.
    private(set) var needsClusterPass = false
    /// How many scalars `output` holds.
    private(set) var outputCount = 0
    private var marksInARow = 0

    mutating func feed(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch state {
        case .text:
            text(scalar)
        case .escape:
            switch value {
            case 0x5B: state = .controlSequence  // [
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString  // ] P X ^ _
            case 0x20...0x2F: state = .escapeIntermediate
            case 0x30...0x7E: state = .text
            case 0x1B: break
            case 0x00...0x1F: control(value)
            default:
                state = .text
                text(scalar)
            }
        case .escapeIntermediate:
            switch value {
            case 0x20...0x2F: break
            case 0x30...0x7E: state = .text
            case 0x1B: state = .escape
            case 0x00...0x1F: control(value)
            default:
                state = .text
                text(scalar)
            }
        case .controlSequence:
            switch value {
            case 0x20...0x3F: break
            case 0x40...0x7E: state = .text
            case 0x1B: state = .escape
            case 0x00...0x1F: control(value)
            default:
                state = .text
                text(scalar)
            }
        case .controlString:
            switch value {
            case 0x07, 0x9C: state = .text
            case 0x1B: state = .controlStringEscape
            default: break
            }
        case .controlStringEscape:
            if value == 0x5C {  // ESC \ is the string terminator
                state = .text
            } else {
                state = .escape
                feed(scalar)
            }
        }
    }

    /// A scalar outside any sequence.
    private mutating func text(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0x20..<0x7F:
            marksInARow = 0
            append(scalar)
        case 0x1B: state = .escape
        case 0x00..<0x20, 0x7F: control(value)
        case 0x85, 0x2028, 0x2029: space()
        case 0x9B: state = .controlSequence
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString
        case 0x80...0x9F: break
        default:
            let properties = scalar.properties
            if properties.isDefaultIgnorableCodePoint {
                guard value == 0x200D || TerminalText.isVariationSelector(value) || TerminalText.isTag(value) else {
                    return
                }
                needsClusterPass = true
                append(scalar)
                return
            }
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                marksInARow += 1
                if marksInARow > TerminalText.maximumMarksInARow { return }
            default:
                marksInARow = 0
            }
            append(scalar)
        }
    }

    /// A C0 control (or DEL): the ones that break lines or tabulate become a space, the others go.
    private mutating func control(_ value: UInt32) {
        switch value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D: space()
        default: break
        }
    }

    private mutating func space() {
        marksInARow = 0
        append(" ")
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        output.append(scalar)
        outputCount += 1
    }
}
