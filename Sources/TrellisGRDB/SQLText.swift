/// What the storage needs to know about a request's SQL text without parsing it: where its parameters are, which
/// functions it calls and which collations it names. A tokenizer, not a parser: it skips string literals, quoted
/// identifiers and comments the way SQLite's tokenizer does, so a `?` or a name inside them is not mistaken for one.
struct SQLText {
    /// A parameter: `?`, `?NNN`, `:name`, `@name` or `$name`, with its place in the text (UTF-8 offsets).
    struct Parameter: Equatable {
        var token: String
        var range: Range<Int>
    }

    let sql: String
    private(set) var parameters: [Parameter] = []
    /// Names followed by `(`, lowercased: the functions the text may call (keywords such as `IN` are among them;
    /// callers look names up in SQLite's list of functions).
    private(set) var calledNames: Set<String> = []
    /// Names following `COLLATE`, lowercased.
    private(set) var collations: Set<String> = []

    init(_ sql: String) {
        self.sql = sql
        scan(Array(sql.utf8))
    }

    /// The text with each parameter replaced by `literals[i]` (same order as ``parameters``).
    func replacingParameters(with literals: [String]) -> String {
        precondition(literals.count == parameters.count, "one literal per parameter")
        var bytes = Array(sql.utf8)
        for (parameter, literal) in zip(parameters, literals).reversed() {
            bytes.replaceSubrange(parameter.range, with: Array(literal.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private mutating func scan(_ bytes: [UInt8]) {
        var index = 0
        var previousWord: String?  // the last word or quoted name, for `COLLATE name` and `name(`
        func skipQuoted(_ close: UInt8, from start: Int) -> Int {
            // Returns the index after the closing quote (a doubled quote is part of the text).
            var at = start + 1
            while at < bytes.count {
                if bytes[at] == close {
                    if close != 0x5D, at + 1 < bytes.count, bytes[at + 1] == close {
                        at += 2
                        continue
                    }
                    return at + 1
                }
                at += 1
            }
            return bytes.count
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x27:  // 'string'
                index = skipQuoted(0x27, from: index)
                previousWord = nil
            case 0x22, 0x60, 0x5B:  // "name", `name`, [name]
                let close: UInt8 = byte == 0x5B ? 0x5D : byte
                let end = skipQuoted(close, from: index)
                let inner = text((index + 1)..<max(index + 1, end - 1))
                noteName(
                    inner.replacingOccurrences(
                        of: String(UnicodeScalar(close)) + String(UnicodeScalar(close)),
                        with: String(UnicodeScalar(close))), after: &previousWord, bytes: bytes, next: end)
                index = end
            case 0x2D where index + 1 < bytes.count && bytes[index + 1] == 0x2D:  // -- comment
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:  // /* comment */
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                index = min(bytes.count, index + 2)
            case 0x3F:  // ?NNN
                var end = index + 1
                while end < bytes.count && bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
                parameters.append(Parameter(token: text(index..<end), range: index..<end))
                index = end
                previousWord = nil
            case 0x3A, 0x40, 0x24:  // :name @name $name
                guard index + 1 < bytes.count, Self.isWordByte(bytes[index + 1]) else {
                    index += 1
                    previousWord = nil
                    continue
                }
                var end = index + 1
                while end < bytes.count && Self.isWordByte(bytes[end]) { end += 1 }
                parameters.append(Parameter(token: text(index..<end), range: index..<end))
                index = end
                previousWord = nil
            default:
                if Self.isWordByte(byte) {
                    var end = index + 1
                    while end < bytes.count && Self.isWordByte(bytes[end]) { end += 1 }
                    let isNumber = byte >= 0x30 && byte <= 0x39
                    if !isNumber {
                        noteName(text(index..<end), after: &previousWord, bytes: bytes, next: end)
                    } else {
                        previousWord = nil
                    }
                    index = end
                } else {
                    if !Self.isSpace(byte) { previousWord = nil }
                    index += 1
                }
            }
        }
    }

    /// Records `name` as a collation (after `COLLATE`) or as a called name (followed by `(`).
    private mutating func noteName(_ name: String, after previous: inout String?, bytes: [UInt8], next: Int) {
        let lowered = name.lowercased()
        if previous == "collate" { collations.insert(lowered) }
        var at = next
        while at < bytes.count && Self.isSpace(bytes[at]) { at += 1 }
        if at < bytes.count && bytes[at] == 0x28 { calledNames.insert(lowered) }
        previous = lowered
    }
}
